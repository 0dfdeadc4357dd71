import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { billingEvents, users } from '../../db/schema.js';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.js';
import { BillingProviderError, type BillingProvider, type SubscriptionState } from '../../providers/billing/billing-provider.js';
import { PLAN_EVENTS, type BillingEvent } from '../../providers/billing/stripe.js';
import { BILLING_NOT_CONFIGURED, type BillingMode, type CreateSubscriptionResponse, type PaidPlanId } from '../../../shared/billing.js';
import type { Subscription } from '../../../shared/chat.js';
import { planById } from '../../../shared/plans.js';
import { effectivePlanId, subscriptionOf } from '../usage/plan-access.js';

export interface BillingDeps {
  db: Db;
  mode: BillingMode;
  /** Null when billing is off or not configured. */
  provider: BillingProvider | null;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Statuses in which a subscription still runs (and can be switched rather than bought again). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

const unavailable = () => new HttpError(502, 'BILLING_UNAVAILABLE', 'The billing service did not answer. Please try again in a moment.');

/** The provider, or the reason there is none: BILLING=off, or production without Stripe. */
function providerOf(deps: BillingDeps): BillingProvider {
  if (deps.mode === 'off') throw badRequest('Billing is off on this server: every account already has unlimited use');
  if (!deps.provider) throw new HttpError(503, 'BILLING_NOT_CONFIGURED', BILLING_NOT_CONFIGURED);
  return deps.provider;
}

/** Runs a provider call; its failures become a 502 with a plain message (the details go to the log). */
async function call<T>(deps: BillingDeps, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    deps.log.error({ err: error }, 'billing provider call failed');
    throw unavailable();
  }
}

async function billingRow(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return row;
}

/**
 * POST /api/subscription/create. A person without a running subscription gets a checkout (one
 * customer per person, reused); one who already pays moves their subscription to the other plan
 * (prorated by the provider), and gets no checkout.
 */
export async function createSubscription(deps: BillingDeps, userId: string, planId: PaidPlanId): Promise<CreateSubscriptionResponse> {
  const provider = providerOf(deps);
  const user = await billingRow(deps.db, userId);
  const subscriptionId = user.stripeSubscriptionId;
  const running =
    subscriptionId &&
    user.stripeCustomerId &&
    provider.ownsCustomer(user.stripeCustomerId) &&
    LIVE_STATUSES.includes(user.planStatus ?? '') &&
    effectivePlanId(user) !== 'free';
  if (user.planStatus === 'past_due' && user.stripeCustomerId && provider.ownsCustomer(user.stripeCustomerId)) {
    // A second subscription would not settle the first one's unpaid invoice.
    throw badRequest('Your last payment did not go through: update your payment method in Manage Subscription first');
  }
  if (running) {
    if (user.planTier === planId) {
      throw badRequest(
        user.planCancelAtPeriodEnd
          ? `You are already on the ${planById(planId).name} plan; to keep it after this period, resume it in Manage Subscription`
          : `You are already on the ${planById(planId).name} plan`,
      );
    }
    const state = await call(deps, () => provider.changePlan(subscriptionId, planId));
    return { checkoutUrl: null, subscription: await applySubscription(deps.db, userId, state) };
  }
  const customerId = await customerOf(deps, provider, user);
  const { url } = await call(deps, () =>
    provider.createCheckout({
      userId,
      customerId,
      plan: planId,
      successUrl: `${deps.appUrl}/pricing?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.appUrl}/pricing?canceled=true`,
    }),
  );
  return { checkoutUrl: url, subscription: null };
}

/** The person's customer at the provider: the stored one, or a new one stored once (a concurrent twin is reused). */
async function customerOf(deps: BillingDeps, provider: BillingProvider, user: typeof users.$inferSelect): Promise<string> {
  if (user.stripeCustomerId && provider.ownsCustomer(user.stripeCustomerId)) return user.stripeCustomerId;
  const created = await call(deps, () => provider.createCustomer({ userId: user.id, email: user.email }));
  const [stored] = await deps.db
    .update(users)
    .set({ stripeCustomerId: created, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, user.id),
        user.stripeCustomerId ? eq(users.stripeCustomerId, user.stripeCustomerId) : isNull(users.stripeCustomerId),
      ),
    )
    .returning({ customerId: users.stripeCustomerId });
  return stored?.customerId ?? (await billingRow(deps.db, user.id)).stripeCustomerId ?? created;
}

/** Ends the person's running subscription at once (their account is being deleted); nothing to do without one. */
export async function endSubscriptionOf(deps: BillingDeps, userId: string): Promise<void> {
  const user = await billingRow(deps.db, userId);
  const provider = deps.provider;
  const subscriptionId = user.stripeSubscriptionId;
  if (!provider || !subscriptionId || !user.stripeCustomerId || !provider.ownsCustomer(user.stripeCustomerId)) return;
  if (!LIVE_STATUSES.includes(user.planStatus ?? '')) return;
  await call(deps, () => provider.cancelNow(subscriptionId));
}

