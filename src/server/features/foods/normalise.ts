import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';

/** Words searched at most; the rest of a very long query is ignored. */
const MAX_WORDS = 8;

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

/** A query word's synonyms in the lexicon; hasOwn, so that a word such as 'constructor' finds no Object property. */
export function synonymsOf(word: string): readonly string[] {
  return Object.hasOwn(FOOD_LEXICON.synonyms, word) ? (FOOD_LEXICON.synonyms[word] ?? []) : [];
}

/** The words with each of the lexicon's phrases said the foods' way, no word twice in a row ('french fries' stays itself). */
export function sayAsFoodsDo(words: string[]): string[] {
  const phrases = FOOD_LEXICON.phrases;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const pair = `${word} ${words[i + 1] ?? ''}`;
    const two = i + 1 < words.length && Object.hasOwn(phrases, pair);
    const said = (two ? phrases[pair] : Object.hasOwn(phrases, word) ? phrases[word] : word) ?? word;
    if (two) i += 1;
    for (const part of said.split(' ')) if (part !== out.at(-1)) out.push(part);
  }
  return out;
}
