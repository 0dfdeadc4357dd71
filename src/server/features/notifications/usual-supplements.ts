import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supplementEntries } from '../../db/schema.js';
import { wallClock } from '../../../shared/zoned-time.js';
import { SUPPLEMENT_SLOTS, type NotificationPreferences, type SupplementGroupReminder } from '../../../shared/notifications.js';
import { partOfDay } from './schedule.js';

/** The look-back for "what the person usually takes". */
export const USUAL_DAYS = 14;
/** Taken on at least this many of those days, in that part of the day, makes a supplement usual. */
export const USUAL_MIN_DAYS = 3;

type Supplement = SupplementGroupReminder['supplements'][number];
const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * What the person usually takes in each part of the day (morning, afternoon, evening, by the local
 * time they logged it taken): supplements taken on at least 3 of the last 14 days in that part,
 * with their latest name, dose and unit. Parts with nothing usual are left out.
 */
export async function usualSupplementGroups(
  db: Db,
  userId: string,
  timeZone: string,
  prefs: NotificationPreferences,
  now: Date,
): Promise<SupplementGroupReminder[]> {
  const since = new Date(now.getTime() - USUAL_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .select({
      name: supplementEntries.name,
      dose: supplementEntries.dose,
      unit: supplementEntries.unit,
      takenAt: supplementEntries.takenAt,
    })
    .from(supplementEntries)
    .where(and(eq(supplementEntries.userId, userId), eq(supplementEntries.taken, true), gte(supplementEntries.takenAt, since)))
    .orderBy(supplementEntries.takenAt);
  const seen = new Map<string, { latest: Supplement; days: Set<string> }>();
  for (const row of rows) {
    const local = wallClock(timeZone, row.takenAt);
    const clock = `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:00`;
    const key = `${partOfDay(clock)}|${keyOf(row.name)}`;
    const entry = seen.get(key) ?? { latest: row, days: new Set<string>() };
    entry.latest = { name: row.name, dose: row.dose, unit: row.unit };
    entry.days.add(local.day);
    seen.set(key, entry);
  }
  return SUPPLEMENT_SLOTS.map(({ slot }) => ({
    slot,
    time: prefs.supplementTimes[slot],
    supplements: [...seen.entries()]
      .filter(([key, value]) => key.startsWith(`${slot}|`) && value.days.size >= USUAL_MIN_DAYS)
      .map(([, value]) => value.latest)
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((group) => group.supplements.length > 0);
}

/** The names (lower case) already logged as taken on a local day. */
export async function takenOn(db: Db, userId: string, day: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: supplementEntries.name })
    .from(supplementEntries)
    .where(and(eq(supplementEntries.userId, userId), eq(supplementEntries.day, day), eq(supplementEntries.taken, true)));
  return new Set(rows.map((r) => keyOf(r.name)));
}

/** The group's supplements not yet taken that day. */
export const stillToTake = (supplements: Supplement[], taken: Set<string>) => supplements.filter((s) => !taken.has(keyOf(s.name)));
