import type { FoodSearchResult } from '../../../shared/foods.js';
import type { DraftFood } from '../../../shared/proposals.js';
import { parseFoodPhrase } from '../../../shared/entry-text/food-phrases.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { foodWords, joinsAsSaid, namesAll, namesOf, namesSome, queryFoods } from '../foods/compound-query.js';
import type { FoodService } from '../foods/service.js';
import { anyWordOf, escapeRegExp } from '../../lib/regexp.js';
import { aloneAsFoodsDo, queryWords, synonymsOf } from '../foods/normalise.js';
import { headSaid, meantAsSaid, saysClosely, wordsSaid } from './said-closely.js';
import { asEaten } from './how-eaten.js';

// A said food to the foods it is: one dish where the food data has a dish that covers the phrase
// ('ham and cheese sandwich', 'salad with chicken'), else each food of it, the ones added to
// another ('with honey', 'butter on toast') marked so they get a small portion.

export type Search = FoodService['search'];

export interface FoundFood {
  said: DraftFood;
  /** The food found; null when the search knows none of its words. */
  food: FoodSearchResult | null;
  /** Index (in the same list) of the food this one is added to, when said after 'with' or before 'on'/'in'. */
  addedTo?: number;
}

/** Words of a dish's name that say its default form, not another food ('garden salad', 'with spread', 'NFS'). */
const DEFAULT_FORM_WORDS = new Set([
  'nfs',
  'ns',
  'as',
  'to',
  'with',
  'and',
  'or',
  'spread',
  'garden',
  'plain',
  'regular',
  'type',
  'made',
  'any',
  'from',
  // Where or how it was made, not another food ('ready-to-heat', 'restaurant', 'home recipe').
  'ready',
  'heat',
  'restaurant',
  'home',
  'recipe',
]);

/** How many results of the whole phrase are looked at for a dish that covers it. */
const DISH_CANDIDATES = 10;

const JOINER = /\s+(with|and|on|in)\s+/;
/** How a food was made, said before what it was made with ('a shake made with almond milk'): no food. */
const MADE_WITH = /\s+(?:made|topped|served|mixed|blended|prepared|cooked|done)(?=\s+(?:with|in|on)\s|\s*$)/g;

const stem = (word: string) => word.replace(/(?:es|s)$/, '');

/**
 * Words a dish's name (its first three parts) holds beyond the phrase's own, not counting
 * alternatives ('chicken or turkey') and optional contents ('tomato and/or carrots'), but counting
 * what it comes with ('with nuts and/or fruits'), nor default-form words.
 */
function extraWords(description: string, phrase: string): number {
  const said = stemmedWords(phrase);
  let extra = 0;
  // A detail left unsaid ('NS as to fat') is the default form, no other food.
  for (const part of description
    .toLowerCase()
    .split(',')
    .slice(0, 3)
    .filter((part) => !/^\s*(?:ns as to|nfs)\b/.test(part))) {
    const words = part.split(/[^a-z/]+/).filter(Boolean);
    let comesWith = false;
    for (const [i, word] of words.entries()) {
      comesWith ||= word === 'with';
      const optional = ['or', 'and/or'].includes(words[i - 1] ?? '') || (!comesWith && words[i + 1] === 'and/or');
      if (!optional && /^[a-z]{3,}$/.test(word) && !DEFAULT_FORM_WORDS.has(word) && !said.has(stem(word))) extra += 1;
    }
  }
  return extra;
}

/** Fewer words beyond the phrase first, then the shorter name (the plain dish before its variants). */
const closer = (phrase: string) => (a: FoodSearchResult, b: FoodSearchResult) =>
  extraWords(a.description, phrase) - extraWords(b.description, phrase) || a.description.length - b.description.length;

/**
 * The word that says what a phrase is: the last before 'with' ('pancakes with syrup' is pancakes),
 * else its last ('ham and cheese sandwich', 'butter on toast').
 */
function phraseHead(phrase: string): string | undefined {
  const [named = ''] = phrase.toLowerCase().split(/\s+with\s+/);
  return named
    .split(/[^a-z]+/)
    .filter(Boolean)
    .at(-1);
}

