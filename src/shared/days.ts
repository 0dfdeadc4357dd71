import { addDays as addToDate, differenceInCalendarDays, format, parseISO } from 'date-fns';

// Calendar days written yyyy-MM-dd: the one place both halves do day arithmetic.

const DAY_FORMAT = 'yyyy-MM-dd';

/** The day `days` after (or before, when negative) a yyyy-MM-dd day. */
export const addDays = (day: string, days: number): string => format(addToDate(parseISO(day), days), DAY_FORMAT);

/** Whole days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;

/** The first day of a period of `days` days ending on `end`, both counted. */
export const periodStart = (end: string, days: number): string => addDays(end, -(days - 1));

/** Orders 'yyyy-MM-dd' days oldest first: as text, which is their order, without a locale's collation (ten times slower). */
export const compareDays = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
