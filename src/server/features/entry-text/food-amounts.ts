import { gramsPerUnit, PORTION_UNIT_GRAMS, USUAL_PORTION_UNIT, type FoodPortion, type FoodSearchResult } from '../../../shared/foods.js';
import type { DraftFood } from '../../../shared/proposals.js';
import { round1, round2 } from '../../../shared/rounding.js';
import { ownValue } from '../../../shared/records.js';
import { escapeRegExp } from '../../lib/regexp.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { synonymsOf } from '../foods/normalise.js';
import { AMOUNT_WORDS, ANY_FOOD, kindOf, PLATES, SAME_PORTION, SNACK_CUP, type AmountWord, type Measure } from './portion-words.js';

// How much of a found food a said amount is: '150 g', '2' (eggs), 'half a cup', through the
// food's own household portions where it has them.

/** An amount of a food as a meal item keeps it: the amount of a unit, and its grams. */
export interface FoodAmount {
  amount: number;
  /** A measure ('g', 'oz', 'cup') or one of the food's own portions, for one of it ('large', 'slice'). */
  unit: string;
  grams: number;
}

/** More than one person eats of a food at once: a portion named after the food but heavier is the whole of it ('1 chicken'). */
const ONE_PERSON_GRAMS = 500;

/** Units that are a fixed weight or volume (as water), turned into grams. */
const METRIC_GRAMS: Record<string, number> = { kg: 1000, ml: 1, l: 1000 };
/** Measures with one usual size, for a food without a portion of that name: a US pint, a 1.5 fl oz shot, a 1 oz snack bag, a 250 g punnet. */
const USUAL_GRAMS: Record<string, number> = { pint: 473, shot: 44, bag: 28, punnet: 250 };
/** Spoons as parts of a cup, for a food without a spoon portion of its own. */
const SPOONS: Record<string, number> = { tbsp: 1 / 16, tsp: 1 / 48 };
/**
 * A count of a food ('a banana', '2 coffees'): its medium size first, then large, then one piece of
 * it, then a slice, then a cup (drinks, grains). Foods graded up to jumbo (eggs) count in large, their standard size.
 */
const COUNT_PORTIONS = [
  /^(?:medium|regular)\b/,
  /^large\b/,
  // One nut, cracker or chip of the small things counted ('10 almonds' are ten of its 'nut', not ten servings).
  /^(?:piece|each|item|unit|whole|egg|fruit|bar|cookie|muffin|bagel|roll|nut|kernel|cracker|chip|almond|peanut|slice\/chunk)\b/,
  /^serving\b/,
  /^(?:slice|small)\b/,
  /^cup\b/,
];
const GRADED_COUNT_PORTIONS = [/^large\b/, ...COUNT_PORTIONS];
const isGraded = (food: FoodSearchResult) => food.portions.some((portion) => /^jumbo\b/.test(portion.unit));

/** `quantity` of one of the food's portions, labelled for one ('cup', never '0.5 cup'). */
const portionOption = (portion: FoodPortion, quantity: number): FoodAmount => ({
  amount: round2(quantity),
  unit: portion.unit,
  grams: round1((quantity * portion.grams) / portion.amount),
});

/** Small additions counted by the spoonful or pat. */
const SPOONFULS = new Set(['tsp', 'pat']);

/** A portion of the raw food that cooks into this one ('1 small, raw, yields' of fries): a measure of what went in, not a size of the food. */
const RAW_YIELD = /\braw,? yields?\b/;

function portionNamed(food: FoodSearchResult, word: string): FoodPortion | undefined {
  const pattern = new RegExp(`^${escapeRegExp(word)}\\b`);
  return food.portions.find((portion) => pattern.test(portion.unit) && !RAW_YIELD.test(portion.unit));
}

/**
 * The portion one of a food is, where the food says: a portion named after the food itself
 * ('1 sandwich' of a sandwich, '1 banana'), or, for a drink, a cup.
 */