/** Whether a dish is what the phrase names: its name's head ends in the phrase's head ('Ham and cheese sandwich', not 'Syrups, …, pancake' for pancakes with syrup). */
function headIsSaid(description: string, phrase: string): boolean {
  // A name that lists its foods ('Bacon, lettuce, and tomato sandwich') ends its head at the 'and' part.
  const parts = description.toLowerCase().split(/,\s*/).slice(0, 3);
  const listEnd = parts.findIndex((part) => part.startsWith('and '));
  // A class names the food by its next part ('Coffee, Cappuccino, with non-dairy milk' is a cappuccino).
  const first = CLASS_HEADS.has(parts[0] ?? '') && parts[1] ? parts[1] : parts[0];
  const head = (listEnd > 0 ? parts[listEnd] : first)?.replace(/\s+(?:with|including|excluding)\s.*$|;.*$/, '') ?? '';
  // A head given two ways ('Sweet and sour chicken or turkey') ends in either.
  const lasts = head.split(/\s+or\s+/).map((alternative) =>
    alternative
      .split(/[^a-z]+/)
      .filter(Boolean)
      .at(-1),
  );
  // Fillings named on their bread ('Egg, cheese and bacon on bagel') are that bread.
  const onBread = / on ([a-z ]+)$/.exec(parts.join(', '))?.[1]?.split(' ').at(-1);
  const said = phraseHead(phrase);
  return said !== undefined && [...lasts, onBread].some((last) => last !== undefined && stem(said) === stem(last));
}

const CLASS_HEADS = new Set(FOOD_LEXICON.classHeads);

const WITH_CHIPS = FOOD_LEXICON.withChips.map(escapeRegExp).join('|');
/** Chips said with a food they come with in Britain are fries ('kebab and chips', 'chips and gravy'). */
const CHIPS_AS_FRIES = new RegExp(
  `\\b(?:${WITH_CHIPS})\\s+(?:and|&|n|'n'|with)\\s+chips\\b|\\bchips\\s+(?:and|&|n|'n'|with)\\s+(?:${WITH_CHIPS})\\b`,
  'gi',
);

/** Fish said right before 'and chips' ('cod and chips'): the chip shop's battered fish. */
const BATTERED_WITH_CHIPS = new RegExp(
  `(?<!battered\\s)${anyWordOf(FOOD_LEXICON.batteredWithChips).source}(?=\\s+(?:and|&|n|'n'|with)\\s+chips\\b)`,
  'i',
);

/** Plain 'beans' (after a joiner, an article or the start, not 'black beans'), and the foods that make them baked beans. */
const PLAIN_BEANS = /(^|,|\b(?:with|and|n|on|some|of|plus)\s+|&\s*)beans\b/gi;
const BAKED_BEANS_WITH = anyWordOf(FOOD_LEXICON.bakedBeansWith);

const TEA_OR_COFFEE = anyWordOf(FOOD_LEXICON.biscuitsAsCookies.company);
const SWEET_BISCUIT = new RegExp(`${anyWordOf(FOOD_LEXICON.biscuitsAsCookies.sweet).source}\\s+biscuits?\\b`, 'i');
const BISCUIT = /\bbiscuit(s?)\b/gi;

/**
 * A meal's foods with British biscuits said as cookies: biscuits in a meal with tea or coffee, or
 * sweet ones ('chocolate biscuits'), not an American biscuit's bread ('biscuits and gravy').
 */
export function withBiscuitsAsCookies(foods: readonly DraftFood[]): DraftFood[] {
  const withTea = foods.some((food) => TEA_OR_COFFEE.test(food.text));
  return foods.map((food) => {
    const sweet = SWEET_BISCUIT.test(food.text);
    if (/\bgravy\b/i.test(food.text) || !(withTea || sweet)) return food;
    const text = food.text.replace(BISCUIT, (_, plural: string) => `cookie${plural}`);
    // Plain biscuits with a cuppa are a small cookie each (20 g), not the survey's medium American one (30 g).
    const plain = !sweet && /^(?:(?:a|an|some|the|few|couple|of)\s+)*cookies?$/i.test(text.trim());
    return plain && food.unit === undefined ? { ...food, text, unit: 'small' } : { ...food, text };
  });
}

/**
 * A burger said without its bun ('a veggie burger, no bun') is not written out on one; one said
 * with its bun ('a veggie burger with a bun', 'in a bun') is written out on it once.
 */
