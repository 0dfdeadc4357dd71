import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import type { FoodSearchResult } from '../../../shared/foods.js';
import { foodGeneration } from './loader.js';
import { foodRowSchema, searchBrandedFoods, WEIGHT, toResult, type FoodRow, type SearchTerms } from './search.js';
import { queryWords, synonymsOf } from './normalise.js';
import { namedParts, UNSPECIFIED } from './ranking.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { getOrCreate } from '../../lib/maps.js';
import { joinAsFoodsDo, splitAsFoodsDo, type FoodWords } from './word-spacing.js';

/** pg_trgm's default similarity threshold, as the corrections always used. */
const SIMILARITY_THRESHOLD = 0.3;
/** Candidate corrections per misspelt word, the closest food words by trigram similarity. */
const CORRECTIONS = 3;
/** How much less similar than the closest word a correction may be. */
const CORRECTION_MARGIN = 0.1;
/** How similar a name's word must be to a word found only in other names to be its correction ('cappucino', cappuccino). */
const NAMED_CORRECTION_SIMILARITY = 0.6;
/** Letters a half-typed word needs before it stands for the lexicon's words it starts ('spag'). */
const MIN_SYNONYM_START = 4;
/**
 * Words of a query searched at most, after phrases are said the foods' way ('blt' is four): a food's
 * words found are bits of a 32-bit number, one per word.
 */
const MAX_QUERY_WORDS = 16;
/** Letters a typo needs before a food word of the same letters moved stands for it ('crossiant'). */
const MIN_ANAGRAM_LENGTH = 5;
/** Letters a stop word typed last needs before it is taken as half-typed ('peanut but' is peanut butter). */
const MIN_STOP_WORD_START = 3;
/** Below a threshold score the branded SQL may leave rows out; this much lower keeps any float rounding on the safe side. */
const SCORE_SLACK = 1e-3;
/** Words that join or measure foods: typed last, they are whole words, never the start of another ('fish and'). */
const JOINING_WORDS = new Set([...FOOD_LEXICON.notFoodWords, ...FOOD_LEXICON.servingWords]);
/** Ways of cooking a food's name may say ('Scrambled egg sandwich'). */
const COOKED_FORMS = new Set(FOOD_LEXICON.cookedHeadForms);

interface IndexedFood {
  row: FoodRow;
  /** The food's search lexemes with their positions, as in its `search` tsvector. */
  lexemes: Map<string, number[]>;
  /** The same of its own name only, not its other names: where a phrase said counts. */
  nameLexemes: Map<string, number[]>;
  /** Lexemes of its own name (weight A), not of its other names. */
  named: Set<string>;
  /** Lexemes of its head (`head_search`). */
  head: Set<string>;
  /** Lexemes of the kind of thing it is (`kind_search`). */
  kind: Set<string>;
  headSize: number;
  /** How many of its head's words only say how it was cooked ('scrambled' of 'Scrambled egg sandwich'). */
  headCooking: number;
  /** The survey's default whose second part is what it is ('french fries' of 'Potato, french fries, NFS'), as lexemes. */
  defaultKind: string[] | null;
  /** The foods it comes with, each 'with … and …' of its name, as lexemes ('with cheese and meat' of an omelet). */
  withParts: string[][];
  /** A head that names the food two ways ('Frankfurter or hot dog'): the lexemes of each way of two words or more, either of which covers it. */
  headAlternatives: string[][] | null;
  /** The lexemes of each thing the survey codes as this food when said with no detail (surveyDefaults). */
  defaultFor: string[][];
  /** The names the survey also calls it by ('zucchini' of 'Summer squash, green, raw'; otherNamesOf). */
  otherNames: OtherName[];
  /** The brands' names among them ('Oreo'). */
  brandNames: OtherName[];
  /** Each whole entry of its other names (split at ';' only), as lexemes in order joined by spaces. */
  listedNames: string[];
  /** The survey's default of its head, which names it alone ('Rice, fried, NFS'; not 'Rice with chicken, NFS'). */
  defaultOfHead: boolean;
  /** The lexemes of its name, less what it leaves unsaid ('NS as to fat eaten') and its plain form ('plain'): 'Bread, rye' is all of 'rye bread'. */
  nameSaid: Set<string>;
  /** Lexemes its name has only in what it comes with or on ('bun' of 'Hamburger, on white bun'). */
  comesWith: Set<string>;
  prior: number;
}

interface OtherName {
  text: string;
  lexemes: Set<string>;
}

interface Scored {
  row: FoodRow;
  /** How many of the query's words the food has. */
  words: number;
  score: number;
}

/** One query word's part of the search: lexemes matched exactly, and the last word's prefix. */
interface Group {
  exact: string[];
  prefix: string | null;
}

interface FoodTerm {
  term: string;
  foods: number;
  /** Its English lexeme (null for a stop word). */
  stem: string | null;
}

/**
 * The food search: one ranking, in memory, over the bundled foods (SR28 and FNDDS), with the
 * branded foods of a PostgreSQL database ranked in SQL by the same weights and merged by score.
 * Everything a query's words need is computed when the foods are read: each food's lexemes,
 * every food word and every start of one with its English lexeme (the stemmer is PostgreSQL's),
 * a trigram index for typos and a prefix index. A search asks the database nothing unless
 * branded foods are there.
 */
export interface SearchOptions {
  /** Whether branded foods (in SQL, where the database has them) are searched too. */
  branded?: boolean;
}

export class MemoryFoodSearch implements FoodWords {
  /** Foods by every lexeme they have, by their own name's, by their head's. */
  private readonly all: Postings;
  private readonly named: Postings;
  private readonly heads: Postings;
  private readonly byId: ReadonlyMap<number, IndexedFood>;
  private readonly sortedTerms: string[];
  private readonly terms: FoodTerm[];
  private readonly stemOfTerm = new Map<string, string | null>();
  /** Which terms (by index) have each trigram. */
  private readonly termsByTrigram = new Map<string, number[]>();
  private readonly trigramCount: number[];
  /** Terms of five letters or more by their letters in order: a typo with a food word's letters moved is that word. */
  private readonly termsByLetters = new Map<string, FoodTerm[]>();
  /** How many trigrams each term shares with the word being corrected. */
  private readonly sharedTrigrams: Uint16Array;

