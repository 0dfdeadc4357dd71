import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, type TestApp } from '../testing/harness.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { startMailServer } from '../testing/mail-server.js';
import { ACCOUNT_MESSAGES, RATE_LIMIT_KEYS } from './idp/accounts.js';
import { DEVICE_COOKIE, SIGN_IN_THROTTLE } from './idp/sign-in-throttle.js';
import { idpAccounts, idpPayloads, idpSignUps, rateLimits, sessions, users } from '../db/schema.js';
import { HOST_PREFIX_SINCE, SESSION_COOKIE, createSession, hashToken } from './sessions.js';
import type { User } from '../../shared/users.js';
import { SIGN_UP_MAILS_PER_ADDRESS } from './idp/sign-up.js';
import {
  follow,
  openMailedLink as openMailedLinkIn,
  openSignIn,
  pathOf,
  requestSignUp,
  signUp as signUpThrough,
  submitForm,
  type MailBox,
} from '../testing/sign-in-browser.js';

let mail: MailBox;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail.close());

/** The sign-up apps of this file send their mails to the test SMTP server, and allow many sign-ups from one address. */
const signUpApp = (kind: Parameters<typeof createTestApp>[0], env: Record<string, string> = {}) =>
  createTestApp(kind, { SMTP_URL: mail.url, SIGNUPS_PER_IP_PER_HOUR: '1000', ...env });

const openMailedLink = (t: TestApp, jar: CookieJar, email: string) => openMailedLinkIn(t, mail, jar, email);
const signUp = (t: TestApp, email: string, password: string) => signUpThrough(t, mail, email, password);

