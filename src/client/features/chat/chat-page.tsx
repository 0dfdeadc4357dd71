import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, Loader2, MessageCircleOff, SlidersHorizontal } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useVoices } from '@/lib/speech/get-voices';
import { cn } from '@/lib/utils';
import { ASSISTANT_NAME } from '../../../shared/brand.js';
import { AUTO_SEND_DELAY_MS, type Message, type ProposalCard, type ProposalStateBody } from '../../../shared/chat.js';
import { useCreateConversation } from './api/create-conversation';
import { conversationsQueryOptions, useConversations } from './api/get-conversations';
import { messagesQueryOptions } from './api/get-messages';
import { usageQueryOptions } from '@/lib/usage';
import { useUpdateProposal } from './api/update-proposal';
import { ChatInput } from './chat-input';
import { ChatEmptyState, MessageList } from './message-list';
import { UsageLimitDialog } from './usage-limit-dialog';
import { useChat } from './use-chat';
import { useSendWhenOnline } from './use-send-when-online';
import type { QuotaInfo } from './quota';
import { invalidateHealth } from '@/lib/health-cache';

/** Voice mode's code (recording, speech, pacing) loads only when it opens. */
const VoiceMode = lazy(() => import('./voice/voice-mode'));

/** Under the header when no language model is set up (what the operator can do is in the server log and README). */
export const OFFLINE_LINE = `${ASSISTANT_NAME} answers from your logs: ask about a day, a week or a symptom.`;

const ICON_LINK = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), '[&_svg]:h-5 [&_svg]:w-5');

/**
 * /chat and /chat/{conversationId}. `?message=` fills the box and, with no conversation open,
 * sends it after about half a second (creating the conversation first); `?voice=true` opens
 * voice mode over the chat.
 */
/** What shows a reply's proposed entries: the health feature's cards, handed in where the features meet (app/chat-screen). */
export type ProposalCardsSlot = ComponentType<{ cards: ProposalCard[]; mark: (id: string, body: ProposalStateBody) => Promise<unknown> }>;

