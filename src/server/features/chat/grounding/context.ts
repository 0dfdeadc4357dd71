import { and, avg, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { conversations, energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../../../db/schema.js';
import { addDays, localDay } from '../../../lib/local-time.js';
import type { IntakeForm } from '../../../../shared/intake.js';
import type { Settings } from '../../../../shared/settings.js';
import { getIntakeForm } from '../../intake/service.js';
import { findPatterns, type Pattern, type TrackedDay } from './patterns.js';

/** Days summarised for the assistant, and the longer window that pattern finding looks at. */
export const SUMMARY_DAYS = 14;
export const PATTERN_DAYS = 60;
const MEMORY_CONVERSATIONS = 5;

export interface DaySummary {
  date: string;
  mood: number | null;
  energy: number | null;
  symptoms: { name: string; intensity: number }[];
  meals: { meal: string; foods: string[]; calories: number }[];
  supplements: { name: string; taken: boolean }[];
}

export interface GroundingContext {
  today: string;
  firstName: string | null;
  intake: IntakeForm;
  focus: Pick<Settings, 'openEndedHealthFocus' | 'focusAreas' | 'coachingTone'>;
  /** The last 14 days that have any entry, oldest first. */
  days: DaySummary[];
  patterns: Pattern[];
  /** Summaries of recent conversations, when chat memory is on. */
  memories: string[];
}

/** Who a reply is for, as the chat turn has already read them (their name and settings). */
export interface Person {
  userId: string;
  firstName: string | null;
  settings: Settings;
}

/** A day's mean score, as a number (SQL avg answers numeric, which drivers give as text). */
const dayMean = (score: typeof moodEntries.score | typeof energyEntries.score) => sql<number>`${avg(score)}::float8`.mapWith(Number);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** A food's everyday name: USDA descriptions put it before the first comma ('Chicken, broilers…' → 'chicken'). */
export const foodName = (description: string) => description.split(',')[0]!.trim().toLowerCase();

/** Everything Willow knows about the person for one reply, read in a fixed number of queries. */
export async function assembleContext(db: Db, { userId, firstName, settings }: Person, now = new Date()): Promise<GroundingContext> {
  const today = localDay(settings.timeZone, now);
  const since = addDays(today, -(PATTERN_DAYS - 1));
  const window = <T extends typeof moodEntries | typeof energyEntries | typeof symptomEntries | typeof meals | typeof supplementEntries>(table: T) =>
    and(eq(table.userId, userId), gte(table.day, since));
  const memoryCutoff = settings.autoForgetDays ? new Date(now.getTime() - settings.autoForgetDays * 86_400_000) : new Date(0);

  const [intake, moods, energies, symptoms, mealRows, supplements, remembered] = await Promise.all([
    getIntakeForm(db, userId),
    // Per-day means and item names only: the database does the reducing, so few rows come back.
    db.select({ day: moodEntries.day, score: dayMean(moodEntries.score) }).from(moodEntries).where(window(moodEntries)).groupBy(moodEntries.day),
    db.select({ day: energyEntries.day, score: dayMean(energyEntries.score) }).from(energyEntries).where(window(energyEntries)).groupBy(energyEntries.day),
    db.select({ day: symptomEntries.day, name: symptomEntries.name, intensity: symptomEntries.intensity }).from(symptomEntries).where(window(symptomEntries)),
    db
      .select({
        day: meals.day,
        meal: meals.meal,
        foods: sql<string[]>`jsonb_path_query_array(${meals.items}, '$[*].name')`,
        calories: meals.calories,
        logTime: meals.logTime,
      })
      .from(meals)
      .where(window(meals)),
    db.select({ day: supplementEntries.day, name: supplementEntries.name, taken: supplementEntries.taken }).from(supplementEntries).where(window(supplementEntries)),
    settings.chatMemoryEnabled
      ? db
          .select({ summary: conversations.summary })
          .from(conversations)
          .where(and(eq(conversations.userId, userId), isNotNull(conversations.summary), gte(conversations.updatedAt, memoryCutoff)))
          .orderBy(desc(conversations.updatedAt))
          .limit(MEMORY_CONVERSATIONS)
      : Promise.resolve([]),
  ]);

  const days = new Map<string, DaySummary>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { date, mood: null, energy: null, symptoms: [], meals: [], supplements: [] };
      days.set(date, day);
    }
    return day;
  };
  for (const row of moods) dayOf(row.day).mood = oneDecimal(row.score);
  for (const row of energies) dayOf(row.day).energy = oneDecimal(row.score);
  for (const row of symptoms) {
    const list = dayOf(row.day).symptoms;
    const seen = list.find((s) => s.name.toLowerCase() === row.name.toLowerCase());
    if (seen) seen.intensity = Math.max(seen.intensity, row.intensity);
    else list.push({ name: row.name, intensity: row.intensity });
  }
  for (const row of [...mealRows].sort((a, b) => a.logTime.getTime() - b.logTime.getTime())) {
    dayOf(row.day).meals.push({ meal: row.meal, foods: row.foods, calories: Math.round(row.calories) });
  }
  for (const row of supplements) dayOf(row.day).supplements.push({ name: row.name, taken: row.taken });

  const all = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  const tracked: TrackedDay[] = all.map((d) => ({
    date: d.date,
    energy: d.energy,
    symptoms: new Map(d.symptoms.map((s) => [s.name.toLowerCase(), s])),
    foods: new Set(d.meals.flatMap((m) => m.foods.map(foodName))),
    supplements: new Set(d.supplements.filter((s) => s.taken).map((s) => s.name.toLowerCase())),
  }));
  const summaryStart = addDays(today, -(SUMMARY_DAYS - 1));

  return {
    today,
    firstName,
    intake,
    focus: { openEndedHealthFocus: settings.openEndedHealthFocus, focusAreas: settings.focusAreas, coachingTone: settings.coachingTone },
    days: all.filter((d) => d.date >= summaryStart && d.date <= today),
    patterns: findPatterns(tracked),
    memories: remembered.map((r) => r.summary!).filter(Boolean),
  };
}
