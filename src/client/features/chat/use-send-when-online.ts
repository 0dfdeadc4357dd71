import { useEffect, useRef, useState } from 'react';

/**
 * A message typed while the device is offline waits here, said under the box, and is sent when
 * the connection comes back; `cancel` hands its text back. Sending while online goes straight on.
 */
export function useSendWhenOnline(send: (text: string) => void) {
  const [waiting, setWaiting] = useState<string | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    if (waiting === null) return;
    const online = () => {
      setWaiting(null);
      sendRef.current(waiting);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [waiting]);
  return {
    waiting,
    /** Sends now, or holds the text until the connection is back; answers whether it was held. */
    sendOrHold(text: string): boolean {
      if (navigator.onLine !== false) return false;
      setWaiting(text);
      return true;
    },
    cancel(): string | null {
      setWaiting(null);
      return waiting;
    },
  };
}
