import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, failedAs } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FOOD_SEARCH_MIN_LENGTH, foodSearchResponseSchema, type FoodSearchResult } from '../../../../shared/foods.js';

/** tracking-spec section 9: search results are cached 5 minutes. */
export const FOOD_SEARCH_STALE_MS = 5 * 60 * 1000;
/** Search once typing pauses this long. */
export const FOOD_SEARCH_DEBOUNCE_MS = 300;

/** GET /api/foods/search?query=: the matching foods, best first. */
export async function searchFoods(query: string): Promise<FoodSearchResult[]> {
  try {
    const answer = await apiRequest('GET', `/api/foods/search?query=${encodeURIComponent(query)}`);
    return foodSearchResponseSchema.parse(answer).foods;
  } catch (error) {
    throw failedAs('Failed to search foods', error);
  }
}

export const foodSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['/api/foods/search', query],
    queryFn: () => searchFoods(query),
    staleTime: FOOD_SEARCH_STALE_MS,
    enabled: query.length >= FOOD_SEARCH_MIN_LENGTH,
  });

/** Runs only for a query of at least 2 characters (trimmed). */
export const useFoodSearch = (query: string) => useQuery(foodSearchQueryOptions(query.trim()));

/**
 * The search for what is typed, once typing pauses: `searching` covers the pause and the request,
 * `searchable` says whether the trimmed text is long enough to search at all.
 */
export function useTypedFoodSearch(text: string) {
  const query = text.trim();
  const debounced = useDebouncedValue(query, FOOD_SEARCH_DEBOUNCE_MS);
  const results = useFoodSearch(debounced);
  const searchable = query.length >= FOOD_SEARCH_MIN_LENGTH;
  return { query, results, searchable, searching: searchable && (debounced !== query || results.isFetching) };
}
