import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { ownValue } from '../../../shared/records.js';

/**
 * The query-independent half of food ranking, computed once per food when it is loaded:
 * its head (what the food is) and a prior (how plain, whole and common it is). memory-search.ts
 * adds the query-dependent half (search.ts, for branded foods, in SQL). Short generic queries
 * lean on the prior: 'apple' should find raw apples before apple juice or baby food.
 */

const CLASS_HEADS = new Set(FOOD_LEXICON.classHeads);
const TWO_PART_CLASS_HEADS = new Set(FOOD_LEXICON.twoPartClassHeads);

const GROUP_PRIOR: Record<string, number> = {
  'Baby Foods': -5,
  'Fast Foods': -2.5,
  'Restaurant Foods': -2.5,
  'American Indian/Alaska Native Foods': -2.5,
  'Meals, Entrees, and Side Dishes': -1,
  Snacks: -0.5,
  Sweets: -0.5,
  'Sausages and Luncheon Meats': -1,
};

/** Words in the qualifiers (after the head) that mark the plain form, or a processed one. */
const QUALIFIER_PRIOR: [RegExp, number][] = [
  [/\braw\b/, 1],
  [/\bfresh\b/, 0.4],
  [/\bwhole\b/, 0.3],
  [/\bfluid\b/, 0.3],
  [/\bplain\b/, 0.3],
  [/\b(canned|bottled)\b/, -0.8],
  [/\b(dehydrated|dried|dry)\b/, -0.6],
  [/\bpickled\b/, -1.2],
  [/\b(powder|powdered|flakes|instant)\b/, -0.8],
  [/\b(mix|concentrate|condensed|evaporated)\b/, -1],
  // As sold, to be cooked or mixed first, not as eaten ('KASHI Mushroom & Asparagus Risotto, frozen, unprepared').
  [/\bunprepared\b/, -2],
  [/\b(frozen|pasteurized)\b/, -0.4],
  [/\b(imitation|substitute|formula|meatless)\b/, -1.5],
  // A diet version is a variant: a query that names no variant means the usual one ('carrot cake').
  [/\bdiet\b/, -2],
  // So is a drink with or without its alcohol, where the name says so: 'fruit punch' is no 'Fruit punch, alcoholic'.
  [/\b(alcoholic|nonalcoholic)\b/, -0.5],
  // And one made without what the usual one has ('Pizza, cheese and vegetables, gluten-free thin crust').
  [/\bgluten[- ]free\b/, -0.5],
  // As is a lighter one ('Cookie, shortbread, reduced fat' for shortbread); milk's fat is its kind, not a variant.
  [/\b(reduced fat|low fat|fat free|sugar free|reduced calorie|light)\b(?!.*\bmilk\b)/, -0.5],
  [/\b(breaded|batter|fried|fries|flour)\b/, -0.6],
  // Made for baking, as flour is: 'chocolate' is eaten as a bar, not as 'Chocolate, semi-sweet morsel'.
  [/\b(morsels?|baking)\b/, -0.8],
  [/\b(sweetened|sugared|salted|with added salt|flavor|flavored|chocolate)\b/, -0.4],
  [/\b(protein[- ]fortified|calcium[- ]fortified|with added nonfat milk solids|low sodium|reduced sugar)\b/, -0.4],
  [/\b(prepared from recipe|home-prepared)\b/, -0.3],
  // A variant of the grain: a query that names no variant means the plain one ('pasta').
  [/\bwhole[- ](wheat|grain)\b|\bmultigrain\b/, -0.9],
  [/\b(separable fat|composite|variety meats|by-products|liver|giblets|mechanically)\b/, -0.8],
  [/\b(duck|goose|quail|turkey|goat|sheep|human|buffalo|emu|ostrich|bison|caribou|elk|moose|horse)\b/, -0.6],
  // Herb teas are a kind of tea; 'tea' means the leaf.
  [/\b(herb|herbal|chamomile|hibiscus)\b/, -0.5],
];

/**
 * FNDDS (survey) qualifiers: NFS ('not further specified') and 'NS as to …' mark the default
 * form a person means when they give no detail; a food from a restaurant or with a sauce is a
 * more specific one.
 */
