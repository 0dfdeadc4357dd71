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
export async function clientApp(app: FastifyInstance, opts: { dev: boolean }) {
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
  } else if (existsSync(clientDistFolder)) {
    await app.register(fastifyStatic, {
      root: clientDistFolder,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const hasIndex = existsSync(path.join(clientDistFolder, 'index.html'));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0]!;
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
