import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

// Times in a person's IANA time zone (their settings' timeZone), on date-fns with @date-fns/tz.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A person's wall clock at an instant: their day (yyyy-MM-dd), minutes after midnight and weekday (0 = Sunday). */
export interface WallClock {
  day: string;
  minutes: number;
  weekday: number;
}

export function wallClock(timeZone: string, at: Date = new Date()): WallClock {
  const local = new TZDate(at, timeZone);
  return { day: format(local, 'yyyy-MM-dd'), minutes: local.getHours() * 60 + local.getMinutes(), weekday: local.getDay() };
}

/** The calendar day (yyyy-MM-dd) of an instant in a zone. */
export const localDay = (timeZone: string, at: Date = new Date()): string => wallClock(timeZone, at).day;

/** Minutes since midnight of an 'HH:MM' clock time. */
export const clockMinutes = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The instant a local day and 'HH:MM' clock time happen in a zone. Across daylight-saving
 * changes it behaves like a wall clock: a time skipped in spring happens as many minutes after
 * the change (02:30 becomes 03:30), and a time that happens twice in autumn counts the first time.
 */
export function zonedInstant(day: string, clock: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minutes = clockMinutes(clock);
  const instant = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
  // TZDate takes the second of a time that happens twice; the first is as many minutes earlier as the clocks went back.
  const wentBack = tzOffset(timeZone, new Date(instant - DAY_MS)) - tzOffset(timeZone, new Date(instant));
  if (wentBack <= 0) return new Date(instant);
  const first = new Date(instant - wentBack * MINUTE_MS);
  const wall = wallClock(timeZone, first);
  return wall.day === day && wall.minutes === minutes ? first : new Date(instant);
}
