/** One formatter per time zone: making one costs far more than using it, and a quota check uses dozens. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (yyyy-MM-dd) of an instant in an IANA time zone. */
export function localDay(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export { addDays } from '../../shared/days.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Making an Intl.DateTimeFormat costs far more than using one; the scheduler asks for thousands a minute.
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds (+14:00 gives 50,400,000). */
export function zoneOffset(timeZone: string, at: number): number {
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - Math.floor(at / MINUTE) * MINUTE;
}

/** Minutes since midnight of an 'HH:MM' clock time. */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The local day and minute of the day of an instant in a zone. */
export function localClock(timeZone: string, at: Date): { day: string; minutes: number } {
  const wall = new Date(at.getTime() + zoneOffset(timeZone, at.getTime()));
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/**
 * The instant a local day and 'HH:MM' clock time happen in a zone. Across daylight-saving
 * changes it behaves like a wall clock: a time skipped in spring happens as many minutes after
 * the change (02:30 becomes 03:30), and a time that happens twice in autumn counts the first time.
 */
export function zonedInstant(day: string, clock: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + clockMinutes(clock) * MINUTE;
  const before = zoneOffset(timeZone, wall - DAY);
  const after = zoneOffset(timeZone, wall + DAY);
  const matches = [...new Set([before, after])].map((offset) => wall - offset).filter((t) => t + zoneOffset(timeZone, t) === wall);
  return new Date(matches.length > 0 ? Math.min(...matches) : wall - before);
}
