import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { useLocation, useSearch } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import { showServerIssues } from '@/lib/server-issues';
import { useUpdateUser, useUser } from '@/lib/auth';
import {
  EMAIL_CONFIRMATION_RESULTS,
  profileFieldsSchema,
  type EmailConfirmationResult,
  type PatchUserBody,
  type ProfileFields,
  type User,
} from '../../../shared/users.js';

type ProfileForm = Omit<ProfileFields, 'currentPassword'>;
const FIELDS: { key: keyof ProfileForm; label: string; type: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'currentPassword'] as const;

/** What opening the link mailed to a new address led to (the server sends people back here with `?email=`). */
const CONFIRMATION_TOASTS: Record<EmailConfirmationResult, { title: string; description: string; variant?: 'destructive' }> = {
  confirmed: { title: 'E-mail changed', description: 'You now sign in with your new e-mail address.' },
  invalid: {
    title: 'That link no longer works',
    description: 'It was used already or is over 24 hours old. Change your e-mail again to get a new one.',
    variant: 'destructive',
  },
  taken: { title: 'E-mail not changed', description: 'Another account signs in with that address now.', variant: 'destructive' },
};

const fieldsOf = (user: User | null): ProfileFields => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
  currentPassword: '',
});

/** The fields that differ from the saved user: exactly what the save sends (app-spec section 5). */
export function changedFields(saved: ProfileForm, form: ProfileForm): PatchUserBody {
  const changes: PatchUserBody = {};
  for (const { key } of FIELDS) if (form[key] !== saved[key]) changes[key] = form[key];
  return changes;
}

/**
 * Checks only what the save sends, with the shared rules of PATCH /api/auth/user: a name left as
 * it was (or an e-mail an external provider gave) never blocks saving another field.
 */
const profileResolver =
  (saved: ProfileForm): Resolver<ProfileFields> =>
  (values, context, options) => {
    const changed = Object.keys(changedFields(saved, values)) as (keyof ProfileForm)[];
    const needsPassword = changed.includes('email');
    const mask: Partial<Record<keyof ProfileForm, true>> = Object.fromEntries(changed.map((key) => [key, true]));
    const schema = profileFieldsSchema
      .pick(mask)
      .extend({ currentPassword: needsPassword ? z.string().min(1, 'Enter your current password to change your e-mail.') : z.string() });
    return zodResolver(schema)(values, context, options);
  };

/** Shows the outcome of a mailed confirmation link once, then takes it out of the URL. */
function useEmailConfirmationResult() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const result = new URLSearchParams(search).get('email');
    if (!EMAIL_CONFIRMATION_RESULTS.includes(result as EmailConfirmationResult)) return;
    toast(CONFIRMATION_TOASTS[result as EmailConfirmationResult]);
    navigate(location, { replace: true });
  }, [search, location, navigate]);
}

/** Whether the saved e-mail was proven to be the person's: by a link we mailed, or by their sign-in provider. */
function EmailVerification({ user }: { user: User }) {
  if (user.emailVerified) {
    return (
      <p className="mt-1 flex items-center gap-1 text-sm text-primary" data-testid="email-verification">
        <BadgeCheck className="size-4" aria-hidden="true" />
        {user.localAccount ? 'Verified: you opened a link we e-mailed to this address.' : 'Verified by your sign-in provider.'}
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-muted-foreground" data-testid="email-verification">
      {user.localAccount
        ? 'Not verified yet: it is verified when you open a link we e-mail to it, such as a password reset.'
        : 'Your sign-in provider has not verified this address.'}
    </p>
  );
}

/**
 * /settings/profile: first name, last name and e-mail; Save only with unsaved changes. A built-in
 * account changes its e-mail with its current password and a link sent to the new address; an
 * e-mail from an external sign-in provider is changed there.
 */
export function ProfilePage() {
  const { user } = useUser();
  const update = useUpdateUser();
  const saved = fieldsOf(user);
  const form = useForm<ProfileFields>({ resolver: profileResolver(saved), defaultValues: saved });
  const { errors } = form.formState;
  const values = form.watch();
  const changes = changedFields(saved, values);
  const dirty = Object.keys(changes).length > 0;
  const emailChanging = changes.email !== undefined;
  const emailLocked = user?.localAccount === false;
  useEmailConfirmationResult();

  // A new saved user (after a save, or loaded late) becomes the form's baseline.
  useEffect(() => form.reset(fieldsOf(user)), [user, form]);

  const submit = form.handleSubmit(({ currentPassword }) => {
    if (!dirty || update.isPending) return;
    update.mutate(emailChanging ? { ...changes, currentPassword } : changes, {
      onSuccess: (next) =>
        next.pendingEmail && emailChanging
          ? toast({
              title: 'Check your inbox',
              description: `We sent a link to ${next.pendingEmail}. Your e-mail changes when you open it.`,
            })
          : toast({ title: 'Profile updated', description: 'Your profile information has been saved successfully.' }),
      onError: (error) => {
        if (showServerIssues(form, error, FORM_FIELDS)) return;
        toast({
          title: 'Error',
          description: refusalMessage(error, 'Failed to update profile. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <PageShell title="Profile Information" back="/settings" backLabel="Settings" description="How Willow greets you and reaches you.">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="space-y-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
      >
        {FIELDS.map((field) => {
          const locked = field.key === 'email' && emailLocked;
          const issue = errors[field.key]?.message;
          const noteId = `profile-${field.key}-note`;
          return (
            <div key={field.key}>
              <Label htmlFor={`profile-${field.key}`}>{field.label}</Label>
              <Input
                id={`profile-${field.key}`}
                type={field.type}
                autoComplete={field.autoComplete}
                readOnly={locked}
                aria-invalid={issue ? true : undefined}
                aria-describedby={locked || issue ? noteId : undefined}
                {...form.register(field.key)}
              />
              {locked && (
                <p id={noteId} className="mt-1 text-sm text-muted-foreground">
                  Your e-mail comes from your sign-in provider; change it there.
                </p>
              )}
              {field.key === 'email' && user?.email && !emailChanging && <EmailVerification user={user} />}
              {issue && (
                <p id={noteId} className="mt-1 text-sm text-destructive" role="alert">
                  {issue}
                </p>
              )}
            </div>
          );
        })}
        {user?.pendingEmail && !emailChanging && (
          <p className="rounded-xl bg-muted px-3 py-2 text-sm" role="status">
            Waiting for you to confirm <span className="font-semibold break-all">{user.pendingEmail}</span>: open the link we sent there.
          </p>
        )}
        {emailChanging && (
          <div>
            <Label htmlFor="profile-current-password">Current password</Label>
            <Input
              id="profile-current-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.currentPassword ? true : undefined}
              aria-describedby="profile-current-password-note"
              {...form.register('currentPassword')}
            />
            <p
              id="profile-current-password-note"
              className={errors.currentPassword ? 'mt-1 text-sm text-destructive' : 'mt-1 text-sm text-muted-foreground'}
              role={errors.currentPassword ? 'alert' : undefined}
            >
              {errors.currentPassword?.message ??
                'To change your e-mail, enter your password. We then send a link to the new address; the change takes effect when you open it.'}
            </p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          <p role="status" className={dirty ? 'text-sm font-semibold text-primary' : 'text-sm text-muted-foreground'}>
            {dirty ? 'You have unsaved changes' : 'Profile up to date'}
          </p>
          <Button type="submit" disabled={!dirty || update.isPending || (emailChanging && !values.currentPassword)}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </PageShell>
  );
}
