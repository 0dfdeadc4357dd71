import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { SupplementBody, SupplementPatch } from '../../../../shared/health.js';
import { invalidateHealth } from './health-cache';

export interface SupplementChanges {
  date: string;
  create?: SupplementBody[];
  update?: { id: string; patch: SupplementPatch }[];
  remove?: string[];
}

/**
 * Applies a supplement edit: deletions first, then new entries (POST .../supplement), then
 * changed ones (PATCH .../supplement/{id}).
 */
export async function saveSupplements({ date, create = [], update = [], remove = [] }: SupplementChanges) {
  for (const id of remove) await apiRequest('DELETE', `/api/health/${date}/supplement/${id}`);
  for (const body of create) await apiRequest('POST', `/api/health/${date}/supplement`, body);
  for (const { id, patch } of update) await apiRequest('PATCH', `/api/health/${date}/supplement/${id}`, patch);
}

export function useSaveSupplements() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSupplements, onSettled: () => invalidateHealth(queryClient) });
}
