import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema.js';
import { wallClock } from '../../../shared/zoned-time.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import {
  SNOOZE_MINUTES,
  type NotificationsState,
  type SupplementSlot,
  type TestNotificationResult,
} from '../../../shared/notifications.js';
import { createSupplement } from '../health/entries.js';
import { getSettings } from '../settings/service.js';
import { enqueue, pushToDevices, type NotificationDeps } from './deliveries.js';
import { listDevices } from './devices.js';
import { payloadFor } from './payloads.js';
import { getPreferences } from './preferences.js';
import { stillToTake, takenOn, usualSupplementGroups } from './usual-supplements.js';

/** Everything the settings page shows: the key to subscribe with, preferences, devices, supplement groups. */
export async function notificationsState(
  db: Db,
  userId: string,
  publicKey: string,
  endpoint: string | undefined,
  now = new Date(),
): Promise<NotificationsState> {
  const [settings, preferences, devices] = await Promise.all([
    getSettings(db, userId),
    getPreferences(db, userId),
    listDevices(db, userId, endpoint),
  ]);
  const supplementGroups = await usualSupplementGroups(db, userId, settings.timeZone, preferences, now);
  return { publicKey, preferences, devices, supplementGroups };
}

/**
 * Sends "Notifications are on" to every device of the person (a tap in settings asks for it). The
 * answer is the number of devices it goes to, given before any push service is reached: how long
 * a push service took, or whether it answered at all, never shows in the answer (the endpoints
 * are the browser's to choose). What happened is kept on the delivery row; a device whose push
 * service says it is gone is removed. `inBackground` keeps the sending for the app's shutdown.
 */
export async function sendTestNotification(
  deps: NotificationDeps & { inBackground: (work: Promise<unknown>) => void },
  userId: string,
  now = new Date(),
): Promise<TestNotificationResult> {
  const devices = await deps.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId));
  const id = randomUUID();
  await deps.db
    .insert(notificationDeliveries)
    .values({ id, userId, key: `test:${id}`, kind: 'test', dueAt: now, status: 'sending', claimedAt: now });
  const payload = payloadFor({ deliveryId: id, kind: 'test', data: {}, showDetails: false });
  deps.inBackground(
    pushToDevices(deps, userId, payload, now)
      .then((outcome) =>
        deps.db
          .update(notificationDeliveries)
          .set(
            outcome.delivered > 0
              ? { status: 'sent', sentAt: now, devices: outcome.delivered }
              : { status: 'skipped', reason: 'no-device' },
          )
          .where(eq(notificationDeliveries.id, id)),
      )
      .catch((err: unknown) => deps.log?.warn({ err, deliveryId: id }, 'test notification failed')),
  );
  return { devices };
}

async function ownDelivery(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.userId, userId)));
  if (!row) throw notFound('Notification');
  return row;
}

/**
 * 'Taken' on a supplement reminder: logs the group's supplements not yet taken today as taken
 * now (on the person's local day). Pressing it twice logs nothing the second time.
 */
export async function markReminderTaken(db: Db, userId: string, id: string, now = new Date()): Promise<{ logged: string[] }> {
  const row = await ownDelivery(db, userId, id);
  if (row.kind !== 'supplements') throw badRequest('Only a supplement reminder can be marked as taken');
  const { timeZone } = await getSettings(db, userId);
  const preferences = await getPreferences(db, userId);
  const day = wallClock(timeZone, now).day;
  const group = (await usualSupplementGroups(db, userId, timeZone, preferences, now)).find(
    (g) => g.slot === (row.data.slot as SupplementSlot),
  );
  const toLog = stillToTake(group?.supplements ?? [], await takenOn(db, userId, day));
  for (const s of toLog) await createSupplement(db, userId, day, { ...s, taken: true, takenAt: now.toISOString() });
  return { logged: toLog.map((s) => s.name) };
}

/** 'Snooze 30 min': the same reminder again in 30 minutes (quiet hours do not hold a snooze back). */
export async function snoozeReminder(db: Db, userId: string, id: string, now = new Date()): Promise<{ dueAt: string }> {
  const row = await ownDelivery(db, userId, id);
  if (row.kind !== 'supplements' && row.kind !== 'check-in') throw badRequest('Only a reminder can be snoozed');
  const dueAt = new Date(now.getTime() + SNOOZE_MINUTES * 60_000);
  await enqueue(db, [{ userId, key: `snooze:${row.id}`, kind: row.kind, data: { ...row.data, snoozed: true } }], dueAt);
  return { dueAt: dueAt.toISOString() };
}

/**
 * An operator's announcement (`npm run announce -- "text"`): one notification for everyone with
 * a device; each person's announcements switch, quiet hours and daily cap apply when it is sent.
 */
export async function announce(db: Db, text: string, now = new Date()): Promise<number> {
  const message = text.trim();
  if (!message) throw new Error('An announcement needs some text');
  if (message.length > 200) throw new Error('An announcement holds at most 200 characters, to fit a notification');
  const id = randomUUID();
  const people = await db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions);
  return enqueue(
    db,
    people.map(({ userId }) => ({ userId, key: `announcement:${id}`, kind: 'announcement' as const, data: { text: message } })),
    now,
  );
}
