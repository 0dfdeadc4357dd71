import { hasFoodSource } from '../../../../shared/foods.js';
import type { Meal } from '../../../../shared/health.js';
import { saveMeal } from '../api/save-meal';
import { understandText } from '../api/understand-text';
import type { MealProposal } from '../proposals/meal-preview-edits';

// The nutrition card's quick add by text, loaded when first used (the home screen's budget):
// understood first and shown, saved when the person says so.

/** Reads the text as foods with the server's parser and food search; nothing is saved. Null when it names no food. */
export async function understandMeal(text: string, date: string): Promise<MealProposal | null> {
  const { proposals } = await understandText({ text, date, kind: 'meal' });
  return proposals.find((p): p is MealProposal => p.kind === 'meal') ?? null;
}

/** Saves a meal as understood (and perhaps changed in place). */
export const saveUnderstoodMeal = (proposal: MealProposal): Promise<Meal> => saveMeal({ date: proposal.date, body: proposal.body });

/** What was understood, in the person's words: 'Logged 2 eggs (126 kcal), coffee (2 kcal).' */
export function understoodSummary(proposal: MealProposal): string {
  const parts = proposal.body.items.map((item, i) => {
    const said = proposal.said[i] ?? item.name;
    return hasFoodSource(item.fdcId) ? `${said} (${Math.round(item.calories)} kcal)` : `${said} (not found, 0 kcal for now)`;
  });
  const fix = proposal.unmatched.length > 0 ? ' Tap the meal to add the values of what was not found.' : '';
  return `Logged ${parts.join(', ')}.${fix}`;
}
