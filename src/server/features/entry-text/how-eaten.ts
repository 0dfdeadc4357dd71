import type { FoodSearchResult } from '../../../shared/foods.js';
import type { DraftFood } from '../../../shared/proposals.js';
import { FOOD_LEXICON } from '../../../shared/food-lexicon.js';
import { foodWords } from '../foods/compound-query.js';
import { queryWords, sayAsFoodsDo } from '../foods/normalise.js';
import type { FoodService } from '../foods/service.js';
import { saysClosely } from './said-closely.js';
import { anyWordOf } from '../../lib/regexp.js';

// The food as it is eaten, where the search's first answer is it as sold, raw or skinned: a bowl
// of ramen is the soup, 'eggs' are cooked eggs, 'stir fried tofu' is fried tofu, fried wings have
// their skin. Someone who says the dry, raw or skinless form keeps it.

type Search = FoodService['search'];

/** How many of the search's results are looked at for the food as eaten. */
const CANDIDATES = 10;

/** Measures that hold a food as it is eaten: a bowl of ramen is the soup, not a bowl of its dry noodles. */
const VESSELS = new Set(['bowl', 'cup', 'glass', 'mug', 'plate']);
/** A food's name saying it is as sold, not as eaten ('Soup, ramen noodle, any flavor, dry'). */
const AS_SOLD = /,\s*(?:dry|dehydrated|unprepared|condensed|(?:frozen )?concentrate)\b|\bpowder(?:ed)?\b|\bdry mix\b/i;
const SAYS_AS_SOLD = /\b(?:dry|powder(?:ed)?|dehydrated|mix|condensed|concentrate)\b/i;

/** Words that say a food was cooked, and how ('steamed broccoli', 'stir fried tofu'). */
const COOKED_WORDS = new Set([...FOOD_LEXICON.cookedHeadForms, 'cooked', 'sauteed']);
const RAW = /\braw\b/;
const SAYS_RAW = /\b(?:raw|uncooked|sashimi)\b/i;
/** A bird's piece without its skin ('wing, meat only, cooked, fried'; 'skin not eaten'). */
const SKINLESS = /\bmeat only\b|\bskin not eaten\b|\bskin (?:and \w+ )?removed\b|\bskinless\b/i;
const SAYS_SKINLESS = /\bskinless\b|\bno skin\b|\bwithout (?:the )?skin\b|\bmeat only\b/i;

/** A bird's piece with its skin or coating eaten ('skin eaten', 'skin / coating eaten'). */
const SKIN_EATEN = /\bskin(?: \/ coating)? eaten\b/i;
const COATED = /\bcoated\b/i;
/** Said with its skin or a coating: 'with skin', 'skin on', 'fried', 'breaded'. */
const SAYS_SKIN_OR_COATING = /\bskin\b|\b(?:fried|breaded|battered|coated|crispy|crumbed)\b/i;

const EATEN_COOKED = new Set(FOOD_LEXICON.eatenCooked);
const EATEN_SKINLESS = anyWordOf(FOOD_LEXICON.eatenSkinless);
const EATEN_WITH_SKIN = anyWordOf(FOOD_LEXICON.eatenWithSkin);

const nameWords = (description: string) => new Set(description.toLowerCase().split(/[^a-z]+/));
const firstPart = (food: FoodSearchResult) => food.description.split(',')[0]?.trim().toLowerCase() ?? '';
const isRaw = (food: FoodSearchResult) => RAW.test(food.description.toLowerCase());
/** Whether a food's name says it was cooked: 'cooked', or any way of cooking ('Tofu, fried'). */
const saysCooked = (food: FoodSearchResult) => [...nameWords(food.description)].some((word) => COOKED_WORDS.has(word));

const resultsOf = async (search: Search, text: string) => (await search(text.slice(0, 100))).foods.slice(0, CANDIDATES);

/**
 * The food as eaten: not as sold where a vessel of it or no measure is said, cooked where it is said
 * cooked or is a food eaten cooked, and with its skin where a bird's piece is had with it.
 */
export async function asEaten(search: Search, said: DraftFood, food: FoodSearchResult | null): Promise<FoodSearchResult | null> {
  const eaten = await preparedAsEaten(search, said, food);
  if (!eaten) return eaten;
  return withoutSkinAsEaten(search, said.text, await withSkinAsEaten(search, said.text, await cookedAsSaid(search, said.text, eaten)));
}