/** POST /api/subscription/portal: the provider's billing portal for the person's customer. */
export async function openPortal(deps: BillingDeps, userId: string): Promise<{ url: string }> {
  const provider = providerOf(deps);
  const user = await billingRow(deps.db, userId);
  if (!user.stripeCustomerId || !provider.ownsCustomer(user.stripeCustomerId)) {
    throw badRequest('You have no subscription to manage yet: choose a plan on the pricing page first');
  }
  const customerId = user.stripeCustomerId;
  return call(deps, () => provider.createPortal(customerId, `${deps.appUrl}/pricing`));
}

/**
 * GET /api/billing/verify: the person's paid checkout applies its plan at once (the webhook may
 * come later, or never reach a server without one). Someone else's session is 404; verifying
 * again changes nothing.
 */
export async function verifyCheckout(deps: BillingDeps, userId: string, sessionId: string): Promise<Subscription> {
  const provider = providerOf(deps);
  const session = await call(deps, () => provider.retrieveCheckout(sessionId));
  if (!session || session.userId !== userId) throw notFound('Checkout session');
  if (!session.paid || !session.subscriptionId) throw new HttpError(409, 'CHECKOUT_NOT_PAID', 'This checkout has not been paid yet');
  const subscriptionId = session.subscriptionId;
  const state = await call(deps, () => provider.retrieveSubscription(subscriptionId));
  if (!state) throw notFound('Subscription');
  return applySubscription(deps.db, userId, state);
}

/**
 * Stores a subscription's current state on its person and answers their plan. The state always
 * comes from the provider at the time (never from an event's copy), so events in any order end
 * in the same place. Guards against a race of two different events: a canceled subscription is
 * never revived, and a subscription that has ended never replaces a different running one.
 */
export async function applySubscription(db: Db, userId: string, state: SubscriptionState, now = new Date()): Promise<Subscription> {
  const live = LIVE_STATUSES.includes(state.status);
  if (state.plan) {
    await db
      .update(users)
      .set({
        stripeCustomerId: state.customerId,
        stripeSubscriptionId: state.id,
        planTier: state.plan,
        planStatus: state.status,
        planPeriodEnd: state.currentPeriodEnd,
        planCancelAtPeriodEnd: state.cancelAtPeriodEnd,
        planPastDueSince:
          state.status === 'past_due'
            ? sql`case when ${users.planStatus} = 'past_due' and ${users.stripeSubscriptionId} = ${state.id} then coalesce(${users.planPastDueSince}, ${now.toISOString()}::timestamptz) else ${now.toISOString()}::timestamptz end`
            : null,
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, userId),
          or(
            isNull(users.stripeSubscriptionId),
            and(
              eq(users.stripeSubscriptionId, state.id),
              state.status === 'canceled' ? sql`true` : sql`${users.planStatus} is distinct from 'canceled'`,
            ),
            live ? sql`true` : sql`false`,
          ),
        ),
      );
  }
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return subscriptionOf(row, now);
}

/**
 * A verified webhook event, applied once: its id is claimed first (a replay, or the same event
 * delivered to another instance at the same moment, finds it claimed and does nothing), then the
 * subscription's current state is read from the provider and stored. If that fails, the claim
 * is released and the error answers 500, so Stripe delivers the event again.
 */
export async function handleBillingEvent(
  deps: BillingDeps,
  event: BillingEvent,
): Promise<'applied' | 'duplicate' | 'ignored' | 'conflict'> {
  if (!PLAN_EVENTS.has(event.type) || !event.subscriptionId) return 'ignored';
  const provider = providerOf(deps);
  const [claimed] = await deps.db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (!claimed) return 'duplicate';
  try {
    const subscriptionId = event.subscriptionId;
    const state = await call(deps, () => provider.retrieveSubscription(subscriptionId));
    const owner = state && (await ownerOf(deps.db, state, event));
    if (owner && 'conflict' in owner) {
      deps.log.warn(
        { eventId: event.id, type: event.type, ...owner.conflict },
        'billing event names another person than the customer’s recorded owner; nothing changed',
      );
      return 'conflict';
    }
    if (!state || !owner || !state.plan) {
      deps.log.warn({ eventId: event.id, type: event.type }, 'billing event for an unknown subscription, person or price; ignored');
      return 'ignored';
    }
    await applySubscription(deps.db, owner.userId, state);
    return 'applied';
  } catch (error) {
    await deps.db.delete(billingEvents).where(eq(billingEvents.id, event.id));
    throw error;
  }
}

type Owner = { userId: string } | { conflict: { recordedOwner: string | null; named: string[] } };

/**
 * The person a subscription belongs to. The person on whom its customer is recorded wins: an
 * event's client_reference_id or the subscription's metadata naming someone else is a conflict,
 * and nothing changes. A customer recorded on nobody yet goes to the one person the event and
 * metadata name (two different people are a conflict too).
 */
async function ownerOf(db: Db, state: SubscriptionState, event: BillingEvent): Promise<Owner | null> {
  const [recorded] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, state.customerId));
  const ids = [...new Set([event.userId, state.userId].filter((id): id is string => !!id && /^[0-9a-f-]{36}$/i.test(id)))];
  const named = ids.length ? (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id) : [];
  if (recorded) {
    return named.every((id) => id === recorded.id) ? { userId: recorded.id } : { conflict: { recordedOwner: recorded.id, named } };
  }
  if (named.length > 1) return { conflict: { recordedOwner: null, named } };
  return named[0] ? { userId: named[0] } : null;
}
