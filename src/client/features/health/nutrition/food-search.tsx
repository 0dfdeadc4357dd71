import type { KeyboardEvent } from 'react';
import { Loader2, PenLine, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FoodSearchResult } from '../../../../shared/foods.js';
import { useTypedFoodSearch } from '../api/search-foods';
import { FoodSearchInput } from './food-search-input';

/** tracking-spec section 9: the dialog shows at most 8 search results. */
export const DIALOG_RESULTS = 8;

interface FoodSearchProps {
  autoFocus: boolean;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (food: FoodSearchResult) => void;
  onManual: (name: string) => void;
}

/** The dialog's food search: up to 8 results to pick, or the typed name added as a food of one's own. */
export function FoodSearch({ autoFocus, text, onTextChange, onPick, onManual }: FoodSearchProps) {
  const { query, results, searchable, searching } = useTypedFoodSearch(text);
  const foods = searchable && !searching ? (results.data ?? []).slice(0, DIALOG_RESULTS) : [];

  const addManual = () => {
    if (query) onManual(query);
  };

  // tracking-spec section 5: Enter adds the text as a food only when there are no results.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!searching && foods.length === 0) addManual();
  };

  return (
    <section aria-label="Find a food" className="space-y-2">
      <FoodSearchInput value={text} onChange={onTextChange} onKeyDown={onKeyDown} autoFocus={autoFocus} />
      {searching && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          Searching database...
        </p>
      )}
      {searchable && !searching && results.isError && (
        <p className="text-sm text-destructive" role="alert">
          Failed to search foods
        </p>
      )}
      {searchable && !searching && results.data?.length === 0 && (
        <p className="text-sm text-muted-foreground" role="status">
          No foods found for "{query}". Press Enter to add it as your own food.
        </p>
      )}
      {foods.length > 0 && (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border" aria-label="Search results">
          {foods.map((food) => (
            <li key={String(food.fdcId)}>
              <button
                type="button"
                onClick={() => onPick(food)}
                className="flex w-full cursor-pointer items-center gap-3 px-3 py-2 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium leading-snug">{food.description}</span>
                  <span className="block line-clamp-2 text-xs text-muted-foreground">
                    {[food.brandOwner, food.per100g.calories !== null && `${Math.round(food.per100g.calories)} cal per 100g`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Plus className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {query && !searching && (
        <Button variant="outline" size="sm" className="w-full justify-start!" onClick={addManual}>
          <PenLine className="h-4 w-4" aria-hidden="true" />
          <span className="truncate">Add "{query}" as your own food</span>
        </Button>
      )}
    </section>
  );
}
