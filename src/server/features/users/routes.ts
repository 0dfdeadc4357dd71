import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { builtInIssuer } from '../../auth/built-in-issuer.js';
import { clearSessionCookie, userIdOf } from '../../auth/session-plugin.js';
import { emailLinkFormSchema, emailLinkQuerySchema, patchUserBodySchema, userSchema } from '../../../shared/users.js';
import { messageSchema } from '../../../shared/errors.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { billingDeps, type BillingRouteOptions } from '../billing/deps.js';
import { endSubscriptionOf } from '../billing/service.js';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change.js';
import { confirmEmailPage, emailUndonePage, undoEmailPage, undoGonePage, undoTakenPage } from './email-link-pages.js';
import { endAccountSignIns } from '../../auth/idp/account-sign-ins.js';
import { acceptTerms, deleteUser, toApiUser, updateUser } from './service.js';
import { mediaAnswer, redirectTo } from '../../lib/answers.js';

export async function userRoutes(app: FastifyInstance, opts: { db: Db; config: Config; mailer: Mailer; billing: BillingRouteOptions }) {
  const { db, config } = opts;
  const localIssuer = builtInIssuer(config);
  const emailChange = { db, mailer: opts.mailer, appUrl: config.appUrl, localIssuer };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/auth/user', { schema: { response: { 200: userSchema } } }, async (request) =>
    toApiUser(await app.userCache.get(userIdOf(request)), localIssuer),
  );

  routes.patch('/api/auth/user', { schema: { body: patchUserBodySchema, response: { 200: userSchema } } }, async (request) => {
    const { email, currentPassword, ...profile } = request.body;
    const userId = userIdOf(request);
    // The e-mail first: a wrong password then changes nothing else either.
    if (email !== undefined) await requestEmailChange(emailChange, userId, { email, currentPassword });
    return toApiUser(await updateUser(db, userId, profile), localIssuer);
  });

  routes.delete('/api/auth/user', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    const userId = userIdOf(request);
    // A paying person who leaves stops paying: the subscription ends first, or nothing is deleted.
    await endSubscriptionOf(billingDeps(opts.billing, request), userId);
    await deleteUser(db, userId, localIssuer);
    // The rows went with the user; every instance now forgets the sessions it still holds.
    await app.sessions.endAllOf(userId);
    clearSessionCookie(reply, config);
    return { message: 'Account deleted' };
  });

  // The identity provider's account page (password, sign-in methods), opened from the security settings.
  routes.get(
    '/api/auth/account',
    { schema: { response: { 302: redirectTo("the identity provider's account page") } } },
    async (_request, reply) => reply.redirect(config.oidc ? (config.oidc.accountUrl ?? config.oidc.issuerUrl) : '/idp/account/password'),
  );

  routes.post('/api/auth/accept-tos', { schema: { response: { 200: userSchema } } }, async (request) =>
    toApiUser(await acceptTerms(db, userIdOf(request)), localIssuer),
  );
}

/**
 * The links mailed about an e-mail change: to the new address (confirm) and to the old one (undo).
 * Their tokens are the proof, so they work signed out or on another device; they are registered
 * outside the signed-in scope. Each opens a page whose button (a form POST) does the change.
 */
export async function emailConfirmationRoutes(app: FastifyInstance, opts: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config } = opts;
  const localIssuer = builtInIssuer(config);
  const emailChange = { db, mailer: opts.mailer, appUrl: config.appUrl, localIssuer };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/email/confirm',
    { schema: { querystring: emailLinkQuerySchema, response: { 200: mediaAnswer('text/html', 'A page with the button that confirms') } } },
    async (request, reply) => html(reply, confirmEmailPage(request.query.token)),
  );

  routes.post(
    '/api/auth/email/confirm',
    {
      schema: {
        body: emailLinkFormSchema,
        response: { 303: redirectTo('the profile page, saying how the confirmation ended') },
      },
    },
    async (request, reply) => {
      const result = await confirmEmailChange(emailChange, request.body.token);
      return reply.redirect(`/settings/profile?email=${result}`, 303);
    },
  );

  routes.get(
    '/api/auth/email/undo',
    { schema: { querystring: emailLinkQuerySchema, response: { 200: mediaAnswer('text/html', 'A page with the button that undoes') } } },
    async (request, reply) => html(reply, undoEmailPage(request.query.token)),
  );

  routes.post(
    '/api/auth/email/undo',
    {
      schema: {
        body: emailLinkFormSchema,
        response: {
          200: mediaAnswer('text/html', 'The e-mail is back; every device was signed out'),
          400: mediaAnswer('text/html', 'The link no longer works'),
          409: mediaAnswer('text/html', 'Another account took the address meanwhile'),
        },
      },
    },
    async (request, reply) => {
      const result = await undoEmailChange(db, request.body.token);
      if (result.status === 'invalid') return html(reply, undoGonePage(), 400);
      if (result.status === 'taken') return html(reply, undoTakenPage(), 409);
      await endAccountSignIns(db, app.sessions, { issuer: localIssuer, accountId: result.accountId });
      clearSessionCookie(reply, config);
      return html(reply, emailUndonePage(result.email));
    },
  );
}
