import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../testing/harness.js';
import { userSchema } from '../../shared/users.js';
import { settingsSchema } from '../../shared/settings.js';
import { moodEntrySchema } from '../../shared/health.js';
import { apiRoutes, routeKey } from '../testing/route-fixtures.js';
import { API_REFERENCE_PATH } from '../plugins/api-reference.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite');
});
afterAll(async () => {
  await t.close();
});

const successCodes = (response: object) => Object.keys(response).filter((code) => /^[23]\d\d$/.test(code));

describe('the contract every route keeps', () => {
  it('declares what each API route answers, so nothing undeclared leaves the server', () => {
    const undeclared = apiRoutes(t)
      .filter((route) => successCodes((route.schema?.response as object | undefined) ?? {}).length === 0)
      .map(routeKey);
    // The test crash answers only its error; every other route names the answers it succeeds with.
    expect(undeclared).toEqual(['POST /api/test-crash-reporting']);
  });

  it('sends exactly the declared fields: the user, settings and a saved entry carry nothing of their rows beyond them', async () => {
    const person = await signedInUser(t);
    const answers = [
      { url: '/api/auth/user', schema: userSchema },
      { url: '/api/settings', schema: settingsSchema },
    ];
    for (const { url, schema } of answers) {
      const response = await t.app.inject({ method: 'GET', url, headers: person.headers });
      expect(response.statusCode, url).toBe(200);
      expect(Object.keys(response.json<object>()).sort(), url).toEqual(Object.keys(schema.shape).sort());
    }
    const mood = await t.app.inject({
      method: 'POST',
      url: '/api/health/2026-01-05/mood',
      headers: person.headers,
      payload: { score: 4, timestamp: '2026-01-05T09:00:00Z' },
    });
    expect(mood.statusCode).toBe(201);
    expect(Object.keys(mood.json<object>()).sort()).toEqual(Object.keys(moodEntrySchema.shape).sort());
  });

  it('serves an OpenAPI reference, made from the same schemas, listing every API route', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);

    const response = await t.app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { responses?: object; requestBody?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of apiRoutes(t)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, routeKey(route)).toBeDefined();
      expect(Object.keys(operation!.responses ?? {}).length, routeKey(route)).toBeGreaterThan(0);
    }
    // A request body's rules reach the reference: the mood score's range, for one.
    const mood = JSON.stringify(document.paths['/api/health/{date}/mood']?.post?.requestBody);
    expect(mood).toContain('"minimum":1');
    expect(mood).toContain('"maximum":5');
  });
});
