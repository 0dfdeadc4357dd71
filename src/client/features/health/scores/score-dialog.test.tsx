import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, errorAnswer, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { MoodBody } from '../../../../shared/health.js';
import { ScoreDialog } from './score-dialog';
import { ENERGY, MOOD } from './score-kinds';
import { savedMood } from '@/test/entries';

afterEach(() => vi.restoreAllMocks());

describe('mood and energy dialogs', () => {
  it('logs a mood with the chosen score, toggled and custom tags (max 15, no duplicates) and the time', async () => {
    const saved = answer<MoodBody>('post', '/api/health/2026-03-05/mood', (body) =>
      HttpResponse.json(savedMood(body, 'm1'), { status: 201 }),
    );
    const onOpenChange = vi.fn();
    renderWithApp(<ScoreDialog kind={MOOD} date="2026-03-05" initialScore={3.6} open onOpenChange={onOpenChange} />, { user: testUser() });
    expect(screen.getByRole('dialog', { name: 'How are you feeling?' })).toBeInTheDocument();
    expect(screen.getByText('Thursday, March 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Good/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['1Terrible', '2Poor', '3Okay', '4Good', '5Great']);

    await userEvent.click(screen.getByRole('radio', { name: /Great/ }));
    await userEvent.click(screen.getByRole('button', { name: 'calm' }));
    await userEvent.click(screen.getByRole('button', { name: 'foggy' }));
    await userEvent.click(screen.getByRole('button', { name: 'foggy' }));
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    const custom = screen.getByLabelText('Custom tag');
    expect(custom).toHaveAttribute('maxLength', '15');
    await userEvent.type(custom, 'hopeful');
    await userEvent.click(add);
    await userEvent.type(custom, 'calm{Enter}');
    // Another spelling of a tag is the same tag.
    await userEvent.type(custom, 'Hopeful{Enter}');
    await userEvent.type(custom, 'FOCUSED{Enter}');
    expect(screen.getByRole('button', { name: 'focused' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Hopeful' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '07:45' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Mood' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(saved.bodies).toEqual([
      { score: 5, tags: ['calm', 'hopeful', 'focused'], timestamp: new Date(2026, 2, 5, 7, 45).toISOString() },
    ]);
  });

  it('edits with PUT and deletes with the success toast; a failed delete says so', async () => {
    const entry = { id: 'm1', score: 2, tags: ['tense'], createdAt: new Date(2026, 2, 5, 9, 30).toISOString() };
    const updated = answer<MoodBody>('put', '/api/health/2026-03-05/mood/m1', () => HttpResponse.json(entry));
    const deleted = answer('delete', '/api/health/2026-03-05/mood/m1', serverFailure, () => new HttpResponse(null, { status: 204 }));
    const onOpenChange = vi.fn();
    renderWithApp(<ScoreDialog kind={MOOD} date="2026-03-05" entry={entry} open onOpenChange={onOpenChange} />, { user: testUser() });
    expect(screen.getByRole('dialog', { name: 'Edit Mood' })).toBeInTheDocument();
    expect(screen.getByLabelText('Time')).toHaveValue('09:30');
    expect(screen.getByRole('button', { name: 'tense' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Update Mood' }));
    await waitFor(() => expect(updated.bodies).toHaveLength(1));
    expect(updated.bodies[0]).toMatchObject({ score: 2, tags: ['tense'] });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete mood entry. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your mood entry has been successfully removed.')).toBeInTheDocument();
    expect(screen.getByText('Mood deleted')).toBeInTheDocument();
    expect(deleted.bodies).toHaveLength(2);
  });

  it('energy: its own titles and labels, a failed save toasts, and a click outside does not close it', async () => {
    answer('post', '/api/health/2026-03-05/energy', () => errorAnswer(503, 'SERVICE_UNAVAILABLE', 'Database unavailable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOpenChange = vi.fn();
    renderWithApp(<ScoreDialog kind={ENERGY} date="2026-03-05" open onOpenChange={onOpenChange} />, { user: testUser() });
    expect(screen.getByRole('dialog', { name: "How's your energy?" })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['1Drained', '2Low', '3Steady', '4Good', '5Charged']);
    expect(screen.getByRole('radio', { name: /Steady/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('Tags')).not.toBeInTheDocument();

    fireEvent.pointerDown(document.querySelector('.dialog-overlay')!);
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save Energy' }));
    expect(await screen.findByText('Failed to save energy entry. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Failed to save energy: Database unavailable');
  });

  it("shows the server's reason about the time next to the Time field, not as a toast", async () => {
    const reason = 'Time must not be in the future';
    answer('post', '/api/health/2026-03-05/energy', () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'timestamp', message: reason }]),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOpenChange = vi.fn();
    renderWithApp(<ScoreDialog kind={ENERGY} date="2026-03-05" open onOpenChange={onOpenChange} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Save Energy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
