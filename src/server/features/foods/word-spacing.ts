import { aloneAsFoodsDo, sayAsFoodsDo, withPhraseTypos } from './normalise.js';

/** What spacing asks of the foods; the search index answers from memory. */
export interface FoodWords {
  /** Some food uses the word as it is. */
  isTerm(word: string): boolean;
  /** Some bundled food has the words as a phrase. */
  hasPhrase(words: string[]): boolean;
}

/** Shorter words are not split: 'garlic' is no 'gar lic'. */
const MIN_SPLIT_LENGTH = 6;

/**
 * The query words split as the foods write them, and said the lexicon's way: a word no food uses,
 * which the foods write as two words, is split ('cornflakes' is Corn Flakes, 'icecream' ice
 * cream); a name that alone means one food is that food ('salad'); everyday names become the foods', before a split ('beetroot' is beets, not beet roots)
 * and after it.
 */
export function splitAsFoodsDo(foods: FoodWords, typed: string[]): string[] {
  // A phrase said with a typo is the phrase ('chiken soup').
  const words = withPhraseTypos(typed, (word) => foods.isTerm(word));
  // A name that alone means one food is already said as the foods say it ('chicken salad' is no lettuce salad).
  return aloneAsFoodsDo(words) ?? sayAsFoodsDo(sayAsFoodsDo(words).flatMap((word) => splitWord(foods, word)));
}

/**
 * Two neighbouring words that the foods write only as one are joined ('soy milk' is Soymilk,
 * 'blue berries' Blueberries). A pair that foods also write as two words stays apart ('sweet
 * potato', although one food says 'sweetpotato').
 */
export function joinAsFoodsDo(foods: FoodWords, words: string[]): string[] {
  const spaced: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const next = words[i + 1];
    if (next !== undefined && foods.isTerm(word + next) && !foods.hasPhrase([word, next])) {
      spaced.push(word + next);
      i += 1;
    } else spaced.push(word);
  }
  return spaced;
}

/** The first split of a word no food uses into two food words that some food has as a phrase. */
function splitWord(foods: FoodWords, word: string): string[] {
  if (word.length < MIN_SPLIT_LENGTH || !/^[a-z]+$/.test(word) || foods.isTerm(word)) return [word];
  for (let i = 3; i <= word.length - 3; i++) {
    const halves = [word.slice(0, i), word.slice(i)];
    if (halves.every((half) => foods.isTerm(half)) && foods.hasPhrase(halves)) return halves;
  }
  return [word];
}