const SURVEY_QUALIFIER_PRIOR: [RegExp, number][] = [
  // 'NS as to type' is the default kind ('Fish, NS as to type, cooked' for fish), as NFS is
  // (for a kind the name has already given, see `isDefaultKind`).
  [/(^|, )nfs\b/, 1],
  [/\bno added fat\b/, 0.2],
  [/\b(from fast food|from restaurant|from school|fast food \/ restaurant)\b/, -1],
  [/\bwith\b.*\b(sauce|gravy|dressing|vegetables|cheese)\b/, -1.5],
  // A frozen dinner is a meal of several foods, not the food it is named after ('sirloin').
  [/\bfrozen meal\b/, -4],
  // Not the survey's 'Flavored milk' categories: hot chocolate made with milk is no more flavoured than with soy milk.
  [/\b(fruit|flavors other than fruit|flavored)\b(?! milk)/, -0.5],
  [/\bmade with (oil|butter|margarine)\b|\bfat added\b|\bfried with\b/, -0.3],
  [/\b(baby food|infant formula)\b/, -5],
  // A regional or named style is a variant ('Fried rice, Puerto Rican style').
  [/\b\w+ style\b/, -0.6],
  // What it comes with is a variant: a query that names none means the food alone ('Chocolate, sweet or dark, with almonds').
  [/(^|, )with(out)?\b(?! added\b)/, -0.3],
];
/** Chips of a food are a snack, not the food ('Pita chips' for 'pita'). */
const SNACK_FORM = /\bchips\b/i;
/** Each 'NS as to …' (a detail not given) makes a food more of the default form. */
const NOT_SPECIFIED_PRIOR = 0.3;
/** Survey qualifiers that say the detail was not given: they make a food no rarer. */
export const UNSPECIFIED = /^(nfs|ns as to .*)$/i;

/**
 * Food groups eaten cooked, brewed or prepared rather than as sold: a query that names no form
 * means that form ('rice' is cooked rice, 'coffee' brewed coffee, 'oatmeal' cooked oats).
 */
const PREPARED_GROUPS = new Set([
  'Cereal Grains and Pasta',
  'Breakfast Cereals',
  'Legumes and Legume Products',
  'Beverages',
  // Meat and seafood are logged as eaten, cooked ('ground turkey', 'mussels'): SR28's groups and the survey's.
  'Poultry Products',
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Finfish and Shellfish Products',
  'Beef, excludes ground',
  'Ground beef',
  'Pork',
  'Lamb, goat, game',
  'Chicken, whole pieces',
  'Turkey, duck, other poultry',
  'Fish',
  'Shellfish',
]);
// The survey's 'NS as to cooking method' is cooked, how not said; 'from pre-cooked' is a particular kind of it.
const PREPARED_FORM = /\b(?<!pre-)(cooked|boiled|brewed|prepared with water|prepared)\b|\bns as to cooking method\b/;
/** SR28's meat and seafood groups: logged cooked, however cooked (the survey's default is 'NS as to cooking method'). */
const SR28_MEAT_GROUPS = new Set([
  'Poultry Products',
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Finfish and Shellfish Products',
]);
/** SR28 names some meats by how they were cooked alone ('Turkey, breast, from whole bird, meat only, roasted'). */
const MEAT_COOKED_FORM = /\b(roasted|broiled|grilled|braised|stewed|simmered)\b/;
/**
 * Beef is the red meat a cut said alone means ('sirloin', 'ribeye'), not pork's, veal's or bison's;
 * lamb, veal and game are rarer meats still. SR28's groups: the survey names cuts by the meat ('Pork chop').
 */
const SPECIES_PRIOR: Record<string, number> = {
  'Beef Products': 0.3,
  'Lamb, Veal, and Game Products': -0.5,
};
/**
 * Parts that say how a food was measured or kept, not which food it is: SR28's trim, grade and lean
 * of a cut ('separable lean only, trimmed to 0" fat, choice') and a preservative ('English muffins,
 * plain, enriched, with ca prop'). They make a food no rarer: beef's sirloin is as plain as veal's.
 */
const MEASURING_DETAIL =
  /^(separable lean( and fat| only)?|trimmed to .*fat|all grades|choice|select|prime|with(out)? (ca|calcium) prop(ionate)?)$/i;
/** Notes on what a food includes ('(includes sourdough)') explain it; they do not make it another food. */
const INCLUDES_NOTE = /\s*\(includes [^)]*\)/g;

/** In grains and baked goods the white kind is the everyday one ('bread', 'rice'; the survey's 'dinner roll' a white one). */
const WHITE_IS_PLAIN = new Set(['Cereal Grains and Pasta', 'Baked Products', 'Yeast breads', 'Rolls and buns']);

/** Ways of cooking that join a food's head (the lexicon's cookedHeadForms). */
const COOKED_HEAD_FORMS = new Set(FOOD_LEXICON.cookedHeadForms);

/**
 * Heads that make a derived product of the class they name: oils of a seed ('Oil, oat'), and
 * spreads or processed forms of a food ('Cheese, cream', 'Cheese spread', 'Seeds, sunflower seed
 * butter'). A query for the food itself means the food.
 */
