import { useState } from 'react';

/** Daily nutrition goals: calories and grams of protein, carbs, fat. Kept in this browser only. */
export interface NutritionGoals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

export const DEFAULT_GOALS: NutritionGoals = { calories: 2000, protein: 150, carbs: 250, fat: 65 };
const GOALS_KEY = 'nutritionGoals';

const valid = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The stored goals, each missing or invalid field taking its default. */
export function readGoals(): NutritionGoals {
  try {
    const stored = JSON.parse(localStorage.getItem(GOALS_KEY) ?? '{}') as Partial<Record<keyof NutritionGoals, unknown>>;
    return {
      calories: valid(stored.calories) ? stored.calories : DEFAULT_GOALS.calories,
      protein: valid(stored.protein) ? stored.protein : DEFAULT_GOALS.protein,
      carbs: valid(stored.carbs) ? stored.carbs : DEFAULT_GOALS.carbs,
      fat: valid(stored.fat) ? stored.fat : DEFAULT_GOALS.fat,
    };
  } catch {
    return DEFAULT_GOALS;
  }
}

export function useNutritionGoals() {
  const [goals, setGoals] = useState(readGoals);
  const save = (next: NutritionGoals) => {
    localStorage.setItem(GOALS_KEY, JSON.stringify(next));
    setGoals(next);
  };
  return [goals, save] as const;
}

/** Progress towards a goal in percent, 0 to 100. */
export const progressPercent = (value: number, goal: number) => (goal > 0 ? Math.min(100, Math.max(0, (value / goal) * 100)) : 0);
