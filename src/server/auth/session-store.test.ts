import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { upsertUserFromClaims } from '../features/users/service.js';
import {
  createLocalAccount,
  createTestApp,
  databaseKinds,
  openTestDatabase,
  signedInUser,
  testConfig,
  type TestApp,
} from '../testing/harness.js';
import { builtInIssuer } from './built-in-issuer.js';
import { SESSION_CACHE_TTL_MS, SessionStore } from './session-store.js';
import { SESSION_COOKIE, createSession } from './sessions.js';

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('session store (PGlite)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('reads a session once per few seconds, and at once again when it was ended through the store', async () => {
    let now = Date.now();
    const store = new SessionStore(database.db, null, () => now);
    const userId = await upsertUserFromClaims(database.db, {
      issuer: 'test',
      subject: randomUUID(),
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    const { token } = await createSession(database.db, userId, null);
    expect((await store.find(token))?.session.userId).toBe(userId);

    // Removed behind the store's back: still trusted within the TTL, gone after it.
    await database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await store.find(token))?.session.userId).toBe(userId);
    now += SESSION_CACHE_TTL_MS + 1;
    expect(await store.find(token)).toBeNull();

    const second = await createSession(database.db, userId, null);
    expect(await store.find(second.token)).not.toBeNull();
    expect(await store.end(second.token)).toMatchObject({ userId });
    expect(await store.find(second.token)).toBeNull();
  });
});

describe.each(databaseKinds)('ending sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('signing out refuses the cookie on the next request, though the session was just read', async () => {
    const person = await signedInUser(t);
    expect((await me(t.app, person.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: person.headers });
    expect(out.statusCode).toBe(302);
    expect((await me(t.app, person.cookie)).statusCode).toBe(401);
  });

  it('deleting the account ends every session of it at once', async () => {
    const person = await signedInUser(t);
    const { token: phone } = await createSession(t.db, person.userId, null);
    const phoneCookie = `${SESSION_COOKIE}=${phone}`;
    expect((await me(t.app, phoneCookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: person.headers })).statusCode).toBe(200);
    expect((await me(t.app, phoneCookie)).statusCode).toBe(401);
    expect((await me(t.app, person.cookie)).statusCode).toBe(401);
  });

  it('changing the password signs out the other devices and keeps this one', async () => {
    const email = `pw-${randomUUID()}@example.com`;
    const accountId = await createLocalAccount(t.db, email, 'old password 123');
    const userId = await upsertUserFromClaims(t.db, {
      issuer: builtInIssuer(t.config),
      subject: accountId,
      email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    const [laptop, phone] = [
      `${SESSION_COOKIE}=${(await createSession(t.db, userId, null)).token}`,
      `${SESSION_COOKIE}=${(await createSession(t.db, userId, null)).token}`,
    ];
    expect((await me(t.app, phone)).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/idp/account/password',
      headers: { cookie: laptop, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ currentPassword: 'not it', newPassword: 'new password 456' }).toString(),
    });
    expect(wrong.statusCode).toBe(400);
    expect((await me(t.app, phone)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/idp/account/password',
      headers: { cookie: laptop, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ currentPassword: 'old password 123', newPassword: 'new password 456' }).toString(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(200);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    expect(row).toBeDefined();
  });
});

/** Asks `ask` every 20 ms until it answers `status`; the time it took, or null after one second. */
async function refusedWithin(ask: () => Promise<number>, status: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    if ((await ask()) === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let config: ReturnType<typeof testConfig>;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    config = testConfig();
    // Two apps, each with its own pool and listening connection, as two processes would have.
    [a, b] = await Promise.all([buildApp({ config, database, logger: false }), buildApp({ config, database, logger: false })]);
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await database.close();
  });

  it('a session signed out on instance A is refused by instance B within one second', async () => {
    const person = await signedInUser({ app: a, db: database.db, config, close: async () => {} });
    expect((await me(b, person.cookie)).statusCode).toBe(200); // B now holds it in its cache
    expect((await a.inject({ method: 'GET', url: '/api/logout', headers: person.headers })).statusCode).toBe(302);
    expect(await refusedWithin(async () => (await me(b, person.cookie)).statusCode, 401)).not.toBeNull();
  });

  it('an account deleted on instance A has every session refused by instance B within one second', async () => {
    const person = await signedInUser({ app: a, db: database.db, config, close: async () => {} });
    expect((await me(b, person.cookie)).statusCode).toBe(200);
    expect((await a.inject({ method: 'DELETE', url: '/api/auth/user', headers: person.headers })).statusCode).toBe(200);
    expect(await refusedWithin(async () => (await me(b, person.cookie)).statusCode, 401)).not.toBeNull();
  });
});
