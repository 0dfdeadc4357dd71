import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { answer, errorAnswer, keptToContract, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import { DEFAULT_SETTINGS } from '../../../../shared/settings.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type Device,
  type NotificationPreferences,
  type NotificationsState,
} from '../../../../shared/notifications.js';
import { signOut } from '@/lib/auth';
import { NotificationsPage } from '../notifications-page';

const user = testUser({ firstName: 'Maya', onboardingCompletedAt: '2025-09-11T10:00:00Z', tosAcceptedAt: '2025-09-11T10:00:00Z' });
const PUBLIC_KEY = 'BNc6S1m2Gkq3oYx0bYkJz8Vb1mQm5h0u3m1m0yW7xUeJ3m9R6v8k2pR9f0wq8xJ4e5nD6k7L8m9N0p1Q2r3S4t5';
const ENDPOINT = 'https://push.example/send/abc';
const original = { ua: navigator.userAgent };

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: original.ua });
});

/** A browser that can do web push: its permission, and a subscription once subscribed. */
function pushBrowser({ permission = 'default', subscribed = false } = {}) {
  let subscription: PushSubscription | null = null;
  /** Ending a subscription, whichever this browser holds. */
  const unsubscribe = vi.fn(() => {
    subscription = null;
    return Promise.resolve(true);
  });
  const makeSubscription = () =>
    ({
      endpoint: ENDPOINT,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe,
    }) as unknown as PushSubscription;
  if (subscribed) subscription = makeSubscription();
  const subscribe = vi.fn(() => Promise.resolve((subscription = makeSubscription())));
  const current = () => subscription;
  const registration = { pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
      register: () => Promise.resolve(registration),
    },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(() => {
      notification.permission = 'granted';
      return Promise.resolve('granted');
    }),
  };
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: notification });
  return { subscribe, unsubscribe, requestPermission: notification.requestPermission, current };
}

const device = (over: Partial<Device> = {}): Device => ({
  id: 'd1',
  label: 'Chrome on Android',
  createdAt: '2026-11-01T10:00:00Z',
  lastSentAt: null,
  current: false,
  ...over,
});

