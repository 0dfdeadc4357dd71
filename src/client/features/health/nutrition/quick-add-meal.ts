import { hasFoodSource } from '../../../../shared/foods.js';
import type { Meal } from '../../../../shared/health.js';
import type { EntryProposal } from '../../../../shared/proposals.js';
import { saveMeal } from '../api/save-meal';
import { understandText } from '../api/understand-text';

// The nutrition card's quick add by text, loaded when first used (the home screen's budget).

export type MealProposal = Extract<EntryProposal, { kind: 'meal' }>;

/** Reads the text as foods with the server's parser and food search, and saves the meal; null when it names no food. */
export async function quickAddMeal(text: string, date: string): Promise<{ meal: Meal; proposal: MealProposal } | null> {
  const { proposals } = await understandText({ text, date, kind: 'meal' });
  const proposal = proposals.find((p): p is MealProposal => p.kind === 'meal');
  if (!proposal) return null;
  const meal = await saveMeal({ date: proposal.date, body: proposal.body });
  return { meal, proposal };
}

/** What was understood, in the person's words: 'Logged 2 eggs (126 kcal), coffee (2 kcal).' */
export function understoodSummary(proposal: MealProposal): string {
  const parts = proposal.body.items.map((item, i) => {
    const said = proposal.said[i] ?? item.name;
    return hasFoodSource(item.fdcId) ? `${said} (${Math.round(item.calories)} kcal)` : `${said} (not found, 0 kcal for now)`;
  });
  const fix = proposal.unmatched.length > 0 ? ' Tap the meal to add the values of what was not found.' : '';
  return `Logged ${parts.join(', ')}.${fix}`;
}
