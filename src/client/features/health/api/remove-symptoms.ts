import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateHealth } from '@/lib/health-cache';

/** POST /api/health/symptoms/removals: all off the list (history kept), or none. Removing twice changes nothing. */
export async function removeSymptoms(names: string[]) {
  await apiRequest('POST', '/api/health/symptoms/removals', { names });
}

export function useRemoveSymptoms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSymptoms, onSettled: () => invalidateHealth(queryClient) });
}
