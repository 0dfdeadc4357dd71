import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { answer, errorAnswer, serverFailure } from '@/test/handlers';
import type { FeedbackBody } from '../../../shared/feedback.js';
import { createQueryClient } from '@/lib/query-client';
import { FeedbackDialog, canSendFeedback } from './feedback-dialog';

describe('feedback dialog', () => {
  it('keeps Send disabled for blank text and sends the trimmed message as general feedback', async () => {
    const sent = answer<FeedbackBody>('post', '/api/feedback', () => HttpResponse.json({ id: 'f1' }, { status: 201 }));
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
    const body = sent.bodies[0]!;
    expect(body).toMatchObject({ message: 'More dark mode please', type: 'general' });
    expect(new Date(body.timestamp!).toString()).not.toBe('Invalid Date');
  });

  it('sends only when trimmed text remains and nothing is pending', () => {
    expect(canSendFeedback('  \n ', false)).toBe(false);
    expect(canSendFeedback(' hi ', false)).toBe(true);
    expect(canSendFeedback(' hi ', true)).toBe(false);
  });

  it('thanks the person on success and keeps the dialog open with an error toast on failure', async () => {
    answer('post', '/api/feedback', serverFailure, () => HttpResponse.json({ id: 'f1' }, { status: 201 }));
    const onOpenChange = vi.fn();
    renderWithApp(<FeedbackDialog open onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByPlaceholderText("Tell us what's on your mind..."), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Failed to send feedback. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByText('Feedback sent!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for your feedback. We'll review it and get back to you if needed.")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's reason about the message next to the box, not as a toast", async () => {
    const reason = 'Message must be at most 5000 characters';
    answer('post', '/api/feedback', () => errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'message', message: reason }]));
    const onOpenChange = vi.fn();
    renderWithApp(<FeedbackDialog open onOpenChange={onOpenChange} />);
    const box = screen.getByPlaceholderText("Tell us what's on your mind...");
    await userEvent.type(box, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Failed to send feedback. Please try again.')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