function countPortion(food: FoodSearchResult): FoodPortion | undefined {
  // Not the notes: '(Includes mini-muffins)' says what else the food covers, not what one is.
  const words = new Set(
    food.description
      .replace(/\([^)]*\)/g, ' ')
      .toLowerCase()
      .split(/[^a-z]+/),
  );
  // '1 sandwich', '1 banana (7" long)', never '1 Bagel Thin' (a kind of it) nor a whole bird or cake for one person.
  const named = food.portions.find((portion) => {
    const [word = '', rest = ''] = /^([a-z]+)(.*)$/.exec(portion.unit.toLowerCase())?.slice(1) ?? [];
    const namesFood = word.length > 2 && (words.has(word) || words.has(`${word}s`) || words.has(`${word}es`));
    return namesFood && /^(?:$|,|\s*\()/.test(rest) && portion.grams / portion.amount <= ONE_PERSON_GRAMS;
  });
  if (named) {
    // Its regular or medium size where the food gives one ('regular sandwich', not 'sandwich (1 slice bread)', an open one).
    const [noun = ''] = /^[a-z]+/.exec(named.unit.toLowerCase()) ?? [];
    // (Or said after it, as SR28 does: 'croissant, medium' among 'croissant, mini' and 'croissant, large'.)
    const usualSize = food.portions.find((portion) =>
      new RegExp(`^(?:regular|medium) ${noun}\\b|^${noun}, (?:regular|medium)\\b`).test(portion.unit.toLowerCase()),
    );
    if (usualSize) return usualSize;
    // Far lighter than the food's medium size, it is a small form of it (SR28's '1 muffin', 31 g against 113 g).
    const medium = food.portions.find((portion) => /^medium\b/.test(portion.unit));
    return medium && named.grams / named.amount < medium.grams / medium.amount / 2 ? medium : named;
  }
  // A drink (measured in fluid ounces) counts in cups.
  return fluidOunce(food) ? portionNamed(food, 'cup') : undefined;
}

const fluidOunce = (food: FoodSearchResult) => food.portions.find((portion) => /^fl oz\b/.test(portion.unit));
const FLUID_OUNCES_PER_CUP = 8;

/** A cup of a drink that has no cup of its own: 8 of its fluid ounces. */
function cupOfDrink(food: FoodSearchResult): FoodPortion | undefined {
  const ounce = fluidOunce(food);
  return ounce && { amount: 1, unit: 'cup', grams: round1((FLUID_OUNCES_PER_CUP * ounce.grams) / ounce.amount) };
}

const isAmountWord = (unit: string): unit is AmountWord => (AMOUNT_WORDS as readonly string[]).includes(unit);

/**
 * The food's own portion of a vessel or piece: its usual size ('medium or regular slice') where
 * the food has sizes of it, else a label that starts with the word, or with 'X or' it ('can or
 * bottle (12 fl oz)'), a part of one ('slice, crust not eaten') last.
 */
function ownPortionOf(food: FoodSearchResult, word: AmountWord): FoodPortion | undefined {
  // The size the kind means by the word ('a slice of turkey' is its thin slice).
  const size = kindOf(food).sizes?.[word];
  const sized = size && food.portions.find((p) => size.test(p.unit));
  if (sized) return sized;
  for (const name of SAME_PORTION[word]) {
    const regular = new RegExp(`^(?:medium|regular)\\b(?:[a-z ]+ or [a-z ]*)?${name}\\b|^(?:[a-z]+ or )?(?:medium|regular) ${name}\\b`);
    const pattern = new RegExp(`^(?:[a-z]+ or )?${name}\\b`);
    const named = food.portions.filter((p) => pattern.test(p.unit));
    const whole = named.filter((p) => !PART_OF_ONE.test(p.unit));
    const container = word === 'can' || word === 'bottle';
    const portion =
      food.portions.find((p) => regular.test(p.unit)) ?? (container ? usualContainer(food, whole, word) : whole[0]) ?? named[0];
    if (portion) return portion;
  }
  return undefined;
}

/**
 * Of a drink's several cans or bottles, the one that weighs the survey's usual amount ('can or
 * bottle (16 fl oz)' of Monster, not its 8.3 fl oz can). Where none does, a can is the first and
 * lightest, the standard one a brand adds larger ones to ('can (8.4 fl oz)' of Red Bull, not its
 * 16.9 fl oz); a bottle the one nearest the usual amount.
 */
