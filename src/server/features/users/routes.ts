import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { builtInIssuer } from '../../auth/idp/provider.js';
import { clearSessionCookie, userIdOf } from '../../auth/session-plugin.js';
import { patchUserBodySchema } from '../../../shared/users.js';
import { acceptTerms, deleteUser, getUserRow, toApiUser, updateUser } from './service.js';

export async function userRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  const localIssuer = builtInIssuer(config);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/auth/user', async (request) => toApiUser(await getUserRow(db, userIdOf(request)), localIssuer));

  routes.patch('/api/auth/user', { schema: { body: patchUserBodySchema } }, async (request) =>
    toApiUser(await updateUser(db, userIdOf(request), request.body, localIssuer), localIssuer),
  );

  routes.delete('/api/auth/user', async (request, reply) => {
    await deleteUser(db, userIdOf(request), localIssuer);
    clearSessionCookie(reply, config);
    return { message: 'Account deleted' };
  });

  // The identity provider's account page (password, sign-in methods), opened from the security settings.
  routes.get('/api/auth/account', async (_request, reply) =>
    reply.redirect(config.oidc ? (config.oidc.accountUrl ?? config.oidc.issuerUrl) : '/idp/account/password'),
  );

  routes.post('/api/auth/accept-tos', async (request) => toApiUser(await acceptTerms(db, userIdOf(request)), localIssuer));
}
