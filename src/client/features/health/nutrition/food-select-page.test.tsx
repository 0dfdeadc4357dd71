import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { dayRecord, savedMeal } from '@/test/entries';
import { errorAnswer, keptToContract, serverFailure } from '@/test/handlers';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import type { FoodDataType, FoodSearchResult } from '../../../../shared/foods.js';
import { FoodSelectPage, groupResults } from './food-select-page';
import { readMealDate, readMealNumber, readSelectedFoods, storeMealNumber } from './meal-session';

beforeEach(() => sessionStorage.clear());

const DATE = '2026-03-05';
const food = (fdcId: number, description: string, dataType: FoodDataType = 'Foundation'): FoodSearchResult => ({
  fdcId,
  description,
  brandOwner: dataType === 'Branded' ? 'Acme' : null,
  dataType,
  foodGroup: null,
  portions: [],
  per100g: { calories: 165, protein: 31, carbs: 0, fat: 3.6 },
});

/** Answers the searches (and the day of DATE, with `mealsLogged` meals when given; other days are not found); `searches` holds each search's URL. */
function mockSearch(foods: FoodSearchResult[] | 'fail', { mealsLogged }: { mealsLogged?: number } = {}) {
  const searches: string[] = [];
  server.use(
    http.get('/api/foods/search', ({ request }) => {
      const url = new URL(request.url);
      searches.push(`${url.pathname}${url.search}`);
      return foods === 'fail' ? serverFailure() : keptToContract(request, HttpResponse.json({ foods }));
    }),
    http.get('/api/health/:date', ({ request, params }) =>
      params.date === DATE && mealsLogged !== undefined
        ? keptToContract(
            request,
            HttpResponse.json(
              dayRecord(DATE, {
                nutrition: Array.from({ length: mealsLogged }, (_, i) => savedMeal({ meal: 'Snack', items: [] }, `m${i}`)),
              }),
            ),
          )
        : errorAnswer(404, 'NOT_FOUND', 'Not found'),
    ),
  );
  return { searches };
}

const renderPage = (path = `/nutrition/log?date=${DATE}`) => renderWithApp(<FoodSelectPage />, { path, user: testUser() });
const searchBox = () => screen.getByPlaceholderText('Search foods (chicken, apple, bread...)');

describe('grouping results', () => {
  it('takes the first 3 reference foods as Best Matches and the next 15 of the rest as More Results', () => {
    const foods = [
      food(1, 'Branded 1', 'Branded'),
      food(2, 'F 2'),
      food(3, 'SR 3', 'SR Legacy'),
      food(4, 'F 4'),
      food(5, 'F 5'),
      ...Array.from({ length: 20 }, (_, i) => food(10 + i, `Off ${i}`, 'OpenFoodFacts')),
    ];
    const { best, more } = groupResults(foods);
    expect(best.map((f) => f.fdcId)).toEqual([2, 3, 4]);
    expect(more).toHaveLength(15);
    expect(more.slice(0, 3).map((f) => f.fdcId)).toEqual([1, 5, 10]);
  });
});

describe('food selection screen', () => {
  it('shows the meal ordinal from session storage (default 1st) and the empty start', () => {
    mockSearch([]);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Select Foods' })).toBeInTheDocument();
    expect(screen.getByText('Choose foods for your 1st meal')).toBeInTheDocument();
    expect(screen.getByText('Start searching for foods')).toBeInTheDocument();
  });

  it('numbers the meal by the day’s meals once they are loaded, not by a number left from the last meal', async () => {
    mockSearch([], { mealsLogged: 2 });
    storeMealNumber(1);
    renderPage();
    expect(await screen.findByText('Choose foods for your 3rd meal')).toBeInTheDocument();
  });

  it('reads the meal number stored by the nutrition screen', () => {
    mockSearch([]);
    storeMealNumber(12);
    renderPage();
    expect(screen.getByText('Choose foods for your 12th meal')).toBeInTheDocument();
  });

  it('searches from 2 characters, shows the groups and the selection bar', async () => {
    const { searches } = mockSearch([
      food(1, 'Chicken breast'),
      food(2, 'Chicken thigh', 'SR Legacy'),
      food(3, 'Chicken nuggets', 'Branded'),
    ]);
    const { history } = renderPage();
    await userEvent.type(searchBox(), 'c');
    expect(screen.queryByText('Searching database...')).not.toBeInTheDocument();
    await userEvent.type(searchBox(), 'hi');
    expect(screen.getByText('Searching database...')).toBeInTheDocument();
    const best = await screen.findByRole('region', { name: 'Best Matches' });
    expect(within(best).getAllByText('Verified')).toHaveLength(2);
    const more = screen.getByRole('region', { name: 'More Results' });
    expect(within(more).getByText('Chicken nuggets')).toBeInTheDocument();
    expect(within(more).queryByText('Verified')).not.toBeInTheDocument();
    expect(searches).toEqual(['/api/foods/search?query=chi']);

    await userEvent.click(screen.getByRole('button', { name: 'Add Chicken breast' }));
    expect(screen.getByRole('button', { name: 'Chicken breast added' })).toBeDisabled();
    expect(screen.getByText('1 food selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Chicken nuggets' }));
    expect(screen.getByText('2 foods selected')).toBeInTheDocument();
    // The chosen foods are listed, each with its own Remove.
    const chosen = screen.getByRole('list', { name: 'Chosen foods' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chicken breast', 'Chicken nuggets']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove Chicken nuggets' }));
    expect(screen.getByText('1 food selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Chicken nuggets' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Chicken nuggets' }));

    await userEvent.click(screen.getByRole('button', { name: 'Adjust Portions' }));
    expect(history.at(-1)).toBe('/nutrition/portions');
    expect(readSelectedFoods()?.map((f) => f.description)).toEqual(['Chicken breast', 'Chicken nuggets']);
    expect(readMealNumber()).toBe(1);
    expect(readMealDate()).toBe(DATE);
  });

  it('says the other name a food was found by, so a search for zucchini that finds summer squash is plainly right', async () => {
    mockSearch([{ ...food(1, 'Summer squash, green, raw', 'Survey (FNDDS)'), alsoCalled: 'zucchini' }]);
    renderPage();
    await userEvent.type(searchBox(), 'zucchini');
    const best = await screen.findByRole('region', { name: 'Best Matches' });
    expect(within(best).getByText('also called zucchini')).toBeInTheDocument();
  });

  it('Clear empties the selection', async () => {
    mockSearch([food(1, 'Apple')]);
    renderPage();
    await userEvent.type(searchBox(), 'apple');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Apple' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('1 food selected')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Apple' })).toBeEnabled();
  });

  it('says when nothing is found, and the clear button empties the search', async () => {
    mockSearch([]);
    renderPage();
    await userEvent.type(searchBox(), 'zzzz');
    expect(await screen.findByText('No foods found for "zzzz"')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(screen.getByText('Start searching for foods')).toBeInTheDocument();
  });

  it('says when the search fails', async () => {
    mockSearch('fail');
    renderPage();
    await userEvent.type(searchBox(), 'bread');
    expect(await screen.findByText('Failed to search foods')).toBeInTheDocument();
  });

  it('Back goes to the nutrition screen of the day', async () => {
    mockSearch([]);
    const { history } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.at(-1)).toBe(`/nutrition?date=${DATE}`);
  });
});
