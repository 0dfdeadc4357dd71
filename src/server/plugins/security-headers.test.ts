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

  it('sends them with the usual error body when Fastify refuses the address before routing, never echoing it', async () => {
    const broken = await t.app.inject({ url: '/api/health/%E0%A4%A' });
    const tooLong = await t.app.inject({ url: `/api/conversations/${'a'.repeat(150)}/messages` });
    for (const [response, status] of [
      [broken, 400],
      [tooLong, 414],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ statusCode: status, requestId: expect.any(String) as string });
      expect(response.body).not.toContain('/api/');
    }
  });
});
