import type { FoodSearchResult } from '../../../shared/foods.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';

// How much a word for a vessel or piece is, and how much of a food goes on or in another, by the
// kind of food. Data, read by food-amounts.ts: a new case is a row here, not a new branch of code.

/** A measure of a food: grams, or cups of it (through the food's own cup, else 240 g). */
export type Measure = { grams: number } | { cups: number };

/** A small amount added to another food ('with honey', 'butter on'): one of the food's own portions when it has one, else a measure. */
export interface Addition {
  amount: number;
  /** The label the item keeps ('pat', 'tsp', 'cup'). */
  unit: string;
  /** The food's own portions to use first, by their label's first word ('pat', 'teaspoon'). */
  own: readonly string[];
  /** Grams of one `unit` where the food has none of `own`, or cups of it. */
  each: Measure;
  /** Once per slice or piece of the food it goes on ('butter on two slices of toast' is two pats). */
  perPiece?: boolean;
}

export interface FoodKind {
  name: string;
  /** Matched on the food's name before its first comma ('Peanut butter', 'Wine'). */
  names?: RegExp;
  /** Matched on the food's group (FNDDS category or SR28 food group) when no kind's name matched. */
  groups?: RegExp;
  /** Amount words ('glass', 'bowl', 'handful') for a food that has no portion of that name. */
  vessels?: Partial<Record<AmountWord, Measure>>;
  /** What one of it is when no amount word is said ('a wine' is a glass, 'a beer' a bottle). */
  count?: AmountWord;
  /** Amount words whose standard serving wins over the food's own portion ('glass' of wine: a 5 fl oz pour, not FNDDS's 6). */
  standard?: Partial<Record<AmountWord, Measure>>;
  /** Which of the food's own sizes of a vessel or piece the kind means ('a slice of turkey' is a thin slice, as sliced meat is). */
  sizes?: Partial<Record<AmountWord, RegExp>>;
  /** What one of it is where the survey's own one is a mini form or a family's whole ('a rice cake', 'a meat pie'). */
  one?: Measure;
  /** How much of it goes with another food when no amount is said. */
  addition?: Addition;
  /** The addition on a base of these kinds ('cereal with milk' is half a cup, 'coffee with milk' a splash). */
  additionOn?: Partial<Record<string, Addition>>;
}

/** Words for a vessel or a piece that a food may have a portion of ('1 bowl', '1 can', 'can or bottle (12 fl oz)'). */
export const AMOUNT_WORDS = ['cup', 'mug', 'glass', 'bowl', 'can', 'bottle', 'pot', 'handful', 'plate', 'scoop', 'slice', 'piece'] as const;
export type AmountWord = (typeof AMOUNT_WORDS)[number];

/** Other names of the same portion in the food data: a slice of pizza or cake is its 'piece', a mug or bowl of soup its 'cup'. */
export const SAME_PORTION: Record<AmountWord, readonly string[]> = {
  cup: ['cup'],
  mug: ['mug'],
  glass: ['glass'],
  bowl: ['bowl'],
  can: ['can'],
  bottle: ['bottle'],
  // A pot or tub of yogurt or cottage cheese: the food's own container.
  pot: ['container', 'individual container', 'pot', 'tub'],
  handful: ['handful'],
  plate: ['plate'],
  scoop: ['scoop'],
  slice: ['slice', 'piece'],
  piece: ['piece', 'slice'],
};

const tsp = (own: readonly string[], perPiece = false): Addition => ({ amount: 1, unit: 'tsp', own, each: { cups: 1 / 48 }, perPiece });
const tbsp = (amount: number, perPiece = false): Addition => ({
  amount,
  unit: 'tbsp',
  own: ['tablespoon', 'tbsp'],
  each: { cups: 1 / 16 },
  perPiece,
});
const cups = (amount: number): Addition => ({ amount, unit: 'cup', own: ['cup'], each: { cups: 1 } });
const ounces = (amount: number): Addition => ({ amount, unit: 'oz', own: [], each: { grams: 28.35 } });

/** A thin slice of sliced meat ('small or thin slice', 'thin slice (approx …)'): what a slice of turkey or ham is, as from a deli. */
const THIN_SLICE = /^(?:small or )?thin slice\b/;

