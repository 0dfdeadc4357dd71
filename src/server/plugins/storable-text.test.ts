import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../testing/harness.js';
import { findUnstorable } from './storable-text.js';

describe('findUnstorable', () => {
  it('finds NUL characters and unpaired surrogates anywhere in a body, and passes everything else', () => {
    expect(findUnstorable({ a: 'fine 😀 ü', b: [1, true, null, { c: 'ok' }] }, '')).toBeNull();
    expect(findUnstorable({ a: 'x\u0000y' }, '')).toBe('a');
    expect(findUnstorable({ a: [{ b: 'ok' }, { b: 'x\uD800' }] }, '')).toBe('a.1.b');
    expect(findUnstorable({ a: '\uDC00 alone' }, '')).toBe('a');
    expect(findUnstorable({ a: { 'bad\u0000key': 1 } }, '')).toBe('a');
    expect(findUnstorable('\u0000', '')).toBe('');
  });
});

// Postgres text and jsonb cannot hold these; each write must be a 400 naming the field, never a 500.
const CASES: [string, string, (bad: string) => Record<string, unknown>, string][] = [
  ['PATCH', '/api/auth/user', (bad) => ({ firstName: bad }), 'firstName'],
  ['PATCH', '/api/settings', (bad) => ({ openEndedHealthFocus: bad }), 'openEndedHealthFocus'],
  ['POST', '/api/intake-form', (bad) => ({ storyAndVision: 'fine', journeyDetails: bad }), 'journeyDetails'],
  ['POST', '/api/feedback', (bad) => ({ message: bad, type: 'general' }), 'message'],
];

describe.each(databaseKinds)('text that cannot be stored (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  for (const bad of ['a\u0000b', 'a\uD800b']) {
    it.each(CASES)(`%s %s refuses ${JSON.stringify(bad)} with 400 and saves nothing`, async (method, url, body, field) => {
      const me = await signedInUser(t);
      const saved = () =>
        Promise.all(
          ['/api/auth/user', '/api/settings', '/api/intake-form'].map(async (u) =>
            (await t.app.inject({ url: u, headers: me.headers })).json<unknown>(),
          ),
        );
      const before = await saved();
      const response = await t.app.inject({ method: method as 'POST' | 'PATCH', url, headers: me.headers, payload: body(bad) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: `${field} contains a character that cannot be saved (a NUL character or broken Unicode)`,
        issues: [{ path: field }],
      });
      expect(await saved()).toEqual(before);
    });
  }

  it('still answers 401 first when signed out', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/settings', payload: { openEndedHealthFocus: 'a\u0000b' } });
    expect(response.statusCode).toBe(401);
  });
});