function usualContainer(food: FoodSearchResult, portions: readonly FoodPortion[], word: AmountWord): FoodPortion | undefined {
  const usual = usualServing(food);
  const each = (portion: FoodPortion) => portion.grams / portion.amount;
  const same = usual && portions.find((portion) => Math.abs(each(portion) - usual.grams) <= usual.grams * SAME_WEIGHT);
  if (same || portions.length < 2) return same ?? portions[0];
  if (word === 'can') return [...portions].sort((a, b) => each(a) - each(b))[0];
  if (!usual) return portions[0];
  const off = (portion: FoodPortion) => Math.abs(each(portion) - usual.grams);
  return [...portions].sort((a, b) => off(a) - off(b))[0];
}

/** A portion that is part of one, not one ('slice, crust not eaten', 'snack-size'). */
const PART_OF_ONE = /\bnot eaten\b|\bsnack[- ]size\b/;

/** Grams of one measure of a food: its grams, or cups of it through the food's own cup (else 240 g). */
export function measureGrams(food: FoodSearchResult, measure: Measure): number {
  if ('grams' in measure) return measure.grams;
  const cup = portionNamed(food, 'cup');
  return measure.cups * (cup ? cup.grams / cup.amount : PORTION_UNIT_GRAMS.cup);
}

/**
 * A vessel or piece of a food ('a glass', 'a bowl', 'a handful', 'a slice'): the kind's standard
 * serving where one is set, else the food's own portion of that name, else the kind's measure for
 * it, else a cup (vessels) or one of it (pieces).
 */
function vesselAmount(food: FoodSearchResult, word: AmountWord, quantity: number): FoodAmount {
  const kind = kindOf(food);
  const standard = kind.standard?.[word];
  const own = standard ? undefined : ownPortionOf(food, word);
  if (own) return portionOption(own, quantity);
  // A bowl of a cereal counted in pieces ('2 biscuits (1 NLEA serving)' of Weetabix) is that serving of them, not cups of it.
  const pieces = word === 'bowl' && CEREAL_KINDS.has(kind.name) ? piecesPortion(food) : undefined;
  if (pieces) return portionOption(pieces, quantity * pieces.amount);
  const measure = standard ?? kind.vessels?.[word] ?? ANY_FOOD.vessels?.[word];
  if (measure) return { amount: round2(quantity), unit: word, grams: round1(quantity * measureGrams(food, measure)) };
  if (word === 'slice' || word === 'piece') return countedAmount(food, quantity);
  // Else cups of it: its own cup, or a cup's measure (never back through foodAmount, which would ask for the cup again).
  if (word !== 'cup') return vesselAmount(food, 'cup', quantity);
  return { amount: round2(quantity), unit: 'cup', grams: round1(quantity * measureGrams(food, { cups: 1 })) };
}

/**
 * The survey's usual amount of a food, for one said with no amount ('raisins': 40 g, not one
 * raisin); for an SR28 food, its label's serving ('2 biscuits (1 NLEA serving)' of Weetabix).
 */
const usualServing = (food: FoodSearchResult) =>
  food.portions.find((portion) => portion.unit === USUAL_PORTION_UNIT) ?? food.portions.find((portion) => NLEA_SERVING.test(portion.unit));
const NLEA_SERVING = /\(1 NLEA serving\)/;

/** How far a portion may weigh from the usual amount and still be what one of the food is. */
const SAME_WEIGHT = 0.02;

/**
 * Portions that measure a food rather than count it ('cup, cooked, diced', 'oz, boneless'), or
 * give one of its sizes: a size that happens to weigh the usual amount is no more one of it than
 * the others ('large taco' at 170 g against a usual 172 g).
 */
const MEASURE_PORTION =
  /^(?:cups?|oz|fl oz|tablespoons?|teaspoons?|tbsp|tsp|cubic inch|surface inch|g|ml|small|medium|large|extra|jumbo|miniature|regular)\b/;

