import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Subscription } from '../../../../shared/chat.js';

/** GET /api/subscription/current: the plan (free, pro or ultra). */
export const getSubscription = () => apiRequest<Subscription>('GET', '/api/subscription/current');

export const subscriptionQueryOptions = () => queryOptions({ queryKey: ['/api/subscription/current'], queryFn: getSubscription });

export const useSubscription = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...subscriptionQueryOptions(), enabled });
