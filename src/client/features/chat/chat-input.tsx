import { ArrowUp, Mic } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ASSISTANT_NAME } from '../../../shared/brand.js';
import { INPUT_MAX_HEIGHT_PX, MESSAGE_MAX } from '../../../shared/chat.js';

/** The counter shows from this many characters on, so a long message is cut before it is sent, not after. */
export const COUNTER_FROM = MESSAGE_MAX - 500;

/** A phone or tablet: its primary pointer is a finger, so Enter makes a new line instead of sending. */
export const isTouchDevice = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** Grows the box with its text up to 200 px (then it scrolls); an empty box goes back to one line. */
export function fitHeight(box: HTMLTextAreaElement) {
  box.style.height = '';
  if (!box.value) {
    box.style.overflowY = '';
    return;
  }
  box.style.height = 'auto';
  const needed = box.scrollHeight;
  box.style.height = `${Math.min(needed, INPUT_MAX_HEIGHT_PX)}px`;
  box.style.overflowY = needed > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
}

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onVoice: () => void;
  /** While a message is sending. */
  disabled: boolean;
  autoFocus: boolean;
}

/**
 * The message box: 'Ask anything...'; Enter sends (not on touch devices, not with Shift); a
 * send button while there is text, otherwise the voice toggle; the disclaimer below.
 */
export function ChatInput({ value, onChange, onSend, onVoice, disabled, autoFocus }: ChatInputProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  const length = value.trim().length;
  const tooLong = length > MESSAGE_MAX;
  const canSend = !disabled && length > 0 && !tooLong;

  useLayoutEffect(() => {
    if (box.current) fitHeight(box.current);
  }, [value]);

  // Back from sending, the box takes the keyboard again (not on phones, where that opens the keyboard).
  useEffect(() => {
    if (!disabled && autoFocus) box.current?.focus();
  }, [disabled, autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || isTouchDevice()) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <div className="flex items-end gap-2 rounded-[1.75rem] border border-border bg-card p-1.5 pl-4 shadow-sm focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30">
        <label htmlFor="chat-input" className="sr-only">
          Message {ASSISTANT_NAME}
        </label>
        <textarea
          id="chat-input"
          ref={box}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          disabled={disabled}
          placeholder="Ask anything..."
          className="max-h-[200px] min-h-10 flex-1 resize-none self-center bg-transparent py-2 text-base leading-6 outline-none placeholder:text-muted-foreground disabled:opacity-60"
          style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
        />
        {value ? (
          <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
            <ArrowUp className="h-5 w-5" aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="ghost" size="icon" aria-label="Voice mode" onClick={onVoice} disabled={disabled} className="text-primary">
            <Mic className="h-5 w-5" aria-hidden="true" />
          </Button>
        )}
      </div>
      {length >= COUNTER_FROM && (
        <p
          id="chat-input-count"
          aria-live="polite"
          className={cn('px-4 text-right text-xs', tooLong ? 'font-semibold text-destructive' : 'text-muted-foreground')}
        >
          {tooLong
            ? `${(length - MESSAGE_MAX).toLocaleString('en-US')} characters too long: a message can be up to ${MESSAGE_MAX.toLocaleString('en-US')}`
            : `${length.toLocaleString('en-US')} / ${MESSAGE_MAX.toLocaleString('en-US')}`}
        </p>
      )}
      <p className="text-center text-xs text-muted-foreground">
        {ASSISTANT_NAME} is not medical advice. Please seek professional help if needed.
      </p>
    </form>
  );
}
