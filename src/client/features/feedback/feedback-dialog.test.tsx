import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { FeedbackDialog } from './feedback-dialog';

afterEach(() => vi.restoreAllMocks());

describe('feedback dialog', () => {
  it('keeps Send disabled for blank text and sends the trimmed message as general feedback', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"id":"f1"}', { status: 201 }));
    const onOpenChange = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <FeedbackDialog open onOpenChange={onOpenChange} />
      </QueryClientProvider>,
    );
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    const box = screen.getByPlaceholderText("Tell us what's on your mind...");
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, 'More dark mode please  ');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({ message: 'More dark mode please', type: 'general' });
    expect(new Date(body.timestamp).toString()).not.toBe('Invalid Date');
  });
});
