import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../db/schema.js';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../testing/harness.js';
import { MAX_JSON_DEPTH, jsonDepth } from './json-body.js';

const DAY = '2026-11-20';
const AT = '2026-11-20T08:30:00Z';
const MEAL = {
  meal: 'Breakfast',
  items: [{ name: 'Egg', fdcId: 1123, calories: 72 }],
  calories: 72,
  protein: 6,
  carbs: 0,
  fat: 5,
  logTime: AT,
};

/** Every route that takes a timestamp, with a body for a given timestamp value. */
function timestampRoutes(ids: Record<string, string>): [string, string, (at: string) => Record<string, unknown>][] {
  return [
    ['POST', `/api/health/${DAY}/mood`, (at) => ({ score: 3, timestamp: at })],
    ['PUT', `/api/health/${DAY}/mood/${ids.mood}`, (at) => ({ score: 3, timestamp: at })],
    ['POST', `/api/health/${DAY}/energy`, (at) => ({ score: 3, timestamp: at })],
    ['PUT', `/api/health/${DAY}/energy/${ids.energy}`, (at) => ({ score: 3, timestamp: at })],
    ['POST', `/api/health/${DAY}/symptom`, (at) => ({ name: 'Headache', intensity: 2, timestamp: at })],
    ['PUT', `/api/health/${DAY}/symptom/${ids.symptom}`, (at) => ({ name: 'Headache', intensity: 2, timestamp: at })],
    ['POST', `/api/health/${DAY}/nutrition`, (at) => ({ ...MEAL, logTime: at })],
    ['PUT', `/api/health/${DAY}/nutrition/${ids.nutrition}`, (at) => ({ ...MEAL, logTime: at })],
    ['POST', `/api/health/${DAY}/supplement`, (at) => ({ name: 'Magnesium', takenAt: at })],
    ['PATCH', `/api/health/${DAY}/supplement/${ids.supplement}`, (at) => ({ takenAt: at })],
    ['POST', '/api/feedback', (at) => ({ message: 'Hello', type: 'general', timestamp: at })],
    ['PATCH', '/api/auth/user', (at) => ({ onboardingCompletedAt: at, onboardingStep: 'completed' })],
  ];
}

describe('jsonDepth', () => {
  it('counts nesting in one pass and ignores brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
    expect(jsonDepth('['.repeat(100_000), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe.each(databaseKinds)('hostile input (%s)', (kind) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof signedInUser>>;
  const ids: Record<string, string> = {};
  const saved = async () =>
    Promise.all(
      [`/api/health/${DAY}`, '/api/auth/user'].map(async (url) => (await t.app.inject({ url, headers: me.headers })).json<unknown>()),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await signedInUser(t);
    const create = async (segment: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url: `/api/health/${DAY}/${segment}`, headers: me.headers, payload });
      expect(response.statusCode).toBe(201);
      ids[segment] = response.json<{ id: string }>().id;
    };
    await create('mood', { score: 4, timestamp: AT });
    await create('energy', { score: 2, timestamp: AT });
    await create('symptom', { name: 'Fatigue', intensity: 3, timestamp: AT });
    await create('nutrition', MEAL);
    await create('supplement', { name: 'Vitamin D', takenAt: AT });
  });
  afterAll(() => t.close());

  // Year 0, year 9999 and times that only leave the year range once their offset is applied.
  const OUT_OF_RANGE = [
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-14:00',
    '0001-01-01T00:00:00+14:00',
    '1899-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
  ];

  it.each(OUT_OF_RANGE)('refuses the timestamp %s on every route with a 400 that names the field, and changes nothing', async (at) => {
    const before = await saved();
    for (const [method, url, body] of timestampRoutes(ids)) {
      const response = await t.app.inject({ method: method as 'POST', url, headers: me.headers, payload: body(at) });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(errorOf(response).message, `${method} ${url}`).toMatch(/must be a time between the years 1900 and 2100/);
    }
    expect(await saved()).toEqual(before);
  });

  it('still accepts the edges of the range', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/health/${DAY}/energy`,
      headers: me.headers,
      payload: { score: 3, timestamp: '1900-01-01T00:00:00Z' },
    });
    expect(response.statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/health/${DAY}/energy/${response.json<{ id: string }>().id}`, headers: me.headers });
  });

  it('refuses deeply nested bodies on every route that takes one with a 400, and changes nothing', async () => {
    const before = await saved();
    const deep = `{"score":3,"tags":${'['.repeat(4000)}${']'.repeat(4000)},"timestamp":"${AT}"}`;
    for (const [method, url] of timestampRoutes(ids)) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BODY_TOO_DEEP',
        message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      });
    }
    expect(await saved()).toEqual(before);
  });

  it('still refuses prototype poisoning in a body', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"firstName":"A","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses writes from the same host on another scheme, and accepts the app’s own origin', async () => {
    const write = (origin: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/auth/user',
        headers: { ...me.headers, host: 'localhost:3000', origin },
        payload: { firstName: 'Ana' },
      });
    expect((await write('https://localhost:3000')).statusCode).toBe(403);
    expect((await write('http://localhost:3000')).statusCode).toBe(200);
  });

  it('marks API answers no-store so no shared cache keeps health data', async () => {
    for (const url of [`/api/health/${DAY}`, '/api/auth/user', '/api/settings']) {
      const response = await t.app.inject({ url, headers: me.headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const signedOut = await t.app.inject({ url: '/api/auth/user' });
    expect(signedOut.headers['cache-control']).toBe('no-store');
  });
});

describe('writes on an https APP_URL reached over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { APP_URL: 'https://willow.example' });
  });
  afterAll(() => t.close());

  it('accept only the APP_URL origin, whatever the request says about itself', async () => {
    const me = await signedInUser(t);
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { ...me.headers, host: 'localhost:4303', ...headers },
        payload: {},
      });
    const refusedHeaders: Record<string, string>[] = [
      { origin: 'http://localhost:4303' },
      { origin: 'http://localhost:4303', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://willow.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusedHeaders) {
      const refused = await write(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(errorOf(refused).message).toBe('Cross-site requests are not allowed');
    }
    const stored = () => t.db.select().from(conversations).where(eq(conversations.userId, me.userId));
    expect(await stored()).toEqual([]);
    expect((await write({ origin: 'https://willow.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("keeps the Origin of a form posted from the app's own pages: its referrer policy is same-origin, never no-referrer (which sends Origin: null)", async () => {
    const page = await t.app.inject({ url: '/api/billing/config' });
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('built-in sign-in behind https', () => {
  it.each([
    ['an untrusted proxy sends no X-Forwarded-Proto', {}, {}],
    ['a trusted proxy says http', { TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' }],
  ])('sets Secure interaction cookies when %s', async (_case, env, headers) => {
    const t = await createTestApp('pglite', { APP_URL: 'https://willow.example', ...env });
    try {
      const login = await t.app.inject({ url: '/api/login?flow=login', headers });
      const authorize = new URL(login.headers.location as string);
      const response = await t.app.inject({ url: `${authorize.pathname}${authorize.search}`, headers });
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('secure');
    } finally {
      await t.close();
    }
  });
});
