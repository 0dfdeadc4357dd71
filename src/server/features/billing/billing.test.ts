import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { usageCounters, users } from '../../db/schema.js';
import { errorOf, createTestApp, databaseKinds, openTestDatabase, signedInUser, testConfig, type TestApp } from '../../testing/harness.js';
import Stripe from 'stripe';
import {
  STRIPE_TEST_ENV,
  eventObjects,
  startStripeStandIn,
  type StandInSubscription,
  type StripeStandIn,
} from '../../testing/stripe-server.js';
import { localDay } from '../../../shared/zoned-time.js';
import { countOf } from '../../testing/chat-tables.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';
import type { Subscription, Usage } from '../../../shared/chat.js';
import { portalResponseSchema, type CreateSubscriptionResponse } from '../../../shared/billing.js';
import type { User } from '../../../shared/users.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds)('billing with Stripe (%s)', (kind) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(kind, { ...stripe.env, LOG_LEVEL: 'warn' }, { write: (line) => void logged.push(line) });
  });
  const logged: string[] = [];
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (person: Person, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: person.headers, payload });
  const get = (person: Person, url: string) => t.app.inject({ method: 'GET', url, headers: person.headers });
  const deliver = (delivery: { payload: string; headers: Record<string, string> }, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/billing/webhook', headers: delivery.headers, payload: delivery.payload });
  const row = async (person: Person) => (await t.db.select().from(users).where(eq(users.id, person.userId)))[0]!;
  const current = async (person: Person) => (await get(person, '/api/subscription/current')).json<Subscription>();

  /** A checkout started through the API; returns the stand-in's session id. */
  async function startCheckout(person: Person, planId: 'pro' | 'ultra') {
    const response = await post(person, '/api/subscription/create', { planId });
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json<CreateSubscriptionResponse>();
    return checkoutUrl!.split('/').pop()!;
  }
  /** A person who paid for a plan and returned (verified). */
  async function payingPerson(planId: 'pro' | 'ultra' = 'pro') {
    const person = await signedInUser(t);
    const sessionId = await startCheckout(person, planId);
    const subscription = stripe.pay(sessionId);
    expect((await get(person, `/api/billing/verify?session_id=${sessionId}`)).statusCode).toBe(200);
    return { person, sessionId, subscription };
  }

  it('reports its billing mode to the public pricing page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({ mode: 'stripe' });
  });

  it('create: a subscription checkout for the plan price, one customer per person, the documented return URLs', async () => {
    const person = await signedInUser(t, { email: 'payer@example.com' });
    const response = await post(person, '/api/subscription/create', { planId: 'pro' });
    expect(response.statusCode).toBe(200);
    const { checkoutUrl, subscription } = response.json<CreateSubscriptionResponse>();
    expect(subscription).toBeNull();
    const session = stripe.sessions.get(checkoutUrl!.split('/').pop()!)!;
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    expect(session).toMatchObject({
      client_reference_id: person.userId,
      price: 'price_pro_test',
      success_url: 'http://localhost:3000/pricing?success=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?canceled=true',
      metadata: { userId: person.userId },
    });
    const customer = stripe.customers.get(session.customer)!;
    expect(customer).toMatchObject({ email: 'payer@example.com', metadata: { userId: person.userId } });
    expect((await row(person)).stripeCustomerId).toBe(customer.id);
    expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!.params.get('mode')).toBe('subscription');

    // A returning customer (a second try, an abandoned checkout) keeps the same customer.
    const customersBefore = stripe.count('POST', '/v1/customers');
    const again = stripe.sessions.get(await startCheckout(person, 'ultra'))!;
    expect(again.customer).toBe(customer.id);
    expect(again.price).toBe('price_ultra_test');
    expect(stripe.count('POST', '/v1/customers')).toBe(customersBefore);
  });

  it('refuses Free, unknown plans and bad bodies with a clear 400', async () => {
    const person = await signedInUser(t);
    const cases: [unknown, string][] = [
      [{ planId: 'free' }, 'The Free plan needs no subscription: choose Pro or Ultra'],
      [{ planId: 'platinum' }, 'Choose the Pro or Ultra plan'],
      [{}, 'Choose the Pro or Ultra plan'],
      [{ planId: 'pro', coupon: 'x' }, 'Unknown field: coupon'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(person, '/api/subscription/create', payload as object);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/create', payload: { planId: 'pro' } })).statusCode).toBe(401);
  });

  it('verify: applies the paid plan at once, everywhere; verifying again changes nothing', async () => {
    const person = await signedInUser(t);
    const sessionId = await startCheckout(person, 'pro');
    const unpaid = await get(person, `/api/billing/verify?session_id=${sessionId}`);
    expect(unpaid.statusCode).toBe(409);
    expect((await current(person)).plan.name).toBe('free');

    const subscription = stripe.pay(sessionId);
    const verified = await get(person, `/api/billing/verify?session_id=${sessionId}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      plan: { name: 'pro' },
      status: 'active',
      currentPeriodEnd: new Date(subscription.current_period_end * 1000).toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect((await get(person, '/api/auth/user')).json()).toMatchObject({ planTier: 'pro', planStatus: 'active' });
    expect((await get(person, '/api/subscription/usage')).json<Usage>().limits).toEqual({
      textMessagesPerDay: -1,
      voiceMinutesPerMonth: 180,
      voiceMinutesPerDay: -1,
    });
    expect(await row(person)).toMatchObject({ stripeSubscriptionId: subscription.id, planTier: 'pro' });

    const before = await row(person);
    const twice = await get(person, `/api/billing/verify?session_id=${sessionId}`);
    expect(twice.json()).toEqual(verified.json());
    expect(await row(person)).toMatchObject({ ...before, updatedAt: expect.any(Date) as Date });
  });

  it("state: the person's own plan; another person's id is 404", async () => {
    const { person } = await payingPerson('ultra');
    const own = await get(person, `/api/billing/state?userId=${person.userId}`);
    expect(own.json()).toMatchObject({ plan: { name: 'ultra' }, status: 'active' });
    expect((await get(person, '/api/billing/state')).json()).toEqual(own.json());
    const other = await signedInUser(t);
    expect((await get(other, `/api/billing/state?userId=${person.userId}`)).statusCode).toBe(404);
  });

  it("verify: someone else's session, an unknown one or a missing id changes nothing", async () => {
    const { sessionId } = await payingPerson();
    const other = await signedInUser(t);
    const stolen = await get(other, `/api/billing/verify?session_id=${sessionId}`);
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).message).toBe('Checkout session not found');
    expect(await row(other)).toMatchObject({ planTier: 'free', planStatus: null, stripeSubscriptionId: null });
    expect((await get(other, '/api/billing/verify?session_id=cs_test_nothing')).statusCode).toBe(404);
    const missing = await get(other, '/api/billing/verify');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toContain('The checkout session id is required');
  });

  it('a paying person who picks the other plan has their subscription switched, with no second checkout', async () => {
    const { person, subscription } = await payingPerson('pro');
    const sessionsBefore = stripe.sessions.size;
    const response = await post(person, '/api/subscription/create', { planId: 'ultra' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checkoutUrl: null, subscription: { plan: { name: 'ultra' }, status: 'active' } });
    expect(stripe.sessions.size).toBe(sessionsBefore);
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription.id}`).at(-1)!;
    expect(update.params.get('items[0][price]')).toBe('price_ultra_test');
    expect(update.params.get('proration_behavior')).toBe('create_prorations');
    expect(await row(person)).toMatchObject({ planTier: 'ultra', stripeSubscriptionId: subscription.id });

    const same = await post(person, '/api/subscription/create', { planId: 'ultra' });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).message).toBe('You are already on the Ultra plan');
  });

  it("portal: the person's own customer, returning to /pricing; a clear 400 for someone who never paid", async () => {
    const never = await signedInUser(t);
    const refused = await post(never, '/api/subscription/portal');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('You have no subscription to manage yet: choose a plan on the pricing page first');

    const { person } = await payingPerson();
    const response = await post(person, '/api/subscription/portal');
    expect(response.statusCode).toBe(200);
    expect(portalResponseSchema.parse(response.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const request = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(request.params.get('customer')).toBe((await row(person)).stripeCustomerId);
    expect(request.params.get('return_url')).toBe('http://localhost:3000/pricing');
  });

  describe('webhook', () => {
    let person: Person;
    let subscription: StandInSubscription;
    let sessionId: string;
    beforeEach(async () => {
      person = await signedInUser(t);
      sessionId = await startCheckout(person, 'pro');
      subscription = stripe.pay(sessionId);
    });
    const completed = () =>
      stripe.event(
        'checkout.session.completed',
        eventObjects.checkoutCompleted({
          id: sessionId,
          customer: subscription.customer,
          client_reference_id: person.userId,
          subscription: subscription.id,
        }),
      );

    it('checkout.session.completed gives the plan without the person returning', async () => {
      expect((await deliver(completed())).statusCode).toBe(200);
      expect(await current(person)).toMatchObject({ plan: { name: 'pro' }, status: 'active' });
    });

    it('each subscription and invoice event applies the subscription as Stripe has it now', async () => {
      await deliver(stripe.event('customer.subscription.created', eventObjects.subscription(subscription)));
      expect((await current(person)).plan.name).toBe('pro');

      stripe.update(subscription.id, { price: 'price_ultra_test' });
      await deliver(stripe.event('customer.subscription.updated', eventObjects.subscription(subscription)));
      expect((await current(person)).plan.name).toBe('ultra');

      stripe.update(subscription.id, { status: 'past_due' });
      await deliver(stripe.event('invoice.payment_failed', eventObjects.invoice(subscription)));
      expect(await current(person)).toMatchObject({ plan: { name: 'ultra' }, status: 'past_due' });
      expect((await row(person)).planPastDueSince).toBeInstanceOf(Date);

      const refused = await post(person, '/api/subscription/create', { planId: 'pro' });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toBe(
        'Your last payment did not go through: update your payment method in Manage Subscription first',
      );

      stripe.update(subscription.id, { status: 'active' });
      await deliver(stripe.event('invoice.paid', eventObjects.invoice(subscription)));
      expect(await current(person)).toMatchObject({ plan: { name: 'ultra' }, status: 'active' });
      expect((await row(person)).planPastDueSince).toBeNull();

      const periodEnd = Math.floor(Date.now() / 1000) + 10 * 24 * 3600;
      stripe.update(subscription.id, { cancel_at_period_end: true, current_period_end: periodEnd });
      await deliver(stripe.event('customer.subscription.updated', eventObjects.subscription(subscription)));
      expect(await current(person)).toEqual({
        plan: { name: 'ultra' },
        status: 'active',
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: true,
      });

      stripe.update(subscription.id, { status: 'canceled', current_period_end: Math.floor(Date.now() / 1000) - 1 });
      await deliver(stripe.event('customer.subscription.deleted', eventObjects.subscription(subscription)));
      expect(await current(person)).toMatchObject({ plan: { name: 'free' }, status: 'canceled', currentPeriodEnd: null });
      expect((await get(person, '/api/auth/user')).json<User>().planTier).toBe('free');
    });

    it('a subscription deleted before its paid period ends keeps the plan until then, then returns to Free', async () => {
      const periodEnd = Math.floor(Date.now() / 1000) + 5 * 24 * 3600;
      stripe.update(subscription.id, { status: 'canceled', current_period_end: periodEnd });
      await deliver(stripe.event('customer.subscription.deleted', eventObjects.subscription(subscription)));
      expect(await current(person)).toMatchObject({ plan: { name: 'pro' }, status: 'canceled', cancelAtPeriodEnd: true });
      // The period ends (the clock moves on): the same stored subscription now means Free.
      await t.db
        .update(users)
        .set({ planPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(users.id, person.userId));
      expect(await current(person)).toMatchObject({ plan: { name: 'free' }, status: 'canceled' });
      expect((await get(person, '/api/subscription/usage')).json<Usage>().limits.textMessagesPerDay).toBe(30);
    });

    it('a replayed event is applied once', async () => {
      const delivery = completed();
      expect((await deliver(delivery)).statusCode).toBe(200);
      const reads = stripe.count('GET', `/v1/subscriptions/${subscription.id}`);
      // Stripe has since moved the subscription on; replaying the old event must not re-apply anything.
      stripe.update(subscription.id, { status: 'canceled', current_period_end: 1 });
      await t.db.update(users).set({ planStatus: 'active' }).where(eq(users.id, person.userId));
      expect((await deliver(delivery)).statusCode).toBe(200);
      expect(stripe.count('GET', `/v1/subscriptions/${subscription.id}`)).toBe(reads);
      expect((await current(person)).plan.name).toBe('pro');
    });

    it('events in any order end where Stripe is: a late update cannot undo a deletion', async () => {
      const created = stripe.event('customer.subscription.created', eventObjects.subscription(subscription));
      const updated = stripe.event('customer.subscription.updated', eventObjects.subscription(subscription));
      stripe.update(subscription.id, { status: 'canceled', current_period_end: Math.floor(Date.now() / 1000) - 60 });
      const deleted = stripe.event('customer.subscription.deleted', eventObjects.subscription(subscription));
      for (const delivery of [deleted, updated, completed(), created]) expect((await deliver(delivery)).statusCode).toBe(200);
      expect(await current(person)).toMatchObject({ plan: { name: 'free' }, status: 'canceled' });
    });

    it('a bad or missing signature is 400 and changes nothing', async () => {
      const delivery = completed();
      const forged = await deliver({ payload: delivery.payload, headers: { ...delivery.headers, 'stripe-signature': 't=1,v1=deadbeef' } });
      expect(forged.statusCode).toBe(400);
      expect(errorOf(forged).message).toBe('The Stripe signature does not match this event');
      const tampered = await deliver({
        payload: delivery.payload.replace(person.userId, '00000000-0000-4000-8000-000000000000'),
        headers: delivery.headers,
      });
      expect(tampered.statusCode).toBe(400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json' },
        payload: delivery.payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect(await row(person)).toMatchObject({ planTier: 'free', stripeSubscriptionId: null });
      // The genuine delivery still works afterwards (nothing was claimed by the forgeries).
      expect((await deliver(delivery)).statusCode).toBe(200);
      expect((await current(person)).plan.name).toBe('pro');
    });

    it('a signature dated in the future beyond Stripe’s 5-minute tolerance is 400 and changes nothing', async () => {
      const delivery = completed();
      const signedAt = (secondsFromNow: number) =>
        new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
          payload: delivery.payload,
          secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) + secondsFromNow,
        });
      for (const header of [signedAt(3600), signedAt(301), `t=${Math.floor(Date.now() / 1000)},${signedAt(3600)}`]) {
        const future = await deliver({ payload: delivery.payload, headers: { ...delivery.headers, 'stripe-signature': header } });
        expect(future.statusCode, header).toBe(400);
        expect(errorOf(future).message).toBe('The Stripe signature does not match this event');
      }
      expect(await row(person)).toMatchObject({ planTier: 'free', stripeSubscriptionId: null });
      expect(
        (await deliver({ payload: delivery.payload, headers: { ...delivery.headers, 'stripe-signature': signedAt(60) } })).statusCode,
      ).toBe(200);
      expect((await current(person)).plan.name).toBe('pro');
    });

    it('the customer’s recorded owner wins over an event that names someone else: 200, logged, nothing changes', async () => {
      expect((await deliver(completed())).statusCode).toBe(200);
      const other = await signedInUser(t);
      const before = { mine: await row(person), theirs: await row(other) };
      const claimed = stripe.event(
        'checkout.session.completed',
        eventObjects.checkoutCompleted({
          id: sessionId,
          customer: subscription.customer,
          client_reference_id: other.userId,
          subscription: subscription.id,
        }),
      );
      expect((await deliver(claimed)).statusCode).toBe(200);
      expect(await row(person)).toEqual(before.mine);
      expect(await row(other)).toEqual(before.theirs);
      expect(logged.some((line) => line.includes('billing event names another person') && line.includes(claimed.id))).toBe(true);
      // The owner's own later events still apply (no 500 on the customer's unique id).
      stripe.update(subscription.id, { price: 'price_ultra_test' });
      expect((await deliver(stripe.event('customer.subscription.updated', eventObjects.subscription(subscription)))).statusCode).toBe(200);
      expect((await current(person)).plan.name).toBe('ultra');
      expect((await current(other)).plan.name).toBe('free');
    });

    it('events of other kinds are acknowledged and ignored', async () => {
      const response = await deliver(stripe.event('customer.created', { id: subscription.customer, object: 'customer' }));
      expect(response.statusCode).toBe(200);
      expect((await current(person)).plan.name).toBe('free');
    });
  });

  it('deleting the account ends the subscription at Stripe first', async () => {
    const { person, subscription } = await payingPerson();
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: person.headers });
    expect(deleted.statusCode).toBe(200);
    expect(stripe.count('DELETE', `/v1/subscriptions/${subscription.id}`)).toBe(1);
    expect(stripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
  });

  it('plan changes apply to the text quota at once', async () => {
    const person = await signedInUser(t);
    const conversationId = await newConversation(t, person);
    const today = localDay('UTC', new Date());
    await t.db.insert(usageCounters).values({ userId: person.userId, kind: 'text', period: today, count: 30 });
    const send = () => sendMessage(t, person, conversationId, 'hello');
    expect((await send()).statusCode).toBe(429);

    const sessionId = await startCheckout(person, 'pro');
    const subscription = stripe.pay(sessionId);
    await deliver(stripe.event('customer.subscription.created', eventObjects.subscription(subscription)));
    expect((await send()).statusCode).toBe(200);
    expect((await get(person, '/api/subscription/usage')).json()).toMatchObject({
      current: { textMessagesToday: 31 },
      limits: { textMessagesPerDay: -1 },
    });

    stripe.update(subscription.id, { status: 'canceled', current_period_end: Math.floor(Date.now() / 1000) - 1 });
    await deliver(stripe.event('customer.subscription.deleted', eventObjects.subscription(subscription)));
    expect((await send()).statusCode).toBe(429);
  });

  it('a failing Stripe answers 502 with a plain message, and a webhook then fails so Stripe retries', async () => {
    const broken = await createTestApp(kind, { ...stripe.env, STRIPE_API_URL: 'http://127.0.0.1:9' });
    try {
      const me = await signedInUser(broken);
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/subscription/create',
        headers: me.headers,
        payload: { planId: 'pro' },
      });
      expect(response.statusCode).toBe(502);
      expect(errorOf(response).message).toBe('The billing service did not answer. Please try again in a moment.');
      const delivery = stripe.event('customer.subscription.updated', { id: 'sub_x', object: 'subscription', customer: 'cus_x' });
      expect((await deliver(delivery, broken.app)).statusCode).toBe(502);
      expect(await countOf(broken, sql`select count(*)::int as n from billing_events`)).toBe(0);
    } finally {
      await broken.close();
    }
  });
});

