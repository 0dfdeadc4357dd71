import { format } from 'date-fns';
import { useState } from 'react';
import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { useUser } from '@/lib/auth';
import { useAcceptTerms } from './api/accept-terms';
import { TermsText } from './terms-text';

export function TermsPage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const [agreed, setAgreed] = useState(false);
  const accept = useAcceptTerms();
  const acceptedAt = user?.tosAcceptedAt;

  const submit = () => {
    if (!agreed) {
      return toast({ title: 'Please agree to continue', description: 'You must agree to the Terms of Service to use the product.', variant: 'destructive' });
    }
    accept.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Terms accepted', description: 'Welcome! You can now use all features.' });
        navigate('/onboarding/welcome');
      },
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to accept Terms of Service'), variant: 'destructive' }),
    });
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-5 py-8">
      <h1 className="text-2xl font-bold">Terms of Service</h1>
      <div className="mt-4 max-h-[55dvh] flex-1 overflow-y-auto rounded-2xl border border-border bg-card p-5" tabIndex={0} aria-label="Terms of Service text">
        <TermsText />
      </div>
      {acceptedAt ? (
        <div className="mt-5 flex items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">Accepted on {format(new Date(acceptedAt), 'MMMM d, yyyy')}</p>
          <Button onClick={() => navigate('/')}>Close</Button>
        </div>
      ) : (
        <div className="mt-5 space-y-4">
          <div className="flex items-start gap-3">
            <Checkbox.Root
              id="agree"
              checked={agreed}
              onCheckedChange={(value) => setAgreed(value === true)}
              className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-md border border-primary bg-card data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
            >
              <Checkbox.Indicator>
                <Check className="h-4 w-4" aria-hidden="true" />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor="agree" className="text-sm">
              I have read and agree to the Terms of Service, and I am at least 16 years old.
            </label>
          </div>
          <Button size="lg" className="w-full" onClick={submit} disabled={!agreed || accept.isPending}>
            Accept and Continue
          </Button>
        </div>
      )}
    </main>
  );
}
