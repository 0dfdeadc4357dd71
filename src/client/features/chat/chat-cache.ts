import type { QueryClient } from '@tanstack/react-query';
import type { Message, ProposalCard } from '../../../shared/chat.js';
import { messagesQueryOptions } from './api/get-messages';
import { withCards } from './api/update-proposal';

/** A message the stream brought joins the conversation's cached messages (once). */
export const appendMessage = (queryClient: QueryClient, conversationId: string, message: Message) =>
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (old) =>
    old?.some((m) => m.id === message.id) ? old : [...(old ?? []), message],
  );

/** Cards a reply saved replace their earlier copies in the cached messages. */
export const replaceCards = (queryClient: QueryClient, conversationId: string, cards: ProposalCard[]) =>
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (old) => old?.map((message) => withCards(message, cards)));
