import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { startTestPushService, type TestDevice, type TestPushService } from '../src/server/testing/push-service.js';
import type { PushPayload } from '../src/shared/notifications.js';
import { seriousA11yViolations } from './pages-support.js';
import { snap } from './support.js';

let push: TestPushService;
test.beforeAll(async () => {
  push = await startTestPushService();
});
test.afterAll(async () => {
  await push.close();
});

/**
 * Headless Chromium has no push service to subscribe with, so the page's PushManager hands out a
 * subscription of the test push service instead (its endpoint and keys). Everything after that is
 * real: the server encrypts and signs for that endpoint, the test service decrypts, and the push
 * is delivered to the registered service worker through the DevTools protocol.
 */
async function useTestPushService(context: BrowserContext, subscription: TestDevice['subscription']) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((json) => {
    const make = () => ({
      endpoint: json.endpoint,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: () => {
        localStorage.removeItem('test-push-subscribed');
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function () {
      localStorage.setItem('test-push-subscribed', '1');
      return Promise.resolve(make() as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve((localStorage.getItem('test-push-subscribed') ? make() : null) as unknown as PushSubscription);
    };
  }, subscription);
}

/** The service worker's global scope, as far as these tests reach into it (the DOM types have no worker scope). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  handleNotificationClick: (notification: Notification, action: string) => Promise<void>;
};

/** Hands a push to the page's registered service worker, as the browser's push service would. */
async function sendToWorker(page: Page, payload: PushPayload) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string; isDeleted: boolean }) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });
  await cdp.detach();
}

/**
 * Delivers a push until the service worker has shown it. Headless Chromium now and then drops a
 * push handed to a worker that is still starting (the test push service's own delivery is checked
 * separately); a real push service retries the same way, and a repeat replaces its notification (same tag).
 */
async function deliverPush(page: Page, payload: PushPayload) {
  for (let attempt = 1; ; attempt++) {
    await sendToWorker(page, payload);
    const shown = await expect
      .poll(async () => (await shownNotifications(page)).some((n) => n.title === payload.title), { timeout: 5000 })
      .toBe(true)
      .then(() => true)
      .catch((error: unknown) => {
        if (attempt === 3) throw error;
        return false;
      });
    if (shown) return;
  }
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
      // Chromium's Notification has `actions`; the DOM types do not list it yet.
      actions: (n as Notification & { actions: { title: string }[] }).actions.map((a) => a.title),
    })),
  );

test('turns notifications on from a tap, receives a real test push, and a tapped check-in opens the mood log', async ({
  signedIn: { page },
  context,
}, testInfo) => {
  const device = push.device();
  await useTestPushService(context, device.subscription);
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready);

  await page.goto('/settings/notifications');
  const thisDevice = page.getByRole('region', { name: 'This device' });
  await expect(thisDevice.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
  await snap(page, testInfo, 'notifications-01-off');
  await thisDevice.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(thisDevice.getByText('Notifications are on for this device')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your devices' }).getByText('This device')).toBeVisible();
  await snap(page, testInfo, 'notifications-02-on');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, 'notifications-02-on-dark');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // The server encrypts the test notification for this device; the test push service decrypts it.
  await thisDevice.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('Test notification sent', { exact: true })).toBeVisible();
  await expect.poll(() => push.to(device).length).toBe(1);
  expect(push.rejected).toEqual([]);
  const test = push.to(device)[0]!.payload;
  expect(test).toMatchObject({ title: 'Notifications are on', url: '/settings/notifications' });

  // The service worker shows it.
  await deliverPush(page, test);
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual(
      expect.objectContaining({ title: 'Notifications are on', body: 'This is how Willow’s reminders will look on this device.' }),
    );

  // A check-in reminder (as the scheduler words it) shows without health details, and a tap opens the mood log.
  await deliverPush(page, {
    title: 'Time for your evening check-in',
    body: 'How are you feeling? Logging it takes a few seconds.',
    tag: 'willow-check-in',
    url: '/dashboard?checkin=mood',
    deliveryId: '00000000-0000-4000-8000-000000000001',
    actions: [],
  });
  await expect.poll(async () => (await shownNotifications(page)).map((n) => n.title)).toContain('Time for your evening check-in');
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  await worker!.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: 'willow-check-in' });
    await scope.handleNotificationClick(notification!, '');
  });
  await expect(page.getByRole('dialog', { name: 'How are you feeling?' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await shownNotifications(page)).map((n) => n.tag)).not.toContain('willow-check-in');
  await snap(page, testInfo, 'notifications-03-check-in-opened');
});

test('a supplement reminder shows Taken and Snooze; a device that is removed stops getting pushes', async ({
  signedIn: { page },
  context,
}, testInfo) => {
  const device = push.device();
  await useTestPushService(context, device.subscription);
  await page.reload();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/settings/notifications');
  await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(page.getByText('Notifications are on for this device')).toBeVisible();

  await deliverPush(page, {
    title: 'Time for your morning supplements',
    body: 'Tap to mark them as taken.',
    tag: 'willow-supplements-morning',
    url: '/dashboard?supplements=morning',
    deliveryId: '00000000-0000-4000-8000-000000000002',
    actions: [
      { action: 'taken', title: 'Taken' },
      { action: 'snooze', title: 'Snooze 30 min' },
    ],
  });
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual(expect.objectContaining({ title: 'Time for your morning supplements', actions: ['Taken', 'Snooze 30 min'] }));

  // 'Taken' on a reminder the server does not know (404) falls back to opening its page.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: 'willow-supplements-morning' });
    await scope.handleNotificationClick(notification!, 'taken');
  });
  await expect(page.getByRole('dialog', { name: 'Log Supplements' })).toBeVisible();
  await snap(page, testInfo, 'notifications-04-supplements-opened');

  await page.goto('/settings/notifications');
  const devices = page.getByRole('region', { name: 'Your devices' });
  await devices.getByRole('button', { name: /^Remove / }).click();
  await expect(devices.getByText(/No devices yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications on this device' })).toBeVisible();
  const response = await page.request.post('/api/notifications/test', { data: {} });
  expect(await response.json()).toEqual({ devices: 0 });
  expect(push.to(device)).toEqual([]);
});
