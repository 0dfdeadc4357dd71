import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { STATUS_TEXT, type ChatEvent, type Message } from '../../../shared/chat.js';
import { useCreateConversation } from './api/create-conversation';
import { conversationsQueryOptions } from './api/get-conversations';
import { messagesQueryOptions, useMessages } from './api/get-messages';
import { usageQueryOptions } from '@/lib/usage';
import { sendMessage } from './api/send-message';
import { updateSummary } from './api/update-summary';
import { appendMessage, replaceCards } from './chat-cache';
import { isLimitError, quotaInfoOf, type QuotaInfo } from './quota';
import { SEND_TIMED_OUT, START_FAILED, toastSendFailure } from './send-failures';
import { useChatStatus } from './use-chat-status';

/** A send that has no answer from the server by then is stopped and said, rather than left 'thinking'. */
export const SEND_TIMEOUT_MS = 8000;

/** How a send ended: `rolledBack` means the message never reached the server, so its text can go back in the input. */
export type SendResult = 'sent' | 'rolledBack' | 'ignored';

interface UseChatOptions {
  /** The open conversation (from the URL), if any. */
  conversationId: string | undefined;
  /** A first message created this conversation: the page moves to /chat/{id}. */
  onConversationCreated: (id: string) => void;
  /** A reply saved cards of an earlier one (the person said 'save it'). */
  onProposalsSaved?: () => void;
}

/**
 * One chat screen's conversation: its messages, and sending with the stream's events. The
 * user's message shows at once and is rolled back if the request fails; the reply streams in;
 * the status goes processing, then analyzing after 2 s (mobile) or 5 s while nothing has
 * streamed, and clears after 8 s without news. Leaving a conversation updates its summary.
 */
export function useChat({ conversationId, onConversationCreated, onProposalsSaved }: UseChatOptions) {
  const queryClient = useQueryClient();
  const messages = useMessages(conversationId);
  const createConversation = useCreateConversation();

  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<Message | null>(null);
  const [streaming, setStreaming] = useState<string | null>(null);
  const status = useChatStatus();
  /** The reply completed or failed; the stream has only its end left. */
  const [replied, setReplied] = useState(false);
  const [replyError, setReplyError] = useState<{ conversationId: string; message: string } | null>(null);
  const [quota, setQuota] = useState<QuotaInfo | null>(null);

  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const target = useRef<string | undefined>(undefined);
  const idRef = useRef(conversationId);
  const createdRef = useRef(onConversationCreated);
  const savedRef = useRef(onProposalsSaved);
  useEffect(() => {
    idRef.current = conversationId;
    createdRef.current = onConversationCreated;
    savedRef.current = onProposalsSaved;
  });

  // Leaving a conversation (to another one, or off the page) updates its summary.
  useEffect(() => {
    if (!conversationId) return;
    return () => void updateSummary(conversationId);
  }, [conversationId]);

  // Opening another conversation stops a reply still streaming into the one left.
  useEffect(() => {
    if (target.current && target.current !== conversationId) controller.current?.abort();
  }, [conversationId]);

  useEffect(() => () => controller.current?.abort(), []);

  const handle = (id: string, event: ChatEvent) => {
    status.news();
    switch (event.type) {
      case 'userMessage':
        appendMessage(queryClient, id, event.message);
        setPending(null);
        // A first message has just titled the conversation.
        void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
        return true;
      case 'status':
        status.serverSaid(event.status);
        return false;
      case 'delta':
        status.replyStreaming();
        setStreaming((text) => (text ?? '') + event.content);
        return false;
      case 'proposals':
        // The cards arrive stored, with their ids, in `complete` a moment later.
        return false;
      case 'complete':
        appendMessage(queryClient, id, event.assistantMessage);
        if (event.savedProposals?.length) {
          replaceCards(queryClient, id, event.savedProposals);
          savedRef.current?.();
        }
        setStreaming(null);
        setReplied(true);
        return false;
      case 'error':
        setStreaming(null);
        setReplied(true);
        setReplyError({ conversationId: id, message: event.message });
        return false;
    }
  };

  const send = async (raw: string): Promise<SendResult> => {
    const text = raw.trim();
    if (!text || busy.current) return 'ignored';
    busy.current = true;
    setSending(true);
    setReplied(false);
    setReplyError(null);
    setPending({ id: 'pending', conversationId: idRef.current ?? '', role: 'user', content: text, createdAt: new Date().toISOString() });
    status.begin();

    let accepted = false;
    const abort = new AbortController();
    controller.current = abort;
    // An object, not a `let`: TypeScript cannot see the timer's write, and would take `false` as the only value.
    const stalled = { timedOut: false };
    const stall = setTimeout(() => {
      stalled.timedOut = true;
      abort.abort();
    }, SEND_TIMEOUT_MS);
    try {
      let id = idRef.current;
      if (!id) {
        try {
          id = (await createConversation.mutateAsync(undefined)).id;
        } catch {
          setPending(null);
          toast({ title: 'Error', description: START_FAILED, variant: 'destructive' });
          return 'rolledBack';
        }
        if (abort.signal.aborted) {
          if (stalled.timedOut) toast({ ...SEND_TIMED_OUT, variant: 'destructive' });
          return 'rolledBack';
        }
        target.current = id;
        createdRef.current(id);
      }
      target.current = id;
      for await (const event of sendMessage({ conversationId: id, message: text }, abort.signal)) {
        // The server answered: from here the reply may take as long as it needs.
        clearTimeout(stall);
        if (abort.signal.aborted) break;
        if (handle(id, event)) accepted = true;
      }
      return 'sent';
    } catch (error) {
      if (stalled.timedOut && !accepted) {
        setPending(null);
        toast({ ...SEND_TIMED_OUT, variant: 'destructive' });
        return 'rolledBack';
      }
      if (abort.signal.aborted) return accepted ? 'sent' : 'rolledBack';
      setPending(null);
      if (isLimitError(error)) {
        setQuota(quotaInfoOf(error));
        void queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey });
      } else toastSendFailure(error);
      // A message the server took stays; the conversation is read again to match what it kept.
      if (accepted && target.current) void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(target.current).queryKey });
      return accepted ? 'sent' : 'rolledBack';
    } finally {
      clearTimeout(stall);
      if (controller.current === abort) controller.current = null;
      busy.current = false;
      status.end();
      setSending(false);
      setStreaming(null);
      setPending(null);
      // The first message titles the conversation, and the list is ordered by activity.
      void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
    }
  };

  const list = messages.data ?? [];
  return {
    messages: pending ? [...list, pending] : list,
    isLoading: !!conversationId && messages.isLoading && !pending,
    isError: !!conversationId && messages.isError,
    sending,
    status: status.status,
    streaming,
    /** The typing indicator's text while Willow has not begun to answer, else null. */
    typing:
      sending && streaming === null && !replied ? (status.status === 'idle' ? STATUS_TEXT.thinking : STATUS_TEXT[status.status]) : null,
    replyError: replyError && replyError.conversationId === conversationId ? replyError.message : null,
    quota,
    closeQuota: () => setQuota(null),
    send,
  };
}
