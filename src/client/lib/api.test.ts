import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, requestsSeen } from '@/test/handlers';
import { server } from '@/test/server';
import { ApiError, apiRequest, errorMessage, failedAs } from './api';
import { DEFAULT_SETTINGS } from '../../shared/settings.js';

/** Every request from now on gets this raw answer, so the helper's reading of odd bodies can be checked. */
const respond = (status: number, body: string, statusText = '') =>
  server.use(http.all('*', () => new HttpResponse(body || null, { status, statusText })));

describe('request helper', () => {
  it('sends JSON with cookies and parses the JSON answer', async () => {
    const saved = { ...DEFAULT_SETTINGS, theme: 'dark' as const };
    const settings = answer('patch', '/api/settings', () => HttpResponse.json(saved));
    const seen = requestsSeen();
    await expect(apiRequest('PATCH', '/api/settings', { theme: 'dark' })).resolves.toEqual(saved);
    expect(settings.bodies).toEqual([{ theme: 'dark' }]);
    expect(seen.map((r) => [r.method, r.credentials, r.headers.get('content-type')])).toEqual([['PATCH', 'include', 'application/json']]);
  });

  it('reads the error body through the shared schema: the server’s message, code and field issues', async () => {
    const refusal = {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Theme must be one of: light, dark, system',
      issues: [{ path: 'theme', message: 'Theme must be one of: light, dark, system' }],
    };
    respond(400, JSON.stringify(refusal));
    const error = (await apiRequest('PATCH', '/api/settings', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Theme must be one of: light, dark, system');
    expect(error.issues).toEqual(refusal.issues);
    expect(errorMessage(error, 'fallback')).toBe('Theme must be one of: light, dark, system');
  });

  it('says "status: text" when the body is not the error shape, or the status text when it is empty', async () => {
    respond(502, '<html>Bad gateway</html>');
    const proxy = (await apiRequest('GET', '/api/settings').catch((e: unknown) => e)) as ApiError;
    expect(proxy.message).toBe('502: <html>Bad gateway</html>');
    expect(proxy.body).toBeNull();
    expect(errorMessage(proxy, 'fallback')).toBe('fallback');
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/settings')).rejects.toThrow('503: Service Unavailable');
  });

  it('lets a fetcher say the failure in its own words while keeping the status and code', async () => {
    respond(404, JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }));
    const error = failedAs('Failed to fetch health data', await apiRequest('GET', '/api/health/2026-01-01').catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to fetch health data');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect(failedAs('Failed to search foods', new TypeError('Failed to fetch'))).not.toBeInstanceOf(ApiError);
  });

  it('reads a 429 body: its message, and the quota flag from limitExceeded only', async () => {
    const limited = { statusCode: 429, code: 'TOO_MANY_REQUESTS' };
    respond(
      429,
      JSON.stringify({
        ...limited,
        message: 'Daily message limit reached (30 messages/day)',
        limitExceeded: true,
        quotaInfo: { type: 'text', currentUsage: 30, maxLimit: 30 },
      }),
    );
    const quota = (await apiRequest('POST', '/api/chat', {}).catch((e: unknown) => e)) as ApiError;
    expect(quota.message).toBe('Daily message limit reached (30 messages/day)');
    expect(quota.isQuotaLimit).toBe(true);
    expect(quota.body).toMatchObject({ quotaInfo: { maxLimit: 30 } });

    respond(429, JSON.stringify({ ...limited, message: 'Voice limit reached' }));
    expect(((await apiRequest('POST', '/x').catch((e: unknown) => e)) as ApiError).isQuotaLimit).toBe(false);

    respond(429, JSON.stringify({ ...limited, message: 'Too many attempts' }));
    expect(((await apiRequest('POST', '/x').catch((e: unknown) => e)) as ApiError).isQuotaLimit).toBe(false);

    respond(429, 'Slow down');
    const plain = (await apiRequest('POST', '/x').catch((e: unknown) => e)) as ApiError;
    expect(plain.message).toBe('429: Slow down');
    expect(plain.isQuotaLimit).toBe(false);
  });
});
