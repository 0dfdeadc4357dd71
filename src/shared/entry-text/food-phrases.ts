import type { DraftFood } from '../proposals.js';
import { leadingQuantity, numberToken } from './numbers.js';
import { ownValue } from '../records.js';
import { fixFoodWord } from './vocabulary.js';
import { FOOD_LEXICON } from '../food-lexicon.js';

// Foods as people list them: '2 eggs and coffee with milk', '150 g rice', 'half a cup of yogurt'.

/** Units as said, by the name a meal item keeps ('tablespoons' → 'tbsp'). */
const UNITS: Record<string, string> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  cup: 'cup',
  cups: 'cup',
  mug: 'mug',
  mugs: 'mug',
  glass: 'glass',
  glasses: 'glass',
  bowl: 'bowl',
  bowls: 'bowl',
  plate: 'plate',
  plates: 'plate',
  slice: 'slice',
  slices: 'slice',
  piece: 'piece',
  pieces: 'piece',
  square: 'piece',
  squares: 'piece',
  tbsp: 'tbsp',
  tbs: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  bottle: 'bottle',
  bottles: 'bottle',
  pot: 'pot',
  pots: 'pot',
  tub: 'pot',
  tubs: 'pot',
  punnet: 'punnet',
  punnets: 'punnet',
  ear: 'ear',
  ears: 'ear',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  order: 'serving',
  orders: 'serving',
  side: 'serving',
  sides: 'serving',
  handful: 'handful',
  handfuls: 'handful',
  scoop: 'scoop',
  scoops: 'scoop',
  spoonful: 'tbsp',
  spoonfuls: 'tbsp',
  spoon: 'tbsp',
  spoons: 'tbsp',
  pint: 'pint',
  pints: 'pint',
  shot: 'shot',
  shots: 'shot',
  bag: 'bag',
  bags: 'bag',
  packet: 'bag',
  packets: 'bag',
  pack: 'bag',
  packs: 'bag',
  small: 'small',
  medium: 'medium',
  large: 'large',
  big: 'large',
  footlong: 'footlong',
  // A length is a size of one ('a 6 inch sub'), not a count.
  inch: 'inch',
  inches: 'inch',
  // Coffee-shop sizes ('a venti latte').
  tall: 'tall',
  grande: 'grande',
  venti: 'venti',
};

/** Measures that are one only before 'of': 'a pot of yogurt', but 'a pot noodle' is the food. */
const MEASURES_BEFORE_OF = new Set(['pot', 'punnet', 'ear']);

/** Sizes of one of a food ('a large apple'), said before the food or before a measure of it. */
const SIZES = new Set(['small', 'medium', 'large', 'tall', 'grande', 'venti']);

/** Measures that come in sizes: a large glass or bowl holds more than a glass or a bowl, a small handful less ('a small bag' is a bag: the food's own bags have sizes). */
const SIZED_MEASURES = new Set(['glass', 'bowl', 'mug', 'cup', 'plate', 'handful']);

/** Words that start a food but say nothing about it. */
const FILLERS = new Set([
  'some',
  'my',
  'the',
  'of',
  'a',
  'an',
  'bit',
  'little',
  'few',
  'lots',
  'lot',
  'plenty',
  'more',
  'just',
  'leftover',
  'leftovers',
  'takeaway',
  'takeout',
  'later',
  'then',
  'also',
  'afterwards',
  'earlier',
]);
/** Words said before a food, while thinking or telling: 'later a bag of chips', 'like three of them'. */
const TALK = /^(?:(?:later|then|also|afterwards|earlier|like|um|uh|so|and|about|around|roughly|approximately)\s+)+/;
/** What a phrase says when it is an amount of the food before it ('tacos, like three of them'). */
const THE_FOOD_BEFORE = /^(?:them|those|these|each)$/;

/** Words for a little of a food, with no count in them. */
const SMALL_AMOUNT =
  /^(?:just\s+)?(?:an?\s+)?(?:(?:tiny|little|wee)\s+)?(?:little|bit|splash|dash|drop|touch|drizzle|sprinkle|smidge|spot|dollop|knob|squeeze|squirt|sprinkling)(?:\s+bit)?(?:\s+of)?\s+(?=[a-z])/;
