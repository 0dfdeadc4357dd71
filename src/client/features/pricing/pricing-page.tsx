import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ChevronDown } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { signIn, useUser } from '@/lib/auth';
import { createSubscription, isPaidStatus, openBillingPortal, refreshPlan, useBillingMode } from '@/lib/billing';
import { cn } from '@/lib/utils';
import { useTimeout } from '@/lib/use-timeout';
import { TEST_CHECKOUT_LABEL } from '../../../shared/billing.js';
import { PLANS, type Plan, type PlanId } from '../../../shared/plans.js';
import type { User } from '../../../shared/users.js';
import { verifyCheckout } from './api/verify-checkout';
import { planChangeDescription } from './plan-change';

/** Sign-in redirect delay for a signed-out visitor who chooses a plan (app-spec section 9). */
export const SIGN_IN_REDIRECT_MS = 1000;

export const PRICING_FAQ: { question: string; answer: string }[] = [
  {
    question: 'What do I get for free?',
    answer:
      'The Free plan includes AI-powered holistic guidance, health and symptom logging, 30 text messages a day (they reset every 24 hours, at midnight) and 10 voice minutes a month.',
  },
  {
    question: 'Can I change or cancel my plan?',
    answer:
      'Yes, at any time from Upgrade Plan or Manage Subscription in the menu. A cancelled plan stays active until the end of the month you paid for, then you move to Free and keep all your data.',
  },
  {
    question: 'Why pay for Willow?',
    answer:
      'Many wellness apps and coaching services cost around $20 per month or more for far less time with you. Pro gives you unlimited conversations and 180 voice minutes for $14.99 a month, and Ultra removes every limit.',
  },
  {
    question: 'Do you offer refunds?',
    answer:
      'Payments are non-refundable, including partial months, except where the law requires otherwise. You can cancel before the next renewal at any time.',
  },
  {
    question: 'Is my health data safe?',
    answer:
      'Your data is used only to run Willow for you. We never sell it or use it for advertising, you can download it at any time, and deleting your account deletes it. See the Privacy Policy for details.',
  },
  {
    question: 'Is Willow medical advice?',
    answer: 'No. Willow is a wellness companion, not medical care. Please seek professional help for any medical concern.',
  },
];

/** /pricing (public): the three plans, the FAQ, and Back to /. */
export function PricingPage() {
  const { user } = useUser();
  const [processing, setProcessing] = useState<PlanId | null>(null);
  useCheckoutReturn();

  const queryClient = useQueryClient();
  const mode = useBillingMode();
  const later = useTimeout();

  const choose = async (plan: Plan) => {
    if (processing) return;
    if (!user) {
      // Free is no upgrade: it starts with signing in (or up), which the same redirect offers.
      toast({
        title: 'Sign in Required',
        description: plan.id === 'free' ? 'Please sign in to start with the Free plan' : 'Please sign in to upgrade your plan',
      });
      later(() => signIn('login'), SIGN_IN_REDIRECT_MS);
      return;
    }
    const current = user.planTier;
    if (plan.id === 'free' && current === 'free') {
      toast({ title: "You're already on the Free plan!", description: 'Upgrade to Pro or Ultra for more features' });
      return;
    }
    setProcessing(plan.id);
    try {
      // Free (to cancel) or the plan they have (to manage it) is the portal's business.
      if (plan.id === 'free' || (plan.id === current && isPaidStatus(user.planStatus))) {
        const { url } = await openBillingPortal();
        window.location.assign(url);
        return;
      }
      const { checkoutUrl, subscription } = await createSubscription(plan.id);
      if (checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      await refreshPlan(queryClient);
      toast({ title: 'Subscription created successfully!', description: subscription ? planChangeDescription(subscription) : undefined });
    } catch (error) {
      toast({
        title: 'Error',
        description: plan.id === 'free' || plan.id === current ? errorMessage(error, 'Failed to open portal') : subscriptionError(error),
        variant: 'destructive',
      });
    } finally {
      setProcessing(null);
    }
  };

  if (mode === 'off') {
    return (
      <PageShell title="Pricing" description="Willow is free on this server.">
        <p className="rounded-2xl border border-border bg-card p-5 text-sm leading-relaxed">
          This server charges nobody: every account has unlimited messages and voice conversations.
        </p>
      </PageShell>
    );
  }

  return (
    <PageShell title="Pricing" width="wide" description="Choose the plan that fits your journey.">
      {mode === 'test' && (
        <p role="note" className="rounded-2xl border border-dashed border-primary bg-card p-4 text-sm">
          <strong>{TEST_CHECKOUT_LABEL}.</strong> This server has no payment provider set up, so choosing a plan opens a test checkout that
          changes your plan without charging anything.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            user={user}
            processing={processing === plan.id}
            disabled={!!processing}
            onChoose={() => void choose(plan)}
          />
        ))}
      </div>
      <section aria-labelledby="faq-title" className="mx-auto w-full max-w-2xl space-y-2 pt-4">
        <h2 id="faq-title" className="text-xl font-bold">
          Frequently asked questions
        </h2>
        {PRICING_FAQ.map((item) => (
          <details key={item.question} className="group rounded-2xl border border-border bg-card">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl p-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="h-5 w-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </section>
    </PageShell>
  );
}

function PlanCard({
  plan,
  user,
  processing,
  disabled,
  onChoose,
}: {
  plan: Plan;
  user: User | null;
  processing: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const current = user?.planTier === plan.id;
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl bg-card p-5 shadow-sm',
        plan.mostPopular ? 'border-2 border-primary' : 'border border-border',
      )}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          Most Popular
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-lg font-bold">
        {plan.name}
      </h2>
      <p className="mt-1 text-3xl font-bold">
        {plan.price}
        <span className="text-sm font-normal text-muted-foreground">/month</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        className="mt-5 w-full"
        variant={plan.mostPopular ? 'default' : 'outline'}
        disabled={disabled}
        onClick={onChoose}
        aria-label={current ? `${plan.name}: Current Plan` : undefined}
      >
        {processing ? 'Processing...' : current ? 'Current Plan' : `Choose ${plan.name}`}
      </Button>
    </section>
  );
}

/** Toast text for a failed upgrade: the server's message, else the spec's fallback (a missing route has no useful message). */
function subscriptionError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Failed to create subscription';
  return errorMessage(error, 'Failed to create subscription');
}

/** The checkout's return: ?success=true&session_id=… is verified; ?canceled=true says so; both clean the URL. */
function useCheckoutReturn() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (handled.current) return;
    if (params.get('canceled') === 'true') {
      handled.current = true;
      toast({ title: 'Subscription Canceled' });
      navigate('/pricing', { replace: true });
    } else if (params.get('success') === 'true') {
      handled.current = true;
      const sessionId = params.get('session_id');
      void (sessionId ? verifyCheckout(sessionId) : Promise.resolve(null))
        .then(async (subscription) => {
          await refreshPlan(queryClient);
          toast({ title: 'Subscription Updated!', description: subscription ? planChangeDescription(subscription) : undefined });
        })
        .catch((error: unknown) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to verify your subscription'), variant: 'destructive' }),
        )
        .finally(() => navigate('/pricing', { replace: true }));
    }
  }, [search, navigate, queryClient]);
}
