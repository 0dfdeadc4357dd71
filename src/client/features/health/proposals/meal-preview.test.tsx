import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '@/test/render';
import { server } from '@/test/server';
import { keptToContract } from '@/test/handlers';
import type { FoodSearchResult } from '../../../../shared/foods.js';
import { MealPreview } from './meal-preview';
import { itemAt, withItem, type MealProposal } from './meal-preview-edits';

const proposal: MealProposal = {
  kind: 'meal',
  date: '2026-03-04',
  unmatched: ['Porrige'],
  said: ['porrige', '1 glass wine'],
  body: {
    meal: 'dinner',
    logTime: '2026-03-04T18:00:00.000Z',
    calories: 125.8,
    protein: 0.1,
    carbs: 3.9,
    fat: 0,
    items: [
      { name: 'Porrige', fdcId: 'food_1', qty: '1 serving', amount: 1, unit: 'serving', calories: 0, protein: 0, carbs: 0, fat: 0 },
      {
        name: 'Wine, table, red',
        fdcId: 14096000,
        qty: '1 glass · 148 g',
        amount: 1,
        unit: 'glass',
        portionSize: 148,
        portionUnit: 'g',
        calories: 125.8,
        protein: 0.1,
        carbs: 3.9,
        fat: 0,
        nutrients: { calories: 125.8, alcohol: 15.54 },
      },
    ],
  },
};

const oatmeal: FoodSearchResult = {
  fdcId: 56203000,
  description: 'Oatmeal, NS as to regular, quick, or instant, no added fat',
  brandOwner: null,
  dataType: 'Survey (FNDDS)',
  foodGroup: 'Oatmeal',
  portions: [
    { amount: 1, unit: 'cup, cooked', grams: 240 },
    { amount: 1, unit: 'oz, dry, yields', grams: 170 },
  ],
  per100g: { calories: 64, protein: 2.4, carbs: 11, fat: 1.2 },
};

/** The preview as a card keeps it: each change replaces the proposal shown. */
function Editable({ seen }: { seen: MealProposal[] }) {
  const [shown, setShown] = useState(proposal);
  return (
    <MealPreview
      proposal={shown}
      onChange={(next) => {
        seen.push(next);
        setShown(next);
      }}
    />
  );
}

describe('meal preview', () => {
  it('shows each food with its portion and kcal and what was said; without onChange it changes nothing', () => {
    renderWithApp(<MealPreview proposal={proposal} />, { user: testUser() });
    const foods = screen.getByRole('list', { name: 'Foods' });
    expect(foods).toHaveTextContent('1 glass · 148 g · 126 kcal');
    expect(foods).toHaveTextContent('(you said “1 glass wine”)');
    expect(foods).toHaveTextContent('Not found in the food search: saved as your own food at 0 kcal');
    expect(screen.queryByRole('button', { name: /Change food/ })).not.toBeInTheDocument();
  });

  it('changes an amount and a portion in place, scaling grams, kcal and every nutrient, and sums the meal again', async () => {
    const seen: MealProposal[] = [];
    renderWithApp(<Editable seen={seen} />, { user: testUser() });
    const amount = screen.getByLabelText(/^Amount of Wine/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    expect(screen.getByRole('list', { name: 'Foods' })).toHaveTextContent('2 glasses · 296 g · 252 kcal');
    expect(seen.at(-1)?.body.items[1]).toMatchObject({ amount: 2, portionSize: 296, calories: 251.6, nutrients: { alcohol: 31.08 } });
    expect(seen.at(-1)?.body.calories).toBe(251.6);

    await userEvent.selectOptions(screen.getByLabelText(/^Portion of Wine/), 'fl oz');
    expect(seen.at(-1)?.body.items[1]).toMatchObject({ amount: 2, unit: 'fl oz', portionSize: 59.1, calories: 50.2 });
    expect(screen.getByRole('list', { name: 'Foods' })).toHaveTextContent('2 fl oz · 59 g · 50 kcal');
  });

  it('changes a food through the food search: the one picked comes at its own first portion, no longer unmatched', async () => {
    const queries: string[] = [];
    server.use(
      http.get('/api/foods/search', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query') ?? '');
        return keptToContract(request, HttpResponse.json({ foods: [{ ...oatmeal, alsoCalled: 'porridge' }] }));
      }),
    );
    const seen: MealProposal[] = [];
    renderWithApp(<Editable seen={seen} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Change food: Porrige' }));
    await userEvent.type(screen.getByLabelText('Search foods'), 'oatmeal');
    // A food found by another name says so.
    await userEvent.click(
      await within(await screen.findByRole('list', { name: 'Foods found' })).findByRole('button', {
        name: /^Oatmeal, .*also called porridge/,
      }),
    );
    expect(queries.at(-1)).toBe('oatmeal');
    const changed = seen.at(-1);
    expect(changed?.unmatched).toEqual([]);
    expect(changed?.body.items[0]).toMatchObject({
      fdcId: oatmeal.fdcId,
      amount: 1,
      unit: 'cup, cooked',
      portionSize: 240,
      calories: 153.6,
    });
    expect(changed?.body.calories).toBe(279.4);
    expect(screen.queryByRole('list', { name: 'Foods found' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Portion of Oatmeal/), 'oz, dry, yields');
    expect(seen.at(-1)?.body.items[0]).toMatchObject({ unit: 'oz, dry, yields', portionSize: 170 });
  });

  it('keeps a food of one’s own at its amount: it has no grams to scale', () => {
    const own = proposal.body.items[0]!;
    expect(withItem(proposal, 0, itemAt(own, 2, { label: 'serving', grams: 0 })).body.items[0]).toMatchObject({
      amount: 2,
      qty: '2 serving',
      calories: 0,
    });
  });
});
