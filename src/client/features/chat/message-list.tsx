import { AlertCircle, Brain, HeartPulse, Leaf, Sprout, Stethoscope } from 'lucide-react';
import { Link } from 'wouter';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Orb } from '@/components/orb';
import { ReadAloudButton } from '@/components/read-aloud-button';
import { cn } from '@/lib/utils';
import { ASSISTANT_NAME } from '../../../shared/brand.js';
import { SUGGESTIONS, type Message } from '../../../shared/chat.js';
import { DREW_ON_MEMORY_TEXT } from '../../../shared/chat-memory.js';
import { ChatMarkdown } from './markdown';
import { SourceChips } from './source-chips';

const SUGGESTION_ICONS = [Sprout, Stethoscope, HeartPulse];

/** The empty chat: the greeting and the three suggestion cards, each sending its prompt. */
export function ChatEmptyState({ onSuggestion, disabled }: { onSuggestion: (prompt: string) => void; disabled: boolean }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 px-1 py-6 text-center">
      <Orb size={88} />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Hi! I'm {ASSISTANT_NAME}</h1>
        <p className="text-muted-foreground">Your personal health companion</p>
      </div>
      <ul className="grid w-full gap-3 sm:grid-cols-3" aria-label="Suggestions">
        {SUGGESTIONS.map((suggestion, index) => {
          const Icon = SUGGESTION_ICONS[index] ?? Sprout;
          return (
            <li key={suggestion.title}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onSuggestion(suggestion.prompt)}
                className="flex h-full w-full cursor-pointer items-start gap-3 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 disabled:cursor-default disabled:opacity-60 sm:flex-col"
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent text-primary" aria-hidden="true">
                  <Icon className="h-4 w-4" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold">{suggestion.title}</span>
                  <span className="mt-0.5 block text-sm text-muted-foreground">{suggestion.description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface MessageListProps {
  messages: Message[];
  /** The reply streamed so far, or null. */
  streaming: string | null;
  /** The typing indicator's text, or null when it is hidden. */
  typing: string | null;
  /** An `error` event's text, shown where the reply would be. */
  replyError: string | null;
  /** What goes under a reply that proposes entries (the page gives the cards). */
  renderProposals?: (message: Message) => ReactNode;
}

/** The conversation: the person's bubbles on the right, Willow's on the left, then the reply in progress. */
export function MessageList({ messages, streaming, typing, replyError, renderProposals }: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // New messages and a growing reply keep the newest text in view.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last, messages.length, streaming, typing, replyError]);

  return (
    <div role="log" aria-label="Conversation" className="flex flex-col gap-4 py-4">
      {messages.map((message) =>
        message.role === 'user' ? (
          <UserBubble key={message.id}>{message.content}</UserBubble>
        ) : (
          <Fragment key={message.id}>
            <AssistantBubble action={<ReadAloudButton text={message.content} label="Read this reply aloud" />}>
              <ChatMarkdown content={message.content} />
              {message.drewOnMemory && (
                <Link
                  href="/settings/chat-memory"
                  className="mt-2 flex w-fit items-center gap-1.5 rounded text-xs text-muted-foreground underline-offset-2 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Brain className="h-3.5 w-3.5" aria-hidden="true" />
                  {DREW_ON_MEMORY_TEXT}
                </Link>
              )}
            </AssistantBubble>
            {message.sources?.length ? <SourceChips sources={message.sources} /> : null}
            {message.proposals?.length ? renderProposals?.(message) : null}
          </Fragment>
        ),
      )}
      {streaming !== null && (
        <AssistantBubble busy>
          <ChatMarkdown content={streaming} streaming />
        </AssistantBubble>
      )}
      {typing !== null && <TypingIndicator text={typing} />}
      {replyError !== null && (
        <AssistantBubble tone="error">
          <p role="alert" className="flex gap-2">
            <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {replyError}
          </p>
        </AssistantBubble>
      )}
      <div ref={end} />
    </div>
  );
}

function UserBubble({ children }: { children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <p className="sr-only">You said:</p>
      <div className="max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground [overflow-wrap:anywhere]">
        {children}
      </div>
    </div>
  );
}

const AssistantAvatar = () => (
  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground" aria-hidden="true">
    <Leaf className="h-3.5 w-3.5" />
  </span>
);

function AssistantBubble({ children, busy, tone, action }: { children: ReactNode; busy?: boolean; tone?: 'error'; action?: ReactNode }) {
  return (
    <div className="flex items-end gap-2" aria-busy={busy || undefined}>
      <AssistantAvatar />
      <p className="sr-only">{ASSISTANT_NAME} said:</p>
      <div
        className={cn(
          'min-w-0 max-w-[85%] rounded-2xl rounded-bl-md border px-4 py-3 leading-relaxed shadow-sm',
          tone === 'error' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'border-border bg-card',
        )}
      >
        {children}
      </div>
      {action}
    </div>
  );
}

/** Three breathing dots and what Willow is doing. */
function TypingIndicator({ text }: { text: string }) {
  return (
    <div className="flex items-end gap-2">
      <AssistantAvatar />
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl rounded-bl-md border border-border bg-card px-4 py-3 text-sm text-muted-foreground shadow-sm"
      >
        <span className="flex gap-1" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span key={i} className="typing-dot h-1.5 w-1.5 rounded-full bg-primary" style={{ animationDelay: `${i * 160}ms` }} />
          ))}
        </span>
        <span>{text}</span>
      </div>
    </div>
  );
}
