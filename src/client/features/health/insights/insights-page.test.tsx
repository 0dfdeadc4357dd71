import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { answer, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { Insights } from '../../../../shared/insights.js';
import { toDay, today } from '../dates';
import { InsightsPage } from './insights-page';
import { lastDays, rangeFromSearch, rangeProblem } from './range';

const last28 = lastDays(28);
const insights = (overrides: Partial<Insights> = {}): Insights => ({
  from: last28.from,
  to: last28.to,
  trackedDays: 3,
  mood: [
    { date: last28.to, mean: 2.5, min: 2, max: 3 },
    { date: last28.from, mean: 4, min: 4, max: 4 },
  ],
  energy: [],
  symptoms: [
    { name: 'Migraine', days: 2, frequency: 0.67, meanIntensity: 3.5, highestIntensity: 5, daily: [{ date: last28.to, intensity: 5 }] },
  ],
  nutrition: [],
  supplements: [{ name: 'Vitamin D', taken: 3, planned: 4, adherence: 0.75 }],
  patterns: [
    {
      symptom: 'Migraine',
      factor: { kind: 'food', name: 'cheese' },
      lag: 1,
      label: 'the day after eating cheese',
      direction: 'worse',
      withAverage: 4.5,
      withDays: 3,
      withoutAverage: 1,
      withoutDays: 5,
      difference: 3.5,
      dates: [last28.to],
    },
  ],
  notes: [],
  ...overrides,
});

const answerInsights = (body: Insights) => answer('get', '/api/insights', () => HttpResponse.json(body));

describe('insights range', () => {
  it('offers the last 7, 28 or 90 days and checks a custom range before asking for it', () => {
    expect(rangeFromSearch('?days=7')).toMatchObject({ choice: 7, to: today() });
    expect(rangeFromSearch('?days=14')).toMatchObject({ choice: 28 });
    expect(rangeFromSearch('?from=2026-01-01&to=2026-01-31')).toEqual({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(rangeFromSearch('?from=2026-02-01&to=2026-01-31')).toMatchObject({ choice: 28 });
    expect(rangeProblem('2026-02-01', '2026-01-31')).toBe('The start must be on or before the end');
    expect(rangeProblem('2024-01-01', '2025-06-01')).toBe('Choose at most 366 days');
    expect(rangeProblem('2026-01-01', '2099-01-01')).toBe('The end cannot be in the future');
    expect(rangeProblem('', '2026-01-01')).toBe('Choose both dates');
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('brings days still to come in the address back to today', () => {
    const monthAgo = toDay(addDays(new Date(), -30));
    expect(rangeFromSearch(`?from=${monthAgo}&to=2099-01-01`)).toEqual({ choice: 'custom', from: monthAgo, to: today() });
    expect(rangeFromSearch('?from=2099-01-01&to=2099-01-31')).toEqual({ choice: 'custom', from: today(), to: today() });
  });
});

describe('insights page', () => {
  it('shows each chart with its summary, a table on request, empty cards, and the patterns with their days', async () => {
    answerInsights(insights());
    renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights' });
    expect(await screen.findByText('3 of 28 days have entries.')).toBeInTheDocument();

    const mood = screen.getByRole('region', { name: 'Mood & energy' });
    expect(within(mood).getByText(/Mood averaged 3.3\/5 over 2 days; energy: no logs/)).toBeInTheDocument();
    await userEvent.click(within(mood).getByRole('button', { name: 'Show table' }));
    const rows = within(within(mood).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toHaveLength(3);
    expect(within(mood).getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByRole('region', { name: 'Calories & macros' })).toHaveTextContent('No meals logged in this range.');
    expect(within(screen.getByRole('region', { name: 'Supplement adherence' })).getByText('3 of 4 · 75%')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'How often symptoms came' })).getByText('2 days (67%) · mean 3.5/5'),
    ).toBeInTheDocument();

    const patterns = screen.getByRole('region', { name: 'Patterns' });
    expect(patterns).toHaveTextContent('Migraine was stronger the day after eating cheese: 4.5/5 on 3 days against 1/5 on 5 other days.');
    expect(patterns).toHaveTextContent('Patterns are not causes and not medical advice.');
    await userEvent.click(within(patterns).getByRole('button', { name: 'Show the 1 days' }));
    expect(within(patterns).getByRole('link')).toHaveAttribute('href', `/dashboard?date=${last28.to}`);
  });

  it('says when there is nothing yet, and offers Try Again when insights cannot be loaded', async () => {
    answerInsights(insights({ trackedDays: 0, mood: [], symptoms: [], supplements: [], patterns: [] }));
    const { unmount } = renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights' });
    expect(await screen.findByText('No mood or energy logged in this range.')).toBeInTheDocument();
    expect(screen.getByText(/No patterns yet/)).toBeInTheDocument();
    unmount();

    answer('get', '/api/insights', serverFailure);
    renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights' });
    expect(await screen.findByText('Unable to load health data')).toBeInTheDocument();
  });

  it('moves to another range from the buttons, and refuses a custom range that ends before it starts', async () => {
    answerInsights(insights());
    const { history } = renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights' });
    await screen.findByText('3 of 28 days have entries.');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(history.at(-1)).toBe('/insights?days=7');
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-10');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start must be on or before the end');
    expect(history.at(-1)).toBe('/insights?days=7');
  });
});
