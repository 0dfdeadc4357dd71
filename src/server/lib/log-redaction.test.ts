import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, signedInUser, type TestApp } from '../testing/harness.js';
import { apiLogUrl, redactUrl } from './log-redaction.js';

describe('request log redaction', () => {
  it('hides secrets in the provider’s URLs and keeps everything else', () => {
    expect(redactUrl('/idp/session/end?id_token_hint=eyJhbGciOi.x.y&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2F')).toBe(
      '/idp/session/end?id_token_hint=%5Bredacted%5D&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2F',
    );
    expect(redactUrl('/dashboard?date=2026-03-05')).toBe('/dashboard?date=2026-03-05');
  });

  it('logs API URLs by their route pattern and query names only: no symptom, food or code in the log', () => {
    expect(apiLogUrl('/api/health/symptoms/Migraine%20with%20aura', '/api/health/symptoms/:name')).toBe('/api/health/symptoms/:name');
    expect(apiLogUrl('/api/foods/search?query=gluten+free+bread', '/api/foods/search')).toBe('/api/foods/search?query=%5Bredacted%5D');
    expect(apiLogUrl('/api/callback?code=abc123&state=xyz', '/api/callback')).toBe(
      '/api/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(apiLogUrl('/api/unknown/thing?x=1', undefined)).toBe('/api/[unmatched]');
  });
});

describe('requestLogSerializer', () => {
  it('uses the matched route for API requests and the redacted URL elsewhere', async () => {
    const { requestLogSerializer } = await import('./log-redaction.js');
    type Request = Parameters<typeof requestLogSerializer>[0];
    const request = (url: string, pattern?: string) =>
      ({ url, method: 'DELETE', routeOptions: { url: pattern }, host: 'localhost', ip: '127.0.0.1' }) as unknown as Request;
    expect(requestLogSerializer(request('/api/health/symptoms/Headache', '/api/health/symptoms/:name')).url).toBe(
      '/api/health/symptoms/:name',
    );
    expect(requestLogSerializer(request('/symptoms', '/*')).url).toBe('/symptoms');
    for (const url of [
      '/api/health/symptoms/Migraine%20with%20aura/',
      '/%61pi/health/symptoms/Migraine%20with%20aura',
      '/%2561pi/health/symptoms/Migraine',
      '//api/health/symptoms/Migraine',
      '/API/health/symptoms/Migraine',
      '/x/../api/health/symptoms/Migraine',
      '/api',
    ]) {
      expect(requestLogSerializer(request(url, '/*')).url, url).toBe('/api/[unmatched]');
      expect(requestLogSerializer(request(url)).url, url).toBe('/api/[unmatched]');
    }
    // A route that matched only because the router decoded the path is still unmatched for the log.
    expect(requestLogSerializer(request('/%61pi/health/symptoms/Migraine', '/api/health/symptoms/:name')).url).toBe('/api/[unmatched]');
    expect(requestLogSerializer(request('/apiary/Migraine', '/*')).url).toBe('/apiary/Migraine');
  });
});

describe('the request log of a running app', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOG_LEVEL: 'info' }, { write: (line) => void lines.push(line) });
  });
  afterAll(() => t.close());

  it('names no symptom from a path that matches no route, however it is encoded, and refuses disguised API paths', async () => {
    const me = await signedInUser(t);
    const asked: [string, string, number][] = [
      ['DELETE', '/api/health/symptoms/Migraine%20with%20aura/', 404],
      ['DELETE', '/%61pi/health/symptoms/Migraine%20with%20aura', 404],
      ['GET', '/%61pi/auth/user', 404],
      ['POST', '//api/conversations', 404],
      ['GET', '/api/nothing/Migraine', 404],
    ];
    for (const [method, url, status] of asked) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: me.headers });
      expect(response.statusCode, url).toBe(status);
      expect(errorOf(response).code, url).toBe('NOT_FOUND');
    }
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(Array(asked.length).fill('/api/[unmatched]'));
    expect(lines.join('\n')).not.toMatch(/migraine/i);
  });
});