describe.each(databaseKinds)('one Stripe event delivered to two app instances at once (%s)', (kind) => {
  let stripe: StripeStandIn;
  let database: Database;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    database = await openTestDatabase(kind);
    const config = testConfig(stripe.env);
    instances = [await buildApp({ config, database, logger: false }), await buildApp({ config, database, logger: false })];
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.close();
    await stripe.close();
  });

  it('is applied once', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const t = { app: first, db: database.db, config: testConfig(), close: async () => {} };
    const person = await signedInUser(t);
    const created = await first.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: person.headers,
      payload: { planId: 'ultra' },
    });
    const subscription = stripe.pay(created.json<CreateSubscriptionResponse>().checkoutUrl!.split('/').pop()!);
    const delivery = stripe.event('customer.subscription.created', eventObjects.subscription(subscription));
    const inject = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/billing/webhook', headers: delivery.headers, payload: delivery.payload });
    const responses = await Promise.all([inject(first), inject(second), inject(first), inject(second)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(stripe.count('GET', `/v1/subscriptions/${subscription.id}`)).toBe(1);
    expect(await countOf(t, sql`select count(*)::int as n from billing_events where id = ${delivery.id}`)).toBe(1);
    const [row] = await database.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ planTier: 'ultra', planStatus: 'active', stripeSubscriptionId: subscription.id });
  });
});
