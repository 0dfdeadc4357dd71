import { z } from 'zod';
import { bodyObjectError } from './errors.js';

/** tracking-spec section 9: search needs 2 characters; results are cached 5 minutes. */
export const FOOD_SEARCH_MIN_LENGTH = 2;
export const FOOD_SEARCH_MAX_LENGTH = 100;
/** The largest portion the calculate call accepts, in grams (anything above is a typo). */
export const MAX_PORTION_GRAMS = 5000;

export const FOOD_DATA_TYPES = ['Foundation', 'SR Legacy', 'Survey (FNDDS)', 'Branded', 'OpenFoodFacts'] as const;
export type FoodDataType = (typeof FOOD_DATA_TYPES)[number];
/** USDA reference data: the client's 'Best Matches' (marked Verified) come from these. */
export const REFERENCE_DATA_TYPES: readonly FoodDataType[] = ['Foundation', 'SR Legacy', 'Survey (FNDDS)'];

/**
 * Every nutrient the server stores per 100 g, in display order. calories, protein, carbs and
 * fat are the spec's four; the rest are the other values USDA SR28 gives for most foods.
 */
export const NUTRIENTS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sugars', label: 'Sugars', unit: 'g' },
  { key: 'saturatedFat', label: 'Saturated fat', unit: 'g' },
  { key: 'cholesterol', label: 'Cholesterol', unit: 'mg' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
  { key: 'potassium', label: 'Potassium', unit: 'mg' },
  { key: 'calcium', label: 'Calcium', unit: 'mg' },
  { key: 'iron', label: 'Iron', unit: 'mg' },
  { key: 'magnesium', label: 'Magnesium', unit: 'mg' },
  { key: 'zinc', label: 'Zinc', unit: 'mg' },
  { key: 'vitaminC', label: 'Vitamin C', unit: 'mg' },
  { key: 'vitaminD', label: 'Vitamin D', unit: 'µg' },
  { key: 'vitaminB12', label: 'Vitamin B12', unit: 'µg' },
  { key: 'folate', label: 'Folate (DFE)', unit: 'µg' },
  { key: 'caffeine', label: 'Caffeine', unit: 'mg' },
  { key: 'alcohol', label: 'Alcohol', unit: 'g' },
] as const;
export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export const NUTRIENT_KEYS = NUTRIENTS.map((n) => n.key);
/** Amounts per 100 g (or for a portion); a missing key means the source does not give it. */
export type Nutrients = Partial<Record<NutrientKey, number>>;

/**
 * A food id (DESIGN decisions): a positive integer (USDA NDB number or FDC id), or text
 * starting `food_` (Open Food Facts items are `food_off_{barcode}`; custom items).
 * Returns the id in its canonical form, or null when it is not a valid food id.
 */
export function parseFoodId(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\d{1,15}$/.test(value)) return parseFoodId(Number(value));
  return /^food_[A-Za-z0-9_.-]{1,80}$/.test(value) ? value : null;
}
export const isValidFoodId = (value: unknown): boolean => parseFoodId(value) !== null;

export const OPEN_FOOD_FACTS_ID_PREFIX = 'food_off_';
/**
 * Whether the calculate call can know the food: a USDA id or an Open Food Facts id. Other
 * `food_` ids are the person's own foods; the server has no values for them, so a meal item
 * keeps its own (decision 005).
 */
export const hasFoodSource = (value: unknown): boolean =>
  isValidFoodId(value) && (typeof value === 'number' || /^\d+$/.test(String(value)) || String(value).startsWith(OPEN_FOOD_FACTS_ID_PREFIX));

export const foodIdSchema = z.union([z.number().int().positive(), z.string().startsWith('food_')]);
export type FoodId = z.infer<typeof foodIdSchema>;

/** The portion a survey food carries for the amount it counts when none is said (FNDDS's 'Quantity not specified'). */
export const USUAL_PORTION_UNIT = 'serving';