/** The food's own portion of one of it that weighs its usual amount ('can (12 fl oz)' of a cola, 'drink' of a margarita). */
function usualSizedPortion(food: FoodSearchResult): FoodPortion | undefined {
  const usual = usualServing(food);
  if (!usual) return undefined;
  return food.portions.find(
    (portion) =>
      portion !== usual &&
      !MEASURE_PORTION.test(portion.unit) &&
      Math.abs(portion.grams / portion.amount - usual.grams) <= usual.grams * SAME_WEIGHT,
  );
}

/** A food's portion counted in inches ('inch sub', amount 6): one of it is that portion whole. */
const byTheInch = (food: FoodSearchResult) => food.portions.find((portion) => /^inch\b/.test(portion.unit));
/** A food's own portion that counts several of its pieces ('2 biscuits (1 NLEA serving)'). */
const piecesPortion = (food: FoodSearchResult) =>
  food.portions.find((p) => p.amount > 1 && /^[a-z]+s\b/.test(p.unit) && !MEASURE_PORTION.test(p.unit));
/** Kinds of breakfast cereal, whose bowl may be counted in pieces. */
const CEREAL_KINDS = new Set(['cereal', 'granola', 'hot cereal']);

/** Lighter than this, one of a food's portions is a crumb of it ('1 raisin', '1 fry'), never what was eaten when no amount is said. */
const LEAST_UNSAID_GRAMS = 10;

/**
 * A food with no unit said: the kind's usual vessel (a glass of wine); with no amount either, the
 * survey's usual amount of it; else one of it: its own count portion, the portion that weighs
 * its usual amount, a medium one.
 */
function countedAmount(food: FoodSearchResult, quantity: number, amountSaid = true, text?: string): FoodAmount {
  const usual = kindOf(food).count;
  if (usual) return vesselAmount(food, usual, quantity);
  // One of a food counted by the inch is its portion whole ('a subway turkey sub' is its 6 inches, not one).
  const inch = byTheInch(food);
  if (inch) return portionOption(inch, quantity * inch.amount);
  const serving = usualServing(food);
  // One of a kind whose own one is a mini form or a family's whole ('a rice cake', 'a meat pie'); with none said, its usual amount where that is more.
  const one = kindOf(food).one;
  const oneGrams = one && measureGrams(food, one);
  if (oneGrams && (amountSaid || !serving || serving.grams < oneGrams)) {
    const noun = text ? headNoun(text).replace(/(?<=[^s])s$/, '') : '';
    return { amount: round2(quantity), unit: noun || 'each', grams: round1(quantity * oneGrams) };
  }
  if (!amountSaid && serving) return portionOption(serving, serving.amount);
  // A sauce, spread or sweetener said alone with no usual amount is the small amount it goes on food by ('hummus and carrots').
  if (!amountSaid && kindOf(food).addition) return additionAmount(food, undefined);
  // Sugar or butter counted ('two sugars') is so many spoonfuls or pats of it.
  const spoonful = kindOf(food).addition;
  if (spoonful && SPOONFULS.has(spoonful.unit)) {
    const one = additionAmount(food, undefined);
    return { amount: round2(one.amount * quantity), unit: one.unit, grams: round1(one.grams * quantity) };
  }
  const eaten = (portion: FoodPortion | undefined): portion is FoodPortion =>
    !!portion && (amountSaid || portion.grams / portion.amount >= LEAST_UNSAID_GRAMS);
  // One drink is the survey's usual amount of it ('a coke' its can, 'a frappuccino' or 'a latte' a serving), not a cup of it.
  if (serving && DRINK_KINDS.has(kindOf(food).name)) {
    const drink = usualSizedPortion(food) ?? serving;
    return portionOption(drink, quantity);
  }
  // 'a quarter of a watermelon': part of a whole one, however many people a whole one feeds.
  const wholeOne = quantity < 1 && amountSaid ? wholePortion(food) : undefined;
  if (wholeOne) return portionOption(wholeOne, quantity);
  // 'a chocolate bar' is its 'bar', not its 'piece'; 'a pork chop' its 'chop'.
  const named = text ? portionNamed(food, headNoun(text).replace(/(?<=[^s])s$/, '')) : undefined;
  const forOne = named && named.grams / named.amount <= ONE_PERSON_GRAMS ? named : undefined;
  const own = countPortion(food);
  // One dish said is no one of what it is made of ('a spinach omelette' is no '1 egg' of it): its usual amount.
  if (own && serving && text && madeOf(own, text)) return portionOption(serving, quantity * serving.amount);
  const counted = [own, forOne, usualSizedPortion(food)].find(eaten);
  if (counted) return portionOption(counted, inHalves(counted, quantity));
  // 'two weetabix': the food counted in the pieces its own portion counts ('2 biscuits (1 NLEA serving)').
  const pieces = amountSaid && piecesPortion(food);
  if (pieces) return portionOption(pieces, quantity);
  for (const pattern of isGraded(food) ? GRADED_COUNT_PORTIONS : COUNT_PORTIONS) {
    const portion = food.portions.find((p) => pattern.test(p.unit) && eaten(p));
    // 'a california roll' is one roll, not one of its pieces.
    if (portion && serving && text && /^piece\b/.test(portion.unit) && isOneWhole(food, text)) return portionOption(serving, quantity);
    if (portion) return portionOption(portion, inHalves(portion, quantity));
  }
  const first = cupOfDrink(food) ?? food.portions.find(eaten);
  if (first) return portionOption(first, quantity);
  // Nothing said, and each portion one small piece: the whole of a portion that is more than a crumb ('12 fries', not one).
  const whole = amountSaid ? undefined : food.portions.find((portion) => portion.grams >= LEAST_UNSAID_GRAMS);
  if (whole) return portionOption(whole, whole.amount);
  if (food.portions[0]) return portionOption(food.portions[0], quantity);
  return { amount: quantity * 100, unit: 'g', grams: quantity * 100 };
}

