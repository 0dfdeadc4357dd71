import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import type { BillingConfig, BillingMode, CreateSubscriptionResponse, PaidPlanId } from '../../shared/billing.js';
import { PAID_PLAN_STATUSES, planName } from '../../shared/plans.js';
import type { User } from '../../shared/users.js';
import { apiRequest, errorMessage } from './api';
import { userQueryOptions } from './auth';

/**
 * Billing as every feature sees it (features may not import each other, so the calls shared by
 * the pricing page, the chat's upgrade dialog and the drawer live here).
 */

/** GET /api/billing/config (public): how this server bills; 'off' hides every plan. */
export const getBillingConfig = () => apiRequest<BillingConfig>('GET', '/api/billing/config');
export const billingConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/billing/config'], queryFn: getBillingConfig, staleTime: Number.POSITIVE_INFINITY });

/** The server's billing mode; undefined while it loads (plans stay hidden until it says). */
export function useBillingMode(): BillingMode | undefined {
  return useQuery(billingConfigQueryOptions()).data?.mode;
}
/** Plans, prices, badges and upgrade buttons show only once the server says it bills. */
export const showsPlans = (mode: BillingMode | undefined) => mode !== undefined && mode !== 'off';

/** The person's plan as they read it ('Free', 'Pro', 'Ultra'). */
export const planLabel = (user: Pick<User, 'planTier'> | null) => planName(user?.planTier ?? 'free');

export const isPaidStatus = (status: string | null | undefined) => (PAID_PLAN_STATUSES as readonly string[]).includes(status ?? '');

/** POST /api/subscription/create: a checkout URL to go to, or none when a paid plan was switched at once. */
export const createSubscription = (planId: PaidPlanId) =>
  apiRequest<CreateSubscriptionResponse>('POST', '/api/subscription/create', { planId });

/** POST /api/subscription/portal: the billing portal's URL. */
export const openBillingPortal = () => apiRequest<{ url: string }>('POST', '/api/subscription/portal');

/** After a plan changes: the user, the plan and the usage are read again. */
export function refreshPlan(queryClient: QueryClient) {
  return Promise.all(
    [userQueryOptions().queryKey, ['/api/subscription/current'], ['/api/subscription/usage']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The plan action (app-spec section 4): a paying person (active, trialing, past_due, unpaid)
 * goes to the billing portal, anyone else to /pricing.
 */
export function usePlanAction() {
  const [, navigate] = useLocation();
  return async (user: Pick<User, 'planStatus'> | null) => {
    if (!isPaidStatus(user?.planStatus)) {
      navigate('/pricing');
      return;
    }
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to open portal'), variant: 'destructive' });
    }
  };
}
