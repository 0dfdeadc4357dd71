import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { chatMemoryQueryOptions } from './get-chat-memory';

/** DELETE /api/conversations/{id}/summary: Willow forgets a conversation; the conversation stays. */
export const deleteConversationSummary = (conversationId: string) =>
  apiRequest<void>('DELETE', `/api/conversations/${conversationId}/summary`);

export function useDeleteConversationSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversationSummary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatMemoryQueryOptions().queryKey }),
  });
}
