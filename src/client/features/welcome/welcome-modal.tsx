import { useState } from 'react';
import { Link } from 'wouter';
import { ClipboardList, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useUpdateUser } from '@/lib/auth';
import { APP_NAME, COMMUNITY_URL } from '../../../shared/brand.js';
import { PLANS } from '../../../shared/plans.js';
import type { User } from '../../../shared/users.js';

/** Shown once: after onboarding, until the person has seen it (app-spec section 4). */
export const shouldShowWelcome = (user: Pick<User, 'onboardingCompletedAt' | 'hasSeenWelcomeModal'> | null) =>
  !!user?.onboardingCompletedAt && !user.hasSeenWelcomeModal;

/** The founder's welcome. Closing it in any way records on the server that it was seen. */
export function WelcomeModal({ open }: { open: boolean }) {
  const update = useUpdateUser();
  const [dismissed, setDismissed] = useState(false);
  const close = () => {
    if (dismissed) return;
    setDismissed(true);
    update.mutate({ hasSeenWelcomeModal: true }, { onError: (error) => console.error('Could not record the welcome as seen', error) });
  };

  return (
    <Dialog open={open && !dismissed} onOpenChange={(next) => !next && close()} title={`Welcome to ${APP_NAME}`}>
      <div className="space-y-4 text-sm leading-relaxed">
        <p>
          Hi, I'm so glad you're here. I built {APP_NAME} after years of trying to connect how I felt with what I ate, how I slept and
          what I took. Using it takes two steps:
        </p>
        <ol className="space-y-2">
          <li className="flex gap-3 rounded-xl bg-accent/60 p-3">
            <ClipboardList className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong>1. Track your data.</strong> A few taps a day for mood, energy, symptoms, meals and supplements.
            </span>
          </li>
          <li className="flex gap-3 rounded-xl bg-accent/60 p-3">
            <MessageCircle className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <strong>2. Talk to {APP_NAME}.</strong> By text or voice, about your patterns, drawing on what you logged.
            </span>
          </li>
        </ol>
        <div>
          <p className="font-semibold">Plans</p>
          <ul className="mt-1 space-y-1">
            {PLANS.map((plan) => (
              <li key={plan.id}>
                <strong>{plan.name}</strong> ({plan.price}/month): {plan.features.slice(2).join(', ').toLowerCase()}
              </li>
            ))}
          </ul>
        </div>
        <p>
          <strong>Add {APP_NAME} to your home screen</strong> so it opens like an app: on iPhone tap Share, then “Add to Home
          Screen”; on Android open the browser menu, then “Install app”.
        </p>
        <p>
          Join our{' '}
          <a href={COMMUNITY_URL} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
            community chat
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          and see what is next on the{' '}
          <Link href="/coming-soon" className="font-semibold text-primary underline" onClick={close}>
            Coming Soon
          </Link>{' '}
          page. {APP_NAME} is a wellness companion, not medical care.
        </p>
      </div>
      <DialogActions>
        <Button size="lg" className="w-full" onClick={close}>
          Get Started
        </Button>
      </DialogActions>
    </Dialog>
  );
}
