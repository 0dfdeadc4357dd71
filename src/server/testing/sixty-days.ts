import type { Db } from '../db/client.js';
import { energyEntries, meals, moodEntries, sleepEntries, supplementEntries, symptomEntries } from '../db/schema.js';
import { addDays } from '../../shared/days.js';

/** How many days the logged person has, ending today. */
export const SIXTY_DAYS = 60;

/**
 * The logged person's story, by days before today (0 = today), so a test can say what a right
 * answer holds: a migraine every fifth day (from 2 days ago) after cheese at lunch, a mild
 * headache every fourth day (from yesterday), energy 1 every seventh day and 3 otherwise, mood
 * 2, 3, 4 in turn, magnesium skipped every sixth day (from 3 days ago), iron skipped every third
 * day (today included), and salmon with rice yesterday. Nights (kept on the day the person woke)
 * of 7 h 30 min and 6 h 30 min in turn, quality 4, except one short, poor night of 5 hours two
 * days ago: sleep that nothing else moves with.
 */
export const story = (daysAgo: number) => ({
  mood: 2 + (daysAgo % 3),
  energy: daysAgo % 7 === 0 ? 1 : 3,
  migraine: daysAgo % 5 === 2,
  headache: daysAgo % 4 === 1,
  lunch: daysAgo % 5 === 2 ? 'Cheese, cheddar' : daysAgo === 1 ? 'Salmon, atlantic, cooked' : 'Salad, green',
  dinner: daysAgo === 1 ? 'Rice, white, cooked' : 'Soup, vegetable',
  magnesium: daysAgo % 6 !== 3,
  iron: daysAgo % 3 !== 0,
  sleepHours: daysAgo === 2 ? 5 : daysAgo % 2 ? 6.5 : 7.5,
  sleepQuality: daysAgo === 2 ? 2 : 4,
});

/** Writes the story's 60 days for `userId`, ending on `today` (the person's own day). */
export async function seedSixtyDays(db: Db, userId: string, today: string) {
  for (let daysAgo = 0; daysAgo < SIXTY_DAYS; daysAgo++) {
    const day = addDays(today, -daysAgo);
    const at = new Date(`${day}T09:00:00Z`);
    const noon = new Date(`${day}T12:30:00Z`);
    const evening = new Date(`${day}T19:00:00Z`);
    const s = story(daysAgo);
    await db.insert(moodEntries).values({ userId, day, score: s.mood, tags: [], loggedAt: at });
    await db.insert(energyEntries).values({ userId, day, score: s.energy, loggedAt: at });
    if (s.migraine) await db.insert(symptomEntries).values({ userId, day, name: 'Migraine', intensity: 4, loggedAt: evening });
    if (s.headache) await db.insert(symptomEntries).values({ userId, day, name: 'Headache', intensity: 2, loggedAt: evening });
    const meal = (name: 'breakfast' | 'lunch' | 'dinner', food: string, logTime: Date, calories: number) =>
      db.insert(meals).values({
        userId,
        day,
        meal: name,
        items: [{ name: food, qty: '1 serving', calories }],
        calories,
        protein: 10,
        carbs: 30,
        fat: 8,
        logTime,
      });
    await meal('breakfast', 'Oatmeal', at, 150);
    await meal('lunch', s.lunch, noon, 400);
    await meal('dinner', s.dinner, evening, 500);
    await db
      .insert(sleepEntries)
      .values({ userId, day, minutesSlept: s.sleepHours * 60, quality: s.sleepQuality, wakings: 1, loggedAt: at });
    await db.insert(supplementEntries).values([
      { userId, day, name: 'Magnesium', dose: '200', unit: 'mg', taken: s.magnesium, takenAt: at },
      { userId, day, name: 'Iron', dose: '18', unit: 'mg', taken: s.iron, takenAt: at },
    ]);
  }
}

/** Days of the story within the last `days` days (today included) for which `test` holds. */
export const storyDays = (days: number, test: (s: ReturnType<typeof story>) => boolean) =>
  Array.from({ length: days }, (_, daysAgo) => story(daysAgo)).filter(test).length;