  private constructor(
    /** foodGeneration() when the foods were read: a reload of the foods outdates the index. */
    readonly generation: number,
    private readonly db: Db,
    readonly foods: IndexedFood[],
    terms: FoodTerm[],
    /** The lexemes of the words a query may have that are not food words: their starts, the lexicon's. */
    private readonly stems: ReadonlyMap<string, string | null>,
    /** Whether the database holds branded foods, searched in SQL beside these. */
    private readonly branded: boolean,
    /** The lexemes of the words that say a food is in its plain form (the lexicon's plainForms). */
    private readonly plainForms: ReadonlySet<string>,
  ) {
    this.all = new Postings(foods, (food) => food.lexemes.keys());
    this.named = new Postings(foods, (food) => food.named);
    this.heads = new Postings(foods, (food) => food.head);
    this.byId = new Map(foods.map((food) => [food.row.fdc_id, food]));
    this.terms = terms;
    this.sortedTerms = terms.map((t) => t.term).sort();
    for (const t of terms) this.stemOfTerm.set(t.term, t.stem);
    this.sharedTrigrams = new Uint16Array(terms.length);
    for (const t of terms) if (t.term.length >= MIN_ANAGRAM_LENGTH) getOrCreate(this.termsByLetters, lettersOf(t.term), () => []).push(t);
    this.trigramCount = terms.map((t, i) => {
      const own = trigrams(t.term);
      for (const trigram of own) {
        const list = this.termsByTrigram.get(trigram);
        if (list) list.push(i);
        else this.termsByTrigram.set(trigram, [i]);
      }
      return own.size;
    });
  }

  /** Reads the bundled foods, every food word with its lexeme, and whether branded foods are there too. */
  static async load(db: Db): Promise<MemoryFoodSearch> {
    const generation = foodGeneration();
    const [branded] = await queryRows(
      db,
      z.object({ any: z.boolean() }),
      sql`select exists (select 1 from foods where data_type = 'Branded') as any`,
    );
    const rows = await queryRows(
      db,
      foodRowSchema.extend({
        prior: z.number(),
        head_size: z.number(),
        head_text: z.string(),
        lexemes: z.array(z.tuple([z.string(), z.array(z.number()).nullable(), z.array(z.string()).nullable()])).nullable(),
        head: z.array(z.string()),
        kind: z.array(z.string()),
        common_names: z.string().nullable(),
      }),
      sql`
        select f.fdc_id, f.description, f.brand_owner, f.data_type, f.food_group, f.portions, f.nutrients, f.prior, f.head_size, f.head as head_text, f.common_names,
          (select json_agg(json_build_array(l.lexeme, l.positions, l.weights)) from unnest(f.search) l) as lexemes,
          tsvector_to_array(f.head_search) as head, tsvector_to_array(f.kind_search) as kind
        from foods f
        where f.data_type <> 'Branded'`,
    );
    const terms = await queryRows(
      db,
      z.object({ term: z.string(), foods: z.number(), stem: z.string().nullable() }) satisfies z.ZodType<FoodTerm>,
      sql`select term, foods, (tsvector_to_array(to_tsvector('english', term)))[1] as stem from food_terms`,
    );
    // Every start of a food word (what search-as-you-type sends) and the lexicon's words, stemmed
    // now, so that no query waits on the database for the English stemmer.
    const known = new Set(terms.map((t) => t.term));
    const starts = new Set(terms.flatMap((t) => Array.from({ length: t.term.length - 1 }, (_, n) => t.term.slice(0, n + 1))));
    // Plurals the foods never write ('burritos' where they say 'Burrito') stem to the same word.
    const plurals = terms.flatMap((t) => (/[a-z]$/.test(t.term) ? [`${t.term}s`, `${t.term}es`] : []));
    const lexiconWords = [
      ...Object.values(FOOD_LEXICON.synonyms).flat(),
      ...Object.values(FOOD_LEXICON.phrases).flatMap((p) => p.split(' ')),
    ].filter(Boolean);
    const others = [...new Set([...starts, ...plurals, ...lexiconWords])].filter((word) => !known.has(word));
    const stems = await queryRows(
      db,
      z.object({ word: z.string(), stem: z.string().nullable() }),
      sql`select w as word, (tsvector_to_array(to_tsvector('english', w)))[1] as stem
          from json_array_elements_text(${JSON.stringify(others)}::json) as w`,
    );
    const stemOfWord = new Map<string, string | null>([
      ...terms.map((t) => [t.term, t.stem] as const),
      ...stems.map((t) => [t.word, t.stem] as const),
    ]);
    const lexemesOf = (words: string) =>
      words
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .map((word) => stemOfWord.get(word))
        .filter((lexeme): lexeme is string => !!lexeme);
    const defaults = surveyDefaults(rows);
    const plainForms = new Set(FOOD_LEXICON.plainForms.flatMap(lexemesOf));
    const foods = rows.map(({ prior, head_size, head_text, lexemes, head, kind, common_names, ...row }) => {
      // A word the name rules out ('Pizza, with meat other than pepperoni') is not one it matches.
      const ruledOut = new Set([...negatedWords(row.description), ...nonOnly(row.description)].flatMap(lexemesOf));
      const own = (lexemes ?? []).filter(([lexeme]) => !ruledOut.has(lexeme));
      // Only alternatives of two words or more, one word may share the words after it ('Cereal or granola bar'),
      // unless each is one word ('Cake or cupcake').
      const ways = head_text.split(/\s+or\s+/i);
      const alternatives = ways.every((way) => lexemesOf(way).length === 1) ? ways.map(lexemesOf) : headWays(ways, lexemesOf);
      const named = new Set(own.filter(([, , weights]) => weights?.includes('A') ?? true).map(([lexeme]) => lexeme));
      // A way of cooking joined to the head that repeats a word of the name ('Potato, french fries, from fresh, fried')
      // says how the named food was made: it is no word of the head ('french fries' is as much the NFS one).
      const [, headName = head_text, cookedForm] = /^(.+)\s(\S+)$/.exec(head_text) ?? [];
      const joined = cookedForm && COOKED_FORMS.has(cookedForm.toLowerCase()) ? lexemesOf(cookedForm) : [];
      const inName = (lexeme: string) => {
        const [, positions, weights] = own.find(([l]) => l === lexeme) ?? [];
        return (positions ?? []).filter((_, i) => (weights?.[i] ?? 'A') === 'A').length;
      };
      const repeated = joined.filter((lexeme) => inName(lexeme) > 1);
      const headLexemes = head.filter((lexeme) => !ruledOut.has(lexeme) && !repeated.includes(lexeme));
      // What a food may be, where that is left unsaid ('Cream, NS as to light, heavy, or half and half'), names it no more than an other name.
      for (const lexeme of unsaidOnly(row.description, lexemesOf)) named.delete(lexeme);
      const otherNames = otherNamesOf(common_names)
        .map((text) => ({ text, lexemes: new Set(lexemesOf(text)) }))
        .filter((name) => name.lexemes.size > 0);
      return {
        row,
        lexemes: new Map(own.map(([lexeme, positions]) => [lexeme, positions ?? []])),
        nameLexemes: new Map(
          own.map(([lexeme, positions, weights]) => [lexeme, (positions ?? []).filter((_, i) => (weights?.[i] ?? 'A') === 'A')]),
        ),
        named,
        head: new Set(headLexemes),
        kind: new Set(kind),
        // A hyphenated word ('tomato-based') is also its parts, said apart: the whole counts for none of the head's words.
        headSize: head_size - head.filter((lexeme) => lexeme.includes('-')).length - repeated.length,
        headCooking: new Set(
          (joined.length > 0 ? headName : head_text)
            .split(/\s+/)
            .filter((word) => COOKED_FORMS.has(word.toLowerCase()))
            .flatMap(lexemesOf),
        ).size,
        withParts: withPartsOf(row.description, lexemesOf),
        defaultKind: defaultKindOf(row.description, row.data_type, lexemesOf),
        headAlternatives: alternatives.length > 0 && /\sor\s/i.test(head_text) ? alternatives : null,
        // Only a thing the food's own name says ('chili' of 'Chili con carne with beans', not 'coconut' of a doughnut's kinds),
        // alone or ending a word of it ('ribs' of 'Pork, spareribs').
        defaultFor: (defaults.get(row.fdc_id) ?? [])
          .map(lexemesOf)
          .filter((words) => words.length > 0 && words.every((word) => named.has(word) || [...named].some((own) => own.endsWith(word)))),
        otherNames,
        // The survey writes brands' names capitalised ('Oreo', 'Pepsi'), kinds in lower case.
        brandNames: otherNames.filter((name) => /^[A-Z]/.test(name.text)),
        listedNames: (common_names ?? '').split(';').map((name) => lexemesOf(name).join(' ')),
        // Branded foods (ranked in SQL) are never survey foods.
        defaultOfHead: row.data_type === 'Survey (FNDDS)' && /, NFS\b/.test(row.description) && !COMES_WITH.test(head_text),
        nameSaid: new Set(
          namedParts(row.description)
            .filter((part) => !UNSPECIFIED.test(part))
            .flatMap(lexemesOf)
            .filter((lexeme) => !plainForms.has(lexeme)),
        ),
        comesWith: comesWithOnly(row.description, lexemesOf),
        prior,
      };
    });
    return new MemoryFoodSearch(
      generation,
      db,
      foods,
      terms,
      new Map(stems.map(({ word, stem }) => [word, stem])),
      branded?.any ?? false,
      plainForms,
    );
  }

