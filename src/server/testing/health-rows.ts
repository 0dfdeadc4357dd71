import type { Db } from '../db/client.js';
import type { TestApp } from './harness.js';
import { energyEntries, meals, moodEntries, sleepEntries, supplementEntries, symptomEntries } from '../db/schema.js';

/** One entry in each of the six daily health tables for `day` (YYYY-MM-DD), written directly. */
export async function addHealthDay(db: Db, userId: string, day: string) {
  const at = new Date(`${day}T08:30:00Z`);
  await db.insert(moodEntries).values({ userId, day, score: 4, tags: ['calm', 'focused'], loggedAt: at });
  await db.insert(energyEntries).values({ userId, day, score: 2, loggedAt: at });
  await db.insert(symptomEntries).values({ userId, day, name: 'Headache', intensity: 3, notes: 'after lunch, "dull"', loggedAt: at });
  await db.insert(meals).values({
    userId,
    day,
    meal: 'breakfast',
    items: [{ name: 'Oatmeal', qty: '1 serving', calories: 150 }],
    calories: 150,
    protein: 5,
    carbs: 27,
    fat: 2.5,
    logTime: at,
  });
  await db.insert(supplementEntries).values({ userId, day, name: 'Vitamin D', dose: '2000', unit: 'IU', taken: true, takenAt: at });
  await db
    .insert(sleepEntries)
    .values({ userId, day, minutesSlept: 400, bedtime: '00:20', wakeTime: '07:00', quality: 2, wakings: 3, loggedAt: at });
}

/** A setting (coachingTone gentle), an intake story and one feedback message, through the API. */
export async function addAccountData(t: TestApp, headers: Record<string, string>) {
  await t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload: { coachingTone: 'gentle' } });
  await t.app.inject({
    method: 'POST',
    url: '/api/intake-form',
    headers,
    payload: { storyAndVision: 'Steady energy', currentLandscape: 'Migraines', journeyDetails: '', finalDetails: '' },
  });
  await t.app.inject({ method: 'POST', url: '/api/feedback', headers, payload: { message: 'Lovely app', type: 'general' } });
}
