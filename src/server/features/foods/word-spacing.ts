import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import type { TtlCache } from '../../lib/ttl-cache.js';

/**
 * How the foods write a word or a pair of neighbouring words (`cornflakes` → `corn flakes`,
 * `soy milk` → `soymilk`); it does not change until the foods are reloaded.
 */
export type SpacingCache = TtlCache<string>;

/**
 * Everyday names the foods say otherwise: two words written as one where the two words mean
 * something else too ('Pickle relish, hot dog'), and names for which a single synonym is too
 * broad ('fries' alone would find fried tofu).
 */
const PHRASES: Record<string, string> = {
  'hot dog': 'hotdog',
  'hot dogs': 'hotdog',
  fries: 'french fries',
  'flat white': 'coffee',
};

/** Shorter words are not split: 'garlic' is no 'gar lic'. */
const MIN_SPLIT_LENGTH = 6;

/**
 * The query words spaced as the foods write them:
 * - a word no food uses, which the foods write as two words, is split ('cornflakes' is Corn
 *   Flakes, 'icecream' ice cream);
 * - everyday names become the foods' ('hot dog' is a hotdog, not relish; 'fries' french fries);
 * - two neighbouring words that the foods write only as one are joined ('soy milk' is Soymilk,
 *   'blue berries' Blueberries). A pair that foods also write as two words stays apart ('sweet
 *   potato', although one food says 'sweetpotato').
 */
const spacedRowSchema = z.object({ key: z.string(), spaced: z.string() });

export async function spaceAsFoodsDo(db: Db, words: string[], cache?: SpacingCache): Promise<string[]> {
  const splittable = words.filter((word) => word.length >= MIN_SPLIT_LENGTH && /^[a-z]+$/.test(word));
  const split = await lookUp(cache, splittable, (missing) =>
    queryRows(
      db,
      spacedRowSchema,
      // The halves are looked up first (materialized), so the phrase is searched only for the few
      // splits into two food words, on the reference foods' own index.
      sql`
        with splits as materialized (
          select w, i, substr(w, 1, i) || ' ' || substr(w, i + 1) as spaced
          from json_array_elements_text(${JSON.stringify(missing)}::json) as w
          cross join generate_series(3, length(w) - 3) as i
          where not exists (select 1 from food_terms t where t.term = w)
            and exists (select 1 from food_terms t where t.term = substr(w, 1, i))
            and exists (select 1 from food_terms t where t.term = substr(w, i + 1))
        )
        select distinct on (w) w as key, spaced
        from splits s
        where exists (select 1 from foods f where f.data_type <> 'Branded' and f.search @@ phraseto_tsquery('english', s.spaced))
        order by w, i`,
    ),
  );
  const named = replacePhrases(words.flatMap((word) => (split.get(word) ?? word).split(' ')));

  const pairs = named.slice(1).map((word, i) => `${named[i]} ${word}`);
  const joined = await lookUp(cache, pairs, (missing) =>
    queryRows(
      db,
      spacedRowSchema,
      sql`
        select p as key,
          case when exists (select 1 from food_terms t where t.term = replace(p, ' ', ''))
            and not exists (select 1 from foods f where f.data_type <> 'Branded' and f.search @@ phraseto_tsquery('english', p))
          then replace(p, ' ', '') else p end as spaced
        from json_array_elements_text(${JSON.stringify(missing)}::json) as p`,
    ),
  );
  const spaced: string[] = [];
  for (let i = 0; i < named.length; i++) {
    const pair = pairs[i];
    const one = pair !== undefined ? joined.get(pair) : undefined;
    if (one !== undefined && !one.includes(' ')) {
      spaced.push(one);
      i += 1;
    } else spaced.push(named[i]!);
  }
  return spaced;
}

/** The words with each name in PHRASES said the foods' way, no word twice in a row ('french fries' stays itself). */
function replacePhrases(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    const two = i + 1 < words.length && Object.hasOwn(PHRASES, pair);
    const said = two ? PHRASES[pair]! : Object.hasOwn(PHRASES, words[i]!) ? PHRASES[words[i]!]! : words[i]!;
    if (two) i += 1;
    for (const word of said.split(' ')) if (word !== out.at(-1)) out.push(word);
  }
  return out;
}

/** Each key's spacing from the cache, asking the database once for the missing ones (a key it does not answer stays as it is). */
async function lookUp(
  cache: SpacingCache | undefined,
  keys: string[],
  ask: (missing: string[]) => Promise<{ key: string; spaced: string }[]>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const key of keys) {
    const known = cache?.get(key);
    if (known !== undefined) found.set(key, known);
  }
  const missing = [...new Set(keys.filter((key) => !found.has(key)))];
  if (missing.length === 0) return found;
  const answered = new Map((await ask(missing)).map((row) => [row.key, row.spaced]));
  for (const key of missing) {
    const spaced = answered.get(key) ?? key;
    found.set(key, spaced);
    cache?.set(key, spaced);
  }
  return found;
}
