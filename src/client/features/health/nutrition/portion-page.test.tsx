import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { answerFoodApi, apple, chicken } from '@/test/foods';
import { answer, errorAnswer, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import type { MealBody } from '../../../../shared/health.js';
import { today } from '../dates';
import { readSelectedFoods, storeMealSelection } from './meal-session';
import { PortionPage } from './portion-page';
import { savedMeal } from '@/test/entries';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const DATE = '2026-03-05';

/** The food calls and the meal save, recording what was saved. */
function mockApi({ failSave = false, failCalc = false } = {}) {
  const saves = answer<MealBody>('post', `/api/health/${DATE}/nutrition`, (body) =>
    failSave ? serverFailure() : HttpResponse.json(savedMeal(body), { status: 201 }),
  );
  return { ...answerFoodApi({ failCalc }), saves };
}

const renderPage = () => renderWithApp(<PortionPage />, { path: '/nutrition/portions', user: testUser() });
const card = (name: string) => screen.getByRole('generic', { name });
const totals = () => screen.getByRole('region', { name: 'Total Nutrition' });

describe('portion screen', () => {
  it('redirects to the log screen when nothing is stored, the date falling back to today', () => {
    mockApi();
    const { history } = renderPage();
    expect(history.at(-1)).toBe(`/nutrition/log?date=${today()}`);
  });

  it('starts each food at one of its own first portion (100 g without one), calculates it and totals the meal', async () => {
    const api = mockApi();
    storeMealSelection([chicken, apple], 1, DATE);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Adjust Portions' })).toBeInTheDocument();
    expect(screen.getAllByText('Calculating...')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    expect(api.calculated).toEqual([
      ['/api/foods/171077/calculate', 140],
      ['/api/foods/food_off_123/calculate', 100],
    ]);
    expect(within(card('Chicken breast')).getByText('231')).toBeInTheDocument();
    expect(within(card('Chicken breast')).getByText('43.4g')).toBeInTheDocument();
    expect(within(totals()).getByText('281')).toBeInTheDocument();
    expect(within(totals()).getByText('43.7g')).toBeInTheDocument();
    expect(within(totals()).getByText('14.0g')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save breakfast' })).toBeEnabled();
  });

  it('recalculates on amount and unit changes, including the food’s own household portions', async () => {
    const api = mockApi();
    storeMealSelection([chicken], 2, DATE);
    renderPage();
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    const amount = within(card('Chicken breast')).getByLabelText('Amount');
    expect(amount).toHaveAttribute('min', '0.1');
    expect(amount).toHaveAttribute('step', '0.1');
    const unit = within(card('Chicken breast')).getByLabelText('Unit');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cup, chopped', 'g', 'oz', 'ml', 'fl oz']);

    await waitFor(() => expect(within(totals()).getByText('231')).toBeInTheDocument());
    fireEvent.change(amount, { target: { value: '2' } });
    await waitFor(() => expect(within(totals()).getByText('462')).toBeInTheDocument());
    await userEvent.selectOptions(unit, 'oz');
    await waitFor(() => expect(within(totals()).getByText('94')).toBeInTheDocument());
    await userEvent.selectOptions(unit, 'cup, chopped');
    await waitFor(() => expect(within(totals()).getByText('462')).toBeInTheDocument());
    expect(api.calculated.map(([, grams]) => grams)).toEqual([140, 280, 56.7, 280]);
    expect(screen.getByRole('button', { name: 'Save 2nd meal' })).toBeInTheDocument();
  });

  it('allows an empty amount while typing and resets empty or non-positive amounts to 1 on blur', async () => {
    const api = mockApi();
    storeMealSelection([chicken], 1, DATE);
    renderPage();
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    const amount = within(card('Chicken breast')).getByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '' } });
    expect(amount).toHaveValue(null);
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue(1);
    fireEvent.change(amount, { target: { value: '3' } });
    await waitFor(() => expect(within(totals()).getByText('693')).toBeInTheDocument());
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue(1);
    await waitFor(() => expect(within(totals()).getByText('231')).toBeInTheDocument());
    expect(api.calculated.map(([, grams]) => grams)).toEqual([140, 420, 140]);
  });

  it('a failed calculation is only logged and stops showing Calculating...', async () => {
    mockApi({ failCalc: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeMealSelection([chicken], 1, DATE);
    renderPage();
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    expect(log).toHaveBeenCalled();
  });

  it('saves the meal, toasts, goes to the nutrition screen and clears the selection shortly after', async () => {
    const api = mockApi();
    storeMealSelection([chicken, apple], 1, DATE);
    const { history } = renderPage();
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    fireEvent.change(within(card('Apple')).getByLabelText('Amount'), { target: { value: '150' } });
    await waitFor(() => expect(within(totals()).getByText('306')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save breakfast' }));
    expect(await screen.findByText('Meal saved successfully')).toBeInTheDocument();
    expect(screen.getByText('Your breakfast has been logged.')).toBeInTheDocument();
    expect(history.at(-1)).toBe(`/nutrition?date=${DATE}`);
    const [body] = api.saves.bodies;
    // Items only: the server computes the totals (issue 25).
    expect(body).not.toHaveProperty('calories');
    expect(body).toMatchObject({
      meal: 'breakfast',
      items: [
        {
          name: 'Chicken breast',
          qty: '1 cup, chopped · 140 g',
          fdcId: 171077,
          amount: 1,
          unit: 'cup, chopped',
          portionSize: 140,
          portionUnit: 'g',
          calories: 231,
          protein: 43.4,
          carbs: 0,
          fat: 5,
        },
        {
          name: 'Apple',
          qty: '150 g',
          fdcId: 'food_off_123',
          amount: 150,
          unit: 'g',
          portionSize: 150,
          calories: 75,
          brandOwner: 'Orchard',
        },
      ],
    });
    expect(new Date(body!.logTime!).getDate()).toBe(5);
    expect(readSelectedFoods()).not.toBeNull();
    await waitFor(() => expect(readSelectedFoods()).toBeNull());
  });

  it('says when saving fails', async () => {
    mockApi({ failSave: true });
    storeMealSelection([chicken], 1, DATE);
    renderPage();
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save breakfast' }));
    expect(await screen.findByText('Failed to save meal. Please try again.')).toBeInTheDocument();
    expect(readSelectedFoods()).not.toBeNull();
  });

  it('shows the server’s reasons next to the amount they concern, not as a toast, until the amount changes', async () => {
    const reason = 'Portion size must be at most 10000 grams';
    answerFoodApi();
    const saves = answer<MealBody>('post', `/api/health/${DATE}/nutrition`, () =>
      errorAnswer(400, 'VALIDATION_ERROR', reason, [{ path: 'items.1.portionSize', message: reason }]),
    );
    storeMealSelection([chicken, apple], 1, DATE);
    renderPage();
    await waitFor(() => expect(screen.queryByText('Calculating...')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save breakfast' }));

    const amount = within(card('Apple')).getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(reason));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(card('Chicken breast')).getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Failed to save meal. Please try again.')).not.toBeInTheDocument();
    expect(saves.bodies).toHaveLength(1);
    expect(readSelectedFoods()).not.toBeNull();

    await userEvent.type(amount, '2');
    expect(amount).not.toHaveAccessibleDescription(reason);
  });

  it('Back goes to the log screen of the day', async () => {
    mockApi();
    storeMealSelection([chicken], 1, DATE);
    const { history } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.at(-1)).toBe(`/nutrition/log?date=${DATE}`);
  });
});