const NO_BUN = String.raw`(?!\s*,?\s*(?:with\s+)?(?:no|without(?:\s+(?:a|the))?)\s+bun)(?:\s+(?:with|in|on)\s+(?:(?:a|an|the|its|their)\s+)?(?:[a-z]+\s+)?buns?\b)?`;
/** What is said with a dish written out as its foods, up to the next food ('a burrito bowl with chicken'). */
const SAID_WITH = String.raw`(?:\s+with\s+([a-z ]+?)(?=\s*(?:[,;.]|$|\s+and\s)))?`;
// A name written out as itself and more ('caesar salad with caesar dressing') is not written out again: the text is read twice.
const DISH_PATTERNS = Object.entries(FOOD_LEXICON.dishShortNames).map(([short, full]) => {
  const again = (full.startsWith(short) ? `(?!${escapeRegExp(full.slice(short.length))})` : '') + (/\bbuns?\b/.test(full) ? NO_BUN : '');
  const list = full.includes(',') ? SAID_WITH : '';
  return [new RegExp(`(^|[^a-z])((?:a|an)\\s+)?${escapeRegExp(short)}(?![a-z])${again}${list}`, 'gi'), full] as const;
});

/** Whether a dish written out as its foods lists a food said with it already ('3 oz of chicken' of a burrito bowl with chicken). */
const listsAlready = (full: string, said: string) => {
  const words = stemmedWords(full);
  const saidWords = foodWords(said);
  return saidWords.length > 0 && saidWords.every((word) => words.has(stem(word)));
};

/**
 * A text with dishes' short names written out ('a blt and an oj' → 'a bacon lettuce and tomato
 * sandwich and an orange juice'); one written out as its foods with their amounts ('a full english'
 * → '2 fried eggs, 2 slices of bacon, …') loses its article.
 */
export function withDishNames(text: string): string {
  const chipsAsFries = text.replace(CHIPS_AS_FRIES, (said: string) =>
    said
      .replace(BATTERED_WITH_CHIPS, 'battered fish')
      .replace(/\s+(?:&|n|'n')\s+/i, ' and ')
      .replace(/\bchips\b/i, 'french fries'),
  );
  const written = DISH_PATTERNS.reduce(
    (written, [pattern, full]) =>
      written.replace(
        pattern,
        // A dish written out with its own amount first ('2 fried eggs, …', 'a serving of french fries, …') loses the article before it.
        // (A pattern with no 'with' group is given the match's offset there.)
        (_, before: string, article: string | undefined, withWhat: unknown) =>
          `${before}${article && !/^(?:\d|an? )/.test(full) ? article : ''}${full}${typeof withWhat === 'string' && !listsAlready(full, withWhat) ? ` with ${withWhat}` : ''}`,
      ),
    chipsAsFries,
  );
  // Plain beans with a British plate's foods are baked beans ('jacket potato with cheese and beans').
  return BAKED_BEANS_WITH.test(written) ? written.replace(PLAIN_BEANS, '$1baked beans') : written;
}

/**
 * The food a phrase says: of the search's first results, those that say it closely (said-closely.ts:
 * never a brand owner's name, a longer word it starts or a typo of a detail), the one that says
 * the most of its words, the first of those.
 */
async function firstNaming(search: Search, said: string): Promise<FoodSearchResult | null> {
  // A word that alone means one food is that food's words ('sauce' alone is ketchup, as tomato sauce is in Australia and Britain).
  const text = aloneAsFoodsDo(said.trim().split(/\s+/))?.join(' ') ?? said;
  const results = (await search(text.slice(0, 100))).foods.slice(0, DISH_CANDIDATES);
  const [first] = results;
  if (!first || !namesSome(namesOf(first), text)) return null;
  const known = await headKnown(search, text);
  let best: FoodSearchResult | null = null;
  let most = 0;
  // Of equals, one named as the food said before one named as another everyday food made of it ('a plain baked potato' is no 'Potato chips, baked, plain').
  const named = stem(foodWords(text).at(-1) ?? '');
  const headOf = (food: FoodSearchResult) => food.description.split(',')[0]?.split(/\s+(?:or|and|in)\s+/)[0] ?? '';
  const headEnd = (food: FoodSearchResult) => stem(phraseHead(headOf(food)) ?? '');
  const madeOfIt = (food: FoodSearchResult) =>
    headEnd(food) !== named && isEveryday(headEnd(food)) && stemmedWords(headOf(food)).has(named);
  for (const food of results) {
    if (!saysClosely(food, text, known)) continue;
    const said = wordsSaid(food, text);
    const plainer = said === most && !!best && madeOfIt(best) && headEnd(food) === named;
    if (said > most || plainer) [best, most] = [food, said];
  }
  // A word that alone means one food ('salad' is a green salad) after a food no dish is all of is a dish of that food: 'couscous salad' is couscous.
  const words = foodWords(text);
  const head = words.at(-1) ?? '';
  if (words.length > 1 && most < words.length && Object.hasOwn(FOOD_LEXICON.alone, head) && !isDishHead(head)) {
    const rest = text.replace(new RegExp(`\\s*\\b${escapeRegExp(head)}\\b(?!.*\\b${escapeRegExp(head)}\\b)`), '');
    if (rest !== text) return (await firstNaming(search, rest)) ?? best;
  }
  return best;
}