/** A household portion, e.g. 1 × 'cup, chopped' = 160 g. */
export const foodPortionSchema = z.object({
  amount: z.number(),
  unit: z.string(),
  grams: z.number(),
});
export type FoodPortion = z.infer<typeof foodPortionSchema>;

const macrosSchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
});

/** One search result. `per100g` holds the four macros per 100 g (null: the source lacks it). */
export const foodSearchResultSchema = z.object({
  fdcId: foodIdSchema,
  description: z.string(),
  brandOwner: z.string().nullable(),
  dataType: z.enum(FOOD_DATA_TYPES),
  foodGroup: z.string().nullable(),
  portions: z.array(foodPortionSchema),
  per100g: macrosSchema,
  /** The survey's other name for the food that the query named ('zucchini' for 'Summer squash, green, raw'). */
  alsoCalled: z.string().optional(),
});
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

/** The four macros of a nutrient set, as search results carry them. */
export const macrosOf = (n: Nutrients): FoodSearchResult['per100g'] => ({
  calories: n.calories ?? null,
  protein: n.protein ?? null,
  carbs: n.carbs ?? null,
  fat: n.fat ?? null,
});

/** GET /api/foods/search?query= */
export const foodSearchQuerySchema = z.object({
  query: z
    .string({ error: (issue) => (issue.input === undefined ? 'Search text is required' : 'Search text must be text') })
    .trim()
    .min(FOOD_SEARCH_MIN_LENGTH, `Search text must be at least ${FOOD_SEARCH_MIN_LENGTH} characters`)
    .max(FOOD_SEARCH_MAX_LENGTH, `Search text must be at most ${FOOD_SEARCH_MAX_LENGTH} characters`),
});
export type FoodSearchQuery = z.infer<typeof foodSearchQuerySchema>;

export const foodSearchResponseSchema = z.object({ foods: z.array(foodSearchResultSchema) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

/** POST /api/foods/{fdcId}/calculate */
export const calculateBodySchema = z.strictObject(
  {
    portionSizeGrams: z
      .number({ error: 'Portion size must be a number' })
      .positive('Portion size must be above 0')
      .max(MAX_PORTION_GRAMS, `Portion size must be at most ${MAX_PORTION_GRAMS}`),
  },
  { error: bodyObjectError() },
);
export type CalculateBody = z.infer<typeof calculateBodySchema>;

/**
 * The nutrition of one portion. calories, protein, carbs and fat are always numbers (0 when
 * the source does not give the value); `nutrients` holds every value the source gives.
 */
export const calculateResponseSchema = z.object({
  fdcId: foodIdSchema,
  description: z.string(),
  portionSizeGrams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  nutrients: z.partialRecord(z.enum(NUTRIENT_KEYS as [NutrientKey, ...NutrientKey[]]), z.number()),
});
export type CalculateResponse = z.infer<typeof calculateResponseSchema>;

/** tracking-spec section 9: the portion units and their grams; an unknown unit counts as 100 g. */
export const PORTION_UNIT_GRAMS = {
  '100g': 100,
  g: 1,
  oz: 28.35,
  // Fluid ounces of a drink, counted as water (1 g per ml).
  'fl oz': 29.57,
  cup: 240,
  tbsp: 15,
  tsp: 5,
  slice: 25,
  piece: 100,
  medium: 150,
  large: 200,
  small: 100,
} as const;
export type PortionUnit = keyof typeof PORTION_UNIT_GRAMS;
export const PORTION_UNITS = Object.keys(PORTION_UNIT_GRAMS) as PortionUnit[];
export const gramsPerUnit = (unit: string): number => {
  const grams: Partial<Record<string, number>> = PORTION_UNIT_GRAMS;
  return grams[unit] ?? 100;
};

/** POST /api/foods/{fdcId}/calculate: the id is checked by parseFoodId ('Invalid food ID'). */
export const calculateParamsSchema = z.object({ fdcId: z.string() });
