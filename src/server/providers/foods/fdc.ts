import { macrosOf, type FoodPortion, type Nutrients } from '../../../shared/foods.js';
import { fetchJson, type FoodSource, type OnlineFood } from './food-source.js';
import { NUTRIENT_KEY_BY_USDA_NUMBER, USDA_NUTRIENT_NUMBERS } from './usda-nutrients.js';

/** Energy by the Atwater factors; Foundation foods often give these instead of 208. */
const ATWATER_KCAL = ['958', '957'];
const SEARCH_PAGE_SIZE = 20;

/** What a search result and a food's details share (Branded foods give the serving fields). */
interface FdcFood {
  fdcId: number;
  description: string;
  dataType: string;
  brandOwner?: string;
  servingSize?: number;
  servingSizeUnit?: string;
  householdServingFullText?: string;
}

interface FdcSearchFood extends FdcFood {
  foodNutrients?: { nutrientNumber?: string; unitName?: string; value?: number }[];
  foodMeasures?: { disseminationText?: string; gramWeight?: number }[];
}

interface FdcFoodDetails extends FdcFood {
  foodNutrients?: { nutrient?: { number?: string; unitName?: string }; amount?: number }[];
  foodPortions?: {
    amount?: number;
    gramWeight?: number;
    modifier?: string;
    portionDescription?: string;
    measureUnit?: { name?: string };
  }[];
}

/**
 * USDA FoodData Central (https://fdc.nal.usda.gov/api-guide): Foundation and Branded foods,
 * by their FDC id. Values in `foodNutrients` are per 100 g for both data types.
 */
export function fdcSource(options: { apiKey: string; baseUrl: string }): FoodSource {
  const url = (path: string) => `${options.baseUrl}${path}${path.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(options.apiKey)}`;
  return {
    name: 'FoodData Central',
    owns: (id) => typeof id === 'number',
    async search(query, signal) {
      const body = await fetchJson<{ foods?: FdcSearchFood[] }>(url('/v1/foods/search'), signal, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, dataType: ['Foundation', 'Branded'], pageSize: SEARCH_PAGE_SIZE }),
      });
      return (body?.foods ?? []).flatMap((food) => {
        const nutrients = nutrientsOf((food.foodNutrients ?? []).map((n) => [n.nutrientNumber, n.unitName, n.value]));
        const measures = (food.foodMeasures ?? []).flatMap((m) =>
          m.disseminationText && m.gramWeight ? [{ amount: 1, unit: m.disseminationText, grams: m.gramWeight }] : [],
        );
        return toOnlineFood(food, nutrients, [...servingOf(food), ...measures]);
      });
    },
    async get(id, signal) {
      if (typeof id !== 'number') return null;
      const food = await fetchJson<FdcFoodDetails>(url(`/v1/food/${id}`), signal);
      if (!food) return null;
      const nutrients = nutrientsOf((food.foodNutrients ?? []).map((n) => [n.nutrient?.number, n.nutrient?.unitName, n.amount]));
      const portions = (food.foodPortions ?? []).flatMap((p) => {
        const unit =
          p.portionDescription ||
          [p.measureUnit?.name === 'undetermined' ? '' : p.measureUnit?.name, p.modifier].filter(Boolean).join(', ');
        return unit && p.gramWeight ? [{ amount: p.amount ?? 1, unit, grams: p.gramWeight }] : [];
      });
      return toOnlineFood(food, nutrients, [...servingOf(food), ...portions])[0] ?? null;
    },
  };
}

/** Nutrients from (number, unit, value) triples; a value in another unit than Willow's is left out. */
function nutrientsOf(values: [string | undefined, string | undefined, number | undefined][]): Nutrients {
  const nutrients: Nutrients = {};
  const unitOk = (unit: string | undefined, expected: string) =>
    (unit ?? '').toLowerCase().replace('µ', 'u') === expected.toLowerCase().replace('µ', 'u');
  for (const [number, unit, value] of values) {
    if (number === undefined || typeof value !== 'number') continue;
    const key = NUTRIENT_KEY_BY_USDA_NUMBER.get(number);
    if (key && unitOk(unit, USDA_NUTRIENT_NUMBERS[key].unit)) nutrients[key] = value;
  }
  if (nutrients.calories === undefined) {
    for (const number of ATWATER_KCAL) {
      const found = values.find(([n, unit, value]) => n === number && unitOk(unit, 'kcal') && typeof value === 'number');
      if (found) {
        nutrients.calories = found[2];
        break;
      }
    }
  }
  return nutrients;
}

function servingOf(food: FdcFood): FoodPortion[] {
  if (!food.servingSize || !/^(g|grm)$/i.test(food.servingSizeUnit ?? '')) return [];
  const unit = food.householdServingFullText ? `serving (${food.householdServingFullText})` : 'serving';
  return [{ amount: 1, unit, grams: food.servingSize }];
}

function toOnlineFood(food: FdcFood, nutrients: Nutrients, portions: FoodPortion[]): OnlineFood[] {
  if (food.dataType !== 'Foundation' && food.dataType !== 'Branded') return [];
  if (!Number.isSafeInteger(food.fdcId) || food.fdcId <= 0 || !food.description) return [];
  return [
    {
      fdcId: food.fdcId,
      description: food.description,
      brandOwner: food.brandOwner || null,
      dataType: food.dataType,
      foodGroup: null,
      portions,
      per100g: macrosOf(nutrients),
      nutrients,
    },
  ];
}
