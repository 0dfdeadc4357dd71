import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { macrosOf, type FoodDataType, type FoodPortion, type FoodSearchResult, type Nutrients } from '../../../shared/foods.js';

/** Words searched at most; the rest of a very long query is ignored. */
const MAX_WORDS = 8;
/** Candidate corrections per misspelt word, from pg_trgm similarity over the food words. */
const CORRECTIONS = 3;

/**
 * Everyday names USDA SR28 does not use, searched as alternatives of the word typed
 * (SR28 says 'Cereals, oats', 'Catsup', 'Beverages, carbonated, cola').
 */
const SYNONYMS: Record<string, string[]> = {
  oatmeal: ['oats'],
  porridge: ['oats'],
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
};

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

interface WordInfo {
  word: string;
  /** False for stop words ('with', 'and'), which full-text search ignores. */
  meaningful: boolean;
  /** The word (or, for the last word, a prefix of one) occurs in some food description. */
  known: boolean;
  corrections: string[] | null;
}

/**
 * Local search over the foods table, best first.
 *
 * Every query word becomes a full-text group: the word itself (the last one also as a prefix,
 * for search-as-you-type), plus, when no food uses the word, the closest food words by pg_trgm
 * similarity ('chiken' → chicken). Foods matching every group come first (word order does not
 * matter); when fewer than `limit` do, foods matching some groups follow. Within that, foods
 * whose head (what the food is: 'Apples' in 'Apples, raw, with skin') the query covers outrank
 * foods that merely mention the words ('Pie, apple'), a whole last word outranks a prefix
 * ('egg' vs 'eggplant'), and the prior from ranking.ts prefers plain, whole, common foods.
 */
export async function searchLocalFoods(db: Db, query: string, limit: number): Promise<FoodSearchResult[]> {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const infos = await describeWords(db, words);
  const last = words[words.length - 1]!;
  const groups: string[] = [];
  let exactLast: string | null = null;
  for (const info of infos) {
    if (!info.meaningful) continue;
    const alternatives = [...(SYNONYMS[info.word] ?? []), ...(info.known ? [] : (info.corrections ?? []))];
    const isLast = info.word === last;
    groups.push([isLast ? `${info.word}:*` : info.word, ...alternatives].join(' | '));
    if (isLast) exactLast = [info.word, ...alternatives].join(' | ');
  }
  if (groups.length === 0) return [];

  // Several words in the order typed ('apple juice') earn a bonus where they stand together.
  const phrase = groups.length > 1 ? words.join(' ') : null;
  const rows = await rankedFoods(db, { groups, exactLast, phrase }, 'all', limit);
  if (rows.length >= limit || groups.length === 1) return rows.map(toResult);
  return (await rankedFoods(db, { groups, exactLast, phrase }, 'any', limit)).map(toResult);
}

async function describeWords(db: Db, words: string[]): Promise<WordInfo[]> {
  const last = words.length;
  return queryRows<WordInfo>(
    db,
    sql`
      select w.word,
        length(to_tsvector('english', w.word)) > 0 as meaningful,
        k.known,
        case when not k.known then array(
          select t.term from food_terms t
          where t.term % w.word
          order by similarity(t.term, w.word) desc, t.foods desc
          limit ${CORRECTIONS}
        ) end as corrections
      from json_array_elements_text(${JSON.stringify(words)}::json) with ordinality as w(word, position)
      cross join lateral (
        select exists (
          select 1 from food_terms t
          where t.term = w.word or (w.position = ${last} and t.term like w.word || '%')
        ) as known
      ) k
      order by w.position`,
  );
}

interface FoodRow {
  fdc_id: number;
  description: string;
  brand_owner: string | null;
  data_type: FoodDataType;
  food_group: string | null;
  portions: FoodPortion[];
  nutrients: Nutrients;
}

interface SearchTerms {
  /** tsquery text per query word: the word or its alternatives. */
  groups: string[];
  /** The last word without its prefix form, or null. */
  exactLast: string | null;
  /** The words as typed, for the phrase bonus, or null for one word. */
  phrase: string | null;
}

async function rankedFoods(db: Db, { groups, exactLast, phrase }: SearchTerms, match: 'all' | 'any', limit: number): Promise<FoodRow[]> {
  const g = (i: number) => sql.raw(`q.g${i}`);
  const sum = (column: SQL) => sql.join(groups.map((_, i) => sql`(${column} @@ ${g(i)})::int`), sql` + `);
  const combined = sql.join(groups.map((_, i) => g(i)), match === 'all' ? sql` && ` : sql` || `);
  return queryRows<FoodRow>(
    db,
    sql`
      with q as (
        select ${sql.join(groups.map((group, i) => sql`to_tsquery('english', ${group}) as ${sql.raw(`g${i}`)}`), sql`, `)},
          to_tsquery('english', ${exactLast}) as exact_last,
          phraseto_tsquery('english', ${phrase}) as phrase
      )
      select f.fdc_id, f.description, f.brand_owner, f.data_type, f.food_group, f.portions, f.nutrients
      from foods f
      cross join q
      cross join lateral (select ${sum(sql`f.search`)} as words, ${sum(sql`f.head_search`)} as head_words) m
      where f.search @@ (${combined})
      order by
        10 * m.words
        + case when m.head_words > 0 then 3 else 0 end
        + case when m.head_words > 0 and m.head_words >= f.head_size then 3 else 0 end
        + case when f.search @@ q.exact_last then 2 else 0 end
        + case when f.search @@ q.phrase then 2 else 0 end
        + f.prior desc,
        length(f.description),
        f.fdc_id
      limit ${limit}`,
  );
}

function toResult(row: FoodRow): FoodSearchResult {
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
