import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer } from '@/test/handlers';
import { raiseTestCrash, setErrorReporting } from './error-reporting';

afterEach(() => setErrorReporting(false));

// The test crash is an error event on window; stop jsdom and Vitest treating it as uncaught.
const swallow = (event: ErrorEvent) => event.preventDefault();
beforeAll(() => window.addEventListener('error', swallow));
afterAll(() => window.removeEventListener('error', swallow));

describe('error reporting', () => {
  it('reports errors only while analyticsOptIn is exactly true', async () => {
    const reports = answer<{ message: string; stack?: string; url?: string }>(
      'post',
      '/api/client-errors',
      () => new HttpResponse(null, { status: 204 }),
    );
    setErrorReporting('true');
    raiseTestCrash();
    setErrorReporting(true);
    raiseTestCrash();
    await vi.waitFor(() => expect(reports.bodies).toHaveLength(1));
    const body = reports.bodies[0]!;
    expect(body).toMatchObject({ message: 'Test crash requested from Privacy Settings (front end)', url: '/' });
    expect(body.stack).toContain('Error');
    setErrorReporting(false);
    raiseTestCrash();
    // A later, reported error shows that none came in between (reports go out in order).
    setErrorReporting(true);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Later error'), message: 'Later error' }));
    await vi.waitFor(() => expect(reports.bodies).toHaveLength(2));
    expect(reports.bodies.map((b) => b.message)).toEqual(['Test crash requested from Privacy Settings (front end)', 'Later error']);
  });
});
