import type { FoodSearchResult } from '../../../shared/foods.js';
import { closestWord } from '../../../shared/entry-text/vocabulary.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { singularsOf } from '../../../shared/words.js';
import { aloneAsFoodsDo, queryWords, sayAsFoodsDo, synonymsOf } from './normalise.js';
import type { SearchOptions } from './memory-search.js';

// Queries that name two foods: 'coffee with milk', 'toast and jam', 'avocado toast'. Where no food
// is both, the search answers each food's best matches in turn instead of one food's variants.

export type LocalSearch = (query: string, limit: number, options?: SearchOptions) => Promise<FoodSearchResult[]>;

/** Words that join two foods ('coffee with milk', 'toast & jam'). */
const JOINER = /\s+(?:with|and|plus|&|on)\s+/;
/** Words that describe rather than name a food ('grilled salmon' names one food, salmon). */
const NOT_FOOD_WORDS = new Set(FOOD_LEXICON.notFoodWords);
/** Head plus the part after it: 'Beverages, coffee' of 'Beverages, coffee, ready to drink, iced, mocha, milk based'. */
const NAMING_PARTS = 2;

/** The words of a text that name foods, as the foods say them ('crisps' are potato chips). */
export const foodWords = (text: string) => sayAsFoodsDo(queryWords(text)).filter((word) => word.length > 1 && !NOT_FOOD_WORDS.has(word));

/**
 * Whether a text names a word: as written, without its plural ending, by its USDA name ('oatmeal'
 * is oats), spaced otherwise ('cornflakes' in 'Corn Flakes') or a typo away ('chiken').
 */
function namesWord(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  const unspaced = lower.replace(/[^a-z]/g, '');
  const names = [word, ...singularsOf(word), ...synonymsOf(word)];
  if (names.some((name) => lower.includes(name) || unspaced.includes(name))) return true;
  if (classesOf(word).some((name) => new RegExp(`\\b${name}\\b(?!less)`).test(lower))) return true;
  const nameWords = lower.split(/[^a-z]+/).filter(Boolean);
  // A word of four letters with one left out ('piza' of pizza), which is too short for closestWord's corrections.
  if (word.length === SHORT_TYPO_LENGTH && nameWords.some((name) => name.length === word.length + 1 && lacksOneLetter(name, word)))
    return true;
  return closestWord(word, nameWords) !== null;
}

/** The length of a typed word read as a name word with one letter left out. */
const SHORT_TYPO_LENGTH = 4;

/** Whether a word is a name with one of its letters left out. */
const lacksOneLetter = (name: string, word: string) => [...name].some((_, i) => name.slice(0, i) + name.slice(i + 1) === word);

/** The classes a food word is of, as the foods name them ('beef' is meat). */
const classesOf = (word: string): string[] =>
  Object.entries(FOOD_LEXICON.foodClasses).flatMap(([name, members]) => (members.includes(word) ? [name] : []));

/** What a found food is called: its description, and the survey's other name the query found it by ('zucchini'). */
export const namesOf = (food: FoodSearchResult): string => (food.alsoCalled ? `${food.description}; ${food.alsoCalled}` : food.description);

/** Whether a food's description names every food word of a phrase, alone or written as one with its neighbour ('oat meal' in 'Oatmeal'). */
export const namesAll = (description: string, phrase: string): boolean => {
  const words = foodWords(phrase);
  const withNeighbours = (word: string, i: number) => {
    const before = words[i - 1];
    const after = words[i + 1];
    return [before && before + word, after && word + after];
  };
  return words.every(
    (word, i) => namesWord(description, word) || withNeighbours(word, i).some((pair) => !!pair && namesWord(description, pair)),
  );
};
/**
 * Whether a food is of foods said joined by 'and' as one: its name joins them too ('Ham and cheese
 * sandwich', 'Macaroni or noodles with cheese'); 'Crackers, cheese' are no cheese and crackers,
 * 'Walnuts, honey roasted' no honey and walnuts.
 */
export const joinsAsSaid = (description: string, phrase: string): boolean =>
  !/\sand\s/i.test(phrase) ||
  // How it is made ('Potato salad, made with mayonnaise') joins no foods: 'a baked potato and salad' is two.
  /\s(?:and|with)\s|&/i.test(description.replace(/\b(?:made|prepared|cooked) with\b/gi, '')) ||
  namedAfterTheFoods(description, phrase);

/** 'chicken and rice soup' is 'Chicken rice soup': the foods said before a dish the name ends in, as its own name's does. */
function namedAfterTheFoods(description: string, phrase: string): boolean {
  const dish = /\sand\s+\S+\s+(\S+)$/i.exec(phrase.trim())?.[1]?.toLowerCase();
  const [name = ''] = description.toLowerCase().split(',');
  return !!dish && name.split(/\s+/).length > 2 && name.endsWith(dish.replace(/s$/, ''));
}

