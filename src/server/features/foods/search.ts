import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPreparedRows, type Db } from '../../db/client.js';
import { BRANDED_TOPS_PER_WORD } from './loader.js';
import {
  FOOD_DATA_TYPES,
  foodPortionSchema,
  macrosOf,
  type FoodDataType,
  type FoodPortion,
  type FoodSearchResult,
  type Nutrients,
} from '../../../shared/foods.js';

export interface FoodRow {
  fdc_id: number;
  description: string;
  brand_owner: string | null;
  data_type: FoodDataType;
  food_group: string | null;
  portions: FoodPortion[];
  nutrients: Nutrients;
}

/** A query as the SQL ranks it: tsquery texts built from the same words as the in-memory search's. */
export interface SearchTerms {
  /** tsquery text per query word: the word or its alternatives. */
  groups: string[];
  /**
   * The same for a food's head, where a finished last word counts only as a whole word: 'pita'
   * is Bread, pita, not Pitanga; a half-typed one ('bana') still counts as a prefix.
   */
  headGroups: string[];
  /** The same for the food's own name (weight A), not its other names or brand owner. */
  nameGroups: string[];
  /** Every word and alternative in the groups. */
  groupWords: string[];
  /** The last word without its prefix form, or null. */
  exactLast: string | null;
  /** The word naming what the query is: the last, or the last before 'with' ('pasta with meat sauce'); null for a stop word. */
  naming: string | null;
  /** The last word, searched as a prefix, or null (a stop word). */
  prefix: string | null;
  /** The words as typed, for the phrase bonus, or null for one word. */
  phrase: string | null;
}

/**
 * Score weights; a food's score is these for what it matches, plus its prior. `lastWordDescribes`
 * is taken off where the query's last word is in the food's head only to describe another kind
 * of thing ('salad' in 'Salad dressing'; 'milk' in 'Candies, milk chocolate' for 'chocolate milk').
 * `otherNameOnly` is taken off per word found only in a food's other names ('pepperoni' is one of
 * the pizzas 'Pizza, with meat' stands for, but 'Pizza with pepperoni' names it).
 */
export const WEIGHT = {
  word: 10,
  head: 3,
  headCovered: 3,
  wholeLastWord: 2,
  phrase: 2,
  lastWordDescribes: 2,
  otherNameOnly: 3,
  /** The survey codes the query, said with no detail, as this food (memory-search.ts, surveyDefaults): it is what the query names, as a covered head is. */
  surveyDefault: 10,
  /** One of the food's other names is the query exactly (in memory only: branded foods have none). */
  otherNameExact: 1,
  /** The query says all of the food's head but how it was cooked ('Scrambled egg sandwich' for 'egg sandwich'; in memory only). */
  headButCooking: 1,
  /** Taken off per 'with …' of the food's name the query says some, not all, of ('with cheese and meat' for 'cheese omelette'; in memory only). */
  unsaidWith: 1,
} as const;

/** Each tsquery text as a column named by the prefix and its index (g0, g1, …). */
const tsqueries = (texts: string[], prefix: string) =>
  sql.join(
    texts.map((text, i) => sql`to_tsquery('english', ${text}) as ${sql.raw(`${prefix}${i}`)}`),
    sql`, `,
  );

/** A branded food with its score, to merge with the bundled foods ranked in memory. */
export type ScoredFoodRow = FoodRow & { score: number };

export const foodRowSchema = z.object({
  fdc_id: z.number(),
  description: z.string(),
  brand_owner: z.string().nullable(),
  data_type: z.enum(FOOD_DATA_TYPES),
  food_group: z.string().nullable(),
  portions: z.array(foodPortionSchema),
  nutrients: z.record(z.string(), z.number()),
}) satisfies z.ZodType<FoodRow>;
const scoredFoodRowSchema = foodRowSchema.extend({ score: z.number() });

/**
 * Ranks at most BRANDED_TOPS_PER_WORD branded foods (they do not fit in memory; the bundled foods
 * are ranked in memory-search.ts with the same weights): a broad word ('chicken') matches
 * thousands of them. Where any one word may match (one word, or the 'any' fallback), those are
 * the highest-prior branded foods with one of the words, read from food_branded_tops. Where every
 * word must match, the full-text index finds the branded foods that have them all, and the
 * highest priors among them are taken, from the top tier of priors alone when it has enough.
 */
