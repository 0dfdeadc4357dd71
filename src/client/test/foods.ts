import { http, HttpResponse } from 'msw';
import type { FoodSearchResult } from '../../shared/foods.js';
import { keptToContract, serverFailure } from './handlers';
import { server } from './server';

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
}

/**
 * Answers the food calls: search with `foods`, calculate scaling the fixtures per gram (or a 500
 * when `failCalc`). `calculated` holds each calculate call's path and grams, in order.
 */
export function answerFoodApi({ foods = [], failCalc = false }: FoodApiOptions = {}) {
  const calculated: [string, number][] = [];
  server.use(
    http.get('/api/foods/search', ({ request }) => keptToContract(request, HttpResponse.json({ foods }))),
    http.post('/api/foods/:id/calculate', async ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname);
      const { portionSizeGrams } = (await request.json()) as { portionSizeGrams: number };
      calculated.push([path, portionSizeGrams]);
      if (failCalc) return serverFailure();
      const id = path.split('/')[3]!;
      const per = PER_GRAM[id]!;
      return keptToContract(
        request,
        HttpResponse.json({
          fdcId: /^\d+$/.test(id) ? Number(id) : id,
          description: id,
          portionSizeGrams,
          calories: per.calories * portionSizeGrams,
          protein: per.protein * portionSizeGrams,
          carbs: per.carbs * portionSizeGrams,
          fat: per.fat * portionSizeGrams,
          nutrients: {},
        }),
      );
    }),
  );
  return { calculated };
}
