import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { HistoryPeriod, TrendDay } from '../../../../shared/health.js';

/** GET /api/health/trends: mood and energy day averages over the period ending on endDate. */
export const getTrends = (endDate: string, days: HistoryPeriod) =>
  apiRequest<TrendDay[]>('GET', `/api/health/trends?endDate=${endDate}&days=${days}`);

export const trendsQueryOptions = (endDate: string, days: HistoryPeriod) =>
  queryOptions({ queryKey: ['/api/health/trends', endDate, days], queryFn: () => getTrends(endDate, days) });

export const useTrends = (endDate: string, days: HistoryPeriod) => useQuery(trendsQueryOptions(endDate, days));
