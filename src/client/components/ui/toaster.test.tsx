import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { TOAST_DURATION_MS, toast } from './use-toast';

afterEach(() => vi.useRealTimers());

describe('toaster', () => {
  it('shows one toast at a time and closes it by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 10);
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('moves focus to the notification region with F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(document.activeElement as HTMLElement);
  });
});
