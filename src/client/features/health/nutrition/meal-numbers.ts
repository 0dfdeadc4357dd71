import type { Meal } from '../../../../shared/health.js';

/** 1st, 2nd, 3rd, 4th ... with 11th, 12th and 13th (and 111th ...) using 'th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** The log screen's meal name: meal 1 is 'breakfast', the others 'Nth meal'. */
export const mealName = (n: number) => (n === 1 ? 'breakfast' : `${ordinal(n)} meal`);

/** Meals with their number by ascending log time (1 = earliest), listed newest first. */
export function numberMeals(meals: Meal[]): { meal: Meal; number: number }[] {
  const ascending = [...meals].sort((a, b) => Date.parse(a.logTime) - Date.parse(b.logTime));
  return ascending.map((meal, i) => ({ meal, number: i + 1 })).reverse();
}
