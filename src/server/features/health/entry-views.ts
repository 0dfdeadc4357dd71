import { mealNutrition } from '../../../shared/nutrition/meal-nutrition.js';
import type { energyEntries, meals, moodEntries, sleepEntries, supplementEntries, symptomEntries } from '../../db/schema.js';
import type { EnergyEntry, Meal, MealItem, MoodEntry, SleepEntry, SupplementEntry, SymptomEntry } from '../../../shared/health.js';
import { hoursOf } from '../../../shared/sleep.js';

// Rows as the API shows them: an allowlist of fields, times as ISO text.

export const toMoodEntry = (row: typeof moodEntries.$inferSelect): MoodEntry => ({
  id: row.id,
  score: row.score,
  tags: row.tags,
  createdAt: row.loggedAt.toISOString(),
});

export const toEnergyEntry = (row: typeof energyEntries.$inferSelect): EnergyEntry => ({
  id: row.id,
  score: row.score,
  createdAt: row.loggedAt.toISOString(),
});

export const toSymptomEntry = (row: typeof symptomEntries.$inferSelect): SymptomEntry => ({
  id: row.id,
  name: row.name,
  intensity: row.intensity,
  notes: row.notes,
  lastLogged: row.loggedAt.toISOString(),
  date: row.day,
});

export const toMeal = (row: typeof meals.$inferSelect): Meal => ({
  id: row.id,
  meal: row.meal,
  items: row.items as MealItem[],
  calories: row.calories,
  protein: row.protein,
  carbs: row.carbs,
  fat: row.fat,
  nutrients: mealNutrition(row.items as MealItem[]).nutrients,
  logTime: row.logTime.toISOString(),
  lastLogged: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export const toSupplementEntry = (row: typeof supplementEntries.$inferSelect): SupplementEntry => ({
  id: row.id,
  name: row.name,
  dose: row.dose,
  unit: row.unit,
  taken: row.taken,
  takenAt: row.takenAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export const toSleepEntry = (row: typeof sleepEntries.$inferSelect): SleepEntry => ({
  id: row.id,
  date: row.day,
  hours: row.minutesSlept === null ? null : hoursOf(row.minutesSlept),
  bedtime: row.bedtime,
  wakeTime: row.wakeTime,
  quality: row.quality,
  wakings: row.wakings,
  lastLogged: row.loggedAt.toISOString(),
});
