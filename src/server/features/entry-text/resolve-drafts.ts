import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { supplementEntries } from '../../db/schema.js';
import { localDay, wallClock, zonedInstant } from '../../../shared/zoned-time.js';
import { MEAL_ITEMS_MAX, mealTypeForHour, type MealItem } from '../../../shared/health.js';
import type { FoodSearchResult, Nutrients } from '../../../shared/foods.js';
import { itemNutrition, mealNutrition } from '../../../shared/nutrition/meal-nutrition.js';
import { amountText, pluralLabel, portionText } from '../../../shared/nutrition/portions.js';
import { roundTo } from '../../../shared/rounding.js';
import { entryProposalSchema, type DraftFood, type DraftWhen, type EntryDraft, type EntryProposal } from '../../../shared/proposals.js';
import { closestWord } from '../../../shared/entry-text/vocabulary.js';
import type { FoodService } from '../foods/service.js';
import { getSettings } from '../settings/service.js';
import { additionAmount, foodAmount, type FoodAmount } from './food-amounts.js';
import { kindOf } from './portion-words.js';
import { findFoods, joinDishes, withBiscuitsAsCookies, type FoundFood } from './find-foods.js';
import { capitalised } from '../../../shared/words.js';

// Drafts (what a sentence says) into proposals (the exact request Save sends): foods looked up
// with the app's food search, supplements matched to the person's own, times in their zone.

export interface ResolveContext {
  db: Db;
  userId: string;
  /** The app's food search (FoodService.search). */
  foods: Pick<FoodService, 'search'>;
  /** The person's time zone; read from their settings when left out. */
  timeZone?: string;
  now?: Date;
  /** Where a proposal that fails its schema is reported (it is dropped either way). */
  log?: FastifyBaseLogger;
}

/** Clock times for a day named without a time: a meal at its usual hour, anything else at noon. */
const USUAL_CLOCK = { breakfast: '08:00', lunch: '12:30', dinner: '19:00', snack: '16:00' } as const;
const NOON = '12:00';

/** The instant a draft happened in the person's zone: its time, else now (today) or its usual hour; never after now. */
function instantOf(when: DraftWhen, timeZone: string, now: Date, usual: string): string {
  const today = localDay(timeZone, now);
  if (!when.time && when.date >= today) return now.toISOString();
  const instant = zonedInstant(when.date, when.time ?? usual, timeZone);
  return new Date(Math.min(instant.getTime(), now.getTime())).toISOString();
}

function foundItem(food: FoodSearchResult, amount: FoodAmount): MealItem {
  const per100g = Object.fromEntries(Object.entries(food.per100g).filter(([, value]) => value !== null)) as Nutrients;
  const { nutrients, ...macros } = itemNutrition(per100g, amount.grams);
  const item: MealItem = {
    name: food.description.slice(0, 200),
    qty: '',
    fdcId: food.fdcId,
    amount: amount.amount,
    unit: amount.unit.slice(0, 60),
    portionSize: amount.grams,
    portionUnit: 'g',
    ...macros,
    nutrients,
    brandOwner: food.brandOwner?.slice(0, 200) ?? null,
    foodGroup: food.foodGroup?.slice(0, 200) ?? null,
  };
  return { ...item, qty: portionText(item).slice(0, 60) };
}

/** A food the search does not know: kept under the person's words at 0 kcal, for them to fix. */
function ownItem(said: DraftFood): MealItem {
  const amount = said.quantity ?? 1;
  const unit = said.unit ?? 'serving';
  return {
    name: capitalised(said.text).slice(0, 200),
    qty: portionText({ amount, unit }).slice(0, 60),
    fdcId: `food_${randomUUID()}`,
    amount,
    unit,
    calories: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
  };
}

type MealDraft = Extract<EntryDraft, { kind: 'meal' }>;

/**
 * The amount of one of a phrase's foods: as said, or, added to another with none said, the small
 * portion of its kind. `meal.alone`: the food is the whole meal; `meal.first`: it is the first food
 * said, the meal's main where others come with it ('palak paneer with rice', not the rice).
 */
function amountOf(food: FoodSearchResult, found: readonly FoundFood[], index: number, meal = { alone: false, first: false }): FoodAmount {
  const { said, addedTo } = found[index] ?? { said: {} };
  // A sauce or dip said after other foods with no amount of its own is had with them, by the spoonful ('carrot sticks and ranch').
  const dip = !meal.alone && !meal.first && said.quantity === undefined && said.unit === undefined && kindOf(food).name === 'sauce';
  if (addedTo === undefined && dip) return additionAmount(food, undefined, said.text);
  if (addedTo === undefined) return foodAmount(food, { ...said, alone: meal.alone, sides: !meal.alone && meal.first });
  if (said.quantity !== undefined || said.unit !== undefined) return foodAmount(food, said);
  const base = found[addedTo]?.food;
  return additionAmount(food, base ? { food: base, amount: amountOf(base, found, addedTo) } : undefined, said.text);
}

async function mealProposal(draft: MealDraft, timestamp: string, timeZone: string, context: ResolveContext): Promise<EntryProposal> {
  const items: MealItem[] = [];
  const unmatched: string[] = [];
  const saidItems: string[] = [];
  // A meal holds at most MEAL_ITEMS_MAX items: a longer list is not looked up food by food.
  for (const said of await joinDishes(withBiscuitsAsCookies(draft.foods.slice(0, MEAL_ITEMS_MAX)), context.foods.search)) {
    const found = await findFoods(said, context.foods.search);
    for (const [i, { said: part, food }] of found.entries()) {
      saidItems.push(saidText(part));
      if (!food) {
        const item = ownItem(part);
        items.push(item);
        unmatched.push(item.name);
        continue;
      }
      const meal = { alone: draft.foods.length === 1 && found.length === 1, first: items.length === 0 };
      items.push(foundItem(food, amountOf(food, found, i, meal)));
    }
  }
  const { nutrients: _nutrients, ...totals } = mealNutrition(items);
  const hour = Math.floor(wallClock(timeZone, new Date(timestamp)).minutes / 60);
  return {
    kind: 'meal',
    date: draft.when.date,
    body: {
      meal: draft.meal ?? mealTypeForHour(hour),
      items,
      ...totals,
      logTime: timestamp,
    },
    unmatched,
    said: saidItems,
  };
}