export function ChatPage({ conversationId, ProposalCards }: { conversationId?: string; ProposalCards: ProposalCardsSlot }) {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const message = params.get('message') ?? '';
  const mobile = useIsMobile();
  const [text, setText] = useState(message);
  const [voice, setVoice] = useState(params.get('voice') === 'true');
  const conversations = useConversations();
  // Null when no language model is set up: replies come from the person's logs (said once, below the header).
  const offline = useVoices().data?.assistant === null;
  const title = conversationId ? conversations.data?.find((c) => c.id === conversationId)?.title : undefined;

  const queryClient = useQueryClient();
  const chat = useChat({
    conversationId,
    onConversationCreated: (id) => navigate(`/chat/${id}`, { replace: true }),
    onProposalsSaved: () => void invalidateHealth(queryClient),
  });
  const createConversation = useCreateConversation();
  const [voiceQuota, setVoiceQuota] = useState<QuotaInfo | null>(null);
  const updateProposal = useUpdateProposal(conversationId);
  const markProposal = (id: string, body: ProposalStateBody) => updateProposal.mutateAsync({ id, body });
  const latestReply = chat.messages.findLast((m) => m.role === 'assistant');
  const renderProposals = (message: Message) => <ProposalCards cards={message.proposals ?? []} mark={markProposal} />;
  const openId = useRef(conversationId);
  useEffect(() => {
    openId.current = conversationId;
  }, [conversationId]);

  /** Voice mode's turns go to the open conversation, or to a new one that the page then shows. */
  const conversationFor = async () => {
    if (openId.current) return openId.current;
    const { id } = await createConversation.mutateAsync(undefined);
    openId.current = id;
    navigate(`/chat/${id}`, { replace: true });
    return id;
  };
  /** A spoken turn is read again from the server: its messages, and the days a 'save it' may have logged to. */
  const afterVoiceTurn = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(id).queryKey });
    void invalidateHealth(queryClient);
    void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey });
  };

  const offlineSend = useSendWhenOnline((value) => void submit(value));
  const submit = async (value: string) => {
    if (!value.trim() || chat.sending) return;
    setText('');
    if (offlineSend.sendOrHold(value)) return;
    // A message that never reached the server goes back in the box, unless something new was typed.
    if ((await chat.send(value)) === 'rolledBack') setText((current) => current || value);
  };

  const autoSend = useRef(submit);
  useEffect(() => {
    autoSend.current = submit;
  });
  useEffect(() => {
    if (conversationId || !message.trim()) return;
    const timer = setTimeout(() => void autoSend.current(message), AUTO_SEND_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the address the page opened with sends by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const closeVoice = () => {
    setVoice(false);
    if (params.has('voice')) navigate(location, { replace: true });
  };

  let body;
  if (chat.isLoading) {
    body = (
      <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 text-muted-foreground">
        <Loader2 className="h-7 w-7 animate-spin text-primary" aria-hidden="true" />
        <p>Loading conversation...</p>
      </div>
    );
  } else if (chat.isError) {
    body = (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
        <MessageCircleOff className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">This conversation could not be opened.</p>
        <p className="text-sm text-muted-foreground">It may have been deleted, or the connection dropped.</p>
        <Link href="/chat" className={buttonVariants({ variant: 'outline' })}>
          Start a new conversation
        </Link>
      </div>
    );
  } else if (!chat.messages.length) {
    body = <ChatEmptyState onSuggestion={(prompt) => void chat.send(prompt)} disabled={chat.sending} />;
  } else {
    body = (
      <MessageList
        messages={chat.messages}
        streaming={chat.streaming}
        typing={chat.typing}
        replyError={chat.replyError}
        renderProposals={renderProposals}
      />
    );
  }

  return (
    <main className="flex h-dvh flex-col">
      <header className="flex items-center gap-2 border-b border-border bg-background/95 px-2 py-2 pt-[max(0.5rem,env(safe-area-inset-top))] backdrop-blur">
        <Link href="/" aria-label="Back to home" className={ICON_LINK}>
          <ArrowLeft aria-hidden="true" />
        </Link>
        <div className="min-w-0 flex-1 text-center">
          <p className="font-bold leading-tight">{ASSISTANT_NAME}</p>
          {title && (
            <p className="truncate text-xs text-muted-foreground" title={title}>
              {title}
            </p>
          )}
        </div>
        <Link href="/settings/chat-voice" aria-label="Chat and voice settings" className={ICON_LINK}>
          <SlidersHorizontal aria-hidden="true" />
        </Link>
      </header>
      {offline && <p className="px-4 pt-1.5 text-center text-xs text-muted-foreground">{OFFLINE_LINE}</p>}

      <div className="flex-1 overflow-y-auto">
        <div className="mx-auto flex min-h-full w-full max-w-3xl flex-col px-4">{body}</div>
      </div>

      <div className="border-t border-border bg-background px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="mx-auto w-full max-w-3xl">
          {offlineSend.waiting !== null && (
            <p role="status" className="mb-2 flex items-center justify-between gap-3 rounded-2xl bg-muted px-4 py-2 text-sm">
              <span>You’re offline. Your message will be sent when the connection is back.</span>
              <button
                type="button"
                className="shrink-0 font-semibold text-primary underline-offset-2 hover:underline"
                onClick={() => {
                  const held = offlineSend.cancel();
                  setText((current) => current || (held ?? ''));
                }}
              >
                Cancel
              </button>
            </p>
          )}
          <ChatInput
            value={text}
            onChange={setText}
            onSend={() => void submit(text)}
            onVoice={() => setVoice(true)}
            disabled={chat.sending || chat.isLoading || offlineSend.waiting !== null}
            autoFocus={!mobile}
          />
        </div>
      </div>

      <UsageLimitDialog
        quota={chat.quota ?? voiceQuota}
        onClose={() => {
          chat.closeQuota();
          setVoiceQuota(null);
        }}
      />
      {voice && (
        <Suspense fallback={null}>
          <VoiceMode
            conversationFor={conversationFor}
            onTurn={afterVoiceTurn}
            onQuota={setVoiceQuota}
            onClose={closeVoice}
            proposals={
              latestReply?.proposals?.length ? (
                <>
                  {renderProposals(latestReply)}
                  {latestReply.proposals.some((card) => card.state === 'proposed') && (
                    <p className="mt-2 text-sm text-muted-foreground">Tap Save, or say “save it”.</p>
                  )}
                </>
              ) : null
            }
          />
        </Suspense>
      )}
    </main>
  );
}
