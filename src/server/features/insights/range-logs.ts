import { compareDays } from '../../../shared/days.js';
import { and, between, eq, is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { PATTERN_INTAKES, type PatternIntake } from '../../../shared/insights.js';
import { energyEntries, foods, meals, moodEntries, sleepEntries, supplementEntries, symptomEntries } from '../../db/schema.js';

/** A range's logs, a JSON array per table, each row reduced to what insights use. */
export interface RangeLogs {
  moods: [day: string, mean: number, min: number, max: number][];
  energies: [day: string, mean: number, min: number, max: number][];
  symptoms: [day: string, name: string, intensity: number, notes: string | null][];
  /** foodIds: each item's fdcId, a key of `foodKinds` when the food data gives it a kind. */
  meals: [day: string, foods: string[], calories: number, protein: number, carbs: number, fat: number, foodIds: unknown[]][];
  /** The kind of food (food group) of each reference food the range's meals name, by fdcId. */
  foodKinds: Record<string, string>;
  supplements: [day: string, name: string, taken: boolean][];
  /** Each mood entry's tags. */
  moodTags: [day: string, tags: string[]][];
  /** Each meal's items' amounts of each intake (caffeine mg, alcohol g), for meals with any. */
  intakes: [day: string, amounts: Partial<Record<PatternIntake, unknown[]>>][];
  /** Each night, on the day the person woke: hours slept and quality 1–5, null when not logged. */
  sleeps: [day: string, hours: number | null, quality: number | null][];
}

/** The range's entries as read: moods and energies as their entries, worked into RangeLogs here. */
const entriesRowSchema = z.object({
  moodEntries: z.array(z.tuple([z.string(), z.number(), z.array(z.string())])),
  energyEntries: z.array(z.tuple([z.string(), z.number()])),
  symptoms: z.array(z.tuple([z.string(), z.string(), z.number(), z.string().nullable()])),
  supplements: z.array(z.tuple([z.string(), z.string(), z.boolean()])),
  sleeps: z.array(z.tuple([z.string(), z.number().nullable(), z.number().nullable()])),
}) satisfies z.ZodType<Pick<RangeLogs, 'symptoms' | 'supplements' | 'sleeps'>>;
/** The range's meals as read: their foods and totals, each intake and the kinds of the foods named. */
const mealsRowSchema = z.object({
  meals: z.array(z.tuple([z.string(), z.array(z.string()), z.number(), z.number(), z.number(), z.number(), z.array(z.unknown())])),
  foodKinds: z.record(z.string(), z.string()),
  intakes: z.array(z.tuple([z.string(), z.record(z.string(), z.array(z.unknown()))])),
}) satisfies z.ZodType<Pick<RangeLogs, 'meals' | 'foodKinds' | 'intakes'>>;

type DayTable =
  typeof moodEntries | typeof energyEntries | typeof symptomEntries | typeof meals | typeof supplementEntries | typeof sleepEntries;

/**
 * Everything logged from `from` to `to` in rows of JSON arrays, so that a range costs the same
 * round trips whatever its length. Scores come back as per-day mean, lowest and highest; meals as
 * their food names and totals.
 */
export async function readRangeLogs(db: Db, userId: string, from: string, to: string): Promise<RangeLogs> {
  let read = rangeReads.get(db);
  if (!read) rangeReads.set(db, (read = prepareRangeRead(db)));
  const [entriesRow, mealsRow] = await read({ userId, from, to });
  const { moodEntries, energyEntries, ...entries } = entriesRowSchema.parse(entriesRow);
  return {
    ...entries,
    ...mealsRowSchema.parse(mealsRow),
    moods: dailyScores(moodEntries),
    energies: dailyScores(energyEntries),
    moodTags: moodEntries.map(([day, , tags]) => [day, tags]),
  };
}

/**
 * Each day's mean, lowest and highest score, oldest day first: worked out here from the entries,
 * which the query reads once for moods and their tags (grouping in SQL cost more than this on PGlite).
 */
function dailyScores(entries: [day: string, score: number, ...rest: unknown[]][]): RangeLogs['moods'] {
  const byDay = new Map<string, { sum: number; count: number; min: number; max: number }>();
  for (const [day, score] of entries) {
    const seen = byDay.get(day);
    if (!seen) byDay.set(day, { sum: score, count: 1, min: score, max: score });
    else {
      seen.sum += score;
      seen.count += 1;
      seen.min = Math.min(seen.min, score);
      seen.max = Math.max(seen.max, score);
    }
  }
  return [...byDay]
    .map(([day, { sum, count, min, max }]): RangeLogs['moods'][number] => [day, sum / count, min, max])
    .sort(([a], [b]) => compareDays(a, b));
}

/**
 * The range's read, built once per database and prepared by name: on PostgreSQL each connection
 * then plans it once instead of on every read (planning was a third of its time for 90 days).
 */
const rangeReads = new WeakMap<Db, ReturnType<typeof prepareRangeRead>>();

type Range = { userId: string; from: string; to: string };

/**
 * The range's entries and its meals as two rows: on PostgreSQL two queries run at once on two
 * connections, each about half the work; PGlite answers one query at a time, so there one query
 * answers both (a second would only add its own cost).
 */
function prepareRangeRead(db: Db): (range: Range) => Promise<[entries: unknown, meals: unknown]> {
  const inRange = (table: DayTable) =>
    and(eq(table.userId, sql.placeholder('userId')), between(table.day, sql.placeholder('from'), sql.placeholder('to')));
  // The kinds of food are read once for the range's distinct reference foods: primary-key lookups
  // of an array (an IN over the subquery let the planner scan every food, 12 ms of the 90 days).
  // Whole numbers only, tested as text: no condition here can fail to cast, whatever order the planner picks.
  const kinds = sql`(select coalesce(json_object_agg(${foods.fdcId}, ${foods.foodGroup}), '{}') from ${foods}
    where ${foods.foodGroup} is not null and ${foods.fdcId} = any(array(
      select distinct (item->>'fdcId')::int from ${meals}, jsonb_array_elements(${meals.items}) item
      where ${inRange(meals)} and (case when jsonb_typeof(item->'fdcId') = 'number' then (item->'fdcId')::numeric end) between 1 and 2147483647)))`;
  const intakeKeys = Object.keys(PATTERN_INTAKES) as PatternIntake[];
  const intakes = sql`(select coalesce(json_agg(json_build_array(${meals.day}, json_build_object(${sql.join(
    intakeKeys.map((key) => sql`${key}::text, jsonb_path_query_array(${meals.items}, ${`$[*].nutrients.${key}`}::jsonpath)`),
    sql`, `,
  )}))), '[]')
    from ${meals} where ${inRange(meals)} and ${meals.items} @? ${`$[*].nutrients ? (${intakeKeys.map((key) => `exists(@.${key})`).join(' || ')})`}::jsonpath)`;
  const entryFields = {
    moodEntries: sql`(select coalesce(json_agg(json_build_array(${moodEntries.day}, ${moodEntries.score}, ${moodEntries.tags})), '[]')
      from ${moodEntries} where ${inRange(moodEntries)})`,
    energyEntries: sql`(select coalesce(json_agg(json_build_array(${energyEntries.day}, ${energyEntries.score})), '[]')
      from ${energyEntries} where ${inRange(energyEntries)})`,
    symptoms: sql`(select coalesce(json_agg(json_build_array(${symptomEntries.day}, ${symptomEntries.name}, ${symptomEntries.intensity}, ${symptomEntries.notes}) order by ${symptomEntries.loggedAt}), '[]')
      from ${symptomEntries} where ${inRange(symptomEntries)})`,
    supplements: sql`(select coalesce(json_agg(json_build_array(${supplementEntries.day}, ${supplementEntries.name}, ${supplementEntries.taken})), '[]')
      from ${supplementEntries} where ${inRange(supplementEntries)})`,
    sleeps: sql`(select coalesce(json_agg(json_build_array(${sleepEntries.day}, ${sleepEntries.minutesSlept} / 60.0, ${sleepEntries.quality}) order by ${sleepEntries.day}), '[]')
      from ${sleepEntries} where ${inRange(sleepEntries)})`,
  };
  const mealFields = {
    meals: sql`(select coalesce(json_agg(json_build_array(${meals.day}, jsonb_path_query_array(${meals.items}, '$[*].name'), ${meals.calories}, ${meals.protein}, ${meals.carbs}, ${meals.fat}, jsonb_path_query_array(${meals.items}, '$[*].fdcId'))), '[]')
      from ${meals} where ${inRange(meals)})`,
    intakes,
    foodKinds: kinds,
  };
  const oneRow = async (query: { execute(range: Range): Promise<unknown[]> }, range: Range) => {
    const [row] = await query.execute(range);
    if (!row) throw new Error('A range query returned no row');
    return row;
  };
  if (is(db, PgliteDatabase)) {
    const both = db
      .select({ ...entryFields, ...mealFields })
      .from(sql`(values (1)) as range`)
      .prepare('insights_range_logs');
    return async (range) => {
      const row = await oneRow(both, range);
      return [row, row];
    };
  }
  const entries = db
    .select(entryFields)
    .from(sql`(values (1)) as range`)
    .prepare('insights_range_entries');
  const mealsOfRange = db
    .select(mealFields)
    .from(sql`(values (1)) as range`)
    .prepare('insights_range_meals');
  return (range) => Promise.all([oneRow(entries, range), oneRow(mealsOfRange, range)]);
}
