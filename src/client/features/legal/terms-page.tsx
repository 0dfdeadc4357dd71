import { format } from 'date-fns';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { TermsText } from './terms-text';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useUser } from '@/lib/auth';
import { useAcceptTerms } from './api/accept-terms';

/** "September 11, 2025" style. */
export const formatAcceptedDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');

/** /terms-of-service: accept with the checkbox, or (once accepted) a read-only view with Close. */
export function TermsPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptTerms();
  const acceptedAt = user?.tosAcceptedAt;
  // Right after accepting, the refetched user already holds the date; keep the accept view until we leave.
  const readOnly = !!acceptedAt && !accept.isPending && !accept.isSuccess;

  const submit = () => {
    if (accept.isPending) return;
    if (!agreed) {
      toast({
        title: 'Please agree to continue',
        description: 'You must agree to the Terms of Service to use the product.',
        variant: 'destructive',
      });
      return;
    }
    accept.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Terms accepted', description: 'Welcome! You can now use all features.' });
        navigate('/onboarding/welcome');
      },
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to accept Terms of Service'), variant: 'destructive' }),
    });
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-5 py-8">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
          <ShieldCheck className="h-5 w-5" />
        </span>
        <h1 className="text-2xl font-bold">Terms of Service</h1>
      </div>
      <div
        className="mt-4 max-h-[55dvh] flex-1 overflow-y-auto rounded-2xl border border-border bg-card p-5"
        tabIndex={0}
        role="region"
        aria-label="Terms of Service text"
      >
        <TermsText />
      </div>
      {readOnly ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">Accepted on {formatAcceptedDate(acceptedAt)}</p>
          <div className="flex gap-2">
            {/* Accepted but the completion screen never finished: / would loop back to the name step. */}
            {!user.onboardingCompletedAt && <Button onClick={() => navigate('/onboarding/welcome')}>Continue</Button>}
            <Button variant={user.onboardingCompletedAt ? 'default' : 'outline'} onClick={() => navigate('/')}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-5 space-y-4">
          <div className="flex items-start gap-3">
            <Checkbox id="agree" className="mt-0.5" checked={agreed} onCheckedChange={(value) => setAgreed(value === true)} />
            <label htmlFor="agree" className="cursor-pointer text-sm leading-snug">
              I have read and agree to the Terms of Service, and I am at least 16 years old.
            </label>
          </div>
          {/* Disabled until the box is ticked and while accepting (app-spec section 5). */}
          <Button size="lg" className="w-full" onClick={submit} disabled={!agreed || accept.isPending}>
            Accept and Continue
          </Button>
        </div>
      )}
    </main>
  );
}
