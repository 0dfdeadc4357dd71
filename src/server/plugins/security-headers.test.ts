import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it("sends helmet's headers and the app's policy on every answer, errors included, the same each time", async () => {
    const first = await t.app.inject({ url: '/api/auth/user' });
    const second = await t.app.inject({ url: '/api/health/2026-01-01' });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("media-src 'self' blob: data:");
    }
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});