/**
 * A main dish said with no amount: named alone, as the meal, a plate of it ('kung pao chicken' 1.5
 * cups) where the amount found is less; with other foods, a main's cup where the amount found is a
 * side's ('palak paneer with rice': not its 100 g). A dish had in pieces keeps its piece where one is a plateful's half (lasagna), not a
 * morsel ('moussaka': the survey's 86 g piece); nor a dish counted as one whole of it.
 */
function aPlateOf(food: FoodSearchResult, amount: FoodAmount, alone: boolean): FoodAmount | undefined {
  const group = (food.foodGroup ?? '').toLowerCase();
  const dish = PLATES.find((plate) => plate.groups.test(group));
  const measure = dish && (alone ? dish.alone : dish.withSides);
  if (!measure || countPortion(food) || kindOf(food).one) return undefined;
  const cup = portionNamed(food, 'cup');
  const plate =
    cup && 'cups' in measure
      ? portionOption(cup, measure.cups)
      : { amount: 'cups' in measure ? measure.cups : 1, unit: 'cup', grams: round1(measureGrams(food, measure)) };
  const pieces = food.portions.filter((portion) => /^(?:piece|slice)\b/.test(portion.unit));
  if (pieces.some((piece) => piece.grams / piece.amount >= plate.grams / 2)) return undefined;
  // With sides, the survey's entrée-sized amount (three quarters of a cup: 'orange chicken' 189 g) stands.
  const most = alone ? plate.grams : plate.grams * SIDE_OF_CUP;
  return amount.grams < most ? plate : undefined;
}

/** A side's share of a cup, at most (the survey's half-cup servings, with some slack for rounding). */
const SIDE_OF_CUP = 0.6;

/**
 * Whether one of what was said is a whole the food names but has no portion of: 'a california
 * roll' is one roll ('Sushi roll, California': the survey's usual 180 g), not one of its pieces.
 */
function isOneWhole(food: FoodSearchResult, text: string): boolean {
  const noun = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .at(-1);
  if (!noun || noun.length < 3) return false;
  const named = new RegExp(`\\b${noun.replace(/s$/, '')}s?\\b`);
  return named.test(food.description.toLowerCase()) && !food.portions.some((portion) => named.test(portion.unit));
}

