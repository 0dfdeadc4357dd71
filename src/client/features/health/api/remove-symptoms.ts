import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateHealth } from './health-cache';

/** DELETE /api/health/symptoms/{name} for each name: off the list, history kept. */
export async function removeSymptoms(names: string[]) {
  for (const name of names) await apiRequest('DELETE', `/api/health/symptoms/${encodeURIComponent(name)}`);
}

export function useRemoveSymptoms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSymptoms, onSettled: () => invalidateHealth(queryClient) });
}
