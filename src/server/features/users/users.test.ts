import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { feedback, intakeForms, sessions, settings, users } from '../../db/schema.js';
import type { User } from '../../../shared/users.js';

describe.each(databaseKinds)('user API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 with a JSON message when signed out, for every user call', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/user'],
      ['PATCH', '/api/auth/user'],
      ['DELETE', '/api/auth/user'],
      ['POST', '/api/auth/accept-tos'],
      ['GET', '/api/settings'],
      ['PATCH', '/api/settings'],
      ['GET', '/api/intake-form'],
      ['POST', '/api/intake-form'],
      ['POST', '/api/feedback'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { firstName: 'x' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).message).toBe('Sign in to continue');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('returns the signed-in user as an allowlist of fields', async () => {
    const me = await signedInUser(t, { email: 'ana@example.com' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'email',
        'emailVerified',
        'firstName',
        'hasSeenWelcomeModal',
        'id',
        'lastName',
        'localAccount',
        'onboardingCompletedAt',
        'onboardingStep',
        'pendingEmail',
        'planStatus',
        'planTier',
        'profileImageUrl',
        'tosAcceptedAt',
      ].sort(),
    );
    expect(response.json()).toMatchObject({ email: 'ana@example.com', planTier: 'free', hasSeenWelcomeModal: false });
    expect((await t.app.inject({ method: 'HEAD', url: '/api/auth/user', headers: me.headers })).statusCode).toBe(200);
  });

  it('PATCH saves the name step (trimmed), the completion step and the welcome flag', async () => {
    const me = await signedInUser(t);
    const named = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: me.headers,
      payload: { firstName: '  Ana ', lastName: ' Lima' },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ firstName: 'Ana', lastName: 'Lima' });
    const completedAt = '2026-11-20T10:00:00.000Z';
    const done = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: me.headers,
      payload: { onboardingCompletedAt: completedAt, onboardingStep: 'completed' },
    });
    expect(done.json()).toMatchObject({ onboardingCompletedAt: completedAt, onboardingStep: 'completed' });
    const seen = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: me.headers,
      payload: { hasSeenWelcomeModal: true },
    });
    expect(seen.json<User>().hasSeenWelcomeModal).toBe(true);
  });

  it.each([
    [{ planTier: 'ultra' }, 'Unknown field: planTier'],
    [{ tosAcceptedAt: '2026-01-01T00:00:00Z' }, 'Unknown field: tosAcceptedAt'],
    [{}, 'Send at least one field to change'],
    [{ firstName: '   ' }, 'First name must not be empty'],
    [{ firstName: 42 }, 'First name must be text'],
    [{ email: 'not-an-email' }, 'Enter a valid e-mail address, such as name@example.com'],
    [{ onboardingCompletedAt: 'yesterday' }, 'Completion time must be a date and time'],
    [{ onboardingStep: 'skipped' }, 'Onboarding step must be one of: name, intake, terms, completed'],
    [{ hasSeenWelcomeModal: 'yes' }, 'Welcome seen must be true or false'],
    [['firstName'], 'Body must be a JSON object'],
  ])('PATCH rejects %j with 400 and changes nothing', async (payload, message) => {
    const me = await signedInUser(t, { firstName: 'Kept' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers })).json<User>();
    const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/user', headers: me.headers, payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
    const after = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers })).json<User>();
    expect(after).toEqual(before);
  });

  it('rejects a body that is not JSON with a clear message', async () => {
    const me = await signedInUser(t);
    const broken = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).message).toBe('The request body is not valid JSON');
    const text = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { ...me.headers, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).message).toBe('Send the request body as application/json');
  });

  it('refuses cross-site writes', async () => {
    const me = await signedInUser(t);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { ...me.headers, origin: 'https://evil.example' },
      payload: { firstName: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Cross-site requests are not allowed');
    const sameSite = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { ...me.headers, origin: 'http://localhost:3000' },
      payload: { firstName: 'Ana' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('accepts the terms once and keeps the first acceptance date', async () => {
    const me = await signedInUser(t);
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/accept-tos', headers: me.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json<User>().tosAcceptedAt).toEqual(expect.any(String));
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/accept-tos', headers: me.headers });
    expect(second.json<User>().tosAcceptedAt).toBe(first.json<User>().tosAcceptedAt);
  });

  it("changes only the signed-in user's own row", async () => {
    const ana = await signedInUser(t, { firstName: 'Ana' });
    const ben = await signedInUser(t, { firstName: 'Ben' });
    await t.app.inject({ method: 'PATCH', url: '/api/auth/user', headers: ana.headers, payload: { firstName: 'Anna' } });
    const benNow = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: ben.headers })).json<User>();
    expect(benNow.firstName).toBe('Ben');
  });

  it('DELETE removes the user and every row that belongs to them, and signs them out', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    for (const who of [me, other]) {
      await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: who.headers, payload: { theme: 'dark' } });
      await t.app.inject({ method: 'POST', url: '/api/intake-form', headers: who.headers, payload: { storyAndVision: 'story' } });
      await t.app.inject({ method: 'POST', url: '/api/feedback', headers: who.headers, payload: { message: 'hi', type: 'general' } });
    }
    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: me.headers });
    expect(response.statusCode).toBe(200);
    for (const table of [settings, intakeForms, feedback, sessions]) {
      expect(await t.db.select().from(table).where(eq(table.userId, me.userId))).toHaveLength(0);
      expect(await t.db.select().from(table).where(eq(table.userId, other.userId))).toHaveLength(1);
    }
    expect(await t.db.select().from(users).where(eq(users.id, me.userId))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers })).statusCode).toBe(401);
  });
});
