import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema.js';
import { databaseKinds, openTestDatabase, signedInUser, testConfig, type TestApp, type TestDatabase } from '../../testing/harness.js';

/** Two app instances on one database, each caching users: a change made anywhere is seen everywhere. */
describe.each(databaseKinds)('cached users (%s)', (kind) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig();
    first = await buildApp({ config, database, logger: false });
    second = await buildApp({ config, database, logger: false });
    await Promise.all([first.ready(), second.ready()]);
    t = { app: first, db: database.db, config, close: async () => {} };
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const firstNameOn = async (app: FastifyInstance, headers: Record<string, string>) =>
    (await app.inject({ url: '/api/auth/user', headers })).json<{ firstName: string | null }>().firstName;

  /** The first name an instance answers, asked until it is `expected` or a second has passed. */
  async function settlesOn(app: FastifyInstance, headers: Record<string, string>, expected: string): Promise<string | null> {
    const until = Date.now() + 1000;
    let seen = await firstNameOn(app, headers);
    while (seen !== expected && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await firstNameOn(app, headers);
    }
    return seen;
  }

  it('shows a PATCH in the next GET at once, on the instance that made it', async () => {
    const me = await signedInUser(t, { firstName: 'Ana' });
    expect(await firstNameOn(first, me.headers)).toBe('Ana');
    const patched = await first.inject({ method: 'PATCH', url: '/api/auth/user', headers: me.headers, payload: { firstName: 'Anna' } });
    expect(patched.statusCode).toBe(200);
    expect(await firstNameOn(first, me.headers)).toBe('Anna');
  });

  it('shows a change made on another instance within a second', async () => {
    const me = await signedInUser(t, { firstName: 'Ben' });
    expect(await firstNameOn(second, me.headers)).toBe('Ben');
    await first.inject({ method: 'PATCH', url: '/api/auth/user', headers: me.headers, payload: { firstName: 'Benjamin' } });
    expect(await settlesOn(second, me.headers, 'Benjamin')).toBe('Benjamin');
  });

  it('shows a change made outside any request of the person (a billing webhook, a script)', async () => {
    const me = await signedInUser(t, { firstName: 'Cleo' });
    expect(await firstNameOn(first, me.headers)).toBe('Cleo');
    await database.db.update(users).set({ firstName: 'Cleopatra' }).where(eq(users.id, me.userId));
    // PGlite delivers the trigger's message before the update answers; PostgreSQL moments later.
    if (kind === 'pglite') expect(await firstNameOn(first, me.headers)).toBe('Cleopatra');
    expect(await settlesOn(first, me.headers, 'Cleopatra')).toBe('Cleopatra');
  });
});