/** A drink's vessels where it has no portion of their name. */
const DRINK_VESSELS: FoodKind['vessels'] = {
  cup: { grams: 240 },
  mug: { grams: 300 },
  glass: { grams: 240 },
  can: { grams: 355 },
  bottle: { grams: 500 },
};

/** Kinds in order: the first whose name pattern matches the food's name, else the first whose group pattern matches its group. */
export const FOOD_KINDS: readonly FoodKind[] = [
  {
    name: 'wine',
    names: /\bwine\b|champagne|prosecco/,
    groups: /^wine$/,
    vessels: { bottle: { grams: 750 }, can: { grams: 250 } },
    standard: { glass: { grams: 148 }, cup: { grams: 148 } },
    count: 'glass',
  },
  {
    name: 'beer',
    names: /\b(?:beer|ale|lager|cider)\b/,
    groups: /^beer$/,
    count: 'bottle',
    vessels: { glass: { grams: 473 }, can: { grams: 355 }, bottle: { grams: 355 } },
  },
  {
    name: 'spirit',
    // The spirit alone: a mixed drink named after it ('Gin and Tonic', 'Whiskey sour') is a drink of its own.
    names: new RegExp(`^(?:${FOOD_LEXICON.spirits.join('|')}|liquor)$`),
    count: 'glass',
    vessels: { glass: { grams: 44 }, bottle: { grams: 750 } },
  },
  {
    name: 'thick spread',
    names: /\b(?:peanut|almond|nut|cashew|sunflower seed) butter\b|nutella|^cream cheese\b/,
    addition: tbsp(1, true),
  },
  {
    // Jam goes on a slice by the spoonful (20 g), not by the pat as butter does.
    name: 'fruit spread',
    names: /^(?:jams?|jelly|jellies|preserves|marmalade|fruit spread)\b/,
    addition: tbsp(1, true),
  },
  {
    name: 'spread',
    names: /^(?:butter|margarine|mayonnaise|spread)\b|^yeast extract\b/,
    groups: /^(?:butter and animal fats|margarine|mayonnaise|fats and oils)$/,
    addition: { amount: 1, unit: 'pat', own: ['pat', 'teaspoon', 'tsp'], each: { grams: 5 }, perPiece: true },
  },
  { name: 'oil', names: /\boil\b/, groups: /^oils$/, addition: tbsp(1) },
  // Syrup goes on pancakes and waffles by the spoonful, not the teaspoon.
  { name: 'syrup', names: /^(?:syrups?|maple syrup)\b/, addition: tbsp(2) },
  {
    name: 'sweetener',
    names: /^(?:honey|sugars?|agave|sweetener)\b/,
    groups: /^(?:sugars and honey|sugar substitutes)$/,
    addition: tsp(['teaspoon', 'tsp']),
  },
  {
    name: 'milk',
    names: /^(?:milk|cream|half and half|creamer|soy milk|almond milk|oat milk)\b/,
    groups: /^(?:milk, |milk substitutes|cream and cream substitutes)/,
    vessels: DRINK_VESSELS,
    addition: tbsp(2),
    additionOn: { cereal: cups(0.5), granola: cups(0.5), 'hot cereal': cups(0.5) },
  },
  {
    name: 'hot drink',
    names: /^(?:coffee|tea|cocoa|hot chocolate|espresso|cappuccino|latte)\b/,
    groups: /^(?:coffee|tea)$/,
    vessels: DRINK_VESSELS,
  },
  {
    name: 'drink',
    names: /\b(?:juice|soda|cola|lemonade|smoothie|water|drink|shake)\b/,
    groups: /juice|soft drinks|water|drinks|beverages|smoothies/,
    vessels: DRINK_VESSELS,
  },
  // A scoop of ice cream is about half a cup, 70 g (the survey's scoop is a shop's double, 120 to 160 g), a bowl of it a cup.
  {
    name: 'frozen dessert',
    names: /^(?:ice creams?|gelato|frozen yogurts?|sorbet|sherbet|frozen dairy dessert)\b/,
    groups: /^ice cream and frozen dairy desserts$|^frozen yogurt$/,
    standard: { scoop: { grams: 70 }, bowl: { grams: 140 } },
  },
  // Popcorn is light: a bowl of it is four cups, a handful one.
  { name: 'popcorn', names: /^popcorn\b/, groups: /^popcorn$/, vessels: { bowl: { cups: 4 }, handful: { cups: 1 } } },
  // One rice cake is a usual 9 g one (the survey's 'cake' of 3 g is a mini one).
  { name: 'rice cake', names: /^rice cakes?$/, one: { grams: 9 } },
  // A savoury pie said as one is one person's (the survey's is a family's pie, or a sixth of it).
  { name: 'savoury pie', names: /^(?:meat|steak|beef|pork|lamb|ham|tuna|cornish) (?:pot )?pie\b|^pasty\b/, one: { grams: 200 } },
  // A slice of meringue is a slice of pavlova, several meringues' worth (one meringue is 22 g).
  { name: 'meringue', names: /^meringues?$/, vessels: { slice: { grams: 60 }, piece: { grams: 60 } } },
  // Dishes served as a bowl: one is a bowl of two and a half cups, not the survey's 121 g.
  {
    name: 'bowl dish',
    names: /^(?:bibimbap|poke|poke bowl|burrito bowl|rice bowl|grain bowl|buddha bowl|acai bowl)\b/,
    count: 'bowl',
    vessels: { bowl: { cups: 2.5 } },
  },
  // Granola is dense: a bowl of it is three quarters of a cup, and on yogurt a quarter.
  { name: 'granola', names: /^(?:granola|muesli)\b/, vessels: { bowl: { cups: 0.75 } }, addition: cups(0.25) },
  { name: 'cereal', groups: /^ready-to-eat cereal|^breakfast cereals$/, vessels: { bowl: { cups: 1.5 } }, addition: cups(0.25) },
  {
    name: 'hot cereal',
    names: /^(?:oatmeal|porridge|grits|cream of wheat)\b/,
    groups: /^(?:oatmeal|grits and other cooked cereals)$/,
    vessels: { bowl: { cups: 1 } },
  },
  {
    name: 'soup',
    names: /\b(?:soup|stew|chili|broth)\b/,
    groups: /^soups/,
    vessels: { bowl: { cups: 1.5 }, mug: { cups: 1.25 }, can: { cups: 2 } },
  },
  { name: 'berries', names: /berr/, groups: /berries|^strawberries$/, vessels: { handful: { grams: 50 } }, addition: cups(0.5) },
  {
    name: 'fruit',
    groups:
      /^(?:apples|bananas|citrus fruits|grapes|mango and papaya|melons|peaches and nectarines|pears|pineapple|other fruits|dried fruits|fruits and fruit juices)/,
    vessels: { handful: { grams: 50 }, bowl: { cups: 1 } },
    addition: cups(0.5),
  },
  {
    name: 'nuts',
    names: /\b(?:nuts?|almonds?|cashews?|walnuts?|pecans?|peanuts?|pistachios?|seeds?)\b/,
    groups: /^nut/,
    vessels: { handful: { grams: 28 }, bowl: { cups: 0.5 } },
    addition: tbsp(2),
  },
  { name: 'snack', groups: /chips|crackers|pretzels|popcorn|^snacks$/, vessels: { handful: { grams: 28 }, bowl: { cups: 1.5 } } },
  { name: 'cheese', names: /^cheese\b/, groups: /^cheese$/, addition: ounces(1) },
  {
    name: 'sauce',
    names: /\b(?:sauce|dressing|ketchup|mustard|gravy|salsa|hummus|dip|guacamole|vinegar)\b/,
    groups: /dressings|condiments|sauces|gravies|dips/,
    addition: tbsp(2),
  },
  {
    name: 'salad',
    names: /\b(?:garden|lettuce|green|tossed|side|caesar|greek|house|chef) salad\b|^salad\b/,
    count: 'bowl',
    vessels: { bowl: { cups: 3 }, plate: { cups: 3 } },
  },
  // A can of fish is a usual 5 oz can, drained (the survey's tuna 'can (3 oz)' is a small one).
  {
    name: 'fish',
    names: /^(?:tuna|sardines?|salmon|mackerel|anchov(?:y|ies)|herring|pilchards?)\b/,
    groups: /^fish$|^finfish/,
    standard: { can: { grams: 110 } },
    addition: ounces(3),
  },
  // Bacon is counted by its medium slice (the slices of sliced meat below are thin).
  { name: 'bacon', names: /^(?:bacon|turkey bacon)\b/, groups: /^bacon$/, addition: ounces(3) },
  {
    name: 'protein',
    names: /^(?:chicken|turkey|beef|steak|pork|ham|bacon|sausage|salmon|tuna|fish|shrimp|tofu|lamb)\b/,
    groups: /^(?:chicken, whole pieces|turkey|beef|pork|fish|shellfish|lamb|bacon|cold cuts|sausages|ground beef|poultry products|finfish)/,
    sizes: { slice: THIN_SLICE },
    addition: ounces(3),
  },
  {
    name: 'grain',
    groups: /^(?:rice|pasta, noodles, cooked grains|cereal grains and pasta)$/,
    vessels: { bowl: { cups: 1.5 } },
    addition: cups(1),
  },
  {
    name: 'vegetable',
    groups: /vegetables|lettuce|broccoli|cabbage|carrots|corn|onions|spinach|string beans|tomatoes|beans, peas|legume/,
    vessels: { handful: { grams: 30 }, bowl: { cups: 1.5 } },
    addition: cups(0.5),
  },
];