/** Whether the foods know the word a phrase names (its last food word): 'cream' they do, 'josh' of 'lamb rogan josh' not. */
async function headKnown(search: Search, text: string): Promise<boolean> {
  const head = foodWords(text).at(-1);
  if (!head) return false;
  const results = (await search(head)).foods.slice(0, DISH_CANDIDATES);
  return results.some((food) => saysClosely(food, head, false));
}

/** A name without what it says the food has not ('Caesar salad, no dressing' names no dressing). */
const withoutWhatIsNot = (name: string) => name.replace(/\b(?:no|without|other than|except)\s+[^,;()]*/gi, ' ');

/** The dish among the whole phrase's first results that names every food of it and is named as said, with the fewest other words. */
async function coveringDish(search: Search, text: string, parts: readonly DraftFood[]): Promise<FoodSearchResult | null> {
  const results = (await search(text.slice(0, 100))).foods.slice(0, DISH_CANDIDATES);
  const covering = results.filter(
    (food) =>
      meantAsSaid(food, text) &&
      headIsSaid(food.description, text) &&
      joinsAsSaid(food.description, text) &&
      parts.every((part) => namesAll(withoutWhatIsNot(namesOf(food)), part.text)),
  );
  return covering.sort(closer(text))[0] ?? null;
}

/**
 * Foods a list split at 'and' after an amount, joined again where they are one dish: 'a ham' and
 * 'cheese sandwich' are a ham and cheese sandwich; '2 eggs' and 'toast' stay two foods.
 */
export async function joinDishes(foods: readonly DraftFood[], search: Search): Promise<DraftFood[]> {
  const joined: DraftFood[] = [];
  for (const food of foods) {
    const previous = joined.at(-1);
    if (previous && food.quantity === undefined && food.unit === undefined && !JOINER.test(` ${previous.text} `)) {
      // 'egg cheese and ham on english muffin' is a dish; of 'a blt on wheat' written out, the dish is what comes before 'on'.
      const [named = food.text] = food.text.split(JOINER);
      const covered = async (text: string) => coveringDish(search, `${previous.text} and ${text}`, [previous, { text }]);
      if ((await covered(food.text)) ?? (named !== food.text ? await covered(named) : null)) {
        joined[joined.length - 1] = { ...previous, text: `${previous.text} and ${food.text}` };
        continue;
      }
    }
    joined.push(food);
  }
  return joined;
}

/**
 * The foods a said food is. A phrase of several foods ('X with Y', 'X and Y sandwich', 'Y on X')
 * is one dish when one of the whole phrase's first results names every food of it, the one with the
 * fewest other words; else each food is found alone, and those said after 'with' (or before 'on'
 * and 'in') are added to the food they go with. A phrase of one food is the search's first result,
 * unless that misses a word said and a dish further down names them all ('tuna sandwich').
 */
export async function findFoods(said: DraftFood, search: Search): Promise<FoundFood[]> {
  return withDressing(search, await foodsOf(said, search), said.text);
}

const DRESSED_SALADS = Object.entries(FOOD_LEXICON.dressedSalads);
const SAYS_DRESSING = anyWordOf(FOOD_LEXICON.dressingWords);

/**
 * A salad said that is had dressed ('a caesar salad'), found as the survey's undressed one ('Caesar salad,
 * no dressing': the survey codes the dressing apart), with its dressing added, unless a dressing is said.
 */
