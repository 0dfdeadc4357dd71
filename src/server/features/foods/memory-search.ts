import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { FoodSearchResult } from '../../../shared/foods.js';
import { foodGeneration } from './loader.js';
import { CORRECTIONS, WEIGHT, foodRowSchema, queryWords, synonymsOf, toResult, type FoodRow } from './search.js';
import { spaceAsFoodsDo, type SpacingCache } from './word-spacing.js';

/** pg_trgm's default similarity threshold, which the SQL search's `%` uses. */
const SIMILARITY_THRESHOLD = 0.3;
const STEM_CACHE_ENTRIES = 20_000;
const STEM_CACHE_MS = 24 * 60 * 60 * 1000;

interface IndexedFood {
  row: FoodRow;
  /** The food's search lexemes with their positions, as in its `search` tsvector. */
  lexemes: Map<string, number[]>;
  /** Lexemes of its head (`head_search`). */
  head: Set<string>;
  /** Lexemes of the kind of thing it is (`kind_search`). */
  kind: Set<string>;
  headSize: number;
  prior: number;
}

interface Scored {
  food: IndexedFood;
  /** How many of the query's words the food has. */
  words: number;
  score: number;
}

/** One query word's part of the search: lexemes matched exactly, and the last word's prefix. */
interface Group {
  exact: string[];
  prefix: string | null;
}

/**
 * The SQL search of search.ts over the reference foods, in memory: the same words, corrections,
 * synonyms, weights and order, without a database wait per search. The foods, their lexemes and
 * the food words are read once; what the English stemmer makes of a word is asked of the
 * database the first time the word is seen and remembered. Only for databases without branded
 * foods: the large branded tables stay with the SQL search (see service.ts).
 */
export class MemoryFoodSearch {
  private readonly byLexeme = new Map<string, IndexedFood[]>();
  private readonly sortedLexemes: string[];
  private readonly sortedTerms: string[];
  private readonly termTrigrams: { term: string; foods: number; trigrams: Set<string> }[];
  private readonly stems = new TtlCache<string | null>(STEM_CACHE_MS, STEM_CACHE_ENTRIES);
  /** Corrections compare the word with every food word, so each word's are kept. */
  private readonly correctionsOf = new TtlCache<string[]>(STEM_CACHE_MS, STEM_CACHE_ENTRIES);
  /** How the foods write a word or a pair of words, asked of the database once for each. */
  private readonly spacing: SpacingCache = new TtlCache<string>(STEM_CACHE_MS, STEM_CACHE_ENTRIES);

  private constructor(
    /** foodGeneration() when the foods were read: a reload of the foods outdates the index. */
    readonly generation: number,
    private readonly db: Db,
    readonly foods: IndexedFood[],
    terms: { term: string; foods: number }[],
  ) {
    for (const food of foods) {
      for (const lexeme of food.lexemes.keys()) {
        const list = this.byLexeme.get(lexeme);
        if (list) list.push(food);
        else this.byLexeme.set(lexeme, [food]);
      }
    }
    this.sortedLexemes = [...this.byLexeme.keys()].sort();
    this.sortedTerms = terms.map((t) => t.term).sort();
    this.termTrigrams = terms.map((t) => ({ ...t, trigrams: trigrams(t.term) }));
  }

