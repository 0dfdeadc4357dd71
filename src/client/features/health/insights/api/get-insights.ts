import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Insights } from '../../../../../shared/insights.js';

/** GET /api/insights: series, adherence, patterns and notes for the days from..to. */
export const getInsights = (from: string, to: string) => apiRequest<Insights>('GET', `/api/insights?from=${from}&to=${to}`);

export const insightsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: ['/api/insights', from, to], queryFn: () => getInsights(from, to) });

/** The previous range stays on screen while the next one loads, so charts do not flash empty. */
export const useInsights = (from: string, to: string) => useQuery({ ...insightsQueryOptions(from, to), placeholderData: keepPreviousData });
