import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { OnboardingFrame } from '@/components/onboarding-frame';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dismissToast, toast, type ToastInput } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUpdateUser, useUser } from '@/lib/auth';
import { useIsMobile } from '@/lib/use-is-mobile';

/** The first and last name must be non-empty after trimming; returns the toast to show, or null. */
export function validateName(firstName: string, lastName: string): ToastInput | null {
  if (!firstName.trim()) return { title: 'Please enter your first name', description: 'Your first name is required to continue.' };
  if (!lastName.trim()) return { title: 'Please enter your last name', description: 'Your last name is required to continue.' };
  return null;
}

/** /onboarding/name: 'Create an Account'. */
export function NamePage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const mobile = useIsMobile();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const save = useUpdateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateName(firstName, lastName);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    dismissToast();
    save.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: () => navigate('/onboarding/intake'),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to save your name. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <OnboardingFrame step={1} back="/landing" title="Create an Account" subtitle="What should Willow call you?">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <Label htmlFor="firstName">First Name</Label>
          <Input
            id="firstName"
            autoComplete="given-name"
            maxLength={100}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoFocus={!mobile}
          />
        </div>
        <div>
          <Label htmlFor="lastName">Last Name</Label>
          <Input id="lastName" autoComplete="family-name" maxLength={100} value={lastName} onChange={(e) => setLastName(e.target.value)} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </OnboardingFrame>
  );
}
