import { mealNutrition } from '../../../../shared/nutrition/meal-nutrition.js';
import { format } from 'date-fns';
import { ENERGY_LABELS, MOOD_LABELS, type MealItem } from '../../../../shared/health.js';
import type { EntryProposal } from '../../../../shared/proposals.js';
import { clockTime, fromDay, today } from '../dates';
import { addDays } from '../../../../shared/days.js';
import { shortFoodName, portionLabel } from '../nutrition/meal-item-label';
import { mealTitle, wholeNumber } from '../nutrition/nutrition-format';
import { severityLabel } from '../symptoms/severity';
import { SLEEP_QUALITY_LABELS, hoursText, minutesSleptOf } from '../../../../shared/sleep.js';

/** The card's heading: the kind of entry ('Meal' names which one). */
export function proposalTitle(proposal: EntryProposal): string {
  switch (proposal.kind) {
    case 'mood':
      return 'Mood';
    case 'energy':
      return 'Energy';
    case 'symptom':
      return 'Symptom';
    case 'meal':
      return mealTitle(proposal.body.meal);
    case 'supplement':
      return proposal.body.taken ? 'Supplement taken' : 'Supplement skipped';
    case 'sleep':
      return 'Sleep';
  }
}

/** The instant the entry will carry, when the proposal names one (else the time Save is tapped). */
export function proposalInstant(proposal: EntryProposal): string | undefined {
  switch (proposal.kind) {
    case 'mood':
    case 'energy':
    case 'symptom':
      return proposal.body.timestamp;
    case 'meal':
      return proposal.body.logTime;
    case 'supplement':
      return proposal.body.takenAt;
    case 'sleep':
      return undefined;
  }
}

/** 'Today · 1:30 PM', 'Yesterday · 8:00 AM', 'Mon, Nov 23 · 1:30 PM'; the day alone when no time is named (a night: the day woken). */
export function proposalWhen(proposal: EntryProposal, now = today()): string {
  const day =
    proposal.date === now ? 'Today' : proposal.date === addDays(now, -1) ? 'Yesterday' : format(fromDay(proposal.date), 'EEE, MMM d');
  const instant = proposalInstant(proposal);
  return instant ? `${day} · ${clockTime(instant)}` : day;
}

const scoreLine = (score: number, labels: readonly string[]) => `${score}/5 · ${labels[score - 1] ?? ''}`;

/** One line per value the entry will hold, as the dashboard would show it. */
export function proposalLines(proposal: EntryProposal): string[] {
  switch (proposal.kind) {
    case 'mood':
      return [
        scoreLine(proposal.body.score, MOOD_LABELS),
        ...(proposal.body.tags.length ? [`Tags: ${proposal.body.tags.join(', ')}`] : []),
      ];
    case 'energy':
      return [scoreLine(proposal.body.score, ENERGY_LABELS)];
    case 'symptom':
      return [
        `${proposal.body.name} · intensity ${proposal.body.intensity}/5 (${severityLabel(proposal.body.intensity) ?? ''})`,
        ...(proposal.body.notes ? [proposal.body.notes] : []),
      ];
    case 'supplement':
      return [[proposal.body.name, [proposal.body.dose, proposal.body.unit].filter(Boolean).join(' ')].filter(Boolean).join(' · ')];
    case 'meal':
      return [`${wholeNumber(mealNutrition(proposal.body.items).calories)} kcal in all`];
    case 'sleep': {
      const { bedtime, wakeTime, quality, wakings } = proposal.body;
      const minutes = minutesSleptOf(proposal.body);
      return [
        ...(minutes !== undefined ? [`${hoursText(minutes / 60)} asleep${bedtime ? ` (${bedtime} to ${wakeTime})` : ''}`] : []),
        ...(quality !== undefined ? [scoreLine(quality, SLEEP_QUALITY_LABELS)] : []),
        ...(wakings !== undefined ? [wakings === 0 ? 'Slept through' : `Woke ${wakings === 1 ? 'once' : `${wakings} times`}`] : []),
      ];
    }
  }
}

export interface MealItemLine {
  name: string;
  /** Its full name, when the short one leaves words out. */
  title: string;
  portion: string;
  kcal: string;
  /** The food search did not find it: kept as the person's own food at 0 kcal. */
  unmatched: boolean;
  /** What the person said for it ('2 eggs'), when known. */
  said?: string;
}

/** A proposed meal's foods, each with its portion and calories, and what the person said for it. */
export function mealItemLines(items: readonly MealItem[], unmatched: readonly string[], said: readonly string[] = []): MealItemLine[] {
  const missing = new Set(unmatched.map((name) => name.toLowerCase()));
  return items.map((item, index) => ({
    said: said[index],
    name: shortFoodName(item),
    title: item.name,
    portion: portionLabel(item),
    kcal: `${wholeNumber(item.calories)} kcal`,
    unmatched: missing.has(item.name.toLowerCase()),
  }));
}