  /**
   * Search, best first. The words are spaced as the foods write them ('soy milk' is Soymilk).
   * Every query word becomes a group: the word itself (the last one also as a prefix, for
   * search-as-you-type), its synonyms, and, when no food uses the word, the closest food words
   * ('chiken' → chicken). Foods matching every group come first (word order does not matter);
   * when fewer than `limit` do, foods matching some groups follow. Within that, foods whose head
   * (what the food is: 'Apples' in 'Apples, raw, with skin') the query covers outrank foods that
   * merely mention the words ('Pie, apple'), a whole last word outranks a prefix ('egg' vs
   * 'eggplant'), a head the last word only describes ranks lower ('chocolate milk' is milk, not
   * candy), and the prior from ranking.ts prefers plain, whole, common foods.
   */
  async search(query: string, limit: number, { branded = true }: SearchOptions = {}): Promise<FoodSearchResult[]> {
    const named = splitAsFoodsDo(this, queryWords(query));
    if (named.length === 0) return [];
    const words = joinAsFoodsDo(this, named).slice(0, MAX_QUERY_WORDS);
    const groups: Group[] = [];
    const headGroups: Group[] = [];
    const defaultGroups: Group[] = [];
    let exactLast: string[] | null = null;
    // The word that names what the query is: its last, or the last before 'with' ('pasta with meat sauce' is pasta).
    let naming: string[] | null = null;
    const terms: SearchTerms = {
      groups: [],
      headGroups: [],
      nameGroups: [],
      groupWords: [],
      exactLast: null,
      naming: null,
      prefix: null,
      phrase: null,
    };
    words.forEach((word, i) => {
      if (word === 'with' && !naming && groups.length > 0) {
        naming = headGroups.at(-1)?.exact ?? null;
        terms.naming = terms.headGroups.at(-1) ?? null;
      }
      const isLast = i === words.length - 1;
      // A stop word, as full-text search ignores it; typed last, it may be the start of a food word ('peanut but').
      const stopWordStart = isLast && this.startsLongerWord(word);
      const stem = this.stemOf(word) ?? (stopWordStart ? word : null);
      if (!stem) return;
      // 'non dairy' is the foods' 'non-dairy', whose 'dairy' alone is not a dairy food.
      const own = words[i - 1] === 'non' ? `non-${stem}` : stem;
      const corrected = this.isKnown(word, isLast) ? this.namedCorrections(word) : this.typoCorrections(word);
      // A correction's and a half-typed word's synonyms too: 'spagetti' and 'spag' are spaghetti, pasta.
      const alternatives = [
        ...new Set([...synonymsOf(word), ...corrected, ...corrected.flatMap(synonymsOf), ...(isLast ? this.synonymsOfStart(word) : [])]),
      ];
      const exact = alternatives.map((w) => this.stemOf(w)).filter((s): s is string => !!s);
      const whole: Group = { exact: [own, ...(own === stem ? [] : [stem]), ...exact], prefix: null };
      groups.push(isLast ? { exact: own === stem ? exact : [own, ...exact], prefix: stem } : whole);
      // A finished last word counts in a head only as a whole word: 'pita' is Bread, pita, not Pitanga.
      const wholeOnly = !isLast || this.isTerm(word);
      headGroups.push(wholeOnly ? whole : { exact, prefix: stem });
      // A half-typed word starts the words of a survey default as typed: 'lasag' lasagna, 'chees' not the lexeme cheez (Cheez-It).
      defaultGroups.push(wholeOnly ? whole : { exact, prefix: word });
      if (isLast) exactLast = whole.exact;
      // The branded foods' SQL reads a stop word as nothing: it searches the other words.
      if (!this.stemOf(word)) return;

      const text = [word, ...alternatives].join(' | ');
      terms.groups.push(isLast ? [`${word}:*`, ...alternatives].join(' | ') : text);
      terms.nameGroups.push([isLast ? `${word}:*A` : `${word}:A`, ...alternatives.map((a) => `${a}:A`)].join(' | '));
      terms.headGroups.push(wholeOnly ? text : [`${word}:*`, ...alternatives].join(' | '));
      terms.groupWords.push(word, ...alternatives);
      if (isLast) {
        terms.exactLast = text;
        terms.naming ??= text;
        terms.prefix = word;
      }
    });
    naming ??= exactLast;
    if (groups.length === 0) return [];
    // phraseto_tsquery: the words' lexemes at their offsets, stop words keeping their places.
    const phrase = groups.length > 1 ? words.map((word) => this.stemOf(word)) : null;
    if (groups.length > 1) terms.phrase = words.join(' ');

    // Every food that has all the words, best first; when they are too few, every food with any.
    const said = new Set(words.map((word) => this.stemOf(word)).filter((lexeme): lexeme is string => !!lexeme));
    const saidNames = new Set([...said].filter((lexeme) => !this.plainForms.has(lexeme)));
    const saidInOrder = words.flatMap((word) => this.stemOf(word) ?? []).join(' ');
    // 'X and Y' and 'X with Y' name both: a dish of X with Y is it ('spaghetti and meatballs'), or two foods are.
    const servedWith = words.some((word) => word === 'and' || word === 'with') ? null : naming;
    const scored = this.score(groups, headGroups, defaultGroups, exactLast, naming, servedWith, phrase, said, saidNames, saidInOrder);
    // A stop word typed alone ('who') is a word in memory but none for the branded foods' SQL.
    const brandedTerms = branded && terms.groups.length > 0 ? terms : null;
    const all = await this.withBranded(
      scored.filter((s) => s.words === groups.length),
      brandedTerms,
      limit,
      'all',
    );
    const found =
      all.length >= limit || groups.length === 1 ? all : withFirst(all, await this.withBranded(scored, brandedTerms, limit, 'any'), limit);
    return found.map((row) => this.resultOf(row, groups));
  }