  /** Reads the reference foods; null when the database has branded foods (searched in SQL). */
  static async load(db: Db): Promise<MemoryFoodSearch | null> {
    const generation = foodGeneration();
    const [branded] = await queryRows(
      db,
      z.object({ any: z.boolean() }),
      sql`select exists (select 1 from foods where data_type = 'Branded') as any`,
    );
    if (branded?.any) return null;
    const rows = await queryRows(
      db,
      foodRowSchema.extend({
        prior: z.number(),
        head_size: z.number(),
        lexemes: z.array(z.tuple([z.string(), z.array(z.number()).nullable()])).nullable(),
        head: z.array(z.string()),
        kind: z.array(z.string()),
      }),
      sql`
        select f.fdc_id, f.description, f.brand_owner, f.data_type, f.food_group, f.portions, f.nutrients, f.prior, f.head_size,
          (select json_agg(json_build_array(l.lexeme, l.positions)) from unnest(f.search) l) as lexemes,
          tsvector_to_array(f.head_search) as head, tsvector_to_array(f.kind_search) as kind
        from foods f`,
    );
    const terms = await queryRows(db, z.object({ term: z.string(), foods: z.number() }), sql`select term, foods from food_terms`);
    const foods = rows.map(({ prior, head_size, lexemes, head, kind, ...row }) => ({
      row,
      lexemes: new Map((lexemes ?? []).map(([lexeme, positions]) => [lexeme, positions ?? []])),
      head: new Set(head),
      kind: new Set(kind),
      headSize: head_size,
      prior,
    }));
    return new MemoryFoodSearch(generation, db, foods, terms);
  }

  /** Local search, best first: the same answer as searchLocalFoods over the same foods. */
  async search(query: string, limit: number): Promise<FoodSearchResult[]> {
    const words = await spaceAsFoodsDo(this.db, queryWords(query), this.spacing);
    if (words.length === 0) return [];
    const groups: Group[] = [];
    const headGroups: Group[] = [];
    let exactLast: string[] | null = null;
    const alternativesOf = words.map((word, i) => {
      const isLast = i === words.length - 1;
      const known = this.isKnown(word, isLast);
      return [...synonymsOf(word), ...(known ? [] : this.corrections(word))];
    });
    const stems = await this.stemAll([...words, ...alternativesOf.flat()]);
    words.forEach((word, i) => {
      if (stems.get(word) === null) return; // a stop word, as full-text search ignores it
      const isLast = i === words.length - 1;
      const exact = alternativesOf[i]!.map((w) => stems.get(w)).filter((s): s is string => !!s);
      const own = stems.get(word)!;
      const whole: Group = { exact: [own, ...exact], prefix: null };
      groups.push(isLast ? { exact, prefix: own } : whole);
      // A finished last word counts in a head only as a whole word (see searchLocalFoods).
      headGroups.push(isLast && !this.isWholeTerm(word) ? groups.at(-1)! : whole);
      if (isLast) exactLast = whole.exact;
    });
    if (groups.length === 0) return [];
    // phraseto_tsquery: the words' lexemes at their offsets, stop words keeping their places.
    const phrase = groups.length > 1 ? words.map((word) => stems.get(word) ?? null) : null;

    // Every food that has all the words, best first; when they are too few, every food with any.
    const scored = this.score(groups, headGroups, exactLast, phrase);
    const all = best(
      scored.filter((s) => s.words === groups.length),
      limit,
    );
    if (all.length >= limit || groups.length === 1) return all.map(toResult);
    return best(scored, limit).map(toResult);
  }

  /** The candidates with at least one word, each scored once (a food's score is the same for both matches). */
  private score(groups: Group[], headGroups: Group[], exactLast: string[] | null, phrase: (string | null)[] | null): Scored[] {
    const scored: Scored[] = [];
    for (const food of this.candidates(groups)) {
      let words = 0;
      let headWords = 0;
      groups.forEach((group, i) => {
        if (matchesGroup(group, food.lexemes)) words += 1;
        if (matchesGroup(headGroups[i]!, food.head)) headWords += 1;
      });
      if (words === 0) continue;
      let points = WEIGHT.word * words;
      if (headWords > 0) points += WEIGHT.head;
      if (headWords > 0 && headWords >= food.headSize) points += WEIGHT.headCovered;
      if (exactLast?.some((l) => food.lexemes.has(l))) points += WEIGHT.wholeLastWord;
      if (exactLast?.some((l) => food.head.has(l)) && !exactLast.some((l) => food.kind.has(l))) points -= WEIGHT.lastWordDescribes;
      if (phrase && hasPhrase(food, phrase)) points += WEIGHT.phrase;
      // The SQL adds the real (float4) prior to the integer points in double precision.
      scored.push({ food, words, score: points + Math.fround(food.prior) });
    }
    return scored;
  }

