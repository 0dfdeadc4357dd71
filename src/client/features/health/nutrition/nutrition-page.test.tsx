import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { keptToContract, requestsMade, serverFailure } from '@/test/handlers';
import { dayRecord } from '@/test/entries';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import type { Meal } from '../../../../shared/health.js';
import { storeSelectedDate, today } from '../dates';
import { DEFAULT_GOALS, readGoals } from './goals';
import { readMealNumber } from './meal-session';
import { mealName, numberMeals, ordinal } from './meal-numbers';
import { NutritionPage } from './nutrition-page';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const DATE = '2026-03-05';
const meal = (id: string, hour: number, calories = 500, macros = 10): Meal => ({
  id,
  nutrients: {},
  meal: 'lunch',
  items: [{ name: `Food ${id}`, qty: '1 serving', fdcId: 1000, calories, protein: macros, carbs: macros, fat: macros }],
  calories,
  protein: macros,
  carbs: macros,
  fat: macros,
  logTime: new Date(2026, 2, 5, hour, 0).toISOString(),
  lastLogged: new Date(2026, 2, 5, hour, 0).toISOString(),
  createdAt: new Date(2026, 2, 5, hour, 0).toISOString(),
});

/** Every day holds `meals`; a meal's deletion succeeds unless `failDelete`. Answers the requests made. */
function mockApi(meals: Meal[], { failDelete = false } = {}) {
  const requests = requestsMade();
  server.use(
    http.get('/api/health/:date', ({ request, params }) =>
      keptToContract(request, HttpResponse.json(dayRecord(String(params.date), { nutrition: meals }))),
    ),
    http.delete('/api/health/:date/nutrition/:id', () => (failDelete ? serverFailure() : new HttpResponse(null, { status: 204 }))),
  );
  return requests;
}

const renderPage = (path = `/nutrition?date=${DATE}`) => renderWithApp(<NutritionPage />, { path, user: testUser() });

describe('ordinals and meal names', () => {
  it('uses st, nd, rd and th, with 11th to 13th', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 113].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
      '113th',
    ]);
    expect(mealName(1)).toBe('breakfast');
    expect(mealName(2)).toBe('2nd meal');
    expect(mealName(12)).toBe('12th meal');
  });

  it('numbers meals by ascending log time and lists them newest first', () => {
    const numbered = numberMeals([meal('b', 12), meal('c', 18), meal('a', 8)]);
    expect(numbered.map(({ meal, number }) => [meal.id, number])).toEqual([
      ['c', 3],
      ['b', 2],
      ['a', 1],
    ]);
  });
});

