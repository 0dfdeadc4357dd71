import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Sets the security headers on one answer, then calls `done`. */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/**
 * Helmet's security headers, its middleware built once: @fastify/helmet built it anew for every
 * request (parsing the CSP again each time), the largest single cost of a cached `GET /api/auth/user`.
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const middleware = helmet(options);
  return (request, reply, done) => middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
}

/** The security headers on every answer that reaches the router (see `frameworkErrorAnswer` for those that do not). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { headers: SecurityHeaders }) => {
  app.addHook('onRequest', opts.headers);
});
