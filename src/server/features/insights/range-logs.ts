import { and, between, eq, sql } from 'drizzle-orm';
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

/** What the range query answers: RangeLogs, but moods and energies as their entries. */
const rangeRowSchema = z.object({
  moodEntries: z.array(z.tuple([z.string(), z.number(), z.array(z.string())])),
  energyEntries: z.array(z.tuple([z.string(), z.number()])),
  symptoms: z.array(z.tuple([z.string(), z.string(), z.number(), z.string().nullable()])),
  meals: z.array(z.tuple([z.string(), z.array(z.string()), z.number(), z.number(), z.number(), z.number(), z.array(z.unknown())])),
  foodKinds: z.record(z.string(), z.string()),
  supplements: z.array(z.tuple([z.string(), z.string(), z.boolean()])),
  intakes: z.array(z.tuple([z.string(), z.record(z.string(), z.array(z.unknown()))])),
  sleeps: z.array(z.tuple([z.string(), z.number().nullable(), z.number().nullable()])),
}) satisfies z.ZodType<Omit<RangeLogs, 'moods' | 'energies' | 'moodTags'>>;

type DayTable =
  typeof moodEntries | typeof energyEntries | typeof symptomEntries | typeof meals | typeof supplementEntries | typeof sleepEntries;

/**
 * Everything logged from `from` to `to` in one query and one row, so that a range costs one
 * round trip whatever its length (PGlite answers one query at a time). Scores come back as
 * per-day mean, lowest and highest; meals as their food names and totals.
 */
export async function readRangeLogs(db: Db, userId: string, from: string, to: string): Promise<RangeLogs> {
  let query = rangeQueries.get(db);
  if (!query) rangeQueries.set(db, (query = prepareRangeQuery(db)));
  const [row] = await query.execute({ userId, from, to });
  if (!row) throw new Error('The range query returned no row');
  const { moodEntries, energyEntries, ...logs } = rangeRowSchema.parse(row);
  return {
    ...logs,
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
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The range query, built once per database and prepared by name: on PostgreSQL each connection
 * then plans it once instead of on every read (planning was a third of its time for 90 days).
 */
const rangeQueries = new WeakMap<Db, ReturnType<typeof prepareRangeQuery>>();

function prepareRangeQuery(db: Db) {
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
  return db
    .select({
      moodEntries: sql`(select coalesce(json_agg(json_build_array(${moodEntries.day}, ${moodEntries.score}, ${moodEntries.tags})), '[]')
        from ${moodEntries} where ${inRange(moodEntries)})`,
      energyEntries: sql`(select coalesce(json_agg(json_build_array(${energyEntries.day}, ${energyEntries.score})), '[]')
        from ${energyEntries} where ${inRange(energyEntries)})`,
      symptoms: sql`(select coalesce(json_agg(json_build_array(${symptomEntries.day}, ${symptomEntries.name}, ${symptomEntries.intensity}, ${symptomEntries.notes}) order by ${symptomEntries.loggedAt}), '[]')
        from ${symptomEntries} where ${inRange(symptomEntries)})`,
      meals: sql`(select coalesce(json_agg(json_build_array(${meals.day}, jsonb_path_query_array(${meals.items}, '$[*].name'), ${meals.calories}, ${meals.protein}, ${meals.carbs}, ${meals.fat}, jsonb_path_query_array(${meals.items}, '$[*].fdcId'))), '[]')
        from ${meals} where ${inRange(meals)})`,
      supplements: sql`(select coalesce(json_agg(json_build_array(${supplementEntries.day}, ${supplementEntries.name}, ${supplementEntries.taken})), '[]')
        from ${supplementEntries} where ${inRange(supplementEntries)})`,
      sleeps: sql`(select coalesce(json_agg(json_build_array(${sleepEntries.day}, ${sleepEntries.minutesSlept} / 60.0, ${sleepEntries.quality}) order by ${sleepEntries.day}), '[]')
        from ${sleepEntries} where ${inRange(sleepEntries)})`,
      intakes,
      foodKinds: kinds,
    })
    .from(sql`(values (1)) as range`)
    .prepare('insights_range_logs');
}
