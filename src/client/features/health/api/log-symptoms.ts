import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useIdempotentAction } from '@/lib/idempotent-action';
import type { SymptomBody, SymptomEntry } from '../../../../shared/health.js';
import { invalidateHealth } from '@/lib/health-cache';

export interface SymptomsToLog {
  date: string;
  symptoms: SymptomBody[];
}

/** POST /api/health/{date}/symptoms: every symptom saved, or none. */
export function logSymptoms({ date, symptoms }: SymptomsToLog, headers?: Record<string, string>) {
  return apiRequest<SymptomEntry[]>('POST', `/api/health/${date}/symptoms`, { symptoms }, { headers });
}

/** Refreshes the day, the history and the symptom list whether or not the save succeeded; a retry is saved once. */
export function useLogSymptoms() {
  const queryClient = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (input: SymptomsToLog) => logSymptoms(input, action.headersFor(input)),
    onSuccess: () => action.done(),
    onSettled: () => invalidateHealth(queryClient),
  });
}
