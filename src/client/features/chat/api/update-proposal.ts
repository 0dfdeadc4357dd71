import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Message, ProposalCard, ProposalStateBody } from '../../../../shared/chat.js';
import { messagesQueryOptions } from './get-messages';

/** PATCH /api/chat/proposals/{id}: the card was saved (as entry `entryId`) or dismissed. */
export const updateProposal = (id: string, body: ProposalStateBody) => apiRequest<ProposalCard>('PATCH', `/api/chat/proposals/${id}`, body);

/** The message with any of these cards in their new state. */
export const withCards = (message: Message, cards: ProposalCard[]): Message =>
  message.proposals?.some((card) => cards.some((c) => c.id === card.id))
    ? { ...message, proposals: message.proposals.map((card) => cards.find((c) => c.id === card.id) ?? card) }
    : message;

/** Marks a card of the open conversation, and shows its new state in the conversation's messages. */
export function useUpdateProposal(conversationId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposalStateBody }) => updateProposal(id, body),
    onSuccess: (card) => {
      if (!conversationId) return;
      queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (old) => old?.map((message) => withCards(message, [card])));
    },
  });
}