/** The server: settings, the notifications state (devices known by endpoint), and each write. */
function notificationsServer({ devices = [] as Device[], groups = [] as NotificationsState['supplementGroups'] } = {}) {
  let known = [...devices];
  let preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  const requests = requestsMade();
  server.use(
    http.get('/api/settings', ({ request }) =>
      keptToContract(request, HttpResponse.json({ ...DEFAULT_SETTINGS, timeZone: 'Europe/Berlin' })),
    ),
    http.get('/api/notifications', ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('endpoint');
      return keptToContract(
        request,
        HttpResponse.json({
          publicKey: PUBLIC_KEY,
          preferences,
          devices: known.map((d) => ({ ...d, current: d.id === 'this' && endpoint === ENDPOINT })),
          supplementGroups: groups,
        }),
      );
    }),
    http.delete('/api/notifications/devices/:id', ({ params }) => {
      known = known.filter((d) => d.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const subscriptions = answer('post', '/api/notifications/devices', () => {
    known.push(device({ id: 'this', label: 'Chrome on Linux' }));
    return HttpResponse.json(known.at(-1), { status: 201 });
  });
  const changes = answer<Partial<NotificationPreferences>>('patch', '/api/notifications/preferences', () => {
    const change = changes.bodies.at(-1)!;
    preferences = { ...preferences, ...change, ...(change.checkInTimes && { checkInTimes: [...change.checkInTimes].sort() }) };
    return HttpResponse.json(preferences);
  });
  const tests = answer('post', '/api/notifications/test', () => HttpResponse.json({ devices: known.length }));
  return { requests, subscriptions, changes, tests };
}

const thisDevice = () => screen.findByRole('region', { name: 'This device' });

describe('notifications settings', () => {
  it('asks for permission only on a tap, then subscribes this browser and lists it as this device', async () => {
    const browser = pushBrowser();
    const { subscriptions } = notificationsServer();
    renderWithApp(<NotificationsPage />, { user });
    const button = await within(await thisDevice()).findByRole('button', { name: 'Turn on notifications on this device' });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(subscriptions.bodies).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } },
    ]);
    expect(await screen.findByText('Notifications are on for this device')).toBeInTheDocument();
    const devices = screen.getByRole('region', { name: 'Your devices' });
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    expect(within(devices).getByText('Chrome on Linux')).toBeInTheDocument();
  });

  it('sends a test notification from a subscribed device and says where it went', async () => {
    pushBrowser({ permission: 'granted', subscribed: true });
    const { tests } = notificationsServer({ devices: [device({ id: 'this', label: 'Chrome on Linux' })] });
    renderWithApp(<NotificationsPage />, { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test notification' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(screen.getByText('Sent to 1 device. It should appear in a moment.')).toBeInTheDocument();
    expect(tests.bodies).toEqual([{}]);
  });

  it('says how to unblock when notifications are blocked, and that iPhone needs the Home Screen first', async () => {
    pushBrowser({ permission: 'denied' });
    notificationsServer();
    const { unmount } = renderWithApp(<NotificationsPage />, { user });
    expect(await within(await thisDevice()).findByText('Notifications are blocked for Willow in this browser')).toBeInTheDocument();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Turn on notifications/ })).not.toBeInTheDocument();
    unmount();

    Object.defineProperty(navigator, 'userAgent', {
      configurable: true,
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    });
    renderWithApp(<NotificationsPage />, { user });
    expect(await within(await thisDevice()).findByText('Add Willow to your Home Screen first')).toBeInTheDocument();
  });

  it('says when the browser cannot show notifications at all', async () => {
    notificationsServer();
    renderWithApp(<NotificationsPage />, { user });
    expect(await within(await thisDevice()).findByText('This browser can’t show Willow’s notifications')).toBeInTheDocument();
  });

  it('adds and removes check-in times, at most three', async () => {
    pushBrowser();
    const { changes } = notificationsServer();
    renderWithApp(<NotificationsPage />, { user });
    const section = await screen.findByRole('region', { name: 'Check-in reminders' });
    expect(within(section).getByLabelText('Check-in time')).toHaveValue('20:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Add a check-in time' }));
    await waitFor(() => expect(within(section).getByLabelText('Check-in 1')).toHaveValue('08:00'));
    await userEvent.click(within(section).getByRole('button', { name: 'Add a check-in time' }));
    await waitFor(() => expect(within(section).getByLabelText('Check-in 3')).toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: 'Add a check-in time' })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Remove the 13:00 check-in' }));
    expect(changes.bodies).toEqual([
      { checkInTimes: ['20:00', '08:00'] },
      { checkInTimes: ['08:00', '20:00', '13:00'] },
      { checkInTimes: ['08:00', '20:00'] },
    ]);
  });

  it('shows each supplement time with what is usually taken then, and the lock-screen privacy choice', async () => {
    pushBrowser();
    const { changes } = notificationsServer({
      groups: [
        {
          slot: 'morning',
          time: '08:00',
          supplements: [
            { name: 'Vitamin D', dose: '2000', unit: 'IU' },
            { name: 'Magnesium', dose: '200', unit: 'mg' },
          ],
        },
      ],
    });
    renderWithApp(<NotificationsPage />, { user });
    const supplements = await screen.findByRole('region', { name: 'Supplements' });
    expect(within(supplements).getByText('Vitamin D, Magnesium')).toBeInTheDocument();
    expect(within(supplements).getAllByText('Nothing you usually take yet')).toHaveLength(2);
    const privacy = screen.getByRole('region', { name: 'Quiet hours and privacy' });
    expect(within(privacy).getByLabelText('From')).toHaveValue('22:00');
    expect(within(privacy).getByLabelText('Until')).toHaveValue('08:00');
    await userEvent.click(within(privacy).getByRole('switch', { name: 'Show details on the lock screen' }));
    expect(changes.bodies).toEqual([{ showDetails: true }]);
  });

  it("shows the server's reason about a time next to that time field, keeping the saved time", async () => {
    pushBrowser();
    const reason = 'End of quiet hours must be a time such as 20:00 (24-hour, HH:MM)';
    notificationsServer();
    answer('patch', '/api/notifications/preferences', () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'quietHoursEnd', message: reason }]),
    );
    renderWithApp(<NotificationsPage />, { user });
    const privacy = await screen.findByRole('region', { name: 'Quiet hours and privacy' });
    const until = within(privacy).getByLabelText('Until');
    await userEvent.clear(until);
    await userEvent.type(until, '07:30{Enter}');

    await waitFor(() => expect(until).toHaveAccessibleDescription(reason));
    expect(until).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(until).toHaveValue('08:00'));
    expect(within(privacy).getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Failed to update settings. Please try again.')).not.toBeInTheDocument();
  });

  it('removes a device from the list', async () => {
    pushBrowser();
    const { requests } = notificationsServer({ devices: [device({ id: 'd1', label: 'Safari on Mac' })] });
    renderWithApp(<NotificationsPage />, { user });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Safari on Mac' }));
    expect(await screen.findByText('Device removed')).toBeInTheDocument();
    expect(requests.filter((request) => request === 'DELETE /api/notifications/devices/d1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(/No devices yet/)).toBeInTheDocument());
  });

  it('signing out ends this browser’s subscription, then leaves for the sign-out page', async () => {
    const browser = pushBrowser({ permission: 'granted', subscribed: true });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    expect(browser.current()).not.toBeNull();
    signOut();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(browser.current()).toBeNull();
  });
});
