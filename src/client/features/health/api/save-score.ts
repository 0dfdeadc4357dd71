import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import type { EnergyBody, EnergyEntry, MoodBody, MoodEntry } from '../../../../shared/health.js';
import { invalidateHealth } from '@/lib/health-cache';

export type SaveScoreInput = { date: string; /** Present when editing: PUT instead of POST. */ id?: string } & (
  { kind: 'mood'; body: MoodBody } | { kind: 'energy'; body: EnergyBody }
);

/**
 * POST /api/health/{date}/{mood|energy} or PUT …/{id}; a non-OK answer says which
 * ('Failed to save mood: …', 'Failed to update energy: …') with the server's text.
 */
export async function saveScore({ kind, date, id, body }: SaveScoreInput): Promise<MoodEntry | EnergyEntry> {
  try {
    return id
      ? await apiRequest('PUT', `/api/health/${date}/${kind}/${id}`, body)
      : await apiRequest('POST', `/api/health/${date}/${kind}`, body);
  } catch (error) {
    if (error instanceof ApiError) throw error.withMessage(`Failed to ${id ? 'update' : 'save'} ${kind}: ${error.message}`);
    throw error;
  }
}

export function useSaveScore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveScore, onSuccess: () => invalidateHealth(queryClient) });
}