/** Portions that are a whole one of whatever food has them ('1 whole', a cantaloupe's 'medium melon'). */
const WHOLE_NOUNS = new Set(['whole', 'melon', 'head', 'loaf']);

/**
 * A whole one of a food: a portion named after it, of its medium size where it has sizes ('medium
 * melon' of watermelon, 'pie (9" dia)'), never a piece of one.
 */
function wholePortion(food: FoodSearchResult): FoodPortion | undefined {
  const words = food.description
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2);
  const wholes = food.portions.filter((portion) => {
    const [noun = ''] =
      /^(?:(?:miniature|small|medium|large|extra-large)\s+)?([a-z]+)\s*(?:\(.*\))?$/.exec(portion.unit.toLowerCase())?.slice(1) ?? [];
    return (
      noun.length > 2 &&
      !/^(?:piece|slice|wedge|cup|serving)/.test(noun) &&
      (WHOLE_NOUNS.has(noun) || words.some((word) => word === noun || word === `${noun}s` || word.endsWith(noun)))
    );
  });
  return (
    wholes.find((portion) => /^medium\b/.test(portion.unit)) ??
    wholes.find((portion) => !/^(?:miniature|small|large|extra)/.test(portion.unit))
  );
}

/** Kinds had by the drink, whose usual amount is one of them. */
const DRINK_KINDS = new Set(['hot drink', 'drink']);

/** A count of whole foods in a portion of halves ('half a grapefruit' is one 'half', not half of one). */
const inHalves = (portion: FoodPortion, quantity: number) => (/^half\b/i.test(portion.unit) ? quantity * 2 : quantity);

/**
 * A size said of a food that has no portion of that size, or of a vessel: a part of its usual
 * serving ('a small fries', 'a large glass of wine'); a coffee shop's tall, grande and venti are
 * 12, 16 and 20 fl oz, against the survey's usual 12; a footlong sub is two 6-inch ones.
 */
const SIZE_OF_SERVING: Record<string, number> = { small: 0.7, medium: 1, large: 1.4, tall: 1, grande: 4 / 3, venti: 5 / 3, footlong: 2 };

