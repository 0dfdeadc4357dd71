import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Meal, MealBody } from '../../../../shared/health.js';
import { invalidateHealth } from '@/lib/health-cache';

/** POST /api/health/{date}/nutrition, or PUT .../nutrition/{id} when editing. */
export const saveMeal = ({ date, id, body }: { date: string; id?: string; body: MealBody }) =>
  id
    ? apiRequest<Meal>('PUT', `/api/health/${date}/nutrition/${id}`, body)
    : apiRequest<Meal>('POST', `/api/health/${date}/nutrition`, body);

export function useSaveMeal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMeal, onSuccess: () => invalidateHealth(queryClient) });
}
