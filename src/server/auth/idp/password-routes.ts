import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getUserRow } from '../../features/users/service.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { IDP_MOUNT, builtInIssuer } from '../built-in-issuer.js';
import { sessionToken } from '../session-plugin.js';
import { PASSWORD_CHECK_LIMIT, RATE_LIMIT_KEYS, changePassword } from './accounts.js';
import { PROVIDER_SESSION_COOKIE, endAccountSignIns } from './account-sign-ins.js';
import { passwordFormSchema } from './forms.js';
import { changePasswordPage } from './pages.js';
import { passwordChangedNotice } from './recovery.js';
import { html, type ScreenDeps } from './interaction-steps.js';
import { tooManyMessage } from './wait-message.js';

/** Change password for accounts of the built-in provider, reached from the app's security page. */
export async function passwordRoutes(app: FastifyInstance, { db, config, mailer }: ScreenDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const localAccountId = async (request: FastifyRequest) => {
    if (!request.session) return null;
    const user = await getUserRow(db, request.session.userId).catch(() => null);
    return user && user.issuer === builtInIssuer(config) ? user.subject : null;
  };

  app.get(`${IDP_MOUNT}/account/password`, async (request, reply) => {
    if (!(await localAccountId(request))) return reply.redirect('/api/login?flow=login');
    return html(reply, changePasswordPage());
  });

  routes.post(`${IDP_MOUNT}/account/password`, { schema: { body: passwordFormSchema } }, async (request, reply) => {
    const accountId = await localAccountId(request);
    if (!accountId) return reply.redirect('/api/login?flow=login', 303);
    const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.password(accountId), PASSWORD_CHECK_LIMIT);
    if (!gate.allowed) {
      return html(reply, changePasswordPage({ error: { field: 'form', message: tooManyMessage(gate.retryAfterSeconds) } }), 429);
    }
    const result = await changePassword(db, accountId, request.body);
    if (!result.ok) return html(reply, changePasswordPage({ error: { field: result.field, message: result.message } }), 400);
    // Someone who knew the old password is signed out everywhere else, the provider's sign-ins
    // included (or they would get back in without it); this device stays signed in.
    await endAccountSignIns(
      db,
      app.sessions,
      { issuer: builtInIssuer(config), accountId },
      { sessionToken: sessionToken(request, config), providerSessionId: request.cookies[PROVIDER_SESSION_COOKIE] },
    );
    await mailer
      .send(passwordChangedNotice(config.appUrl, result.email))
      .catch((error: unknown) => request.log.error({ err: error }, 'password-changed e-mail could not be sent'));
    return html(reply, changePasswordPage({ done: true }));
  });
}
