import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testCheckoutSessions, testSubscriptions } from '../../db/schema.js';
import type { PaidPlanId } from '../../../shared/billing.js';
import type { BillingProvider, CheckoutRequest, CheckoutState, SubscriptionState } from './billing-provider.js';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

type SubscriptionRow = typeof testSubscriptions.$inferSelect;
export type TestCheckoutSession = typeof testCheckoutSessions.$inferSelect;

/**
 * The built-in test checkout, used when no Stripe keys are set: it keeps checkout sessions and
 * subscriptions in the database the way Stripe would, and its own pages (the checkout and the
 * portal, under /api/billing/test/) stand in for Stripe's. No payment is ever taken.
 */
export class TestCheckout implements BillingProvider {
  readonly label = 'test checkout (no payment is taken)';

  constructor(
    private readonly db: Db,
    private readonly appUrl: string,
  ) {}

  ownsCustomer(customerId: string) {
    return customerId.startsWith('test_cus_');
  }

  async createCustomer() {
    return newId('test_cus');
  }

  async createCheckout({ userId, customerId, plan, successUrl, cancelUrl }: CheckoutRequest) {
    const id = newId('test_cs');
    await this.db
      .insert(testCheckoutSessions)
      .values({ id, userId, customerId, plan, successUrl: successUrl.replace('{CHECKOUT_SESSION_ID}', id), cancelUrl });
    return { url: `${this.appUrl}/api/billing/test/checkout/${id}` };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutState | null> {
    const [session] = await this.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
    if (!session) return null;
    return {
      id: session.id,
      userId: session.userId,
      customerId: session.customerId,
      paid: session.status === 'complete',
      subscriptionId: session.subscriptionId,
    };
  }

  async retrieveSubscription(subscriptionId: string) {
    const [row] = await this.db.select().from(testSubscriptions).where(eq(testSubscriptions.id, subscriptionId));
    return row ? stateOf(row) : null;
  }

  async changePlan(subscriptionId: string, plan: PaidPlanId) {
    return this.update(subscriptionId, { plan, cancelAtPeriodEnd: false });
  }

  async createPortal() {
    return { url: `${this.appUrl}/api/billing/test/portal` };
  }

  async cancelNow(subscriptionId: string) {
    await this.update(subscriptionId, { status: 'canceled', currentPeriodEnd: new Date() });
  }

  // What the test pages do, in place of Stripe's own.

  /** The person's open or finished checkout session; null for anyone else's. */
  async sessionOf(userId: string, sessionId: string): Promise<TestCheckoutSession | null> {
    const [session] = await this.db
      .select()
      .from(testCheckoutSessions)
      .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.userId, userId)));
    return session ?? null;
  }

  /** "Pays" an open session: a subscription for a month, renewing. Completing twice changes nothing. */
  async complete(session: TestCheckoutSession, now = new Date()): Promise<void> {
    if (session.status !== 'open') return;
    await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(testCheckoutSessions)
        .set({ status: 'complete' })
        .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, 'open')))
        .returning({ id: testCheckoutSessions.id });
      if (!claimed) return;
      const id = newId('test_sub');
      await tx.insert(testSubscriptions).values({
        id,
        userId: session.userId,
        customerId: session.customerId,
        plan: session.plan,
        status: 'active',
        currentPeriodEnd: addMonths(now, 1),
      });
      await tx.update(testCheckoutSessions).set({ subscriptionId: id }).where(eq(testCheckoutSessions.id, session.id));
    });
  }

  async expire(session: TestCheckoutSession): Promise<void> {
    await this.db
      .update(testCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, 'open')));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean) {
    return this.update(subscriptionId, { cancelAtPeriodEnd });
  }

  private async update(subscriptionId: string, changes: Partial<SubscriptionRow>): Promise<SubscriptionState> {
    const [row] = await this.db.update(testSubscriptions).set(changes).where(eq(testSubscriptions.id, subscriptionId)).returning();
    if (!row) throw new Error(`No test subscription ${subscriptionId}`);
    return stateOf(row);
  }
}

function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    plan: row.plan,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    userId: row.userId,
  };
}
