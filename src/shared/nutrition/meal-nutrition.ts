import { NUTRIENT_KEYS, type FoodId, type Nutrients } from '../foods.js';
import { roundTo } from '../rounding.js';

/**
 * Item and meal nutrition, computed one way for the server, the client's drafts and the entry
 * text's proposals (issue 25): an item's values are its food's per-100 g values scaled to its
 * grams; a meal's are the sum of its items'. The server stores what this computes, never totals sent.
 */
export const MACRO_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];
export type Macros = Record<MacroKey, number>;
export const NO_MACROS: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0 };

/** An item's nutrition: the four macros (0 when unknown) and every value its food gives. */
export interface ItemNutrition extends Macros {
  nutrients: Nutrients;
}

/** `grams` of a food with these per-100 g values: macros to 0.1, the other nutrients to 0.01. */
export function itemNutrition(per100g: Nutrients, grams: number): ItemNutrition {
  const nutrients: Nutrients = {};
  for (const key of NUTRIENT_KEYS) {
    const value = per100g[key];
    if (typeof value === 'number' && Number.isFinite(value)) nutrients[key] = roundTo((value * grams) / 100, 2);
  }
  const macro = (key: MacroKey) => roundTo(nutrients[key] ?? 0, 1);
  return { calories: macro('calories'), protein: macro('protein'), carbs: macro('carbs'), fat: macro('fat'), nutrients };
}

/** Macros times a factor (an amount of a food of one's own that changed), to 0.1. */
export const scaleMacros = (macros: Macros, factor: number): Macros => ({
  calories: roundTo(macros.calories * factor, 1),
  protein: roundTo(macros.protein * factor, 1),
  carbs: roundTo(macros.carbs * factor, 1),
  fat: roundTo(macros.fat * factor, 1),
});

/**
 * A meal's (or a day's) nutrition: the sum of its items' macros to 0.1, and of each other
 * nutrient over the items that give it (a key is there when any item gives it).
 */
export function mealNutrition(items: readonly (Macros & { nutrients?: Nutrients })[]): ItemNutrition {
  const totals: ItemNutrition = { ...NO_MACROS, nutrients: {} };
  for (const item of items) {
    for (const key of MACRO_KEYS) totals[key] += item[key];
    for (const key of NUTRIENT_KEYS) {
      const value = item.nutrients?.[key];
      if (typeof value === 'number') totals.nutrients[key] = (totals.nutrients[key] ?? 0) + value;
    }
  }
  for (const key of MACRO_KEYS) totals[key] = roundTo(totals[key], 1);
  for (const key of NUTRIENT_KEYS) {
    const value = totals.nutrients[key];
    if (value !== undefined) totals.nutrients[key] = roundTo(value, 2);
  }
  return totals;
}

/** What the server knows of a food with a source: its values per 100 g and its kind. */
export interface SourcedFood {
  nutrients: Nutrients;
  foodGroup: string | null;
}
export type FoodLookup = (id: FoodId) => Promise<SourcedFood | null>;
