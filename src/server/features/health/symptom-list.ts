import { and, asc, between, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { removedSymptoms, symptomEntries } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import type { HistoryPeriod, SymptomHistoryDay } from '../../../shared/health.js';
import { periodStart } from '../../../shared/days.js';
import { getOrCreate } from '../../lib/maps.js';

/**
 * Days of the period that have symptoms; each symptom appears once a day at its highest
 * intensity, with the time it was last logged that day.
 */
export async function getSymptomHistory(db: Db, userId: string, endDate: string, days: HistoryPeriod): Promise<SymptomHistoryDay[]> {
  const rows = await db
    .select({ day: symptomEntries.day, name: symptomEntries.name, intensity: symptomEntries.intensity, loggedAt: symptomEntries.loggedAt })
    .from(symptomEntries)
    .where(and(eq(symptomEntries.userId, userId), between(symptomEntries.day, periodStart(endDate, days), endDate)))
    .orderBy(asc(symptomEntries.day), asc(symptomEntries.loggedAt));
  const history = new Map<string, Map<string, SymptomHistoryDay['symptoms'][number]>>();
  for (const row of rows) {
    const day = getOrCreate(history, row.day, () => new Map<string, SymptomHistoryDay['symptoms'][number]>());
    const key = row.name.toLowerCase();
    const seen = day.get(key);
    day.set(key, {
      name: row.name,
      intensity: Math.max(seen?.intensity ?? 0, row.intensity),
      lastLogged: row.loggedAt.toISOString(),
    });
  }
  return [...history].map(([date, symptoms]) => ({ date, symptoms: [...symptoms.values()] }));
}

/** The user's symptom list: each name once (its latest spelling), most recently logged first. */
export async function getUniqueSymptoms(db: Db, userId: string): Promise<string[]> {
  const key = sql<string>`lower(${symptomEntries.name})`;
  const latest = db
    .selectDistinctOn([key], { name: symptomEntries.name, loggedAt: symptomEntries.loggedAt })
    .from(symptomEntries)
    .where(
      and(
        eq(symptomEntries.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(removedSymptoms)
            .where(and(eq(removedSymptoms.userId, userId), eq(removedSymptoms.nameKey, key))),
        ),
      ),
    )
    .orderBy(key, desc(symptomEntries.loggedAt))
    .as('latest');
  const rows = await db.select({ name: latest.name }).from(latest).orderBy(desc(latest.loggedAt));
  return rows.map((row) => row.name);
}

/** Takes a symptom off the list (any spelling); its logged history stays. */
export async function removeSymptom(db: Db, userId: string, name: string): Promise<void> {
  const nameKey = name.toLowerCase();
  const known = await db
    .select({ one: sql`1` })
    .from(symptomEntries)
    .where(and(eq(symptomEntries.userId, userId), eq(sql`lower(${symptomEntries.name})`, nameKey)))
    .limit(1);
  if (!known.length) throw notFound('Symptom');
  await db
    .insert(removedSymptoms)
    .values({ userId, nameKey })
    .onConflictDoUpdate({ target: [removedSymptoms.userId, removedSymptoms.nameKey], set: { removedAt: sql`now()` } });
}