  /** A food as a result, with the other name it was found by when the query's words are not all in its own ('zucchini'). */
  private resultOf(row: FoodRow, groups: Group[]): FoodSearchResult {
    const food = this.byId.get(row.fdc_id);
    const unnamed = food ? groups.filter((group) => !matchesGroup(group, food.named)) : [];
    const by = (name: OtherName) => unnamed.filter((group) => matchesGroup(group, name.lexemes)).length;
    const [calledBy] = unnamed.length > 0 && food ? food.otherNames.filter((name) => by(name) > 0).sort((a, b) => by(b) - by(a)) : [];
    return { ...toResult(row), ...(calledBy ? { alsoCalled: calledBy.text } : {}) };
  }

  /** The best `limit` of the bundled foods and, where the database has them and terms are given, the branded ones. */
  private async withBranded(scored: Scored[], terms: SearchTerms | null, limit: number, match: 'all' | 'any'): Promise<FoodRow[]> {
    const bundled = best(scored, limit);
    if (!this.branded || !terms) return bundled.map((s) => s.row);
    // A branded food scoring below the limit-th bundled one cannot make the results (a tie may, on a shorter name).
    const last = bundled.length === limit ? bundled.at(-1) : undefined;
    const branded = await searchBrandedFoods(this.db, terms, limit, match, last ? last.score - SCORE_SLACK : -Infinity);
    return best([...bundled, ...branded.map(({ score, ...row }) => ({ row, words: 0, score }))], limit).map((s) => s.row);
  }

