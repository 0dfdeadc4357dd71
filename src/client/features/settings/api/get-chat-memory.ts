import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { ChatMemory } from '../../../../shared/chat-memory.js';

/** GET /api/chat-memory: the facts Willow keeps and its conversation summaries. */
export const getChatMemory = () => apiRequest<ChatMemory>('GET', '/api/chat-memory');
export const chatMemoryQueryOptions = () => queryOptions({ queryKey: ['/api/chat-memory'], queryFn: getChatMemory });
export const useChatMemory = () => useQuery(chatMemoryQueryOptions());
