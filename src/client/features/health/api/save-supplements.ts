import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useIdempotentAction } from '@/lib/idempotent-action';
import type { SupplementChangesBody, SupplementChangesResult } from '../../../../shared/health.js';
import { invalidateHealth } from '@/lib/health-cache';

export type SupplementChanges = SupplementChangesBody & { date: string };

/** POST /api/health/{date}/supplements: the edit's deletions, new entries and changes, all or none. */
export function saveSupplements({ date, ...changes }: SupplementChanges, headers?: Record<string, string>) {
  return apiRequest<SupplementChangesResult>('POST', `/api/health/${date}/supplements`, changes, { headers });
}

/** One edit's save: a retry of the same edit after a lost answer is saved once. */
export function useSaveSupplements() {
  const queryClient = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (changes: SupplementChanges) => saveSupplements(changes, action.headersFor(changes)),
    onSuccess: () => action.done(),
    onSettled: () => invalidateHealth(queryClient),
  });
}
