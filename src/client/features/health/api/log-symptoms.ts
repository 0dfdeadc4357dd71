import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { SymptomBody, SymptomEntry } from '../../../../shared/health.js';
import { invalidateHealth } from './health-cache';

/** A batch that failed part-way: `saved` were stored before the failure, so a retry can skip them. */
export class PartlySavedError extends Error {
  constructor(
    readonly saved: SymptomEntry[],
    cause: unknown,
  ) {
    super(`Saved ${saved.length} symptom(s) before a failure`, { cause });
    this.name = 'PartlySavedError';
  }
}

/** POST /api/health/{date}/symptom, one call per symptom, in order. */
export async function logSymptoms({ date, symptoms }: { date: string; symptoms: SymptomBody[] }) {
  const saved: SymptomEntry[] = [];
  for (const symptom of symptoms) {
    try {
      saved.push(await apiRequest<SymptomEntry>('POST', `/api/health/${date}/symptom`, symptom));
    } catch (error) {
      throw new PartlySavedError(saved, error);
    }
  }
  return saved;
}

/** Refreshes the day, the history and the symptom list whether or not every call succeeded. */
export function useLogSymptoms() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logSymptoms, onSettled: () => invalidateHealth(queryClient) });
}
