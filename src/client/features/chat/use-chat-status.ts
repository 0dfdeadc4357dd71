import { useEffect, useRef, useState } from 'react';
import { useIsMobile } from '@/lib/use-is-mobile';
import { ANALYZING_AFTER_MS, STATUS_CLEAR_MS } from '../../../shared/chat.js';

export type ChatStatus = 'idle' | 'processing' | 'analyzing';

/**
 * The status line of a send: processing, then analyzing after 2 s (mobile) or 5 s while nothing
 * has streamed; it clears after 8 s without news, or when the server says so.
 */
export function useChatStatus() {
  const mobile = useIsMobile();
  const [status, setStatus] = useState<ChatStatus>('idle');
  const streamed = useRef(false);
  const analyzeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mobileRef = useRef(mobile);
  useEffect(() => {
    mobileRef.current = mobile;
  });

  const stopTimers = () => {
    clearTimeout(analyzeTimer.current);
    clearTimeout(clearTimer.current);
  };
  useEffect(() => stopTimers, []);

  /** Any news keeps the status for another 8 s. */
  const news = () => {
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setStatus('idle'), STATUS_CLEAR_MS);
  };

  return {
    status,
    news,
    /** A send begins: processing, and analyzing later if nothing has streamed by then. */
    begin() {
      streamed.current = false;
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
    },
    /** The server's own status event. */
    serverSaid(said: 'processing' | 'analyzing' | 'clear') {
      if (said === 'clear') {
        clearTimeout(analyzeTimer.current);
        setStatus('idle');
      } else if (said === 'analyzing') setStatus('analyzing');
    },
    /** The reply began to stream: it is no longer analyzing. */
    replyStreaming() {
      streamed.current = true;
      clearTimeout(analyzeTimer.current);
    },
    /** The send is over. */
    end() {
      stopTimers();
      setStatus('idle');
    },
  };
}
