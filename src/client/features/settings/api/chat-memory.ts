import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { ClearChatMemoryBody, ClearChatMemoryResult } from '../../../../shared/account-data.js';

/** POST /api/chat-memory/clear; the conversation list is read again afterwards. */
export const clearChatMemory = (body: ClearChatMemoryBody) => apiRequest<ClearChatMemoryResult>('POST', '/api/chat-memory/clear', body);

export function useClearChatMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChatMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/conversations'] }),
  });
}