  /** Foods with any lexeme of any group: the only ones that can match. */
  private candidates(groups: Group[]): Set<IndexedFood> {
    const found = new Set<IndexedFood>();
    const add = (lexeme: string) => this.byLexeme.get(lexeme)?.forEach((food) => found.add(food));
    for (const group of groups) {
      group.exact.forEach(add);
      if (group.prefix) startingWith(this.sortedLexemes, group.prefix).forEach(add);
    }
    return found;
  }

  /** Some food word is the word as it is. */
  private isWholeTerm(word: string): boolean {
    return this.sortedTerms[lowerBound(this.sortedTerms, word)] === word;
  }

  /** Some food word is the word, or, for the last word, starts with it. */
  private isKnown(word: string, isLast: boolean): boolean {
    const at = lowerBound(this.sortedTerms, word);
    const next = this.sortedTerms[at];
    return next !== undefined && (next === word || (isLast && next.startsWith(word)));
  }

  /** The closest food words by trigram similarity, as pg_trgm ranks them. */
  private corrections(word: string): string[] {
    const known = this.correctionsOf.get(word);
    if (known) return known;
    const own = trigrams(word);
    const found = this.termTrigrams
      .map((t) => ({ ...t, similarity: similarity(own, t.trigrams) }))
      .filter((t) => t.similarity >= SIMILARITY_THRESHOLD)
      .sort((a, b) => b.similarity - a.similarity || b.foods - a.foods || (a.term < b.term ? -1 : 1))
      .slice(0, CORRECTIONS)
      .map((t) => t.term);
    this.correctionsOf.set(word, found);
    return found;
  }

  /** Each word's English lexeme (null for a stop word), asking the database only for new words. */
  private async stemAll(words: string[]): Promise<Map<string, string | null>> {
    const stems = new Map<string, string | null>();
    for (const word of words) {
      const known = this.stems.get(word);
      if (known !== undefined) stems.set(word, known);
    }
    const missing = [...new Set(words.filter((word) => !stems.has(word)))];
    if (missing.length > 0) {
      const rows = await queryRows(
        this.db,
        z.object({ word: z.string(), stem: z.string().nullable() }),
        sql`select w as word, (tsvector_to_array(to_tsvector('english', w)))[1] as stem
            from json_array_elements_text(${JSON.stringify(missing)}::json) as w`,
      );
      for (const { word, stem } of rows) {
        stems.set(word, stem);
        this.stems.set(word, stem);
      }
    }
    return stems;
  }
}

/** Whether a food's lexemes (or its head's) match a group: one exactly, or, for the last word, by prefix. */
function matchesGroup(group: Group, lexemes: ReadonlyMap<string, unknown> | ReadonlySet<string>): boolean {
  for (const lexeme of group.exact) if (lexemes.has(lexeme)) return true;
  if (!group.prefix) return false;
  if (lexemes.has(group.prefix)) return true;
  for (const lexeme of lexemes.keys()) if (lexeme.startsWith(group.prefix)) return true;
  return false;
}

/** The best `limit` foods: highest score, then the shorter description, then the lower id, as the SQL orders. */
function best(scored: Scored[], limit: number): FoodRow[] {
  return [...scored]
    .sort(
      (a, b) => b.score - a.score || a.food.row.description.length - b.food.row.description.length || a.food.row.fdc_id - b.food.row.fdc_id,
    )
    .slice(0, limit)
    .map((s) => s.food.row);
}

/** The phrase's lexemes at consecutive positions (gaps where stop words stand). */
function hasPhrase(food: IndexedFood, phrase: (string | null)[]): boolean {
  const parts = phrase.flatMap((lexeme, offset) => (lexeme ? [{ lexeme, offset }] : []));
  const [first, ...rest] = parts;
  if (!first) return false;
  const starts = food.lexemes.get(first.lexeme) ?? [];
  return starts.some((start) => rest.every((part) => food.lexemes.get(part.lexeme)?.includes(start + part.offset - first.offset)));
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function startingWith(sorted: string[], prefix: string): string[] {
  const found: string[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
  return found;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}
