import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useLocation } from 'wouter';
import { OnboardingFrame } from '@/components/onboarding-frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dismissToast, toast, type ToastInput } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateUser, useUser } from '@/lib/auth';
import { showServerIssues } from '@/lib/server-issues';
import { useIsMobile } from '@/lib/use-is-mobile';
import { profileFieldsSchema, type ProfileFields } from '../../../shared/users.js';

/** The names with the rules PATCH /api/auth/user holds them to (trimmed, not empty, at most 100). */
const nameFormSchema = profileFieldsSchema.pick({ firstName: true, lastName: true });
type NameForm = Pick<ProfileFields, 'firstName' | 'lastName'>;

const FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
] as const;
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** The spec's words for a name left empty: a toast for the first one missing, its description at each empty field. */
const NAME_REQUIRED: Record<keyof NameForm, ToastInput & { description: string }> = {
  firstName: { title: 'Please enter your first name', description: 'Your first name is required to continue.' },
  lastName: { title: 'Please enter your last name', description: 'Your last name is required to continue.' },
};

const isEmptyName = (error: FieldError | undefined) => error?.type === 'too_small';

/** /onboarding/name: 'Create an Account'. */
export function NamePage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const mobile = useIsMobile();
  const save = useUpdateUser();
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
  });
  const { errors } = form.formState;

  const askForMissingName = (invalid: FieldErrors<NameForm>) => {
    const missing = FIELD_NAMES.find((name) => isEmptyName(invalid[name]));
    if (missing) toast({ ...NAME_REQUIRED[missing], variant: 'destructive' });
  };

  const submit = form.handleSubmit((names) => {
    dismissToast();
    save.mutate(names, {
      onSuccess: () => navigate('/onboarding/intake'),
      onError: (error) => {
        if (showServerIssues(form, error, FIELD_NAMES)) return;
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save your name. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }, askForMissingName);

  return (
    <OnboardingFrame step={1} back="/landing" title="Create an Account" subtitle="What should Willow call you?">
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        {FIELDS.map(({ name, label, autoComplete }, index) => {
          const error = errors[name];
          const message = isEmptyName(error) ? NAME_REQUIRED[name].description : error?.message;
          return (
            <div key={name}>
              <Label htmlFor={name}>{label}</Label>
              <Input
                id={name}
                autoComplete={autoComplete}
                maxLength={100}
                autoFocus={index === 0 && !mobile}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${name}-error` : undefined}
                {...form.register(name)}
              />
              {message && (
                <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-destructive">
                  {message}
                </p>
              )}
            </div>
          );
        })}
        <Button type="submit" size="lg" className="w-full" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </OnboardingFrame>
  );
}
