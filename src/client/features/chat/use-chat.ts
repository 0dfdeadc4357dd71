import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useIsMobile } from '@/lib/use-is-mobile';
import { ANALYZING_AFTER_MS, STATUS_CLEAR_MS, STATUS_TEXT, type ChatEvent, type Message, type ProposalCard } from '../../../shared/chat.js';
import { useCreateConversation } from './api/create-conversation';
import { conversationsQueryOptions } from './api/get-conversations';
import { messagesQueryOptions, useMessages } from './api/get-messages';
import { usageQueryOptions } from '@/lib/usage';
import { sendMessage } from './api/send-message';
import { updateSummary } from './api/update-summary';
import { withCards } from './api/update-proposal';
import { isLimitError, quotaInfoOf, type QuotaInfo } from './quota';
import { ApiError } from '@/lib/api';

export type ChatStatus = 'idle' | 'processing' | 'analyzing';

export const SEND_FAILED = {
  title: 'Connection Error',
  description: 'Failed to send message. Please check your connection and try again.',
};
export const START_FAILED = 'Failed to start conversation. Please try again.';
/** A send that has no answer from the server by then is stopped and said, rather than left 'thinking'. */
export const SEND_TIMEOUT_MS = 8000;
export const SEND_TIMED_OUT = {
  title: 'Message not sent',
  description: 'Willow could not be reached. Check your connection and try again.',
};
/** A message the server refused (too long, empty, not found): its own reason is shown. */
export const SEND_REFUSED_TITLE = 'Message not sent';

/** How a send ended: `rolledBack` means the message never reached the server, so its text can go back in the input. */
export type SendResult = 'sent' | 'rolledBack' | 'ignored';

interface UseChatOptions {
  /** The open conversation (from the URL), if any. */
  conversationId: string | undefined;
  /** A first message created this conversation: the page moves to /chat/{id}. */
  onConversationCreated(id: string): void;
  /** A reply saved cards of an earlier one (the person said 'save it'). */
  onProposalsSaved?(): void;
}

/**
 * One chat screen's conversation: its messages, and sending with the stream's events. The
 * user's message shows at once and is rolled back if the request fails; the reply streams in;
 * the status goes processing, then analyzing after 2 s (mobile) or 5 s while nothing has
 * streamed, and clears after 8 s without news. Leaving a conversation updates its summary.
 */
export function useChat({ conversationId, onConversationCreated, onProposalsSaved }: UseChatOptions) {
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const messages = useMessages(conversationId);
  const createConversation = useCreateConversation();

  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState<Message | null>(null);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [status, setStatus] = useState<ChatStatus>('idle');
  /** The reply completed or failed; the stream has only its end left. */
  const [replied, setReplied] = useState(false);
  const [replyError, setReplyError] = useState<{ conversationId: string; message: string } | null>(null);
  const [quota, setQuota] = useState<QuotaInfo | null>(null);

  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const target = useRef<string | undefined>(undefined);
  const streamed = useRef(false);
  const analyzeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mobileRef = useRef(mobile);
  const idRef = useRef(conversationId);
  const createdRef = useRef(onConversationCreated);
  const savedRef = useRef(onProposalsSaved);
  useEffect(() => {
    mobileRef.current = mobile;
    idRef.current = conversationId;
    createdRef.current = onConversationCreated;
    savedRef.current = onProposalsSaved;
  });

  const stopTimers = () => {
    clearTimeout(analyzeTimer.current);
    clearTimeout(clearTimer.current);
  };
  /** Any news keeps the status for another 8 s. */
  const news = () => {
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setStatus('idle'), STATUS_CLEAR_MS);
  };
  const processing = () => {
    setStatus('processing');
    news();
    clearTimeout(analyzeTimer.current);
    analyzeTimer.current = setTimeout(
      () => {
        if (streamed.current) return;
        setStatus('analyzing');
        news();
      },
      mobileRef.current ? ANALYZING_AFTER_MS.mobile : ANALYZING_AFTER_MS.desktop,
    );
  };

  // Leaving a conversation (to another one, or off the page) updates its summary.
  useEffect(() => {
    if (!conversationId) return;
    return () => void updateSummary(conversationId);
  }, [conversationId]);

  // Opening another conversation stops a reply still streaming into the one left.
  useEffect(() => {
    if (target.current && target.current !== conversationId) controller.current?.abort();
  }, [conversationId]);

  useEffect(
    () => () => {
      controller.current?.abort();
      stopTimers();
    },
    [],
  );

  const appendMessage = useCallback(
    (id: string, message: Message) =>
      queryClient.setQueryData(messagesQueryOptions(id).queryKey, (old) =>
        old?.some((m) => m.id === message.id) ? old : [...(old ?? []), message],
      ),
    [queryClient],
  );

  const replaceCards = (id: string, cards: ProposalCard[]) =>
    queryClient.setQueryData(messagesQueryOptions(id).queryKey, (old) => old?.map((message) => withCards(message, cards)));

  const handle = (id: string, event: ChatEvent) => {
    news();
    switch (event.type) {
      case 'userMessage':
        appendMessage(id, event.message);
        setPending(null);
        // A first message has just titled the conversation.
        void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey, exact: true });
        return true;
      case 'status':
        if (event.status === 'clear') {
          clearTimeout(analyzeTimer.current);
          setStatus('idle');
        } else if (event.status === 'analyzing') setStatus('analyzing');
        return false;
      case 'delta':
        streamed.current = true;
        clearTimeout(analyzeTimer.current);
        setStreaming((text) => (text ?? '') + event.content);
        return false;
      case 'proposals':
        // The cards arrive stored, with their ids, in `complete` a moment later.
        return false;
      case 'complete':
        appendMessage(id, event.assistantMessage);
        if (event.savedProposals?.length) {
          replaceCards(id, event.savedProposals);
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
    streamed.current = false;
    setSending(true);
    setReplied(false);
    setReplyError(null);
    setPending({ id: 'pending', conversationId: idRef.current ?? '', role: 'user', content: text, createdAt: new Date().toISOString() });
    processing();

    let accepted = false;
    const abort = new AbortController();
    controller.current = abort;
    let timedOut = false;
    const stall = setTimeout(() => {
      timedOut = true;
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
          if (timedOut) toast({ ...SEND_TIMED_OUT, variant: 'destructive' });
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
      if (timedOut && !accepted) {
        setPending(null);
        toast({ ...SEND_TIMED_OUT, variant: 'destructive' });
        return 'rolledBack';
      }
      if (abort.signal.aborted) return accepted ? 'sent' : 'rolledBack';
      setPending(null);
      if (isLimitError(error)) {
        setQuota(quotaInfoOf(error));
        void queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
        toast({ title: SEND_REFUSED_TITLE, description: error.serverMessage, variant: 'destructive' });
      } else {
        toast({ ...SEND_FAILED, variant: 'destructive' });
      }
      // A message the server took stays; the conversation is read again to match what it kept.
      if (accepted && target.current) void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(target.current).queryKey });
      return accepted ? 'sent' : 'rolledBack';
    } finally {
      clearTimeout(stall);
      if (controller.current === abort) controller.current = null;
      busy.current = false;
      stopTimers();
      setSending(false);
      setStatus('idle');
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
    status,
    streaming,
    /** The typing indicator's text while Willow has not begun to answer, else null. */
    typing: sending && streaming === null && !replied ? (status === 'idle' ? STATUS_TEXT.thinking : STATUS_TEXT[status]) : null,
    replyError: replyError && replyError.conversationId === conversationId ? replyError.message : null,
    quota,
    closeQuota: () => setQuota(null),
    send,
  };
}
