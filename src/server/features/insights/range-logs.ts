import { and, between, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { energyEntries, foods, meals, moodEntries, supplementEntries, symptomEntries } from '../../db/schema.js';

/** A range's logs, a JSON array per table, each row reduced to what insights use. */
export interface RangeLogs {
  moods: [day: string, mean: number, min: number, max: number][];
  energies: [day: string, mean: number, min: number, max: number][];
  symptoms: [day: string, name: string, intensity: number, notes: string | null][];
  /** kinds: each item's kind of food where the food data has one (its food group), else null. */
  meals: [day: string, foods: string[], calories: number, protein: number, carbs: number, fat: number, kinds: (string | null)[]][];
  supplements: [day: string, name: string, taken: boolean][];
  /** Each mood entry's tags. */
  moodTags: [day: string, tags: string[]][];
}

type DayTable = typeof moodEntries | typeof energyEntries | typeof symptomEntries | typeof meals | typeof supplementEntries;

/**
 * Everything logged from `from` to `to` in one query and one row, so that a range costs one
 * round trip whatever its length (PGlite answers one query at a time). Scores come back as
 * per-day mean, lowest and highest; meals as their food names and totals.
 */
export async function readRangeLogs(db: Db, userId: string, from: string, to: string): Promise<RangeLogs> {
  const inRange = (table: DayTable) => and(eq(table.userId, userId), between(table.day, from, to));
  const scores = (table: typeof moodEntries | typeof energyEntries) => sql`(
    select coalesce(json_agg(json_build_array(s.day, s.mean, s.min, s.max) order by s.day), '[]') from (
      select ${table.day} as day, avg(${table.score})::float8 as mean, min(${table.score}) as min, max(${table.score}) as max
      from ${table} where ${inRange(table)} group by ${table.day}
    ) s)`;
  // A meal item's kind of food: the food group of the reference food its numeric fdcId names.
  const kinds = sql`(select coalesce(json_agg(${foods.foodGroup}), '[]') from jsonb_array_elements(${meals.items}) item
    left join ${foods} on ${foods.fdcId} = case when jsonb_typeof(item->'fdcId') = 'number' and (item->'fdcId')::numeric between 1 and 2147483647
      then (item->>'fdcId')::int end)`;
  const [logs] = await queryRows<RangeLogs>(
    db,
    sql`select
      ${scores(moodEntries)} as moods,
      ${scores(energyEntries)} as energies,
      (select coalesce(json_agg(json_build_array(${symptomEntries.day}, ${symptomEntries.name}, ${symptomEntries.intensity}, ${symptomEntries.notes}) order by ${symptomEntries.loggedAt}), '[]')
        from ${symptomEntries} where ${inRange(symptomEntries)}) as symptoms,
      (select coalesce(json_agg(json_build_array(${meals.day}, jsonb_path_query_array(${meals.items}, '$[*].name'), ${meals.calories}, ${meals.protein}, ${meals.carbs}, ${meals.fat}, ${kinds})), '[]')
        from ${meals} where ${inRange(meals)}) as meals,
      (select coalesce(json_agg(json_build_array(${supplementEntries.day}, ${supplementEntries.name}, ${supplementEntries.taken})), '[]')
        from ${supplementEntries} where ${inRange(supplementEntries)}) as supplements,
      (select coalesce(json_agg(json_build_array(${moodEntries.day}, ${moodEntries.tags})), '[]')
        from ${moodEntries} where ${inRange(moodEntries)}) as "moodTags"`,
  );
  return logs!;
}