async function withDressing(search: Search, found: FoundFood[], text: string): Promise<FoundFood[]> {
  if (SAYS_DRESSING.test(text)) return found;
  // As the foods spell it ('a ceasar salad' is a caesar salad).
  const saidText = queryWords(text)
    .flatMap((word) => [word, ...synonymsOf(word)])
    .join(' ');
  const out = [...found];
  for (const [i, { food }] of found.entries()) {
    const name = food?.description.toLowerCase() ?? '';
    const dressing = /\bno dressing\b/.test(name)
      ? DRESSED_SALADS.find(([salad]) => name.includes(salad) && saidText.includes(salad))?.[1]
      : undefined;
    if (dressing) out.push({ said: { text: dressing }, food: await firstNaming(search, dressing), addedTo: i });
  }
  return out;
}

/** 'X over Y' is X with Y ('beef stroganoff over egg noodles', 'curry over rice'), not eggs over easy. */
const OVER = /\s+over\s+(?!(?:easy|medium|hard|well)\b)/g;

const MEAT_WORDS = anyWordOf(Object.values(FOOD_LEXICON.foodClasses).flat());
const MEAT_STYLES = FOOD_LEXICON.meatStyles.map((style) => new RegExp(`\\s*\\b${escapeRegExp(style)}\\b`, 'g'));

/** A way of cooking meat said with another meat ('chicken tacos al pastor') is how that meat was cooked, no food of its own. */
function withMeatStyles(text: string): string {
  return MEAT_STYLES.reduce((written, style) => {
    const rest = written.replace(style, '');
    return rest !== written && MEAT_WORDS.test(rest) ? rest : written;
  }, text);
}

/** The foods a said food is, before a dressed salad's dressing is added (findFoods). */
async function foodsOf(said: DraftFood, search: Search): Promise<FoundFood[]> {
  const named = withMeatStyles(withDishNames(said.text).toLowerCase().replace(MADE_WITH, '').replace(OVER, ' with '));
  // A dish that is all of the phrase ('egg cheese and ham on english muffin') is no list said without commas.
  const whole = await wholeDish(search, named);
  const text = whole ? named : await withListsSaid(search, named);
  const pieces = text.split(JOINER);
  if (pieces.length === 1) {
    // 'tuna sandwich': where the first result misses a word said, a dish further down may name them all.
    const first = await firstNaming(search, text);
    const food = first && !namesAll(namesOf(first), text) ? ((await coveringDish(search, text, [{ text }])) ?? first) : first;
    if (food && food === first && !namesAll(namesOf(food), text)) {
      const two = await twoFoods(search, { ...said, text });
      if (two) return two;
    }
    return [{ said: { ...said, text }, food: await asEaten(search, { ...said, text }, food) }];
  }

  const dish = text === named ? whole : await wholeDish(search, text);
  if (dish) {
    const parts = saidParts(pieces);
    // 'two slices of toast with butter' as one dish keeps the amount said of it.
    const amount =
      said.quantity !== undefined || said.unit !== undefined ? said : (parts.find((part) => part.quantity !== undefined) ?? said);
    return [{ said: { text, ...amountOf(amount) }, food: dish }];
  }

  const { pieces: joinedPieces, dishes } = await joinedByAnd(search, pieces);
  const parts = saidParts(joinedPieces);
  const joiners = joinedPieces.filter((_, i) => i % 2 === 1);
  const addedTo = additionsOf(joiners);
  const found: FoundFood[] = [];
  for (const [i, part] of parts.entries()) {
    const own = i === 0 ? { ...part, ...amountOf(said) } : part;
    const to = addedTo[i];
    found.push({
      said: own,
      food: await asEaten(search, own, dishes.get(part.text) ?? (await firstNaming(search, part.text))),
      ...(to === undefined ? {} : { addedTo: to }),
    });
  }
  return withoutWhatIsIn(found, joiners);
}

const DISH_HEADS = new Set(FOOD_LEXICON.dishHeads);
/** Whether a word names a dish made with other foods (the lexicon's dishHeads), as said or in the plural. */
const isDishHead = (word: string) => [word, word.replace(/s$/, ''), word.replace(/es$/, '')].some((form) => DISH_HEADS.has(form));

/** Words of a list said without commas, at most (a longer run is no list of everyday foods). */
const LIST_WORDS = 5;
const COMMON = new Set(FOOD_LEXICON.commonFoods);
/** A part of a list said without commas: every food word of it an everyday food ('mashed potatoes', 'yogurt'). */
const isEveryday = (word: string) => COMMON.has(word) || COMMON.has(`${word}s`);
const isEverydayFood = (part: string) => {
  const words = foodWords(part);
  return COMMON.has(part) || Object.hasOwn(FOOD_LEXICON.phrases, part) || (words.length > 0 && words.every(isEveryday));
};

