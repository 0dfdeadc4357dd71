import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Square, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TtsVoice } from '@/lib/speech/speaker';
import { cn } from '@/lib/utils';

/**
 * Reads a text aloud with the person's voice settings, and stops it on a second tap. The speech
 * code loads on the first tap, so it weighs nothing on the screens that show the button.
 */
export function ReadAloudButton({
  text,
  label = 'Read aloud',
  voice,
  className,
  children,
}: {
  text: string;
  label?: string;
  voice?: TtsVoice;
  className?: string;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const toggle = async () => {
    if (stop.current) {
      stop.current();
      return;
    }
    setState('loading');
    const { readAloud } = await import('@/lib/speech/read-aloud');
    stop.current = await readAloud(queryClient, text, {
      voice,
      onDone: () => {
        stop.current = null;
        setState('idle');
      },
    });
    setState((current) => (current === 'loading' ? 'playing' : current));
  };

  const Icon = state === 'playing' ? Square : state === 'loading' ? Loader2 : Volume2;
  return (
    <Button
      variant="ghost"
      size={children ? 'sm' : 'icon'}
      className={cn(!children && 'h-8! w-8! text-muted-foreground', className)}
      onClick={() => void toggle()}
      aria-label={children ? undefined : state === 'idle' ? label : 'Stop reading'}
      aria-pressed={state !== 'idle'}
    >
      <Icon className={cn('h-4 w-4', state === 'loading' && 'animate-spin')} aria-hidden="true" />
      {children}
    </Button>
  );
}
