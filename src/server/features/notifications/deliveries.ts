import { and, eq, gte, inArray, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.js';
import {
  energyEntries,
  moodEntries,
  notificationDeliveries,
  notificationPreferences,
  pushSubscriptions,
  settings as settingsTable,
  symptomEntries,
} from '../../db/schema.js';
import { wallClock, zonedInstant } from '../../../shared/zoned-time.js';
import type { Settings } from '../../../shared/settings.js';
import type { NotificationPreferences, SupplementSlot } from '../../../shared/notifications.js';
import { getSettings, mergeSettings } from '../settings/service.js';
import { getPreferences, mergePreferences } from './preferences.js';
import { payloadFor } from './payloads.js';
import type { PushSender } from './push-sender.js';
import { CATCH_UP_MS, dueReminders, isQuiet, nextMorning, quietHoursEnd } from './schedule.js';
import { stillToTake, takenOn, usualSupplementGroups } from './usual-supplements.js';
import { eventsDue, plannedEvents } from './events.js';

/** Any key, the same on every instance: one instance plans reminders at a time. */
export const NOTIFICATIONS_LOCK_KEY = 7_242_003;
/** A claim older than this was left by an instance that stopped mid-send; another takes it over. */
export const STALE_CLAIM_MS = 5 * 60_000;
/** Insights, streaks and announcements may wait this long (quiet hours, the cap) before they are dropped. */
const EVENT_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
/** A failed push is tried again after this. */
const RETRY_MS = 2 * 60_000;
const BATCH = 100;

export type Delivery = typeof notificationDeliveries.$inferSelect;

export interface NotificationDeps {
  db: Db;
  send: PushSender;
  log?: FastifyBaseLogger;
}

export interface TickResult {
  /** False when another instance held the planning lock. */
  planned: boolean;
  sent: number;
  skipped: number;
  deferred: number;
}

/** One scheduler minute: plan what fell due, then send everything due (on this or any instance). */
export async function runNotificationTick(deps: NotificationDeps, now: Date): Promise<TickResult> {
  const planned = await planDueReminders(deps.db, now);
  const outcome = await sendDueNotifications(deps, now);
  return { planned, ...outcome };
}

/**
 * Writes a ledger row for every check-in and supplement reminder that fell due, for everyone with
 * a device, under a transaction-level advisory lock. Rows are unique per person and key, so a
 * reminder seen by two instances or two ticks is planned once.
 */
export async function planDueReminders(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows(
      tx,
      z.object({ locked: z.boolean() }),
      sql`select pg_try_advisory_xact_lock(${NOTIFICATIONS_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return false;
    const people = await tx
      .select({ userId: pushSubscriptions.userId, settings: settingsTable.values, prefs: notificationPreferences.values })
      .from(pushSubscriptions)
      .leftJoin(settingsTable, eq(settingsTable.userId, pushSubscriptions.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushSubscriptions.userId))
      .groupBy(pushSubscriptions.userId, settingsTable.values, notificationPreferences.values);
    const rows: { userId: string; key: string; kind: Delivery['kind']; dueAt: Date; data: Record<string, unknown> }[] = [];
    for (const p of people) {
      const settings = mergeSettings(p.settings ?? {});
      const prefs = mergePreferences(p.prefs);
      for (const r of dueReminders(settings, prefs, now)) {
        // Supplement reminders only for a part of the day with something the person usually takes then.
        if (
          r.kind === 'supplements' &&
          !(await usualSupplementGroups(tx, p.userId, settings.timeZone, prefs, now)).some((g) => g.slot === r.data.slot)
        )
          continue;
        rows.push({ userId: p.userId, key: r.key, kind: r.kind, dueAt: r.dueAt, data: r.data });
      }
      if (settings.pushNotifications && eventsDue(settings.timeZone, now)) {
        for (const e of await plannedEvents(tx, p.userId, settings, now)) rows.push({ userId: p.userId, ...e, dueAt: now });
      }
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(notificationDeliveries)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    return true;
  });
}

/**
 * Claims due rows (skipping rows another instance holds) and sends each. A claim is a status
 * change committed before the push, so two instances never send the same row; a claim left by a
 * stopped instance is taken over after STALE_CLAIM_MS (the notification's tag makes a rare
 * repeat replace the first on the device rather than show twice).
 */
export async function sendDueNotifications(deps: NotificationDeps, now: Date): Promise<Omit<TickResult, 'planned'>> {
  const result = { sent: 0, skipped: 0, deferred: 0 };
  for (;;) {
    const claimed = await claimDue(deps.db, now);
    // Several people at once (pushes wait on the network); one person's rows in turn, so the
    // daily cap counts each send before the next.
    const byPerson = new Map<string, Delivery[]>();
    for (const row of claimed) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
    await inParallel([...byPerson.values()], SEND_CONCURRENCY, async (rows) => {
      for (const row of rows) {
        const outcome = await deliver(deps, row, now).catch((err: unknown) => {
          deps.log?.warn({ err, deliveryId: row.id }, 'notification delivery failed');
          return 'deferred' as const;
        });
        result[outcome] += 1;
      }
    });
    if (claimed.length < BATCH) return result;
  }
}

const SEND_CONCURRENCY = 8;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  // One iterator shared by every worker: each takes the next item that none has taken.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** A claimed row as `returning` gives it: timestamps as the driver answers them (PGlite a Date, node-postgres text). */
const claimedRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  key: z.string(),
  kind: z.enum(notificationDeliveries.kind.enumValues),
  dueAt: z.coerce.date(),
  status: z.enum(notificationDeliveries.status.enumValues),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  claimedAt: z.coerce.date().nullable(),
  sentAt: z.coerce.date().nullable(),
  devices: z.number(),
  createdAt: z.coerce.date(),
}) satisfies z.ZodType<Delivery>;

async function claimDue(db: Db, now: Date): Promise<Delivery[]> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  return queryRows(
    db,
    claimedRowSchema,
    sql`update ${notificationDeliveries} set status = 'sending', claimed_at = ${now.toISOString()}::timestamptz
        where id in (
          select id from ${notificationDeliveries}
          where (status = 'due' and due_at <= ${now.toISOString()}::timestamptz)
             or (status = 'sending' and claimed_at < ${staleBefore.toISOString()}::timestamptz)
          order by due_at limit ${BATCH}
          for update skip locked)
        returning id, user_id as "userId", key, kind, due_at as "dueAt", status, reason, data,
          claimed_at as "claimedAt", sent_at as "sentAt", devices, created_at as "createdAt"`,
  );
}

type Outcome = 'sent' | 'skipped' | 'deferred';

const finish = (db: Db, id: string, set: Partial<Delivery>) =>
  db.update(notificationDeliveries).set(set).where(eq(notificationDeliveries.id, id));
const skip = async (db: Db, id: string, reason: string): Promise<Outcome> => {
  await finish(db, id, { status: 'skipped', reason });
  return 'skipped';
};
const defer = async (db: Db, id: string, dueAt: Date): Promise<Outcome> => {
  await finish(db, id, { status: 'due', dueAt, claimedAt: null });
  return 'deferred';
};

const SWITCHES: Record<Delivery['kind'], ((s: Settings, p: NotificationPreferences) => boolean) | null> = {
  'check-in': (s) => s.dailyCheckInReminders,
  supplements: (_, p) => p.supplementReminders,
  insight: (s) => s.insightsNotifications,
  streak: (s) => s.streakNotifications,
  announcement: (s) => s.announcementNotifications,
  test: null,
};
const isReminder = (kind: Delivery['kind']) => kind === 'check-in' || kind === 'supplements';

/** Decides one claimed row against the person's switches, quiet hours, cap and logs, then sends it. */
async function deliver(deps: NotificationDeps, row: Delivery, now: Date): Promise<Outcome> {
  const { db } = deps;
  const settings = await getSettings(db, row.userId);
  const prefs = await getPreferences(db, row.userId);
  const zone = settings.timeZone;
  const age = now.getTime() - row.dueAt.getTime();
  const snoozed = row.data.snoozed === true;
  if (age > (isReminder(row.kind) ? CATCH_UP_MS : EVENT_MAX_AGE_MS)) return skip(db, row.id, 'too-late');
  const allowed = SWITCHES[row.kind];
  if (allowed && (!settings.pushNotifications || !allowed(settings, prefs))) return skip(db, row.id, 'switched-off');

  if (row.kind !== 'test' && !snoozed && isQuiet(prefs, zone, now)) {
    return isReminder(row.kind) ? skip(db, row.id, 'quiet-hours') : defer(db, row.id, quietHoursEnd(prefs, zone, now));
  }
  if (row.kind !== 'test' && !snoozed && (await sentToday(db, row.userId, zone, now)) >= prefs.dailyCap) {
    return isReminder(row.kind) ? skip(db, row.id, 'daily-cap') : defer(db, row.id, nextMorning(prefs, zone, now));
  }

  let supplements;
  if (row.kind === 'check-in' && (await loggedSinceLastCheckIn(db, row.userId, zone, prefs, row.data, now))) {
    return skip(db, row.id, 'already-logged');
  }
  if (row.kind === 'supplements') {
    const slot = row.data.slot as SupplementSlot;
    const group = (await usualSupplementGroups(db, row.userId, zone, prefs, now)).find((g) => g.slot === slot);
    supplements = stillToTake(group?.supplements ?? [], await takenOn(db, row.userId, wallClock(zone, now).day));
    if (supplements.length === 0) return skip(db, row.id, group ? 'already-taken' : 'nothing-usual');
  }

  const payload = payloadFor({ deliveryId: row.id, kind: row.kind, data: row.data, showDetails: prefs.showDetails, supplements });
  const outcome = await pushToDevices(deps, row.userId, payload, now);
  if (outcome.delivered > 0) {
    await finish(db, row.id, { status: 'sent', sentAt: now, devices: outcome.delivered });
    return 'sent';
  }
  if (outcome.failed > 0) return defer(db, row.id, new Date(now.getTime() + RETRY_MS));
  return skip(db, row.id, 'no-device');
}

/** Sends to every device of the person; a device whose push service answers 404 or 410 is removed. */
export async function pushToDevices(
  deps: NotificationDeps,
  userId: string,
  payload: Parameters<PushSender>[1],
  now: Date,
): Promise<{ delivered: number; removed: number; failed: number }> {
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const counts = { delivered: 0, removed: 0, failed: 0 };
  for (const device of devices) {
    const outcome = await deps.send(device, payload, { ttlSeconds: payload.actions.length ? 6 * 3600 : 24 * 3600 });
    if (outcome === 'delivered') {
      counts.delivered += 1;
      await deps.db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, device.id));
    } else if (outcome === 'gone') {
      counts.removed += 1;
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    } else counts.failed += 1;
  }
  return counts;
}

/** Notifications sent since the person's local midnight (the test notification does not count). */
async function sentToday(db: Db, userId: string, zone: string, now: Date): Promise<number> {
  const midnight = zonedInstant(wallClock(zone, now).day, '00:00', zone);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.status, 'sent'),
        ne(notificationDeliveries.kind, 'test'),
        gte(notificationDeliveries.sentAt, midnight),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether the person logged mood, energy or a symptom since the previous check-in time of that
 * day (or since local midnight, before the first one): then this reminder is not needed.
 */
async function loggedSinceLastCheckIn(
  db: Db,
  userId: string,
  zone: string,
  prefs: NotificationPreferences,
  data: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const day = String(data.day);
  const earlier = prefs.checkInTimes.filter((t) => t < String(data.time));
  const since = zonedInstant(day, earlier.at(-1) ?? '00:00', zone);
  for (const table of [moodEntries, energyEntries, symptomEntries]) {
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), gte(table.createdAt, since), lte(table.createdAt, now)))
      .limit(1);
    if (found) return true;
  }
  return false;
}

/**
 * Forgets ledger rows after this long (the hourly sweep); a reminder is never due that late.
 * Insights and streaks stay: their rows are what makes each pattern and milestone go out once.
 */
export const DELIVERY_KEEP_DAYS = 30;

export async function deleteOldDeliveries(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(notificationDeliveries)
    .where(
      and(
        lt(notificationDeliveries.createdAt, new Date(now.getTime() - DELIVERY_KEEP_DAYS * 24 * 60 * 60_000)),
        notInArray(notificationDeliveries.kind, ['insight', 'streak']),
      ),
    );
}

/** Puts one notification for each given person in the ledger, due now (announcements, tests). */
export async function enqueue(
  db: Db,
  rows: { userId: string; key: string; kind: Delivery['kind']; data: Record<string, unknown> }[],
  now: Date,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({ ...r, dueAt: now }));
    inserted += (await db.insert(notificationDeliveries).values(batch).onConflictDoNothing().returning({ id: notificationDeliveries.id }))
      .length;
  }
  return inserted;
}

export const deliveriesOf = (db: Db, userId: string, kinds?: Delivery['kind'][]) =>
  db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), kinds ? inArray(notificationDeliveries.kind, kinds) : undefined))
    .orderBy(notificationDeliveries.dueAt);