/** Sizes said before a food, which 'of' does not follow ('a large latte', not 'a large of latte'). */
const SIZE_WORDS = /^(?:small|medium|large|regular|big|extra large|jumbo|kids|king|tall|grande|venti|short|single|double|triple|footlong)$/;
/** A length said of one ('6 inch'), said before the food as it was ('6 inch italian bmt'). */
const LENGTH = /^\d+(?:\.\d+)? inch$/;
const FRACTIONS: Partial<Record<string, string>> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };
const saidAmount = (quantity: number) => {
  const whole = Math.floor(quantity);
  const part = FRACTIONS[String(roundTo(quantity - whole, 2))];
  return part ? `${whole || ''}${part}` : amountText(quantity);
};

/** A food as understood, in words: '2 eggs', '2 slices of toast', '½ pint of milk', 'a large latte' as '1 large latte'. */
function saidText(food: DraftFood): string {
  const amount = food.quantity === undefined ? undefined : saidAmount(food.quantity);
  if (!food.unit) return [amount, food.text].filter(Boolean).join(' ');
  if (LENGTH.test(food.unit)) return [food.quantity === 1 ? undefined : amount, food.unit, food.text].filter(Boolean).join(' ');
  const unit = pluralLabel(food.unit, food.quantity ?? 1);
  return SIZE_WORDS.test(food.unit)
    ? [amount, unit, food.text].filter(Boolean).join(' ')
    : `${[amount, unit].filter(Boolean).join(' ')} of ${food.text}`;
}

interface OwnSupplement {
  name: string;
  dose: string;
  unit: string;
}

/** The person's supplements by their latest name, dose and unit (most recently taken first). */
async function ownSupplements(db: Db, userId: string): Promise<Map<string, OwnSupplement>> {
  const rows = await db
    .select({ name: supplementEntries.name, dose: supplementEntries.dose, unit: supplementEntries.unit })
    .from(supplementEntries)
    .where(eq(supplementEntries.userId, userId))
    .orderBy(desc(supplementEntries.takenAt))
    .limit(500);
  const supplements = new Map<string, OwnSupplement>();
  for (const row of rows) if (!supplements.has(row.name.toLowerCase())) supplements.set(row.name.toLowerCase(), row);
  return supplements;
}

/**
 * Proposals for drafts: meals with their foods found (amounts through the foods' household
 * portions; unfound foods as own foods at 0 kcal, listed in `unmatched`), supplements with the
 * dose and unit said, else those the person keeps for them, every time an ISO timestamp in the person's zone no
 * later than now. Each proposal passes `entryProposalSchema`; one that does not is dropped.
 */
export async function resolveDrafts(drafts: EntryDraft[], context: ResolveContext): Promise<EntryProposal[]> {
  if (drafts.length === 0) return [];
  const now = context.now ?? new Date();
  const timeZone = context.timeZone ?? (await getSettings(context.db, context.userId)).timeZone;
  const supplements = drafts.some((draft) => draft.kind === 'supplement')
    ? await ownSupplements(context.db, context.userId)
    : new Map<string, OwnSupplement>();
  const proposals: EntryProposal[] = [];
  for (const draft of drafts) {
    const at = (usual = NOON) => instantOf(draft.when, timeZone, now, usual);
    const date = draft.when.date;
    let proposal: unknown;
    switch (draft.kind) {
      case 'mood':
        proposal = { kind: 'mood', date, body: { score: draft.score, tags: draft.tags, timestamp: at() } };
        break;
      case 'energy':
        proposal = { kind: 'energy', date, body: { score: draft.score, timestamp: at() } };
        break;
      case 'symptom':
        proposal = {
          kind: 'symptom',
          date,
          body: { name: draft.name, intensity: draft.intensity, ...(draft.notes ? { notes: draft.notes } : {}), timestamp: at() },
        };
        break;
      case 'supplement': {
        const key = closestWord(draft.name.toLowerCase(), [...supplements.keys()]);
        const own = key ? supplements.get(key) : undefined;
        // A dose said wins over the person's usual one; with none said, theirs is proposed.
        const dose = draft.dose ? { dose: draft.dose, unit: draft.unit ?? '' } : { dose: own?.dose ?? '', unit: own?.unit ?? '' };
        proposal = { kind: 'supplement', date, body: { name: own?.name ?? draft.name, ...dose, taken: draft.taken, takenAt: at() } };
        break;
      }
      case 'meal':
        proposal = await mealProposal(draft, at(draft.meal ? USUAL_CLOCK[draft.meal] : NOON), timeZone, context);
        break;
      case 'sleep': {
        const { kind, when, ...night } = draft;
        proposal = { kind, date: when.date, body: night };
        break;
      }
    }
    const checked = entryProposalSchema.safeParse(proposal);
    if (checked.success) proposals.push(checked.data);
    else
      context.log?.warn(
        { kind: draft.kind, issues: checked.error.issues.map((issue) => issue.message) },
        'entry proposal dropped: it fails its schema',
      );
  }
  return proposals;
}
