import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CookieJar } from './cookie-jar.js';
import type { TestApp } from './harness.js';
import type { startMailServer } from './mail-server.js';

/** Walks the sign-in screens through app.inject as a browser would: following redirects, sending forms, opening mailed links. */

export type MailBox = Awaited<ReturnType<typeof startMailServer>>;

export const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return url.pathname + url.search;
};

/** Follows the app's redirects like a browser would, stopping at a page or the app's home. */
export async function follow(app: FastifyInstance, jar: CookieJar, response: LightMyRequestResponse) {
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

/** Sends the page's first form, or the one posting to `action`, with these fields. */
export async function submitForm(
  app: FastifyInstance,
  jar: CookieJar,
  page: LightMyRequestResponse,
  fields: Record<string, string>,
  options: { action?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const action = options.action ?? /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  expect(action, 'the page has a form').toBeTruthy();
  if (options.action) expect(page.body, `the page has a form posting to ${options.action}`).toContain(`action="${options.action}"`);
  const response = await app.inject({
    method: 'POST',
    url: action!,
    remoteAddress: options.remoteAddress,
    headers: { ...options.headers, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  jar.store(response);
  return response;
}

export async function openSignIn(t: TestApp, flow: 'signup' | 'login', jar = new CookieJar()) {
  const page = await follow(
    t.app,
    jar,
    await t.app.inject({ method: 'GET', url: `/api/login?flow=${flow}`, headers: { cookie: jar.header() } }),
  );
  return { jar, page };
}

/** Fills the sign-up form; the answer is the "check your e-mail" page whether or not the address has an account. */
export async function requestSignUp(t: TestApp, email: string, password: string) {
  const { jar, page } = await openSignIn(t, 'signup');
  const answer = await submitForm(t.app, jar, page, { email, password });
  return { jar, answer };
}

/** Opens the link last mailed to `email` in the browser of `jar` and presses its button, following the redirects. */
export async function openMailedLink(t: TestApp, mail: MailBox, jar: CookieJar, email: string) {
  const link = mail.linkTo(email.toLowerCase());
  expect(link, `a mail with a link went to ${email}`).toBeTruthy();
  const page = await t.app.inject({ method: 'GET', url: pathOf(link!), headers: { cookie: jar.header() } });
  return follow(t.app, jar, await submitForm(t.app, jar, page, { token: new URL(link!).searchParams.get('token')! }));
}

/** Signs up through the mailed link: the browser ends signed in. */
export async function signUp(t: TestApp, mail: MailBox, email: string, password: string) {
  const { jar, answer } = await requestSignUp(t, email, password);
  expect(answer.body).toContain('Check your e-mail');
  const done = await openMailedLink(t, mail, jar, email);
  return { jar, done };
}

/** Waits for a mail the server sends after it answered (recovery mails go out after the answer). */
export async function nextMail(mail: MailBox, to: string, after: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = mail.received.filter((m) => m.to.includes(to));
    if (mine.length > after) return mine.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail reached ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
