import type { FoodSearchResult } from '../../../shared/foods.js';
import { closestWord } from '../../../shared/entry-text/vocabulary.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { foodWords } from '../foods/compound-query.js';
import { synonymsOf } from '../foods/normalise.js';
import { ownValue } from '../../../shared/records.js';

// The bar a found food must meet before a meal said in words is logged as it: the search always
// answers something close, and for a food typed in the search box a loose answer helps ('tost' finds
// tostadas as it is typed). A meal said is finished words: an unknown word ('timbits', 'ackee') is
// better left for the person to fix at 0 kcal than logged as tomato sauce 'with tomato tidbits' or
// a cake made by 'MCKEE BAKING'.

/** A word of four capitals or more: a brand or its owner ('MCKEE BAKING'), named only as written. */
const BRAND_WORD = /^[A-Z][A-Z'&.-]{3,}$/;
/** What a food tastes of or is made like is no food of it ('Corn, sweet, cream style', 'chicken flavor'). */
const LIKE = /\b[\w-]+ (?:style|flavou?r(?:ed)?)\b/gi;

/** A name's words as a finished word said may be them: itself, its plural, past or '-y' forms ('brew', brewed; 'berry', berries). */
const formsOf = (word: string): string[] => {
  const bare = [word.replace(/es$/, ''), word.replace(/s$/, '')];
  return [
    word,
    ...bare,
    ...bare.flatMap((form) => [`${form}s`, `${form}es`, `${form}ed`, `${form}d`]),
    word.replace(/y$/, 'ies'),
    word.replace(/ies$/, 'y'),
  ];
};

/** The words of a name, lower case, each with the words after it joined ('Corn Flakes' is also cornflakes). */
function wordsOf(name: string): string[] {
  const words = name
    .replace(LIKE, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return [...words, ...words.slice(1).map((word, i) => `${words[i]}${word}`)];
}

/** The part of a name that says what the food is: its first part, or the next where the first is a class or brand ('MCKEE BAKING, LITTLE DEBBIE…'). */
function headOf(description: string): string {
  const [first = '', second] = description.split(/,\s*/);
  const isClass = FOOD_LEXICON.classHeads.includes(first.toLowerCase()) || (/[A-Z]{2}/.test(first) && first === first.toUpperCase());
  return (isClass && second ? second : first).split(/\s+(?:with|in|on)\s+/i)[0] ?? '';
}

/** The classes a word is of, as the foods name them ('beef' is meat). */
const classesOf = (word: string): string[] =>
  Object.entries(FOOD_LEXICON.foodClasses).flatMap(([name, members]) => (members.includes(word) ? [name] : []));

/**
 * Whether a name says a word of a meal: as a whole word in one of its forms, by a synonym or its
 * class ('beef' is meat), or as a typo of a word of its head that is no brand ('chiken' of
 * 'Chicken, …'), never as the start of a longer word ('ben' of bengal gram).
 */
function saysWord(description: string, word: string, typos = true): boolean {
  const all = new Set(wordsOf(description));
  const short = ownValue(FOOD_LEXICON.shortWords, word);
  const names = [word, ...(short ? [short] : []), ...synonymsOf(word), ...classesOf(word)].flatMap((name) =>
    name.split(/\s+/).length > 1 ? [name.replace(/\s+/g, '')] : formsOf(name),
  );
  if (names.some((name) => all.has(name))) return true;
  if (!typos) return false;
  const head = headOf(description)
    .split(/[^A-Za-z]+/)
    .filter((part) => part && !BRAND_WORD.test(part))
    .map((part) => part.toLowerCase());
  return closestWord(word, head) !== null;
}

/** Food made for babies ('Broccoli and chicken, baby food, strained'): a grown-up's meal is not it, unless said. */
const FOR_BABIES = /\bbaby ?food\b|\binfant formula\b/i;
const SAYS_BABIES = /\b(?:baby|babies|infant|toddler)\b/i;

/** Whether a food may be what a phrase means at all: a brand's product with its brand said, a baby's food with a baby. */
export const meantAsSaid = (food: FoodSearchResult, text: string) =>
  brandSaid(food, text) && (!FOR_BABIES.test(`${food.description} ${food.foodGroup ?? ''}`) || SAYS_BABIES.test(text));

/**
 * Whether a food found is a said phrase's food closely enough to log: its own name says a word
 * of it, or, where only the survey's other name does ('Jerry's Meatball Sub'), that name's head
 * (its last word) is said too. Of a phrase whose last food word (what it names) the foods know,
 * the food says that word: 'sweet cream' is no corn 'cream style', but 'lamb rogan josh' may be lamb.
 */
export function saysClosely(food: FoodSearchResult, text: string, headKnown: boolean): boolean {
  const words = foodWords(text);
  if (words.length === 0) return true;
  if (!meantAsSaid(food, text)) return false;
  const said = wordsSaid(food, text);
  // Or two food words of it or more, but not what it names: 'pork bao buns' are the survey's 'filled with meat'
  // steamed bao; a brand is no food word ('popeyes spicy chicken sandwich' is no POPEYES wing).
  const foods = words.filter((word) => says(food, words, word) && !brandOnly(food, word)).length;
  return said > 0 && (!headKnown || says(food, words, words.at(-1) ?? '') || foods >= 2);
}

/**
 * Whether a reference food that is one brand's product ('CAMPBELL'S Homestyle Chicken with White &
 * Wild Rice Soup', 'KASHI, Chicken and Chipotle…') has its brand said: a generic name means the
 * generic food. (The survey's brands, 'Oreo', are what people report eating, and named so.)
 */
function brandSaid(food: FoodSearchResult, text: string): boolean {
  if (food.dataType !== 'SR Legacy') return true;
  const said = text.toLowerCase().replace(/[^a-z]/g, '');
  const brand = food.description
    .split(/[^A-Za-z'&.-]+/)
    .filter((word) => BRAND_WORD.test(word))
    .map((word) =>
      word
        .toLowerCase()
        .replace(/'s$/, '')
        .replace(/[^a-z]/g, '')
        .replace(/s$/, ''),
    );
  // Any of its capitals: the brand or its product's name ('luna bar', 'a pop tart').
  return brand.length === 0 || brand.some((word) => said.includes(word));
}

/**
 * Whether a food says one of a phrase's food words, by its own name, or by its other name where
 * that name's head (its last word) is said too ('char siu bao' for 'pork bao', not 'Jerry's
 * Meatball Sub' for 'jerrys').
 */
function says(food: FoodSearchResult, words: readonly string[], word: string): boolean {
  if (saysWord(food.description, word)) return true;
  // Whose it is names no food ('Uncle Ben's', 'Jerry's Meatball Sub', 'Starbuck's Frappuccino').
  const also = food.alsoCalled?.replace(/\b[\w.-]+'s\b/gi, ' ').trim();
  if (!also || !saysWord(also, word, false)) return false;
  // A brand's product ('Wendy's Frosty Shakes') is said by any word of its name; another name by its head, before what it is made with.
  if (/'s\b/.test(food.alsoCalled ?? '')) return true;
  // Each name it gives ('Indian steamed rice cake (Idli)': the cake, and idli) by its own head.
  return also
    .split(/[(),;]/)
    .filter((name) => saysWord(name, word, false))
    .some((name) => {
      const [named = name] = name.split(/\s+(?:made|with|or|in|on)\s+/);
      const head = foodWords(named).at(-1);
      return !!head && words.some((said) => saysWord(head, said));
    });
}

/** Whether a word is said only as a brand's capitals in a food's name ('POPEYES'): no food word of it. */
const brandOnly = (food: FoodSearchResult, word: string) =>
  food.description.split(/[^A-Za-z'&.-]+/).some(
    (part) =>
      BRAND_WORD.test(part) &&
      part
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .startsWith(word),
  );

/** How many of a phrase's food words a food says closely. */
export function wordsSaid(food: FoodSearchResult, text: string): number {
  const words = foodWords(text);
  return words.filter((word) => says(food, words, word)).length;
}

/** Whether a phrase says every food word of what a food is ('avocado' of 'Avocado, raw'; not 'thai' of 'Pad Thai'), or of the other name it was found by. */
export function headSaid(food: FoodSearchResult, text: string): boolean {
  const said = (name: string) => {
    const words = foodWords(name);
    return words.length > 0 && words.every((word) => saysWord(text, word));
  };
  // Or the other name it was found by, all of it ('vegemite' of 'Yeast extract spread').
  return said(headOf(food.description)) || (!!food.alsoCalled && said(food.alsoCalled.replace(/\b[\w.-]+'s\b/gi, ' ')));
}
