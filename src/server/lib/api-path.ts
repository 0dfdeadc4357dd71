import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/errors.js';

/** Percent-encodings are peeled this many times at most (`%2561` is `%61` is `a`). */
const DECODE_ROUNDS = 4;

/**
 * A URL's path as a lenient reader would take it: percent-decoded until nothing changes, in
 * lower case, with backslashes, repeated slashes and dot segments resolved. Only for deciding
 * whether a path is an API path; never for routing.
 */
export function normalizedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded.split(/[?#]/, 1)[0] ?? '';
  }
  const segments: string[] = [];
  for (const segment of path.toLowerCase().replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** The path is /api or under it, however it is spelled. */
export const isApiPath = (url: string) => /^\/api(\/|$)/.test(normalizedPath(url));

/**
 * Refuses an API path spelled any other way than `/api/...` (`/%61pi/...`, `//api/...`): the
 * router decodes it to an API route, but the hooks that guard the API (session, same-origin,
 * no-store) and the log's redaction go by the literal prefix.
 */
export async function refuseDisguisedApiPaths(request: FastifyRequest, reply: FastifyReply) {
  if (request.url.startsWith('/api/') || !isApiPath(request.url)) return;
  return reply.status(404).send({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: 'No such API path: write it as /api/...',
    requestId: request.id,
  } satisfies ErrorBody);
}