/**
 * Everyday foods a food's name holds beyond those said, as said or as the foods say them ('Egg,
 * cheese and bacon on bagel' for 'bacon eggs': cheese, bagel; none in 'Pasta with cream sauce' for
 * 'spaghetti carbonara').
 */
function otherFoods(description: string, said: string): number {
  const asFoodsSay = foodWords(said);
  const saidStems = stemmedWords([said, ...asFoodsSay, ...asFoodsSay.flatMap(synonymsOf)].join(' '));
  const words = description
    .toLowerCase()
    .split(',')
    .slice(0, 3)
    .join(' ')
    .split(/[^a-z]+/);
  return new Set(words.filter((word) => isEveryday(word) && !saidStems.has(stem(word)))).size;
}

/**
 * A food list said without commas, as speech is ('bacon eggs and toast', 'steak mashed potatoes and
 * peas'), with 'and' where the commas were: a run of words no food is all of (the first result
 * misses a word, or holds everyday foods not said: 'Egg, cheese and bacon on bagel'), that splits
 * into everyday foods the search knows each as it is. 'chicken curry', 'roast beef' and 'chicken
 * breast' stay whole.
 */
async function withListsSaid(search: Search, text: string): Promise<string> {
  const pieces = text.split(JOINER);
  const said = await Promise.all(pieces.map(async (piece, i) => (i % 2 === 0 ? listSaid(search, piece) : piece)));
  return said.map((piece, i) => (i % 2 === 1 ? ` ${piece} ` : piece)).join('');
}

async function listSaid(search: Search, piece: string): Promise<string> {
  const words = piece.trim().split(/\s+/);
  // A name the lexicon knows is one food ('banana milkshake', 'chicken salad').
  const known = [FOOD_LEXICON.phrases, FOOD_LEXICON.alone].some((names) => Object.hasOwn(names, piece.trim()));
  if (words.length < 2 || words.length > LIST_WORDS || /\d/.test(piece) || known) return piece;
  // A run that ends in a dish is that dish ('chicken curry', 'vegetable samosas'), not a list.
  if (isDishHead(words.at(-1) ?? '')) return piece;
  const whole = await firstNaming(search, piece);
  const others = whole && namesAll(namesOf(whole), piece) ? otherFoods(whole.description, piece) : Infinity;
  if (others === 0 || (others === 1 && whole && extraWords(whole.description, piece) < 2)) return piece;
  for (let at = 1; at < words.length; at++) {
    const [first, rest] = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
    if (!isEverydayFood(first) || !isEverydayFood(rest)) continue;
    const [one, other] = await Promise.all([firstNaming(search, first), firstNaming(search, rest)]);
    if (!one || !other || !namesAll(namesOf(one), first) || !namesAll(namesOf(other), rest)) continue;
    // A word that alone means one food ('salad' is a green salad) after a food is a dish of it: 'quinoa salad' is quinoa.
    return Object.hasOwn(FOOD_LEXICON.alone, rest) ? first : `${first} and ${rest}`;
  }
  return piece;
}

/** The foods of a phrase's pieces, a bread kind said after 'on' as bread ('on rye'). */
const saidParts = (list: readonly string[]) =>
  list
    .map((piece, i) => (i > 0 && list[i - 1] === 'on' ? breadSaid(piece) : piece))
    .filter((_, i) => i % 2 === 0)
    .map((piece) => parseFoodPhrase(piece) ?? { text: piece });

/** The dish a phrase of several foods is as a whole, where one is ('ham and cheese sandwich', 'toast with butter'). */
async function wholeDish(search: Search, text: string): Promise<FoodSearchResult | null> {
  const pieces = text.split(JOINER);
  if (pieces.length === 1) return null;
  const dish = await coveringDish(search, text, saidParts(pieces));
  return dish && joinersNamed(dish.description, pieces) ? dish : null;
}

/** Kinds of bread said alone after 'on' ('a tuna sandwich on rye'): the bread, not the grain. */
const BREAD_KINDS = new Set(FOOD_LEXICON.breadKinds);
const breadSaid = (piece: string) => (BREAD_KINDS.has(piece.replace(/^(?:(?:a|an|some|toasted)\s+)+/, '')) ? `${piece} bread` : piece);

/**
 * Whether a dish found for a phrase joined by 'in' or 'on' says so itself ('Chicken in soy-based
 * sauce'): milk in coffee is coffee with milk added, not a latte.
 */
