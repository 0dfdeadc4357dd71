import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers hold health data: no browser cache, proxy or CDN may keep them. A route that
 * chooses its own caching (none does today) keeps its header.
 */
export const apiNoStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
