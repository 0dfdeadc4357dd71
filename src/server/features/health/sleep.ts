import { and, asc, between, eq, getTableColumns, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { sleepEntries } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import type { SleepEntry } from '../../../shared/health.js';
import { hoursOf, minutesSleptOf, type SleepBody, type SleepDay } from '../../../shared/sleep.js';
import type { EntryRef } from './entries.js';
import { toSleepEntry } from './entry-views.js';

/** The columns a body sets; hours clear the clock times, clock times set the hours. */
function sleepValues(body: SleepBody) {
  const minutesSlept = minutesSleptOf(body);
  return {
    ...(minutesSlept !== undefined ? { minutesSlept, bedtime: body.bedtime ?? null, wakeTime: body.wakeTime ?? null } : {}),
    ...(body.quality !== undefined ? { quality: body.quality } : {}),
    ...(body.wakings !== undefined ? { wakings: body.wakings } : {}),
    loggedAt: body.timestamp ? new Date(body.timestamp) : new Date(),
  };
}

/**
 * Logs the night before `date`. A day has one night: when it is already logged, the parts sent
 * replace those parts and the others stay ("slept 6 hours", then "terrible sleep", is one night).
 * One statement, so two logs racing each other still make one night.
 */
export async function logSleep(db: Db, userId: string, date: string, body: SleepBody): Promise<{ entry: SleepEntry; created: boolean }> {
  const values = sleepValues(body);
  const row = returnedRow(
    await db
      .insert(sleepEntries)
      .values({ userId, day: date, ...values })
      .onConflictDoUpdate({ target: [sleepEntries.userId, sleepEntries.day], set: values })
      .returning({ ...getTableColumns(sleepEntries), created: sql<boolean>`(xmax = 0)` }),
  );
  const { created, ...saved } = row;
  return { entry: toSleepEntry(saved), created };
}

/** Puts a night in place of the one with this id on that day: parts left out are cleared. */
export async function replaceSleep(db: Db, ref: EntryRef, body: SleepBody): Promise<SleepEntry> {
  const rows = await db
    .update(sleepEntries)
    .set({ minutesSlept: null, bedtime: null, wakeTime: null, quality: null, wakings: null, ...sleepValues(body) })
    .where(and(eq(sleepEntries.id, ref.id), eq(sleepEntries.userId, ref.userId), eq(sleepEntries.day, ref.date)))
    .returning();
  if (!rows[0]) throw notFound('Sleep entry');
  return toSleepEntry(rows[0]);
}

/** The night logged for `date`, or null. */
export async function getNight(db: Db, userId: string, date: string): Promise<SleepEntry | null> {
  const [row] = await db
    .select()
    .from(sleepEntries)
    .where(and(eq(sleepEntries.userId, userId), eq(sleepEntries.day, date)));
  return row ? toSleepEntry(row) : null;
}

/**
 * Sleep per day from `startDate` to `endDate` (both counted), oldest first: only days with a
 * logged night; a part not logged that night is null. For charts and the pattern finder.
 */
export async function getSleepByDay(db: Db, userId: string, startDate: string, endDate: string): Promise<SleepDay[]> {
  const rows = await db
    .select({ date: sleepEntries.day, minutes: sleepEntries.minutesSlept, quality: sleepEntries.quality, wakings: sleepEntries.wakings })
    .from(sleepEntries)
    .where(and(eq(sleepEntries.userId, userId), between(sleepEntries.day, startDate, endDate)))
    .orderBy(asc(sleepEntries.day));
  return rows.map(({ date, minutes, quality, wakings }) => ({ date, hours: minutes === null ? null : hoursOf(minutes), quality, wakings }));
}
