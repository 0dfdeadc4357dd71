import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../testing/harness.js';
import { sessions } from '../db/schema.js';
import { SESSION_TTL_MS, findSession } from './sessions.js';
import { hashPassword, verifyPassword } from './idp/passwords.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('sessions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps only a hash of the cookie token in the database', async () => {
    const me = await signedInUser(t);
    const token = me.cookie.split('=')[1]!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, me.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).not.toContain(token);
  });

  it('slides the 30-day expiry forward on use, in the row and in the cookie', async () => {
    const me = await signedInUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.userId, me.userId));
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, me.userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    const cookie = [response.headers['set-cookie']].flat().join(';');
    expect(new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('sends the cookie again only when its expiry moved', async () => {
    const me = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('treats an expired session as signed out', async () => {
    const me = await signedInUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, me.userId));
    expect(await findSession(t.db, me.cookie.split('=')[1]!)).toBeNull();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers });
    expect(response.statusCode).toBe(401);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a salted memory-hard hash', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });
});
