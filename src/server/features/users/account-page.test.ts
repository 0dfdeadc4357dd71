import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, signedInUser, type TestApp } from '../../testing/harness.js';

describe('identity provider account page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('sends people of the built-in provider to its change-password page', async () => {
    const me = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/account', headers: me.headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/idp/account/password');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/account' })).statusCode).toBe(401);
  });

  it('reads OIDC_ACCOUNT_URL for an external issuer (default: the issuer itself)', () => {
    const base = { SESSION_SECRET: 'x'.repeat(32), OIDC_ISSUER_URL: 'https://id.example.com/realms/willow', OIDC_CLIENT_ID: 'willow' };
    expect(loadConfig(base).oidc?.accountUrl).toBeUndefined();
    expect(loadConfig({ ...base, OIDC_ACCOUNT_URL: 'https://id.example.com/realms/willow/account/' }).oidc?.accountUrl).toBe(
      'https://id.example.com/realms/willow/account',
    );
  });
});
