import { vi } from 'vitest';
import { json } from '@/test/render';
import type { FoodSearchResult } from '../../shared/foods.js';

export const chicken: FoodSearchResult = {
  fdcId: 171077,
  description: 'Chicken breast',
  brandOwner: null,
  dataType: 'SR Legacy',
  foodGroup: null,
  portions: [{ amount: 1, unit: 'cup, chopped', grams: 140 }],
  per100g: { calories: 165, protein: 31, carbs: 0, fat: 3.6 },
};

export const apple: FoodSearchResult = {
  fdcId: 'food_off_123',
  description: 'Apple',
  brandOwner: 'Orchard',
  dataType: 'OpenFoodFacts',
  foodGroup: null,
  portions: [],
  per100g: { calories: 50, protein: 0.3, carbs: 14, fat: 0.2 },
};

const PER_GRAM: Record<string, { calories: number; protein: number; carbs: number; fat: number }> = {
  '171077': { calories: 1.65, protein: 0.31, carbs: 0, fat: 0.036 },
  food_off_123: { calories: 0.5, protein: 0.003, carbs: 0.14, fat: 0.002 },
};

interface FoodApiOptions {
  /** Foods every search answers with. */
  foods?: FoodSearchResult[];
  failCalc?: boolean;
  /** Any other call; unanswered ones get 404. */
  other?(url: string, init: RequestInit | undefined): Response | undefined;
}

/** Mocks fetch: search answers `foods`, calculate scales the fixtures per gram. */
export function mockFoodApi({ foods = [], failCalc = false, other }: FoodApiOptions = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/foods/search')) return json({ foods });
    const calc = /^\/api\/foods\/([^/]+)\/calculate$/.exec(url);
    if (calc) {
      if (failCalc) return json({ message: 'down' }, 500);
      const id = decodeURIComponent(calc[1]!);
      const { portionSizeGrams } = JSON.parse(String(init?.body)) as { portionSizeGrams: number };
      const per = PER_GRAM[id]!;
      return json({
        fdcId: /^\d+$/.test(id) ? Number(id) : id,
        description: id,
        portionSizeGrams,
        calories: per.calories * portionSizeGrams,
        protein: per.protein * portionSizeGrams,
        carbs: per.carbs * portionSizeGrams,
        fat: per.fat * portionSizeGrams,
        nutrients: {},
      });
    }
    return other?.(url, init) ?? json({ message: 'Not found' }, 404);
  });
}

/** The grams each calculate call asked for, in order. */
export const calculatedGrams = (fetch: ReturnType<typeof mockFoodApi>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith('/calculate'))
    .map(([url, init]) => [decodeURIComponent(String(url)), JSON.parse(String(init?.body)).portionSizeGrams as number]);
