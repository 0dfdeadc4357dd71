import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';

// A NUL character, or half of a UTF-16 surrogate pair without its other half.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Postgres text and jsonb cannot hold NUL characters or unpaired surrogates, so such input
 * would fail its query with a 500 (or be silently altered). Any string in the body, query
 * or path that has one is refused up front with a 400 naming the field, before any write.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['path', request.params],
    ] as const) {
      const path = findUnstorable(value, '');
      if (path === null) continue;
      const field = path || where;
      const message = `${field} contains a character that cannot be saved (a NUL character or broken Unicode)`;
      throw new HttpError(400, 'VALIDATION_ERROR', message, { issues: [{ path, message }] });
    }
  });
});

/** Whether Postgres can hold this text as it is. */
export function isStorable(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The dotted path of the first string that cannot be stored (for a bad key, its parent's path), or null. */
export function findUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (UNSTORABLE.test(key)) return path;
    const itemPath = path ? `${path}.${key}` : key;
    const found = findUnstorable(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}