function joinersNamed(description: string, pieces: readonly string[]): boolean {
  const said = pieces.filter((piece, i) => i % 2 === 1 && (piece === 'in' || piece === 'on'));
  return said.every((joiner) => new RegExp(`\\b${joiner}\\b`, 'i').test(description));
}

/** Foods had in bread, unless their name says not ('Vegetarian burger or patty, meatless, no bun'). */
const SANDWICH = /^(?!.*\bno bun\b).*(?:sandwich|burger|frankfurter|hot dog|\bsub\b|submarine)/i;
const BREAD = /\bbread|\brolls?\b|\bbuns?\b|bagel|english muffin|baked products/i;
const isBread = (food: FoodSearchResult | null) =>
  !!food && BREAD.test(`${food.foodGroup ?? ''} ${food.description}`) && !SANDWICH.test(food.description);

/**
 * The foods without those already in the food they go with: a sandwich said on a bread ('a tuna
 * salad sandwich on rye', 'a burger on a bun') has that bread, and a food whose name holds what is
 * said with it ('chicken stir fry with rice' found as the survey's chicken, rice and vegetables;
 * 'oatmeal with milk' as oatmeal made with milk) has that.
 */
function withoutWhatIsIn(found: FoundFood[], joiners: readonly string[]): FoundFood[] {
  const own = found.map((item, i) => {
    const base = item.addedTo === undefined ? undefined : found[item.addedTo]?.food;
    // A bun said 'in' or 'with' after a burger written out on its bun ('a veggie burger with a bun') is that bun.
    const joiner = joiners[i - 1] ?? '';
    const ownBread =
      i > 0 &&
      ['on', 'in', 'with'].includes(joiner) &&
      isBread(item.food) &&
      found
        .slice(0, i)
        .some(({ food }) => SANDWICH.test(`${food?.foodGroup ?? ''} ${food?.description ?? ''}`) || (joiner !== 'on' && isBread(food)));
    return (
      ownBread ||
      (item.addedTo !== undefined && item.addedTo < i && !!base && holds(base.description, item.said.text, item.food?.foodGroup))
    );
  });
  if (!own.some(Boolean)) return found;
  const index = found.map((_, i) => i - own.slice(0, i).filter(Boolean).length);
  return found.flatMap((item, i) => {
    if (own[i]) return [];
    const to = item.addedTo;
    const { addedTo: _, ...rest } = item;
    return [to === undefined || own[to] ? rest : { ...rest, addedTo: index[to] ?? to }];
  });
}

/**
 * Whether a food holds a food said with it: its name has every word of it, as a whole word ('rice'
 * in 'Chicken or turkey, rice, and vegetables'), or the lexicon says the dish is made with it or
 * with its kind (a Greek salad's feta, a smoothie's banana).
 */
function holds(description: string, said: string, group?: string | null): boolean {
  const words = stemmedWords(withoutWhatIsNot(description));
  const saidWords = foodWords(said).filter((word) => word.length > 2);
  if (saidWords.length > 0 && saidWords.every((word) => words.has(stem(word)))) return true;
  const name = description.toLowerCase();
  const text = said.toLowerCase().replace(/^(?:(?:a|an|some|the|extra)\s+)+/, '');
  // Or of a kind it is made with, by the said food's group ('Bananas', 'Blueberries and other berries' in a fruit smoothie).
  const kind = group?.toLowerCase() ?? '';
  return Object.entries(FOOD_LEXICON.dishContents).some(
    ([dish, contents]) =>
      name.includes(dish) && (contents.includes(text) || (!!kind && contents.some((content) => kind.includes(content)))),
  );
}

/** A text's words, lower case, without their plural endings. */
const stemmedWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .map(stem),
  );

/**
 * Food words that no food is together, where the last is no dish that holds the others
 * ('avocado toast' is avocado on toast; a 'turkey wrap' is a wrap; 'peanut butter toast' the
 * lexicon writes out as toast with peanut butter): each food, the first added to the last, which keeps the amount said
 * unless that was a count of the first ('2 eggs over easy hashbrowns': two eggs, and hash browns).
 */
