import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../src/server/db/schema.js';
import { SUPPLEMENT_SUGGESTIONS } from '../src/shared/health.js';
import { benchAppVsBare } from './app-vs-bare.js';

const DAYS = 365;
const DATE = '2026-06-15';
const SYMPTOMS = ['Headache', 'Fatigue', 'Bloating', 'Joint pain', 'Brain fog', 'Nausea'];

/** A year of dense logs: per day 3 moods, 3 energies, 4 symptoms, 4 meals of 4 items, 5 supplements. */
export async function seedYear(db: Db, userId: string, lastDay: Date) {
  for (let d = 0; d < DAYS; d++) {
    const date = new Date(lastDay.getTime() - d * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const hours = [8, 13, 19];
    await db
      .insert(moodEntries)
      .values(hours.map((h, i) => ({ userId, day, score: 1 + ((d + i) % 5), tags: ['calm', 'focused'], loggedAt: at(h) })));
    await db.insert(energyEntries).values(hours.map((h, i) => ({ userId, day, score: 1 + ((d * 3 + i) % 5), loggedAt: at(h) })));
    await db.insert(symptomEntries).values(
      [0, 1, 2, 3].map((i) => ({
        userId,
        day,
        name: SYMPTOMS[(d + i) % SYMPTOMS.length]!,
        intensity: 1 + ((d + i) % 5),
        notes: i ? null : 'after lunch',
        loggedAt: at(9 + i),
      })),
    );
    await db.insert(meals).values(
      ['breakfast', 'lunch', 'dinner', 'snack'].map((meal, i) => ({
        userId,
        day,
        meal,
        items: Array.from({ length: 4 }, (_, k) => ({
          name: `Food ${k}`,
          qty: '100 g',
          fdcId: 1000 + k,
          amount: 100,
          unit: 'g',
          portionSize: 100,
          calories: 120,
          protein: 5,
          carbs: 15,
          fat: 4,
        })),
        calories: 480,
        protein: 20,
        carbs: 60,
        fat: 16,
        logTime: at(7 + i * 4),
      })),
    );
    await db
      .insert(supplementEntries)
      .values(SUPPLEMENT_SUGGESTIONS.slice(0, 5).map((s, i) => ({ userId, day, ...s, taken: i !== 2, takenAt: at(8) })));
  }
}

/**
 * GET /api/health/{date} through the whole app (session, five queries, response schema) for a
 * user with a year of dense logs, against a bare handler running the same SQL.
 */
export const benchDayRecord = (seconds: number) =>
  benchAppVsBare({
    title: `GET /api/health/{date}, a year of dense logs (${DAYS * 19} entries)`,
    path: `/api/health/${DATE}`,
    seconds,
    seed: (db, userId) => seedYear(db, userId, new Date('2026-11-22T00:00:00Z')),
    bare: (db, userId) => {
      const onDay = <T extends typeof moodEntries | typeof energyEntries | typeof symptomEntries | typeof meals | typeof supplementEntries>(
        table: T,
      ) => and(eq(table.userId, userId), eq(table.day, DATE));
      return Promise.all([
        db.select().from(moodEntries).where(onDay(moodEntries)).orderBy(asc(moodEntries.loggedAt)),
        db.select().from(energyEntries).where(onDay(energyEntries)).orderBy(asc(energyEntries.loggedAt)),
        db.select().from(symptomEntries).where(onDay(symptomEntries)).orderBy(asc(symptomEntries.loggedAt)),
        db.select().from(meals).where(onDay(meals)).orderBy(asc(meals.logTime)),
        db.select().from(supplementEntries).where(onDay(supplementEntries)).orderBy(asc(supplementEntries.takenAt)),
      ]);
    },
  });
