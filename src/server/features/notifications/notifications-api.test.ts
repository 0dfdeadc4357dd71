import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { pushSubscriptions } from '../../db/schema.js';
import { refusedAddress, vettedLookup } from '../../lib/public-address.js';
import { pushEndpointPolicy } from './push-endpoint.js';
import { webPushSender } from './push-sender.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, json, signedInUser, testConfig, type TestApp } from '../../testing/harness.js';
import { startTestPushService, type TestPushService } from '../../testing/push-service.js';
import { loadVapidDetails } from './vapid.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, type Device, type NotificationsState, type PushPayload } from '../../../shared/notifications.js';

const TEST_PAYLOAD = {
  title: 'Notifications are on',
  body: 'Test',
  tag: 'test',
  url: '/',
  deliveryId: 'x',
  actions: [],
} as unknown as PushPayload;
const flat = ({ endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({ endpoint, ...keys });

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe.each(databaseKinds)('notifications API (%s)', (kind) => {
  let t: TestApp;
  let push: TestPushService;
  beforeAll(async () => {
    t = await createTestApp(kind);
    push = await startTestPushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const subscribe = (headers: Record<string, string>, payload: unknown, userAgent = CHROME_ANDROID) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      headers: { ...headers, 'user-agent': userAgent },
      payload: payload as object,
    });
  const state = async (headers: Record<string, string>, endpoint?: string) =>
    json<NotificationsState>(
      await t.app.inject({ url: `/api/notifications${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`, headers }),
    );

  it('answers the push key and the default preferences: one 20:00 check-in, quiet hours 22:00–08:00, no details', async () => {
    const ana = await signedInUser(t);
    const body = await state(ana.headers);
    expect(body.publicKey).toMatch(/^[\w-]{87}$/);
    expect(body.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(body.preferences).toMatchObject({
      checkInTimes: ['20:00'],
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      showDetails: false,
    });
    expect(body.devices).toEqual([]);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('signs with one key kept in the database, so every instance on it uses the same', async () => {
    const ana = await signedInUser(t);
    const first = (await state(ana.headers)).publicKey;
    expect((await loadVapidDetails(t.db, t.config.push)).publicKey).toBe(first);
    const configured = testConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) });
    expect((await loadVapidDetails(t.db, configured.push)).publicKey).toBe('B'.repeat(87));
  });

  it('stores a device with a readable label, marks the asking device current, and removes it; another person’s device is 404', async () => {
    const ana = await signedInUser(t);
    const ben = await signedInUser(t);
    const phone = push.device();
    const response = await subscribe(ana.headers, phone.subscription);
    expect(response.statusCode).toBe(201);
    const device = json<Device>(response);
    expect(device).toMatchObject({ label: 'Chrome on Android', current: true, lastSentAt: null });

    const laptop = push.device();
    await subscribe(
      ana.headers,
      laptop.subscription,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    );
    const listed = await state(ana.headers, laptop.subscription.endpoint);
    expect(listed.devices.map((d) => [d.label, d.current])).toEqual([
      ['Chrome on Android', false],
      ['Safari on Mac', true],
    ]);

    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/notifications/devices/${device.id}`, headers: ben.headers });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/notifications/devices/${device.id}`, headers: ana.headers });
    expect(removed.statusCode).toBe(204);
    expect((await state(ana.headers)).devices.map((d) => d.label)).toEqual(['Safari on Mac']);
  });

  it('gives a browser’s subscription to whoever subscribed on it last', async () => {
    const ana = await signedInUser(t);
    const ben = await signedInUser(t);
    const shared = push.device();
    await subscribe(ana.headers, shared.subscription);
    await subscribe(ben.headers, shared.subscription);
    expect((await state(ana.headers)).devices).toEqual([]);
    expect((await state(ben.headers)).devices).toHaveLength(1);
  });

  it('refuses subscriptions that are not a push service’s', async () => {
    const ana = await signedInUser(t);
    const { keys } = push.device().subscription;
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://10.0.0.5/push/1', keys }, 'endpoint must be an https URL of a push service'],
      [{ endpoint: 'ftp://push.example/1', keys }, 'endpoint must be an https URL of a push service'],
      [{ endpoint: 'not a url', keys }, 'The push address must be a URL'],
      [
        { endpoint: 'https://push.example/1', keys: { p256dh: 'short', auth: keys.auth } },
        'The push key must be a base64url P-256 public key',
      ],
      [{ endpoint: 'https://push.example/1' }, 'The push key and secret are required'],
      [null, 'Body must be a JSON object'],
    ];
    for (const [payload, message] of cases) {
      const response = await subscribe(ana.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await state(ana.headers)).devices).toEqual([]);
  });

  it('saves preferences and says what is wrong with bad ones', async () => {
    const ana = await signedInUser(t);
    const patch = (payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: '/api/notifications/preferences', headers: ana.headers, payload: payload as object });
    const saved = await patch({ checkInTimes: ['20:30', '08:00'], showDetails: true });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ checkInTimes: ['08:00', '20:30'], showDetails: true, dailyCap: 6 });

    const bad: [unknown, string][] = [
      [{ checkInTimes: ['08:00', '12:00', '17:00', '21:00'] }, 'Choose at most 3 check-in times'],
      [{ checkInTimes: [] }, 'Choose at least one check-in time'],
      [{ checkInTimes: ['25:00'] }, 'Check-in time must be a time such as 20:00 (24-hour, HH:MM)'],
      [{ checkInTimes: ['09:00', '09:00'] }, 'Each check-in time may appear only once'],
      [{ quietHoursStart: '10pm' }, 'Start of quiet hours must be a time such as 20:00 (24-hour, HH:MM)'],
      [{ dailyCap: 0 }, 'Reminders a day must be between 1 and 10'],
      [{ supplementTimes: { morning: '08:00' } }, 'Afternoon supplement time must be a time such as 20:00'],
      [{ volume: 11 }, 'Unknown preference: volume'],
      [{}, 'Send at least one preference'],
    ];
    for (const [payload, message] of bad) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await state(ana.headers)).preferences).toMatchObject({ checkInTimes: ['08:00', '20:30'], showDetails: true });
  });

  it('sends a test notification that the device can decrypt, signed with the app’s key; a device that is gone is removed', async () => {
    const ana = await signedInUser(t);
    const phone = push.device();
    const old = push.device();
    await subscribe(ana.headers, phone.subscription);
    await subscribe(ana.headers, old.subscription);
    old.gone = true;

    const response = await t.app.inject({ method: 'POST', url: '/api/notifications/test', headers: ana.headers, payload: {} });
    expect(response.statusCode).toBe(200);
    // The devices it goes to, not what their push services answered (that would tell about the endpoint).
    expect(json(response)).toEqual({ devices: 2 });
    await expect.poll(() => push.to(phone).length).toBe(1);
    await expect.poll(async () => (await state(ana.headers)).devices.length).toBe(1);
    const [received] = push.to(phone);
    expect(received?.payload).toMatchObject({ title: 'Notifications are on', url: '/settings/notifications', actions: [] });
    expect(received?.vapidPublicKey).toBe((await state(ana.headers)).publicKey);
    expect(received?.claims.sub).toBe('mailto:willow@localhost');
    expect(push.rejected).toEqual([]);
  });

  it('answers a test notification before any push service does, so its timing tells nothing about the endpoint', async () => {
    const ana = await signedInUser(t);
    const held: ServerResponse[] = [];
    const silent = createServer((_request, response) => void held.push(response));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { keys } = push.device().subscription;
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push/silent`;
      expect((await subscribe(ana.headers, { endpoint, keys })).statusCode).toBe(201);
      const answer = t.app.inject({ method: 'POST', url: '/api/notifications/test', headers: ana.headers, payload: {} });
      const first = await Promise.race([answer.then(() => 'answer'), new Promise((resolve) => setTimeout(resolve, 5000, 'timeout'))]);
      expect(first).toBe('answer');
      expect(json(await answer)).toEqual({ devices: 1 });
      await expect.poll(() => held.length).toBe(1);
    } finally {
      for (const response of held) response.writeHead(201).end();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers 404 for actions on another person’s notification and 400 for a malformed id', async () => {
    const ana = await signedInUser(t);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/taken`, headers: ana.headers, payload: {} })).statusCode,
    ).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/notifications/abc/snooze', headers: ana.headers, payload: {} });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('The id is not valid');
  });
});

