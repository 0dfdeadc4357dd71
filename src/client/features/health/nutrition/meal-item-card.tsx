import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { hasFoodSource } from '../../../../shared/foods.js';
import { toMealItem, type DraftItem } from './meal-draft';
import { portionErrors, valueErrors, type ItemErrors } from './meal-item-errors';
import { lacksValues } from './meal-item-label';
import { ItemNutrition, OwnFoodValues, PortionFields } from './portion-fields';
import type { useMealDraft } from './use-meal-draft';

interface MealItemCardProps {
  item: DraftItem;
  /** The meal's items, which this one's changes go to. */
  draft: ReturnType<typeof useMealDraft>;
  errors: ItemErrors;
  onRemoved: () => void;
}

/** A food in the meal: remove it; its amount and unit; its nutrition, or the values of a food of one's own. */
export function MealItemCard({ item, draft, errors, onRemoved }: MealItemCardProps) {
  return (
    <li aria-label={item.name} className="space-y-2 rounded-xl border border-border p-3">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 font-medium leading-snug">{item.name}</p>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-1 -mt-1 h-8! w-8! shrink-0"
          aria-label={`Remove ${item.name}`}
          onClick={() => {
            draft.remove(item.key);
            onRemoved();
          }}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <PortionFields
        item={item}
        id={item.key}
        onAmountChange={(text) => draft.changeAmount(item.key, text)}
        onAmountBlur={() => draft.blurAmount(item.key)}
        onUnitChange={(unit) => draft.changeUnit(item.key, unit)}
        errors={portionErrors(errors)}
      />
      {hasFoodSource(item.fdcId) ? (
        <ItemNutrition item={item} />
      ) : (
        <>
          {lacksValues(toMealItem(item)) && (
            <p className="text-xs text-amber-700 dark:text-amber-400">
              No values yet: type them below, or remove it and search for the food above.
            </p>
          )}
          <OwnFoodValues
            item={item}
            id={item.key}
            onChange={(macros) => draft.setNutrition(item.key, macros)}
            errors={valueErrors(errors)}
          />
        </>
      )}
    </li>
  );
}