describe.each(databaseKinds)('sign-in through the built-in OpenID provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await signUpApp(kind);
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
    expect(errorOf(response).message).toBe("flow must be 'signup' or 'login'");
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
    // The mailed link proved the address: the provider says so, and the app records it.
    expect(me.json()).toMatchObject({
      email: 'new.person@example.com',
      planTier: 'free',
      tosAcceptedAt: null,
      localAccount: true,
      emailVerified: true,
    });
  });

  it('makes the account only when the mailed link is opened, once, and the sign-in carries on in that browser', async () => {
    const { jar, answer } = await requestSignUp(t, 'Link.Person@Example.com', 'correct horse battery');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('We sent an e-mail to <b>link.person@example.com</b>');
    expect(await t.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'link.person@example.com'))).toHaveLength(0);
    const early = await openSignIn(t, 'login');
    const refused = await submitForm(t.app, early.jar, early.page, { email: 'link.person@example.com', password: 'correct horse battery' });
    expect(refused.statusCode).toBe(401);

    const link = mail.linkTo('link.person@example.com')!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/idp\/interaction\/[^/]+\/confirm\?token=[\w-]{43}$/);
    // Opening the link alone (as a mail scanner does) changes nothing; the button does.
    const opened = await t.app.inject({ url: pathOf(link), headers: { cookie: jar.header() } });
    expect(opened.body).toContain('Confirm and continue');
    expect(await t.db.select().from(idpAccounts).where(eq(idpAccounts.email, 'link.person@example.com'))).toHaveLength(0);
    const [waiting] = await t.db.select().from(idpSignUps).where(eq(idpSignUps.email, 'link.person@example.com'));
    expect(waiting!.tokenHash).not.toContain(new URL(link).searchParams.get('token'));
    expect(waiting!.passwordHash).toMatch(/^scrypt\$/);

    const done = await openMailedLink(t, jar, 'link.person@example.com');
    expect(done.headers.location).toBe('/');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } });
    expect(me.json()).toMatchObject({ email: 'link.person@example.com', localAccount: true });

    const again = await submitForm(t.app, jar, opened, { token: new URL(link).searchParams.get('token')! });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link no longer works');
  });

  it('answers a known e-mail with the very same page, tells its owner, and leaves the account alone', async () => {
    await signUp(t, 'owner@example.com', 'the owners password');
    const known = await requestSignUp(t, 'owner@example.com', 'an intruders password');
    const unknown = await requestSignUp(t, 'stranger@example.com', 'an intruders password');
    expect(known.answer.statusCode).toBe(unknown.answer.statusCode);
    const normalise = (body: string) => body.replace(/\/idp\/interaction\/[\w-]+/g, '/idp/interaction/UID');
    expect(normalise(known.answer.body)).toBe(normalise(unknown.answer.body).replaceAll('stranger@example.com', 'owner@example.com'));
    expect(Object.keys(known.answer.headers).sort()).toEqual(Object.keys(unknown.answer.headers).sort());

    const notice = mail.received.filter((m) => m.to.includes('owner@example.com')).at(-1)!;
    expect(notice.text).toContain('Someone tried to create a Willow account with this e-mail');
    expect(mail.linkTo('owner@example.com')).toBe('http://localhost:3000/api/login?flow=login');
    const signIn = await openSignIn(t, 'login');
    const intruder = await submitForm(t.app, signIn.jar, signIn.page, { email: 'owner@example.com', password: 'an intruders password' });
    expect(intruder.statusCode).toBe(401);
    const owner = await submitForm(t.app, signIn.jar, signIn.page, { email: 'owner@example.com', password: 'the owners password' });
    expect(owner.statusCode).toBe(303);

    // Sending again answers alike too: a fresh link for the new address, the notice again for the known one.
    const resend = (who: typeof known, email: string) => submitForm(t.app, who.jar, who.answer, { email });
    const noticesBefore = mail.received.filter((m) => m.to.includes('owner@example.com')).length;
    const [knownAgain, unknownAgain] = [await resend(known, 'owner@example.com'), await resend(unknown, 'stranger@example.com')];
    expect(mail.received.filter((m) => m.to.includes('owner@example.com'))).toHaveLength(noticesBefore + 1);
    expect(knownAgain.statusCode).toBe(200);
    expect(normalise(knownAgain.body)).toBe(normalise(unknownAgain.body).replaceAll('stranger@example.com', 'owner@example.com'));
    expect(knownAgain.body).toContain('We sent the e-mail again.');
  });

  it('a resent link replaces the first; a link opened in another browser confirms the address and asks to sign in', async () => {
    const { jar, answer } = await requestSignUp(t, 'elsewhere@example.com', 'phone and laptop');
    const first = mail.linkTo('elsewhere@example.com')!;
    await submitForm(t.app, jar, answer, { email: 'elsewhere@example.com' });
    const second = mail.linkTo('elsewhere@example.com')!;
    expect(second).not.toBe(first);
    const stale = await t.app.inject({
      method: 'POST',
      url: pathOf(first).split('?')[0]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: new URL(first).searchParams.get('token')! }).toString(),
    });
    expect(stale.statusCode).toBe(400);

    const otherBrowser = new CookieJar();
    const ready = await openMailedLink(t, otherBrowser, 'elsewhere@example.com');
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toContain('Your account is ready');
    expect(ready.body).toContain('href="/api/login?flow=login"');
    expect(otherBrowser.get(SESSION_COOKIE)).toBeUndefined();
    const signIn = await openSignIn(t, 'login');
    const done = await follow(
      t.app,
      signIn.jar,
      await submitForm(t.app, signIn.jar, signIn.page, { email: 'elsewhere@example.com', password: 'phone and laptop' }),
    );
    expect(done.headers.location).toBe('/');
  });

  it("a stranger's sign-up cannot block or take an address, and a day-old link no longer works", async () => {
    const stranger = await requestSignUp(t, 'contested@example.com', 'strangers password');
    const strangerLink = mail.linkTo('contested@example.com')!;
    await signUp(t, 'contested@example.com', 'the real owner');
    const stale = await openMailedLink(t, stranger.jar, 'contested@example.com');
    expect(stale.statusCode).toBe(400);
    expect(strangerLink).not.toBe(mail.linkTo('contested@example.com'));
    const strangerTry = await follow(
      t.app,
      stranger.jar,
      await submitForm(t.app, stranger.jar, await t.app.inject({ url: pathOf(strangerLink) }), {
        token: new URL(strangerLink).searchParams.get('token')!,
      }),
    );
    expect(strangerTry.statusCode).toBe(400);

    const late = await requestSignUp(t, 'late@example.com', 'too late for it');
    await t.db
      .update(idpSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpSignUps.email, 'late@example.com'));
    const expired = await openMailedLink(t, late.jar, 'late@example.com');
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('This link no longer works');
  });

  it('keeps markup in a made-up link out of the confirm page', async () => {
    const page = await t.app.inject({ url: '/idp/interaction/%22%3E%3Ch1%3Ex/confirm?token=%22%3E%3Ch1%3Ey' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('"><h1>');
    expect(page.body).toContain('action="/idp/interaction/%22%3E%3Ch1%3Ex/confirm"');
  });

  it('says what is wrong with the form before sending anything', async () => {
    const { jar, page } = await openSignIn(t, 'signup');
    const short = await submitForm(t.app, jar, page, { email: 'short@example.com', password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Your password is too short: use at least 8 characters');
    expect(mail.received.filter((m) => m.to.includes('short@example.com'))).toEqual([]);
  });

  it('signs in again with the same account (same user) and a new session id, and tells a wrong password apart', async () => {
    const first = await signUp(t, 'returning@example.com', 'my secret phrase');
    const firstUser = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: first.jar.header() } })).json<User>();
    const { jar, page } = await openSignIn(t, 'login');
    expect(page.body).toContain('Welcome back');
    const wrong = await submitForm(t.app, jar, page, { email: 'returning@example.com', password: 'not my secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(ACCOUNT_MESSAGES.wrongCredentials);
    // An unknown e-mail gets the very same page: the form tells no one who has an account.
    const unknown = await submitForm(t.app, jar, page, { email: 'nobody@example.com', password: 'not my secret' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.replace('nobody@example.com', 'returning@example.com')).toBe(wrong.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    const done = await follow(
      t.app,
      jar,
      await submitForm(t.app, jar, page, { email: 'returning@example.com', password: 'my secret phrase' }),
    );
    expect(done.headers.location).toBe('/');
    expect(jar.get(SESSION_COOKIE)).not.toBe(first.jar.get(SESSION_COOKIE));
    const secondUser = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } })).json<User>();
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
    // Each wait doubles: after it passes, one more guess is allowed, then the wait is longer. The
    // wait counts from the failure, so a slow machine may see up to the seconds the two guesses took less.
    for (const full of [2, 4, 8]) {
      await t.db.execute(
        sql`update rate_limits set window_start = window_start - interval '1 hour' where key like 'signin:account:target@example.com|ip:%'`,
      );
      const started = performance.now();
      expect((await guess(`late-guess-${full}`)).statusCode).toBe(401);
      const refused = await guess('the real password');
      const took = (performance.now() - started) / 1000;
      expect(refused.statusCode).toBe(429);
      const wait = Number(/wait (\d+) second/.exec(refused.body)?.[1]);
      expect(wait).toBeLessThanOrEqual(full);
      expect(wait).toBeGreaterThanOrEqual(Math.floor(full - took));
    }
  });

  it('guesses sprayed from an address never refuse the right password of other people behind it', async () => {
    await signUp(t, 'sprayed@example.com', 'owner passphrase');
    const neighbourBrowser = await signUp(t, 'neighbour@example.com', 'neighbour passphrase');
    const spray = await openSignIn(t, 'login');
    for (let i = 0; i <= SIGN_IN_THROTTLE.addressFreeFailures; i++) {
      expect(
        (await submitForm(t.app, spray.jar, spray.page, { email: `victim${i}@example.com`, password: 'password guess' })).statusCode,
      ).toBe(401);
    }
    // Someone behind the same address, on a browser that never signed in here, gets in with the right password.
    const stranger = await openSignIn(t, 'login');
    const allowed = await submitForm(t.app, stranger.jar, stranger.page, { email: 'sprayed@example.com', password: 'owner passphrase' });
    expect(allowed.statusCode).toBe(303);
    // From a busy address each account gets one try before the waits begin, so spraying stays slow.
    const guess = () => submitForm(t.app, spray.jar, spray.page, { email: 'neighbour@example.com', password: 'a sprayed guess' });
    expect((await guess()).statusCode).toBe(401);
    const slowed = await guess();
    expect(slowed.statusCode).toBe(429);
    // Guesses at the neighbour's account from the neighbour's own address slow a new browser there,
    // but not the neighbour's own browser, which signed in before (its device cookie).
    const fresh = await openSignIn(t, 'login');
    expect(
      (await submitForm(t.app, fresh.jar, fresh.page, { email: 'neighbour@example.com', password: 'neighbour passphrase' })).statusCode,
    ).toBe(429);
    const back = await openSignIn(t, 'login');
    back.jar.store({
      cookies: [{ name: DEVICE_COOKIE, value: neighbourBrowser.jar.get(DEVICE_COOKIE)! }],
    } as unknown as LightMyRequestResponse);
    expect(
      (await submitForm(t.app, back.jar, back.page, { email: 'neighbour@example.com', password: 'neighbour passphrase' })).statusCode,
    ).toBe(303);
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
    const counters = () =>
      t.db
        .select()
        .from(rateLimits)
        .where(sql`starts_with(${rateLimits.key}, ${RATE_LIMIT_KEYS.signInAccount('erase.me@example.com')})`);
    const payloads = () =>
      t.db
        .select()
        .from(idpPayloads)
        .where(sql`${idpPayloads.payload}->>'accountId' = ${user!.subject}`);
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

  it('answers a malformed e-mail at sign-up with 400', async () => {
    const { jar, page } = await openSignIn(t, 'signup');
    const response = await submitForm(t.app, jar, page, { email: 'not an e-mail', password: 'long enough password' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid e-mail address');
  });

  it('refuses a NUL character in the sign-in form with 400, not a failed query', async () => {
    const { jar, page } = await openSignIn(t, 'login');
    const response = await submitForm(t.app, jar, page, { email: 'a\u0000b@example.com', password: 'whatever123' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('email contains a character that cannot be saved');
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

describe('sign-up limits', () => {
  it('keeps the per-IP sign-up limit, and mails one address at most five times an hour, answering alike', async () => {
    const t = await signUpApp('pglite', { SIGNUPS_PER_IP_PER_HOUR: '2' });
    try {
      const { jar, page } = await openSignIn(t, 'signup');
      const post = (email: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: /<form method="post" action="([^"]+)"/.exec(page.body)![1]!,
          remoteAddress,
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ email, password: 'flooding the inbox' }).toString(),
        });
      expect((await post('a@limits.example', '10.0.0.1')).statusCode).toBe(200);
      expect((await post('b@limits.example', '10.0.0.1')).statusCode).toBe(200);
      const third = await post('c@limits.example', '10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.body).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);

      const answers = [];
      for (let i = 0; i < SIGN_UP_MAILS_PER_ADDRESS.limit + 2; i++)
        answers.push((await post('flooded@limits.example', `10.0.1.${i}`)).statusCode);
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(mail.received.filter((m) => m.to.includes('flooded@limits.example'))).toHaveLength(SIGN_UP_MAILS_PER_ADDRESS.limit);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const t = await signUpApp('pglite', { SIGNUPS_PER_IP_PER_HOUR: '2', TRUST_PROXY: 'true' });
    try {
      const { jar, page } = await openSignIn(t, 'signup');
      // The load balancer (10.0.0.9) appends the address it saw (203.0.113.7) to what the client sent.
      const post = (email: string, claimed: string) =>
        submitForm(
          t.app,
          jar,
          page,
          { email, password: 'flooding the inbox' },
          { remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': `${claimed}, 203.0.113.7` } },
        );
      expect((await post('a@proxied.example', '198.51.100.1')).statusCode).toBe(200);
      expect((await post('b@proxied.example', '198.51.100.2')).statusCode).toBe(200);
      expect((await post('c@proxied.example', '198.51.100.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('session cookie behind HTTPS', () => {
  it('is __Host-willow_session, Secure, for path / and without a Domain when APP_URL is https', async () => {
    const t = await signUpApp('pglite', { APP_URL: 'https://willow.example' });
    try {
      const { jar, done } = await signUp(t, 'secure@example.com', 'secure password');
      const setCookie = [done.headers['set-cookie']].flat().find((c) => c?.startsWith(`__Host-${SESSION_COOKIE}=`))!;
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; Path=\/;/);
      expect(setCookie).not.toMatch(/Domain=/i);
      expect(jar.get(SESSION_COOKIE)).toBeUndefined();
      const token = jar.get(`__Host-${SESSION_COOKIE}`)!;

      // An unprefixed cookie naming a session begun since the rename was planted (a sibling subdomain,
      // a plain-http answer can set it): it signs no one in, not even into the planter's own account.
      const planted = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(planted.statusCode).toBe(401);
      expect([planted.headers['set-cookie']].flat().map(String)).toContainEqual(expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=;`)));

      // A browser still holding the unprefixed cookie of a session from before stays signed in and gets the new name.
      const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `__Host-${SESSION_COOKIE}=${token}` } });
      const before = await createSession(t.db, me.json<User>().id, null);
      await t.db
        .update(sessions)
        .set({ createdAt: new Date(HOST_PREFIX_SINCE.getTime() - 1000) })
        .where(eq(sessions.idHash, hashToken(before.token)));
      const legacy = await t.app.inject({ url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${before.token}` } });
      expect(legacy.statusCode).toBe(200);
      const moved = [legacy.headers['set-cookie']].flat().map(String);
      expect(moved).toContainEqual(expect.stringMatching(new RegExp(`^__Host-${SESSION_COOKIE}=${before.token};.*Secure`)));
      expect(moved).toContainEqual(expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=;`)));

      // Every place that reads the cookie reads the new name: sign-out ends this session and clears it.
      const logout = await t.app.inject({ url: '/api/logout', headers: { cookie: `__Host-${SESSION_COOKIE}=${token}` } });
      expect([logout.headers['set-cookie']].flat().map(String)).toContainEqual(
        expect.stringMatching(new RegExp(`^__Host-${SESSION_COOKIE}=;.*Secure`)),
      );
      expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: `__Host-${SESSION_COOKIE}=${token}` } })).statusCode).toBe(
        401,
      );
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
