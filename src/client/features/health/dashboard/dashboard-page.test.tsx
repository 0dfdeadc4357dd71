import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerDays, errorAnswer, requestsMade } from '@/test/handlers';
import { dayRecord } from '@/test/entries';
import { renderWithApp, testUser } from '@/test/render';
import { today } from '../dates';
import { DashboardPage, periodFrom } from './dashboard-page';
import { avatarLetters, headerTitle } from './dashboard-header';

beforeEach(() => sessionStorage.clear());

describe('dashboard', () => {
  it('titles today and other days, makes avatar letters, reads the period parameter', () => {
    expect(headerTitle(today())).toMatch(/^Today, [A-Z][a-z]+ \d{1,2}$/);
    expect(headerTitle('2026-03-05')).toBe('Thursday, March 5, 2026');
    expect(avatarLetters('maya@example.com')).toBe('MA');
    expect(avatarLetters(null, 'ana', 'lima')).toBe('AL');
    expect(avatarLetters(undefined)).toBe('ME');
    expect(periodFrom('?period=28')).toBe(28);
    expect(periodFrom('?period=90')).toBe(90);
    expect(periodFrom('?period=14')).toBe(7);
    expect(periodFrom('')).toBe(7);
  });

  it('shows six skeletons while loading, then the six cards in order', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    answerDays(async (date) => {
      await released;
      return HttpResponse.json(dayRecord(date));
    });
    renderWithApp(<DashboardPage />, { user: testUser(), path: '/dashboard' });
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    release();
    await waitFor(() => expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0));
    const titles = screen.getAllByText(/^(Mood|Energy|Sleep|Symptoms|Nutrition|Supplements)$/, { selector: 'span, h2' });
    expect(titles.map((t) => t.textContent)).toEqual(['Mood', 'Energy', 'Sleep', 'Symptoms', 'Nutrition', 'Supplements']);
    expect(screen.getByRole('heading', { name: /^Today, / })).toBeInTheDocument();
  });

  it('opens today, with a notice, for a day still to come in the address', async () => {
    const asked: string[] = [];
    answerDays((date) => {
      asked.push(date);
      return HttpResponse.json(dayRecord(date));
    });
    renderWithApp(<DashboardPage />, { user: testUser(), path: '/dashboard?date=2030-01-01' });
    expect(await screen.findByText('That day is still to come')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Today, / })).toBeInTheDocument();
    expect(asked).not.toContain('2030-01-01');
  });

  it("says 'Unable to load health data' and loads again on 'Try Again'", async () => {
    let fail = true;
    answerDays((date) => (fail ? errorAnswer(503, 'SERVICE_UNAVAILABLE', 'down') : HttpResponse.json(dayRecord(date))));
    renderWithApp(<DashboardPage />, { user: testUser(), path: '/dashboard' });
    expect(await screen.findByText('Unable to load health data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByText('Not logged yet')).toHaveLength(3);
  });

  it('keeps the chosen date in session storage and restores it', async () => {
    answerDays((date) => HttpResponse.json(dayRecord(date)));
    const requests = requestsMade();
    sessionStorage.setItem('selectedDate', '2026-03-05');
    renderWithApp(<DashboardPage />, { user: testUser(), path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Thursday, March 5, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { name: 'Wednesday, March 4, 2026' })).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedDate')).toBe('2026-03-04');
    expect(requests).toContain('GET /api/health/2026-03-04');
  });

  it('the date picker moves by month, picks a day and jumps to today', async () => {
    answerDays((date) => HttpResponse.json(dayRecord(date)));
    sessionStorage.setItem('selectedDate', '2026-03-05');
    renderWithApp(<DashboardPage />, { user: testUser(), path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /Choose another date/ }));
    const picker = screen.getByRole('dialog', { name: 'Select Date' });
    expect(within(picker).getByText('March 2026')).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'Previous month' }));
    expect(within(picker).getByText('February 2026')).toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'Saturday, February 14, 2026' }));
    expect(await screen.findByRole('heading', { name: 'Saturday, February 14, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Choose another date/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Jump to today' }));
    expect(await screen.findByRole('heading', { name: /^Today, / })).toBeInTheDocument();
    expect(sessionStorage.getItem('selectedDate')).toBe(today());
  });

  it('expands mood to per-entry bars, or says there are no logs', async () => {
    answerDays((date) =>
      HttpResponse.json({
        ...dayRecord(date),
        mood: {
          average: 3.5,
          tags: ['calm'],
          entries: [
            { id: 'm1', score: 4, tags: ['calm'], createdAt: '2026-03-05T08:00:00Z' },
            { id: 'm2', score: 3, tags: [], createdAt: '2026-03-05T18:00:00Z' },
          ],
          lastLogged: '2026-03-05T18:00:00Z',
        },
      }),
    );
    renderWithApp(<DashboardPage />, { user: testUser(), path: '/dashboard' });
    expect(await screen.findByText('Good · 3.5/5 · 2 logs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Mood/ }));
    expect(screen.getAllByRole('button', { name: /^Edit mood at/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^Energy/ }));
    expect(screen.getByText('No logs for this day')).toBeInTheDocument();
  });
});
