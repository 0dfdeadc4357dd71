import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import type { EnergyBody, EnergyEntry } from '../../../../shared/health.js';
import { invalidateHealth } from './health-cache';

export interface SaveEnergyInput {
  date: string;
  /** Present when editing: PUT instead of POST. */
  id?: string;
  body: EnergyBody;
}

/** POST /api/health/{date}/energy or PUT .../energy/{id}; a non-OK answer says which, with the server's text. */
export async function saveEnergy({ date, id, body }: SaveEnergyInput) {
  try {
    return id
      ? await apiRequest<EnergyEntry>('PUT', `/api/health/${date}/energy/${id}`, body)
      : await apiRequest<EnergyEntry>('POST', `/api/health/${date}/energy`, body);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to ${id ? 'update' : 'save'} energy: ${error.message}`, { cause: error });
    throw error;
  }
}

export function useSaveEnergy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEnergy, onSuccess: () => invalidateHealth(queryClient) });
}
