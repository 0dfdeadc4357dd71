import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Message } from '../../../../shared/chat.js';

/** GET /api/conversations/{id}/messages: the conversation's messages, oldest first. */
export const getMessages = (conversationId: string) => apiRequest<Message[]>('GET', `/api/conversations/${conversationId}/messages`);

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: ['/api/conversations', conversationId, 'messages'], queryFn: () => getMessages(conversationId) });

/** The open conversation's messages; nothing is read while no conversation is open. */
export const useMessages = (conversationId: string | undefined) =>
  useQuery({ ...messagesQueryOptions(conversationId ?? ''), enabled: !!conversationId });
