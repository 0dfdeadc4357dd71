import Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';
import type { PaidPlanId } from '../../../shared/billing.js';
import {
  BillingProviderError,
  type BillingProvider,
  type CheckoutRequest,
  type CheckoutState,
  type SubscriptionState,
} from './billing-provider.js';

/** What a verified webhook event is about; the subscription's current state is then read from Stripe. */
export interface BillingEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** client_reference_id of a completed checkout. */
  userId: string | null;
}

/** How far a webhook signature's time may be from now, either way: Stripe's default, 5 minutes. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The events that change a person's plan; others are acknowledged and ignored. */
export const PLAN_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);

/** Stripe through its official package. */
export class StripeBilling implements BillingProvider {
  readonly label = 'Stripe';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  ownsCustomer(customerId: string) {
    return customerId.startsWith('cus_');
  }

  async createCustomer({ userId, email }: { userId: string; email: string | null }) {
    // The idempotency key makes two concurrent first upgrades of one person share one customer.
    const customer = await this.call(() =>
      this.stripe.customers.create({ ...(email && { email }), metadata: { userId } }, { idempotencyKey: `willow-customer-${userId}` }),
    );
    return customer.id;
  }

  async createCheckout({ userId, customerId, plan, successUrl, cancelUrl }: CheckoutRequest) {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: this.settings.prices[plan], quantity: 1 }],
        subscription_data: { metadata: { userId } },
        allow_promotion_codes: true,
        success_url: successUrl,
        cancel_url: cancelUrl,
      }),
    );
    if (!session.url) throw new BillingProviderError('Stripe gave the checkout session no URL');
    return { url: session.url };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutState | null> {
    const session = await this.orNull(() => this.stripe.checkout.sessions.retrieve(sessionId));
    if (!session) return null;
    return {
      id: session.id,
      userId: session.client_reference_id,
      customerId: idOf(session.customer),
      paid: session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
      subscriptionId: idOf(session.subscription),
    };
  }

  async retrieveSubscription(subscriptionId: string) {
    const subscription = await this.orNull(() => this.stripe.subscriptions.retrieve(subscriptionId));
    return subscription && this.stateOf(subscription);
  }

  async changePlan(subscriptionId: string, plan: PaidPlanId) {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    if (!item) throw new BillingProviderError(`Subscription ${subscriptionId} has no items`);
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: this.settings.prices[plan] }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      }),
    );
    return this.stateOf(updated);
  }

  async createPortal(customerId: string, returnUrl: string) {
    const session = await this.call(() => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
    return { url: session.url };
  }

  async cancelNow(subscriptionId: string) {
    await this.call(() => this.stripe.subscriptions.cancel(subscriptionId));
  }

  /**
   * Checks the Stripe-Signature header against STRIPE_WEBHOOK_SECRET; throws on a bad or stale
   * signature, and on one dated further in the future than Stripe's own tolerance for the past
   * (the library checks only the past).
   */
  parseWebhook(rawBody: Buffer, signature: string, now = Date.now()): BillingEvent {
    const times = [...signature.matchAll(/(?:^|,)\s*t=(\d+)/g)].map((match) => Number(match[1]));
    const [time, ...others] = times;
    if (time === undefined || others.length > 0 || time * 1000 > now + WEBHOOK_TOLERANCE_SECONDS * 1000)
      throw new Error('The Stripe signature has no single time within the tolerance');
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    const base = { id: event.id, type: event.type, subscriptionId: null, customerId: null, userId: null };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return {
          ...base,
          subscriptionId: idOf(session.subscription),
          customerId: idOf(session.customer),
          userId: session.client_reference_id,
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        return { ...base, subscriptionId: subscription.id, customerId: idOf(subscription.customer) };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        return { ...base, subscriptionId: idOf(invoice.parent?.subscription_details?.subscription), customerId: idOf(invoice.customer) };
      }
      default:
        return base;
    }
  }

  private stateOf(subscription: Stripe.Subscription): SubscriptionState {
    const item = subscription.items.data[0];
    const priceId = item?.price.id;
    const plan = (Object.entries(this.settings.prices) as [PaidPlanId, string][]).find(([, id]) => id === priceId)?.[0] ?? null;
    return {
      id: subscription.id,
      customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      status: subscription.status,
      plan,
      currentPeriodEnd: new Date((item?.current_period_end ?? subscription.cancel_at ?? subscription.created) * 1000),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      userId: subscription.metadata.userId ?? null,
    };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new BillingProviderError(error instanceof Error ? `Stripe: ${error.message}` : 'Stripe request failed', { cause: error });
    }
  }

  /** A 404 from Stripe (no such object) is null; every other failure throws. */
  private async orNull<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw new BillingProviderError(error instanceof Error ? `Stripe: ${error.message}` : 'Stripe request failed', { cause: error });
    }
  }
}
