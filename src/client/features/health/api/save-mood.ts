import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import type { MoodBody, MoodEntry } from '../../../../shared/health.js';
import { invalidateHealth } from './health-cache';

export interface SaveMoodInput {
  date: string;
  /** Present when editing: PUT instead of POST. */
  id?: string;
  body: MoodBody;
}

/** POST /api/health/{date}/mood or PUT .../mood/{id}; a non-OK answer says which, with the server's text. */
export async function saveMood({ date, id, body }: SaveMoodInput) {
  try {
    return id
      ? await apiRequest<MoodEntry>('PUT', `/api/health/${date}/mood/${id}`, body)
      : await apiRequest<MoodEntry>('POST', `/api/health/${date}/mood`, body);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to ${id ? 'update' : 'save'} mood: ${error.message}`, { cause: error });
    throw error;
  }
}

export function useSaveMood() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMood, onSuccess: () => invalidateHealth(queryClient) });
}
