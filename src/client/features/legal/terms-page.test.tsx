import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { TermsPage, formatAcceptedDate } from './terms-page';

describe('terms page', () => {
  it('keeps Accept disabled until the box is ticked, then accepts, refetches the user and moves on', async () => {
    const accepted = testUser({ firstName: 'Maya', tosAcceptedAt: '2025-09-11T10:00:00.000Z' });
    answer('post', '/api/auth/accept-tos', () => HttpResponse.json(accepted));
    answer('get', '/api/auth/user', () => HttpResponse.json(accepted));
    const requests = requestsMade();
    const { history } = renderWithApp(<TermsPage />, { path: '/terms-of-service', user: testUser() });

    expect(screen.getByText('Last updated: September 11, 2025')).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept and Continue' });
    expect(accept).toBeDisabled();
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree to the Terms of Service/ }));
    expect(accept).toBeEnabled();
    await userEvent.click(accept);

    await waitFor(() => expect(history.at(-1)).toBe('/onboarding/welcome'));
    expect(screen.getByText('Terms accepted')).toBeInTheDocument();
    expect(screen.getByText('Welcome! You can now use all features.')).toBeInTheDocument();
    expect(requests).toEqual(['POST /api/auth/accept-tos', 'GET /api/auth/user']);
  });

  it('shows the fallback message when accepting fails without a server message', async () => {
    // A proxy's answer: no error body, so no server message.
    answer('post', '/api/auth/accept-tos', () => new HttpResponse('', { status: 502, statusText: 'Bad Gateway' }));
    renderWithApp(<TermsPage />, { path: '/terms-of-service', user: testUser() });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and Continue' }));
    expect(await screen.findByText('Failed to accept Terms of Service')).toBeInTheDocument();
  });

  it('is read-only once accepted, with Close going home', async () => {
    const user = testUser({ tosAcceptedAt: '2025-09-11T12:00:00.000Z', onboardingCompletedAt: '2025-09-11T12:00:00.000Z' });
    const { history } = renderWithApp(<TermsPage />, { path: '/terms-of-service', user });
    expect(screen.getByText(`Accepted on ${formatAcceptedDate('2025-09-11T12:00:00.000Z')}`)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(history.at(-1)).toBe('/');
  });

  it('lets someone who accepted but never finished onboarding go on to the completion screen', async () => {
    const { history } = renderWithApp(<TermsPage />, {
      path: '/terms-of-service',
      user: testUser({ tosAcceptedAt: '2025-09-11T12:00:00.000Z' }),
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(history.at(-1)).toBe('/onboarding/welcome');
  });

  it('formats the acceptance date in words', () => {
    expect(formatAcceptedDate('2025-09-11T12:00:00')).toBe('September 11, 2025');
  });
});
