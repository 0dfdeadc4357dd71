import { describe, expect, it } from 'vitest';
import type { FoodPortion, FoodSearchResult } from '../../../shared/foods.js';
import { additionAmount, foodAmount } from './food-amounts.js';

// Any amount said of any food comes out as a weight: the units a model or a person may send
// (drafts reach this from the chat's tools too) never throw nor loop, whatever portions a food has.

const food = (description: string, foodGroup: string | null, portions: FoodPortion[]): FoodSearchResult => ({
  fdcId: 1,
  description,
  brandOwner: null,
  dataType: 'Survey (FNDDS)',
  foodGroup,
  portions,
  per100g: { calories: 100, protein: 1, carbs: 1, fat: 1 },
});

const FOODS = [
  food('Cookie, tea, Japanese', 'Cookies and brownies', [{ amount: 1, unit: 'cookie', grams: 8 }]),
  food('Spices, ginger, ground', 'Spices and Herbs', []),
  food('Wine, table, white', 'Wine', [{ amount: 1, unit: 'fl oz', grams: 29 }]),
  food('Watermelon, raw', 'Melons', [
    { amount: 1, unit: 'cup, balls', grams: 154 },
    { amount: 1, unit: 'melon (15" long x 7-1/2" dia)', grams: 4518 },
  ]),
  food('Energy drink (Monster)', 'Energy drinks', [
    { amount: 1, unit: 'can (8.3 fl oz)', grams: 257 },
    { amount: 1, unit: 'can or bottle (16 fl oz)', grams: 496 },
    { amount: 1, unit: 'serving', grams: 496 },
  ]),
  food('Energy drink (Red Bull)', 'Sport and energy drinks', [
    { amount: 1, unit: 'fl oz', grams: 31 },
    { amount: 1, unit: 'can (8.4 fl oz)', grams: 260 },
    { amount: 1, unit: 'can (16.9 fl oz)', grams: 524 },
    { amount: 1, unit: 'serving', grams: 496 },
  ]),
  food('Sugar, NFS', 'Sugars', [
    { amount: 1, unit: 'teaspoon', grams: 4.2 },
    { amount: 1, unit: 'serving', grams: 8 },
  ]),
];

const UNITS = [
  undefined,
  ...['g', 'kg', 'oz', 'fl oz', 'ml', 'l', 'cup', 'mug', 'glass', 'bowl', 'can', 'bottle', 'handful', 'plate', 'scoop'],
  ...[
    'slice',
    'piece',
    'tbsp',
    'tsp',
    'pint',
    'shot',
    'bag',
    'serving',
    'small',
    'medium',
    'large',
    'venti',
    'footlong',
    '6 inch',
    '12 inch',
  ],
  ...['large glass', 'small bowl', 'venti mug', 'huge glass', '(', '[a-z', 'can (', 'cup (8 oz)', '\\', 'constructor'],
];

describe('food amounts', () => {
  it.each(FOODS.map((f) => [f.description, f] as const))('any unit of %s is a finite weight', (_, each) => {
    for (const unit of UNITS)
      for (const quantity of [undefined, 0.25, 1, 3]) {
        const amount = foodAmount(each, { quantity, unit, text: each.description });
        expect(Number.isFinite(amount.grams) && amount.grams >= 0, `${unit ?? 'none'} × ${quantity ?? 'none'}`).toBe(true);
        expect(amount.unit.length).toBeGreaterThan(0);
      }
    expect(Number.isFinite(additionAmount(each, undefined).grams)).toBe(true);
  });

  it('takes a cup of a food with neither a cup of its own nor its kind as a cup measure', () => {
    expect(foodAmount(FOODS[1]!, { quantity: 1, unit: 'cup' })).toEqual({ amount: 1, unit: 'cup', grams: 240 });
  });

  it('takes part of a whole one from the whole, and a large glass as more than a glass', () => {
    expect(foodAmount(FOODS[3]!, { quantity: 0.25 }).grams).toBeCloseTo(4518 / 4, 0);
    const glass = foodAmount(FOODS[2]!, { quantity: 1, unit: 'glass' }).grams;
    expect(foodAmount(FOODS[2]!, { quantity: 1, unit: 'large glass' }).grams).toBeGreaterThan(glass);
  });

  it('takes a can of a drink as the can that weighs its usual amount', () => {
    expect(foodAmount(FOODS[4]!, { quantity: 1, unit: 'can' })).toMatchObject({ unit: 'can or bottle (16 fl oz)', grams: 496 });
  });

  it('takes a can of a drink whose usual amount is no can of it as its first, lightest can', () => {
    expect(foodAmount(FOODS[5]!, { quantity: 1, unit: 'can' })).toMatchObject({ unit: 'can (8.4 fl oz)', grams: 260 });
  });

  it('counts sugars in teaspoons', () => {
    expect(foodAmount(FOODS[6]!, { quantity: 2 })).toMatchObject({ amount: 2, grams: 8.4 });
  });

  it('takes a cup said after a food as its container, a cup said before it as a measure', () => {
    const gelatin = food('Gelatin dessert', 'Gelatins, ices, sorbets', [
      { amount: 1, unit: 'cup', grams: 240 },
      { amount: 1, unit: 'snack size container', grams: 95 },
      { amount: 1, unit: 'serving', grams: 120 },
    ]);
    expect(foodAmount(gelatin, { quantity: 1, text: 'jello cup' })).toMatchObject({ unit: 'snack size container', grams: 95 });
    expect(foodAmount(gelatin, { quantity: 1, unit: 'cup', text: 'jello' }).grams).toBe(240);
  });

  it('takes a length said of one as its portion of that size, a foot as its footlong', () => {
    const sub = food('Cold cut submarine sandwich', 'Other sandwiches (single code)', [
      { amount: 1, unit: 'Subway Sub (6" long)', grams: 260 },
      { amount: 1, unit: 'Subway Sub (footlong)', grams: 520 },
      { amount: 1, unit: 'serving', grams: 260 },
    ]);
    expect(foodAmount(sub, { quantity: 1, unit: '6 inch' }).grams).toBe(260);
    expect(foodAmount(sub, { quantity: 1, unit: '12 inch' }).grams).toBe(520);
  });
});
