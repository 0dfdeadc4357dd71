import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createLocalAccount, createTestApp, databaseKinds, type TestApp } from '../../testing/harness.js';
import { startMailServer } from '../../testing/mail-server.js';
import { verifyCredentials } from '../../auth/idp/accounts.js';
import { builtInIssuer } from '../../auth/built-in-issuer.js';
import { SESSION_COOKIE, createSession } from '../../auth/sessions.js';
import { users } from '../../db/schema.js';
import type { User } from '../../../shared/users.js';
import { createServerLogMailer } from '../../providers/mail/server-log.js';
import { upsertUserFromClaims } from './service.js';
import { CookieJar } from '../../testing/cookie-jar.js';
import { nextMail, pathOf, submitForm } from '../../testing/sign-in-browser.js';

const PASSWORD = 'a calm long password';

describe.each(databaseKinds)('changing the sign-in e-mail (%s)', (kind) => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp(kind, { SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** A built-in account with its user, and two sessions of it (two devices). */
  async function localPerson(email = `${randomUUID().slice(0, 8)}@example.com`) {
    const accountId = await createLocalAccount(t.db, email, PASSWORD);
    const userId = await upsertUserFromClaims(t.db, {
      issuer: builtInIssuer(t.config),
      subject: accountId,
      email,
      firstName: 'Ana',
      lastName: null,
      profileImageUrl: null,
    });
    const device = async () => ({ cookie: `${SESSION_COOKIE}=${(await createSession(t.db, userId, null)).token}` });
    return { email, userId, phone: await device(), laptop: await device() };
  }
  const patch = (headers: { cookie: string }, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/user', headers, payload });
  const me = async (headers: { cookie: string }) => (await t.app.inject({ url: '/api/auth/user', headers })).json<User>();
  const signsIn = async (email: string) => (await verifyCredentials(t.db, { email, password: PASSWORD })).ok;
  /** Presses the button of a page a mailed link opened. */
  const pressButton = (page: LightMyRequestResponse) =>
    submitForm(t.app, new CookieJar(), page, { token: /name="token" value="([^"]*)"/.exec(page.body)![1]! });

  it('asks for the current password, and a session alone cannot move the e-mail', async () => {
    const ana = await localPerson();
    const missing = await patch(ana.laptop, { email: 'thief@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Enter your current password to change your e-mail.',
      issues: [{ path: 'currentPassword' }],
    });
    const wrong = await patch(ana.laptop, { email: 'thief@example.com', currentPassword: 'a guess at it', firstName: 'Mallory' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe('Your current password is not right. Please try again.');
    expect(await me(ana.phone)).toMatchObject({ email: ana.email, firstName: 'Ana', pendingEmail: null });
    expect(await signsIn(ana.email)).toBe(true);
    expect(mail.received.filter((m) => m.to.includes('thief@example.com'))).toEqual([]);
  });

  it('changes the e-mail only when the link sent to the new address is opened, and tells the old address', async () => {
    const ana = await localPerson();
    const newEmail = `new-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await patch(ana.laptop, { email: newEmail, currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: ana.email, pendingEmail: newEmail });
    expect(await signsIn(ana.email)).toBe(true);

    const link = mail.linkTo(newEmail);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/email\/confirm\?token=[\w-]{43}$/);
    // Opening the link, as a mail scanner does, only shows the button.
    const page = await t.app.inject({ url: new URL(link!).pathname + new URL(link!).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my new e-mail');
    expect(await me(ana.phone)).toMatchObject({ email: ana.email, pendingEmail: newEmail });
    const confirmed = await pressButton(page);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/settings/profile?email=confirmed');
    expect(await me(ana.phone)).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect(await signsIn(newEmail)).toBe(true);
    expect(await signsIn(ana.email)).toBe(false);
    const notice = mail.received.filter((m) => m.to.includes(ana.email)).at(-1)!;
    expect(notice.text).toContain(`now signs in with ${newEmail}`);

    const again = await pressButton(page);
    expect(again.headers.location).toBe('/settings/profile?email=invalid');
  });

  it('lets the old address undo the change for 7 days, signing every device out', async () => {
    const ana = await localPerson();
    const newEmail = `taken-over-${randomUUID().slice(0, 8)}@example.com`;
    await patch(ana.laptop, { email: newEmail, currentPassword: PASSWORD });
    await pressButton(await t.app.inject({ url: pathOf(mail.linkTo(newEmail)!) }));
    const undoLink = mail.linkTo(ana.email)!;
    expect(undoLink).toMatch(/^http:\/\/localhost:3000\/api\/auth\/email\/undo\?token=[\w-]{43}$/);
    expect(mail.received.filter((m) => m.to.includes(ana.email)).at(-1)!.text).toContain('works for 7 days');
    const [row] = await t.db.select().from(users).where(eq(users.id, ana.userId));
    expect(row!.emailUndoExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(row!.emailUndoTokenHash).not.toContain(new URL(undoLink).searchParams.get('token'));

    const page = await t.app.inject({ url: pathOf(undoLink) });
    expect(page.body).toContain('Undo the change');
    expect(await me(ana.phone)).toMatchObject({ email: newEmail });
    const undone = await pressButton(page);
    expect(undone.statusCode).toBe(200);
    expect(undone.body).toContain(`Your account signs in with ${ana.email} again`);
    expect(undone.body).toContain(`href="/idp/forgot?email=${encodeURIComponent(ana.email)}"`);
    expect((await t.app.inject({ url: '/api/auth/user', headers: ana.phone })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/user', headers: ana.laptop })).statusCode).toBe(401);
    expect(await signsIn(ana.email)).toBe(true);
    expect(await signsIn(newEmail)).toBe(false);
    expect((await pressButton(page)).statusCode).toBe(400);

    // Past 7 days the link no longer works.
    const bea = await localPerson();
    const beaNew = `later-${randomUUID().slice(0, 8)}@example.com`;
    await patch(bea.laptop, { email: beaNew, currentPassword: PASSWORD });
    await pressButton(await t.app.inject({ url: pathOf(mail.linkTo(beaNew)!) }));
    await t.db
      .update(users)
      .set({ emailUndoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, bea.userId));
    const late = await pressButton(await t.app.inject({ url: pathOf(mail.linkTo(bea.email)!) }));
    expect(late.statusCode).toBe(400);
    expect(await me(bea.phone)).toMatchObject({ email: beaNew });
  });

  it('a reset or an undo also ends what someone who knew the password left behind: a pending change and the links mailed meanwhile', async () => {
    const form = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.31.${Math.floor(Math.random() * 250)}.1`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const tokenOf = (to: string) => new URL(mail.linkTo(to)!).searchParams.get('token')!;
    const mailsTo = (to: string) => mail.received.filter((m) => m.to.includes(to)).length;
    const resetBy = async (email: string, password: string) => {
      const before = mailsTo(email);
      await form('/idp/forgot', { email });
      await nextMail(mail, email, before);
      return form('/idp/reset', { token: tokenOf(email), password });
    };

    // Someone who knows Ana's password asks to move her e-mail; Ana resets her password first.
    const ana = await localPerson();
    const intruder = `intruder-${randomUUID().slice(0, 8)}@example.com`;
    await patch(ana.laptop, { email: intruder, currentPassword: PASSWORD });
    const pending = await t.app.inject({ url: pathOf(mail.linkTo(intruder)!) });
    expect((await resetBy(ana.email, 'river stones at dawn')).statusCode).toBe(303);
    const late = await pressButton(pending);
    expect(late.headers.location).toBe('/settings/profile?email=invalid');
    const [anaRow] = await t.db.select().from(users).where(eq(users.id, ana.userId));
    expect(anaRow).toMatchObject({ email: ana.email, pendingEmail: null });

    // Bea's e-mail was moved; the intruder asked for a reset link at the new address before Bea undid it.
    const bea = await localPerson();
    const thief = `thief-${randomUUID().slice(0, 8)}@example.com`;
    await patch(bea.laptop, { email: thief, currentPassword: PASSWORD });
    await pressButton(await t.app.inject({ url: pathOf(mail.linkTo(thief)!) }));
    const before = mailsTo(thief);
    await form('/idp/forgot', { email: thief });
    await nextMail(mail, thief, before);
    const heldByThief = tokenOf(thief);
    expect((await pressButton(await t.app.inject({ url: pathOf(mail.linkTo(bea.email)!) }))).statusCode).toBe(200);
    const used = await form('/idp/reset', { token: heldByThief, password: 'the thief keeps this one' });
    expect(used.statusCode).toBe(400);
    expect(used.body).toContain('This link no longer works');
    expect(await signsIn(bea.email)).toBe(true);
  });

  it('answers a malformed confirm or undo form with 400 and changes nothing', async () => {
    const ana = await localPerson();
    for (const url of ['/api/auth/email/confirm', '/api/auth/email/undo']) {
      for (const payload of [{}, { token: 5 }, { token: 'x'.repeat(201) }]) {
        const response = await t.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) as string });
      }
    }
    expect(await me(ana.phone)).toMatchObject({ email: ana.email });
  });

  it('answers alike for an address another account uses, which gets a notice and no link', async () => {
    const ana = await localPerson();
    const bea = await localPerson();
    const asked = await patch(ana.laptop, { email: bea.email.toUpperCase(), currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: ana.email, pendingEmail: bea.email });
    const notice = mail.received.filter((m) => m.to.includes(bea.email)).at(-1);
    expect(notice?.text).toContain('an account already signs in with it');
    expect(mail.linkTo(bea.email)).toBeUndefined();
    expect(await me(ana.phone)).toMatchObject({ email: ana.email });
    // Byte for byte the same as for an address no one uses.
    const free = `free-${randomUUID().slice(0, 8)}@example.com`;
    const askedFree = await patch(ana.laptop, { email: free, currentPassword: PASSWORD });
    expect(askedFree.statusCode).toBe(asked.statusCode);
    expect(askedFree.body.replaceAll(free, bea.email)).toBe(asked.body);
    expect(Object.keys(askedFree.headers).sort()).toEqual(Object.keys(asked.headers).sort());
  });

  it('refuses a link that expired or never existed', async () => {
    const ana = await localPerson();
    const newEmail = `late-${randomUUID().slice(0, 8)}@example.com`;
    await patch(ana.laptop, { email: newEmail, currentPassword: PASSWORD });
    await t.db
      .update(users)
      .set({ pendingEmailExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, ana.userId));
    const link = new URL(mail.linkTo(newEmail)!);
    expect((await pressButton(await t.app.inject({ url: link.pathname + link.search }))).headers.location).toBe(
      '/settings/profile?email=invalid',
    );
    expect((await pressButton(await t.app.inject({ url: '/api/auth/email/confirm?token=made-up' }))).headers.location).toBe(
      '/settings/profile?email=invalid',
    );
    expect((await t.app.inject({ url: '/api/auth/email/confirm' })).statusCode).toBe(400);
    expect(await me(ana.phone)).toMatchObject({ email: ana.email, pendingEmail: null });
  });

  it('leaves an e-mail that comes from an external issuer to that issuer', async () => {
    const userId = await upsertUserFromClaims(t.db, {
      issuer: 'https://id.example.com',
      subject: randomUUID(),
      email: 'someone@company.example',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    const headers = { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, userId, null)).token}` };
    const response = await patch(headers, { email: 'other@example.com', currentPassword: 'anything at all' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Your e-mail comes from your sign-in provider; change it there.');
  });
});

describe('without an SMTP server', () => {
  it('says 502 when the mail cannot be sent, and keeps nothing pending', async () => {
    const closed = await startMailServer();
    await closed.close();
    const t = await createTestApp('pglite', { SMTP_URL: closed.url });
    try {
      const accountId = await createLocalAccount(t.db, 'offline@example.com', PASSWORD);
      const userId = await upsertUserFromClaims(t.db, {
        issuer: builtInIssuer(t.config),
        subject: accountId,
        email: 'offline@example.com',
        firstName: null,
        lastName: null,
        profileImageUrl: null,
      });
      const headers = { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, userId, null)).token}` };
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/user',
        headers,
        payload: { email: 'new@example.com', currentPassword: PASSWORD },
      });
      expect(response.statusCode).toBe(502);
      expect(errorOf(response).message).toBe('We could not send the confirmation e-mail. Please try again later.');
      // What the mail server said (its address, its refusal) stays in the log.
      expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message', 'requestId', 'statusCode']);
      expect((await t.app.inject({ url: '/api/auth/user', headers })).json<User>().pendingEmail).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('writes the mail, link included, to the server log', async () => {
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line) } as unknown as FastifyBaseLogger;
    await createServerLogMailer(log).send({
      to: 'ana@example.com',
      subject: 'Confirm',
      text: 'Open http://localhost:3000/api/auth/email/confirm?token=abc',
    });
    expect(lines).toEqual([
      'E-MAIL NOT SENT (no SMTP_URL is set) to ana@example.com: "Confirm" open: http://localhost:3000/api/auth/email/confirm?token=abc\n\nOpen http://localhost:3000/api/auth/email/confirm?token=abc',
    ]);
  });
});
