import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAccount, createTestApp, databaseKinds, type TestApp } from '../testing/harness.js';
import { CookieJar } from '../testing/cookie-jar.js';
import { startMailServer } from '../testing/mail-server.js';
import { follow, nextMail, openSignIn, pathOf, submitForm, type MailBox } from '../testing/sign-in-browser.js';
import { idpLinkTokens, idpPayloads, rateLimits } from '../db/schema.js';
import { RATE_LIMIT_KEYS } from './idp/accounts.js';
import { RECOVERY_LIMITS } from './idp/recovery.js';
import { SIGN_IN_THROTTLE } from './idp/sign-in-throttle.js';
import { PROVIDER_SESSION_COOKIE } from './idp/account-sign-ins.js';
import { hashToken } from './sessions.js';

const PASSWORD = 'a calm long password';
const NEW_PASSWORD = 'river stones at dawn';

let mail: MailBox;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(() => mail.close());

let people = 0;
const someone = (label: string) => `${label}-${++people}-${Date.now()}@example.com`;

describe.each(databaseKinds)('account security of the built-in provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SMTP_URL: mail.url });
  });
  afterAll(() => t.close());

  /** Signs in with the password in a browser of its own (another address each time, so throttles stay apart). */
  async function signIn(email: string, password = PASSWORD, jar = new CookieJar()) {
    const { page } = await openSignIn(t, 'login', jar);
    const answer = await submitForm(
      t.app,
      jar,
      page,
      { email, password },
      { remoteAddress: `10.9.${people % 250}.${Math.floor(Math.random() * 250)}` },
    );
    return { jar, answer, done: await follow(t.app, jar, answer) };
  }
  const me = (jar: CookieJar) => t.app.inject({ url: '/api/auth/user', headers: { cookie: jar.header() } });
  /** Where a browser's "Log in" ends: the app's home (signed in without a password) or the sign-in page. */
  const logInAgain = async (jar: CookieJar) => {
    const end = await follow(t.app, jar, await t.app.inject({ url: '/api/login?flow=login', headers: { cookie: jar.header() } }));
    return end.statusCode === 302 && end.headers.location === '/'
      ? 'home'
      : end.body.includes('Welcome back')
        ? 'sign-in page'
        : end.statusCode;
  };
  const forgot = (email: string, remoteAddress = '10.20.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/idp/forgot',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });
  const mailsTo = (email: string) => mail.received.filter((m) => m.to.includes(email)).length;

  it('walks "Forgot your password?" from the sign-in page to a signed-in home, signing every other device out', async () => {
    const email = someone('forgetful');
    await createLocalAccount(t.db, email, PASSWORD);
    const phone = await signIn(email);
    expect(phone.done.headers.location).toBe('/');
    expect((await me(phone.jar)).json()).toMatchObject({ email, emailVerified: false });
    expect(phone.jar.get(PROVIDER_SESSION_COOKIE)).toBeTruthy();

    const laptop = await openSignIn(t, 'login');
    expect(laptop.page.body).toContain('<a href="/idp/forgot">Forgot your password?</a>');
    const form = await t.app.inject({ url: '/idp/forgot' });
    expect(form.body).toContain('Forgot your password?');
    const before = mailsTo(email);
    const sent = await submitForm(t.app, laptop.jar, form, { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(`If an account uses <b>${email}</b>, we sent it a link to choose a new password.`);
    const resetMail = await nextMail(mail, email, before);
    expect(resetMail.text).toContain('Reset your Willow password');
    const link = mail.linkTo(email)!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/idp\/reset\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    const [stored] = await t.db
      .select()
      .from(idpLinkTokens)
      .where(eq(idpLinkTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ purpose: 'reset' });
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(JSON.stringify(await t.db.select().from(idpLinkTokens))).not.toContain(token);

    // Opening the link, as a mail scanner does, changes nothing: the phone is still signed in.
    const page = await t.app.inject({ url: pathOf(link), headers: { cookie: laptop.jar.header() } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    expect((await me(phone.jar)).statusCode).toBe(200);

    // The same strength rules as sign-up; a refused password leaves the link working.
    const weak = await submitForm(t.app, laptop.jar, page, { token, password: 'willow123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('That password would be easy to guess.');
    const saved = await submitForm(t.app, laptop.jar, page, { token, password: NEW_PASSWORD });
    expect(saved.statusCode).toBe(303);
    const home = await follow(t.app, laptop.jar, saved);
    expect(home.headers.location).toBe('/');
    expect((await me(laptop.jar)).json()).toMatchObject({ email, emailVerified: true });

    // Every other device is out, the provider's own session included: no way back in without the new password.
    expect((await me(phone.jar)).statusCode).toBe(401);
    expect(await logInAgain(phone.jar)).toBe('sign-in page');
    expect((await signIn(email, PASSWORD)).answer.statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).done.headers.location).toBe('/');
    const notice = await nextMail(mail, email, before + 1);
    expect(notice.text).toContain('Your Willow password was changed');

    // The link works once.
    const again = await submitForm(t.app, new CookieJar(), page, { token, password: 'yet another fine phrase' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link no longer works');
    expect((await t.app.inject({ url: pathOf(link) })).statusCode).toBe(400);
  });

  it('answers a known and an unknown address byte for byte alike, and the answer never waits for the mail', async () => {
    const known = someone('known');
    await createLocalAccount(t.db, known, PASSWORD);
    const unknown = someone('unknown');
    const [knownAnswer, unknownAnswer] = [await forgot(known, '10.21.0.1'), await forgot(unknown, '10.21.0.1')];
    expect(knownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.statusCode).toBe(200);
    expect(knownAnswer.body).toBe(unknownAnswer.body.replaceAll(unknown, known));
    expect(Object.keys(knownAnswer.headers).sort()).toEqual(Object.keys(unknownAnswer.headers).sort());
    expect((await nextMail(mail, known, 0)).text).toContain('Reset your Willow password');
    const note = await nextMail(mail, unknown, 0);
    expect(note.text).toContain('no Willow account uses it');
    expect(note.text).not.toContain('/idp/reset');

    // With a mail server that is down, both still get the same page: the lookup and the mail happen after the answer.
    const closed = await startMailServer();
    await closed.close();
    const offline = await createTestApp(kind, { SMTP_URL: closed.url });
    try {
      const post = (email: string) =>
        offline.app.inject({
          method: 'POST',
          url: '/idp/forgot',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ email }).toString(),
        });
      const [a, b] = [await post(known), await post(unknown)];
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.body).toBe(b.body.replaceAll(unknown, known));
    } finally {
      await offline.close();
    }
  });

  it('expires a link after an hour, and a reset voids the other links sent before it', async () => {
    const email = someone('expiry');
    await createLocalAccount(t.db, email, PASSWORD);
    await forgot(email, '10.22.0.1');
    await nextMail(mail, email, 0);
    const first = new URL(mail.linkTo(email)!).searchParams.get('token')!;
    await forgot(email, '10.22.0.1');
    await nextMail(mail, email, 1);
    const second = new URL(mail.linkTo(email)!).searchParams.get('token')!;
    const post = (token: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/idp/reset',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, password }).toString(),
      });
    expect((await post(second, NEW_PASSWORD)).statusCode).toBe(303);
    const voided = await post(first, 'some other long phrase');
    expect(voided.statusCode).toBe(400);
    expect(voided.body).toContain('This link no longer works');

    await forgot(email, '10.22.0.1');
    await nextMail(mail, email, 3);
    const late = new URL(mail.linkTo(email)!).searchParams.get('token')!;
    await t.db
      .update(idpLinkTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idpLinkTokens.tokenHash, hashToken(late)));
    expect((await t.app.inject({ url: `/idp/reset?token=${late}` })).statusCode).toBe(400);
    expect((await post(late, 'some other long phrase')).statusCode).toBe(400);
    expect((await signIn(email, NEW_PASSWORD)).done.headers.location).toBe('/');
  });

  it('limits reset mails per address and per network address, showing the wait', async () => {
    const email = someone('limited');
    await createLocalAccount(t.db, email, PASSWORD);
    for (let i = 0; i < RECOVERY_LIMITS.mailsPerAddress.limit; i++) expect((await forgot(email, `10.23.1.${i}`)).statusCode).toBe(200);
    const refused = await forgot(email, '10.23.1.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);
    await nextMail(mail, email, RECOVERY_LIMITS.mailsPerAddress.limit - 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toBe(RECOVERY_LIMITS.mailsPerAddress.limit);

    for (let i = 0; i < RECOVERY_LIMITS.requestsPerIp.limit; i++)
      expect((await forgot(someone('spray'), '10.23.2.1')).statusCode).toBe(200);
    const fromBusyAddress = await forgot(someone('spray'), '10.23.2.1');
    expect(fromBusyAddress.statusCode).toBe(429);
    expect(fromBusyAddress.body).toMatch(/Please wait \d+ minutes?/);
  });

  it('a password change signs every other device out, the provider session included, and keeps this one', async () => {
    const email = someone('changer');
    await createLocalAccount(t.db, email, PASSWORD);
    const x = await signIn(email);
    const y = await signIn(email);
    const before = mailsTo(email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/idp/account/password',
      headers: { cookie: y.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).toString(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Your password has been changed.');
    expect((await me(x.jar)).statusCode).toBe(401);
    expect(await logInAgain(x.jar)).toBe('sign-in page');
    expect((await me(y.jar)).statusCode).toBe(200);
    expect(await logInAgain(y.jar)).toBe('home');
    expect((await nextMail(mail, email, before)).text).toContain('Your Willow password was changed');
  });

  it('refuses weak passwords at sign-up and on change, with the reason and advice', async () => {
    for (const password of ['aaaaaaaa', 'willow123', 'Willow2024!']) {
      const { jar, page } = await openSignIn(t, 'signup');
      const answer = await submitForm(t.app, jar, page, { email: someone('weak'), password });
      expect(answer.statusCode, password).toBe(400);
      expect(answer.body, password).toMatch(/That password would be easy to guess\. \S/);
    }
    const email = someone('weakchange');
    await createLocalAccount(t.db, email, PASSWORD);
    const { jar } = await signIn(email);
    const change = await t.app.inject({
      method: 'POST',
      url: '/idp/account/password',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ currentPassword: PASSWORD, newPassword: 'aaaaaaaa' }).toString(),
    });
    expect(change.statusCode).toBe(400);
    expect(change.body).toContain('Repeated characters like &quot;aaa&quot; are easy to guess.');
    expect((await signIn(email, PASSWORD)).done.headers.location).toBe('/');
  });

  it('a sign-out whose provider form is never sent (no JavaScript) leaves no provider session to sign the next person in', async () => {
    const email = someone('shared-computer');
    await createLocalAccount(t.db, email, PASSWORD);
    const { jar } = await signIn(email);
    const sessionId = jar.get(PROVIDER_SESSION_COOKIE)!;
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie: jar.header() } });
    jar.store(logout);
    expect(new URL(logout.headers.location as string).pathname).toBe('/idp/session/end');
    const left = await t.db
      .select()
      .from(idpPayloads)
      .where(and(eq(idpPayloads.kind, 'Session'), eq(idpPayloads.id, sessionId)));
    expect(left).toEqual([]);
    expect(await logInAgain(jar)).toBe('sign-in page');
  });

  it('offers a mailed sign-in link when guesses from everywhere keep the account waiting, and the reset link when throttled', async () => {
    const email = someone('besieged');
    await createLocalAccount(t.db, email, PASSWORD);
    // Guesses from many addresses have used up the account-wide free failures.
    await t.db.insert(rateLimits).values({
      key: RATE_LIMIT_KEYS.signInAccount(email),
      windowStart: new Date(),
      count: SIGN_IN_THROTTLE.accountFreeFailures + 10,
    });
    const owner = await signIn(email);
    expect(owner.answer.statusCode).toBe(429);
    expect(owner.answer.body).toContain('Many wrong passwords were tried for this account from elsewhere');
    expect(owner.answer.body).toContain(`href="/idp/forgot?email=${encodeURIComponent(email)}"`);
    const before = mailsTo(email);
    const asked = await submitForm(t.app, owner.jar, owner.answer, { email }, { action: '/idp/sign-in-link' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`If an account uses <b>${email}</b>, we sent it a link that signs you in.`);
    expect((await nextMail(mail, email, before)).text).toContain('Your Willow sign-in link');
    const link = mail.linkTo(email)!;
    expect(link).toMatch(/^http:\/\/localhost:3000\/idp\/sign-in\?token=[\w-]{43}$/);
    const page = await t.app.inject({ url: pathOf(link), headers: { cookie: owner.jar.header() } });
    expect(page.body).toContain('Press the button to sign in on this device.');
    const home = await follow(
      t.app,
      owner.jar,
      await submitForm(t.app, owner.jar, page, { token: new URL(link).searchParams.get('token')! }),
    );
    expect(home.headers.location).toBe('/');
    expect((await me(owner.jar)).json()).toMatchObject({ email, emailVerified: true });
    const reused = await submitForm(t.app, new CookieJar(), page, { token: new URL(link).searchParams.get('token')! });
    expect(reused.statusCode).toBe(400);
    // An unknown address gets the same page and no mail.
    const stranger = someone('nobody');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/idp/sign-in-link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: stranger }).toString(),
    });
    expect(unknown.body).toBe(asked.body.replaceAll(email, stranger));

    // A throttle on this browser only (guesses from here) offers the reset link, not the mailed sign-in.
    const guessed = someone('guessed');
    await createLocalAccount(t.db, guessed, PASSWORD);
    const { jar, page: signInPage } = await openSignIn(t, 'login');
    for (let i = 0; i < SIGN_IN_THROTTLE.pairFreeFailures; i++)
      await submitForm(t.app, jar, signInPage, { email: guessed, password: `wrong guess ${i}` });
    const slowed = await submitForm(t.app, jar, signInPage, { email: guessed, password: PASSWORD });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.body).toContain('Reset it by e-mail');
    expect(slowed.body).not.toContain('/idp/sign-in-link');
    await t.db.delete(rateLimits).where(eq(rateLimits.key, RATE_LIMIT_KEYS.signInIp('127.0.0.1')));
  });

  it('answers malformed recovery forms with 4xx and changes nothing', async () => {
    const cases = [
      { url: '/idp/forgot', payload: 'email=not-an-address', status: 400 },
      { url: '/idp/forgot', payload: `email=${'a'.repeat(400)}%40example.com`, status: 400 },
      { url: '/idp/reset', payload: 'token=made-up&password=river+stones+at+dawn', status: 400 },
      { url: '/idp/reset', payload: `token=${'x'.repeat(300)}&password=a`, status: 400 },
      { url: '/idp/sign-in', payload: 'token=%00', status: 400 },
      { url: '/idp/sign-in-link', payload: 'email=', status: 400 },
    ];
    const tokensBefore = (await t.db.select().from(idpLinkTokens)).length;
    for (const { url, payload, status } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(response.statusCode, `${url} ${payload}`).toBe(status);
    }
    const json = await t.app.inject({ method: 'POST', url: '/idp/reset', payload: { token: 5, password: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ statusCode: 400, message: expect.any(String) as string });
    expect(await t.db.select().from(idpLinkTokens)).toHaveLength(tokensBefore);
    // Another site's form cannot send mails in someone's name or sign a browser in with its own link.
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/idp/forgot',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=victim%40example.com',
      });
      expect(response.statusCode).toBe(403);
    }
    expect(mail.received.filter((m) => m.to.includes('victim@example.com'))).toEqual([]);
  });
});

describe('without SMTP_URL', () => {
  it('writes the reset link to the server log in the E-MAIL NOT SENT line', async () => {
    const lines: string[] = [];
    const t = await createTestApp('pglite', { LOG_LEVEL: 'warn' }, { write: (line) => lines.push(line) });
    try {
      await createLocalAccount(t.db, 'logged@example.com', PASSWORD);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/idp/forgot',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=logged%40example.com',
      });
      expect(answer.statusCode).toBe(200);
      const deadline = Date.now() + 5000;
      while (!lines.some((line) => line.includes('E-MAIL NOT SENT')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const line = lines.find((l) => l.includes('E-MAIL NOT SENT'))!;
      expect(line).toMatch(
        /E-MAIL NOT SENT \(no SMTP_URL is set\) to logged@example.com: \\"Reset your Willow password\\" open: http:\/\/localhost:3000\/idp\/reset\?token=[\w-]{43}/,
      );
    } finally {
      await t.close();
    }
  });
});
