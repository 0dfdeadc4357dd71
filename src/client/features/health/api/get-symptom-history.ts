import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, failedAs } from '@/lib/api';
import type { HistoryPeriod, SymptomHistoryDay } from '../../../../shared/health.js';

/** GET /api/health/symptoms/history: the days of the period that have symptoms. */
export async function getSymptomHistory(endDate: string, days: HistoryPeriod) {
  try {
    return await apiRequest<SymptomHistoryDay[]>('GET', `/api/health/symptoms/history?endDate=${endDate}&days=${days}`);
  } catch (error) {
    throw failedAs('Failed to fetch symptom history', error);
  }
}

export const symptomHistoryQueryOptions = (endDate: string, days: HistoryPeriod) =>
  queryOptions({
    queryKey: ['/api/health/symptoms/history', endDate, days],
    queryFn: () => getSymptomHistory(endDate, days),
  });

export const useSymptomHistory = (endDate: string, days: HistoryPeriod) => useQuery(symptomHistoryQueryOptions(endDate, days));
