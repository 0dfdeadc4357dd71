import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, failedAs } from '@/lib/api';
import type { HistoryPeriod } from '../../../../shared/health.js';
import type { SleepDay } from '../../../../shared/sleep.js';

/** GET /api/health/sleep/history: the nights of the period, oldest first. */
export async function getSleepHistory(endDate: string, days: HistoryPeriod) {
  try {
    return await apiRequest<SleepDay[]>('GET', `/api/health/sleep/history?endDate=${endDate}&days=${days}`);
  } catch (error) {
    throw failedAs('Failed to fetch sleep history', error);
  }
}

export const useSleepHistory = (endDate: string, days: HistoryPeriod) =>
  useQuery(queryOptions({ queryKey: ['/api/health/sleep/history', endDate, days], queryFn: () => getSleepHistory(endDate, days) }));
