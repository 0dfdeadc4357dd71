import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet built
 * it anew for every request (parsing the CSP again each time), the largest single cost of a
 * cached `GET /api/auth/user`.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => middleware(request.raw, reply.raw, (error) => done(error as Error | undefined)));
});
