import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { snap } from './support.js';

test('the app is installable: manifest, icons, service worker, and Chromium reports no installability errors', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { sizes: string; purpose: string; src: string }[];
  };
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Willow'),
    short_name: 'Willow',
    start_url: '/',
    display: 'standalone',
    theme_color: '#2f6f5e',
    background_color: '#f6f4ef',
  });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${purpose} icon ${size}`).toBeTruthy();
      const response = await page.request.get(icon!.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  }

  // The service worker takes control and has cached the shell.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('willow-shell-')))).toBe(true);

  // Playwright's own contexts are incognito, which Chromium never installs from: ask a persistent profile instead.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'willow-pwa-'));
  const persistent = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    viewport: testInfo.project.use.viewport,
  });
  try {
    const installPage = await persistent.newPage();
    await installPage.goto(new URL('/', testInfo.project.use.baseURL).href);
    await installPage.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await persistent.newCDPSession(installPage);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(url).toMatch(/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await persistent.close();
    rmSync(profile, { recursive: true, force: true });
  }
  await snap(page, testInfo, 'pwa-01-online');
});

test('offline, the app shell still opens with a clear offline notice', async ({ page, context }, testInfo) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // now controlled by the service worker
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("You're offline. Changes can't be saved until you reconnect.")).toBeVisible();
  await snap(page, testInfo, 'pwa-02-offline');
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Start Your Journey' })).toBeVisible();
});