const DERIVED_CLASSES = new Set(['oil']);
const DERIVED_HEADS =
  /^(cream|spread|sauce|dip|paste|food|product|substitute|flour|meal|bran|starch|powder)\b|\b(butter|flour|meal|oil|paste|powder|spread|starch)$/;

/**
 * Whether a survey food is its head's default kind: 'NS as to type' ('Fish, NS as to type, cooked')
 * or 'NS as to type of milk' (yogurt). Not when the detail left unsaid is of a variant the name has
 * already given: 'Roll, bran, NS as to type of bran' is a bran roll, not the default roll.
 */
function isDefaultKind(qualifiers: readonly string[]): boolean {
  return qualifiers.some((part, i) => {
    const match = /^ns as to type(?: of (.+))?$/i.exec(part);
    if (!match) return false;
    const of = match[1]?.toLowerCase();
    return !of || !qualifiers.slice(0, i).some((earlier) => earlier.toLowerCase().includes(of));
  });
}

export interface RankingInput {
  description: string;
  foodGroup: string | null;
  brandOwner: string | null;
  portions: number;
  dataType: string;
}

export interface Ranking {
  head: string;
  headClass: string | null;
  /**
   * The words that say what kind of thing the food is: its class, the last word of its name
   * before any 'with …', and how it was cooked. 'Salad dressing' is a dressing, 'Candies, milk
   * chocolate' candy and chocolate, 'Bread, white, toasted' bread and toast. A query's last word
   * names the kind in English ('chocolate milk' is milk): a head it only describes ranks lower.
   */
  kind: string;
  prior: number;
}

const isBrandName = (part: string) => /[A-Z]{2}/.test(part) && part === part.toUpperCase();
/** A word of four capitals or more: USDA writes brands so, anywhere in a name ('Soup, HEALTHY CHOICE Chicken Noodle Soup'). */
const BRAND_WORD = /\b[A-Z][A-Z'&.-]{3,}\b/;

/** A detail left unsaid is one part, its list of what it may be included: 'NS as to regular, quick, or instant'. */
function withUnsaidListsJoined(parts: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const end = /^ns as to\b/i.test(part) ? parts.findIndex((next, j) => j > i && j <= i + 3 && /^or\b/i.test(next)) : -1;
    joined.push(end > i ? parts.slice(i, end + 1).join(', ') : part);
    if (end > i) i = end;
  }
  return joined;
}

/** A name's comma parts, a detail left unsaid with its list of what it may be as one. */
export const namedParts = (description: string): string[] =>
  withUnsaidListsJoined(
    description
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );

/**
 * How many comma parts a survey name that lists what a dish is takes ('Bacon, lettuce, and tomato
 * sandwich with spread', 'Beef, potatoes, and vegetables'): up to the part starting 'and', the
 * items before it of a word or two. Its head is the list, before what it comes with; not bacon.
 */
function listedParts(parts: readonly string[], dataType: string): number {
  if (dataType !== 'Survey (FNDDS)') return 0;
  const end = parts.findIndex((part, i) => i > 0 && i <= 3 && /^and\s/i.test(part));
  const items = parts.slice(1, end);
  // 'Soft taco with chicken, beans, and sour cream' lists what a taco comes with: its head is the taco's.
  return end > 0 &&
    !/\swith\s/i.test(parts[0] ?? '') &&
    items.every((item) => item.split(/\s+/).length <= 2 && !/^(with|without|ns|nfs)\b/i.test(item))
    ? end + 1
    : 0;
}

