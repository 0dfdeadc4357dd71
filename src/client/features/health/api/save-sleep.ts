import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import type { SleepEntry } from '../../../../shared/health.js';
import type { SleepBody } from '../../../../shared/sleep.js';
import { invalidateHealth } from '@/lib/health-cache';

export interface SaveSleepInput {
  date: string;
  /** Present when editing: PUT (the whole night) instead of POST. */
  id?: string;
  body: SleepBody;
}

/** POST /api/health/{date}/sleep or PUT …/sleep/{id}; a refusal says which, with the server's text. */
export async function saveSleep({ date, id, body }: SaveSleepInput): Promise<SleepEntry> {
  try {
    return id
      ? await apiRequest('PUT', `/api/health/${date}/sleep/${id}`, body)
      : await apiRequest('POST', `/api/health/${date}/sleep`, body);
  } catch (error) {
    if (error instanceof ApiError) throw error.withMessage(`Failed to ${id ? 'update' : 'save'} sleep: ${error.message}`);
    throw error;
  }
}

export function useSaveSleep() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSleep, onSuccess: () => invalidateHealth(queryClient) });
}
