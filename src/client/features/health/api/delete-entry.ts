import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateHealth } from '@/lib/health-cache';

/** The path segment of each kind of entry in DELETE /api/health/{date}/{segment}/{id}. */
export type EntrySegment = 'mood' | 'energy' | 'symptom' | 'nutrition' | 'supplement' | 'sleep';

export const deleteEntry = ({ date, segment, id }: { date: string; segment: EntrySegment; id: string }) =>
  apiRequest<null>('DELETE', `/api/health/${date}/${segment}/${id}`);

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSuccess: () => invalidateHealth(queryClient) });
}
