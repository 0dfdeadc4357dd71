import type { FoodPortion } from '../foods.js';
import { roundTo } from '../rounding.js';

/**
 * Portions as people use them (issue 25): a food's own household portions first ('1 slice',
 * '1 medium'), then weights and volumes. A meal item keeps an amount of one chosen portion:
 * its label (for one: 'slice') and the grams of the whole amount (portionSize).
 */
export interface PortionChoice {
  /** What one of it is called: 'slice', 'medium', 'cup, chopped', 'g', 'fl oz'. */
  label: string;
  /** Grams of one. */
  grams: number;
}

/** Weights and volumes every food can be measured in (volumes counted as water, 1 g per ml). */
export const MEASURE_PORTIONS: readonly PortionChoice[] = [
  { label: 'g', grams: 1 },
  { label: 'oz', grams: 28.35 },
  { label: 'ml', grams: 1 },
  { label: 'fl oz', grams: 29.57 },
];

/**
 * A food's own portions, each for one of it: '0.5 fillet' of 85 g is 'fillet' of 170 g, so an
 * amount never shows two numbers ('1 0.5 fillet'). The first of each label is kept.
 */
export function ownPortions(portions: readonly FoodPortion[]): PortionChoice[] {
  const seen = new Set<string>();
  const own: PortionChoice[] = [];
  for (const portion of portions) {
    if (!(portion.amount > 0) || !(portion.grams > 0)) continue;
    const label = portion.unit.trim();
    if (!label || seen.has(label)) continue;
    seen.add(label);
    own.push({ label, grams: roundTo(portion.grams / portion.amount, 2) });
  }
  return own;
}

/** What an amount of a food can be given in: its own portions, then g, oz, ml and fl oz. */
export function portionChoices(portions: readonly FoodPortion[]): PortionChoice[] {
  const own = ownPortions(portions);
  return [...own, ...MEASURE_PORTIONS.filter((m) => !own.some((o) => o.label === m.label))];
}

/** Words after a number that make it a size, not a count ('6 inch sub', '12 fl oz can'). */
const SIZING_WORD = /^(inch|in\.|"|-|oz|fl oz|ounce|cm|mm|ml|lb|%)/;

/**
 * An amount and label in the one form items keep: a label that starts with its own count, as
 * older items stored ('0.5 fillet', '1 cup'), folds the count into the amount; '100g' is grams.
 */
export function normalisedPortion(amount: number, label: string): { amount: number; label: string } {
  if (label === '100g') return { amount: roundTo(amount * 100, 2), label: 'g' };
  const counted = /^(\d+(?:\.\d+)?|\.\d+)\s+(.+)$/.exec(label.trim());
  const unit = counted?.[2];
  if (!counted || unit === undefined || SIZING_WORD.test(unit)) return { amount, label: label.trim() };
  return { amount: roundTo(amount * Number(counted[1]), 2), label: unit };
}

/** Words that measure or describe, never pluralised ('2 medium', '3 oz'). */
const NO_PLURAL = new Set(['g', 'kg', 'mg', 'oz', 'lb', 'ml', 'l', 'tbsp', 'tsp', 'small', 'medium', 'large', 'extra', 'serving']);

const IRREGULAR_PLURALS: Partial<Record<string, string>> = { half: 'halves', loaf: 'loaves', leaf: 'leaves' };

/** A portion label for `amount` of it: 'slice' → 'slices', 'glass' → 'glasses', 'cup, chopped' → 'cups, chopped', 'medium' stays. */
export function pluralLabel(label: string, amount: number): string {
  if (amount <= 1) return label;
  const cut = label.search(/[,(]/);
  const head = cut === -1 ? label : label.slice(0, cut).trimEnd();
  const tail = label.slice(head.length);
  const words = head.split(' ');
  const last = words.at(-1) ?? '';
  if (!/^[a-z]+$/.test(last) || NO_PLURAL.has(last) || (words.length > 1 && words.at(-2) === 'fl') || /[^s]s$/.test(last)) return label;
  const plural =
    IRREGULAR_PLURALS[last] ??
    (/(ch|sh|x|z|ss)$/.test(last) ? `${last}es` : /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`);
  return [...words.slice(0, -1), plural].join(' ') + tail;
}

/** A number as amounts show it: at most two decimals, no trailing zeros. */
export const amountText = (value: number) => String(roundTo(value, 2));

/**
 * How much of a food, one way everywhere: '2 slices · 56 g', '1 cup, chopped · 140 g', '150 g',
 * '250 ml · 250 g'. Without grams (a food of one's own) just the amount: '1 serving'.
 */
export function portionText(item: { amount?: number; unit?: string; qty?: string; portionSize?: number }): string {
  const fromQty = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(.*?)\s*$/.exec(item.qty ?? '');
  const rawAmount = item.amount && item.amount > 0 ? item.amount : fromQty ? Number(fromQty[1]) || 1 : 1;
  const rawLabel = item.unit || fromQty?.[2]?.split(' · ')[0] || 'serving';
  const { amount, label } = normalisedPortion(rawAmount, rawLabel);
  if (label === 'g') return `${amountText(amount)} g`;
  // A portion given several ways ('large rectangular piece or 2 squares or 4 small rectangular pieces') reads as its first.
  const bare =
    label
      .replace(/\s*\(.*\)\s*$/, '')
      .split(/\s+or\s+(?=\d)/)[0]
      ?.trim() || label;
  // Each way a portion is named counts ('2 cans or bottles', not '2 can or bottles').
  const named = bare
    .split(/\s+or\s+/)
    .map((way) => pluralLabel(way, amount))
    .join(' or ');
  const count = `${amountText(amount)} ${named}`;
  if (!item.portionSize || item.portionSize <= 0) return count.slice(0, PORTION_TEXT_MAX);
  // Kept within what a meal item stores, the grams always shown.
  const grams = ` · ${Math.round(item.portionSize)} g`;
  return `${count.slice(0, PORTION_TEXT_MAX - grams.length).trimEnd()}${grams}`;
}

/** How long a meal item's portion text may be (its `qty`). */
const PORTION_TEXT_MAX = 60;
