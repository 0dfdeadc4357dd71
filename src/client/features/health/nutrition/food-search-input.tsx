import type { KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { FOOD_SEARCH_MAX_LENGTH } from '../../../../shared/foods.js';

interface FoodSearchInputProps {
  value: string;
  onChange: (text: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
}

/** The food search box of the log screen and the meal dialog: search icon, the spec's placeholder, a clear button. */
export function FoodSearchInput({ value, onChange, onKeyDown, autoFocus }: FoodSearchInputProps) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        aria-label="Search foods"
        placeholder="Search foods (chicken, apple, bread...)"
        className="pl-9 pr-10 [&::-webkit-search-cancel-button]:hidden"
        maxLength={FOOD_SEARCH_MAX_LENGTH}
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute right-2 top-1/2 flex h-8 w-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-accent"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
