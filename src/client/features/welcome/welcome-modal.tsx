import { useState } from 'react';
import { Link } from 'wouter';
import { ClipboardList, Download, MessageCircle, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useUpdateUser } from '@/lib/auth';
import { useInstallPrompt } from '@/lib/pwa';
import { APP_NAME, COMMUNITY_URL } from '../../../shared/brand.js';
import { PLANS } from '../../../shared/plans.js';

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
          Hi, I'm so glad you're here. I built {APP_NAME} after years of trying to connect how I felt with what I ate, how I slept and what
          I took. Using it takes two steps:
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
        <AddToHomeScreen />
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

/** 'Add to Home Screen' guidance; where the browser offers installing, a button that asks it to. */
export function AddToHomeScreen() {
  const { available, install } = useInstallPrompt();
  return (
    <section aria-labelledby="add-to-home" className="rounded-xl border border-border p-3">
      <p id="add-to-home" className="flex items-center gap-2 font-semibold">
        <Smartphone className="h-4 w-4 text-primary" aria-hidden="true" /> Add to Home Screen
      </p>
      <p className="mt-1">
        Keep {APP_NAME} one tap away, full screen like an app. On iPhone or iPad, tap Share in Safari, then “Add to Home Screen”. On
        Android, open the Chrome menu (⋮), then “Install app” or “Add to Home screen”. On a computer, use the install icon in the address
        bar.
      </p>
      {available && (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void install()}>
          <Download className="h-4 w-4" aria-hidden="true" /> Install {APP_NAME}
        </Button>
      )}
    </section>
  );
}
