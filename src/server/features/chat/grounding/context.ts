import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../../db/client.js';
import { conversations, energyEntries, meals, moodEntries, supplementEntries, symptomEntries } from '../../../db/schema.js';
import { localDay } from '../../../../shared/zoned-time.js';
import { addDays } from '../../../../shared/days.js';
import { round1 } from '../../../../shared/rounding.js';
import type { IntakeForm } from '../../../../shared/intake.js';
import type { Settings } from '../../../../shared/settings.js';
import { getIntakeForm } from '../../intake/service.js';
import type { Pattern, PatternSearch } from '../../../../shared/insights.js';
import { findPatterns } from '../../insights/patterns.js';
import { trackedDays } from '../../insights/daily-series.js';
import { readRangeLogs, type RangeLogs } from '../../insights/range-logs.js';
import { listFacts } from '../../chat-memory/facts.js';

/** Days summarised for the assistant, and the longer window that pattern finding looks at. */
export const SUMMARY_DAYS = 14;
export const PATTERN_DAYS = 60;
const MEMORY_CONVERSATIONS = 5;
const FACTS_KEPT_IN_MIND = 30;
/** Patterns listed in the system prompt, and given by get_patterns (of all outcomes, or of the one asked for). */
export const PATTERNS_SHOWN = 5;

export interface DaySummary {
  date: string;
  mood: number | null;
  energy: number | null;
  symptoms: { name: string; intensity: number }[];
  meals: { meal: string; foods: string[]; calories: number }[];
  supplements: { name: string; taken: boolean }[];
  /** The night before this day (kept on the day the person woke), when logged; a part not logged is null. */
  sleep: { hours: number | null; quality: number | null } | null;
}

export interface GroundingContext {
  today: string;
  firstName: string | null;
  intake: IntakeForm;
  focus: Pick<Settings, 'openEndedHealthFocus' | 'focusAreas' | 'coachingTone'>;
  /** The last 14 days that have any entry, oldest first. */
  days: DaySummary[];
  /**
   * Every pattern of the last PATTERN_DAYS days that passed (insights' finder), strongest first, as
   * /insights lists them; the prompt shows the first PATTERNS_SHOWN, and get_patterns filters them
   * all by outcome. Found on first use: the offline assistant needs them only for questions about patterns.
   */
  readonly patterns: Pattern[];
  readonly patternSearch: PatternSearch;
  /** The last PATTERN_DAYS days' logs as insights read them, from which the read tools answer ranges inside them. */
  window: { from: string; logs: RangeLogs };
  /** Summaries of recent conversations, when chat memory is on. */
  memories: string[];
  /** Facts the person asked Willow to remember, in their words, newest first, when chat memory is on. */
  facts: string[];
}

/** Who a reply is for, as the chat turn has already read them (their name and settings). */
export interface Person {
  userId: string;
  firstName: string | null;
  settings: Settings;
}

/** The grounding window's logs, a JSON array per table (meals in the order they were eaten). */
interface WindowLogs {
  moods: [day: string, mean: number][];
  energies: [day: string, mean: number][];
  symptoms: [day: string, name: string, intensity: number][];
  meals: [day: string, meal: string, foods: string[], calories: number][];
  supplements: [day: string, name: string, taken: boolean][];
}
const dayMeans = z.array(z.tuple([z.string(), z.number()]));
const windowLogsSchema = z.object({
  moods: dayMeans,
  energies: dayMeans,
  symptoms: z.array(z.tuple([z.string(), z.string(), z.number()])),
  meals: z.array(z.tuple([z.string(), z.string(), z.array(z.string()), z.number()])),
  supplements: z.array(z.tuple([z.string(), z.string(), z.boolean()])),
}) satisfies z.ZodType<WindowLogs>;

