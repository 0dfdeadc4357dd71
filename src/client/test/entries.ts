import type { z } from 'zod';
import {
  mealItemSchema,
  type DayRecord,
  type Meal,
  type mealBodySchema,
  type moodBodySchema,
  type MoodEntry,
  type symptomBodySchema,
  type SymptomEntry,
} from '../../shared/health.js';

/** The bodies as the client sends them: fields the server fills in (defaults) may be left out. */
type Sent<Schema extends z.ZodType> = z.input<Schema>;

/** When an entry sent without a time was logged. */
const LOGGED_AT = '2026-03-05T09:00:00.000Z';

/**
 * What the server answers for a saved entry: the body sent, with the id and times the server gives it
 * (the shapes of src/shared/health.ts), for answers that must fit the contract (handlers.ts keptToContract).
 */
export const savedMood = (body: Sent<typeof moodBodySchema>, id = 'm1'): MoodEntry => ({
  id,
  score: body.score,
  tags: body.tags ?? [],
  createdAt: body.timestamp,
});

export const savedSymptom = (body: Sent<typeof symptomBodySchema>, date: string, id = 'e1'): SymptomEntry => ({
  id,
  name: body.name,
  intensity: body.intensity,
  notes: body.notes ?? null,
  lastLogged: body.timestamp ?? LOGGED_AT,
  date,
});

/** A batch of symptoms saved at once: ids `ids[i]`, or s1, s2… */
export const savedSymptoms = (body: { symptoms: Sent<typeof symptomBodySchema>[] }, date: string, ids: string[] = []): SymptomEntry[] =>
  body.symptoms.map((symptom, i) => savedSymptom(symptom, date, ids[i] ?? `s${i + 1}`));

/** A saved meal: its items as sent, the totals the server sums from them. */
export function savedMeal(body: Sent<typeof mealBodySchema>, id = 'm1'): Meal {
  const items = body.items.map((item) => mealItemSchema.parse(item));
  const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') => items.reduce((total, item) => total + item[key], 0);
  const logTime = body.logTime ?? LOGGED_AT;
  return {
    id,
    meal: body.meal,
    items,
    calories: sum('calories'),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fat: sum('fat'),
    nutrients: {},
    logTime,
    lastLogged: logTime,
    createdAt: logTime,
  };
}

/** A day's record as GET /api/health/{date} answers it: nothing logged, or what `logged` holds. */
export const dayRecord = (date: string, logged: Partial<Omit<DayRecord, 'date'>> = {}): DayRecord => ({
  date,
  mood: { average: null, tags: [], entries: [], lastLogged: null },
  energy: { average: null, entries: [], lastLogged: null },
  symptoms: [],
  nutrition: [],
  supplements: [],
  sleep: null,
  ...logged,
});
