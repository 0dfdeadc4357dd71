import { useEffect, useState } from 'react';

export const MOBILE_BREAKPOINT = 768;
const MOBILE = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
/** Tailwind's lg: a desktop window with room beside the main column. */
export const WIDE_BREAKPOINT = 1024;
const WIDE = `(min-width: ${WIDE_BREAKPOINT}px)`;

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the window matches a media query, following it as the window changes. */
function useMediaQuery(query: string): boolean {
  const [on, setOn] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setOn(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return on;
}

/** True below 768 px (app-spec section 9): phones get top toasts swiped up and no autofocus. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE);

/** True from 1024 px: a desktop window, where home shows today and the last conversation beside the orb. */
export const useIsWide = (): boolean => useMediaQuery(WIDE);
