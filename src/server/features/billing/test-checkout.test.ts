import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters, users } from '../../db/schema.js';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';
import { localDay } from '../../../shared/zoned-time.js';
import type { Subscription, Usage } from '../../../shared/chat.js';
import { portalResponseSchema, type CreateSubscriptionResponse } from '../../../shared/billing.js';
import type { User } from '../../../shared/users.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds)('the built-in test checkout, without Stripe (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (person: Person | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...person?.headers,
        ...(url.startsWith('/api/billing/test/') && method === 'POST'
          ? { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }
          : {}),
      },
      payload: payload ?? (url.startsWith('/api/billing/test/') && method === 'POST' ? '' : undefined),
    });
  const current = async (person: Person) => (await call(person, 'GET', '/api/subscription/current')).json<Subscription>();
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

  it('goes create → checkout → return → verify, and the plan is the person’s at once', async () => {
    expect((await call(null, 'GET', '/api/billing/config')).json()).toEqual({ mode: 'test' });
    const person = await signedInUser(t);
    const created = await call(person, 'POST', '/api/subscription/create', { planId: 'pro' });
    expect(created.statusCode).toBe(200);
    const checkoutUrl = created.json<CreateSubscriptionResponse>().checkoutUrl!;
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/billing\/test\/checkout\/test_cs_/);

    const page = await call(person, 'GET', pathOf(checkoutUrl));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Test checkout — no payment is taken');
    expect(page.body).toContain('Subscribe to Willow Pro');
    expect(page.body).toContain('$14.99 per month');

    // Someone else cannot see or pay this checkout; signed out is asked to sign in.
    const other = await signedInUser(t);
    expect((await call(other, 'GET', pathOf(checkoutUrl))).statusCode).toBe(404);
    expect((await call(other, 'POST', `${pathOf(checkoutUrl)}/complete`)).statusCode).toBe(404);
    expect((await call(null, 'GET', pathOf(checkoutUrl))).statusCode).toBe(401);

    const paid = await call(person, 'POST', `${pathOf(checkoutUrl)}/complete`);
    expect(paid.statusCode).toBe(303);
    const sessionId = checkoutUrl.split('/').pop()!;
    expect(paid.headers.location).toBe(`http://localhost:3000/pricing?success=true&session_id=${sessionId}`);
    expect((await call(other, 'GET', `/api/billing/verify?session_id=${sessionId}`)).statusCode).toBe(404);
    const verified = await call(person, 'GET', `/api/billing/verify?session_id=${sessionId}`);
    expect(verified.json()).toMatchObject({ plan: { name: 'pro' }, status: 'active', cancelAtPeriodEnd: false });
    expect((await call(person, 'GET', '/api/auth/user')).json<User>().planTier).toBe('pro');
    expect((await current(other)).plan.name).toBe('free');
    // Paying again (a second tab) creates nothing new.
    await call(person, 'POST', `${pathOf(checkoutUrl)}/complete`);
    expect((await call(person, 'GET', `/api/billing/verify?session_id=${sessionId}`)).json()).toEqual(verified.json());
  });

  it('a canceled checkout returns to /pricing?canceled=true and changes nothing', async () => {
    const person = await signedInUser(t);
    const checkoutUrl = (await call(person, 'POST', '/api/subscription/create', { planId: 'ultra' })).json<CreateSubscriptionResponse>()
      .checkoutUrl!;
    const canceled = await call(person, 'POST', `${pathOf(checkoutUrl)}/cancel`);
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe('http://localhost:3000/pricing?canceled=true');
    expect((await call(person, 'GET', `/api/billing/verify?session_id=${checkoutUrl.split('/').pop()}`)).statusCode).toBe(409);
    expect((await current(person)).plan.name).toBe('free');
  });

  it('the test portal switches the plan, cancels at period end and resumes', async () => {
    const person = await signedInUser(t);
    expect((await call(person, 'POST', '/api/subscription/portal')).statusCode).toBe(400);
    const checkoutUrl = (await call(person, 'POST', '/api/subscription/create', { planId: 'pro' })).json<CreateSubscriptionResponse>()
      .checkoutUrl!;
    await call(person, 'POST', `${pathOf(checkoutUrl)}/complete`);
    await call(person, 'GET', `/api/billing/verify?session_id=${checkoutUrl.split('/').pop()}`);

    const { url } = portalResponseSchema.parse((await call(person, 'POST', '/api/subscription/portal')).json());
    expect(url).toBe('http://localhost:3000/api/billing/test/portal');
    const page = await call(person, 'GET', '/api/billing/test/portal');
    expect(page.body).toContain('Test billing portal — no payment is taken');
    expect(page.body).toContain('Willow Pro · $14.99 per month');
    expect(page.body).toContain('Renews on');

    expect((await call(person, 'POST', '/api/billing/test/portal/switch/ultra')).headers.location).toBe('/api/billing/test/portal');
    expect((await current(person)).plan.name).toBe('ultra');
    expect((await call(person, 'POST', '/api/billing/test/portal/switch/free')).statusCode).toBe(400);

    await call(person, 'POST', '/api/billing/test/portal/cancel');
    const canceling = await current(person);
    expect(canceling).toMatchObject({ plan: { name: 'ultra' }, status: 'active', cancelAtPeriodEnd: true });
    expect((await call(person, 'GET', '/api/billing/test/portal')).body).toContain('you keep Ultra until then, then move to Free');
    // The period ends: Free.
    await t.db
      .update(users)
      .set({ planPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, person.userId));
    expect((await current(person)).plan.name).toBe('free');
    await t.db
      .update(users)
      .set({ planPeriodEnd: new Date(canceling.currentPeriodEnd!) })
      .where(eq(users.id, person.userId));

    await call(person, 'POST', '/api/billing/test/portal/resume');
    expect(await current(person)).toMatchObject({ plan: { name: 'ultra' }, cancelAtPeriodEnd: false });
    // Through the API, the other plan is a switch, not a second checkout.
    expect((await call(person, 'POST', '/api/subscription/create', { planId: 'pro' })).json()).toMatchObject({
      checkoutUrl: null,
      subscription: { plan: { name: 'pro' } },
    });
  });
});

