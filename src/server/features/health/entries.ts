import { and, eq, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { energyEntries, meals, moodEntries, removedSymptoms, supplementEntries, symptomEntries } from '../../db/schema.js';
import { HEALTH_TABLE_OF, type EntryKind } from './health-tables.js';
import { notFound } from '../../lib/http-errors.js';
import type {
  EnergyBody,
  EnergyEntry,
  Meal,
  MealBody,
  MoodBody,
  MoodEntry,
  SupplementBody,
  SupplementEntry,
  SupplementPatch,
  SymptomBody,
  SymptomEntry,
} from '../../../shared/health.js';
import { computeMeal } from './meal-nutrition.js';
import type { FoodLookup } from '../../../shared/nutrition/meal-nutrition.js';
import { toEnergyEntry, toMeal, toMoodEntry, toSupplementEntry, toSymptomEntry } from './entry-views.js';

/** Where an entry of a day lives; every write is scoped by user, day and id together. */
export interface EntryRef {
  userId: string;
  date: string;
  id: string;
}

const NAMES: Record<EntryKind, string> = {
  mood: 'Mood entry',
  energy: 'Energy entry',
  symptom: 'Symptom entry',
  meal: 'Meal',
  supplement: 'Supplement entry',
  sleep: 'Sleep entry',
};

function owned(kind: EntryKind, ref: EntryRef) {
  const table = HEALTH_TABLE_OF[kind];
  return and(eq(table.id, ref.id), eq(table.userId, ref.userId), eq(table.day, ref.date));
}

function found<T>(kind: EntryKind, rows: T[]): T {
  if (!rows[0]) throw notFound(NAMES[kind]);
  return rows[0];
}

/** Whether the user has an entry of this kind with this id, on any day. */
export async function ownsEntry(db: Db, kind: EntryKind, userId: string, id: string): Promise<boolean> {
  const table = HEALTH_TABLE_OF[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteEntry(db: Db, kind: EntryKind, ref: EntryRef): Promise<void> {
  const table = HEALTH_TABLE_OF[kind];
  found(kind, await db.delete(table).where(owned(kind, ref)).returning({ id: table.id }));
}

const at = (iso: string | undefined) => (iso ? new Date(iso) : new Date());

export async function createMood(db: Db, userId: string, date: string, body: MoodBody): Promise<MoodEntry> {
  const row = returnedRow(
    await db
      .insert(moodEntries)
      .values({ userId, day: date, score: body.score, tags: body.tags, loggedAt: at(body.timestamp) })
      .returning(),
  );
  return toMoodEntry(row);
}

export async function updateMood(db: Db, ref: EntryRef, body: MoodBody): Promise<MoodEntry> {
  const rows = await db
    .update(moodEntries)
    .set({ score: body.score, tags: body.tags, loggedAt: at(body.timestamp) })
    .where(owned('mood', ref))
    .returning();
  return toMoodEntry(found('mood', rows));
}

export async function createEnergy(db: Db, userId: string, date: string, body: EnergyBody): Promise<EnergyEntry> {
  const row = returnedRow(
    await db
      .insert(energyEntries)
      .values({ userId, day: date, score: body.score, loggedAt: at(body.timestamp) })
      .returning(),
  );
  return toEnergyEntry(row);
}

export async function updateEnergy(db: Db, ref: EntryRef, body: EnergyBody): Promise<EnergyEntry> {
  const rows = await db
    .update(energyEntries)
    .set({ score: body.score, loggedAt: at(body.timestamp) })
    .where(owned('energy', ref))
    .returning();
  return toEnergyEntry(found('energy', rows));
}

/** Logging a symptom also puts it back on the user's list if it had been removed. */
export async function createSymptom(db: Db, userId: string, date: string, body: SymptomBody): Promise<SymptomEntry> {
  return db.transaction(async (tx) => {
    const row = returnedRow(
      await tx
        .insert(symptomEntries)
        .values({ userId, day: date, name: body.name, intensity: body.intensity, notes: body.notes || null, loggedAt: at(body.timestamp) })
        .returning(),
    );
    await tx.delete(removedSymptoms).where(and(eq(removedSymptoms.userId, userId), eq(removedSymptoms.nameKey, sql`lower(${body.name})`)));
    return toSymptomEntry(row);
  });
}

export async function updateSymptom(db: Db, ref: EntryRef, body: SymptomBody): Promise<SymptomEntry> {
  const rows = await db
    .update(symptomEntries)
    .set({
      name: body.name,
      intensity: body.intensity,
      notes: body.notes || null,
      ...(body.timestamp ? { loggedAt: new Date(body.timestamp) } : {}),
    })
    .where(owned('symptom', ref))
    .returning();
  return toSymptomEntry(found('symptom', rows));
}

/** What a meal stores: its items and totals as the server computes them from the foods. */
const mealValues = async (body: MealBody, lookup: FoodLookup) => ({ meal: body.meal, ...(await computeMeal(body, lookup)) });

export async function createMeal(db: Db, userId: string, date: string, body: MealBody, lookup: FoodLookup): Promise<Meal> {
  const values = await mealValues(body, lookup);
  const row = returnedRow(
    await db
      .insert(meals)
      .values({ userId, day: date, ...values, logTime: at(body.logTime) })
      .returning(),
  );
  return toMeal(row);
}

export async function updateMeal(db: Db, ref: EntryRef, body: MealBody, lookup: FoodLookup): Promise<Meal> {
  const values = await mealValues(body, lookup);
  const rows = await db
    .update(meals)
    .set({ ...values, ...(body.logTime ? { logTime: new Date(body.logTime) } : {}), updatedAt: sql`now()` })
    .where(owned('meal', ref))
    .returning();
  return toMeal(found('meal', rows));
}

export async function createSupplement(db: Db, userId: string, date: string, body: SupplementBody): Promise<SupplementEntry> {
  const row = returnedRow(
    await db
      .insert(supplementEntries)
      .values({ userId, day: date, ...body, takenAt: new Date(body.takenAt) })
      .returning(),
  );
  return toSupplementEntry(row);
}

export async function updateSupplement(db: Db, ref: EntryRef, patch: SupplementPatch): Promise<SupplementEntry> {
  const { takenAt, ...rest } = patch;
  const rows = await db
    .update(supplementEntries)
    .set({ ...rest, ...(takenAt ? { takenAt: new Date(takenAt) } : {}) })
    .where(owned('supplement', ref))
    .returning();
  return toSupplementEntry(found('supplement', rows));
}
