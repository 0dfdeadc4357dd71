import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
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
 * changed ones (PATCH .../supplement/{id}). Each call that succeeds is added to `done`, and calls
 * already in it are skipped, so retrying an edit that failed part-way neither logs a supplement
 * twice nor fails again on one already deleted (a 404 for a deletion means it is gone).
 */
export async function saveSupplements({ date, create = [], update = [], remove = [] }: SupplementChanges, done = new Set<string>()) {
  const once = async (key: string, call: () => Promise<unknown>) => {
    if (done.has(key)) return;
    await call();
    done.add(key);
  };
  for (const id of remove) {
    await once(`delete:${id}`, () =>
      apiRequest('DELETE', `/api/health/${date}/supplement/${id}`).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }),
    );
  }
  // A new entry is known by its place and name, so a retry after changing the time or dose of
  // the edit does not log it a second time.
  for (const [i, body] of create.entries()) {
    await once(`create:${i}:${body.name.toLowerCase()}`, () => apiRequest('POST', `/api/health/${date}/supplement`, body));
  }
  for (const { id, patch } of update) {
    await once(`update:${id}:${JSON.stringify(patch)}`, () => apiRequest('PATCH', `/api/health/${date}/supplement/${id}`, patch));
  }
}

/** One edit's saves: a retry after a failure resumes where the failed attempt stopped. */
export function useSaveSupplements() {
  const queryClient = useQueryClient();
  const done = useRef(new Set<string>());
  return useMutation({
    mutationFn: (changes: SupplementChanges) => saveSupplements(changes, done.current),
    onSettled: () => invalidateHealth(queryClient),
  });
}
