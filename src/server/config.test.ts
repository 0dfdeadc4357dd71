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

  it('turns the online food sources on only when configured', () => {
    expect(loadConfig(base).foods).toEqual({
      fdcApiKey: undefined,
      fdcApiUrl: 'https://api.nal.usda.gov/fdc',
      openFoodFacts: false,
      openFoodFactsUrl: 'https://world.openfoodfacts.org',
      onlineTimeoutMs: 1500,
      cacheSeconds: 300,
    });
    expect(loadConfig({ ...base, FDC_API_KEY: 'k', FOOD_ONLINE: '1', FDC_API_URL: 'http://127.0.0.1:9/fdc/', FOOD_CACHE_SECONDS: '0' }).foods).toMatchObject({
      fdcApiKey: 'k',
      fdcApiUrl: 'http://127.0.0.1:9/fdc',
      openFoodFacts: true,
      cacheSeconds: 0,
    });
    expect(() => loadConfig({ ...base, FOOD_ONLINE: 'yes', FOOD_ONLINE_TIMEOUT_MS: '5' })).toThrow(/FOOD_ONLINE: .*\n {2}FOOD_ONLINE_TIMEOUT_MS: /);
  });
});
