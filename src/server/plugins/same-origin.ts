import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sent from another site. Requests without
 * Origin or Sec-Fetch-Site come from non-browser clients and carry no ambient cookies of a
 * victim, so they pass. With APP_URL set, its origin is the only one accepted (ASVS 50.2: the
 * Origin checked against an allow-list, never against what the request says about itself).
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string; appUrlConfigured: boolean }) => {
  const appOrigin = new URL(opts.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (site === undefined || site === 'same-origin' || site === 'none') return;
    } else if (origin === appOrigin) {
      return;
    } else if (!opts.appUrlConfigured) {
      // Without APP_URL the app is wherever the browser reached it (scheme and host): another port or scheme is another site.
      if (site === 'same-origin' || origin === `${request.protocol}://${request.headers.host}`) return;
    }
    throw new HttpError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
  });
});