  /** The candidates with at least one word, each scored once (a food's score is the same for both matches). */
  private score(
    groups: Group[],
    headGroups: Group[],
    defaultGroups: Group[],
    exactLast: string[] | null,
    naming: string[] | null,
    /** The word that names the query, where a food that only comes with it is not it. */
    servedWith: string[] | null,
    phrase: (string | null)[] | null,
    said: ReadonlySet<string>,
    /** The lexemes said, less a plain form ('plain greek yogurt': greek yogurt). */
    saidNames: ReadonlySet<string>,
    saidInOrder: string,
  ): Scored[] {
    // Which groups each food has, looked up once per group: whatever the prefix, a food's words are then a count of bits.
    const withWords = this.all.groupsOf(groups);
    const withNameWords = this.named.groupsOf(groups);
    const withHeadWords = this.heads.groupsOf(headGroups);
    const scored: Scored[] = [];
    const last = groups.at(-1);
    // A half-typed last word is a word of its own: 'olive o' is olive oil, not 'Olives, NFS' whose 'olives' starts with 'o'.
    const lastBit = last?.prefix && groups.length > 1 ? 1 << (groups.length - 1) : 0;
    const allBits = (1 << groups.length) - 1;
    for (const [food, foundBits] of withWords) {
      const ownLast = lastBit === 0 || foundBits !== allBits || hasWordOfItsOwn(food, groups);
      const wordBits = ownLast ? foundBits : foundBits & ~lastBit;
      const words = bitCount(wordBits);
      const nameWords = bitCount((withNameWords.get(food) ?? 0) & wordBits);
      const headWords = bitCount(withHeadWords.get(food) ?? 0);
      // A brand's name the survey lists that is the query, no more, where its own name says none of it ('Hershey Bar' of
      // 'Milk chocolate candy, plain'), names it as its own name would: not a Hershey's PayDay bar, whose name says both.
      const brandSaid = nameWords === 0 && isOtherName(food.brandNames, said);
      let points = WEIGHT.word * words - (brandSaid ? 0 : WEIGHT.otherNameOnly * (words - nameWords));
      // A food that only comes with or on what names the query is not it, whatever else of its head the query says:
      // 'hamburger bun' is a roll, not 'Hamburger, on white bun'.
      const servedWithIt = !!servedWith?.some((l) => food.comesWith.has(l)) && !servedWith.some((l) => food.head.has(l));
      if (servedWithIt) points -= WEIGHT.lastWordDescribes;
      else if (headWords === 0 && !!food.defaultKind && isAllOf(food.defaultKind, headGroups))
        // The survey's default of what its second part names, when that is all the query says ('Potato, french fries, NFS').
        points += WEIGHT.head + WEIGHT.headCovered;
      else if (headWords > 0) {
        points += WEIGHT.head;
        if (coversHead(food, headWords, headGroups)) points += WEIGHT.headCovered;
        // A head the query says all of but how it was cooked ('Scrambled egg sandwich' for 'egg sandwich', not 'Bacon and egg sandwich').
        else if (food.headCooking > 0 && headWords + food.headCooking >= food.headSize) points += WEIGHT.headButCooking;
      }
      // What it comes with, of which the query says some but not all ('with cheese and meat' for 'cheese omelette').
      for (const part of food.withParts) {
        const saidOfIt = part.filter((lexeme) => saysWord(groups, lexeme)).length;
        if (saidOfIt > 0 && saidOfIt < part.length) points -= WEIGHT.unsaidWith;
      }
      if (exactLast?.some((l) => food.lexemes.has(l))) points += WEIGHT.wholeLastWord;
      if (naming?.some((l) => food.head.has(l)) && !naming.some((l) => food.kind.has(l))) points -= WEIGHT.lastWordDescribes;
      // The phrase's words are the groups' own: a food without them all cannot hold it.
      // In its own name, or an other name that is the phrase ('buffalo wings'): 'Weight Watchers reduced fat cheddar cheese'
      // makes no reduced-fat cheddar more 'cheddar cheese' than 'Cheese, Cheddar'.
      // Or the survey's default of a head that is the query's words in another order ('Rice, fried, NFS' is fried rice as
      // much as 'Fried rice, Puerto Rican style'; 'Chicken, chicken roll, roasted' is no roast chicken).
      // (A class's head counts its class word apart: 'Cheese, cottage, NFS' is cottage cheese.)
      const headIsQuery = food.defaultOfHead && food.headSize <= groups.length && headWords === groups.length;
      // Or whose name is the query's words in another order, its head all said and of the kind the query names ('Bread, rye'
      // for 'rye bread', not 'Bread, marble rye and pumpernickel'; 'Rice, fried, with chicken' is no 'chicken with rice', nor
      // 'Chicken with gravy' chicken gravy).
      const nameIsQuery =
        !!naming?.some((l) => food.kind.has(l)) &&
        headWords >= food.headSize &&
        food.nameSaid.size === saidNames.size &&
        [...saidNames].every((lexeme) => food.nameSaid.has(lexeme));
      if (
        phrase &&
        words === groups.length &&
        (hasPhrase(food.nameLexemes, phrase) || isOtherName(food.otherNames, said) || headIsQuery || nameIsQuery)
      )
        points += WEIGHT.phrase;
      // As said or by a group's other words: 'lasagne', 'lasanga' and 'lasag' are lasagna, as the survey codes it.
      if (food.defaultFor.some((words) => words.length === groups.length && words.every((word) => saysWord(defaultGroups, word))))
        points += WEIGHT.surveyDefault;
      // A brand's name that is the query, no more ('Oreo', not 'Golden Oreos'), or an other name that is the query
      // as said, one of the survey's whole ';' entries ('risotto', not 'risotto made with brown rice'; 'cheese pizza' is
      // no 'pizza cheese', nor 'peanut butter' the 'Easter egg, peanut butter, chocolate covered' of a candy).
      if (brandSaid || food.listedNames.includes(saidInOrder)) points += WEIGHT.otherNameExact;
      // As the SQL for branded foods adds the real (float4) prior to the integer points.
      scored.push({ row: food.row, words, score: points + Math.fround(food.prior) });
    }
    return scored;
  }

  /**
   * For a word no food's own name has, only an other name ('cappucino' of 'Pepperidge Farm Cappucino', a
   * cookie), the words of the foods' names it is a close typo of (cappuccino).
   */
  private namedCorrections(word: string): string[] {
    const own = this.stemOf(word);
    if (!own || !this.isTerm(word) || this.named.foodsWith(own).length > 0) return [];
    return this.corrections(word, NAMED_CORRECTION_SIMILARITY, (term) => {
      const lexeme = this.stemOf(term);
      return !!lexeme && this.named.foodsWith(lexeme).length > 0;
    });
  }

