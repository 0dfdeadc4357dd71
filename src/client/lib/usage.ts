import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Usage } from '../../shared/chat.js';

/** GET /api/subscription/usage: today's messages and this month's voice minutes against the plan's limits. */
export const getUsage = () => apiRequest<Usage>('GET', '/api/subscription/usage');

export const usageQueryOptions = () => queryOptions({ queryKey: ['/api/subscription/usage'], queryFn: getUsage });

export const useUsage = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...usageQueryOptions(), enabled });
