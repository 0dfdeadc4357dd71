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
      outcome: { kind: 'symptom', name: 'Migraine', unit: 'point', scale: '/5' },
      factor: { kind: 'food', name: 'cheese' },
      lag: 1,
      label: 'the day after eating cheese',
      effect: 3.5,
      interval: [2.4, 4.6],
      strength: 'strong',
      p: 0.0002,
      withAverage: 4.5,
      withDays: 6,
      withoutAverage: 1,
      withoutDays: 20,
      dates: [last28.to],
    },
    {
      outcome: { kind: 'energy', name: 'Energy', unit: 'point', scale: '/5' },
      factor: { kind: 'supplement', name: 'iron' },
      lag: 0,
      label: 'on days you took iron',
      effect: 0.6,
      interval: [0.2, 1],
      strength: 'weak',
      p: 0.001,
      withAverage: 3.6,
      withDays: 12,
      withoutAverage: 3,
      withoutDays: 14,
      dates: [last28.from],
    },
  ],
  sleep: [],
  patternSearch: { daysToLog: 0, tested: 120, falseDiscoveryRate: 0.05 },
  notes: [],
  ...overrides,
});

const answerInsights = (body: Insights) => {
  // The sleep chart reads its own nights (its own test: charts/sleep-chart.test.tsx).
  answer('get', '/api/health/sleep/history', () => HttpResponse.json([]));
  return answer('get', '/api/insights', () => HttpResponse.json(body));
};

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
    expect(patterns).toHaveTextContent(
      'Strong patternMigraine was 3.5 points stronger the day after eating cheese4.5/5 on 6 days against 1/5 on 20 other days; 95% interval 2.4 to 4.6 points stronger.',
    );
    expect(patterns).toHaveTextContent('Patterns are not causes and not medical advice.');
    expect(patterns).toHaveTextContent('Of the 120 comparisons in this range');
    // The weaker signal waits behind its button, worded as such, and still opens its days.
    expect(patterns).not.toHaveTextContent('iron');
    await userEvent.click(within(patterns).getByRole('button', { name: 'Show weaker signals (1)' }));
    const weaker = within(patterns).getByRole('region', { name: 'Weaker signals' });
    expect(weaker).toHaveTextContent('Weaker signalEnergy was 0.6 points higher on days you took iron');
    await userEvent.click(within(weaker).getByRole('button', { name: 'Show the 1 days' }));
    expect(within(weaker).getByRole('link')).toHaveAttribute('href', `/dashboard?date=${last28.from}`);
    await userEvent.click(within(patterns).getAllByRole('button', { name: 'Show the 1 days' })[0]!);
    expect(within(patterns).getAllByRole('link')[0]).toHaveAttribute('href', `/dashboard?date=${last28.to}`);
  }, 20_000);

  it('says when there is nothing yet, and offers Try Again when insights cannot be loaded', async () => {
    answerInsights(
      insights({
        trackedDays: 3,
        mood: [],
        symptoms: [],
        supplements: [],
        patterns: [],
        patternSearch: { daysToLog: 11, tested: 0, falseDiscoveryRate: 0.05 },
      }),
    );
    const { unmount } = renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights' });
    expect(await screen.findByText('No mood or energy logged in this range.')).toBeInTheDocument();
    expect(screen.getByText('Not enough days yet: log 11 more days and Willow can look for patterns.')).toBeInTheDocument();
    unmount();

    answerInsights(insights({ patterns: [] }));
    const second = renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights' });
    expect(await screen.findByText(/No clear patterns in this range/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show weaker signals/ })).not.toBeInTheDocument();
    second.unmount();

    // A week can never hold the days patterns need: it says to choose a longer range.
    const week = lastDays(7);
    answerInsights(
      insights({
        from: week.from,
        to: week.to,
        trackedDays: 7,
        patterns: [],
        patternSearch: { daysToLog: 7, tested: 0, falseDiscoveryRate: 0.05 },
      }),
    );
    const third = renderWithApp(<InsightsPage />, { user: testUser(), path: '/insights?days=7' });
    expect(
      await screen.findByText(
        'Not enough days yet: log 7 more days and Willow can look for patterns. This range has 7 days, and patterns need 14 days with entries: choose a longer range.',
      ),
    ).toBeInTheDocument();
    third.unmount();

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
