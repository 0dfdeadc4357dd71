import { apiRequest } from '@/lib/api';
import type { PlanId } from '../../../../shared/plans.js';

/** POST /api/subscription/create: a checkout URL to go to, or none when the plan changed at once. */
export const createSubscription = (planId: Exclude<PlanId, 'free'>) =>
  apiRequest<{ checkoutUrl?: string | null }>('POST', '/api/subscription/create', { planId });

/** POST /api/subscription/portal: the billing portal's URL. */
export const openBillingPortal = () => apiRequest<{ url: string }>('POST', '/api/subscription/portal');

/** GET /api/billing/verify: confirms a finished checkout (the answer's shape is not used). */
export const verifyCheckout = (sessionId: string) =>
  apiRequest<unknown>('GET', `/api/billing/verify?session_id=${encodeURIComponent(sessionId)}`);