/** A length said of one ('a 6 inch sub', 'a 12" pizza'): its portion of that size; else, a foot or more, a footlong of it; else one of it. */
function lengthAmount(food: FoodSearchResult, inches: number, quantity: number): FoodAmount {
  const sized = food.portions.find((portion) =>
    [...portion.unit.matchAll(/(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?"/g)].some(
      ([, from = '', to]) => Number(from) <= inches && inches <= Number(to ?? from),
    ),
  );
  if (sized) return portionOption(sized, quantity);
  // A food measured by the inch ('6 inch sub' of SR28's Subway subs): so many inches of it.
  const inch = byTheInch(food);
  if (inch) return portionOption(inch, inches * quantity);
  return inches >= FOOT ? foodAmount(food, { quantity, unit: 'footlong' }) : countedAmount(food, quantity);
}
const FOOT = 12;

/**
 * Whether a 'cup' said after a food's name is its container ('a jello cup', 'a pudding cup': a
 * snack cup of it), not a measure: said of a food not named as a cup, nor a drink.
 */
function isContainerCup(food: FoodSearchResult, text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return (
    words.length > 1 && words.at(-1) === 'cup' && !/cup/i.test(food.description) && !DRINK_KINDS.has(kindOf(food).name) && !fluidOunce(food)
  );
}

/** A food's own container for one, a snack-size or individual one first ('snack size container' of gelatin, 95 g); else a snack cup's usual 4 oz. */
function containerAmount(food: FoodSearchResult, quantity: number): FoodAmount {
  const containers = food.portions.filter((portion) => /\bcontainer\b/.test(portion.unit) && !/\bschool\b/.test(portion.unit));
  const portion =
    containers.find((p) => /\b(?:snack|individual)\b/.test(p.unit)) ?? containers.find((p) => /\bNFS\b/.test(p.unit)) ?? containers[0];
  return portion ? portionOption(portion, quantity) : { amount: round2(quantity), unit: 'cup', grams: round1(quantity * SNACK_CUP.grams) };
}

/**
 * The amount a said food stands for: its unit through the food's portions and the kind's measures,
 * a count through its own portions, nothing said as one. `alone`: the food is the whole meal;
 * `sides`: it is the meal's main, said first with other foods.
 */
export function foodAmount(
  food: FoodSearchResult,
  said: Pick<DraftFood, 'quantity' | 'unit'> & { text?: string; alone?: boolean; sides?: boolean },
): FoodAmount {
  const quantity = said.quantity ?? 1;
  const unit = said.unit;
  if (unit === 'g') return { amount: quantity, unit: 'g', grams: quantity };
  const metric = unit === undefined ? undefined : ownValue(METRIC_GRAMS, unit);
  if (metric !== undefined) {
    const grams = round1(quantity * metric);
    return { amount: grams, unit: 'g', grams };
  }
  if (unit === 'oz' || unit === 'fl oz') return { amount: quantity, unit, grams: round1(quantity * gramsPerUnit(unit)) };
  if (unit && isAmountWord(unit)) return vesselAmount(food, unit, quantity);
  const [size = '', vessel = ''] = unit?.split(' ') ?? [];
  const factor = ownValue(SIZE_OF_SERVING, size);
  if (isAmountWord(vessel) && factor) {
    const { grams } = vesselAmount(food, vessel, quantity * factor);
    return { amount: round2(quantity), unit: `${size} ${vessel}`, grams };
  }
  // A footlong of a food measured by the inch is twelve inches of it.
  if (unit === 'footlong' && byTheInch(food)) return lengthAmount(food, FOOT, quantity);
  const inches = unit === undefined ? undefined : /^(\d+(?:\.\d+)?) inch$/.exec(unit)?.[1];
  if (inches) return lengthAmount(food, Number(inches), quantity);
  if (unit) {
    const portion =
      portionNamed(food, unit) ??
      // 'an ear of corn' is its 'regular ear'.
      portionNamed(food, `regular ${unit}`) ??
      // A size the food has only in a brand's name for it ('Subway Sub (footlong)').
      food.portions.find((p) => p.unit.toLowerCase().includes(`(${unit})`)) ??
      (unit === 'tbsp' ? portionNamed(food, 'tablespoon') : unit === 'tsp' ? portionNamed(food, 'teaspoon') : undefined);
    if (portion) return portionOption(portion, quantity);
    const spoons = ownValue(SPOONS, unit);
    if (spoons) return { amount: quantity, unit, grams: round1(quantity * measureGrams(food, { cups: spoons })) };
    // A bag of a food sold in packets ('a packet of instant ramen') is its package.
    const packaged = unit === 'bag' ? (portionNamed(food, 'package') ?? portionNamed(food, 'packet')) : undefined;
    if (packaged) return portionOption(packaged, quantity);
    const usual = ownValue(USUAL_GRAMS, unit);
    if (usual) return { amount: quantity, unit, grams: round1(quantity * usual) };
    const serving = usualServing(food);
    const size = ownValue(SIZE_OF_SERVING, unit);
    if (serving && size) {
      // A size of a main dish had as the meal is of its plate ('a big beef stir fry'), not of the survey's side portion.
      const usual = portionOption(serving, serving.amount);
      const plate = quantity === 1 && (said.alone || said.sides) ? aPlateOf(food, usual, !!said.alone) : undefined;
      return { amount: quantity, unit: `${unit} serving`, grams: round1(quantity * size * (plate ?? usual).grams) };
    }
  }
  if (!unit && said.text && isContainerCup(food, said.text)) return containerAmount(food, quantity);
  const amount = countedAmount(food, quantity, said.quantity !== undefined, said.text);
  // 'moussaka', 'a caprese salad': one dish as the meal or its main.
  const oneDish = !unit && (said.quantity ?? 1) === 1 && (said.alone || said.sides);
  const plate = oneDish ? aPlateOf(food, amount, !!said.alone) : undefined;
  if (plate) return plate;
  if (said.quantity !== undefined) return amount;
  return (said.text ? severalOf(food, amount, said.text) : undefined) ?? amount;
}

const DISH_HEADS = new Set(FOOD_LEXICON.dishHeads);

/**
 * Whether a count portion is one of what a dish said is made of ('1 egg' of 'a spinach omelette'):
 * its noun, after a size, is neither the dish's nor another dish ('1 sandwich' of a wrap is the wrap).
 */
function madeOf(portion: FoodPortion, text: string): boolean {
  const dish = headNoun(text).replace(/(?<=[^s])s$/, '');
  const [, noun = ''] = /^(?:(?:small|medium|large|regular|extra large|jumbo)\s+)?([a-z]+)/.exec(portion.unit.toLowerCase()) ?? [];
  return DISH_HEADS.has(dish) && noun !== dish && !DISH_HEADS.has(noun) && !synonymsOf(dish).includes(noun);
}

/** The noun a food phrase names, as said: the last word before 'with' ('chocolate bar', 'pancakes with syrup'). */
function headNoun(text: string): string {
  const [named = ''] = text.toLowerCase().split(/\s+with\s+/);
  return (
    named
      .split(/[^a-z]+/)
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

/** How many of a food said in the plural with no number ('bacon and eggs'): a couple. */
const SEVERAL = 2;
/** Heavier than this, one of a food is a plateful already ('new potatoes' are not two 170 g potatoes). */
const SEVERAL_AT_MOST_GRAMS = 150;

/**
 * A food said in the plural with no number, whose amount found is one of it ('eggs': the survey's
 * usual one egg): several of that one. A usual amount of many already ('strawberries': 75 g, not
 * one berry) stays.
 */
function severalOf(food: FoodSearchResult, amount: FoodAmount, text: string): FoodAmount | undefined {
  const noun = headNoun(text);
  if (!/^[a-z]{2,}[^s]s$/.test(noun)) return undefined;
  const singular = [noun.slice(0, -1), noun.replace(/es$/, ''), noun.replace(/ies$/, 'y')].map(escapeRegExp).join('|');
  const size = '(?:small|medium|large|extra large|jumbo|regular|each)\\b\\s*';
  const oneOf = new RegExp(`^(?:${size}(?:(?:${singular})\\b\\s*)?|(?:${singular})\\b\\s*)(?:$|\\(|,)`);
  const one = food.portions.find(
    (portion) => oneOf.test(portion.unit.toLowerCase()) && Math.abs(portion.grams / portion.amount - amount.grams / amount.amount) < 0.5,
  );
  return one && amount.amount === 1 && amount.grams <= SEVERAL_AT_MOST_GRAMS ? portionOption(one, SEVERAL) : undefined;
}

/** Units that measure rather than count: a spread goes once on the whole of these, once per piece otherwise. */
const MEASURED = /^(?:g|oz|fl oz|ml|cup|tbsp|tsp|bowl|plate|mug|glass|handful|can|bottle|scoop|pint|shot|bag)\b/;

/**
 * A food added to another with no amount said ('with honey', 'butter on toast'): the small portion
 * its kind has (on this kind of base, where set), once per slice or piece for a spread; else one of it.
 */
export function additionAmount(
  food: FoodSearchResult,
  base: { food: FoodSearchResult; amount: FoodAmount } | undefined,
  text?: string,
): FoodAmount {
  const kind = kindOf(food);
  const addition = (base && kind.additionOn?.[kindOf(base.food).name]) ?? kind.addition;
  // Not a kind added to food ('poached eggs on toast'): as much of it as said alone.
  if (!addition) return foodAmount(food, { text });
  const pieces = addition.perPiece && base && !MEASURED.test(base.amount.unit) ? base.amount.amount : 1;
  const count = addition.amount * pieces;
  const own = addition.own.map((word) => portionNamed(food, word)).find((portion) => portion !== undefined);
  if (own) return portionOption(own, count);
  return { amount: round2(count), unit: addition.unit, grams: round1(count * measureGrams(food, addition.each)) };
}
