import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../../db/schema.js';
import { uniqueIgnoringCase, type DayRecord, type HistoryPeriod, type TrendDay } from '../../../shared/health.js';
import { toEnergyEntry, toMeal, toMoodEntry, toSupplementEntry, toSymptomEntry } from './entry-views.js';
import { periodStart } from '../../../shared/days.js';
import { roundedMean } from '../../../shared/rounding.js';
import { getNight } from './sleep.js';
import { getOrCreate } from '../../lib/maps.js';

const lastOf = <T>(list: T[]): T | undefined => list[list.length - 1];

/** One day's record in six queries (one per kind of entry), whatever the number of entries. */
export async function getDayRecord(db: Db, userId: string, date: string): Promise<DayRecord> {
  const onDay = (table: { userId: PgColumn; day: PgColumn }) => and(eq(table.userId, userId), eq(table.day, date));
  const [moods, energies, symptoms, dayMeals, supplements, sleep] = await Promise.all([
    db.select().from(moodEntries).where(onDay(moodEntries)).orderBy(asc(moodEntries.loggedAt)),
    db.select().from(energyEntries).where(onDay(energyEntries)).orderBy(asc(energyEntries.loggedAt)),
    db.select().from(symptomEntries).where(onDay(symptomEntries)).orderBy(asc(symptomEntries.loggedAt)),
    db.select().from(meals).where(onDay(meals)).orderBy(asc(meals.logTime)),
    db.select().from(supplementEntries).where(onDay(supplementEntries)).orderBy(asc(supplementEntries.takenAt)),
    getNight(db, userId, date),
  ]);
  const moodList = moods.map(toMoodEntry);
  const energyList = energies.map(toEnergyEntry);
  return {
    date,
    mood: {
      average: roundedMean(moodList.map((e) => e.score)),
      tags: uniqueIgnoringCase(moodList.flatMap((e) => e.tags)),
      entries: moodList,
      lastLogged: lastOf(moodList)?.createdAt ?? null,
    },
    energy: {
      average: roundedMean(energyList.map((e) => e.score)),
      entries: energyList,
      lastLogged: lastOf(energyList)?.createdAt ?? null,
    },
    symptoms: symptoms.map(toSymptomEntry),
    nutrition: dayMeals.map(toMeal),
    supplements: supplements.map(toSupplementEntry),
    sleep,
  };
}

/** Mood and energy day averages for each day of the period that has either. */
export async function getTrends(db: Db, userId: string, endDate: string, days: HistoryPeriod): Promise<TrendDay[]> {
  const startDate = periodStart(endDate, days);
  const dailyAverage = (table: typeof moodEntries | typeof energyEntries) =>
    db
      .select({ day: table.day, average: sql<number>`round(avg(${table.score}), 1)::float8` })
      .from(table)
      .where(and(eq(table.userId, userId), between(table.day, startDate, endDate)))
      .groupBy(table.day);
  const [moods, energies] = await Promise.all([dailyAverage(moodEntries), dailyAverage(energyEntries)]);
  const byDay = new Map<string, TrendDay>();
  const dayOf = (date: string) => getOrCreate(byDay, date, () => ({ date, mood: null, energy: null }));
  for (const row of moods) dayOf(row.day).mood = Number(row.average);
  for (const row of energies) dayOf(row.day).energy = Number(row.average);
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}