export async function searchBrandedFoods(
  db: Db,
  terms: SearchTerms,
  limit: number,
  match: 'all' | 'any',
  /** The lowest score that can still make the results (the limit-th bundled food's): rows below it are not fetched. */
  atLeast = -Infinity,
): Promise<ScoredFoodRow[]> {
  const { groups } = terms;
  const g = (i: number) => sql.raw(`q.g${i}`);
  const h = (i: number) => sql.raw(`q.h${i}`);
  const n = (i: number) => sql.raw(`q.n${i}`);
  const w = (name: keyof typeof WEIGHT) => sql.raw(String(WEIGHT[name]));
  const sum = (column: SQL, query: (i: number) => SQL) =>
    sql.join(
      groups.map((_, i) => sql`(${column} @@ ${query(i)})::int`),
      sql` + `,
    );
  const matchesOf = (alias: string) =>
    sql`${sql.raw(alias)}.search @@ (${sql.join(
      groups.map((_, i) => g(i)),
      match === 'all' ? sql` && ` : sql` || `,
    )})`;
  const matches = matchesOf('f');
  const tier = (which: SQL) => sql`
    (select b.fdc_id from food_branded_search b cross join q
      where ${which} and ${matchesOf('b')} order by b.prior desc limit ${BRANDED_TOPS_PER_WORD})`;
  const candidates =
    match === 'all' && groups.length > 1
      ? sql`
          select f.* from (
            -- The top tier first: when it has enough, the rest is never scanned (the limit stops the append).
            select fdc_id from (${tier(sql`b.top_tier`)} union all ${tier(sql`not b.top_tier`)}) tiers
            limit ${BRANDED_TOPS_PER_WORD}
          ) b
          join foods f on f.fdc_id = b.fdc_id`
      : sql`
          select f.* from (
            select t.fdc_id from food_branded_tops t cross join q
            -- The prefix as a range on the text_pattern_ops index ('{' follows 'z').
            where t.lexeme = any(q.lexemes) or (t.lexeme ~>=~ q.prefix and t.lexeme ~<~ (q.prefix || '{'))
            group by t.fdc_id
            order by max(t.prior) desc
            limit ${BRANDED_TOPS_PER_WORD}
          ) t
          join foods f on f.fdc_id = t.fdc_id
          cross join q
          where ${matches}`;
  return queryPreparedRows(
    db,
    scoredFoodRowSchema,
    sql`
      with q as (
        select ${tsqueries(groups, 'g')}, ${tsqueries(terms.headGroups, 'h')}, ${tsqueries(terms.nameGroups, 'n')},
          to_tsquery('english', ${terms.exactLast}) as exact_last,
          to_tsquery('english', ${terms.naming}) as naming,
          phraseto_tsquery('english', ${terms.phrase}) as phrase,
          array(
            select lexeme from json_array_elements_text(${JSON.stringify(terms.groupWords)}::json) as word,
              unnest(tsvector_to_array(to_tsvector('english', word))) as lexeme
          ) as lexemes,
          (tsvector_to_array(to_tsvector('english', ${terms.prefix})))[1] as prefix
      ),
      scored as (
        select f.fdc_id,
          ${w('word')} * m.words
          - ${w('otherNameOnly')} * (m.words - m.name_words)
          + case when m.head_words > 0 then ${w('head')} else 0 end
          + case when m.head_words > 0 and m.head_words >= f.head_size - m.hyphenated then ${w('headCovered')} else 0 end
          + case when f.search @@ q.exact_last then ${w('wholeLastWord')} else 0 end
          - case when f.head_search @@ q.naming and not f.kind_search @@ q.naming then ${w('lastWordDescribes')} else 0 end
          + case when f.search @@ q.phrase then ${w('phrase')} else 0 end
          + f.prior as score,
          length(f.description) as length
        from (${candidates}) f
        cross join q
        cross join lateral (
          select ${sum(sql`f.search`, g)} as words, ${sum(sql`f.search`, n)} as name_words, ${sum(sql`f.head_search`, h)} as head_words,
            (select count(*) from unnest(tsvector_to_array(f.head_search)) l where l like '%-%')::int as hyphenated
        ) m
      ),
      -- Score first; fetch the wide columns (portions, nutrients) for the winners only.
      ranked as (select * from scored where score >= ${atLeast}::float8 order by score desc, length, fdc_id limit ${limit})
      select f.fdc_id, f.description, f.brand_owner, f.data_type, f.food_group, f.portions, f.nutrients, r.score
      from ranked r
      join foods f on f.fdc_id = r.fdc_id
      order by r.score desc, r.length, r.fdc_id`,
  );
}

export function toResult(row: FoodRow): FoodSearchResult {
  return {
    fdcId: row.fdc_id,
    description: row.description,
    brandOwner: row.brand_owner,
    dataType: row.data_type,
    foodGroup: row.food_group,
    portions: row.portions,
    per100g: macrosOf(row.nutrients),
  };
}
