import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { IDP_MOUNT } from '../built-in-issuer.js';
import { messagePage } from './pages.js';
import { DEVICE_COOKIE, deviceCookieFor } from './sign-in-throttle.js';

const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface ScreenDeps {
  provider: Provider;
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** Answers a screen of the provider: HTML, never cached. */
export const html = (reply: FastifyReply, page: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

/** What the sign-in, sign-up and password screens share: the interaction, the device mark, and the way back to the app. */
export function interactionSteps(provider: Provider, config: Config) {
  /** The interaction this screen belongs to; null when it expired (the page says so). */
  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      html(
        reply,
        messagePage('This sign-in has expired', 'Please start again from the app.', { href: '/', label: 'Back to the app' }),
        400,
      );
      return null;
    }
  };

  // Marks this browser as one that signed in to the account, for the sign-in throttle.
  const rememberDevice = (reply: FastifyReply, email: string) =>
    reply.setCookie(DEVICE_COOKIE, deviceCookieFor(config.sessionSecret, email), {
      path: IDP_MOUNT,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });

  /** Signs the account in and goes back to the app. */
  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    // `create` is always resolved too: someone sent to sign-up may sign in to an existing account instead.
    const target = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId }, create: {} },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(target, 303);
  };

  return { details, rememberDevice, finish };
}
