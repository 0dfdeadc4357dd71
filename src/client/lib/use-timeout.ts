import { useCallback, useEffect, useRef } from 'react';

/** Schedules one callback at a time; leaving the page cancels it, so a redirect never outlives its screen. */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((callback: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(callback, ms);
  }, []);
}
