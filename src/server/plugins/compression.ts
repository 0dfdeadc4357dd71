import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * JSON answers over 1 kB travel compressed (Brotli, else gzip). Only JSON: event streams (chat,
 * voice) must reach the browser as they are written, audio is compressed already, and the
 * static files come compressed from the build (scripts/vite-precompress.ts).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], customTypes: /^application\/json\b/ });
});
