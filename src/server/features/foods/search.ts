import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import type { TtlCache } from '../../lib/ttl-cache.js';
import { BRANDED_TOPS_PER_WORD } from './loader.js';
import { spaceAsFoodsDo, type SpacingCache } from './word-spacing.js';
import {
  FOOD_DATA_TYPES,
  foodPortionSchema,
  macrosOf,
  type FoodDataType,
  type FoodPortion,
  type FoodSearchResult,
  type Nutrients,
} from '../../../shared/foods.js';

/** Words searched at most; the rest of a very long query is ignored. */
const MAX_WORDS = 8;
/** Candidate corrections per misspelt word, from pg_trgm similarity over the food words. */
export const CORRECTIONS = 3;

/**
 * Everyday names USDA SR28 does not use, searched as alternatives of the word typed
 * (SR28 says 'Cereals, oats', 'Catsup', 'Beverages, carbonated, cola').
 */
const SYNONYMS: Record<string, string[]> = {
  porridge: ['oatmeal'],
  soda: ['carbonated'],
  coke: ['cola'],
  ketchup: ['catsup'],
  fries: ['fried'],
  yoghurt: ['yogurt'],
  prawn: ['shrimp'],
  prawns: ['shrimp'],
  aubergine: ['eggplant'],
  courgette: ['zucchini'],
  mince: ['ground'],
  mac: ['macaroni'],
  burger: ['hamburger'],
  burgers: ['hamburger'],
  hotdog: ['frankfurter'],
  kiwi: ['kiwifruit'],
  kiwis: ['kiwifruit'],
  // British names.
  crisps: ['chips'],
  fingers: ['sticks', 'stick'],
  // SR28 writes diet drinks as 'low calorie'.
  diet: ['calorie'],
  // Coffee-bar drinks SR28 does not list: coffee is the nearest food it has.
  latte: ['coffee'],
  cappuccino: ['coffee'],
  americano: ['coffee'],
};

/** A query word's synonyms; hasOwn, so that a word such as 'constructor' finds no Object property. */
export function synonymsOf(word: string): string[] {
  return Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word]! : [];
}

