import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.js';
import { BASE_URL as baseURL, E2E_PORT as PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT, SPEECH_PORT } from './e2e/run-env.js';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers share the one server; every test signs its own person up, so none collide.
  workers: 2,
  // On CI a test that fails once is run again and reported as flaky, so a busy machine does not block a landing.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records every step's picture and page, which costs the browser as much as a test
    // does: on CI only a retry records one (the failure it explains is the retry's); locally every
    // failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The orb's endless animations cost a software-rendered page 15-18% of a core even when idle
    // (measured); the app honours reduced motion, so each test's page rests between steps.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // The phone-sized run covers what a phone changes: every page's layout and accessibility (the
      // page tours), the daily logging flows, voice and installing. Flows that only move data between
      // the same screens (settings, billing, recovery, sign-in elsewhere) run once, on the desktop;
      // layout-adversarial visits every page at 375 px itself.
      testMatch: [
        'pages-tour.spec.ts',
        'tracking.spec.ts',
        'sleep.spec.ts',
        'quick-add-text.spec.ts',
        'nutrition.spec.ts',
        'chat.spec.ts',
        'onboarding.spec.ts',
        'pwa.spec.ts',
        'voice.spec.ts',
      ],
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        // A phone's layout is its CSS width; twice the pixels made each full-page picture 4× slower.
        deviceScaleFactor: 1,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/speech-server.ts',
      port: SPEECH_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SPEECH_PORT: String(SPEECH_PORT) },
    },
    {
      command: 'npx tsx e2e/mail-catcher.ts',
      port: MAIL_HTTP_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      // The seeding opens the new DATA_DIR first and leaves it before the server opens it.
      command: 'npx tsx e2e/seed-people.ts && node dist/node/server/main.js',
      url: `${baseURL}/api/auth/user`,
      // 401 means the server is up; Playwright accepts any status below 404.
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PORT),
        APP_URL: baseURL,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'willow-e2e-')),
        // The offline responder answers, even where someone downloaded a model into ./models.
        LLM_MODELS_DIR: mkdtempSync(path.join(os.tmpdir(), 'willow-e2e-no-models-')),
        LOG_LEVEL: 'warn',
        // Every test signs a new person up from 127.0.0.1; the default allows 20 an hour.
        SIGNUPS_PER_IP_PER_HOUR: '1000',
        NODE_ENV: 'production',
        SPEECH_BASE_URL: `http://127.0.0.1:${SPEECH_PORT}/v1`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      },
    },
  ],
});