/** Whether a food's description names some food word of a phrase (the search always answers something close). */
export const namesSome = (description: string, phrase: string): boolean => {
  const words = foodWords(phrase);
  return words.length === 0 || words.some((word) => namesWord(description, word));
};

/**
 * The foods a query names: parts around 'with'/'and' in the order said, or else its words when it
 * has several, the last first: English names a thing by its last word ('cherry tomatoes' are
 * tomatoes, 'turkey wrap' a wrap).
 */
export function queryFoods(query: string): { parts: string[]; joined: boolean } {
  const joined = query
    .trim()
    .toLowerCase()
    .split(JOINER)
    .filter((part) => foodWords(part).length > 0);
  // 'X and X' is a name ('half and half'), not two foods.
  if (joined.length > 1 && new Set(joined).size === joined.length) return { parts: joined, joined: true };
  const words = foodWords(query);
  const last = words.at(-1);
  return { parts: last === undefined ? [] : [last, ...words.slice(0, -1)], joined: false };
}

/**
 * Whether the best match is one food that is all of the query: for 'X with Y' both are named in
 * what the food is, and nothing else (its first two parts: 'Macaroni and cheese', not an iced mocha 'milk based'),
 * for 'X Y' every word is somewhere in it ('chicken breast').
 */
function isOneFood(food: FoodSearchResult, query: string, joined: boolean, parts: string[]): boolean {
  if (!joined) return namesAll(namesOf(food), query);
  // 'chicken flavor' names a taste, not chicken.
  const naming = food.description
    .split(',')
    .slice(0, NAMING_PARTS)
    .join(',')
    .replace(/\b[\w-]+ flavou?r(?:ed)?\b/gi, '');
  // 'Non-dairy milk' names no milk, unless said ('cappuccino with oat milk' is one with non-dairy milk).
  const named = /\bnon\b/.test(query) ? naming : naming.replace(/\bnon-[a-z]+\s+[a-z]+/gi, '');
  // Nor when the dish is of a food not said, beside what kind of dish its first part is (either, where it is named two
  // ways): 'eggs and bacon' are no 'Egg and bacon on biscuit' or 'Egg, cheese and bacon on bagel'; 'peanut butter and
  // jelly' is the sandwich. What it comes with ('with lettuce and spread') may go unsaid, and how it is made ('ready-to-heat').
  const said = (words: string[]) => words.every((word) => namesWord(query, word));
  const [first = '', ...others] = named.split(',').map((part) => part.trim().split(/\s*\bwith\s+/i)[0] ?? '');
  const saysFirst = first.split(/\s+or\s+/i).some((alternative) => {
    const [served = ''] = alternative.split(/\s+(?:on|in|from)\s+/i, 1);
    const kind = foodWords(served).at(-1);
    return said(foodWords(alternative).filter((word) => word !== kind));
  });
  // A later part that lists or serves foods is of the dish too ('cheese and bacon on bagel'); others say how it is made.
  const saysDish = saysFirst && others.every((part) => !/\b(and|on)\s/i.test(part) || said(foodWords(part)));
  return saysDish && joinsAsSaid(food.description, query) && parts.every((part) => namesAll(named, part));
}

/** Round robin over each food's matches, each food once: X's best, Y's best, X's second ... */
function takeTurns(lists: FoodSearchResult[][], limit: number): FoodSearchResult[] {
  const seen = new Set<string>();
  const out: FoodSearchResult[] = [];
  for (let i = 0; out.length < limit && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const food = list[i];
      if (!food || seen.has(String(food.fdcId))) continue;
      seen.add(String(food.fdcId));
      out.push(food);
      if (out.length === limit) break;
    }
  }
  return out;
}

/** The search, understanding a query that names two or more foods where no food is all of them. */
export async function searchNamedFoods(search: LocalSearch, query: string, limit: number): Promise<FoodSearchResult[]> {
  const whole = await search(query, limit);
  const words = queryWords(query);
  // A name that alone means one food is that food ('chicken salad'), never two.
  if (aloneAsFoodsDo(words)) return whole;
  // The query as the foods say it ('wholemeal bread' is whole wheat bread), as the search read it.
  const said = sayAsFoodsDo(words).join(' ');
  const { parts, joined } = queryFoods(said);
  const best = whole[0];
  if (parts.length < 2 || !best || isOneFood(best, said, joined, parts)) return whole;
  // Each food's best among the reference foods: a brand's product was not all of the query either,
  // and one SQL search of the branded foods per part made these the slowest queries.
  const each = await Promise.all(parts.map((part) => search(part, limit, { branded: false })));
  return takeTurns(each, limit);
}
