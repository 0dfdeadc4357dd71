import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, requestsMade, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { SleepDay } from '../../../../../shared/sleep.js';
import { SleepChart } from './sleep-chart';

const from = '2026-11-01';
const to = '2026-11-07';

describe('sleep chart', () => {
  it('sums up the nights of the range, and lists them in its table', async () => {
    const nights: SleepDay[] = [
      { date: '2026-11-02', hours: 5.5, quality: 2, wakings: 3 },
      { date: '2026-11-05', hours: 7.25, quality: null, wakings: 1 },
      { date: '2026-11-06', hours: null, quality: 4, wakings: null },
    ];
    answer('get', '/api/health/sleep/history', () => HttpResponse.json(nights));
    const requests = requestsMade({ query: true });
    renderWithApp(<SleepChart from={from} to={to} />, { user: testUser() });
    const card = await screen.findByRole('region', { name: 'Sleep' });
    expect(card).toHaveTextContent('3 nights logged: 6 h 23 min asleep on average, quality 3/5, woke 2 times a night.');
    expect(requests).toContain(`GET /api/health/sleep/history?from=${from}&to=${to}`);
    await userEvent.click(within(card).getByRole('button', { name: 'Show table' }));
    const rows = within(within(card).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain('5 h 30 min');
    expect(rows[1]).toContain('2 · Poor');
  });

  it('says when no night is logged, and when sleep cannot be loaded', async () => {
    answer('get', '/api/health/sleep/history', () => HttpResponse.json([]));
    const { unmount } = renderWithApp(<SleepChart from={from} to={to} />, { user: testUser() });
    expect(await screen.findByText('No sleep logged in this range.')).toBeInTheDocument();
    unmount();
    answer('get', '/api/health/sleep/history', serverFailure);
    renderWithApp(<SleepChart from={from} to={to} />, { user: testUser() });
    expect(await screen.findByText('Sleep could not be loaded. Try again later.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
