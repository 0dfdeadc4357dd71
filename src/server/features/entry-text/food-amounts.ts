import { gramsPerUnit, PORTION_UNIT_GRAMS, type FoodPortion, type FoodSearchResult } from '../../../shared/foods.js';
import type { DraftFood } from '../../../shared/proposals.js';

// How much of a found food a said amount is: '150 g', '2' (eggs), 'half a cup', through the
// food's own household portions where it has them.

/** An amount of a food as a meal item keeps it: the amount of a unit, and its grams. */
export interface FoodAmount {
  amount: number;
  /** A measure ('g', 'oz', 'cup') or one of the food's own portions, for one of it ('large', 'slice'). */
  unit: string;
  grams: number;
}

/** Units that are a fixed weight or volume (as water), turned into grams. */
const METRIC_GRAMS: Record<string, number> = { kg: 1000, ml: 1, l: 1000 };
/** Vessels people drink or eat from, counted as the food's cup. */
const CUP_LIKE = new Set(['cup', 'mug', 'glass', 'bowl']);
/**
 * A count of a food ('a banana', '2 coffees'): its medium size first, then large, then one piece of
 * it, then a cup (drinks, grains). Foods graded up to jumbo (eggs) count in large, their standard size.
 */
const COUNT_PORTIONS = [
  /^medium\b/,
  /^large\b/,
  /^(?:piece|slice|each|item|unit|whole|egg|fruit|serving|small|bar|cookie|muffin|bagel|roll)\b/,
  /^cup\b/,
];
const GRADED_COUNT_PORTIONS = [/^large\b/, ...COUNT_PORTIONS];
const isGraded = (food: FoodSearchResult) => food.portions.some((portion) => /^jumbo\b/.test(portion.unit));

/** `quantity` of one of the food's portions, labelled for one ('cup', never '0.5 cup'). */
const portionOption = (portion: FoodPortion, quantity: number): FoodAmount => ({
  amount: round2(quantity),
  unit: portion.unit,
  grams: round1((quantity * portion.grams) / portion.amount),
});

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

function portionNamed(food: FoodSearchResult, word: string): FoodPortion | undefined {
  const pattern = new RegExp(`^${word}\\b`);
  return food.portions.find((portion) => pattern.test(portion.unit));
}

/**
 * The portion one of a food is, where the food says: a portion named after the food itself
 * ('1 sandwich' of a sandwich, '1 banana'), or, for a drink, a cup.
 */
function countPortion(food: FoodSearchResult): FoodPortion | undefined {
  const words = new Set(food.description.toLowerCase().split(/[^a-z]+/));
  const named = food.portions.find((portion) => {
    const word = portion.unit.toLowerCase().split(/[^a-z]+/)[0] ?? '';
    return word.length > 2 && (words.has(word) || words.has(`${word}s`) || words.has(`${word}es`));
  });
  if (named) return named;
  // A drink (measured in fluid ounces) counts in cups.
  return food.portions.some((portion) => /^fl oz\b/.test(portion.unit)) ? portionNamed(food, 'cup') : undefined;
}

/** The amount a said food stands for: its unit through the food's portions, a count through its medium/large/piece portion, nothing said as one such portion. */
export function foodAmount(food: FoodSearchResult, said: Pick<DraftFood, 'quantity' | 'unit'>): FoodAmount {
  const quantity = said.quantity ?? 1;
  const unit = said.unit;
  if (unit === 'g') return { amount: quantity, unit: 'g', grams: quantity };
  if (unit && unit in METRIC_GRAMS)
    return { amount: round1(quantity * METRIC_GRAMS[unit]!), unit: 'g', grams: round1(quantity * METRIC_GRAMS[unit]!) };
  if (unit === 'oz' || unit === 'fl oz') return { amount: quantity, unit, grams: round1(quantity * gramsPerUnit(unit)) };
  if (unit) {
    // A vessel the food has a portion of ('glass' of wine) is that portion; otherwise its cup.
    const word = CUP_LIKE.has(unit) && !portionNamed(food, unit) ? 'cup' : unit;
    const portion = portionNamed(food, word) ?? (word === 'tbsp' ? portionNamed(food, 'tablespoon') : undefined);
    if (portion) return portionOption(portion, quantity);
    if (word in PORTION_UNIT_GRAMS) return { amount: quantity, unit: word, grams: round1(quantity * gramsPerUnit(word)) };
  }
  const counted = countPortion(food);
  if (counted) return portionOption(counted, quantity);
  for (const pattern of isGraded(food) ? GRADED_COUNT_PORTIONS : COUNT_PORTIONS) {
    const portion = food.portions.find((p) => pattern.test(p.unit));
    if (portion) return portionOption(portion, quantity);
  }
  const first = food.portions[0];
  if (first) return portionOption(first, quantity);
  return { amount: quantity, unit: '100g', grams: quantity * 100 };
}
