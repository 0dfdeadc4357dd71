import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';

/** No request body of this API nests deeper than a few levels; 32 leaves room and bounds every walk over it. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted in one pass without
 * recursion, so a body like `[[[[...]]]]` thousands deep costs nothing to measure.
 */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning checks), behind a depth limit:
 * an excessively nested body is refused with a 400 before anything parses or walks it.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      const message = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
      done(new HttpError(400, 'BODY_TOO_DEEP', message), undefined);
      return;
    }
    // The default parser answers through `done`; the promise its type allows is never made.
    void parseJson(request, text, done);
  });
});
