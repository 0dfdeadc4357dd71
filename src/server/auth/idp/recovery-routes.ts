import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { accountEmailSchema } from './accounts.js';
import { endAccountSignIns } from './account-sign-ins.js';
import { confirmFormSchema, confirmQuerySchema, emailFormSchema, forgotQuerySchema, resetFormSchema } from './forms.js';
import { issueLinkToken, LINK_LIFETIME_MINUTES } from './link-tokens.js';
import { confirmSignInLinkPage, forgotPasswordPage, messagePage, recoverySentPage, resetPasswordPage, usedLinkPage } from './pages.js';
import { IDP_MOUNT, builtInIssuer } from '../built-in-issuer.js';
import {
  mailPasswordReset,
  mailSignInLink,
  passwordChangedNotice,
  recoveryWait,
  resetLinkWorks,
  resetPassword,
  signInLinkWorks,
  useSignInLink,
} from './recovery.js';
import { tooManyMessage } from './wait-message.js';

/** Holds a one-time sign-in for the browser that just used a mailed link; the next sign-in screen uses it. */
export const RESUME_COOKIE = 'willow_resume';

export interface RecoveryRouteDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  html: (reply: FastifyReply, page: string, status?: number) => FastifyReply;
}

/**
 * "Forgot your password?", the reset link, and the mailed sign-in link. Asking for a mail answers
 * at once and alike for every address; the mail is looked up and sent after the answer, so
 * neither the page nor its timing tells whether the address has an account.
 */
export async function recoveryRoutes(app: FastifyInstance, deps: RecoveryRouteDeps) {
  const { db, config, mailer, html } = deps;
  const recovery = { db, mailer, appUrl: config.appUrl };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const appOrigin = new URL(config.appUrl).origin;
  // Another site's form must not send mails in someone's name, nor sign a browser in to an account
  // whose link the other site holds (login CSRF): these forms are only taken from Willow's own pages.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'cross-site' || site === 'same-site' || (origin && origin !== appOrigin && origin !== 'null')) {
      return html(
        reply,
        messagePage('This form came from another site', 'Please start again from Willow.', { href: '/', label: 'Back to the app' }),
        403,
      );
    }
  });
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  /** Runs `task` once the answer has gone out (not before: on PGlite a query holds the one thread), tracked so closing waits for it. */
  const afterAnswer = (request: FastifyRequest, reply: FastifyReply, what: string, task: () => Promise<void>) => {
    const answered = new Promise<void>((resolve) => {
      // After the turn that finished the answer, so nothing of the lookup delays it; a person who
      // left before the answer was complete ('close') still gets the mail.
      const later = () => setImmediate(resolve);
      reply.raw.once('finish', later);
      reply.raw.once('close', later);
    });
    const run = answered
      .then(task)
      .catch((error: unknown) => request.log.error({ err: error }, `${what} e-mail could not be sent`))
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  /** Signs this browser in through the usual sign-in flow, which finds the one-time sign-in in its cookie. */
  const signInHere = async (reply: FastifyReply, accountId: string) => {
    const token = await issueLinkToken(db, accountId, 'resume');
    reply.setCookie(RESUME_COOKIE, token, {
      path: IDP_MOUNT,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: LINK_LIFETIME_MINUTES.resume * 60,
    });
    return reply.redirect('/api/login?flow=login', 303);
  };

  /** The e-mail of a recovery form, or the page that says what is wrong with it. */
  const askForMail = async (request: FastifyRequest, reply: FastifyReply, rawEmail: string, kind: 'reset' | 'sign-in') => {
    const parsed = accountEmailSchema.safeParse(rawEmail);
    if (!parsed.success)
      return html(
        reply,
        forgotPasswordPage({ email: rawEmail, error: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address' }),
        400,
      );
    const email = parsed.data;
    const wait = await recoveryWait(db, { ip: request.ip, email });
    if (wait !== null) return html(reply, forgotPasswordPage({ email, error: tooManyMessage(wait) }), 429);
    afterAnswer(request, reply, kind, () => (kind === 'reset' ? mailPasswordReset(recovery, email) : mailSignInLink(recovery, email)));
    return html(reply, recoverySentPage(email, kind));
  };

  routes.get(`${IDP_MOUNT}/forgot`, { schema: { querystring: forgotQuerySchema } }, async (request, reply) =>
    html(reply, forgotPasswordPage({ email: request.query.email })),
  );

  routes.post(`${IDP_MOUNT}/forgot`, { schema: { body: emailFormSchema } }, async (request, reply) =>
    askForMail(request, reply, request.body.email, 'reset'),
  );

  routes.get(`${IDP_MOUNT}/reset`, { schema: { querystring: confirmQuerySchema } }, async (request, reply) =>
    (await resetLinkWorks(db, request.query.token))
      ? html(reply, resetPasswordPage(request.query.token))
      : html(reply, usedLinkPage('reset'), 400),
  );

  routes.post(`${IDP_MOUNT}/reset`, { schema: { body: resetFormSchema } }, async (request, reply) => {
    const { token, password } = request.body;
    const result = await resetPassword(db, token, password);
    if (!result.ok) {
      return result.reason === 'weak'
        ? html(reply, resetPasswordPage(token, result.message), 400)
        : html(reply, usedLinkPage('reset'), 400);
    }
    // Whoever knew the old password, or held a session, is out everywhere; this browser signs in below.
    await endAccountSignIns(db, app.sessions, { issuer: builtInIssuer(config), accountId: result.accountId });
    afterAnswer(request, reply, 'password changed', () => mailer.send(passwordChangedNotice(config.appUrl, result.email)));
    return signInHere(reply, result.accountId);
  });

  routes.post(`${IDP_MOUNT}/sign-in-link`, { schema: { body: emailFormSchema } }, async (request, reply) =>
    askForMail(request, reply, request.body.email, 'sign-in'),
  );

  routes.get(`${IDP_MOUNT}/sign-in`, { schema: { querystring: confirmQuerySchema } }, async (request, reply) =>
    (await signInLinkWorks(db, request.query.token))
      ? html(reply, confirmSignInLinkPage(request.query.token))
      : html(reply, usedLinkPage('sign-in'), 400),
  );

  routes.post(`${IDP_MOUNT}/sign-in`, { schema: { body: confirmFormSchema } }, async (request, reply) => {
    const used = await useSignInLink(db, request.body.token);
    if (!used) return html(reply, usedLinkPage('sign-in'), 400);
    return signInHere(reply, used.accountId);
  });
}
