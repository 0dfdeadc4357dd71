import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { DATA_DIR: '/tmp/willow-config-test', SESSION_SECRET: 'x'.repeat(32) };

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', databaseUrl: undefined, oidc: undefined, secureCookies: false });
  });

  it('uses Secure cookies behind an https APP_URL and trims its trailing slash', () => {
    expect(loadConfig({ ...base, APP_URL: 'https://willow.example/' })).toMatchObject({ appUrl: 'https://willow.example', secureCookies: true });
  });

  it('fails at start with a readable list of problems', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty', SESSION_SECRET: 'short' })).toThrow(/Invalid configuration:\n {2}PORT: .*\n {2}SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example' })).toThrow('OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set');
  });

  it('treats empty variables (as in a copied .env.example) as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', OIDC_ISSUER_URL: '', APP_URL: '' })).toMatchObject({ databaseUrl: undefined, oidc: undefined });
  });
});
