import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { dayRecord } from '@/test/entries';
import { answer, errorAnswer, keptToContract, requestsMade } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import { mealTypeForHour, type Meal } from '../../../../shared/health.js';
import { NutritionCard } from './nutrition-card';
import { cardCalories, grams } from './nutrition-format';

const meal = (id: string, items: number, calories: number): Meal => ({
  id,
  nutrients: {},
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

  describe('quick add by text', () => {
    const proposal = {
      kind: 'meal',
      date: '2026-03-05',
      unmatched: ['Zzqx'],
      said: ['2 eggs', 'coffee', '2 tbsp milk', 'zzqx'],
      body: {
        meal: 'dinner',
        items: [
          {
            name: 'Egg, whole, raw, fresh',
            qty: '2 1 large',
            fdcId: 1123,
            amount: 2,
            unit: '1 large',
            portionSize: 100,
            portionUnit: 'g',
            calories: 143,
            protein: 12.6,
            carbs: 0.7,
            fat: 9.5,
          },
          {
            name: 'Beverages, coffee, brewed',
            qty: '1 1 cup (8 fl oz)',
            fdcId: 14209,
            amount: 1,
            unit: '1 cup (8 fl oz)',
            portionSize: 237,
            portionUnit: 'g',
            calories: 2.4,
            protein: 0.3,
            carbs: 0,
            fat: 0,
          },
          {
            name: 'Milk, whole',
            qty: '2 1 tbsp',
            fdcId: 1077,
            amount: 2,
            unit: '1 tbsp',
            portionSize: 30,
            portionUnit: 'g',
            calories: 18.3,
            protein: 1,
            carbs: 1.4,
            fat: 1,
          },
          { name: 'Zzqx', qty: '1 serving', fdcId: 'food_1', amount: 1, unit: 'serving', calories: 0, protein: 0, carbs: 0, fat: 0 },
        ],
        calories: 163.7,
        protein: 13.9,
        carbs: 2.1,
        fat: 10.5,
        logTime: '2026-03-05T16:20:00.000Z',
      },
    };

    /** The server understands the text as `proposals`, saves the meal and removes it; `writes` leaves out the day's reloads. */
    function mockQuickAdd(proposals: unknown[] = [proposal]) {
      const requests = requestsMade();
      const understood = answer('post', '/api/entries/understand', () => HttpResponse.json({ proposals }));
      const saved = answer('post', '/api/health/2026-03-05/nutrition', () =>
        HttpResponse.json({ ...meal('m1', 4, 163.7), items: proposal.body.items }, { status: 201 }),
      );
      server.use(
        http.delete('/api/health/2026-03-05/nutrition/m1', () => new HttpResponse(null, { status: 204 })),
        http.get('/api/health/2026-03-05', ({ request }) => keptToContract(request, HttpResponse.json(dayRecord('2026-03-05')))),
      );
      const writes = () => requests.filter((request) => request !== 'GET /api/health/2026-03-05');
      return { understood, saved, writes };
    }

    it('shows what the server understood before it counts, saves it on Save meal, says what was logged, and Undo removes the meal', async () => {
      const { understood, saved, writes } = mockQuickAdd();
      renderWithApp(<NutritionCard date="2026-03-05" meals={[]} />, { user: testUser() });
      await userEvent.type(screen.getByLabelText('Quick add a meal'), '2 eggs and coffee with milk, zzqx{Enter}');
      const shown = await screen.findByRole('region', { name: 'Meal to log' });
      expect(shown).toHaveTextContent('Dinner · 164 kcal');
      expect((await within(shown).findAllByRole('listitem')).map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Egg, whole2 large · 100 g · 143 kcal(you said “2 eggs”)',
        'Coffee, brewed1 cup · 237 g · 2 kcal(you said “coffee”)',
        'Milk, whole2 tbsp · 30 g · 18 kcal(you said “2 tbsp milk”)',
        'Zzqx1 serving · 0 kcal(you said “zzqx”)Not found in the food search: saved as your own food at 0 kcal',
      ]);
      expect(writes()).toEqual(['POST /api/entries/understand']);
      expect(understood.bodies).toEqual([{ text: '2 eggs and coffee with milk, zzqx', date: '2026-03-05', kind: 'meal' }]);

      await userEvent.click(within(shown).getByRole('button', { name: 'Save meal' }));
      expect(
        await screen.findByText(
          'Logged 2 eggs (143 kcal), coffee (2 kcal), 2 tbsp milk (18 kcal), zzqx (not found, 0 kcal for now). Tap the meal to add the values of what was not found.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Quick add a meal')).toHaveValue('');
      expect(screen.queryByRole('region', { name: 'Meal to log' })).not.toBeInTheDocument();
      expect(writes()).toEqual(['POST /api/entries/understand', 'POST /api/health/2026-03-05/nutrition']);
      expect(saved.bodies).toEqual([proposal.body]);
      // Radix lets the toast region take pointer events only once it has counted the toast, a moment after it shows.
      await waitFor(() => expect(screen.getByRole('region', { name: /^Notification/ })).not.toHaveStyle({ pointerEvents: 'none' }));
      await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await screen.findByText('Meal removed')).toBeInTheDocument();
      expect(writes().filter((request) => request.startsWith('DELETE'))).toEqual(['DELETE /api/health/2026-03-05/nutrition/m1']);
    });

    it('saves an amount changed in place, with its grams and kcal, and Cancel logs nothing', async () => {
      const { saved, writes } = mockQuickAdd();
      renderWithApp(<NutritionCard date="2026-03-05" meals={[]} />, { user: testUser() });
      await userEvent.type(screen.getByLabelText('Quick add a meal'), '2 eggs{Enter}');
      const shown = await screen.findByRole('region', { name: 'Meal to log' });
      const amount = await within(shown).findByLabelText('Amount of Egg, whole');
      await userEvent.clear(amount);
      await userEvent.type(amount, '3');
      expect(shown).toHaveTextContent('Egg, whole3 large · 150 g · 215 kcal');
      await userEvent.click(within(shown).getByRole('button', { name: 'Save meal' }));
      await screen.findByText(/^Logged 2 eggs \(215 kcal\)/);
      expect(saved.bodies[0]).toMatchObject({ items: [{ amount: 3, portionSize: 150, calories: 214.5 }, {}, {}, {}] });

      await userEvent.type(screen.getByLabelText('Quick add a meal'), 'toast{Enter}');
      await userEvent.click(within(await screen.findByRole('region', { name: 'Meal to log' })).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('region', { name: 'Meal to log' })).not.toBeInTheDocument();
      expect(writes().filter((request) => request.startsWith('POST /api/health'))).toHaveLength(1);
    });

    it('saves nothing and says so when the text names no food', async () => {
      const { writes } = mockQuickAdd([]);
      renderWithApp(<NutritionCard date="2026-03-05" meals={[]} />, { user: testUser() });
      await userEvent.type(screen.getByLabelText('Quick add a meal'), '42{Enter}');
      expect(await screen.findByText('No food found in that')).toBeInTheDocument();
      expect(writes()).toEqual(['POST /api/entries/understand']);
      expect(screen.getByLabelText('Quick add a meal')).toHaveValue('42');
    });

    it('says why saving failed and keeps the text', async () => {
      answer('post', '/api/entries/understand', () =>
        errorAnswer(400, 'FUTURE_DAY', '2026-03-05 has not begun yet: entries can be logged up to today (2026-03-04)'),
      );
      renderWithApp(<NutritionCard date="2026-03-05" meals={[]} />, { user: testUser() });
      await userEvent.type(screen.getByLabelText('Quick add a meal'), 'toast{Enter}');
      expect(await screen.findByText('2026-03-05 has not begun yet: entries can be logged up to today (2026-03-04)')).toBeInTheDocument();
      expect(screen.getByLabelText('Quick add a meal')).toHaveValue('toast');
    });

    it('marks a food of one’s own without values in the meal list', () => {
      renderWithApp(<NutritionCard date="2026-03-05" meals={[{ ...meal('m1', 4, 163.7), items: proposal.body.items }]} />, {
        user: testUser(),
      });
      expect(screen.getByTitle('Zzqx')).toHaveTextContent('Zzqx · 1 serving · no values yet');
      expect(screen.getByTitle('Egg, whole, raw, fresh')).not.toHaveTextContent('no values yet');
    });
  });

  it("'View All' opens the nutrition page", async () => {
    const { history } = renderWithApp(<NutritionCard date="2026-03-05" meals={[]} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(history.at(-1)).toBe('/nutrition');
  });
});
