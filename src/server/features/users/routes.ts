import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { builtInIssuer } from '../../auth/built-in-issuer.js';
import { clearSessionCookie, userIdOf } from '../../auth/session-plugin.js';
import { emailConfirmQuerySchema, patchUserBodySchema, userSchema } from '../../../shared/users.js';
import { messageSchema } from '../../../shared/errors.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { billingDeps, type BillingRouteOptions } from '../billing/routes.js';
import { endSubscriptionOf } from '../billing/service.js';
import { confirmEmailChange, requestEmailChange } from './email-change.js';
import { acceptTerms, deleteUser, toApiUser, updateUser } from './service.js';
import { redirectTo } from '../../lib/answers.js';

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
 * The link mailed to a new e-mail. Its token is the proof, so it works signed out or on another
 * device; it is registered outside the signed-in scope.
 */
export async function emailConfirmationRoutes(app: FastifyInstance, opts: { db: Db; config: Config; mailer: Mailer }) {
  const emailChange = { db: opts.db, mailer: opts.mailer, appUrl: opts.config.appUrl, localIssuer: builtInIssuer(opts.config) };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/email/confirm',
    {
      schema: {
        querystring: emailConfirmQuerySchema,
        response: { 302: redirectTo('the profile page, saying how the confirmation ended') },
      },
    },
    async (request, reply) => {
      const result = await confirmEmailChange(emailChange, request.query.token);
      return reply.redirect(`/settings/profile?email=${result}`);
    },
  );
}
