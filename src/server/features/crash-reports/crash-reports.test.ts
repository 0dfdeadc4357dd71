import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';

describe.each(databaseKinds)('crash reporting (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("refuses the backend test crash until analytics is on: 'Enable crash reporting first'", async () => {
    const me = await signedInUser(t);
    const off = await t.app.inject({ method: 'POST', url: '/api/test-crash-reporting', headers: me.headers });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ code: 'CRASH_REPORTING_OFF', message: 'Enable crash reporting first' });
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { analyticsOptIn: true } });
    const on = await t.app.inject({ method: 'POST', url: '/api/test-crash-reporting', headers: me.headers });
    expect(on.statusCode).toBe(500);
    expect(on.json()).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
    expect(on.body).not.toContain('TestCrashError');
  });

  it('takes client error reports (kept only with analytics on) and checks their shape', async () => {
    const me = await signedInUser(t);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: me.headers,
      payload: { message: 'boom', stack: 'at x', url: '/settings' },
    });
    expect(ok.statusCode).toBe(204);
    const bad = await t.app.inject({ method: 'POST', url: '/api/client-errors', headers: me.headers, payload: { message: '' } });
    expect(bad.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: me.headers,
      payload: { message: 'x', cookie: 'y' },
    });
    expect(errorOf(extra).message).toBe('Unknown field: cookie');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/test-crash-reporting' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: 'x' } })).statusCode).toBe(401);
  });
});
