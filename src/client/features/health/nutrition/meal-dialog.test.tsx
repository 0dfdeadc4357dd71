import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { answerFoodApi, apple, chicken } from '@/test/foods';
import { answer, errorAnswer, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import type { FoodSearchResult } from '../../../../shared/foods.js';
import type { Meal, MealBody } from '../../../../shared/health.js';
import { MealDialog } from './meal-dialog';

afterEach(() => vi.restoreAllMocks());

const DATE = '2026-03-05';
const manyFoods: FoodSearchResult[] = Array.from({ length: 12 }, (_, i) => ({
  ...chicken,
  fdcId: 200000 + i,
  description: `Chicken ${i + 1}`,
}));

const savedMeal: Meal = {
  id: 'meal-1',
  nutrients: {},
  meal: 'lunch',
  items: [
    {
      name: 'Chicken breast',
      qty: '1 1 cup, chopped',
      fdcId: 171077,
      amount: 1,
      unit: '1 cup, chopped',
      portionSize: 140,
      portionUnit: 'g',
      calories: 231,
      protein: 43.4,
      carbs: 0,
      fat: 5,
      brandOwner: null,
    },
    { name: 'Grandma’s soup', qty: '2 serving', fdcId: 'food_custom-1', calories: 120, protein: 6, carbs: 10, fat: 4 },
  ],
  calories: 351,
  protein: 49.4,
  carbs: 10,
  fat: 9,
  logTime: new Date(2026, 2, 5, 12, 30).toISOString(),
  lastLogged: new Date(2026, 2, 5, 12, 30).toISOString(),
  createdAt: new Date(2026, 2, 5, 12, 30).toISOString(),
};

/** Food calls plus the meal writes, recording them. */
function mockApi(options: { foods?: FoodSearchResult[]; failCalc?: boolean; failSave?: boolean } = {}) {
  const writes: { url: string; method: string; body?: MealBody }[] = [];
  server.use(
    http.all(`/api/health/${DATE}/nutrition*`, async ({ request }) => {
      const text = await request.text();
      writes.push({ url: new URL(request.url).pathname, method: request.method, body: text ? (JSON.parse(text) as MealBody) : undefined });
      if (options.failSave) return serverFailure();
      if (request.method === 'DELETE') return new HttpResponse(null, { status: 204 });
      return HttpResponse.json({ ...savedMeal }, { status: request.method === 'POST' ? 201 : 200 });
    }),
  );
  return { ...answerFoodApi(options), writes };
}

function renderDialog(meal?: Meal) {
  const onOpenChange = vi.fn();
  renderWithApp(<MealDialog date={DATE} meal={meal} open onOpenChange={onOpenChange} />, { user: testUser() });
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

const item = (name: string) => screen.getByRole('listitem', { name });
const totals = () => screen.getByRole('region', { name: 'Meal totals' });
const search = (text: string) => userEvent.type(screen.getByRole('searchbox', { name: 'Search foods' }), text);
/** Searches, picks the chicken and waits for the values of its own first portion (1 cup, chopped); answers its portion panel. */
async function pickChicken() {
  await search('chicken');
  await userEvent.click(await screen.findByRole('button', { name: /Chicken breast/ }));
  const portion = screen.getByRole('region', { name: 'Portion of Chicken breast' });
  await waitFor(() => expect(within(portion).getByText('231')).toBeInTheDocument());
  return portion;
}

describe('meal dialog: logging', () => {
  it('shows at most 8 results; a picked food gets a portion and is added to the meal with its nutrition', async () => {
    const api = mockApi({ foods: [chicken, ...manyFoods] });
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Log Nutrition' })).toBeInTheDocument();
    await search('chicken');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('button')).toHaveLength(8);

    await userEvent.click(within(results).getByRole('button', { name: /Chicken breast/ }));
    const portion = screen.getByRole('region', { name: 'Portion of Chicken breast' });
    expect(within(portion).getByLabelText('Amount')).toHaveFocus();
    // The food's own portions come first, then g, oz, ml and fl oz; no generic sizes.
    expect(
      within(within(portion).getByLabelText('Unit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cup, chopped', 'g', 'oz', 'ml', 'fl oz']);
    await waitFor(() => expect(within(portion).getByText('231')).toBeInTheDocument());
    await userEvent.click(within(portion).getByRole('button', { name: 'Add to Meal' }));

    expect(screen.queryByRole('region', { name: 'Portion of Chicken breast' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search foods' })).toHaveFocus();
    expect(within(item('Chicken breast')).getByText('231')).toBeInTheDocument();
    expect(within(totals()).getByText('231')).toBeInTheDocument();
    expect(within(totals()).getByText('43.4g')).toBeInTheDocument();
    expect(api.calculated).toEqual([['/api/foods/171077/calculate', 140]]);
  });

  it('Save Meal right after picking a food keeps the picked food, which the list shows as not added yet', async () => {
    const api = mockApi({ foods: [chicken] });
    renderDialog();
    await pickChicken();
    expect(screen.queryByText('No foods yet. Search for one above, or add it by name.')).not.toBeInTheDocument();
    expect(item('Chicken breast')).toHaveTextContent('231 cal · Not added yet: Save Meal keeps it, Back to search leaves it out.');
    expect(within(totals()).getByText('231')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
    await screen.findByText('Meal logged');
    expect(api.writes[0]!.body).toMatchObject({ items: [{ name: 'Chicken breast', qty: '1 cup, chopped · 140 g', calories: 231 }] });
  });

  it('totals count only the foods the list shows: a picked food left with Back to search is neither counted nor saved', async () => {
    const api = mockApi({ foods: [chicken, apple] });
    renderDialog();
    const portion = await pickChicken();
    await userEvent.click(within(portion).getByRole('button', { name: 'Add to Meal' }));
    await search('apple');
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(apple.description) }));
    const applePortion = screen.getByRole('region', { name: `Portion of ${apple.description}` });
    await waitFor(() => expect(within(applePortion).getByRole('button', { name: 'Add to Meal' })).toBeEnabled());
    expect(screen.getAllByRole('listitem', { name: /./ }).map((row) => row.getAttribute('aria-label'))).toEqual([
      'Chicken breast',
      apple.description,
    ]);
    await userEvent.click(within(applePortion).getByRole('button', { name: 'Back to search' }));
    expect(screen.queryByRole('listitem', { name: apple.description })).not.toBeInTheDocument();
    expect(within(totals()).getByText('231')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
    await screen.findByText('Meal logged');
    expect(api.writes[0]!.body).toMatchObject({ items: [{ name: 'Chicken breast' }] });
    expect(api.writes[0]!.body!.items).toHaveLength(1);
  });

  it('a portion over 5,000 g says so, is not sent to the calculate call and cannot be added or saved', async () => {
    const api = mockApi({ foods: [chicken] });
    renderDialog();
    const portion = await pickChicken();
    fireEvent.change(within(portion).getByLabelText('Amount'), { target: { value: '250' } });
    expect(within(portion).getByRole('alert')).toHaveTextContent('That is more than 5,000 g. Check the amount and the unit.');
    expect(within(portion).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(within(portion).getByRole('button', { name: 'Add to Meal' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Meal' })).toBeDisabled();
    await userEvent.selectOptions(within(portion).getByLabelText('Unit'), 'g');
    expect(within(portion).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(within(portion).getByText('413')).toBeInTheDocument());
    expect(api.calculated.map(([, grams]) => grams)).toEqual([140, 250]);
  });

  it('Enter adds the typed food by name only when the search has no results', async () => {
    mockApi({ foods: [apple] });
    renderDialog();
    await search('apple');
    await screen.findByRole('list', { name: 'Search results' });
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listitem', { name: 'apple' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search foods' }));
    await search('   ');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(/No foods yet/)).toBeInTheDocument();
  });

  it('Back to search returns to the same results', async () => {
    mockApi({ foods: [chicken, apple] });
    renderDialog();
    await search('chi');
    await userEvent.click(await screen.findByRole('button', { name: /Chicken breast/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to search' }));
    expect(screen.getByRole('searchbox', { name: 'Search foods' })).toHaveValue('chi');
    expect(screen.getByRole('button', { name: /Apple/ })).toBeInTheDocument();
  });

  it('adds a named food when nothing is found, with the values the person types, and logs the meal with the type of its time', async () => {
    const api = mockApi({ foods: [] });
    const { onOpenChange } = renderDialog();
    await search('  Mum’s lentil stew ');
    expect(await screen.findByText(/No foods found for "Mum’s lentil stew"/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const stew = item('Mum’s lentil stew');
    expect(within(stew).getByLabelText('Unit')).toHaveDisplayValue('serving');
    expect(screen.getByRole('searchbox', { name: 'Search foods' })).toHaveValue('');

    await userEvent.type(within(stew).getByLabelText('Calories'), '350');
    await userEvent.type(within(stew).getByLabelText('Protein'), '18.5');
    expect(within(totals()).getByText('350')).toBeInTheDocument();
    expect(within(totals()).getByText('18.5g')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '08:15' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
    expect(await screen.findByText('Meal logged')).toBeInTheDocument();
    expect(screen.getByText('Your breakfast has been logged.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [write] = api.writes;
    expect(write).toMatchObject({ url: `/api/health/${DATE}/nutrition`, method: 'POST' });
    expect(write!.body).toMatchObject({
      meal: 'breakfast',
      logTime: new Date(2026, 2, 5, 8, 15).toISOString(),
      items: [{ name: 'Mum’s lentil stew', qty: '1 serving', amount: 1, unit: 'serving', calories: 350, protein: 18.5 }],
    });
    expect(write!.body!.items[0]!.fdcId).toMatch(/^food_/);
  });

  it('saving with no foods just closes the dialog', async () => {
    const api = mockApi();
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.writes).toEqual([]);
  });

  it('a failed calculation of a picked food says so', async () => {
    mockApi({ foods: [chicken], failCalc: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog();
    await search('chicken');
    await userEvent.click(await screen.findByRole('button', { name: /Chicken breast/ }));
    expect(await screen.findByText('Failed to calculate nutrition. Please try again.')).toBeInTheDocument();
  });

  it('a failed save keeps the dialog open and says so', async () => {
    mockApi({ failSave: true });
    const { onOpenChange } = renderDialog();
    await search('toast');
    await screen.findByText(/No foods found/);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Meal' }));
    expect(await screen.findByText('Failed to save meal. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(item('toast')).toBeInTheDocument();
  });
});

describe('meal dialog: editing', () => {
  it('loads the items; changing a USDA food’s amount recalculates with its saved unit’s grams', async () => {
    const api = mockApi();
    renderDialog(savedMeal);
    expect(screen.getByRole('heading', { name: 'Edit Meal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Time')).toHaveValue('12:30');
    expect(within(totals()).getByText('351')).toBeInTheDocument();
    const amount = within(item('Chicken breast')).getByLabelText('Amount');
    expect(within(item('Chicken breast')).getByLabelText('Unit')).toHaveDisplayValue('cup, chopped');

    fireEvent.change(amount, { target: { value: '2' } });
    await waitFor(() => expect(within(item('Chicken breast')).getByText('462')).toBeInTheDocument());
    expect(within(totals()).getByText('582')).toBeInTheDocument();
    expect(api.calculated).toEqual([['/api/foods/171077/calculate', 280]]);

    await userEvent.click(screen.getByRole('button', { name: 'Update Meal' }));
    expect(await screen.findByText('Meal updated')).toBeInTheDocument();
    const [write] = api.writes;
    expect(write).toMatchObject({ url: `/api/health/${DATE}/nutrition/meal-1`, method: 'PUT' });
    expect(write!.body).toMatchObject({
      meal: 'lunch',
      items: [
        { name: 'Chicken breast', qty: '2 cups, chopped · 280 g', amount: 2, unit: 'cup, chopped', portionSize: 280, calories: 462 },
        { name: 'Grandma’s soup', qty: '2 serving', fdcId: 'food_custom-1', calories: 120 },
      ],
    });
  });

  it('a food of the person’s own scales its values with its amount and keeps them when its unit changes', async () => {
    const api = mockApi();
    renderDialog(savedMeal);
    const soup = item('Grandma’s soup');
    expect(within(soup).getByLabelText('Amount')).toHaveValue(2);
    fireEvent.change(within(soup).getByLabelText('Amount'), { target: { value: '3' } });
    expect(within(soup).getByLabelText('Calories')).toHaveValue(180);
    expect(within(soup).getByLabelText('Protein')).toHaveValue(9);
    await userEvent.selectOptions(within(soup).getByLabelText('Unit'), 'oz');
    expect(within(soup).getByLabelText('Calories')).toHaveValue(180);
    expect(api.calculated).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Update Meal' }));
    await screen.findByText('Meal updated');
    expect(api.writes[0]!.body!.items[1]).toMatchObject({
      qty: '3 oz',
      amount: 3,
      unit: 'oz',
      portionSize: 85.1,
      calories: 180,
      protein: 9,
    });
  });

  it('a failed recalculation keeps the change and warns the values may be outdated (amount and unit wording)', async () => {
    mockApi({ failCalc: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(savedMeal);
    const chickenItem = item('Chicken breast');
    fireEvent.change(within(chickenItem).getByLabelText('Amount'), { target: { value: '3' } });
    expect(await screen.findByText('Nutrition calculation failed')).toBeInTheDocument();
    expect(screen.getByText(/^The portion amount has been updated but nutrition values may be outdated/)).toBeInTheDocument();
    expect(within(chickenItem).getByLabelText('Amount')).toHaveValue(3);
    expect(within(chickenItem).getByText('231')).toBeInTheDocument();

    await userEvent.selectOptions(within(chickenItem).getByLabelText('Unit'), 'oz');
    expect(await screen.findByText(/^The portion unit has been updated/)).toBeInTheDocument();
    expect(within(chickenItem).getByLabelText('Unit')).toHaveDisplayValue('oz');
  });

  it("shows the server's reasons at the portion, the own food's value and the time they concern; a changed list drops them", async () => {
    const reasons = {
      portion: 'Portion size must be at most 100000',
      calories: 'Calories must be at most 100000',
      time: 'Meal time must not be in the future',
    };
    mockApi();
    answer('put', `/api/health/${DATE}/nutrition/meal-1`, () =>
      errorAnswer(400, 'VALIDATION_ERROR', reasons.portion, [
        { path: 'items.0.portionSize', message: reasons.portion },
        { path: 'items.1.calories', message: reasons.calories },
        { path: 'logTime', message: reasons.time },
      ]),
    );
    const { onOpenChange } = renderDialog(savedMeal);
    await userEvent.click(screen.getByRole('button', { name: 'Update Meal' }));

    const amount = within(item('Chicken breast')).getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(reasons.portion));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(within(item('Grandma’s soup')).getByLabelText('Calories')).toHaveAccessibleDescription(reasons.calories);
    expect(within(item('Grandma’s soup')).getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(reasons.time);
    expect(screen.queryByText('Failed to save meal. Please try again.')).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Grandma’s soup' }));
    expect(within(item('Chicken breast')).getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(reasons.time);
  });

  it('removes an item from the meal and the totals', async () => {
    mockApi();
    renderDialog(savedMeal);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Chicken breast' }));
    expect(screen.queryByRole('listitem', { name: 'Chicken breast' })).not.toBeInTheDocument();
    expect(within(totals()).getByText('120')).toBeInTheDocument();
  });

  it('Delete asks first, then deletes the meal and closes', async () => {
    const api = mockApi();
    const { onOpenChange } = renderDialog(savedMeal);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete meal?' });
    expect(api.writes).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Meal deleted')).toBeInTheDocument();
    expect(api.writes).toEqual([{ url: `/api/health/${DATE}/nutrition/meal-1`, method: 'DELETE', body: undefined }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
