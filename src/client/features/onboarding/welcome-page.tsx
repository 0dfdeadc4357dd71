import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Brain, LineChart, MessageCircleHeart } from 'lucide-react';
import { Orb } from '@/components/orb';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { refreshUser, updateUser } from '@/lib/auth';
import { APP_NAME } from '../../../shared/brand.js';

export const COMPLETION_REDIRECT_MS = 2000;

const BENEFITS = [
  { icon: Brain, text: 'Personalised insights from your health profile' },
  { icon: LineChart, text: 'Daily tracking with pattern recognition' },
  { icon: MessageCircleHeart, text: 'AI conversations tailored to your wellness goals' },
];

/**
 * Marks onboarding complete, waits 2 s, refetches the user and answers null. A failure is logged
 * and answered at once, so that the person stays on this step and can try again (issue 28).
 */
export async function completeOnboarding(
  refetchUser: () => Promise<unknown>,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<unknown> {
  try {
    await updateUser({ onboardingCompletedAt: new Date().toISOString(), onboardingStep: 'completed' });
  } catch (error) {
    console.error('Completing onboarding failed', error);
    return error;
  }
  await wait(COMPLETION_REDIRECT_MS);
  await refetchUser().catch(() => {});
  return null;
}

/** /onboarding/welcome: "You're All Set!"; when finishing fails, the reason and Try again. */
export function WelcomePage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');

  const enter = async () => {
    setPending(true);
    setProblem('');
    const failure = await completeOnboarding(() => refreshUser(queryClient));
    if (!failure) return navigate('/');
    setPending(false);
    setProblem(errorMessage(failure, 'Willow could not finish setting up your account.'));
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-6 px-6 py-10 text-center">
      <Orb size={140} />
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">You're All Set!</h1>
        <p className="text-muted-foreground">Here is what {APP_NAME} can do for you:</p>
      </div>
      <ul className="w-full space-y-3 text-left">
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
              <Icon className="h-5 w-5" />
            </span>
            {text}
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="w-full rounded-2xl bg-destructive/10 p-4 text-left text-sm">
          <span className="font-semibold">Your account is not set up yet.</span> {problem} Your answers are kept: please try again.
        </p>
      )}
      <Button size="lg" className="w-full" onClick={() => void enter()} disabled={pending} aria-live="polite">
        {pending ? 'Setting up your account...' : problem ? 'Try again' : `Enter ${APP_NAME}`}
      </Button>
    </main>
  );
}
