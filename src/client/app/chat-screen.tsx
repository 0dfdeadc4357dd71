import { ChatPage } from '@/features/chat/chat-page';
import { ProposalCards } from '@/features/health/proposals/proposal-cards';

/** The chat, with the health feature's entry cards under the replies that propose entries: the two features meet here. */
export function ChatScreen({ conversationId }: { conversationId?: string }) {
  return <ChatPage conversationId={conversationId} ProposalCards={ProposalCards} />;
}
