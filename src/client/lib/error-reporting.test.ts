import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { raiseTestCrash, setErrorReporting } from './error-reporting';

afterEach(() => {
  setErrorReporting(false);
  vi.restoreAllMocks();
});

const reports = (fetch: { mock: { calls: [unknown, RequestInit?][] } }) => fetch.mock.calls.filter(([url]) => url === '/api/client-errors');

// The test crash is an error event on window; stop jsdom and Vitest treating it as uncaught.
const swallow = (event: ErrorEvent) => event.preventDefault();
beforeAll(() => window.addEventListener('error', swallow));
afterAll(() => window.removeEventListener('error', swallow));

describe('error reporting', () => {
  it('reports errors only while analyticsOptIn is exactly true', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    setErrorReporting('true');
    raiseTestCrash();
    expect(reports(fetch)).toHaveLength(0);
    setErrorReporting(true);
    raiseTestCrash();
    await vi.waitFor(() => expect(reports(fetch)).toHaveLength(1));
    const body = JSON.parse(reports(fetch)[0]![1]!.body as string);
    expect(body).toMatchObject({ message: 'Test crash requested from Privacy Settings (front end)', url: '/' });
    expect(body.stack).toContain('Error');
    setErrorReporting(false);
    raiseTestCrash();
    expect(reports(fetch)).toHaveLength(1);
  });
});
