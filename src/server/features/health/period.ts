import type { HistoryPeriod } from '../../../shared/health.js';

/** The first day of a period of `days` days ending on `endDate` (both yyyy-MM-dd, inclusive). */
export function periodStart(endDate: string, days: HistoryPeriod): string {
  const end = new Date(`${endDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - (days - 1));
  return end.toISOString().slice(0, 10);
}
