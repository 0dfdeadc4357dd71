import { describe, expect, it } from 'vitest';
import { itemNutrition, mealNutrition } from './meal-nutrition.js';
import { normalisedPortion, pluralLabel, portionChoices, portionText } from './portions.js';

describe('portions people use', () => {
  it("offers the food's own portions for one of each, then g, oz, ml and fl oz, and no generic sizes", () => {
    const choices = portionChoices([
      { amount: 1, unit: 'medium', grams: 118 },
      { amount: 0.5, unit: 'fillet', grams: 85 },
      { amount: 1, unit: 'medium', grams: 120 },
    ]);
    expect(choices).toEqual([
      { label: 'medium', grams: 118 },
      { label: 'fillet', grams: 170 },
      { label: 'g', grams: 1 },
      { label: 'oz', grams: 28.35 },
      { label: 'ml', grams: 1 },
      { label: 'fl oz', grams: 29.57 },
    ]);
    expect(choices.map((c) => c.label)).not.toContain('small');
  });

  it('renders an amount one way, never with two numbers', () => {
    expect(portionText({ amount: 2, unit: 'slice', portionSize: 56 })).toBe('2 slices · 56 g');
    expect(portionText({ amount: 1, unit: 'cup, chopped', portionSize: 140 })).toBe('1 cup, chopped · 140 g');
    expect(portionText({ amount: 2, unit: 'medium (7" to 7-7/8" long)', portionSize: 236 })).toBe('2 medium · 236 g');
    expect(portionText({ amount: 150, unit: 'g', portionSize: 150 })).toBe('150 g');
    // Older items kept the portion's own count in its label.
    expect(portionText({ amount: 1, unit: '0.5 fillet', portionSize: 85 })).toBe('0.5 fillet · 85 g');
    expect(portionText({ amount: 0.17, unit: '1 6 inch sub', portionSize: 40 })).toBe('0.17 6 inch sub · 40 g');
    expect(portionText({ amount: 2, unit: '1 tbsp', portionSize: 28 })).toBe('2 tbsp · 28 g');
    expect(portionText({ amount: 1.5, unit: '100g', portionSize: 150 })).toBe('150 g');
    expect(portionText({ qty: '1 serving' })).toBe('1 serving');
    // A portion given several ways reads as its first; a long one is cut, never its grams.
    expect(portionText({ amount: 2, unit: 'large rectangular piece or 2 squares or 4 small rectangular pieces', portionSize: 28 })).toBe(
      '2 large rectangular pieces · 28 g',
    );
    expect(portionText({ amount: 1, unit: 'x'.repeat(80), portionSize: 28 })).toBe(`1 ${'x'.repeat(51)} · 28 g`);
    expect(portionText({ amount: 2, unit: 'can or bottle', portionSize: 720 })).toBe('2 cans or bottles · 720 g');
    expect(portionText({ amount: 3, unit: 'medium taco or tostada', portionSize: 294 })).toBe('3 medium tacos or tostadas · 294 g');
    expect(portionText({ amount: 2, unit: 'sandwich', portionSize: 300 })).toBe('2 sandwiches · 300 g');
    expect(pluralLabel('patty', 3)).toBe('patties');
    expect(pluralLabel('half', 4)).toBe('halves');
    expect(pluralLabel('fl oz', 3)).toBe('fl oz');
    expect(pluralLabel('glass', 2)).toBe('glasses');
    expect(normalisedPortion(2, '0.5 cup')).toEqual({ amount: 1, label: 'cup' });
    expect(normalisedPortion(0.5, '6 inch sub')).toEqual({ amount: 0.5, label: '6 inch sub' });
    expect(portionText({ amount: 1, unit: '12 fl oz can', portionSize: 355 })).toBe('1 12 fl oz can · 355 g');
  });
});

describe('nutrition computed once', () => {
  it("scales a food's values per 100 g to the grams, and sums a meal's items", () => {
    const banana = itemNutrition({ calories: 89, protein: 1.09, carbs: 22.84, fat: 0.33, fiber: 2.6, caffeine: 0 }, 118);
    expect(banana).toMatchObject({ calories: 105, protein: 1.3, carbs: 27, fat: 0.4 });
    expect(banana.nutrients).toMatchObject({ fiber: 3.07, caffeine: 0 });
    const coffee = itemNutrition({ calories: 1, caffeine: 40 }, 240);
    expect(coffee).toMatchObject({ protein: 0, nutrients: { caffeine: 96 } });
    const own = { calories: 320, protein: 5, carbs: 40, fat: 15 };
    const meal = mealNutrition([banana, coffee, own]);
    expect(meal).toMatchObject({ calories: 427.4, protein: 6.3, fat: 15.4 });
    expect(meal.nutrients).toEqual({ calories: 107.42, protein: 1.29, carbs: 26.95, fat: 0.39, fiber: 3.07, caffeine: 96 });
  });
});
