import { useCallback, useEffect, useRef } from 'react';

/**
 * A `setTimeout` that belongs to the component: every timer it started is cleared when the
 * component goes away, so a late callback never runs against a page (or a test's window) that is gone.
 */
export function useTimeout(): (callback: () => void, delayMs: number) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
