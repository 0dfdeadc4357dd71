import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { apiRoutes, routeKey } from '../testing/route-fixtures.js';
import { API_RESPONSES } from '../../shared/api-responses.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite');
});
afterAll(async () => {
  await t.close();
});

/** Two schemas that accept the same answers: the same schema, or the same JSON Schema (`z.array(x)` written twice). */
const sameSchema = (a: unknown, b: z.ZodType) =>
  a === b ||
  (a instanceof z.ZodType &&
    JSON.stringify(z.toJSONSchema(a, { unrepresentable: 'any', io: 'output' })) ===
      JSON.stringify(z.toJSONSchema(b, { unrepresentable: 'any', io: 'output' })));

describe('the client tests’ contract (src/shared/api-responses.ts)', () => {
  it('holds the schemas the routes declare, so a stand-in answer is checked against what the server really sends', () => {
    const routes = new Map(apiRoutes(t).map((route) => [routeKey(route), route]));
    const differing: string[] = [];
    for (const [key, answers] of Object.entries(API_RESPONSES)) {
      const declared = (routes.get(key)?.schema?.response ?? {}) as Record<string, unknown>;
      if (!routes.has(key)) differing.push(`${key}: no such route`);
      for (const [status, schema] of Object.entries(answers)) {
        if (schema && !sameSchema(declared[status], schema)) differing.push(`${key} ${status}`);
      }
      for (const status of Object.keys(declared).filter((code) => /^2\d\d$/.test(code) && !(code in answers))) {
        if (declared[status] instanceof z.ZodObject || declared[status] instanceof z.ZodArray) differing.push(`${key} ${status}: missing`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('lists every route that answers JSON', () => {
    const missing = apiRoutes(t)
      .filter((route) =>
        Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).some(
          ([status, schema]) => /^2\d\d$/.test(status) && (schema instanceof z.ZodObject || schema instanceof z.ZodArray),
        ),
      )
      .map(routeKey)
      .filter((key) => !(key in API_RESPONSES));
    expect(missing).toEqual([]);
  });
});