/** How much of a dish with no amount said is a plate of it: named alone as the meal, and with other foods. */
export interface Plate {
  /** Matched on the food's group (the survey's category). */
  groups: RegExp;
  alone: Measure;
  withSides?: Measure;
}

/**
 * Dishes (by the survey's category) whose usual amount is often a side's: named alone with no
 * amount, one is at least a plate of it ('kung pao chicken' is 1.5 cups, not the survey's 121 g);
 * with rice, bread or a salad, a main's cup ('palak paneer with rice', not its 100 g).
 */
export const PLATES: readonly Plate[] = [
  {
    groups:
      /^(?:meat|poultry|seafood|rice) mixed dishes$|^pasta mixed dishes|^fried rice and lo\/chow mein$|^stir-fry and soy-based sauce mixtures$|^vegetable dishes$|^bean, pea, legume dishes$/,
    alone: { cups: 1.5 },
    withSides: { cups: 1 },
  },
  // A salad of tomato, cucumber or cheese named as the meal ('a caprese salad') is a cup, not a side's half cup.
  { groups: /^coleslaw, non-lettuce salads$/, alone: { cups: 1 } },
];

/** A snack cup of a food with no container of its own ('a pudding cup', 'a fruit cup'): the usual 4 oz cup. */
export const SNACK_CUP = { grams: 113 } as const satisfies Measure;

