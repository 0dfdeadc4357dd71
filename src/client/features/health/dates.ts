import { format, isValid, parse } from 'date-fns';
import { isDay } from '../../../shared/health.js';
import { CLOCK_SKEW_MS } from '../../../shared/timestamps.js';

const SELECTED_DATE_KEY = 'selectedDate';

/** A local calendar day as yyyy-MM-dd. */
export const toDay = (date: Date) => format(date, 'yyyy-MM-dd');
export const today = () => toDay(new Date());
/** The local midnight of a yyyy-MM-dd day. */
export const fromDay = (day: string) => parse(day, 'yyyy-MM-dd', new Date());

/** Whether a day written in an address lies after today. */
export const isFutureDay = (value: string | null): value is string => !!value && isDay(value) && value > today();

/** A day still to come is brought back to today: entries and summaries cover what has happened. */
export const notAfterToday = (day: string) => (day > today() ? today() : day);

/** The dashboard's selected date, kept for this browser tab; today when none, invalid or still to come. */
export function readSelectedDate(): string {
  const stored = sessionStorage.getItem(SELECTED_DATE_KEY);
  return stored && isDay(stored) ? notAfterToday(stored) : today();
}

export function storeSelectedDate(day: string) {
  sessionStorage.setItem(SELECTED_DATE_KEY, day);
}

const clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
/** An instant's time of day as the person's locale writes it ('7:45 AM', '07:45'), for reading. */
export const clockTime = (instant: Date | string) => clock.format(new Date(instant));

/** "HH:mm" of an instant, in local time, for time inputs. */
export const timeOf = (instant: Date | string) => format(new Date(instant), 'HH:mm');

/** The instant of a local day and "HH:mm" time as ISO text; null when either is not valid. */
export function combineDayAndTime(day: string, time: string): string | null {
  if (!isDay(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = parse(`${day} ${time}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(instant) ? instant.toISOString() : null;
}

/** The time input's default: now, when the day is today; noon on another day. */
export const defaultTimeFor = (day: string) => (day === today() ? timeOf(new Date()) : '12:00');

/** Whether a local day and time lie ahead of now (beyond a few minutes of clock drift): entries record what has happened. */
export function isStillToCome(day: string, time: string): boolean {
  const instant = combineDayAndTime(day, time);
  return instant !== null && Date.parse(instant) > Date.now() + CLOCK_SKEW_MS;
}

/** The toast for a time still to come, shared by every log form. */
export const STILL_TO_COME = {
  title: 'That time is still to come',
  description: 'Entries record what has happened: choose a time up to now.',
  variant: 'destructive',
} as const;
