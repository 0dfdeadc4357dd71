import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGIN_START_TIMEOUT_MS } from './app.js';
import { createTestApp, type TestApp } from './testing/harness.js';

describe('starting the app under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('gives each plugin minutes, not Fastify’s 10 s, so a loaded 2-core machine still starts', () => {
    expect(PLUGIN_START_TIMEOUT_MS).toBeGreaterThanOrEqual(120_000);
    expect(t.app.initialConfig.pluginTimeout).toBe(PLUGIN_START_TIMEOUT_MS);
  });
});
