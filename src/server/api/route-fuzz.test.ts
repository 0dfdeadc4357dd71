import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../testing/harness.js';
import { FIXTURE_DAY, SESSION_ENDING_ROUTES, apiRoutes, personWithData, routeKey, storedData } from '../testing/route-fixtures.js';
import type { CatalogRoute } from '../plugins/route-catalog.js';
import type { ErrorBody } from '../../shared/errors.js';

/** Text that has broken servers: NUL, lone surrogates, huge numbers, paths, markup, SQL, format strings. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '😀',
  '..',
  '../..',
  '%',
  '%00',
  '%ED%A0%80',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '%s%n',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '2026-02-30',
  'constructor',
  '__proto__',
  'null',
  'true',
  '\n\r\t',
  'x'.repeat(20_000),
];

// Stands for JSON nested 5,000 deep, spliced into the body's text (fast-check cannot print such a value).
const DEEP = '__deeply_nested__';
const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

const nastyText = fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: 'binary', maxLength: 40 }));
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, DEEP),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(nastyText, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The field names a zod object schema knows, so bad values land on real fields as well as unknown ones. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown } } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as { def?: { in?: unknown; schema?: unknown } } | undefined)?.def;
  return inner ? fieldsOf(inner.in ?? inner.schema) : [];
}

function badRequest(route: CatalogRoute) {
  const fields = [...fieldsOf(route.schema?.body), 'unexpected', '__proto__'];
  const body = fc.oneof(fc.dictionary(fc.constantFrom(...fields), nastyValue, { maxKeys: 6 }), nastyValue);
  const params = fc.array(nastyText, { minLength: 4, maxLength: 4 });
  const query = fc.dictionary(fc.constantFrom('query', 'days', 'date', 'flow', 'session_id', 'x'), nastyText, { maxKeys: 3 });
  return fc.record({ body, params, query });
}

const NOT_CONFIGURED_CODES = new Set(['NO_TEXT_TO_SPEECH', 'NO_SPEECH_TO_TEXT']);
const isNotConfigured = (response: { statusCode: number; body: string }) =>
  response.statusCode === 503 && NOT_CONFIGURED_CODES.has((JSON.parse(response.body) as { code?: string }).code ?? '');

/** The route's URL with each path parameter replaced by raw text, percent-encoded where needed to be a URL at all. */
function urlOf(route: CatalogRoute, params: string[], query: Record<string, string>): string {
  let index = 0;
  const path = route.url.replace(/:(\w+)/g, () => {
    const text = params[index++] ?? '';
    try {
      return text.includes('%') ? text : encodeURIComponent(text);
    } catch {
      return '%ED%A0%80'; // a lone surrogate, as bytes
    }
  });
  const search = Object.entries(query)
    .map(([key, value]) => {
      try {
        return `${key}=${encodeURIComponent(value)}`;
      } catch {
        return `${key}=%ED%A0%80`;
      }
    })
    .join('&');
  return search ? `${path}?${search}` : path;
}

describe.each(databaseKinds)('generated bad input on every route that takes input (%s)', (kind) => {
  const runs = kind === 'pglite' ? 100 : 25;
  let t: TestApp;
  let person: Awaited<ReturnType<typeof personWithData>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    person = await personWithData(t);
  });
  afterAll(() => t.close());

  it('never answers 500, and a refused request changes nothing', async () => {
    const routes = apiRoutes(t).filter(
      (route) => (route.schema?.body || route.schema?.params || route.schema?.querystring) && !SESSION_ENDING_ROUTES.has(routeKey(route)),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const before = await storedData(t, person);
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(badRequest(route), async ({ body, params, query }) => {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: urlOf(route, route.url.includes(':date') ? [FIXTURE_DAY, ...params] : params, query),
            headers: { ...person.headers, 'content-type': 'application/json' },
            payload:
              route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(body).replaceAll(`"${DEEP}"`, DEEP_JSON),
          });
          // A service this server has not set up (speech) answers 503 on purpose, whatever the input; nothing else may reach 500.
          if (!isNotConfigured(response))
            expect(response.statusCode, `${routeKey(route)} ${response.body.slice(0, 200)}`).toBeLessThan(500);
          if (response.statusCode < 400) accepted++;
          else if (!String(response.headers['content-type']).startsWith('text/html')) {
            expect(response.json<Partial<ErrorBody>>().message, `${routeKey(route)} ${response.body.slice(0, 200)}`).toEqual(
              expect.any(String),
            );
          }
        }),
        { numRuns: runs },
      );
      // Generated input is almost never valid; when every call was refused, nothing may have changed.
      if (accepted === 0) expect(await storedData(t, person), routeKey(route)).toEqual(before);
    }
  }, 180_000); // every route that takes input, many bodies each: minutes on a busy 2-core machine
});
