import { hasFoodSource } from '../../../../shared/foods.js';
import type { MealItem } from '../../../../shared/health.js';
import { portionText } from '../../../../shared/nutrition/portions.js';
import { capitalised } from '../../../../shared/words.js';

/** Ways of preparing or cutting that tell two foods of one name apart ('Egg, whole, boiled'). */
const TELLING_WORDS =
  /^(breast|thigh|wing|drumstick|leg|whole|white|yolk|skim|nonfat|low ?fat|reduced fat|whole milk|cooked|boiled|hard-boiled|fried|roasted|baked|grilled|broiled|steamed|scrambled|poached|stewed|brewed|toasted|dried|canned|frozen|mashed)\b/i;

/**
 * A food's everyday name from its USDA description: the part before the first comma, with the
 * one or two parts that tell it apart (its cut, its preparation): 'Chicken, broilers or fryers,
 * breast, meat only, cooked, roasted' → 'Chicken, breast, cooked'. Foods of one's own keep their name.
 */
export function shortFoodName(item: Pick<MealItem, 'name' | 'fdcId'>): string {
  if (!hasFoodSource(item.fdcId)) return item.name;
  const parts = item.name.split(',').map((part) => part.trim());
  // 'Beverages, coffee, brewed' is coffee: a class of foods first names the food second.
  const [first = '', second] = parts;
  const [head, ...rest] = second !== undefined && CLASS_WORDS.test(first) ? [capitalised(second), ...parts.slice(2)] : parts;
  const telling = rest
    .filter((part) => TELLING_WORDS.test(part))
    .slice(0, 2)
    .map((part) => part.replace(/\s*\(.*\)$/, ''));
  return [head, ...telling].join(', ');
}

/** First parts of USDA descriptions that name a class of foods rather than the food. */
const CLASS_WORDS =
  /^(beverages|alcoholic beverage|cereals|cereals ready-to-eat|snacks|candies|babyfood|fast foods|restaurant|usda commodity|spices|crustaceans|mollusks|fish|game meat|nuts|seeds)$/i;

/**
 * How much of it, as everywhere (shared/nutrition/portions.ts): '2 slices · 56 g', '1 cup,
 * chopped · 140 g', '200 g', '1 serving' (a food of one's own). Older items ('1 0.5 fillet') read the same way.
 */
export const portionLabel = (item: Pick<MealItem, 'qty' | 'amount' | 'unit' | 'portionSize'>): string => portionText(item);

/** A food of one's own without values (one a quick add could not find): marked for the person to fill in. */
export const lacksValues = (item: Pick<MealItem, 'fdcId' | 'calories' | 'protein' | 'carbs' | 'fat'>): boolean =>
  !hasFoodSource(item.fdcId) && item.calories === 0 && item.protein === 0 && item.carbs === 0 && item.fat === 0;
