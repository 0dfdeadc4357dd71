import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { ProposalCard, ProposalStateBody } from '../../../../shared/chat.js';
import { messagesQueryOptions } from './get-messages';

/** PATCH /api/chat/proposals/{id}: the card was saved (as entry `entryId`) or dismissed. */
export const updateProposal = (id: string, body: ProposalStateBody) => apiRequest<ProposalCard>('PATCH', `/api/chat/proposals/${id}`, body);

/** Marks a card of the open conversation, and shows its new state in the conversation's messages. */
export function useUpdateProposal(conversationId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposalStateBody }) => updateProposal(id, body),
    onSuccess: (card) => {
      if (!conversationId) return;
      queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (old) =>
        old?.map((message) =>
          message.proposals?.some((c) => c.id === card.id)
            ? { ...message, proposals: message.proposals.map((c) => (c.id === card.id ? card : c)) }
            : message,
        ),
      );
    },
  });
}
