import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, failedAs } from '@/lib/api';
import type { SleepDay } from '../../../../shared/sleep.js';

/** GET /api/health/sleep/history: the nights from `from` to `to`, oldest first. */
export async function getSleepHistory(from: string, to: string) {
  try {
    return await apiRequest<SleepDay[]>('GET', `/api/health/sleep/history?from=${from}&to=${to}`);
  } catch (error) {
    throw failedAs('Failed to fetch sleep history', error);
  }
}

export const useSleepHistory = (from: string, to: string) =>
  useQuery(queryOptions({ queryKey: ['/api/health/sleep/history', from, to], queryFn: () => getSleepHistory(from, to) }));
