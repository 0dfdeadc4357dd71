import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, failedAs } from '@/lib/api';
import type { DayRecord } from '../../../../shared/health.js';

/** GET /api/health/{date}: the day's mood, energy, symptoms, meals and supplements. */
export async function getDay(date: string) {
  try {
    return await apiRequest<DayRecord>('GET', `/api/health/${date}`);
  } catch (error) {
    throw failedAs('Failed to fetch health data', error);
  }
}

export const dayQueryOptions = (date: string) => queryOptions({ queryKey: ['/api/health', date], queryFn: () => getDay(date) });

export const useDay = (date: string) => useQuery(dayQueryOptions(date));