describe.each(databaseKinds)('BILLING=off (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { BILLING: 'off' });
  });
  afterAll(() => t.close());

  it('gives every account unlimited use and sells nothing', async () => {
    const person = await signedInUser(t);
    const headers = person.headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/config' })).json()).toEqual({ mode: 'off' });
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/usage', headers })).json<Usage>().limits).toEqual({
      textMessagesPerDay: -1,
      voiceMinutesPerMonth: -1,
      voiceMinutesPerDay: -1,
    });
    await t.db.insert(usageCounters).values({ userId: person.userId, kind: 'text', period: localDay('UTC', new Date()), count: 30 });
    const conversationId = await newConversation(t, person);
    expect((await sendMessage(t, person, conversationId, 'the 31st')).statusCode).toBe(200);
    const create = await t.app.inject({ method: 'POST', url: '/api/subscription/create', headers, payload: { planId: 'pro' } });
    expect(create.statusCode).toBe(400);
    expect(errorOf(create).message).toBe('Billing is off on this server: every account already has unlimited use');
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/test/portal', headers })).statusCode).toBe(404);
  });
});

describe('the test checkout signed out', () => {
  let t: TestApp;
  const logged: { level: number; msg: string; res?: { statusCode: number } }[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { LOG_LEVEL: 'info' },
      { write: (line) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
    );
  });
  afterAll(() => t.close());

  it('answers 401 with its page and logs no error', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
    for (const [method, url] of [
      ['GET', '/api/billing/test/portal'],
      ['POST', '/api/billing/test/portal/cancel'],
      ['POST', '/api/billing/test/portal/resume'],
      ['POST', '/api/billing/test/portal/switch/pro'],
      ['GET', '/api/billing/test/checkout/cs_test_1'],
      ['POST', '/api/billing/test/checkout/cs_test_1/complete'],
      ['POST', '/api/billing/test/checkout/cs_test_1/cancel'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: method === 'POST' ? form : {},
        payload: method === 'POST' ? '' : undefined,
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.body, url).toContain('Sign in to continue');
    }
    expect(logged.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
    expect(logged.filter((line) => line.res).map((line) => line.res!.statusCode)).toEqual(Array(7).fill(401));
  });
});

describe('an https server without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_URL: 'https://willow.example' });
  });
  afterAll(() => t.close());

  it('says billing is not configured instead of offering the test checkout', async () => {
    const person = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/config' })).json()).toEqual({ mode: 'unconfigured' });
    const headers = { ...person.headers, origin: 'https://willow.example' };
    for (const url of ['/api/subscription/create', '/api/subscription/portal']) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload: { planId: 'pro' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'BILLING_NOT_CONFIGURED', message: 'Billing is not configured on this server' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/test/portal', headers })).statusCode).toBe(404);
  });
});
