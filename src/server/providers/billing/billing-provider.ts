import type { PaidPlanId } from '../../../shared/billing.js';

/** A subscription as the billing service keeps it now. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  /** The plan of its price; null for a price this server does not sell. */
  plan: PaidPlanId | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The user it was bought for (its metadata), when known. */
  userId: string | null;
}

/** A checkout session, read back when the person returns from it. */
export interface CheckoutState {
  id: string;
  /** client_reference_id: the user who started it. */
  userId: string | null;
  customerId: string | null;
  /** Paid (or needing no payment, as with a trial): the subscription exists. */
  paid: boolean;
  subscriptionId: string | null;
}

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  plan: PaidPlanId;
  /** May hold `{CHECKOUT_SESSION_ID}`, replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/** One billing service: Stripe, or the built-in test checkout. */
export interface BillingProvider {
  readonly label: string;
  /** Whether a stored customer id was made by this provider (not by the other one before a switch). */
  ownsCustomer(customerId: string): boolean;
  createCustomer(user: { userId: string; email: string | null }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Null when no such session exists. */
  retrieveCheckout(sessionId: string): Promise<CheckoutState | null>;
  /** Null when no such subscription exists. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  /** Moves a live subscription to another plan (prorated), and undoes a pending cancellation. */
  changePlan(subscriptionId: string, plan: PaidPlanId): Promise<SubscriptionState>;
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Ends a subscription at once (the account is being deleted). */
  cancelNow(subscriptionId: string): Promise<void>;
}

/** The billing service could not be reached or refused a call; the route answers 502. */
export class BillingProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BillingProviderError';
  }
}
