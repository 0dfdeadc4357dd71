import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FoodSearchResult } from '../../../../shared/foods.js';
import type { MealItem } from '../../../../shared/health.js';
import type { PortionChoice } from '../../../../shared/nutrition/portions.js';
import { useTypedFoodSearch } from '../api/search-foods';
import { FoodSearchInput } from '../nutrition/food-search-input';
import { mealItemLines } from './proposal-summary';
import {
  isAmountAllowed,
  isMeasured,
  itemAt,
  itemFromFood,
  portionOptionsOf,
  portionOptionsOfFood,
  withItem,
  type MealProposal,
} from './meal-preview-edits';

/** Search results offered when a food is changed. */
const PICK_RESULTS = 5;

export interface MealPreviewProps {
  proposal: MealProposal;
  /** Called with the proposal as changed; leave out for a meal shown as it was saved. */
  onChange?: (proposal: MealProposal) => void;
  disabled?: boolean;
}

/**
 * What a meal in words was understood to be, before it counts (issue 25): each food with its
 * portion and kcal, and what the person said for it. With `onChange`, each food's amount and
 * portion can be changed in place, or the food itself, through the food search.
 */
export function MealPreview({ proposal, onChange, disabled }: MealPreviewProps) {
  const lines = mealItemLines(proposal.body.items, proposal.unmatched, proposal.said);
  return (
    <ul className="mt-1 space-y-2 text-sm" aria-label="Foods">
      {proposal.body.items.map((item, index) => {
        const line = lines[index];
        if (!line) return null;
        return (
          <li key={index}>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span title={line.title} className="font-medium">
                {line.name}
              </span>
              <span className="text-muted-foreground">
                {line.portion} · {line.kcal}
              </span>
              {line.said && <span className="text-xs text-muted-foreground">(you said “{line.said}”)</span>}
              {line.unmatched && (
                <span className="text-xs text-amber-700 dark:text-amber-400">
                  Not found in the food search: saved as your own food at 0 kcal
                </span>
              )}
            </p>
            {onChange && (
              <ItemControls
                item={item}
                name={line.name}
                disabled={disabled}
                onChange={(next) => {
                  onChange(withItem(proposal, index, next));
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface ItemControlsProps {
  item: MealItem;
  name: string;
  disabled?: boolean;
  onChange: (item: MealItem) => void;
}

/** One food's amount, portion and a way to pick another food. */
function ItemControls({ item, name, disabled, onChange }: ItemControlsProps) {
  const id = useId();
  const [amountText, setAmountText] = useState(String(item.amount ?? 1));
  const [portions, setPortions] = useState<PortionChoice[]>(() => portionOptionsOf(item));
  const [picking, setPicking] = useState(false);
  const portion = portions.find((option) => option.label === item.unit) ?? portions[0];

  const changeAmount = (text: string) => {
    setAmountText(text);
    const amount = Number(text);
    if (portion && isAmountAllowed(amount, portion)) onChange(itemAt(item, amount, portion));
  };
  const changePortion = (label: string) => {
    const next = portions.find((option) => option.label === label);
    if (next && isAmountAllowed(item.amount ?? 1, next)) onChange(itemAt(item, item.amount ?? 1, next));
  };
  const pick = (food: FoodSearchResult) => {
    const next = itemFromFood(food);
    setPortions(portionOptionsOfFood(food));
    setAmountText(String(next.amount ?? 1));
    setPicking(false);
    onChange(next);
  };

  return (
    <div className="mt-1 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-amount`} className="sr-only">
          Amount of {name}
        </label>
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          className="h-9 w-20"
          value={amountText}
          disabled={disabled}
          onChange={(e) => {
            changeAmount(e.target.value);
          }}
        />
        {isMeasured(item) && (
          <>
            <label htmlFor={`${id}-portion`} className="sr-only">
              Portion of {name}
            </label>
            <Select
              id={`${id}-portion`}
              className="h-9 max-w-48"
              value={portion?.label}
              disabled={disabled}
              onChange={(e) => {
                changePortion(e.target.value);
              }}
            >
              {portions.map((option) => (
                <option key={option.label} value={option.label}>
                  {option.label}
                </option>
              ))}
            </Select>
          </>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-expanded={picking}
          aria-label={`Change food: ${name}`}
          onClick={() => {
            setPicking((open) => !open);
          }}
        >
          Change food
        </Button>
      </div>
      {picking && <FoodPicker onPick={pick} />}
    </div>
  );
}

/** The food search, answering a few foods to pick from. */
function FoodPicker({ onPick }: { onPick: (food: FoodSearchResult) => void }) {
  const [text, setText] = useState('');
  const { results, searchable, searching } = useTypedFoodSearch(text);
  const foods = results.data?.slice(0, PICK_RESULTS) ?? [];
  return (
    <div className="space-y-1 rounded-xl border border-border p-2">
      <FoodSearchInput value={text} onChange={setText} autoFocus />
      {searching && <p className="text-xs text-muted-foreground">Searching...</p>}
      {searchable && !searching && results.isSuccess && foods.length === 0 && (
        <p className="text-xs text-muted-foreground">No foods found for "{text.trim()}". Try a different search term</p>
      )}
      {foods.length > 0 && (
        <ul aria-label="Foods found" className="space-y-1">
          {foods.map((food) => (
            <li key={String(food.fdcId)}>
              <button
                type="button"
                className="w-full cursor-pointer rounded-lg px-2 py-1.5 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  onPick(food);
                }}
              >
                {food.description}
                {food.alsoCalled && <span className="block text-xs text-muted-foreground">{` also called ${food.alsoCalled}`}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
