import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, errorAnswer, requestsSeen } from '@/test/handlers';
import { getUser, userQueryOptions } from './auth';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('reads by GET of the key segments joined by slashes, never refetching or retrying on its own', async () => {
    answer('get', '/api/conversations/c1/messages', () => HttpResponse.json([]));
    const seen = requestsSeen();
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/conversations', 'c1', 'messages'] })).resolves.toEqual([]);
    expect(seen.map((r) => [r.method, new URL(r.url).pathname, r.credentials])).toEqual([
      ['GET', '/api/conversations/c1/messages', 'include'],
    ]);
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('treats a 401 from the user endpoint as signed out, caching the user for 30 s without retries', async () => {
    answer(
      'get',
      '/api/auth/user',
      () => errorAnswer(401, 'UNAUTHORIZED', 'Sign in first'),
      () => new HttpResponse('', { status: 500, statusText: 'Internal Server Error' }),
    );
    await expect(getUser()).resolves.toBeNull();
    expect(userQueryOptions()).toMatchObject({
      queryKey: ['/api/auth/user'],
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
    });
    await expect(getUser()).rejects.toThrow('500: Internal Server Error');
  });
});
