import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApp, testUser } from '@/test/render';
import { mealTypeForHour, type Meal } from '../../../../shared/health.js';
import { NutritionCard } from './nutrition-card';
import { cardCalories, grams } from './nutrition-format';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const meal = (id: string, items: number, calories: number): Meal => ({
  id,
  meal: 'lunch',
  items: Array.from({ length: items }, (_, i) => ({
    name: `Food ${i + 1}`,
    qty: '1 serving',
    fdcId: 1000 + i,
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
  })),
  calories,
  protein: 12.345,
  carbs: 1000.05,
  fat: 3,
  logTime: '2026-03-05T12:00:00.000Z',
  lastLogged: '2026-03-05T12:00:00.000Z',
  createdAt: '2026-03-05T12:00:00.000Z',
});

describe('nutrition card', () => {
  it('formats calories capped at 5000 with separators and macros to 1 decimal', () => {
    expect(cardCalories(1234.4)).toBe('1,234');
    expect(cardCalories(7200)).toBe('5,000');
    expect(cardCalories(999)).toBe('999');
    expect(grams(12.345)).toBe('12.3');
    expect(grams(1000.05)).toBe('1,000.1');
    expect(grams(0)).toBe('0.0');
  });

  it('picks the meal type by hour: before 11, 15, 19', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(mealTypeForHour)).toEqual([
      'breakfast',
      'breakfast',
      'lunch',
      'lunch',
      'dinner',
      'dinner',
      'snack',
      'snack',
    ]);
  });

  it("lists the first 4 items then '+n more items', and totals the day", () => {
    renderWithApp(<NutritionCard date="2026-03-05" meals={[meal('a', 6, 3000), meal('b', 2, 3100)]} />, { user: testUser() });
    expect(screen.getAllByText(/^Food \d/)).toHaveLength(6);
    expect(screen.getByText('+2 more items')).toBeInTheDocument();
    expect(screen.getByText('5,000')).toBeInTheDocument();
    expect(screen.getByText('24.7g')).toBeInTheDocument();
  });

  it("'Log Nutrition' opens the empty meal dialog; a meal opens 'Edit Meal' with its foods", async () => {
    renderWithApp(<NutritionCard date="2026-03-05" meals={[meal('a', 2, 300)]} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Log Nutrition' }));
    expect(screen.getByRole('dialog', { name: 'Log Nutrition' })).toHaveTextContent('No foods yet');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /^Edit\s*Lunch\s*12:00/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Meal' });
    expect(within(dialog).getByRole('listitem', { name: 'Food 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Meal' })).toBeInTheDocument();
  });

  it('quick add logs the text as one item with the meal type of the hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 5, 16, 20));
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ id: 'm' }, 201));
    const { history } = renderWithApp(<NutritionCard date="2026-03-05" meals={[]} />, { user: testUser() });
    expect(screen.getByText('No meals logged for this day')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Quick add a meal'), 'Lentil soup{Enter}');
    expect(await screen.findByText('Your dinner has been logged.')).toBeInTheDocument();
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({ meal: 'dinner', calories: 0, items: [{ name: 'Lentil soup', qty: '1 serving' }] });
    expect(body.items[0].fdcId).toMatch(/^food_/);
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(history.at(-1)).toBe('/nutrition');
  });
});
