import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { updateUser, userQueryOptions } from '@/lib/auth';

export const COMPLETION_REDIRECT_MS = 2000;

const BENEFITS = [
  'Personalised insights from your health profile',
  'Daily tracking with pattern recognition',
  'AI conversations tailored to your wellness goals',
];

/** The completion screen: marks onboarding done, waits 2 s, then home (home even on error). */
export function WelcomePage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const enter = async () => {
    setPending(true);
    try {
      await updateUser({ onboardingCompletedAt: new Date().toISOString(), onboardingStep: 'completed' });
      await new Promise((resolve) => setTimeout(resolve, COMPLETION_REDIRECT_MS));
    } catch (error) {
      console.error('Completing onboarding failed', error);
    }
    await queryClient.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    navigate('/');
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-6 px-6 py-10 text-center">
      <Orb size={140} />
      <h1 className="text-3xl font-bold">You're All Set!</h1>
      <ul className="w-full space-y-3 text-left">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4">
            <CheckCircle2 className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <Button size="lg" className="w-full" onClick={enter} disabled={pending}>
        {pending ? 'Setting up your account...' : 'Enter Willow'}
      </Button>
    </main>
  );
}