/** Lower-case words of a query, accents removed, duplicates dropped: the search's real input. */
export function queryWords(query: string): string[] {
  const words = query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** What the database says about one query word; `last` words may be half typed. */
export interface WordInfo {
  /** False for stop words ('with', 'and'), which full-text search ignores. */
  meaningful: boolean;
  /** Some food description uses the word (or, for the last word, a word starting with it). */
  known: boolean;
  /** Some food description uses the word as it is: a last word that is finished, not half typed. */
  whole: boolean;
  /** The closest food words by pg_trgm similarity, looked up only for unknown words. */
  corrections: string[];
}

const wordInfoRowSchema = z.object({
  key: z.string(),
  meaningful: z.boolean(),
  known: z.boolean(),
  whole: z.boolean(),
  corrections: z.array(z.string()),
}) satisfies z.ZodType<WordInfo & { key: string }>;

/** Word analyses by `last:{word}` or `whole:{word}`; they change only when the foods are reloaded. */
export type WordCache = TtlCache<WordInfo>;

/**
 * Local search over the foods table, best first.
 *
 * The words are first spaced as the foods write them ('soy milk' is Soymilk). Every
 * query word becomes a full-text group: the word itself (the last one also as a prefix,
 * for search-as-you-type), plus, when no food uses the word, the closest food words by pg_trgm
 * similarity ('chiken' → chicken). Foods matching every group come first (word order does not
 * matter); when fewer than `limit` do, foods matching some groups follow. Within that, foods
 * whose head (what the food is: 'Apples' in 'Apples, raw, with skin') the query covers outrank
 * foods that merely mention the words ('Pie, apple'), a whole last word outranks a prefix
 * ('egg' vs 'eggplant'), a head the last word only describes ranks lower ('chocolate milk' is
 * milk, not candy), and the prior from ranking.ts prefers plain, whole, common foods.
 */
export async function searchLocalFoods(
  db: Db,
  query: string,
  limit: number,
  wordCache?: WordCache,
  spacingCache?: SpacingCache,
): Promise<FoodSearchResult[]> {
  const words = await spaceAsFoodsDo(db, queryWords(query), spacingCache);
  if (words.length === 0) return [];
  const infos = await describeWords(db, words, wordCache);
  const groups: string[] = [];
  const headGroups: string[] = [];
  const groupWords: string[] = [];
  let exactLast: string | null = null;
  let prefix: string | null = null;
  words.forEach((word, i) => {
    const info = infos[i]!;
    if (!info.meaningful) return;
    const alternatives = [...synonymsOf(word), ...(info.known ? [] : info.corrections)];
    const isLast = i === words.length - 1;
    const exact = [word, ...alternatives].join(' | ');
    groups.push(isLast ? [`${word}:*`, ...alternatives].join(' | ') : exact);
    headGroups.push(isLast && !info.whole ? groups.at(-1)! : exact);
    groupWords.push(word, ...alternatives);
    if (isLast) {
      exactLast = exact;
      prefix = word;
    }
  });
  if (groups.length === 0) return [];

  // Several words in the order typed ('apple juice') earn a bonus where they stand together.
  const phrase = groups.length > 1 ? words.join(' ') : null;
  const terms = { groups, headGroups, groupWords, exactLast, prefix, phrase };
  const rows = await rankedFoods(db, terms, limit, 'all');
  if (rows.length >= limit || groups.length === 1) return rows.map(toResult);
  return (await rankedFoods(db, terms, limit, 'any')).map(toResult);
}

/** One WordInfo per word, from the cache or else in one query for all missing words. */
async function describeWords(db: Db, words: string[], cache?: WordCache): Promise<WordInfo[]> {
  const keys = words.map((word, i) => `${i === words.length - 1 ? 'last' : 'whole'}:${word}`);
  const infos = new Map<string, WordInfo>();
  for (const key of keys) {
    const hit = cache?.get(key);
    if (hit) infos.set(key, hit);
  }
  const missing = keys.filter((key) => !infos.has(key));
  if (missing.length > 0) {
    const rows = await queryRows(
      db,
      wordInfoRowSchema,
      sql`
        select m.key, length(to_tsvector('english', w.word)) > 0 as meaningful, k.known,
          exists (select 1 from food_terms t where t.term = w.word) as whole,
          array(
            select t.term from food_terms t
            where not k.known and t.term % w.word
            order by similarity(t.term, w.word) desc, t.foods desc
            limit ${CORRECTIONS}
          ) as corrections
        from json_array_elements_text(${JSON.stringify(missing)}::json) as m(key)
        cross join lateral (select split_part(m.key, ':', 2) as word, m.key like 'last:%' as last) w
        cross join lateral (
          -- A prefix of the last word: a range on the text_pattern_ops index ('{' follows 'z').
          select count(*) > 0 as known from (
            select 1 from food_terms t
            where t.term = w.word or (w.last and t.term ~>=~ w.word and t.term ~<~ (w.word || '{'))
            limit 1
          ) hit
        ) k`,
    );

    for (const { key, ...info } of rows) {
      infos.set(key, info);
      cache?.set(key, info);
    }
  }
  return keys.map((key) => infos.get(key)!);
}

export interface FoodRow {
  fdc_id: number;
  description: string;
  brand_owner: string | null;
  data_type: FoodDataType;
  food_group: string | null;
  portions: FoodPortion[];
  nutrients: Nutrients;
}

export const foodRowSchema = z.object({
  fdc_id: z.number(),
  description: z.string(),
  brand_owner: z.string().nullable(),
  data_type: z.enum(FOOD_DATA_TYPES),
  food_group: z.string().nullable(),
  portions: z.array(foodPortionSchema),
  nutrients: z.record(z.string(), z.number()),
}) satisfies z.ZodType<FoodRow>;

interface SearchTerms {
  /** tsquery text per query word: the word or its alternatives. */
  groups: string[];
  /**
   * The same for a food's head, where a finished last word counts only as a whole word: 'pita'
   * is Bread, pita, not Pitanga; a half-typed one ('bana') still counts as a prefix.
   */
  headGroups: string[];
  /** Every word and alternative in the groups. */
  groupWords: string[];
  /** The last word without its prefix form, or null. */
  exactLast: string | null;
  /** The last word, searched as a prefix, or null (a stop word). */
  prefix: string | null;
  /** The words as typed, for the phrase bonus, or null for one word. */
  phrase: string | null;
}

/**
 * Score weights; a food's score is these for what it matches, plus its prior. `lastWordDescribes`
 * is taken off where the query's last word is in the food's head only to describe another kind
 * of thing ('salad' in 'Salad dressing'; 'milk' in 'Candies, milk chocolate' for 'chocolate milk').
 */
export const WEIGHT = { word: 10, head: 3, headCovered: 3, wholeLastWord: 2, phrase: 2, lastWordDescribes: 2 } as const;

/** Each tsquery text as a column named by the prefix and its index (g0, g1, …). */
const tsqueries = (texts: string[], prefix: string) =>
  sql.join(
    texts.map((text, i) => sql`to_tsquery('english', ${text}) as ${sql.raw(`${prefix}${i}`)}`),
    sql`, `,
  );

/**
 * Ranks reference foods (SR Legacy, Foundation) in full, and at most BRANDED_TOPS_PER_WORD
 * branded foods: a broad word ('chicken') matches thousands of them. Where any one word may
 * match (one word, or the 'any' fallback), those are the highest-prior branded foods with one
 * of the words, read from food_branded_tops. Where every word must match, the full-text index
 * finds the few branded foods that have them all, and the highest priors among them are taken.
 */
async function rankedFoods(db: Db, terms: SearchTerms, limit: number, match: 'all' | 'any'): Promise<FoodRow[]> {
  const { groups } = terms;
  const g = (i: number) => sql.raw(`q.g${i}`);
  const h = (i: number) => sql.raw(`q.h${i}`);
  const w = (name: keyof typeof WEIGHT) => sql.raw(String(WEIGHT[name]));
  const sum = (column: SQL, query: (i: number) => SQL) =>
    sql.join(
      groups.map((_, i) => sql`(${column} @@ ${query(i)})::int`),
      sql` + `,
    );
  const matches = sql`f.search @@ (${sql.join(
    groups.map((_, i) => g(i)),
    match === 'all' ? sql` && ` : sql` || `,
  )})`;
  const scored = sql`
    f.fdc_id,
    ${w('word')} * m.words
    + case when m.head_words > 0 then ${w('head')} else 0 end
    + case when m.head_words > 0 and m.head_words >= f.head_size then ${w('headCovered')} else 0 end
    + case when f.search @@ q.exact_last then ${w('wholeLastWord')} else 0 end
    - case when f.head_search @@ q.exact_last and not f.kind_search @@ q.exact_last then ${w('lastWordDescribes')} else 0 end
    + case when f.search @@ q.phrase then ${w('phrase')} else 0 end
    + f.prior as score,
    length(f.description) as length`;
  const counts = sql`cross join lateral (select ${sum(sql`f.search`, g)} as words, ${sum(sql`f.head_search`, h)} as head_words) m`;
  const brandedCandidates =
    match === 'all' && groups.length > 1
      ? sql`
          select f.* from foods f cross join q
          where f.data_type = 'Branded' and ${matches}
          order by f.prior desc
          limit ${BRANDED_TOPS_PER_WORD}`
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
  return queryRows(
    db,
    foodRowSchema,
    sql`
      with q as (
        select ${tsqueries(groups, 'g')}, ${tsqueries(terms.headGroups, 'h')},
          to_tsquery('english', ${terms.exactLast}) as exact_last,
          phraseto_tsquery('english', ${terms.phrase}) as phrase,
          array(
            select lexeme from json_array_elements_text(${JSON.stringify(terms.groupWords)}::json) as word,
              unnest(tsvector_to_array(to_tsvector('english', word))) as lexeme
          ) as lexemes,
          (tsvector_to_array(to_tsvector('english', ${terms.prefix})))[1] as prefix
      ),
      scored as (
        (select ${scored} from foods f cross join q ${counts} where f.data_type <> 'Branded' and ${matches})
        union all
        (select ${scored} from (${brandedCandidates}) f cross join q ${counts})
      ),
      -- Score first; fetch the wide columns (portions, nutrients) for the winners only.
      ranked as (select * from scored order by score desc, length, fdc_id limit ${limit})
      select f.fdc_id, f.description, f.brand_owner, f.data_type, f.food_group, f.portions, f.nutrients
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
