import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { DEFAULT_TITLE, type Conversation } from '../../../../shared/chat.js';
import { conversationsQueryOptions } from './get-conversations';
import { messagesQueryOptions } from './get-messages';

/** POST /api/conversations {title}; the server titles it from its first message. */
export const createConversation = (title: string = DEFAULT_TITLE) => apiRequest<Conversation>('POST', '/api/conversations', { title });

/** A new conversation starts with no messages, so opening it needs no read. */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagesQueryOptions(conversation.id).queryKey, []);
      return queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    },
  });
}
