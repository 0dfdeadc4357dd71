import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodEntries, notificationDeliveries, supplementEntries, symptomEntries } from '../../db/schema.js';
import { createTestApp, databaseKinds, json, signedInUser, type TestApp } from '../../testing/harness.js';
import { startTestPushService, type TestDevice, type TestPushService } from '../../testing/push-service.js';
import { addDays } from '../../../shared/days.js';
import type { NotificationPreferences, NotificationsState } from '../../../shared/notifications.js';
import { deliveriesOf, planDueReminders, runNotificationTick, type NotificationDeps } from './deliveries.js';
import { webPushSender } from './push-sender.js';
import { pushEndpointPolicy } from './push-endpoint.js';
import { announce, markReminderTaken, snoozeReminder } from './service.js';
import { loadVapidDetails } from './vapid.js';

describe.each(databaseKinds)('reminder scheduling on a fake clock (%s)', (kind) => {
  let t: TestApp;
  let push: TestPushService;
  let deps: NotificationDeps;
  beforeAll(async () => {
    t = await createTestApp(kind);
    push = await startTestPushService();
    deps = { db: t.db, send: webPushSender(await loadVapidDetails(t.db, t.config.push), pushEndpointPolicy(t.config.appUrl)) };
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  /** Someone in a zone with one subscribed device and the given preferences. */
  async function person(timeZone: string, prefs: Partial<NotificationPreferences> = {}) {
    const user = await signedInUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: user.headers, payload: { timeZone } });
    if (Object.keys(prefs).length)
      await t.app.inject({ method: 'PATCH', url: '/api/notifications/preferences', headers: user.headers, payload: prefs });
    const device = push.device();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/devices',
      headers: user.headers,
      payload: device.subscription,
    });
    expect(subscribed.statusCode).toBe(201);
    return { ...user, device };
  }
  const tick = (iso: string) => runNotificationTick(deps, new Date(iso));
  const titles = (device: TestDevice) => push.to(device).map((r) => r.payload.title);
  const ledger = async (userId: string) =>
    (await deliveriesOf(t.db, userId)).map((d) => ({ key: d.key, status: d.status, reason: d.reason }));

  it('sends the 20:00 check-in at 20:00 in zones at +14 and −10, once, to the right device', async () => {
    const kiritimati = await person('Pacific/Kiritimati');
    const honolulu = await person('Pacific/Honolulu');
    const bystander = await person('Europe/London');
    await tick('2026-06-10T05:59:00Z');
    expect(push.to(kiritimati.device)).toEqual([]);
    expect(push.to(honolulu.device)).toEqual([]);

    await tick('2026-06-10T06:00:00Z');
    await tick('2026-06-10T06:01:00Z');
    for (const { device } of [kiritimati, honolulu]) {
      expect(push.to(device)).toHaveLength(1);
      expect(push.to(device)[0]!.payload).toMatchObject({
        title: 'Time for your evening check-in',
        body: 'How are you feeling? Logging it takes a few seconds.',
        url: '/dashboard?checkin=mood',
      });
    }
    expect(push.to(bystander.device)).toEqual([]);
    // The same instant is the 10th in Kiritimati and still the 9th in Honolulu.
    expect(await ledger(kiritimati.userId)).toEqual([{ key: 'check-in:2026-06-10:20:00', status: 'sent', reason: null }]);
    expect(await ledger(honolulu.userId)).toEqual([{ key: 'check-in:2026-06-09:20:00', status: 'sent', reason: null }]);
  });

  it('follows daylight-saving changes: a skipped 02:30 comes at 03:30, a repeated 02:30 comes once', async () => {
    const berlin = await person('Europe/Berlin', { checkInTimes: ['02:30', '20:00'], quietHoursEnabled: false });
    await tick('2026-03-29T00:30:00Z'); // 01:30 CET
    await tick('2026-03-29T01:29:00Z'); // 03:29 CEST: 02:30 never happened
    expect(push.to(berlin.device)).toHaveLength(0);
    await tick('2026-03-29T01:30:00Z'); // 03:30 CEST
    expect(push.to(berlin.device)).toHaveLength(1);
    await tick('2026-03-29T18:00:00Z'); // 20:00 CEST
    expect(push.to(berlin.device)).toHaveLength(2);

    await tick('2026-10-25T00:30:00Z'); // 02:30 CEST, the first time
    await tick('2026-10-25T01:30:00Z'); // 02:30 CET, the second time
    await tick('2026-10-25T01:45:00Z');
    expect(push.to(berlin.device)).toHaveLength(3);
    await tick('2026-10-25T19:00:00Z'); // 20:00 CET
    expect(push.to(berlin.device)).toHaveLength(4);
  });

  it('holds reminders in quiet hours, and lets an announcement wait until they end', async () => {
    const owl = await person('UTC', { checkInTimes: ['23:00'] });
    await tick('2026-06-12T23:00:00Z');
    expect(await ledger(owl.userId)).toEqual([{ key: 'check-in:2026-06-12:23:00', status: 'skipped', reason: 'quiet-hours' }]);

    await announce(t.db, 'Willow now reminds you to take your supplements.', new Date('2026-06-12T23:10:00Z'));
    await tick('2026-06-12T23:10:00Z');
    await tick('2026-06-13T07:59:00Z');
    expect(push.to(owl.device)).toEqual([]);
    await tick('2026-06-13T08:00:00Z');
    expect(push.to(owl.device).map((r) => [r.payload.title, r.payload.body])).toEqual([
      ['News from Willow', 'Willow now reminds you to take your supplements.'],
    ]);
  });

  it('skips a check-in when the person logged since the one before, and sends it when they did not', async () => {
    const logger = await person('UTC', { checkInTimes: ['08:00', '20:00'] });
    const logMood = (iso: string) =>
      t.db
        .insert(moodEntries)
        .values({ userId: logger.userId, day: iso.slice(0, 10), score: 4, loggedAt: new Date(iso), createdAt: new Date(iso) });
    await logMood('2026-06-14T07:00:00Z');
    await tick('2026-06-14T08:00:00Z'); // logged since midnight
    await tick('2026-06-14T20:00:00Z'); // nothing since 08:00
    await logMood('2026-06-15T19:00:00Z');
    await tick('2026-06-15T08:00:00Z');
    await tick('2026-06-15T20:00:00Z'); // logged at 19:00
    expect(await ledger(logger.userId)).toEqual([
      { key: 'check-in:2026-06-14:08:00', status: 'skipped', reason: 'already-logged' },
      { key: 'check-in:2026-06-14:20:00', status: 'sent', reason: null },
      { key: 'check-in:2026-06-15:08:00', status: 'sent', reason: null },
      { key: 'check-in:2026-06-15:20:00', status: 'skipped', reason: 'already-logged' },
    ]);
    expect(push.to(logger.device)).toHaveLength(2);
  });

  it('sends each reminder once when two instances tick at the same minutes', async () => {
    const people = await Promise.all(
      ['Asia/Tokyo', 'America/Chicago', 'UTC'].map((zone) => person(zone, { checkInTimes: ['09:00'], quietHoursEnabled: false })),
    );
    const other: NotificationDeps = {
      db: t.db,
      send: webPushSender(await loadVapidDetails(t.db, t.config.push), pushEndpointPolicy(t.config.appUrl)),
    };
    for (const iso of ['2026-06-16T00:00:00Z', '2026-06-16T09:00:00Z', '2026-06-16T14:00:00Z', '2026-06-16T14:01:00Z']) {
      await Promise.all([runNotificationTick(deps, new Date(iso)), runNotificationTick(other, new Date(iso))]);
    }
    for (const { device } of people) expect(push.to(device)).toHaveLength(1);
  });

  it('loses nothing and repeats nothing across a restart', async () => {
    const patient = await person('UTC', { checkInTimes: ['20:00'] });
    // The app was down from 19:58 to 20:12: the first tick after the restart sends what fell due.
    await tick('2026-06-17T19:58:00Z');
    await tick('2026-06-17T20:12:00Z');
    await tick('2026-06-17T20:13:00Z');
    expect(push.to(patient.device)).toHaveLength(1);

    // An instance planned and claimed the next day's reminder, then stopped before pushing it.
    await planDueReminders(t.db, new Date('2026-06-18T20:00:00Z'));
    await t.db
      .update(notificationDeliveries)
      .set({ status: 'sending', claimedAt: new Date('2026-06-18T20:00:00Z') })
      .where(and(eq(notificationDeliveries.userId, patient.userId), eq(notificationDeliveries.key, 'check-in:2026-06-18:20:00')));
    await tick('2026-06-18T20:02:00Z'); // the claim is fresh: another instance may still be sending it
    expect(push.to(patient.device)).toHaveLength(1);
    await tick('2026-06-18T20:06:00Z'); // the claim is stale: taken over
    await tick('2026-06-18T20:07:00Z');
    expect(push.to(patient.device)).toHaveLength(2);

    // Down for longer than the catch-up window: a reminder 45 minutes late is no longer sent.
    await tick('2026-06-19T20:45:00Z');
    expect(push.to(patient.device)).toHaveLength(2);
  });

  it('keeps to the daily cap: reminders over it are skipped, an announcement waits for the next morning', async () => {
    const capped = await person('UTC', { checkInTimes: ['09:00', '20:00'], dailyCap: 1, quietHoursEnabled: false });
    await tick('2026-06-20T09:00:00Z');
    await announce(t.db, 'A new chart', new Date('2026-06-20T10:00:00Z'));
    await tick('2026-06-20T10:00:00Z');
    await tick('2026-06-20T20:00:00Z');
    expect(titles(capped.device)).toEqual(['Time for your morning check-in']);
    await tick('2026-06-21T08:00:00Z');
    expect(titles(capped.device)).toEqual(['Time for your morning check-in', 'News from Willow']);
  });

  it('sends nothing when notifications or check-in reminders are switched off', async () => {
    const quiet = await person('UTC');
    const noCheckIns = await person('UTC');
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: quiet.headers, payload: { pushNotifications: false } });
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: noCheckIns.headers, payload: { dailyCheckInReminders: false } });
    await tick('2026-06-22T20:00:00Z');
    expect(push.to(quiet.device)).toEqual([]);
    expect(push.to(noCheckIns.device)).toEqual([]);
  });

  /** Ten days, a gap before `until`: a symptom of 4 on the five days a supplement was taken, none on the others (enough days for a pattern, and no streak). */
  async function earlierFortnight(userId: string, symptom: string, supplement: string, until: string) {
    for (let i = 0; i < 10; i++) {
      const day = addDays(until, i - 12);
      const at = new Date(`${day}T12:00:00Z`);
      await t.db.insert(moodEntries).values({ userId, day, score: 3, loggedAt: at, createdAt: at });
      if (i % 2) continue;
      await t.db.insert(supplementEntries).values({ userId, day, name: supplement, dose: '10', unit: 'mg', taken: true, takenAt: at });
      await t.db.insert(symptomEntries).values({ userId, day, name: symptom, intensity: 4, loggedAt: at, createdAt: at });
    }
  }

  it('tells of a streak milestone and a new pattern once, at 18:00 in the person’s evening', async () => {
    const ana = await person('America/Sao_Paulo', { showDetails: true }); // 18:00 there is 21:00 UTC
    const days = ['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'];
    await earlierFortnight(ana.userId, 'Headache', 'Iron', days[0]!);
    for (const [index, day] of days.entries()) {
      const at = new Date(`${day}T12:00:00Z`);
      await t.db.insert(moodEntries).values({ userId: ana.userId, day, score: 3, loggedAt: at, createdAt: at });
      if (index < 3) {
        await t.db
          .insert(supplementEntries)
          .values({ userId: ana.userId, day, name: 'Iron', dose: '18', unit: 'mg', taken: true, takenAt: at });
        await t.db.insert(symptomEntries).values({ userId: ana.userId, day, name: 'Headache', intensity: 4, loggedAt: at, createdAt: at });
      }
    }
    await tick('2026-07-05T20:59:00Z');
    expect(push.to(ana.device)).toEqual([]);
    await tick('2026-07-05T21:00:00Z');
    expect(
      push
        .to(ana.device)
        .map((r) => [r.payload.title, r.payload.body])
        .sort(),
    ).toEqual([
      ['3 days in a row', 'You have logged 3 days in a row. Lovely consistency.'],
      ['Willow noticed a pattern', 'Headache was 4 points stronger on days you took iron (4/5 against 0/5).'],
    ]);
    await tick('2026-07-05T21:01:00Z');
    await tick('2026-07-06T21:00:00Z');
    expect(push.to(ana.device)).toHaveLength(2);
  });

  it('keeps the pattern off the lock screen unless details are on, and sends no news with its switch off', async () => {
    const ben = await person('UTC');
    const cleo = await person('UTC');
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: cleo.headers, payload: { insightsNotifications: false } });
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: cleo.headers, payload: { streakNotifications: false } });
    for (const user of [ben, cleo]) {
      await earlierFortnight(user.userId, 'Nausea', 'Zinc', '2026-07-08');
      for (const [index, day] of ['2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11', '2026-07-12', '2026-07-13'].entries()) {
        const at = new Date(`${day}T12:00:00Z`);
        await t.db.insert(moodEntries).values({ userId: user.userId, day, score: 3, loggedAt: at, createdAt: at });
        if (index < 3)
          await t.db.insert(symptomEntries).values({ userId: user.userId, day, name: 'Nausea', intensity: 5, loggedAt: at, createdAt: at });
        if (index < 3)
          await t.db
            .insert(supplementEntries)
            .values({ userId: user.userId, day, name: 'Zinc', dose: '15', unit: 'mg', taken: true, takenAt: at });
      }
    }
    await tick('2026-07-13T18:00:00Z');
    const insight = push.to(ben.device).find((r) => r.payload.title === 'Willow noticed a pattern');
    expect(insight?.payload.body).toBe('Something new showed up in your logs. Tap to see it.');
    expect(JSON.stringify(push.to(ben.device))).not.toMatch(/Nausea|Zinc/);
    expect(push.to(cleo.device)).toEqual([]);
  });

  describe('supplement reminders', () => {
    const today = new Date().toISOString().slice(0, 10);
    async function taker(prefs: Partial<NotificationPreferences> = {}) {
      const user = await person('UTC', { quietHoursEnabled: false, ...prefs });
      const take = (name: string, dose: string, unit: string, daysAgo: number, time: string) =>
        t.db.insert(supplementEntries).values({
          userId: user.userId,
          day: addDays(today, -daysAgo),
          name,
          dose,
          unit,
          taken: true,
          takenAt: new Date(`${addDays(today, -daysAgo)}T${time}:00Z`),
        });
      for (const daysAgo of [1, 2, 3]) {
        await take('Vitamin D', '2000', 'IU', daysAgo, '07:50');
        await take('Magnesium', '200', 'mg', daysAgo, '07:55');
        await take('Omega-3', '1000', 'mg', daysAgo, '21:00');
      }
      await take('Zinc', '15', 'mg', 1, '08:00'); // twice in two weeks is not usual
      await take('Zinc', '15', 'mg', 2, '08:00');
      return user;
    }

    it('reminds of what the person usually takes in the morning, without naming it on the lock screen', async () => {
      const ana = await taker();
      const state = json<NotificationsState>(await t.app.inject({ url: '/api/notifications', headers: ana.headers }));
      expect(state.supplementGroups).toEqual([
        {
          slot: 'morning',
          time: '08:00',
          supplements: [
            { name: 'Magnesium', dose: '200', unit: 'mg' },
            { name: 'Vitamin D', dose: '2000', unit: 'IU' },
          ],
        },
        { slot: 'evening', time: '19:00', supplements: [{ name: 'Omega-3', dose: '1000', unit: 'mg' }] },
      ]);

      await tick(`${today}T08:00:00Z`);
      await tick(`${today}T13:00:00Z`); // nothing usual in the afternoon: not even planned
      const [morning] = push.to(ana.device);
      expect(morning?.payload).toMatchObject({
        title: 'Time for your morning supplements',
        body: 'Tap to mark them as taken.',
        url: '/dashboard?supplements=morning',
        actions: [
          { action: 'taken', title: 'Taken' },
          { action: 'snooze', title: 'Snooze 30 min' },
        ],
      });
      expect(JSON.stringify(morning?.payload)).not.toMatch(/Vitamin|Magnesium/);
      expect((await ledger(ana.userId)).filter((d) => d.key.startsWith('supplements'))).toEqual([
        { key: `supplements:${today}:morning`, status: 'sent', reason: null },
      ]);
    });

    it('names the supplements when details are on; Taken logs them once; Snooze brings the reminder back in 30 minutes', async () => {
      const ben = await taker({ showDetails: true });
      await tick(`${today}T08:00:00Z`);
      const [morning] = push.to(ben.device);
      expect(morning?.payload.body).toBe('Magnesium 200 mg, Vitamin D 2000 IU');

      const snoozed = await snoozeReminder(t.db, ben.userId, morning!.payload.deliveryId, new Date(`${today}T08:01:00Z`));
      expect(snoozed.dueAt).toBe(`${today}T08:31:00.000Z`);
      await tick(`${today}T08:30:00Z`);
      expect(push.to(ben.device)).toHaveLength(1);
      await tick(`${today}T08:31:00Z`);
      expect(push.to(ben.device)).toHaveLength(2);

      const now = new Date(`${today}T08:32:00Z`);
      expect(await markReminderTaken(t.db, ben.userId, morning!.payload.deliveryId, now)).toEqual({ logged: ['Magnesium', 'Vitamin D'] });
      expect(await markReminderTaken(t.db, ben.userId, morning!.payload.deliveryId, now)).toEqual({ logged: [] });
      const logged = await t.db
        .select()
        .from(supplementEntries)
        .where(and(eq(supplementEntries.userId, ben.userId), eq(supplementEntries.day, today)));
      expect(logged.map((s) => [s.name, s.dose, s.unit, s.taken]).sort()).toEqual([
        ['Magnesium', '200', 'mg', true],
        ['Vitamin D', '2000', 'IU', true],
      ]);

      // Both taken: a snooze that comes due now has nothing left to remind of.
      await snoozeReminder(t.db, ben.userId, push.to(ben.device)[1]!.payload.deliveryId, now);
      await tick(`${today}T09:02:00Z`);
      expect(push.to(ben.device)).toHaveLength(2);
    });

    it('marks a reminder taken through the API for its owner only', async () => {
      const cleo = await taker();
      const dan = await signedInUser(t);
      await tick(`${today}T08:00:00Z`);
      const id = push.to(cleo.device)[0]!.payload.deliveryId;
      const foreign = await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/taken`, headers: dan.headers, payload: {} });
      expect(foreign.statusCode).toBe(404);
      const own = await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/taken`, headers: cleo.headers, payload: {} });
      expect(own.statusCode).toBe(200);
      expect(json(own)).toEqual({ logged: ['Magnesium', 'Vitamin D'] });
    });
  });
});
