import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_REMOVE_DELAY_MS, dismissToast, toast, useToast } from './use-toast';

afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('keeps at most one toast, and removes a dismissed one 5000 ms later', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', description: 'Newest wins', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });

    act(() => dismissToast(result.current.toasts[0]!.id));
    expect(result.current.toasts[0]!.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });
});
