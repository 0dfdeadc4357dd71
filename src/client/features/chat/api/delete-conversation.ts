import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { conversationsQueryOptions } from './get-conversations';
import { messagesQueryOptions } from './get-messages';

/** DELETE /api/conversations/{id} (204). */
export const deleteConversation = (id: string) => apiRequest<null>('DELETE', `/api/conversations/${id}`);

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: messagesQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    },
  });
}
