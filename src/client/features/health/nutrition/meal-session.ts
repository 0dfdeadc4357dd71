import { isDay } from '../../../../shared/health.js';
import type { FoodSearchResult } from '../../../../shared/foods.js';
import { notAfterToday, readSelectedDate } from '../dates';

/** The `date` query parameter when it is a valid yyyy-MM-dd day (today when still to come), else the stored selected date (or today). */
export function nutritionDateFrom(search: string): string {
  const value = new URLSearchParams(search).get('date');
  return value && value.length === 10 && isDay(value) ? notAfterToday(value) : readSelectedDate();
}

// The meal being put together across /nutrition/log and /nutrition/portions, kept for this tab.
const MEAL_NUMBER_KEY = 'nutritionMealNumber';
const FOODS_KEY = 'nutritionSelectedFoods';
const DATE_KEY = 'nutritionMealDate';

/** The meal number of the meal being logged; 1 when none is stored. */
export function readMealNumber(): number {
  const value = Number(sessionStorage.getItem(MEAL_NUMBER_KEY));
  return Number.isInteger(value) && value > 0 ? value : 1;
}

export function storeMealNumber(n: number) {
  sessionStorage.setItem(MEAL_NUMBER_KEY, String(n));
}

/** The foods chosen on the selection screen, or null when none are stored. */
export function readSelectedFoods(): FoodSearchResult[] | null {
  try {
    const foods: unknown = JSON.parse(sessionStorage.getItem(FOODS_KEY) ?? 'null');
    return Array.isArray(foods) && foods.length > 0 ? (foods as FoodSearchResult[]) : null;
  } catch {
    return null;
  }
}

export function readMealDate(): string | null {
  const date = sessionStorage.getItem(DATE_KEY);
  return date && isDay(date) ? date : null;
}

/** Stores the selection, its meal number and day for the portion screen. */
export function storeMealSelection(foods: FoodSearchResult[], mealNumber: number, date: string) {
  sessionStorage.setItem(FOODS_KEY, JSON.stringify(foods));
  storeMealNumber(mealNumber);
  sessionStorage.setItem(DATE_KEY, date);
}

export function clearMealSelection() {
  sessionStorage.removeItem(FOODS_KEY);
  sessionStorage.removeItem(DATE_KEY);
}
