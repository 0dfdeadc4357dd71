import { hasFoodSource } from '../../../shared/foods.js';
import type { MealBody, MealItem } from '../../../shared/health.js';
import { itemNutrition, mealNutrition, type FoodLookup, type Macros } from '../../../shared/nutrition/meal-nutrition.js';
import { MEASURE_PORTIONS, normalisedPortion, portionText } from '../../../shared/nutrition/portions.js';
import { round1 } from '../../../shared/rounding.js';

/** Grams of an item: its portionSize, else its amount of a measure, else 100 g per one (tracking-spec section 9). */
function gramsOf(item: MealItem): number {
  if (item.portionSize && item.portionSize > 0) return item.portionSize;
  const { amount, label } = normalisedPortion(item.amount ?? 1, item.unit ?? '100g');
  const measure = MEASURE_PORTIONS.find((m) => m.label === label);
  return measure ? amount * measure.grams : amount * 100;
}

/**
 * An item as it is stored: amount and portion label in their one form ('1 0.5 fillet' never),
 * its quantity text rendered from them, and, for a food with a source, its values computed from
 * the food for its grams. A food of one's own keeps the values the person typed; so does a food
 * the server cannot reach now (an online source that does not answer).
 */
async function storedItem(item: MealItem, lookup: FoodLookup): Promise<MealItem> {
  const { amount, label } = normalisedPortion(item.amount ?? 1, item.unit ?? '');
  const shaped: MealItem = label ? { ...item, amount, unit: label } : item;
  const food = hasFoodSource(item.fdcId) ? await lookup(item.fdcId) : null;
  if (!food) {
    // A food of one's own has no known grams per serving: its text says only the amount.
    const shown = hasFoodSource(item.fdcId) ? shaped : { ...shaped, portionSize: undefined };
    return { ...shaped, qty: portionText(shown).slice(0, 60) };
  }
  const grams = round1(gramsOf(shaped));
  const { nutrients, ...macros } = itemNutrition(food.nutrients, grams);
  const computed: MealItem = {
    ...shaped,
    portionSize: grams,
    portionUnit: 'g',
    ...macros,
    nutrients,
    foodGroup: food.foodGroup?.slice(0, 200) ?? null,
  };
  return { ...computed, qty: portionText(computed).slice(0, 60) };
}

/** A meal body's items as stored and its totals, summed from them: totals sent are never used. */
export async function computeMeal(body: MealBody, lookup: FoodLookup): Promise<{ items: MealItem[] } & Macros> {
  const items: MealItem[] = [];
  for (const item of body.items) items.push(await storedItem(item, lookup));
  const { nutrients: _nutrients, ...totals } = mealNutrition(items);
  return { items, ...totals };
}