  /**
   * For a word no food has, the food words with its letters moved, none missing or added ('crossiant' is croissant,
   * not crosscuts), or else the closest by trigrams.
   */
  private typoCorrections(word: string): string[] {
    const moved = this.termsByLetters.get(lettersOf(word)) ?? [];
    if (moved.length === 0) return this.corrections(word);
    return [...moved]
      .sort((a, b) => b.foods - a.foods)
      .slice(0, CORRECTIONS)
      .map((t) => t.term);
  }

  /** A half-typed word's synonyms: those of the lexicon's words it starts ('spag' of spaghetti: pasta). */
  private synonymsOfStart(word: string): string[] {
    if (word.length < MIN_SYNONYM_START || this.isTerm(word) || Object.hasOwn(FOOD_LEXICON.synonyms, word)) return [];
    return Object.keys(FOOD_LEXICON.synonyms)
      .filter((key) => key.startsWith(word))
      .flatMap(synonymsOf);
  }

  /** Some food word is the word as it is. */
  isTerm(word: string): boolean {
    return this.stemOfTerm.has(word);
  }

  /** Some bundled food has the words' lexemes one after another (a stop word keeping its place). */
  hasPhrase(words: string[]): boolean {
    const lexemes = words.map((word) => this.stemOf(word));
    const first = lexemes.find((lexeme) => lexeme !== null);
    if (!first) return false;
    return this.all.foodsWith(first).some((food) => hasPhrase(food.lexemes, lexemes));
  }

  /** A word typed last that starts a longer food word and is no joining or measuring word ('but' of butter, not 'and'). */
  private startsLongerWord(word: string): boolean {
    if (word.length < MIN_STOP_WORD_START || JOINING_WORDS.has(word)) return false;
    let i = lowerBound(this.sortedTerms, word);
    if (this.sortedTerms[i] === word) i += 1;
    return this.sortedTerms[i]?.startsWith(word) ?? false;
  }

  /** Some food word is the word, or, for the last word, starts with it. */
  private isKnown(word: string, isLast: boolean): boolean {
    if (this.isTerm(word)) return true;
    return isLast && (this.sortedTerms[lowerBound(this.sortedTerms, word)]?.startsWith(word) ?? false);
  }

  /**
   * The closest food words by trigram similarity, as pg_trgm ranks them (then the word more foods
   * use), only those nearly as close as the closest ('jambalya' is jambalaya, not also jam): only
   * the words sharing a trigram with it are compared.
   */
  private corrections(word: string, threshold = SIMILARITY_THRESHOLD, wanted: (term: string) => boolean = () => true): string[] {
    const own = trigrams(word);
    // Counted in one array kept for it (searches run one at a time between awaits), zeroed after.
    const shared = this.sharedTrigrams;
    const touched: number[] = [];
    for (const trigram of own)
      for (const i of this.termsByTrigram.get(trigram) ?? []) if ((shared[i] = (shared[i] ?? 0) + 1) === 1) touched.push(i);
    const found: { term: FoodTerm; similarity: number }[] = [];
    for (const i of touched) {
      const count = shared[i] ?? 0;
      shared[i] = 0;
      const similarity = count / (own.size + (this.trigramCount[i] ?? 0) - count);
      const term = this.terms[i];
      if (term && similarity >= threshold && term.term !== word && wanted(term.term)) found.push({ term, similarity });
    }
    found.sort((a, b) => b.similarity - a.similarity || b.term.foods - a.term.foods || (a.term.term < b.term.term ? -1 : 1));
    const closest = found[0]?.similarity ?? 0;
    return found
      .filter((t) => t.similarity >= closest - CORRECTION_MARGIN)
      .slice(0, CORRECTIONS)
      .map((t) => t.term.term);
  }

  /**
   * A word's English lexeme (null for a stop word), all computed at load: a food word's, a start
   * of one's, a lexicon word's. Any other word is a typo no food has, and stands for itself.
   */
  private stemOf(word: string): string | null {
    if (this.stemOfTerm.has(word)) return this.stemOfTerm.get(word) ?? null;
    if (this.stems.has(word)) return this.stems.get(word) ?? null;
    return word;
  }
}

/** Foods by lexeme, the lexemes sorted for a prefix's. */
class Postings {
  private readonly byLexeme = new Map<string, IndexedFood[]>();
  private readonly sorted: string[];

  constructor(foods: readonly IndexedFood[], lexemesOf: (food: IndexedFood) => Iterable<string>) {
    for (const food of foods) for (const lexeme of lexemesOf(food)) getOrCreate(this.byLexeme, lexeme, () => []).push(food);
    this.sorted = [...this.byLexeme.keys()].sort();
  }

  foodsWith(lexeme: string): readonly IndexedFood[] {
    return this.byLexeme.get(lexeme) ?? [];
  }

  /**
   * Each food with a lexeme of some group, and which groups (bit i for group i): a lexeme of a
   * group is one of its exact ones or, for the last word, one starting with its prefix.
   */
  groupsOf(groups: readonly Group[]): Map<IndexedFood, number> {
    const found = new Map<IndexedFood, number>();
    groups.forEach((group, i) => {
      const bit = 1 << i;
      const mark = (lexeme: string) => {
        for (const food of this.byLexeme.get(lexeme) ?? []) found.set(food, (found.get(food) ?? 0) | bit);
      };
      group.exact.forEach(mark);
      if (group.prefix) startingWith(this.sorted, group.prefix).forEach(mark);
    });
    return found;
  }
}

/**
 * Whether a food has a word for the half-typed last group besides the words the other groups found: the word
 * itself, or a word it starts that no other group has or that the name says twice ('half and half').
 */
