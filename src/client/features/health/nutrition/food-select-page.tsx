import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ArrowLeft, BadgeCheck, Check, Loader2, Plus, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { REFERENCE_DATA_TYPES, type FoodSearchResult } from '../../../../shared/foods.js';
import { useTypedFoodSearch } from '../api/search-foods';
import { useDay } from '../api/get-day';
import { FoodSearchInput } from './food-search-input';
import { ordinal } from './meal-numbers';
import { useFutureDayNotice } from '../future-day-notice';
import { nutritionDateFrom, readMealDate, readMealNumber, readSelectedFoods, storeMealSelection } from './meal-session';

export const BEST_MATCHES = 3;
export const MORE_RESULTS = 15;

/** 'Best Matches': the first 3 USDA reference foods; 'More Results': the next 15 of the rest. */
export function groupResults(foods: FoodSearchResult[]) {
  const best = foods.filter((food) => REFERENCE_DATA_TYPES.includes(food.dataType)).slice(0, BEST_MATCHES);
  const more = foods.filter((food) => !best.includes(food)).slice(0, MORE_RESULTS);
  return { best, more };
}

const sameFood = (a: FoodSearchResult, b: FoodSearchResult) => String(a.fdcId) === String(b.fdcId);

/** /nutrition/log?date=: search foods and pick the ones of the meal, then go on to portions. */
export function FoodSelectPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  useFutureDayNotice(search);
  const date = useMemo(() => nutritionDateFrom(search), [search]);
  // The next meal is the day's meal count plus one; the stored number (set by 'Add Meal') stands in
  // until the day is loaded, so coming back here after a save does not reuse the last number.
  const [storedNumber] = useState(readMealNumber);
  const day = useDay(date);
  const mealNumber = day.data ? day.data.nutrition.length + 1 : storedNumber;
  // Coming back from the portion screen keeps the foods already chosen for this day.
  const [selected, setSelected] = useState<FoodSearchResult[]>(() => (readMealDate() === date ? (readSelectedFoods() ?? []) : []));
  const [text, setText] = useState('');
  const { query, results, searchable, searching } = useTypedFoodSearch(text);
  const { best, more } = useMemo(() => groupResults(results.data ?? []), [results.data]);

  const isSelected = (food: FoodSearchResult) => selected.some((s) => sameFood(s, food));
  const add = (food: FoodSearchResult) => {
    if (!isSelected(food)) setSelected([...selected, food]);
  };

  const adjustPortions = () => {
    storeMealSelection(selected, mealNumber, date);
    navigate('/nutrition/portions');
  };

  let body;
  if (searchable && searching) {
    body = (
      <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Searching database...
      </p>
    );
  } else if (searchable && results.isError) {
    body = (
      <p className="py-10 text-center text-sm text-destructive" role="alert">
        Failed to search foods
      </p>
    );
  } else if (searchable && results.data && results.data.length === 0) {
    body = (
      <div className="py-10 text-center">
        <p className="font-medium">No foods found for "{query}"</p>
        <p className="text-sm text-muted-foreground">Try a different search term</p>
      </div>
    );
  } else if (searchable && results.data) {
    body = (
      <div className="space-y-5">
        {best.length > 0 && <ResultGroup title="Best Matches" foods={best} verified isSelected={isSelected} onAdd={add} />}
        {more.length > 0 && <ResultGroup title="More Results" foods={more} isSelected={isSelected} onAdd={add} />}
      </div>
    );
  } else if (!query && selected.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
        <Search className="h-8 w-8" aria-hidden="true" />
        <p>Start searching for foods</p>
      </div>
    );
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-4 pb-40">
      <header className="sticky top-0 z-10 -mx-4 space-y-3 bg-background/95 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="icon" className="-ml-2" aria-label="Back" onClick={() => navigate(`/nutrition?date=${date}`)}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-bold">Select Foods</h1>
            <p className="truncate text-sm text-muted-foreground">Choose foods for your {ordinal(mealNumber)} meal</p>
          </div>
        </div>
        <FoodSearchInput value={text} onChange={setText} />
      </header>

      <div className="flex-1 pt-2">{body}</div>

      {selected.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur">
          <ul aria-label="Chosen foods" className="mx-auto mb-2 flex w-full max-w-2xl gap-2 overflow-x-auto px-4 pb-1">
            {selected.map((food) => (
              <li
                key={String(food.fdcId)}
                className="flex max-w-[14rem] shrink-0 items-center gap-1 rounded-full bg-accent py-1 pr-1 pl-3 text-sm"
              >
                <span className="truncate" title={food.description}>
                  {food.description}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${food.description}`}
                  onClick={() => setSelected(selected.filter((s) => !sameFood(s, food)))}
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-background"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="mx-auto flex w-full max-w-2xl items-center gap-2 px-4">
            <p className="flex-1 text-sm font-medium" aria-live="polite">
              {selected.length === 1 ? '1 food selected' : `${selected.length} foods selected`}
            </p>
            <Button variant="outline" size="sm" onClick={() => setSelected([])}>
              Clear
            </Button>
            <Button size="sm" onClick={adjustPortions}>
              Adjust Portions
            </Button>
          </div>
        </div>
      )}
    </main>
  );
}

interface ResultGroupProps {
  title: string;
  foods: FoodSearchResult[];
  verified?: boolean;
  isSelected: (food: FoodSearchResult) => boolean;
  onAdd: (food: FoodSearchResult) => void;
}

function ResultGroup({ title, foods, verified = false, isSelected, onAdd }: ResultGroupProps) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 flex items-center gap-1.5 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h2>
      <ul className="space-y-2">
        {foods.map((food) => {
          const chosen = isSelected(food);
          const calories = food.per100g.calories;
          return (
            <li key={String(food.fdcId)} className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium leading-snug">{food.description}</p>
                <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                  {verified && (
                    <span className="inline-flex items-center gap-0.5 font-medium text-emerald-700 dark:text-emerald-400">
                      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
                      Verified
                    </span>
                  )}
                  {food.brandOwner && <span className="truncate">{food.brandOwner}</span>}
                  {food.alsoCalled && <span className="break-words">also called {food.alsoCalled}</span>}
                  {calories !== null && <span>{Math.round(calories)} cal per 100g</span>}
                </p>
              </div>
              <Button
                variant={chosen ? 'outline' : 'default'}
                size="icon"
                className="shrink-0 rounded-full"
                aria-label={chosen ? `${food.description} added` : `Add ${food.description}`}
                disabled={chosen}
                onClick={() => onAdd(food)}
              >
                {chosen ? <Check className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
