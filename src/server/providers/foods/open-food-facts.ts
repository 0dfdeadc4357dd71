import {
  OPEN_FOOD_FACTS_ID_PREFIX as ID_PREFIX,
  macrosOf,
  type FoodPortion,
  type NutrientKey,
  type Nutrients,
} from '../../../shared/foods.js';
import { fetchJson, type FoodSource, type OnlineFood } from './food-source.js';
import { roundTo } from '../../../shared/rounding.js';

const SEARCH_PAGE_SIZE = 20;
const FIELDS = 'code,product_name,brands,nutriments,serving_size,serving_quantity';
/** Open Food Facts asks every client to name itself. */
const USER_AGENT = 'Willow/0.1 (health tracking app; food search)';

/** Open Food Facts `nutriments` key per 100 g, and the factor to Willow's unit (it keeps masses in g). */
const NUTRIMENTS: [NutrientKey, string, number][] = [
  ['calories', 'energy-kcal_100g', 1],
  ['protein', 'proteins_100g', 1],
  ['carbs', 'carbohydrates_100g', 1],
  ['fat', 'fat_100g', 1],
  ['fiber', 'fiber_100g', 1],
  ['sugars', 'sugars_100g', 1],
  ['saturatedFat', 'saturated-fat_100g', 1],
  ['cholesterol', 'cholesterol_100g', 1000],
  ['sodium', 'sodium_100g', 1000],
  ['potassium', 'potassium_100g', 1000],
  ['calcium', 'calcium_100g', 1000],
  ['iron', 'iron_100g', 1000],
  ['magnesium', 'magnesium_100g', 1000],
  ['zinc', 'zinc_100g', 1000],
  ['vitaminC', 'vitamin-c_100g', 1000],
  ['vitaminD', 'vitamin-d_100g', 1_000_000],
  ['vitaminB12', 'vitamin-b12_100g', 1_000_000],
];

interface OffProduct {
  code?: string;
  product_name?: string;
  brands?: string;
  nutriments?: Record<string, unknown>;
  serving_size?: string;
  serving_quantity?: number | string;
}

/**
 * Open Food Facts (https://openfoodfacts.github.io/openfoodfacts-server/api/): products by
 * barcode, with ids `food_off_{barcode}`. Full-text search uses the /cgi/search.pl endpoint.
 */
export function openFoodFactsSource(options: { baseUrl: string }): FoodSource {
  const headers = { 'user-agent': USER_AGENT };
  return {
    name: 'Open Food Facts',
    owns: (id) => typeof id === 'string' && id.startsWith(ID_PREFIX),
    async search(query, signal) {
      const params = new URLSearchParams({
        search_terms: query,
        search_simple: '1',
        action: 'process',
        json: '1',
        page_size: String(SEARCH_PAGE_SIZE),
        fields: FIELDS,
      });
      const body = await fetchJson<{ products?: OffProduct[] }>(`${options.baseUrl}/cgi/search.pl?${params.toString()}`, signal, {
        headers,
      });
      return (body?.products ?? []).flatMap(toOnlineFood);
    },
    async get(id, signal) {
      if (typeof id !== 'string' || !id.startsWith(ID_PREFIX)) return null;
      const code = id.slice(ID_PREFIX.length);
      if (!/^[A-Za-z0-9]{1,60}$/.test(code)) return null;
      const body = await fetchJson<{ status?: number; product?: OffProduct }>(
        `${options.baseUrl}/api/v2/product/${code}?fields=${FIELDS}`,
        signal,
        { headers },
      );
      return body?.status === 1 && body.product ? (toOnlineFood({ code, ...body.product })[0] ?? null) : null;
    },
  };
}

function toOnlineFood(product: OffProduct): OnlineFood[] {
  const name = product.product_name?.trim();
  if (!name || !product.code || !/^[A-Za-z0-9]{1,60}$/.test(product.code)) return [];
  const nutrients: Nutrients = {};
  for (const [key, field, factor] of NUTRIMENTS) {
    const raw = product.nutriments?.[field];
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (Number.isFinite(value)) nutrients[key] = roundTo(value * factor, 3);
  }
  const grams = Number(product.serving_quantity);
  const portions: FoodPortion[] =
    Number.isFinite(grams) && grams > 0
      ? [{ amount: 1, unit: product.serving_size ? `serving (${product.serving_size})` : 'serving', grams }]
      : [];
  return [
    {
      fdcId: `${ID_PREFIX}${product.code}`,
      description: name,
      brandOwner: product.brands?.split(',')[0]?.trim() || null,
      dataType: 'OpenFoodFacts',
      foodGroup: null,
      portions,
      per100g: macrosOf(nutrients),
      nutrients,
    },
  ];
}