function hasWordOfItsOwn(food: IndexedFood, groups: readonly Group[]): boolean {
  const last = groups.at(-1);
  if (!last) return true;
  const others = groups.slice(0, -1);
  for (const [lexeme, positions] of food.lexemes) {
    // The word as typed, whole, or one of its own alternatives, is its own whatever else says it ('dairy' says milk too).
    if (lexeme === last.prefix || last.exact.includes(lexeme)) return true;
    if (!saysWord([last], lexeme)) continue;
    if (positions.length > 1 || !saysWord(others, lexeme)) return true;
  }
  return false;
}

/** How many bits are set: how many groups a food has. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count += 1;
  return count;
}

/** Whether a food's lexemes (or its head's) match a group: one exactly, or, for the last word, by prefix. */
function matchesGroup(group: Group, lexemes: ReadonlyMap<string, unknown> | ReadonlySet<string>): boolean {
  for (const lexeme of group.exact) if (lexemes.has(lexeme)) return true;
  if (!group.prefix) return false;
  if (lexemes.has(group.prefix)) return true;
  for (const lexeme of lexemes.keys()) if (lexeme.startsWith(group.prefix)) return true;
  return false;
}

/**
 * The ways a head names a food ('Chicken or turkey pot pie'), each of two words or more: a way of one word
 * shares the dish the last way ends in (chicken pot pie, turkey pot pie; 'Cereal or granola bar'), not a
 * list of foods ('Chicken or turkey and rice' is no chicken rice).
 */
function headWays(ways: string[], lexemesOf: (words: string) => string[]): string[][] {
  const last = ways.at(-1) ?? '';
  const after = COMES_WITH.test(last) ? [] : lexemesOf(last).slice(1);
  return ways
    .map(lexemesOf)
    .map((words) => (words.length === 1 ? [...words, ...after] : words))
    .filter((words) => words.length > 1);
}

/**
 * The kind a survey default's name gives after its first part, where that is two words or more and then 'NFS'
 * ('french fries' of 'Potato, french fries, NFS'): said alone, the query means this food.
 */
function defaultKindOf(description: string, dataType: string, lexemesOf: (words: string) => string[]): string[] | null {
  const [, kind = '', nfs] = namedParts(description);
  const lexemes = lexemesOf(kind);
  return dataType === 'Survey (FNDDS)' && nfs === 'NFS' && namedParts(description).length === 3 && lexemes.length > 1 ? lexemes : null;
}

/** Whether the groups are the lexemes and no more: each group one of them, each of them said. */
const isAllOf = (lexemes: readonly string[], groups: readonly Group[]) =>
  groups.length === lexemes.length && lexemes.every((lexeme) => saysWord(groups, lexeme));

/** Words a name has only after 'non-' ('dairy' of 'Non-dairy milk'): it is not what they name. */
function nonOnly(description: string): string[] {
  const rest = description.replace(/\bnon-[a-z]+/gi, ' ').toLowerCase();
  return [...description.matchAll(/\bnon-([a-z]+)/gi)].flatMap(([, word = '']) =>
    new RegExp(`\\b${word.toLowerCase()}\\b`).test(rest) ? [] : [word.toLowerCase()],
  );
}

/**
 * The foods a food comes with, where a part of its name lists them ('with cheese and meat'), as lexemes: not how it
 * was made ('made with oil'), what it may come with or without, nor what they are in ('with meatballs in tomato sauce').
 */
function withPartsOf(description: string, lexemesOf: (words: string) => string[]): string[][] {
  return namedParts(description)
    .filter((part) => !/\b(made with|with added|or without|without)\b/i.test(part))
    .map((part) => /(?:^|\s)with\s+(\S.*\sand\s.+)$/i.exec(part.split(/\s(?:in|on)\s/i)[0] ?? '')?.[1] ?? '')
    .map(lexemesOf)
    .filter((lexemes) => lexemes.length > 1);
}

/** Lexemes a name has only after 'with', 'on' or 'in' (what the food comes with or on), nowhere else. */
function comesWithOnly(description: string, lexemesOf: (words: string) => string[]): Set<string> {
  const withParts = description.split(',').map((part) => part.split(/(?:^|\s)(?:with|on|in)\s/i));
  const own = new Set(withParts.flatMap(([first = '']) => lexemesOf(first)));
  return new Set(withParts.flatMap(([, ...rest]) => lexemesOf(rest.join(' '))).filter((lexeme) => !own.has(lexeme)));
}

/** Words in a head that join what a food comes with to it ('Rice with chicken'): such a head is no other order of the query's words. */
const COMES_WITH = /\s(with|without|in|on|from|and|or)\s/i;

/** Some group is the lexeme: one of its words, or its start for a half-typed last word ('peas', a whole word, is no start of pear). */
const saysWord = (groups: readonly Group[], lexeme: string) =>
  groups.some((group) => group.exact.includes(lexeme) || (!!group.prefix && lexeme.startsWith(group.prefix)));

/** The query names the whole head: as many head words as it has, or every word of one of its alternatives. */
function coversHead(food: IndexedFood, headWords: number, headGroups: Group[]): boolean {
  if (headWords >= food.headSize) return true;
  return !!food.headAlternatives?.some((alternative) =>
    alternative.every((lexeme) =>
      headGroups.some((group) => group.exact.includes(lexeme) || (!!group.prefix && lexeme.startsWith(group.prefix))),
    ),
  );
}

/** Other names that only describe ('with nuts', 'NS as to fat added', 'any shape of pasta', 'fast food'), not name, a food. */
const DESCRIBING_NAME =
  /^(with|without|no|not|ns|nfs|made|from|includes?|any|all|homemade|fast food|cooking spray|plain|original|regular)\b|\bns as to\b/i;

/** A food's other names (its 'Additional food description', split where the survey and SR28 list them), leaving out what only describes it. */
function otherNamesOf(commonNames: string | null): string[] {
  if (!commonNames) return [];
  return commonNames
    .split(/[;,]/)
    .map((name) => name.trim().replace(/^(or|and)\s+/i, ''))
    .filter((name) => name.length > 1 && !DESCRIBING_NAME.test(name));
}

/** How many foods at most one survey default may name: 'bread, NFS' of 25 sandwiches says which bread, not what bread is. */
const MOST_FOODS_A_DEFAULT_NAMES = 3;

