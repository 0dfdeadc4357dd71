import { describe, expect, it } from 'vitest';
import { chicken } from '@/test/foods';
import { draftFromFood, draftFromMealItem, mealBodyOf, parseQty, toMealItem, totalsOf } from './meal-draft';

describe('meal draft', () => {
  it('reads quantity text as a number then a unit, defaulting to 1 and 100g', () => {
    expect(parseQty('2.5 cup')).toEqual({ amount: 2.5, unit: 'cup' });
    expect(parseQty('1 serving')).toEqual({ amount: 1, unit: 'serving' });
    expect(parseQty('3')).toEqual({ amount: 3, unit: '100g' });
    expect(parseQty('a handful')).toEqual({ amount: 1, unit: '100g' });
    expect(parseQty('0 g')).toEqual({ amount: 1, unit: 'g' });
    expect(parseQty('')).toEqual({ amount: 1, unit: '100g' });
  });

  it('a saved household portion keeps its grams per unit; an unknown unit without grams counts as 100 g', () => {
    const saved = draftFromMealItem({
      name: 'Chicken',
      qty: '2 1 cup, chopped',
      fdcId: 171077,
      amount: 2,
      unit: '1 cup, chopped',
      portionSize: 280,
      calories: 462,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
    expect(toMealItem({ ...saved, amount: 3 })).toMatchObject({
      qty: '3 cups, chopped · 420 g',
      amount: 3,
      unit: 'cup, chopped',
      portionSize: 420,
    });
    const own = draftFromMealItem({ name: 'Soup', qty: '1 bowl', fdcId: 'food_x', calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(toMealItem(own)).toMatchObject({ amount: 1, unit: 'bowl', portionSize: 100 });
  });

  it('a meal body sends its items, not totals (the server sums them); the draft shows the same sums', () => {
    const a = { ...draftFromFood(chicken), nutrition: { calories: 165.04, protein: 31.04, carbs: 0, fat: 3.64 } };
    const b = { ...draftFromFood(chicken), unit: 'oz', amount: 2, nutrition: { calories: 93.55, protein: 17.58, carbs: 0, fat: 2.04 } };
    const body = mealBodyOf('lunch', [a, b].map(toMealItem), '2026-03-05T12:00:00.000Z');
    expect(body).toEqual({ meal: 'lunch', items: expect.any(Array) as unknown, logTime: '2026-03-05T12:00:00.000Z' });
    expect(totalsOf([a, b])).toEqual({ calories: 258.6, protein: 48.6, carbs: 0, fat: 5.6 });
    expect(body.items[1]).toMatchObject({ qty: '2 oz · 57 g', portionSize: 56.7, calories: 93.6 });
  });

  it('starts a food at one of its own first portion and offers its own portions before g, oz, ml and fl oz', () => {
    const draft = draftFromFood({ ...chicken, portions: [{ amount: 0.5, unit: 'fillet', grams: 85 }] });
    expect(draft.units.map((u) => u.label)).toEqual(['fillet', 'g', 'oz', 'ml', 'fl oz']);
    expect(toMealItem(draft)).toMatchObject({ amount: 1, unit: 'fillet', portionSize: 170, qty: '1 fillet · 170 g' });
    const bare = draftFromFood({ ...chicken, portions: [] });
    expect(toMealItem(bare)).toMatchObject({ amount: 100, unit: 'g', qty: '100 g' });
  });
});
