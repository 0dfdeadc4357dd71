import { addDays } from 'date-fns';
import { INSIGHT_MAX_DAYS, INSIGHT_RANGES, rangeFault } from '../../../../shared/insights.js';
import { daysInRange } from '../../../../shared/days.js';
import { isDay } from '../../../../shared/health.js';
import { fromDay, notAfterToday, toDay, today } from '../dates';

export type RangeChoice = (typeof INSIGHT_RANGES)[number] | 'custom';
export interface InsightRange {
  choice: RangeChoice;
  from: string;
  to: string;
}

/** The last `days` days, today included. */
export const lastDays = (days: number, end = today()): InsightRange => ({
  choice: INSIGHT_RANGES.find((d) => d === days) ?? 'custom',
  from: toDay(addDays(fromDay(end), -(days - 1))),
  to: end,
});

/** Why a custom range cannot be shown, or null when it can: the API's rules (shared/insights.ts) in people's words, and no future. */
export function rangeProblem(from: string, to: string, now = today()): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both dates';
  const fault = rangeFault(from, to);
  if (fault === 'backwards') return 'The start must be on or before the end';
  if (to > now) return 'The end cannot be in the future';
  if (fault === 'tooLong') return `Choose at most ${INSIGHT_MAX_DAYS} days`;
  return null;
}

/** The address's days of a custom range. */
export const RANGE_DAY_KEYS = ['from', 'to'] as const;

/** The range in the address (?days=7|28|90, or ?from=&to=, days still to come brought back to today), else the last 28 days. */
export function rangeFromSearch(search: string): InsightRange {
  const params = new URLSearchParams(search);
  const [from, to] = [params.get('from'), params.get('to')].map((day) => (day && isDay(day) ? notAfterToday(day) : day));
  if (from && to && !rangeProblem(from, to)) return { choice: 'custom', from, to };
  const days = Number(params.get('days'));
  return lastDays(INSIGHT_RANGES.find((d) => d === days) ?? 28);
}

export const rangeSearch = (range: InsightRange) =>
  range.choice === 'custom' ? `from=${range.from}&to=${range.to}` : `days=${range.choice}`;

/** Every day of the range, oldest first, for charts that show days without logs as gaps. */
export const rangeDays = (from: string, to: string) =>
  Array.from({ length: daysInRange(from, to) }, (_, i) => toDay(addDays(fromDay(from), i)));

/** 'Nov 3' in the person's own locale. */
export const shortDate = (day: string) => fromDay(day).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
/** 'Mon, Nov 3, 2026' in the person's own locale. */
export const longDate = (day: string) =>
  fromDay(day).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
