import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { isFutureDay } from './dates';

export const FUTURE_DAY_NOTICE = {
  title: 'That day is still to come',
  description: 'Showing today instead: Willow keeps what has already happened.',
} as const;

/**
 * Says once, as the screen opens, that a day still to come in its address (`?date=2030-01-01`,
 * or a range's `from`/`to`) was brought back to today. The screen itself shows today.
 */
export function useFutureDayNotice(search: string, keys: readonly string[] = ['date']) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    const params = new URLSearchParams(search);
    if (!keys.some((key) => isFutureDay(params.get(key)))) return;
    told.current = true;
    toast(FUTURE_DAY_NOTICE);
  }, [search, keys]);
}