/** Everything Willow knows about the person for one reply, read in a fixed number of queries. */
export async function assembleContext(db: Db, { userId, firstName, settings }: Person, now = new Date()): Promise<GroundingContext> {
  const today = localDay(settings.timeZone, now);
  const since = addDays(today, -(PATTERN_DAYS - 1));
  const window = <T extends typeof moodEntries | typeof energyEntries | typeof symptomEntries | typeof meals | typeof supplementEntries>(
    table: T,
  ) => and(eq(table.userId, userId), gte(table.day, since));
  const memoryCutoff = settings.autoForgetDays ? new Date(now.getTime() - settings.autoForgetDays * 86_400_000) : new Date(0);

  const [intake, [logs], remembered, facts, patternLogs] = await Promise.all([
    getIntakeForm(db, userId),
    // The window's logs in one query and one row: per-day means and item names only, each table
    // as a JSON array, so the database does the reducing and few values come back.
    queryRows(
      db,
      windowLogsSchema,
      sql`select
        (select coalesce(json_agg(json_build_array(m.day, m.score)), '[]') from (
          select ${moodEntries.day} as day, avg(${moodEntries.score})::float8 as score from ${moodEntries} where ${window(moodEntries)} group by ${moodEntries.day}
        ) m) as moods,
        (select coalesce(json_agg(json_build_array(e.day, e.score)), '[]') from (
          select ${energyEntries.day} as day, avg(${energyEntries.score})::float8 as score from ${energyEntries} where ${window(energyEntries)} group by ${energyEntries.day}
        ) e) as energies,
        (select coalesce(json_agg(json_build_array(${symptomEntries.day}, ${symptomEntries.name}, ${symptomEntries.intensity})), '[]')
          from ${symptomEntries} where ${window(symptomEntries)}) as symptoms,
        (select coalesce(json_agg(json_build_array(${meals.day}, ${meals.meal}, jsonb_path_query_array(${meals.items}, '$[*].name'), ${meals.calories}) order by ${meals.logTime}), '[]')
          from ${meals} where ${window(meals)}) as meals,
        (select coalesce(json_agg(json_build_array(${supplementEntries.day}, ${supplementEntries.name}, ${supplementEntries.taken})), '[]')
          from ${supplementEntries} where ${window(supplementEntries)}) as supplements`,
    ),
    settings.chatMemoryEnabled
      ? db
          .select({ summary: conversations.summary })
          .from(conversations)
          .where(and(eq(conversations.userId, userId), isNotNull(conversations.summary), gte(conversations.updatedAt, memoryCutoff)))
          .orderBy(desc(conversations.updatedAt))
          .limit(MEMORY_CONVERSATIONS)
      : Promise.resolve([]),
    settings.chatMemoryEnabled ? listFacts(db, userId, FACTS_KEPT_IN_MIND) : Promise.resolve([]),
    readRangeLogs(db, userId, since, today),
  ]);
  if (!logs) throw new Error('The window query returned no row');
  const { moods, energies, symptoms, meals: mealRows, supplements } = logs;

  const days = new Map<string, DaySummary>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { date, mood: null, energy: null, symptoms: [], meals: [], supplements: [], sleep: null };
      days.set(date, day);
    }
    return day;
  };
  for (const [day, score] of moods) dayOf(day).mood = round1(score);
  for (const [day, score] of energies) dayOf(day).energy = round1(score);
  for (const [day, name, intensity] of symptoms) {
    const list = dayOf(day).symptoms;
    const seen = list.find((s) => s.name.toLowerCase() === name.toLowerCase());
    if (seen) seen.intensity = Math.max(seen.intensity, intensity);
    else list.push({ name, intensity });
  }
  for (const [day, meal, foods, calories] of mealRows) dayOf(day).meals.push({ meal, foods, calories: Math.round(calories) });
  for (const [day, name, taken] of supplements) dayOf(day).supplements.push({ name, taken });
  for (const [day, hours, quality] of patternLogs.sleeps) dayOf(day).sleep = { hours: hours === null ? null : round1(hours), quality };

  const all = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  let found: ReturnType<typeof findPatterns> | undefined;
  const patternsFound = () => (found ??= findPatterns(trackedDays(patternLogs)));
  const summaryStart = addDays(today, -(SUMMARY_DAYS - 1));

  return {
    today,
    firstName,
    intake,
    focus: { openEndedHealthFocus: settings.openEndedHealthFocus, focusAreas: settings.focusAreas, coachingTone: settings.coachingTone },
    days: all.filter((d) => d.date >= summaryStart && d.date <= today),
    get patterns() {
      return patternsFound().patterns;
    },
    get patternSearch() {
      return patternsFound().search;
    },
    window: { from: since, logs: patternLogs },
    memories: remembered.flatMap((r) => (r.summary ? [r.summary] : [])),
    facts: facts.map((f) => f.text),
  };
}