/** A percentage names a kind of food ('2% milk'), not how many. */
const PERCENT = /^\d+(?:\.\d+)?%$/;
/** Where or when a food was had, after it: 'a bagel at work', 'coffee on the way to work', 'a banana before my run'. */
const CIRCUMSTANCE =
  /\s+(?:(?:at|while|during|before|after)\s|on the (?:way|go|run|train|bus|plane)\b|in the (?:car|office|morning|afternoon|evening)\b|all (?:day|morning|afternoon|evening|night|week)\b|(?:that's|thats|that is|was) all\b).*$/;

const startsWithQuantity = (text: string) => {
  const words = text.trim().split(/\s+/);
  return !SMALL_AMOUNT.test(text.trim()) && !PERCENT.test(words[0] ?? '') && leadingQuantity(words) !== null && !(words.length === 1);
};

/** The food phrases of a list: split at commas and 'plus'; at 'and' or 'with' only where an amount begins. */
export function splitFoodList(text: string): string[] {
  const parts: string[] = [];
  const halves = text.replace(/\b(\d+|one|two|three|four|five) and a half\b/g, (said: string, n: string) => {
    const whole = numberToken(n);
    return whole === null ? said : String(whole + 0.5);
  });
  // '&' between words joins two foods; inside a name it is the name's ('M&Ms').
  const said = halves
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\/\s*/g, 'with ')
    .replace(/\bmixed (?:in )?with\b/g, 'with');
  for (const piece of said.split(
    // 'eggs and bacon no toast': what was not had is said apart.
    /\s*,\s*(?:and\s+)?|\s+plus\s+|\s+&\s+|\s+and\s+also\s+|\s+(?:and\s+)?(?:then|later|afterwards|after that)\s+|\s+(?=(?:no|without)\s)/,
  )) {
    let current = '';
    for (const [i, chunk] of piece.split(/\s+(and|with)\s+/).entries()) {
      if (i % 2 === 1) {
        current += ` ${chunk} `;
        continue;
      }
      if (!current) current = chunk;
      else {
        const joiner = current.trimEnd().split(' ').at(-1) ?? '';
        const before = current.slice(0, current.length - joiner.length - 2);
        // 'coffee with cream and sugar': 'and' goes on the list 'with' began.
        const split = startsWithQuantity(chunk) || (joiner === 'and' && startsWithQuantity(before) && !/\swith\s/.test(before));
        if (split) {
          parts.push(before);
          current = chunk;
        } else current += chunk;
      }
    }
    parts.push(current);
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** A double or triple of a spirit is two or three measures of it ('a double vodka cranberry'). */
const MEASURES_OF_SPIRIT: Record<string, number> = { double: 2, triple: 3 };
const SPIRITS = new Set(FOOD_LEXICON.spirits);

/** Bites, sips and mouthfuls, a tenth of one each: 'a few bites of toast' is 0.3 of a slice, not three. */
const BITE = /^(?:bites?|sips?|mouthfuls?|nibbles?)$/;
const BITE_SHARE = 0.1;

function bitesOf(words: readonly string[]): { quantity: number; used: number } | null {
  const count = leadingQuantity(words);
  const at = count?.used ?? 0;
  if (!BITE.test(words[at] ?? '')) return null;
  const used = at + 1 + (words[at + 1] === 'of' ? 1 : 0);
  return { quantity: Math.round((count?.quantity ?? 1) * BITE_SHARE * 100) / 100, used };
}

/**
 * An amount said after the food, put before it: 'sushi 8 pieces', 'eggs x2', 'coffee 2x'; or
 * after a name the food is sold under ('kfc 2 piece original recipe', 'subway 6 inch italian bmt').
 */
function amountFirst(words: string[]): string[] {
  const lead = leadingQuantity(words)?.used ?? 0;
  // 'a subway 6 inch turkey': the article goes with the amount said after the name.
  if (lead === 1 && /^(?:a|an)$/.test(words[0] ?? '') && words.length > 3) {
    const rest = amountFirst(words.slice(1));
    if (rest[0] !== words[1] && /^\d/.test(rest[0] ?? '')) return rest;
  }
  // A size or a slice said last ('a caramel frappuccino grande', 'a banana bread slice'): a grande one, a slice of it.
  const last = ownValue(UNITS, words.at(-1) ?? '');
  if (words.length > lead + 1 && last && (SIZES.has(last) || last === 'slice') && numberToken(words.at(-2) ?? '') === null)
    return [...words.slice(0, lead), words.at(-1) ?? '', ...words.slice(lead, -1)];
  if (lead > 0) return words;
  const [count = '', unit = ''] = words.slice(-2);
  if (words.length > 2 && numberToken(count) !== null && ownValue(UNITS, unit)) return [count, unit, ...words.slice(0, -2)];
  const within = words.findIndex((word, i) => i > 0 && /^\d+(?:\.\d+)?$/.test(word) && ownValue(UNITS, words[i + 1] ?? '') !== undefined);
  if (within > 0 && within + 2 < words.length)
    return [...words.slice(within, within + 2), ...words.slice(0, within), ...words.slice(within + 2)];
  if (words.length > 2 && /^\d+$/.test(count) && unit === 'x') return [count, ...words.slice(0, -2)];
  const times = /^(?:x(\d+)|(\d+)x)$/.exec(words.at(-1) ?? '');
  const n = times?.[1] ?? times?.[2];
  return words.length > 1 && n ? [n, ...words.slice(0, -1)] : words;
}

/** One food phrase: its amount, unit and food words ('2 slices of toast' → 2, 'slice', 'toast'). */
export function parseFoodPhrase(phrase: string): DraftFood | null {
  const spaced = phrase
    // Where it came from, where or when it was had, say nothing of what it is ('a chicken sandwich from chick fil a').
    .replace(/\s+from\s+.*$/, '')
    .replace(CIRCUMSTANCE, '')
    .replace(TALK, '')
    // '6-inch', '6"', 'a foot long': a length said of one.
    .replace(/(\d)\s*-\s*inch(?:es)?\b/g, '$1 inch')
    .replace(/\b(?:1|one|a)?\s*-?\s*foot[- ]?long\b/g, ' footlong')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/\bfl(?:uid)?\.? (?:oz|ounces?)\b/g, 'floz')
    .trim();
  // 'a little milk', 'a splash of milk': some of it, added to what it goes in, not one of it.
  const small = SMALL_AMOUNT.exec(spaced);
  let words = amountFirst(spaced.slice(small?.[0].length ?? 0).split(/\s+/));
  // 'an 8 oz steak', 'a 12 piece nuggets': the article is one of a measure the number says.
  if ((words[0] === 'a' || words[0] === 'an') && /^\d+(?:\.\d+)?$/.test(words[1] ?? '') && (words[2] ?? '') in UNITS)
    words = words.slice(1);
  const amount = bitesOf(words) ?? (small || PERCENT.test(words[0] ?? '') ? null : leadingQuantity(words));
  let quantity = amount?.quantity;
  words = words.slice(amount?.used ?? 0);
  const measures = ownValue(MEASURES_OF_SPIRIT, words[0] ?? '');
  if (measures && SPIRITS.has(words[1] ?? '')) {
    quantity = (quantity ?? 1) * measures;
    words = words.slice(1);
  }
  let unit: string | undefined;
  const unitWord = words[0];
  if (unitWord === 'floz') unit = 'fl oz';
  else if (unitWord && words.length > 1) unit = ownValue(UNITS, unitWord);
  if (unit && MEASURES_BEFORE_OF.has(unit) && words[1] !== 'of') unit = undefined;
  // A size before a measure is the measure's: 'a small bag of popcorn' is a bag, 'a large glass of wine' a large glass.
  const measured = words[1] && SIZES.has(unit ?? '') ? ownValue(UNITS, words[1]) : undefined;
  if (measured && words.length > 2 && !SIZES.has(measured)) {
    unit = unit === 'medium' || !SIZED_MEASURES.has(measured) ? measured : `${unit} ${measured}`;
    words = words.slice(1);
  }
  if (unit) {
    words = words.slice(1);
    if (words[0] === 'of') words = words.slice(1);
    quantity ??= 1;
  }
  // 'a 6 inch sub': one of that length.
  if (unit === 'inch') {
    unit = `${quantity ?? 1} inch`;
    quantity = 1;
  }
  while (words.length > 1 && FILLERS.has(words[0] ?? '')) words = words.slice(1);
  // 'coffee, no milk': what was not had is no food.
  if (words[0] === 'no' || words[0] === 'without') return null;
  const text = words
    .filter((word) => !FILLERS.has(word) || words.length === 1)
    .map((word) => (/^[a-z]+$/.test(word) ? fixFoodWord(word) : word))
    .join(' ')
    .trim();
  if (!text || !/[a-z]/.test(text)) return null;
  return { text: text.slice(0, 200), ...(quantity !== undefined && quantity > 0 ? { quantity } : {}), ...(unit ? { unit } : {}) };
}

/** The foods of a list, in order ('2 eggs and coffee with milk' → eggs ×2, 'coffee with milk'). */
export function parseFoodList(text: string): DraftFood[] {
  // 'had lunch at 1pm: soup and bread' leaves ': soup and bread'.
  const foods = splitFoodList(text.replace(/^[\s:–—-]+/, '')).map(parseFoodPhrase);
  return withFoods(
    [],
    foods.filter((food): food is DraftFood => food !== null),
  );
}

/** A list of foods and more of them, an amount said alone after a food being that food's ('leftover pizza, two slices'). */
export function withFoods(list: readonly DraftFood[], more: readonly DraftFood[]): DraftFood[] {
  const foods = [...list];
  for (const food of more) {
    const previous = foods.at(-1);
    const unit = ownValue(UNITS, food.text);
    const unsaid = previous && previous.quantity === undefined && previous.unit === undefined;
    if (previous && unsaid && unit && !SIZES.has(unit)) foods[foods.length - 1] = { ...previous, quantity: food.quantity ?? 1, unit };
    else if (previous && unsaid && THE_FOOD_BEFORE.test(food.text) && food.quantity !== undefined)
      foods[foods.length - 1] = { ...previous, quantity: food.quantity, ...(food.unit ? { unit: food.unit } : {}) };
    else foods.push(food);
  }
  return foods;
}
