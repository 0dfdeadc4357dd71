import { MAX_PORTION_GRAMS, hasFoodSource, type FoodId, type FoodSearchResult } from '../../../../shared/foods.js';
import type { MealBody, MealItem } from '../../../../shared/health.js';
import { mealNutrition, NO_MACROS, type Macros } from '../../../../shared/nutrition/meal-nutrition.js';
import { MEASURE_PORTIONS, normalisedPortion, portionChoices, portionText } from '../../../../shared/nutrition/portions.js';
import { round1 } from '../../../../shared/rounding.js';

export { NO_MACROS, scaleMacros, type Macros } from '../../../../shared/nutrition/meal-nutrition.js';

/** A unit the amount can be given in, and its grams: a table unit or one of the food's household portions. */
export interface UnitOption {
  value: string;
  label: string;
  grams: number;
}

/** A meal item while it is put together or edited. */
export interface DraftItem {
  /** Stable while the item is edited (React key, calculation bookkeeping). */
  key: string;
  name: string;
  fdcId: FoodId;
  brandOwner: string | null;
  units: UnitOption[];
  /** The chosen UnitOption's value. */
  unit: string;
  /** The amount field's text: may be empty or not positive while typing. */
  amountText: string;
  /** The last amount above 0. */
  amount: number;
  /** Nutrition of the portion; null until first calculated. */
  nutrition: Macros | null;
  calculating: boolean;
}

/** Without a portion of its own, a food starts at 100 g. */
const DEFAULT_GRAMS = 100;
const DEFAULT_AMOUNT = 1;
const MEASURES: UnitOption[] = MEASURE_PORTIONS.map(({ label, grams }) => ({ value: label, label, grams }));

const newKey = () => crypto.randomUUID();

/** A food the person names themselves in the meal dialog: '1 serving', values 0 until they type them. */
export const ownFoodItem = (name: string): MealItem => ({
  name: name.slice(0, 200),
  qty: '1 serving',
  fdcId: `food_${crypto.randomUUID()}`,
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
});

/** The food's own household portions first ('slice', 'medium', 'cup, chopped'), then g, oz, ml and fl oz. */
export function unitOptionsFor(food: FoodSearchResult): UnitOption[] {
  return portionChoices(food.portions).map(({ label, grams }) => ({ value: label, label, grams }));
}

/**
 * A chosen food, not yet calculated: one of its first own portion ('1 slice'), or 100 g when it
 * has none. It shows as calculating from its first render, since its calculation starts as soon as it is added.
 */
export function draftFromFood(food: FoodSearchResult): DraftItem {
  const units = unitOptionsFor(food);
  const own = food.portions.length > 0 ? units[0] : undefined;
  const amount = own ? DEFAULT_AMOUNT : DEFAULT_GRAMS;
  return {
    key: newKey(),
    name: food.description,
    fdcId: food.fdcId,
    brandOwner: food.brandOwner,
    units,
    unit: own ? own.value : 'g',
    amountText: String(amount),
    amount,
    nutrition: null,
    calculating: hasFoodSource(food.fdcId),
  };
}

/** tracking-spec section 5: quantity text is a number then a unit; defaults 1 and '100g'. */
export function parseQty(qty: string): { amount: number; unit: string } {
  // Text as items now show it ('2 slices · 56 g') reads as its count.
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(.*?)\s*$/.exec(qty.split(' · ')[0] ?? qty);
  const amount = match ? Number(match[1]) : NaN;
  return { amount: amount > 0 ? amount : DEFAULT_AMOUNT, unit: match?.[2] || '100g' };
}

/**
 * A saved item, to edit. Its unit keeps the grams it was saved with (portionSize ÷ amount), so a
 * household portion such as '1 cup, chopped' still scales right without the food's portion list.
 */
export function draftFromMealItem(item: MealItem): DraftItem {
  const parsed = parseQty(item.qty);
  const { amount, label } = normalisedPortion(item.amount && item.amount > 0 ? item.amount : parsed.amount, item.unit || parsed.unit);
  const measure = MEASURES.find((unit) => unit.value === label);
  const grams = item.portionSize && item.portionSize > 0 ? item.portionSize / amount : (measure?.grams ?? 100);
  return {
    key: newKey(),
    name: item.name,
    fdcId: item.fdcId,
    brandOwner: item.brandOwner ?? null,
    units: measure ? MEASURES : [{ value: label, label, grams }, ...MEASURES],
    unit: label,
    amountText: String(amount),
    amount,
    nutrition: { calories: item.calories, protein: item.protein, carbs: item.carbs, fat: item.fat },
    calculating: false,
  };
}

/** The chosen unit; an unknown one counts as 100 g (tracking-spec section 9). */
export function unitOf(item: Pick<DraftItem, 'units' | 'unit'>, unit = item.unit): UnitOption {
  return item.units.find((option) => option.value === unit) ?? { value: unit, label: unit, grams: 100 };
}

/** The portion in grams for an amount of a unit. */
export const portionGrams = (item: Pick<DraftItem, 'units' | 'unit'>, amount: number, unit = item.unit) =>
  amount * unitOf(item, unit).grams;

/** More than the calculate call accepts: a typo such as 250 × 100g meant as 250 g. */
export const isOverPortionLimit = (item: DraftItem) => portionGrams(item, item.amount) > MAX_PORTION_GRAMS;

/** The item as the meal calls send it: its amount of the chosen portion, the grams, qty as shown ('2 slices · 56 g'). */
export function toMealItem(item: DraftItem): MealItem {
  const label = unitOf(item).label.slice(0, 50);
  const nutrition = item.nutrition ?? NO_MACROS;
  const portionSize = round1(portionGrams(item, item.amount));
  return {
    name: item.name.slice(0, 200),
    // A food of one's own has no known grams per serving: its text says only the amount.
    qty: portionText({ amount: item.amount, unit: label, portionSize: hasFoodSource(item.fdcId) ? portionSize : undefined }).slice(0, 60),
    fdcId: item.fdcId,
    amount: item.amount,
    unit: label,
    portionSize,
    portionUnit: 'g',
    calories: round1(nutrition.calories),
    protein: round1(nutrition.protein),
    carbs: round1(nutrition.carbs),
    fat: round1(nutrition.fat),
    brandOwner: item.brandOwner?.slice(0, 200) ?? null,
  };
}

const totalsOfItems = (mealItems: MealItem[]): Macros => {
  const { nutrients: _nutrients, ...macros } = mealNutrition(mealItems);
  return macros;
};

/** The meal's totals as the server will compute them (shared/nutrition): shown while it is put together. */
export const totalsOf = (items: DraftItem[]): Macros => totalsOfItems(items.map(toMealItem));

/** The POST/PUT body of a meal: its items (as `toMealItem` makes them); the server sums them. */
export function mealBodyOf(meal: string, mealItems: MealItem[], logTime: string): MealBody {
  return { meal, items: mealItems, logTime };
}
