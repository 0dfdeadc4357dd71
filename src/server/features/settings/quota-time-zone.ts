import { z } from 'zod';
import { localDay } from '../../../shared/zoned-time.js';

/**
 * The time zone whose days and months quotas count in. A change of the person's time zone takes
 * effect for quotas only from the next midnight of the zone in force, so changing zones never
 * starts a fresh quota day (or month) early. Kept in the settings row under an internal key that
 * the settings API never answers.
 */
export const QUOTA_ZONE_KEY = 'quotaTimeZone';

const stateSchema = z.object({ zone: z.string(), next: z.string().optional(), from: z.iso.datetime().optional() });
export type QuotaZoneState = z.infer<typeof stateSchema>;

/** The zone quotas count in at `now`, from the stored state (none yet: the person's own zone). */
export function quotaTimeZone(stored: unknown, personZone: string, now: Date): string {
  const state = stateSchema.safeParse(stored);
  if (!state.success) return personZone;
  const { zone, next, from } = state.data;
  return next && from && now >= new Date(from) ? next : zone;
}

/** The state after the person moves to `newZone`: the zone in force stays until its next midnight. */
export function afterZoneChange(stored: unknown, personZone: string, newZone: string, now: Date): QuotaZoneState {
  const zone = quotaTimeZone(stored, personZone, now);
  if (newZone === zone) return { zone };
  return { zone, next: newZone, from: nextMidnight(zone, now).toISOString() };
}

/** The first instant after `now` that is a new day in `timeZone`, to the minute. */
export function nextMidnight(timeZone: string, now: Date): Date {
  const today = localDay(timeZone, now);
  const HOUR = 3_600_000;
  let before = now.getTime();
  let after = before + HOUR;
  while (localDay(timeZone, new Date(after)) === today) {
    before = after;
    after += HOUR;
  }
  // Midnight falls in (before, after]; zones are whole minutes off UTC, so it is the first whole minute after `before`.
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2);
    if (localDay(timeZone, new Date(middle)) === today) before = middle;
    else after = middle;
  }
  return new Date((Math.floor(before / 60_000) + 1) * 60_000);
}
