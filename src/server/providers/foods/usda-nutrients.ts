import type { NutrientKey } from '../../../shared/foods.js';

/**
 * USDA nutrient numbers (SR28 NUTR_DEF `Nutr_No`, FoodData Central `nutrientNumber`) of the
 * nutrients Willow stores, with the unit USDA gives them in (the same unit Willow uses).
 */
export const USDA_NUTRIENT_NUMBERS: Record<NutrientKey, { number: string; unit: string }> = {
  calories: { number: '208', unit: 'kcal' },
  protein: { number: '203', unit: 'g' },
  carbs: { number: '205', unit: 'g' },
  fat: { number: '204', unit: 'g' },
  fiber: { number: '291', unit: 'g' },
  sugars: { number: '269', unit: 'g' },
  saturatedFat: { number: '606', unit: 'g' },
  cholesterol: { number: '601', unit: 'mg' },
  sodium: { number: '307', unit: 'mg' },
  potassium: { number: '306', unit: 'mg' },
  calcium: { number: '301', unit: 'mg' },
  iron: { number: '303', unit: 'mg' },
  magnesium: { number: '304', unit: 'mg' },
  zinc: { number: '309', unit: 'mg' },
  vitaminC: { number: '401', unit: 'mg' },
  vitaminD: { number: '328', unit: 'µg' },
  vitaminB12: { number: '418', unit: 'µg' },
  folate: { number: '435', unit: 'µg' },
  caffeine: { number: '262', unit: 'mg' },
  alcohol: { number: '221', unit: 'g' },
};

/** Nutrient number → Willow key, for reading USDA files and FoodData Central answers. */
export const NUTRIENT_KEY_BY_USDA_NUMBER: ReadonlyMap<string, NutrientKey> = new Map(
  Object.entries(USDA_NUTRIENT_NUMBERS).map(([key, { number }]) => [number, key as NutrientKey]),
);
