import type { FoodSearchResult, Nutrients } from '../../../shared/foods.js';

/** A food from an online source: the search result plus its nutrients per 100 g. */
export interface OnlineFood extends FoodSearchResult {
  nutrients: Nutrients;
}

/**
 * One online food database. Adapters throw on network or protocol errors and honour the
 * signal (the service gives each call a short timeout); they never see the local foods.
 */
export interface FoodSource {
  readonly name: string;
  search(query: string, signal: AbortSignal): Promise<OnlineFood[]>;
  /** Whether ids of this form come from this source (the calculate call asks before `get`). */
  owns(id: number | string): boolean;
  /** The food with this id, or null when the source does not know it. */
  get(id: number | string, signal: AbortSignal): Promise<OnlineFood | null>;
}

/** Fetches JSON with the caller's signal; a non-2xx answer (except 404, which gives null) throws. */
export async function fetchJson<T>(url: string, signal: AbortSignal, init: RequestInit = {}): Promise<T | null> {
  const response = await fetch(url, { ...init, signal, headers: { accept: 'application/json', ...init.headers } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as T;
}
