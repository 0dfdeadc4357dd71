import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { HistoryPeriod, SymptomHistoryDay } from '../../../../shared/health.js';

/** GET /api/health/symptoms/history: the days of the period that have symptoms. */
export async function getSymptomHistory(endDate: string, days: HistoryPeriod) {
  try {
    return await apiRequest<SymptomHistoryDay[]>('GET', `/api/health/symptoms/history?endDate=${endDate}&days=${days}`);
  } catch (error) {
    throw new Error('Failed to fetch symptom history', { cause: error });
  }
}

export const symptomHistoryQueryOptions = (endDate: string, days: HistoryPeriod) =>
  queryOptions({
    queryKey: ['/api/health/symptoms/history', endDate, days],
    queryFn: () => getSymptomHistory(endDate, days),
  });

export const useSymptomHistory = (endDate: string, days: HistoryPeriod) => useQuery(symptomHistoryQueryOptions(endDate, days));
