import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sent from another site. Requests
 * without Origin or Sec-Fetch-Site come from non-browser clients and carry no ambient
 * cookies of a victim, so they pass.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const appOrigin = new URL(opts.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const origin = request.headers.origin;
    if (!origin && !site) return;
    // The origin the request reached (scheme and host): another port or scheme is another site.
    if (origin && (origin === appOrigin || origin === `${request.protocol}://${request.headers.host}`)) return;
    throw new HttpError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
  });
});
