import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../testing/harness.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { ACCOUNT_MESSAGES, RATE_LIMIT_KEYS } from './idp/accounts.js';
import { DEVICE_COOKIE, SIGN_IN_THROTTLE } from './idp/sign-in-throttle.js';
import { idpAccounts, idpPayloads, rateLimits, users } from '../db/schema.js';
import { SESSION_COOKIE } from './sessions.js';

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return url.pathname + url.search;
};

/** Follows the app's redirects like a browser would, stopping at a page or the app's home. */
async function follow(app: FastifyInstance, jar: CookieJar, response: LightMyRequestResponse) {
  let current = response;
  jar.store(current);
  for (let hops = 0; hops < 10 && current.statusCode >= 300 && current.statusCode < 400; hops++) {
    const target = pathOf(current.headers.location as string);
    if (target === '/') break;
    current = await app.inject({ method: 'GET', url: target, headers: { cookie: jar.header() } });
    jar.store(current);
  }
  return current;
}

async function submitForm(app: FastifyInstance, jar: CookieJar, page: LightMyRequestResponse, fields: Record<string, string>) {
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  expect(action, 'the page has a form').toBeTruthy();
  const response = await app.inject({
    method: 'POST',
    url: action!,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  jar.store(response);
  return response;
}

async function openSignIn(t: TestApp, flow: 'signup' | 'login') {
  const jar = new CookieJar();
  const page = await follow(t.app, jar, await t.app.inject({ method: 'GET', url: `/api/login?flow=${flow}` }));
  return { jar, page };
}

async function signUp(t: TestApp, email: string, password: string) {
  const { jar, page } = await openSignIn(t, 'signup');
  const done = await follow(t.app, jar, await submitForm(t.app, jar, page, { email, password }));
  return { jar, done };
}

describe.each(databaseKinds)('sign-in through the built-in OpenID provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('redirects to the provider with PKCE, state and nonce, and asks for sign-up with prompt=create', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login?flow=signup' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.pathname).toBe('/idp/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('prompt')).toBe('create');
    const login = await t.app.inject({ method: 'GET', url: '/api/login?flow=login' });
    expect(new URL(login.headers.location as string).searchParams.get('prompt')).toBeNull();
  });

  it('rejects an unknown flow with a clear message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login?flow=admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("flow must be 'signup' or 'login'");
  });

  it('signs up, creates the user from the e-mail claim and starts a server-side session', async () => {
    const { page } = await openSignIn(t, 'signup');
    expect(page.body).toContain('Create your account');
    const { jar, done } = await signUp(t, 'New.Person@Example.com', 'correct horse battery');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    const setCookie = [done.headers['set-cookie']].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: jar.header() } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'new.person@example.com', planTier: 'free', tosAcceptedAt: null, localAccount: true });
  });

  it('says clearly when the e-mail is taken or the password too short', async () => {
    await signUp(t, 'taken@example.com', 'long enough password');
    const again = await openSignIn(t, 'signup');
    const taken = await submitForm(t.app, again.jar, again.page, { email: 'taken@example.com', password: 'another password' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain(ACCOUNT_MESSAGES.emailTaken);
    const short = await submitForm(t.app, again.jar, again.page, { email: 'short@example.com', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Your password is too short: use at least 8 characters');
  });

  it('signs in again with the same account (same user) and a new session id, and tells a wrong password apart', async () => {
    const first = await signUp(t, 'returning@example.com', 'my secret phrase');
    const firstUser = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: first.jar.header() } })).json();
    const { jar, page } = await openSignIn(t, 'login');
    expect(page.body).toContain('Welcome back');
    const wrong = await submitForm(t.app, jar, page, { email: 'returning@example.com', password: 'not my secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(ACCOUNT_MESSAGES.wrongCredentials);
    // An unknown e-mail gets the very same page: the form tells no one who has an account.
    const unknown = await submitForm(t.app, jar, page, { email: 'nobody@example.com', password: 'not my secret' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.replace('nobody@example.com', 'returning@example.com')).toBe(wrong.body);
    const done = await follow(t.app, jar, await submitForm(t.app, jar, page, { email: 'returning@example.com', password: 'my secret phrase' }));
    expect(done.headers.location).toBe('/');
    expect(jar.get(SESSION_COOKIE)).not.toBe(first.jar.get(SESSION_COOKIE));
    const secondUser = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).json();
    expect(secondUser.id).toBe(firstUser.id);
  });

  it('slows a guesser with a growing wait, and lets the owner in from elsewhere meanwhile', async () => {
    await signUp(t, 'target@example.com', 'the real password');
    const guesser = await openSignIn(t, 'login');
    const guess = (password: string) => submitForm(t.app, guesser.jar, guesser.page, { email: 'target@example.com', password });
    for (let i = 0; i < SIGN_IN_THROTTLE.pairFreeFailures; i++) expect((await guess(`guess-${i}-xx`)).statusCode).toBe(401);
    const slowed = await guess('the real password');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.body).toMatch(/Too many attempts\. Please wait \d+ seconds? and try again\./);
    // The owner signs in from another address while the guesser waits.
    const owner = await openSignIn(t, 'login');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: /<form method="post" action="([^"]+)"/.exec(owner.page.body)![1]!,
      remoteAddress: '10.1.2.3',
      headers: { cookie: owner.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'target@example.com', password: 'the real password' }).toString(),
    });
    expect(signedIn.statusCode).toBe(303);
    // Each wait doubles: after it passes, one more guess is allowed, then the wait is longer.
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      await t.db.execute(sql`update rate_limits set window_start = window_start - interval '1 hour' where key like 'signin:account:target@example.com|ip:%'`);
      expect((await guess(`late-guess-${round}`)).statusCode).toBe(401);
      const refused = await guess('the real password');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(/wait (\d+) second/.exec(refused.body)?.[1]));
    }
    expect(waits).toEqual([2, 4, 8]);
  });

  it('a browser that signed in before is not kept out by guesses sprayed from its address', async () => {
    const owner = await signUp(t, 'sprayed@example.com', 'owner passphrase');
    const spray = await openSignIn(t, 'login');
    for (let i = 0; i <= SIGN_IN_THROTTLE.addressFreeFailures; i++) {
      await submitForm(t.app, spray.jar, spray.page, { email: `victim${i}@example.com`, password: 'password guess' });
    }
    const stranger = await openSignIn(t, 'login');
    const refused = await submitForm(t.app, stranger.jar, stranger.page, { email: 'sprayed@example.com', password: 'owner passphrase' });
    expect(refused.statusCode).toBe(429);
    // The owner's browser kept its device cookie from signing up, so the same address lets it in.
    const back = await openSignIn(t, 'login');
    back.jar.store({ cookies: [{ name: DEVICE_COOKIE, value: owner.jar.get(DEVICE_COOKIE)! }] } as unknown as LightMyRequestResponse);
    const allowed = await submitForm(t.app, back.jar, back.page, { email: 'sprayed@example.com', password: 'owner passphrase' });
    expect(allowed.statusCode).toBe(303);
    await t.db.delete(rateLimits).where(eq(rateLimits.key, RATE_LIMIT_KEYS.signInIp('127.0.0.1')));
  });

  it('refuses the most common passwords at sign-up and says why', async () => {
    for (const password of ['password1', 'Iloveyou1', 'qwertyuiop', 'baseball1']) {
      const { jar, page } = await openSignIn(t, 'signup');
      const response = await submitForm(t.app, jar, page, { email: `common-${password}@example.com`, password });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('one of the most common ones');
    }
  });

  it('a sign-out link on another site leaves the session alone', async () => {
    const { jar } = await signUp(t, 'staying@example.com', 'hello password');
    const cookie = jar.header();
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(String(logout.headers['set-cookie'] ?? '')).not.toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(200);
  });

  it('signs out: deletes the session row and ends the provider session through RP-initiated logout', async () => {
    const { jar } = await signUp(t, 'leaving@example.com', 'goodbye password');
    const cookie = jar.header();
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    expect(new URL(logout.headers.location as string).pathname).toBe('/idp/session/end');
    expect(logout.headers['set-cookie']).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('account deletion removes the built-in account, its provider records and its sign-in counters', async () => {
    const { jar } = await signUp(t, 'erase.me@example.com', 'erase me please');
    const cookie = jar.header();
    const { id } = (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json<{ id: string }>();
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    const retry = await openSignIn(t, 'login');
    await submitForm(t.app, retry.jar, retry.page, { email: 'erase.me@example.com', password: 'a wrong guess' });
    const counters = () => t.db.select().from(rateLimits).where(sql`starts_with(${rateLimits.key}, ${RATE_LIMIT_KEYS.signInAccount('erase.me@example.com')})`);
    const payloads = () => t.db.select().from(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${user!.subject}`);
    expect(await counters()).toHaveLength(2);
    expect((await payloads()).length).toBeGreaterThan(0);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: { cookie } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(idpAccounts).where(eq(idpAccounts.id, user!.subject))).toHaveLength(0);
    expect(await payloads()).toHaveLength(0);
    expect(await counters()).toHaveLength(0);
    const again = await openSignIn(t, 'login');
    const gone = await submitForm(t.app, again.jar, again.page, { email: 'erase.me@example.com', password: 'erase me please' });
    expect(gone.statusCode).toBe(401);
    expect(gone.body).toContain(ACCOUNT_MESSAGES.wrongCredentials);
  });

  it('answers a malformed e-mail at sign-up with 400 and keeps 409 for a taken one', async () => {
    const { jar, page } = await openSignIn(t, 'signup');
    const response = await submitForm(t.app, jar, page, { email: 'not an e-mail', password: 'long enough password' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid e-mail address');
  });

  it('refuses a NUL character in the sign-in form with 400, not a failed query', async () => {
    const { jar, page } = await openSignIn(t, 'login');
    const response = await submitForm(t.app, jar, page, { email: 'a\u0000b@example.com', password: 'whatever123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('email contains a character that cannot be saved');
  });

  it('answers a token Postgres cannot hold at the provider’s endpoints as an invalid token, never a 500', async () => {
    for (const token of ['%00', 'abc%00def', '%ED%A0%80', '%F0%9F%98%80']) {
      const form = await t.app.inject({
        method: 'POST',
        url: '/idp/me',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `access_token=${token}`,
      });
      expect(form.statusCode, token).toBe(401);
      expect(form.json()).toMatchObject({ error: 'invalid_token' });
    }
  });

  it('refuses a callback without the pending sign-in cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/callback?code=abc&state=xyz' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Sign-in expired');
  });
});

describe('session cookie behind HTTPS', () => {
  it('is Secure when APP_URL is https', async () => {
    const t = await createTestApp('pglite', { APP_URL: 'https://willow.example' });
    try {
      const { done } = await signUp(t, 'secure@example.com', 'secure password');
      const setCookie = [done.headers['set-cookie']].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`))!;
      expect(setCookie).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });

  it('on the default APP_URL, moves a sign-in opened at 127.0.0.1 to localhost so the callback finds its cookie', async () => {
    const t = await createTestApp('pglite', { APP_URL: '' });
    try {
      const elsewhere = await t.app.inject({ method: 'GET', url: '/api/login?flow=signup', headers: { host: '127.0.0.1:3000' } });
      expect(elsewhere.statusCode).toBe(302);
      expect(elsewhere.headers.location).toBe('http://localhost:3000/api/login?flow=signup');
      const here = await t.app.inject({ method: 'GET', url: '/api/login?flow=signup', headers: { host: 'localhost:3000' } });
      expect(new URL(here.headers.location as string).pathname).toBe('/idp/auth');
    } finally {
      await t.close();
    }
  });
});
