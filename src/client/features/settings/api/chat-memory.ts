import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { ClearChatMemoryBody, ClearChatMemoryResult } from '../../../../shared/account-data.js';
import { chatMemoryQueryOptions } from './get-chat-memory';

/** POST /api/chat-memory/clear; the conversation list and what Willow remembers are read again afterwards. */
export const clearChatMemory = (body: ClearChatMemoryBody) => apiRequest<ClearChatMemoryResult>('POST', '/api/chat-memory/clear', body);

export function useClearChatMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatMemory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/conversations'] }),
        queryClient.invalidateQueries({ queryKey: chatMemoryQueryOptions().queryKey }),
      ]),
  });
}
