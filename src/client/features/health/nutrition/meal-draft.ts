import {
  MAX_PORTION_GRAMS,
  PORTION_UNITS,
  gramsPerUnit,
  hasFoodSource,
  type FoodId,
  type FoodSearchResult,
} from '../../../../shared/foods.js';
import type { MealBody, MealItem } from '../../../../shared/health.js';

export interface Macros {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}
export const NO_MACROS: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0 };

/** Macros times a factor (an amount that changed), to 0.1. */
export const scaleMacros = (macros: Macros, factor: number): Macros => ({
  calories: Math.round(macros.calories * factor * 10) / 10,
  protein: Math.round(macros.protein * factor * 10) / 10,
  carbs: Math.round(macros.carbs * factor * 10) / 10,
  fat: Math.round(macros.fat * factor * 10) / 10,
});

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

export const DEFAULT_UNIT = '100g';
const DEFAULT_AMOUNT = 1;
/** Household portions are keyed by index: their labels can repeat a table unit ('1 cup'). */
const PORTION_PREFIX = 'portion:';
const TABLE_UNITS: UnitOption[] = PORTION_UNITS.map((unit) => ({ value: unit, label: unit, grams: gramsPerUnit(unit) }));

const newKey = () => crypto.randomUUID();
const round1 = (value: number) => Math.round(value * 10) / 10;

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

/** The table units, then the food's own household portions ('1 cup, chopped'). */
export function unitOptionsFor(food: FoodSearchResult): UnitOption[] {
  return [
    ...TABLE_UNITS,
    ...food.portions.map((portion, i) => ({
      value: `${PORTION_PREFIX}${i}`,
      label: `${portion.amount} ${portion.unit}`,
      grams: portion.grams,
    })),
  ];
}

/**
 * A chosen food at the spec's start: amount 1, unit 100g, not yet calculated. It shows as
 * calculating from its first render, since its calculation starts as soon as it is added.
 */
export function draftFromFood(food: FoodSearchResult): DraftItem {
  return {
    key: newKey(),
    name: food.description,
    fdcId: food.fdcId,
    brandOwner: food.brandOwner,
    units: unitOptionsFor(food),
    unit: DEFAULT_UNIT,
    amountText: String(DEFAULT_AMOUNT),
    amount: DEFAULT_AMOUNT,
    nutrition: null,
    calculating: hasFoodSource(food.fdcId),
  };
}

/** tracking-spec section 5: quantity text is a number then a unit; defaults 1 and '100g'. */
export function parseQty(qty: string): { amount: number; unit: string } {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(.*?)\s*$/.exec(qty);
  const amount = match ? Number(match[1]) : NaN;
  return { amount: amount > 0 ? amount : DEFAULT_AMOUNT, unit: match?.[2] || DEFAULT_UNIT };
}

/**
 * A saved item, to edit. Its unit keeps the grams it was saved with (portionSize ÷ amount), so a
 * household portion such as '1 cup, chopped' still scales right without the food's portion list.
 */
export function draftFromMealItem(item: MealItem): DraftItem {
  const parsed = parseQty(item.qty);
  const amount = item.amount && item.amount > 0 ? item.amount : parsed.amount;
  const label = item.unit || parsed.unit;
  const table = TABLE_UNITS.find((unit) => unit.value === label);
  const grams = item.portionSize && item.portionSize > 0 ? item.portionSize / amount : gramsPerUnit(label);
  return {
    key: newKey(),
    name: item.name,
    fdcId: item.fdcId,
    brandOwner: item.brandOwner ?? null,
    units: table ? TABLE_UNITS : [...TABLE_UNITS, { value: label, label, grams }],
    unit: label,
    amountText: String(amount),
    amount,
    nutrition: { calories: item.calories, protein: item.protein, carbs: item.carbs, fat: item.fat },
    calculating: false,
  };
}

/** The chosen unit; an unknown one counts as 100 g (tracking-spec section 9). */
export function unitOf(item: Pick<DraftItem, 'units' | 'unit'>, unit = item.unit): UnitOption {
  return item.units.find((option) => option.value === unit) ?? { value: unit, label: unit, grams: gramsPerUnit(unit) };
}

/** The portion in grams for an amount of a unit. */
export const portionGrams = (item: Pick<DraftItem, 'units' | 'unit'>, amount: number, unit = item.unit) =>
  amount * unitOf(item, unit).grams;

/** More than the calculate call accepts: a typo such as 250 × 100g meant as 250 g. */
export const isOverPortionLimit = (item: DraftItem) => portionGrams(item, item.amount) > MAX_PORTION_GRAMS;

/** The item as the meal calls send it: qty '{amount} {unit}', the portion in grams, macros to 0.1. */
export function toMealItem(item: DraftItem): MealItem {
  const label = unitOf(item).label.slice(0, 50);
  const nutrition = item.nutrition ?? NO_MACROS;
  return {
    name: item.name.slice(0, 200),
    qty: `${item.amount} ${label}`.slice(0, 60),
    fdcId: item.fdcId,
    amount: item.amount,
    unit: label,
    portionSize: round1(portionGrams(item, item.amount)),
    portionUnit: 'g',
    calories: round1(nutrition.calories),
    protein: round1(nutrition.protein),
    carbs: round1(nutrition.carbs),
    fat: round1(nutrition.fat),
    brandOwner: item.brandOwner?.slice(0, 200) ?? null,
  };
}

const sumOf = (mealItems: MealItem[]): Macros => {
  const sum = (key: keyof Macros) => round1(mealItems.reduce((total, item) => total + item[key], 0));
  return { calories: sum('calories'), protein: sum('protein'), carbs: sum('carbs'), fat: sum('fat') };
};

/** The meal's totals as they are saved: the sum of the items' values to 0.1. */
export const totalsOf = (items: DraftItem[]): Macros => sumOf(items.map(toMealItem));

/** The POST/PUT body of a meal: its items (as `toMealItem` makes them) and their totals. */
export function mealBodyOf(meal: string, mealItems: MealItem[], logTime: string): MealBody {
  return { meal, items: mealItems, ...sumOf(mealItems), logTime };
}
