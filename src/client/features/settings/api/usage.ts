import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Usage } from '../usage';

export const getUsage = () => apiRequest<Usage>('GET', '/api/subscription/usage');
export const usageQueryOptions = () => queryOptions({ queryKey: ['/api/subscription/usage'], queryFn: getUsage });
export const useUsage = () => useQuery(usageQueryOptions());
