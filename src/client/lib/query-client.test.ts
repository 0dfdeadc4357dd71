import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUser, userQueryOptions } from './auth';
import { createQueryClient } from './query-client';

afterEach(() => vi.restoreAllMocks());

describe('query client', () => {
  it('reads by GET of the key segments joined by slashes, never refetching or retrying on its own', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":1}'));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/conversations', 'c1', 'messages'] })).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/conversations/c1/messages',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('treats a 401 from the user endpoint as signed out, caching the user for 30 s without retries', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Sign in first"}', { status: 401 }));
    await expect(getUser()).resolves.toBeNull();
    expect(userQueryOptions()).toMatchObject({
      queryKey: ['/api/auth/user'],
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getUser()).rejects.toThrow('500: Internal Server Error');
  });
});