/**
 * What the survey codes as each food when a person names it with no detail: its other names
 * written 'X, NFS' or 'X, NS as to …' ('chili, NFS' of 'Chili con carne with beans', 'tuna, NFS' of canned tuna),
 * unless a food is itself named X or 'X, NFS', or X names more than a few foods.
 */
function surveyDefaults(rows: readonly { fdc_id: number; description: string; data_type: string; common_names: string | null }[]) {
  const named = new Set(rows.map((row) => row.description.toLowerCase().replace(/, nfs$/, '')));
  const foodsOf = new Map<string, number[]>();
  for (const row of rows) {
    if (row.data_type !== 'Survey (FNDDS)' || !row.common_names) continue;
    for (const name of row.common_names.split(';')) {
      for (const said of defaultNames(name.trim())) if (!named.has(said)) getOrCreate(foodsOf, said, () => []).push(row.fdc_id);
    }
  }
  const defaults = new Map<number, string[]>();
  for (const [said, ids] of foodsOf)
    if (ids.length <= MOST_FOODS_A_DEFAULT_NAMES) for (const id of ids) getOrCreate(defaults, id, () => []).push(said);
  return defaults;
}

/**
 * What one of a food's other names says the survey codes as it: 'X, NFS', once or twice 'X NFS'
 * ('lasagna NFS' of 'Lasagna with meat'), and 'X, NS as to …' ('ham or baked ham, NS as to fresh,
 * smoked, or cured' of smoked ham: ham and baked ham); 'fresh, smoked, … or NFS' is no name.
 */
function defaultNames(name: string): string[] {
  const said = (/^(.+), nfs$/i.exec(name) ?? /^([^,.]+?)(?<! or)\s+nfs$/i.exec(name))?.[1]?.toLowerCase();
  // Either of two names of two words or more ('chow mein or chop suey, NFS'); one word may share the words after it.
  const ways = said?.split(/\s+or\s+/) ?? [];
  if (said) return ways.length > 1 && ways.every((way) => way.includes(' ')) ? [said, ...ways] : [said];
  const unsaid = /^([^,]+?),\s*ns as to\b/i.exec(name)?.[1];
  // 'breaded, NS as to …' says how a food was made, not what it is.
  return unsaid
    ? unsaid
        .toLowerCase()
        .split(/\s+or\s+/)
        .filter((alternative) => !/^[a-z]+ed$/.test(alternative))
    : [];
}

/** The lexemes of a name that are only in its lists of what it may be ('NS as to light, heavy, or half and half'). */
function unsaidOnly(description: string, lexemesOf: (words: string) => string[]): string[] {
  const parts = namedParts(description);
  const unsaid = new Set(parts.filter((part) => UNSAID_LIST.test(part)).flatMap(lexemesOf));
  if (unsaid.size === 0) return [];
  const said = new Set(parts.filter((part) => !UNSAID_LIST.test(part)).flatMap(lexemesOf));
  return [...unsaid].filter((lexeme) => !said.has(lexeme));
}
const UNSAID_LIST = /^ns as to\b.*\bor\b/i;

/** Words a food's name rules out: 'other than pepperoni', 'without salt', 'no beans' (not 'with or without cheese'). */
function negatedWords(description: string): string[] {
  const found: string[] = [];
  for (const match of description
    .toLowerCase()
    .matchAll(/(with or )?\b(?:other than|without|except|no)\s+([a-z][a-z -]*?)\s*(?=,|\(|\)|;|$|\bwith\b)/g)) {
    if (!match[1] && match[2]) found.push(match[2]);
  }
  return found;
}

/** The foods with every word, then the best of the rest: a food with some of the words never comes before one with all. */
function withFirst(all: readonly FoodRow[], any: readonly FoodRow[], limit: number): FoodRow[] {
  const taken = new Set(all.map((row) => row.fdc_id));
  return [...all, ...any.filter((row) => !taken.has(row.fdc_id))].slice(0, limit);
}

/** Which of two foods ranks first: highest score, then the shorter description, then the lower id, as the SQL orders. */
const byRank = (a: Scored, b: Scored) =>
  b.score - a.score || a.row.description.length - b.row.description.length || a.row.fdc_id - b.row.fdc_id;

/** The best `limit` foods, kept in order as they come (a common word has thousands of candidates; only a few are kept). */
function best(scored: readonly Scored[], limit: number): Scored[] {
  const top: Scored[] = [];
  for (const candidate of scored) {
    const last = top.at(-1);
    if (top.length === limit && last && byRank(candidate, last) >= 0) continue;
    let at = top.length;
    for (let previous = top[at - 1]; previous && byRank(candidate, previous) < 0; previous = top[at - 1]) at -= 1;
    top.splice(at, 0, candidate);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Whether one of a food's other names is the query's words and no more. */
const isOtherName = (names: readonly OtherName[], said: ReadonlySet<string>) =>
  names.some((name) => name.lexemes.size === said.size && [...said].every((lexeme) => name.lexemes.has(lexeme)));

/** The phrase's lexemes at consecutive positions (gaps where stop words stand). */
function hasPhrase(lexemes: ReadonlyMap<string, number[]>, phrase: (string | null)[]): boolean {
  const parts = phrase.flatMap((lexeme, offset) => (lexeme ? [{ lexeme, offset }] : []));
  const [first, ...rest] = parts;
  if (!first) return false;
  const starts = lexemes.get(first.lexeme) ?? [];
  return starts.some((start) => rest.every((part) => lexemes.get(part.lexeme)?.includes(start + part.offset - first.offset)));
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? '') < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function startingWith(sorted: string[], prefix: string): string[] {
  const found: string[] = [];
  for (let i = lowerBound(sorted, prefix); sorted[i]?.startsWith(prefix); i++) found.push(sorted[i] ?? '');
  return found;
}

/** A word's letters in alphabetical order: the same for every word of the same letters. */
const lettersOf = (word: string) => [...word].sort().join('');

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}