describe.each(databaseKinds)('push endpoints on an https install (%s)', (kind) => {
  let t: TestApp;
  let push: TestPushService;
  beforeAll(async () => {
    t = await createTestApp(kind, { APP_URL: 'https://willow.example' });
    push = await startTestPushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('refuses every endpoint that is not a public https push service, saying why, and stores none', async () => {
    const ana = await signedInUser(t);
    const { keys } = push.device().subscription;
    const cases: [string, string][] = [
      ['https://10.0.0.1/', 'endpoint must be a public push service: 10.0.0.1 is a private address'],
      ['https://169.254.169.254/latest/meta-data', 'endpoint must be a public push service: 169.254.169.254 is a link-local address'],
      ['https://192.168.1.1:8443/', 'endpoint must use port 443, the https port'],
      ['https://192.168.1.1/', '192.168.1.1 is a private address'],
      ['https://[::1]:4397/', 'endpoint must use port 443, the https port'],
      ['https://[::1]/', '[::1] is a loopback address'],
      ['https://user:pw@127.0.0.1:4397/', 'endpoint must not carry a user name or password'],
      ['https://user@push.example/', 'endpoint must not carry a user name or password'],
      ['https://localhost/push', 'localhost is a loopback address'],
      ['https://127.0.0.1/push', '127.0.0.1 is a loopback address'],
      ['https://2130706433/push', '127.0.0.1 is a loopback address'],
      ['https://0x7f.1/push', '127.0.0.1 is a loopback address'],
      ['https://[::ffff:127.0.0.1]/', 'is a loopback address'],
      ['https://[::ffff:a9fe:a9fe]/', 'is a link-local address'],
      ['https://[fe80::1]/', 'is a link-local address'],
      ['https://[fd00::1]/', 'is a private address'],
      ['https://[ff02::1]/', 'is a multicast address'],
      ['https://[64:ff9b::a00:1]/', 'is a reserved address'],
      ['https://[2002:a00:1::1]/', 'is a reserved address'],
      ['https://[::a00:1]/', 'is a reserved address'],
      ['https://100.64.0.1/', 'is a carrier-grade NAT address'],
      ['https://224.0.0.1/', 'is a multicast address'],
      ['https://255.255.255.255/', 'is a broadcast address'],
      ['https://0.0.0.0/', 'is an unspecified address'],
      ['https://240.0.0.1/', 'is a reserved address'],
      ['https://192.0.2.1/', 'is a reserved address'],
      ['http://93.184.215.14/push', 'endpoint must be an https URL of a push service'],
      ['https://push.invalid/', "endpoint's host push.invalid could not be found"],
    ];
    for (const [endpoint, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/devices',
        headers: ana.headers,
        payload: { endpoint, keys },
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
      expect(errorOf(response).message, endpoint).toContain(message);
    }
    const devices = (await t.app.inject({ url: '/api/notifications', headers: ana.headers })).json<NotificationsState>().devices;
    expect(devices).toEqual([]);
    // A public address on port 443 is a push service as far as addresses go.
    for (const endpoint of ['https://93.184.215.14/push/1', 'https://[2606:4700::1111]/push/2']) {
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/devices',
        headers: ana.headers,
        payload: { endpoint, keys },
      });
      expect(accepted.statusCode, endpoint).toBe(201);
    }
  });

  it('checks a stored endpoint again when sending, and never connects to this machine', async () => {
    const ana = await signedInUser(t);
    const phone = push.device();
    // Stored under older rules (or a name that now resolves here): the send refuses it.
    await t.db.insert(pushSubscriptions).values({ userId: ana.userId, label: 'Old phone', ...flat(phone.subscription) });
    const failures: unknown[] = [];
    const send = webPushSender(await loadVapidDetails(t.db, t.config.push), pushEndpointPolicy(t.config.appUrl), (err) =>
      failures.push(err),
    );
    expect(await send(flat(phone.subscription), TEST_PAYLOAD, { ttlSeconds: 60 })).toBe('failed');
    expect(await send(flat({ ...phone.subscription, endpoint: 'https://localhost/push/x' }), TEST_PAYLOAD, { ttlSeconds: 60 })).toBe(
      'failed',
    );
    expect(push.to(phone)).toEqual([]);
    expect(failures.map(String)).toEqual([
      'HttpError: endpoint must be an https URL of a push service',
      'HttpError: endpoint must be a public push service: localhost is a loopback address',
    ]);
  });
});

describe('the connection of a push', () => {
  it('goes only to addresses that pass, whatever a name resolves to at connect time (DNS rebinding)', async () => {
    const server = createServer((_request, response) => void response.writeHead(201).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const status = (lookup: LookupFunction) =>
        new Promise<number | string>((resolve) =>
          request(`http://localhost:${port}/`, { lookup, method: 'POST' }, (response) => resolve(response.statusCode!))
            .on('error', (err) => resolve(err.message))
            .end(),
        );
      expect(await status(vettedLookup(refusedAddress))).toBe('localhost is a loopback address');
      expect(await status(vettedLookup(() => null))).toBe(201);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
