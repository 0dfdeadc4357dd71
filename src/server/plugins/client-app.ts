import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '../../shared/errors.js';
import { clientDistFolder, projectRoot } from '../lib/paths.js';

const SERVER_PREFIXES = ['/api/', '/idp/'];
const isServerPath = (url: string) => url === '/api' || url === '/idp' || SERVER_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the React app: the Vite build in production, Vite's dev server with hot reload
 * in development. Unknown server paths answer a JSON 404; any other page gets index.html
 * and the client router decides (its own '404 Page Not Found').
 */
export async function clientApp(app: FastifyInstance, opts: { dev: boolean; root?: string }) {
  const root = opts.root ?? clientDistFolder;
  if (opts.dev) {
    const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
    const vite = await createServer({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'spa',
    });
    await app.register(middie);
    app.use((req, res, next) => (isServerPath(req.url ?? '/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
  } else if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file (scripts/vite-precompress.ts).
      preCompressed: true,
      // Our own header below, not send's default 'public, max-age=0'.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed names change with their content, so they never need asking again; the rest
        // (index.html, the manifest, the service worker, icons) is checked on every visit.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL may travel as Brotli, gzip or plain, so caches on the way key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const hasIndex = existsSync(path.join(root, 'index.html'));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?', 1)[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isServerPath(url)) {
      if (hasIndex) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.type('text/plain').send('The web client is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).send({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${url}`,
      requestId: request.id,
    } satisfies ErrorBody);
  });
}
