import { format, subDays } from 'date-fns';
import { HISTORY_PERIODS, isDay, type HistoryPeriod, type SymptomHistoryDay } from '../../../../shared/health.js';
import { fromDay, notAfterToday, toDay, today } from '../dates';

/** The screen's query: date (end of the history window; today when missing, invalid or still to come) and period (7, 28 or 90; default 7). */
export function readSymptomsParams(search: string): {
  date: string;
  period: HistoryPeriod;
} {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const period = Number(params.get('period'));
  return {
    date: date && isDay(date) ? notAfterToday(date) : today(),
    period: HISTORY_PERIODS.find((days) => days === period) ?? HISTORY_PERIODS[0],
  };
}

/** Symptom names are compared without regard to case, as the server does. */
export const sameSymptom = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface LastLogged {
  day: string;
  intensity: number;
}

/**
 * For each symptom (keyed by its lower-case name), the latest day of the history on which it
 * was logged above 0, with that day's intensity. A symptom only ever logged at 0 has no history.
 */
export function lastLoggedByName(history: SymptomHistoryDay[]): Map<string, LastLogged> {
  const last = new Map<string, LastLogged>();
  for (const { date, symptoms } of history) {
    for (const { name, intensity } of symptoms) {
      if (intensity <= 0) continue;
      const key = name.toLowerCase();
      const seen = last.get(key);
      if (!seen || date >= seen.day) last.set(key, { day: date, intensity });
    }
  }
  return last;
}

/** 'Today', 'Yesterday' or 'MMM d' (e.g. 'Mar 4') for a yyyy-MM-dd day. */
export function lastLoggedLabel(day: string, todayDay = today()): string {
  if (day === todayDay) return 'Today';
  if (day === toDay(subDays(fromDay(todayDay), 1))) return 'Yesterday';
  return format(fromDay(day), 'MMM d');
}
