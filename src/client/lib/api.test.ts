import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage } from './api';

const respond = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body || null, { status, statusText }));

afterEach(() => vi.restoreAllMocks());

describe('request helper', () => {
  it('sends JSON with cookies and parses the JSON answer', async () => {
    const fetch = respond(200, '{"ok":true}');
    await expect(apiRequest('PATCH', '/api/settings', { theme: 'dark' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/settings', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"theme":"dark"}',
    });
  });

  it('raises "status: body" for a non-OK answer, or the status text when the body is empty', async () => {
    respond(400, '{"message":"theme must be one of: light, dark, system"}');
    const error = await apiRequest('PATCH', '/api/settings', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"theme must be one of: light, dark, system"}');
    expect(errorMessage(error, 'fallback')).toBe('theme must be one of: light, dark, system');
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/settings')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads a 429 body: its message, and the quota flag from limitExceeded or "limit reached"', async () => {
    respond(429, JSON.stringify({ message: 'Daily message limit reached (30 messages/day)', limitExceeded: true, quotaInfo: { type: 'text', currentUsage: 30, maxLimit: 30 } }));
    const quota = (await apiRequest('POST', '/api/chat', {}).catch((e: unknown) => e)) as ApiError;
    expect(quota.message).toBe('Daily message limit reached (30 messages/day)');
    expect(quota.isQuotaLimit).toBe(true);
    expect(quota.body).toMatchObject({ quotaInfo: { maxLimit: 30 } });

    respond(429, JSON.stringify({ message: 'Voice limit reached' }));
    expect(((await apiRequest('POST', '/x').catch((e: unknown) => e)) as ApiError).isQuotaLimit).toBe(true);

    respond(429, JSON.stringify({ message: 'Too many attempts' }));
    expect(((await apiRequest('POST', '/x').catch((e: unknown) => e)) as ApiError).isQuotaLimit).toBe(false);

    respond(429, 'Slow down');
    const plain = (await apiRequest('POST', '/x').catch((e: unknown) => e)) as ApiError;
    expect(plain.message).toBe('429: Slow down');
    expect(plain.isQuotaLimit).toBe(false);
  });
});
