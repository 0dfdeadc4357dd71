import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Conversation } from '../../../../shared/chat.js';

/** GET /api/conversations: the person's conversations (id, title, createdAt), most recent first. */
export const getConversations = () => apiRequest<Conversation[]>('GET', '/api/conversations');

export const conversationsQueryOptions = () => queryOptions({ queryKey: ['/api/conversations'], queryFn: getConversations });

/** Read only when signed in (app-spec section 6). */
export const useConversations = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...conversationsQueryOptions(), enabled });
