/**
 * The query-independent half of food ranking, computed once per food when it is loaded:
 * its head (what the food is) and a prior (how plain, whole and common it is). search.ts adds
 * the query-dependent half in SQL. Short generic queries lean on the prior: 'apple' should find
 * raw apples before apple juice or baby food.
 */

/**
 * First comma parts that name a class rather than the food ('Fish, salmon' is salmon,
 * 'Nuts, almonds' is almonds). Dish names such as 'Pie, apple' or 'Soup, tomato' are not here:
 * there the first part is what the food is.
 */
const CLASS_HEADS = new Set([
  'alcoholic beverage',
  'babyfood',
  'beans',
  'beverages',
  'candies',
  'cereals',
  'cereals ready-to-eat',
  'cheese',
  'crustaceans',
  'fast foods',
  'fish',
  'game meat',
  'infant formula',
  'mollusks',
  'nuts',
  'oil',
  'peppers',
  'restaurant',
  'seeds',
  'snacks',
  'spices',
  'usda commodity',
]);

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
  [/\b(powder|powdered|flakes|instant)\b/, -0.8],
  [/\b(mix|concentrate|condensed|evaporated)\b/, -1],
  [/\b(frozen|pasteurized)\b/, -0.4],
  [/\b(imitation|substitute|formula|meatless)\b/, -1.5],
  [/\b(breaded|batter|fried|flour)\b/, -0.6],
  [/\b(sweetened|sugared|salted|flavor|flavored|chocolate)\b/, -0.4],
  [/\b(protein fortified|calcium fortified|with added nonfat milk solids|low sodium|reduced sugar)\b/, -0.4],
  [/\b(prepared from recipe|home-prepared|commercially prepared)\b/, -0.3],
  [/\b(separable fat|composite|variety meats|by-products|liver|giblets|mechanically)\b/, -0.8],
  [/\b(duck|goose|quail|turkey|goat|sheep|human|buffalo|emu|ostrich|bison|caribou|elk|moose|horse)\b/, -0.6],
];

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
  prior: number;
}

const isBrandName = (part: string) => /[A-Z]{2}/.test(part) && part === part.toUpperCase();

export function rankingOf(food: RankingInput): Ranking {
  const parts = food.description.split(',').map((p) => p.trim()).filter(Boolean);
  const first = parts[0] ?? food.description;
  const isClass = parts.length > 1 && (CLASS_HEADS.has(first.toLowerCase()) || isBrandName(first));
  const head = isClass ? parts[1]! : first;
  const qualifiers = parts
    .slice(isClass ? 2 : 1)
    .join(', ')
    .toLowerCase();

  let prior = Object.hasOwn(GROUP_PRIOR, food.foodGroup ?? '') ? GROUP_PRIOR[food.foodGroup!]! : 0;
  if (food.brandOwner || isBrandName(first) || food.dataType === 'Branded') prior -= 1.5;
  for (const [pattern, weight] of QUALIFIER_PRIOR) if (pattern.test(qualifiers)) prior += weight;
  // Foods with many household measures are the ones people eat most (apples, eggs, milk).
  prior += 0.25 * Math.min(food.portions, 6);
  // Every extra qualifier makes a food more specific; plain foods are described briefly.
  prior -= 0.15 * (parts.length - 1) + 0.004 * food.description.length;
  return { head, headClass: isClass ? first : null, prior: Math.round(prior * 1000) / 1000 };
}