describe('nutrition screen', () => {
  it('shows the day totals against the default goals, bars capped at 100 %', async () => {
    mockApi([meal('a', 8, 900, 100), meal('b', 13, 600, 40)]);
    renderPage();
    expect(await screen.findByTestId('calorie-total')).toHaveTextContent('1,500');
    expect(screen.getByText('of 2,000 kcal')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Calories progress' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('140.0g / 150g')).toBeInTheDocument();
    // fat 140 g against 65 g: capped
    expect(screen.getByRole('progressbar', { name: 'Fat progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'Carbs progress' })).toHaveAttribute('aria-valuenow', '56');
  });

  it("shows the day's fiber, sugars, sodium, caffeine and alcohol where the foods give them, and nothing where none does", async () => {
    mockApi([
      { ...meal('a', 8), nutrients: { fiber: 3.25, caffeine: 95, sodium: 120 } },
      { ...meal('b', 19), nutrients: { fiber: 2, alcohol: 15.9, sodium: 4 } },
    ]);
    renderPage();
    const list = await screen.findByLabelText('Other nutrients today');
    expect(list).toHaveTextContent('Fiber5.3 g');
    expect(list).toHaveTextContent('Sodium124.0 mg');
    expect(list).toHaveTextContent('Caffeine95.0 mg');
    expect(list).toHaveTextContent('Alcohol15.9 g');
    expect(list).not.toHaveTextContent('Sugars');
  });

  it('shows no other nutrients when no food gives them', async () => {
    mockApi([meal('a', 8)]);
    renderPage();
    expect(await screen.findByTestId('calorie-total')).toBeInTheDocument();
    expect(screen.queryByLabelText('Other nutrients today')).not.toBeInTheDocument();
  });

  it('lists meals newest first with ordinals by log time, 11th to 13th included', async () => {
    const meals = Array.from({ length: 13 }, (_, i) => meal(`m${i + 1}`, i + 6));
    mockApi([...meals].reverse());
    renderPage();
    const list = await screen.findByRole('list', { name: 'Meals of the day' });
    const headings = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(0, 4)).toEqual(['13th Meal', '12th Meal', '11th Meal', '10th Meal']);
    expect(headings.slice(-3)).toEqual(['3rd Meal', '2nd Meal', '1st Meal']);
  });

  it('adjusts goals in a dialog, keeps them in localStorage and toasts', async () => {
    mockApi([meal('a', 8, 500)]);
    expect(readGoals()).toEqual(DEFAULT_GOALS);
    const first = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust Goals' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust Nutrition Goals' });
    expect(within(dialog).getByLabelText('Calories')).toHaveValue(2000);
    expect(within(dialog).getByLabelText('Protein (g)')).toHaveValue(150);
    expect(within(dialog).getByLabelText('Carbs (g)')).toHaveValue(250);
    expect(within(dialog).getByLabelText('Fat (g)')).toHaveValue(65);
    await userEvent.clear(within(dialog).getByLabelText('Calories'));
    await userEvent.type(within(dialog).getByLabelText('Calories'), '2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Goals' }));
    expect(await screen.findByText('Goals updated')).toBeInTheDocument();
    expect(screen.getByText('of 2,500 kcal')).toBeInTheDocument();
    expect(readGoals()).toEqual({ ...DEFAULT_GOALS, calories: 2500 });
    first.unmount();
    renderPage();
    expect(await screen.findByText('of 2,500 kcal')).toBeInTheDocument();
  });

  it('deletes a meal after confirmation', async () => {
    const requests = mockApi([meal('a', 8), meal('b', 12)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 2nd meal' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Meal deleted')).toBeInTheDocument();
    expect(requests).toContain(`DELETE /api/health/${DATE}/nutrition/b`);
  });

  it('Edit opens the meal in the meal dialog', async () => {
    mockApi([meal('a', 8), meal('b', 12, 640)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit 2nd meal' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Meal' });
    expect(within(dialog).getByRole('listitem', { name: 'Food b' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Time')).toHaveValue('12:00');
    expect(within(within(dialog).getByRole('region', { name: 'Meal totals' })).getByText('640')).toBeInTheDocument();
  });

  it('says when deleting fails', async () => {
    mockApi([meal('a', 8)], { failDelete: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 1st meal' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete meal. Please try again.')).toBeInTheDocument();
  });

  it("'Add Your First Meal' goes to the log screen for the day as meal 1", async () => {
    mockApi([]);
    const { history } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Your First Meal' }));
    expect(history.at(-1)).toBe(`/nutrition/log?date=${DATE}`);
    expect(readMealNumber()).toBe(1);
  });

  it("'Add Meal' stores the next meal number", async () => {
    mockApi([meal('a', 8), meal('b', 12)]);
    const { history } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Meal' }));
    expect(history.at(-1)).toBe(`/nutrition/log?date=${DATE}`);
    expect(readMealNumber()).toBe(3);
  });

  it('falls back to the stored selected date, then today, and puts it in the URL', async () => {
    const requests = mockApi([]);
    storeSelectedDate('2026-01-02');
    const { history, unmount } = renderPage('/nutrition?date=2026-02-30');
    await waitFor(() => expect(history.at(-1)).toBe('/nutrition?date=2026-01-02'));
    expect(requests).toContain('GET /api/health/2026-01-02');
    unmount();
    sessionStorage.clear();
    const second = renderPage('/nutrition');
    await waitFor(() => expect(second.history.at(-1)).toBe(`/nutrition?date=${today()}`));
  });

  it('brings a day still to come back to today, says so, and puts today in the URL', async () => {
    const requests = mockApi([]);
    const { history } = renderPage('/nutrition?date=2030-01-01');
    await waitFor(() => expect(history.at(-1)).toBe(`/nutrition?date=${today()}`));
    expect(await screen.findByText('That day is still to come')).toBeInTheDocument();
    expect(requests).toContain(`GET /api/health/${today()}`);
    expect(requests).not.toContain('GET /api/health/2030-01-01');
    await userEvent.click(screen.getByRole('button', { name: /Add (Your First )?Meal/ }));
    expect(history.at(-1)).toBe(`/nutrition/log?date=${today()}`);
  });
});
