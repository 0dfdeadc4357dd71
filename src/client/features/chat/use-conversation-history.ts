import { toast } from '@/components/ui/use-toast';
import { useDeleteConversation } from './api/delete-conversation';
import { useConversations } from './api/get-conversations';

export const DELETED = { title: 'Chat deleted', description: 'The conversation has been removed from your history.' };
export const DELETE_FAILED = 'Failed to delete the conversation. Please try again.';

/** The history drawer's list: the conversations, and deleting one with its toasts. */
export function useConversationHistory({ enabled, onDeleted }: { enabled: boolean; onDeleted?: (id: string) => void }) {
  const conversations = useConversations({ enabled });
  const remove = useDeleteConversation();
  return {
    conversations: conversations.data ?? [],
    isLoading: conversations.isLoading,
    isError: conversations.isError,
    retry: () => void conversations.refetch(),
    deleting: remove.isPending ? remove.variables : undefined,
    remove: (id: string) =>
      remove.mutate(id, {
        onSuccess: () => {
          toast(DELETED);
          onDeleted?.(id);
        },
        onError: () => toast({ title: 'Error', description: DELETE_FAILED, variant: 'destructive' }),
      }),
  };
}
