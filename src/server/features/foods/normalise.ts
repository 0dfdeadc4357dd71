import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { ownValue } from '../../../shared/records.js';
import { singularsOf } from '../../../shared/words.js';
import { allowedEdits, editDistance } from '../../../shared/entry-text/vocabulary.js';

/** Words searched at most; the rest of a very long query is ignored. */
const MAX_WORDS = 8;

const SERVING_WORDS = new Set(FOOD_LEXICON.servingWords);

/**
 * Lower-case words of a query, accents removed, a serving said before the food dropped ('a cup
 * of tea' is tea), a word said twice in a row once ('half and half' keeps both): the search's real input.
 */
export function queryWords(query: string): string[] {
  const words = query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const named = words.filter((word, i) => !(SERVING_WORDS.has(word) && words[i + 1] === 'of' && i + 2 < words.length));
  return named.filter((word, i) => word !== named[i - 1]).slice(0, MAX_WORDS);
}

/** The lexicon's entry for a word, or for its singular where the plural has none ('courgettes' are courgette's). */
function ownOrSingular<T>(record: Record<string, T>, key: string): T | undefined {
  const own = ownValue(record, key);
  if (own !== undefined) return own;
  const words = key.split(' ');
  const last = words.pop() ?? '';
  for (const singular of singularsOf(last)) {
    const found = ownValue(record, [...words, singular].join(' '));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A query word's synonyms in the lexicon, said of one or several; hasOwn, so that a word such as 'constructor' finds no Object property. */
export function synonymsOf(word: string): readonly string[] {
  return ownOrSingular(FOOD_LEXICON.synonyms, word) ?? [];
}

/** The lexicon's phrases with their number of words, read once: the search reads them for every query typed. */
const PHRASES = Object.entries(FOOD_LEXICON.phrases).map(([phrase, said]) => ({
  phrase,
  words: phrase.split(' ').length,
  list: phrase.split(' '),
  /** The words it is said as: a whole word of these typed last is no half-typed one ('strawberry milk' is no milk shake). */
  says: said.split(/[\s-]+/),
}));
/** Words in the lexicon's longest phrase. */
const LONGEST_PHRASE = Math.max(...PHRASES.map(({ words }) => words));

const ARTICLES = new Set(['a', 'an', 'some', 'the', 'my']);

/** Where a query's words are a name that alone means one food ('salad', 'a salad'), that food's words; else null. */
export function aloneAsFoodsDo(words: string[]): string[] | null {
  return ownValue(FOOD_LEXICON.alone, words.filter((word) => !ARTICLES.has(word)).join(' '))?.split(' ') ?? null;
}

/** Letters the last word of a phrase needs, typed so far, before the phrase is taken as said ('mac n chees'). */
const MIN_PHRASE_START = 3;

/**
 * The lexicon's phrase of two words or more that the words end as typed so far, its last word half-typed
 * (search-as-you-type: 'mac n chees' is mac n cheese, 'fish and chip' fish and chips); the shortest where several are.
 * A last word that the phrase is said with is whole: 'strawberry milk' is not a half-typed 'strawberry milkshake'.
 */
function phraseTypedSoFar(words: string[]): string | undefined {
  const last = words.at(-1) ?? '';
  if (words.length < 2 || last.length < MIN_PHRASE_START) return undefined;
  const before = `${words.slice(0, -1).join(' ')} `;
  return PHRASES.filter(
    ({ phrase, words: size, says }) =>
      size === words.length && phrase.startsWith(before) && phrase.slice(before.length).startsWith(last) && !says.includes(last),
  )
    .map(({ phrase }) => phrase)
    .sort((a, b) => a.length - b.length)[0];
}

/**
 * The words with each of the lexicon's phrases said the foods' way (the longest first, then one the text ends
 * in half-typed), no word twice in a row ('french fries' stays itself).
 */
export function sayAsFoodsDo(words: string[]): string[] {
  const phrases = FOOD_LEXICON.phrases;
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let said = words[i] ?? '';
    let taken = 1;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      // A phrase said of several ('swedes', 'pork pies') is the phrase.
      const whole = ownOrSingular(phrases, phrase);
      const typed = i + n === words.length && whole === undefined ? phraseTypedSoFar(words.slice(i)) : undefined;
      if (whole !== undefined || typed) {
        said = whole ?? phrases[typed ?? ''] ?? phrase;
        taken = n;
        break;
      }
    }
    i += taken;
    // Split as a query's words are: 'tomato-based' is two.
    for (const part of said.split(/[\s-]+/)) if (part && part !== out.at(-1)) out.push(part);
  }
  return out;
}

/**
 * The words with a misspelt word of one of the lexicon's phrases of two words or more said as the phrase says it
 * ('chiken soup' is chicken soup, which the foods call chicken noodle soup): a word no food has, a typo or two from
 * the phrase's word (as closestWord allows), where the phrase's other words are as typed.
 */
export function withPhraseTypos(words: string[], isFoodWord: (word: string) => boolean): string[] {
  return words.map((word, i) => {
    const allowed = allowedEdits(word.length);
    if (allowed === 0 || isFoodWord(word)) return word;
    for (const { list, words: size } of PHRASES) {
      if (size < 2 || size > words.length) continue;
      for (const [j, said] of list.entries()) {
        const start = i - j;
        if (said === word || start < 0 || start + size > words.length || Math.abs(said.length - word.length) > allowed) continue;
        if (list.every((other, k) => k === j || words[start + k] === other) && editDistance(word, said) <= allowed) return said;
      }
    }
    return word;
  });
}