async function twoFoods(search: Search, said: DraftFood): Promise<FoundFood[] | null> {
  const { parts, joined } = queryFoods(said.text);
  const [last] = parts;
  const other = parts.slice(1).join(' ');
  if (joined || !last || !other) return null;
  // A dish said with what it is made with or like is one food ('vegetable samosas', 'pork buns', 'a skinny latte').
  if (isDishHead(last)) return null;
  const named = describedAsSaid(said.text, last);
  const [base, added] = await Promise.all([firstNaming(search, named), firstNaming(search, other)]);
  if (!base || !added || SANDWICH.test(base.description) || !namesAll(namesOf(base), named) || !namesAll(namesOf(added), other))
    return null;
  // What is added is a food of its own, not a word of a dish's name ('thai' of Pad Thai in 'thai iced tea').
  if (!headSaid(added, other)) return null;
  // A word that alone means one food ('salad' is a green salad) said after a food is a dish of that food: 'quinoa salad' is quinoa.
  if (Object.hasOwn(FOOD_LEXICON.alone, last)) return [{ said: { ...amountOf(said), text: other }, food: added }];
  // '2 eggs over easy hashbrowns': a count said before a plural is of that food, the first of a list, not of the last.
  if (said.quantity !== undefined && !said.unit && /^[a-z]{2,}[^s]s$/.test(other.split(' ')[0] ?? ''))
    return [
      { said: { ...amountOf(said), text: other }, food: added },
      { said: { text: named }, food: base },
    ];
  return [
    { said: { text: other }, food: added, addedTo: 1 },
    { said: { ...amountOf(said), text: named }, food: base },
  ];
}

/** Words that only start a phrase or join it, not describe the food after them. */
const NOT_DESCRIBING = new Set(['a', 'an', 'the', 'some', 'my', 'of', 'with', 'and', 'plus', 'on']);
const DESCRIBING = new Set(FOOD_LEXICON.notFoodWords);

/** A phrase's last food with how it is said to be ('kimchi fried rice': fried rice, the survey's 'Rice, fried'). */
function describedAsSaid(text: string, last: string): string {
  const words = text.toLowerCase().split(/\s+/);
  const at = words.findLastIndex((word) => foodWords(word).includes(last));
  if (at < 0) return last;
  let from = at;
  while (from > 0 && DESCRIBING.has(words[from - 1] ?? '') && !NOT_DESCRIBING.has(words[from - 1] ?? '')) from -= 1;
  return [...words.slice(from, at), last].join(' ');
}

/**
 * Pieces and their joiners, with two pieces joined by 'and' made one where a dish is both ('sweet
 * and sour chicken' with rice), and the dish each joined piece is.
 */
async function joinedByAnd(
  search: Search,
  pieces: readonly string[],
): Promise<{ pieces: string[]; dishes: Map<string, FoodSearchResult> }> {
  const joined = pieces.slice(0, 1);
  const dishes = new Map<string, FoodSearchResult>();
  for (let i = 1; i + 1 < pieces.length; i += 2) {
    const [joiner = '', next = ''] = [pieces[i], pieces[i + 1]];
    const previous = joined.at(-1) ?? '';
    const both = `${previous} and ${next}`;
    const dish = joiner === 'and' ? await coveringDish(search, both, [{ text: previous }, { text: next }]) : null;
    if (dish) {
      joined[joined.length - 1] = both;
      dishes.set(both, dish);
    } else joined.push(joiner, next);
  }
  return { pieces: joined, dishes };
}

/** The quantity and unit a food was said with, if any. */
const amountOf = (said: DraftFood): Pick<DraftFood, 'quantity' | 'unit'> => ({
  ...(said.quantity !== undefined ? { quantity: said.quantity } : {}),
  ...(said.unit ? { unit: said.unit } : {}),
});

/**
 * For each food of a phrase, the one it is added to: 'with Y' (and 'and Z' after it) goes with the
 * food before; 'Y on X', 'Y and Z in X' go with the food after; 'and' alone starts a food of its own.
 */
function additionsOf(joiners: readonly string[]): (number | undefined)[] {
  const addedTo: (number | undefined)[] = [undefined];
  let base = 0;
  joiners.forEach((joiner, i) => {
    const next = i + 1;
    if (joiner === 'with') addedTo[next] = base;
    else if (joiner === 'and') {
      addedTo[next] = addedTo[i];
      if (addedTo[i] === undefined) base = next;
    } else {
      addedTo[next] = undefined;
      for (let j = i; j >= 0 && addedTo[j] === undefined && (j === i || joiners[j] === 'and'); j--) addedTo[j] = next;
      base = next;
    }
  });
  return addedTo;
}