/**
 * Said with no measure, or in a vessel, and found as sold ('a bowl of ramen', 'tonkotsu ramen': the
 * prepared soup, not 360 g of dry noodles): the first of the search's results that is not as sold.
 */
async function preparedAsEaten(search: Search, said: DraftFood, food: FoodSearchResult | null): Promise<FoodSearchResult | null> {
  if (!food || (said.unit && !VESSELS.has(said.unit)) || !AS_SOLD.test(food.description) || SAYS_AS_SOLD.test(said.text)) return food;
  const results = await resultsOf(search, said.text);
  return results.find((result) => !AS_SOLD.test(result.description) && saysClosely(result, said.text, true)) ?? food;
}

/**
 * A food said cooked a way its name does not say ('stir fried tofu' found as soft tofu), or found
 * raw where it is said cooked or is eaten cooked ('steamed broccoli', 'eggs'): the same food cooked
 * that way, else cooked at all; never where 'raw' is said.
 */
async function cookedAsSaid(search: Search, text: string, food: FoodSearchResult): Promise<FoodSearchResult> {
  if (SAYS_RAW.test(text)) return food;
  // As the foods say it: 'boiled chicken' is stewed chicken.
  const said = sayAsFoodsDo(queryWords(text));
  const how = said.filter((word) => COOKED_WORDS.has(word) && word !== 'cooked');
  const named = nameWords(food.description);
  if (how.some((word) => named.has(word))) return food;
  const plain = text
    .toLowerCase()
    .replace(/^(?:(?:a|an|some|the|my|plain|fresh)\s+)+/, '')
    .trim();
  const cookedMeant = how.length > 0 || said.includes('cooked') || EATEN_COOKED.has(plain);
  if (!cookedMeant || (!isRaw(food) && how.length === 0)) return food;
  const same = (result: FoodSearchResult) => firstPart(result) === firstPart(food) && !isRaw(result);
  // Cooked the way said ('tofu fried': 'Tofu, fried').
  for (const way of how) {
    const cooked = (await resultsOf(search, `${firstPart(food)} ${way}`)).find(
      (result) => same(result) && nameWords(result.description).has(way) && saysClosely(result, text, true),
    );
    if (cooked) return cooked;
  }
  if (!isRaw(food)) return food;
  const cooked = (results: FoodSearchResult[]) => results.find((result) => same(result) && saysCooked(result));
  return cooked(await resultsOf(search, text)) ?? cooked(await resultsOf(search, `${foodWords(text).join(' ')} cooked`)) ?? food;
}

/** A bird's piece eaten with its skin ('fried chicken wings') found as meat only: the first result of it with skin. */
async function withSkinAsEaten(search: Search, text: string, food: FoodSearchResult): Promise<FoodSearchResult> {
  if (!SKINLESS.test(food.description) || SAYS_SKINLESS.test(text) || !EATEN_WITH_SKIN.test(text)) return food;
  const how = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => COOKED_WORDS.has(word));
  const withSkin = (await resultsOf(search, text)).find(
    (result) =>
      !SKINLESS.test(result.description) &&
      firstPart(result) === firstPart(food) &&
      how.every((word) => nameWords(result.description).has(word)) &&
      saysClosely(result, text, true),
  );
  return withSkin ?? food;
}

/**
 * A bird's piece eaten without its skin unless said (the lexicon's `eatenSkinless`: 'a grilled
 * chicken breast') found with skin or coating eaten: the first result of it cooked the same way
 * whose skin is not eaten, uncoated.
 */
async function withoutSkinAsEaten(search: Search, text: string, food: FoodSearchResult): Promise<FoodSearchResult> {
  if (!SKIN_EATEN.test(food.description) || SAYS_SKIN_OR_COATING.test(text) || !EATEN_SKINLESS.test(text)) return food;
  const how = [...nameWords(food.description.split(',').slice(1, 2).join(' '))].filter((word) => COOKED_WORDS.has(word));
  const skinless = (results: FoodSearchResult[]) =>
    results.find(
      (result) =>
        firstPart(result) === firstPart(food) &&
        /\bskin not eaten\b/i.test(result.description) &&
        !COATED.test(result.description) &&
        how.every((word) => nameWords(result.description).has(word)),
    );
  return (
    skinless(await resultsOf(search, text)) ??
    skinless(await resultsOf(search, [firstPart(food), ...how, 'skin not eaten'].join(' '))) ??
    food
  );
}
