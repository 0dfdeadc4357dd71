import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, errorAnswer, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { COMPLETION_REDIRECT_MS, WelcomePage, completeOnboarding } from './welcome-page';

afterEach(() => vi.restoreAllMocks());

describe('completion screen', () => {
  it('marks onboarding completed now, waits 2000 ms, then refetches the user', async () => {
    const saved = answer<{ onboardingStep: string; onboardingCompletedAt: string }>('patch', '/api/auth/user', (body) =>
      HttpResponse.json(testUser({ tosAcceptedAt: '2026-03-05T08:00:00.000Z', ...body })),
    );
    const wait = vi.fn(async () => {});
    const refetch = vi.fn(async () => {});
    await completeOnboarding(refetch, wait);
    const body = saved.bodies[0]!;
    expect(body.onboardingStep).toBe('completed');
    expect(Math.abs(Date.parse(body.onboardingCompletedAt) - Date.now())).toBeLessThan(5000);
    expect(wait).toHaveBeenCalledWith(COMPLETION_REDIRECT_MS);
    expect(COMPLETION_REDIRECT_MS).toBe(2000);
    expect(refetch).toHaveBeenCalled();
  });

  it('logs a failure and hands it back at once, without waiting or refetching', async () => {
    answer('patch', '/api/auth/user', serverFailure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refetch = vi.fn(async () => {});
    const wait = vi.fn(async () => {});
    await expect(completeOnboarding(refetch, wait)).resolves.toBeInstanceOf(Error);
    expect(log).toHaveBeenCalled();
    expect(wait).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('keeps the person on the welcome step after a failed completion, with the reason and Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saves = answer('patch', '/api/auth/user', () => errorAnswer(503, 'UNAVAILABLE', 'The database is busy. Please try again.'));
    const { history } = renderWithApp(<WelcomePage />, { path: '/onboarding/welcome', user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Enter Willow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy. Please try again.');
    expect(history.at(-1)).toBe('/onboarding/welcome');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toBeEnabled();
    await userEvent.click(retry);
    await waitFor(() => expect(saves.bodies).toHaveLength(2));
  });
});
