import { MAX_PORTION_GRAMS, hasFoodSource, type FoodSearchResult, type Nutrients } from '../../../../shared/foods.js';
import type { MealItem } from '../../../../shared/health.js';
import type { EntryProposal } from '../../../../shared/proposals.js';
import { itemNutrition, mealNutrition, scaleMacros } from '../../../../shared/nutrition/meal-nutrition.js';
import { MEASURE_PORTIONS, portionChoices, portionText, type PortionChoice } from '../../../../shared/nutrition/portions.js';
import { round1, round2 } from '../../../../shared/rounding.js';

// Changes to a proposed meal before it is saved (issue 25): another amount or portion of a food,
// or another food in its place. Totals are summed again as the server will (shared/nutrition).

export type MealProposal = Extract<EntryProposal, { kind: 'meal' }>;

/** Whether the item has grams to scale (a found food); a food of one's own has only an amount. */
export const isMeasured = (item: MealItem) => hasFoodSource(item.fdcId) && (item.portionSize ?? 0) > 0;

/** The portions an item can be given in: the one it has (grams of one as proposed), then g, oz, ml and fl oz. */
export function portionOptionsOf(item: MealItem): PortionChoice[] {
  const amount = item.amount && item.amount > 0 ? item.amount : 1;
  const own = item.unit && isMeasured(item) ? [{ label: item.unit, grams: (item.portionSize ?? 0) / amount }] : [];
  return [...own, ...MEASURE_PORTIONS.filter((measure) => !own.some((o) => o.label === measure.label))];
}

/** The portions a found food can be given in: its own household portions, then g, oz, ml and fl oz. */
export const portionOptionsOfFood = (food: FoodSearchResult): PortionChoice[] => portionChoices(food.portions);

/** Whether an amount of a portion is one a meal may hold: above 0 and within the portion limit. */
export const isAmountAllowed = (amount: number, portion: PortionChoice) =>
  Number.isFinite(amount) && amount > 0 && amount * portion.grams <= MAX_PORTION_GRAMS;

/** The item at an amount of a portion: its grams, and every value scaled from what it held. */
export function itemAt(item: MealItem, amount: number, portion: PortionChoice): MealItem {
  const measured = isMeasured(item);
  const grams = round1(amount * portion.grams);
  const factor = measured ? grams / (item.portionSize ?? grams) : amount / (item.amount && item.amount > 0 ? item.amount : 1);
  const nutrients = item.nutrients
    ? (Object.fromEntries(Object.entries(item.nutrients).map(([key, value]) => [key, round2(value * factor)])) as Nutrients)
    : undefined;
  const next: MealItem = {
    ...item,
    ...scaleMacros(item, factor),
    amount: round2(amount),
    unit: portion.label.slice(0, 60),
    ...(measured ? { portionSize: grams, portionUnit: 'g' } : {}),
    ...(nutrients ? { nutrients } : {}),
  };
  return { ...next, qty: portionText(next).slice(0, 60) };
}

/** A found food in place of an item: one of its first own portion (else 100 g), valued from the food's per-100 g figures. */
export function itemFromFood(food: FoodSearchResult): MealItem {
  const [first] = portionOptionsOfFood(food);
  const portion = food.portions.length > 0 && first ? first : { label: 'g', grams: 1 };
  const amount = portion.label === 'g' ? 100 : 1;
  const grams = round1(amount * portion.grams);
  const per100g = Object.fromEntries(Object.entries(food.per100g).filter(([, value]) => value !== null)) as Nutrients;
  const { nutrients, ...macros } = itemNutrition(per100g, grams);
  const item: MealItem = {
    name: food.description.slice(0, 200),
    qty: '',
    fdcId: food.fdcId,
    amount,
    unit: portion.label.slice(0, 60),
    portionSize: grams,
    portionUnit: 'g',
    ...macros,
    nutrients,
    brandOwner: food.brandOwner?.slice(0, 200) ?? null,
    foodGroup: food.foodGroup?.slice(0, 200) ?? null,
  };
  return { ...item, qty: portionText(item).slice(0, 60) };
}

/** The proposal with one item replaced: totals summed again; an unfound food replaced by a found one is no longer unmatched. */
export function withItem(proposal: MealProposal, index: number, item: MealItem): MealProposal {
  const before = proposal.body.items[index];
  if (!before) return proposal;
  const items = proposal.body.items.map((old, i) => (i === index ? item : old));
  const found = hasFoodSource(item.fdcId);
  const unmatched = found ? proposal.unmatched.filter((name) => name.toLowerCase() !== before.name.toLowerCase()) : proposal.unmatched;
  const { nutrients: _nutrients, ...totals } = mealNutrition(items);
  return { ...proposal, unmatched, body: { ...proposal.body, items, ...totals } };
}