/** Where no kind has a row: a bowl is one and a half cups, a handful 30 g, a plate two cups, a scoop half a cup, a pot 150 g. */
export const ANY_FOOD: FoodKind = {
  name: 'food',
  vessels: {
    pot: { grams: 150 },
    bowl: { cups: 1.5 },
    handful: { grams: 30 },
    plate: { cups: 2 },
    scoop: { cups: 0.5 },
    mug: { grams: 300 },
    glass: { grams: 240 },
  },
};

const CLASS_HEADS = new Set(FOOD_LEXICON.classHeads);

/** The kind of a food, by its name (or, after a class, the food it names: 'Cereals ready-to-eat, granola'), then its group. */
export function kindOf(food: Pick<FoodSearchResult, 'description' | 'foodGroup'>): FoodKind {
  // What a dish is made with or in is not what it is ('Pasta with tomato sauce', 'Pulled pork in barbecue sauce' are no sauce).
  const [first = '', second = ''] = food.description.split(',').map((part) =>
    part
      .replace(/\s+(?:with|in)\s.*$/i, '')
      .trim()
      .toLowerCase(),
  );
  // A class said of one ('Cereal, muesli') names the food by its next part as the plural does.
  const names = (CLASS_HEADS.has(first) || CLASS_HEADS.has(`${first}s`)) && second ? [first, second] : [first];
  const group = (food.foodGroup ?? '').toLowerCase();
  return (
    FOOD_KINDS.find((kind) => names.some((name) => kind.names?.test(name))) ??
    FOOD_KINDS.find((kind) => kind.groups?.test(group)) ??
    ANY_FOOD
  );
}
