import { z } from 'zod';
import { subscriptionSchema } from './chat.js';
import { bodyObjectError } from './errors.js';
import type { PlanId } from './plans.js';

// Plans and billing (app-spec sections 4, 7, 8; issue 13).

/**
 * How this server charges: `stripe` (real checkout), `test` (the built-in test checkout, no
 * payment), `unconfigured` (production without Stripe keys: upgrading is refused), `off`
 * (BILLING=off: everyone has unlimited use and plans are hidden).
 */
export const BILLING_MODES = ['stripe', 'test', 'unconfigured', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const billingConfigSchema = z.object({ mode: z.enum(BILLING_MODES) });
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const PAID_PLAN_IDS = ['pro', 'ultra'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const createSubscriptionBodySchema = z.strictObject(
  {
    planId: z.enum(PAID_PLAN_IDS, {
      error: (issue) =>
        issue.input === 'free' ? 'The Free plan needs no subscription: choose Pro or Ultra' : 'Choose the Pro or Ultra plan',
    }),
  },
  { error: bodyObjectError() },
);
export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBodySchema>;

/** POST /api/subscription/create: a checkout to go to, or (a plan switch) the plan as changed at once. */
export const createSubscriptionResponseSchema = z.object({
  checkoutUrl: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const portalResponseSchema = z.object({ url: z.string() });

export const verifyQuerySchema = z.object({
  session_id: z
    .string({ error: 'The checkout session id is required' })
    .trim()
    .min(1, 'The checkout session id is required')
    .max(255, 'The checkout session id must be at most 255 characters'),
});

/** GET /api/billing/state?userId=: only the signed-in person's own id is answered. */
export const billingStateQuerySchema = z.object({ userId: z.string().max(64, 'The user id is not valid').optional() });

export const BILLING_NOT_CONFIGURED = 'Billing is not configured on this server';
export const TEST_CHECKOUT_LABEL = 'Test checkout — no payment is taken';