export function rankingOf(food: RankingInput): Ranking {
  const named = namedParts(food.description);
  const listed = listedParts(named, food.dataType);
  // Its head ends where what it comes with begins ('with spread', 'including carrots', '; soy-based sauce').
  const parts =
    listed > 0
      ? [
          named
            .slice(0, listed)
            .join(', ')
            .split(/\s+(?:with|including|excluding)\s+|;/i)[0] ?? '',
          ...named.slice(listed),
        ]
      : named;
  const classParts = parts.length > 2 && TWO_PART_CLASS_HEADS.has(parts.slice(0, 2).join(', ').toLowerCase()) ? 2 : 1;
  const first = parts.slice(0, classParts).join(', ') || food.description;
  // 'Cheese, with wine' is a cheese: a part starting 'with' names no food.
  // 'Fish, NS as to type' is fish of no stated kind: a part that leaves the kind unsaid names nothing.
  const classPart = parts[classParts];
  const isClass =
    classPart !== undefined &&
    !/^with\b/i.test(classPart) &&
    !UNSPECIFIED.test(classPart) &&
    (classParts === 2 || CLASS_HEADS.has(first.toLowerCase()) || isBrandName(first));
  const name = isClass ? classPart : first;
  const rest = parts.slice(isClass ? classParts + 1 : 1);
  const prepared = PREPARED_GROUPS.has(food.foodGroup ?? '');
  const meat = food.dataType === 'SR Legacy' && SR28_MEAT_GROUPS.has(food.foodGroup ?? '');
  // Boiled is how grains and pulses are plainly had (as brewed is for coffee), and meat is had cooked however it was
  // (a roasted turkey breast is turkey breast). Elsewhere it makes another food ('Bread, french or vienna, toasted (includes sourdough)').
  const cooked = meat
    ? undefined
    : rest
        .map((part) => part.replace(INCLUDES_NOTE, '').toLowerCase())
        .find((part) => COOKED_HEAD_FORMS.has(part) && !(prepared && part === 'boiled'));
  const head = cooked ? `${name} ${cooked}` : name;
  // The last word of the name, of each name where it gives two ('Veggie burgers or soyburgers').
  const [nameBeforeWith = ''] = name.replace(/\([^)]*\)/g, ' ').split(/\s(?:with|without|in|on|from)\s/, 1);
  const lastWordsOfName = nameBeforeWith.split(/\sor\s/).map((alternative) => alternative.trim().split(/\s+/).at(-1));
  const kind = [isClass && !isBrandName(first) ? first : '', ...lastWordsOfName, cooked].filter(Boolean).join(' ');
  const qualifiers = rest.join(', ').toLowerCase();

  const group = food.foodGroup ?? '';
  let prior = ownValue(GROUP_PRIOR, group) ?? 0;
  if (food.brandOwner || isBrandName(first) || food.dataType === 'Branded') prior -= 1.5;
  // An SR28 food that is one brand's product is not what a generic name means ('chicken noodle soup');
  // the survey's brand names ('SNICKERS Bar') are what people report eating.
  if (food.dataType === 'SR Legacy' && BRAND_WORD.test(food.description)) prior -= 3;
  // A reference food that is a brand's product ('KEEBLER, TOASTEDS, ...') is not what a generic word means.
  if (isClass && isBrandName(first) && food.dataType !== 'Branded') prior -= 1.5;
  if (WHITE_IS_PLAIN.has(food.foodGroup ?? '') && /\bwhite\b/.test(qualifiers)) prior += 0.4;
  // What it may be, where that is left unsaid ('NS as to regular, quick, or instant'), says nothing of what it is.
  const said = rest
    .filter((part) => !UNSPECIFIED.test(part))
    .join(', ')
    .toLowerCase();
  for (const [pattern, weight] of QUALIFIER_PRIOR) {
    // In the prepared groups raw is how it is sold, not how it is eaten.
    if (prepared && weight > 0 && pattern.source.includes('raw')) continue;
    if (pattern.test(said)) prior += weight;
  }
  if (prepared && (PREPARED_FORM.test(qualifiers) || (meat && MEAT_COOKED_FORM.test(qualifiers)))) prior += 1.2;
  prior += ownValue(SPECIES_PRIOR, group) ?? 0;
  if (food.dataType === 'Survey (FNDDS)') {
    const described = `${qualifiers}, ${(food.foodGroup ?? '').toLowerCase()}`;
    for (const [pattern, weight] of SURVEY_QUALIFIER_PRIOR) if (pattern.test(described)) prior += weight;
    if (isDefaultKind(rest)) prior += 1;
    if (SNACK_FORM.test(food.description)) prior -= 2.5;
    // A dish named with what it comes with ('Taco salad with meat') is a particular one.
    if (/\swith\s/i.test(name)) prior -= 1;
    prior += NOT_SPECIFIED_PRIOR * (qualifiers.match(/\bns as to\b/g)?.length ?? 0);
  }
  if (isClass && DERIVED_CLASSES.has(first.toLowerCase())) prior -= 2;
  if (isClass && DERIVED_HEADS.test(name.toLowerCase())) prior -= 0.8;
  // Foods with many household measures are the ones people eat most (apples, eggs, milk).
  prior += 0.25 * Math.min(food.portions, 6);
  // Every extra qualifier makes a food more specific; plain foods are described briefly.
  // Notes on what a food includes ('(includes soft bread crumbs)') explain it; they do not make it rarer.
  const specific = parts.filter((part) => !UNSPECIFIED.test(part) && !MEASURING_DETAIL.test(part.replace(INCLUDES_NOTE, '')));
  prior -= 0.15 * (specific.length - 1) + 0.004 * specific.join(', ').replace(INCLUDES_NOTE, '').length;
  return { head, headClass: isClass ? first : null, kind, prior: Math.round(prior * 1000) / 1000 };
}
