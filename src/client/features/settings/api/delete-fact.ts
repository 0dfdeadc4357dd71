import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatMemoryQueryOptions } from './get-chat-memory';

/** DELETE /api/chat-memory/facts/{id}: Willow forgets one fact. */
export const deleteFact = (id: string) => apiRequest<void>('DELETE', `/api/chat-memory/facts/${id}`);

export function useDeleteFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatMemoryQueryOptions().queryKey }),
  });
}
