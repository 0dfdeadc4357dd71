import { describe, expect, it } from 'vitest';
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
    expect(apiLogUrl('/api/unknown/thing?x=1', undefined)).toBe('/api/unknown/thing?x=%5Bredacted%5D');
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
  });
});
