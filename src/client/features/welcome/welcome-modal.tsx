import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUpdateUser, type useUser } from '@/lib/auth';
import { COMMUNITY_URL } from '../../../shared/brand.js';
import { PLANS } from '../../../shared/plans.js';

/** Shown once after onboarding; closing it in any way records that it was seen. */
export function shouldShowWelcome(user: ReturnType<typeof useUser>['user']) {
  return !!user?.onboardingCompletedAt && !user.hasSeenWelcomeModal;
}

export function WelcomeModal({ open }: { open: boolean }) {
  const update = useUpdateUser();
  const close = () => update.mutate({ hasSeenWelcomeModal: true });

  return (
    <Dialog open={open && !update.isSuccess} onOpenChange={(next) => !next && close()} title="Welcome to Willow">
      <div className="space-y-4 text-sm leading-relaxed">
        <p>
          Hi, I'm so glad you're here. I built Willow after years of trying to connect how I felt with what I ate, how I slept and
          what I took. Using it takes two steps:
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            <strong>Track your data</strong>: a few taps a day for mood, energy, symptoms, meals and supplements.
          </li>
          <li>
            <strong>Talk to Willow</strong>: by text or voice, about your patterns, drawing on what you logged.
          </li>
        </ol>
        <p>
          Plans:{' '}
          {PLANS.map((plan) => `${plan.name} (${plan.price}/month${plan.id === 'free' ? ': 30 messages a day' : ''})`).join(', ')}.
        </p>
        <p>
          <strong>Add Willow to your home screen</strong>: on iPhone tap Share, then “Add to Home Screen”; on Android tap the menu
          ⋮, then “Install app”.
        </p>
        <p>
          Join our{' '}
          <a href={COMMUNITY_URL} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
            community chat
          </a>{' '}
          and see what is next on the{' '}
          <Link href="/coming-soon" className="font-semibold text-primary underline" onClick={close}>
            Coming Soon
          </Link>{' '}
          page. Willow is a wellness companion, not medical care.
        </p>
      </div>
      <Button size="lg" className="mt-6 w-full" onClick={close}>
        Get Started
      </Button>
    </Dialog>
  );
}
