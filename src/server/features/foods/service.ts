import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { foods } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { type FoodSource, type OnlineFood } from '../../providers/foods/food-source.js';
import { itemNutrition } from '../../../shared/nutrition/meal-nutrition.js';
import type { SourcedFood } from '../../../shared/nutrition/meal-nutrition.js';
import {
  parseFoodId,
  type FoodId,
  type CalculateResponse,
  type FoodSearchResponse,
  type FoodSearchResult,
  type Nutrients,
} from '../../../shared/foods.js';
import { queryWords } from './normalise.js';
import { foodGeneration } from './loader.js';
import { MemoryFoodSearch } from './memory-search.js';
import { searchNamedFoods } from './compound-query.js';

/** Local results per search: enough for 'Best Matches' (3) and 'More Results' (15) and then some. */
export const LOCAL_RESULTS = 25;
/** Searches (and online foods) kept per app instance. */
const CACHE_ENTRIES = 1000;
/** A food the user picked from an online source gets longer to answer than a search. */
const LOOKUP_TIMEOUT_MS = 5000;
const INT4_MAX = 2_147_483_647;

export const invalidFoodId = () => new HttpError(400, 'INVALID_FOOD_ID', 'Invalid food ID');

export interface FoodServiceOptions {
  db: Db;
  sources: FoodSource[];
  /** How long answers stay cached; 0 turns the cache off. */
  cacheSeconds: number;
  /** How long a search waits for each online source. */
  onlineTimeoutMs: number;
  log: FastifyBaseLogger;
}

export type FoodService = ReturnType<typeof createFoodService>;

interface FoodNutrition {
  fdcId: number | string;
  description: string;
  foodGroup: string | null;
  nutrients: Nutrients;
}

/**
 * Food search and portion nutrition. Answers are cached in process (per instance, a small
 * LRU with a time limit): searches by their normalised words, and online foods by id, so that
 * calculating a food just found online does not ask its source again.
 */
export function createFoodService({ db, sources, cacheSeconds, onlineTimeoutMs, log }: FoodServiceOptions) {
  const searches = new TtlCache<FoodSearchResponse>(cacheSeconds * 1000, CACHE_ENTRIES);
  const onlineFoods = new TtlCache<OnlineFood>(cacheSeconds * 1000, CACHE_ENTRIES);
  let memory: Promise<MemoryFoodSearch> | null = null;
  let memoryGeneration = -1;

  /** The search index, built on first use and again after foods are reloaded. */
  async function searchLocal(query: string): Promise<FoodSearchResult[]> {
    if (!memory || memoryGeneration !== foodGeneration()) {
      memoryGeneration = foodGeneration();
      memory = MemoryFoodSearch.load(db);
      memory.catch(() => (memory = null));
    }
    const index = await memory;
    return searchNamedFoods((text, limit, options) => index.search(text, limit, options), query, LOCAL_RESULTS);
  }

  /** One source's results, or none when it fails or runs out of time (logged, never thrown). */
  async function searchSource(source: FoodSource, query: string): Promise<OnlineFood[]> {
    try {
      return await withTimeout(source.search(query, AbortSignal.timeout(onlineTimeoutMs)), onlineTimeoutMs);
    } catch (err) {
      log.warn({ source: source.name, err: (err as Error).message }, 'online food source failed; answering without it');
      return [];
    }
  }

  async function search(query: string): Promise<FoodSearchResponse> {
    const key = queryWords(query).join(' ');
    if (!key) return { foods: [] };
    const cached = searches.get(key);
    if (cached) return cached;

    const online = sources.map((source) => searchSource(source, query));
    const local = await searchLocal(query);
    const answer = { foods: online.length === 0 ? local : [...local, ...newOnlineFoods(local, await Promise.all(online))] };
    searches.set(key, answer);
    return answer;
  }

  /** The online results that repeat no local one or an earlier online one, remembered for calculating them. */
  function newOnlineFoods(local: FoodSearchResult[], online: OnlineFood[][]): FoodSearchResult[] {
    const isNew = firstSighting();
    local.forEach(isNew);
    return online.flat().flatMap((food) => {
      if (!isNew(food)) return [];
      onlineFoods.set(String(food.fdcId), food);
      const { nutrients: _nutrients, ...result } = food;
      return [result];
    });
  }

  async function findFood(id: number | string): Promise<FoodNutrition | null> {
    if (typeof id === 'number' && id <= INT4_MAX) {
      const [row] = await db
        .select({ fdcId: foods.fdcId, description: foods.description, foodGroup: foods.foodGroup, nutrients: foods.nutrients })
        .from(foods)
        .where(eq(foods.fdcId, id));
      if (row) return row;
    }
    const cached = onlineFoods.get(String(id));
    if (cached) return cached;
    const source = sources.find((s) => s.owns(id));
    if (!source) return null;
    let food: OnlineFood | null;
    try {
      food = await withTimeout(source.get(id, AbortSignal.timeout(LOOKUP_TIMEOUT_MS)), LOOKUP_TIMEOUT_MS);
    } catch (err) {
      log.warn({ source: source.name, err: (err as Error).message }, 'online food lookup failed');
      throw new HttpError(502, 'FOOD_SOURCE_UNAVAILABLE', `${source.name} did not answer; please try again`);
    }
    if (food) onlineFoods.set(String(id), food);
    return food;
  }

  /** Nutrition of `grams` of a food: every stored per-100 g value scaled, to 2 decimals. */
  async function calculate(rawId: string, grams: number): Promise<CalculateResponse> {
    const id = parseFoodId(rawId);
    if (id === null) throw invalidFoodId();
    const food = await findFood(id);
    if (!food) throw notFound('Food');
    const { calories, protein, carbs, fat, nutrients } = itemNutrition(food.nutrients, grams);
    return { fdcId: food.fdcId, description: food.description, portionSizeGrams: grams, calories, protein, carbs, fat, nutrients };
  }

  /** What meals compute an item from (health/meal-nutrition.ts): null for an unknown food. */
  async function sourcedFood(id: FoodId): Promise<SourcedFood | null> {
    const parsed = parseFoodId(id);
    if (parsed === null) return null;
    try {
      const food = await findFood(parsed);
      return food ? { nutrients: food.nutrients, foodGroup: food.foodGroup ?? null } : null;
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'food for a meal item unavailable; keeping the values sent');
      return null;
    }
  }

  /** Builds the in-memory index ahead of the first search. */
  const warm = () => searchLocal('apple').then(() => undefined);

  return { search, calculate, sourcedFood, warm };
}

/** True the first time a food is seen: an online result repeating an earlier one (same id, or same name and brand) is left out. */
function firstSighting(): (food: FoodSearchResult) => boolean {
  const seen = new Set<string>();
  return (food) => {
    const keys = [`id:${food.fdcId}`, `name:${food.description.toLowerCase()}|${(food.brandOwner ?? '').toLowerCase()}`];
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  };
}

/** Rejects after `ms` even if the adapter ignores its abort signal. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
