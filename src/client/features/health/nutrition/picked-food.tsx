import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isOverPortionLimit, type DraftItem } from './meal-draft';
import type { PortionErrors } from './meal-item-errors';
import { ItemNutrition, PortionFields } from './portion-fields';

/** An item as it is added: an amount field left empty shows the amount that applies. */
export const settled = (item: DraftItem): DraftItem => ({ ...item, amountText: String(item.amount) });

/** The picked food in the meal's list while its portion is still open: Save keeps it, so the list shows it. */
export function PendingFood({ item }: { item: DraftItem }) {
  const calories = item.nutrition ? Math.round(item.nutrition.calories) : null;
  return (
    <li aria-label={item.name} className="space-y-1 rounded-xl border border-dashed border-primary/50 p-3">
      <p className="font-medium leading-snug">{item.name}</p>
      <p className="text-xs text-muted-foreground">
        {calories !== null && `${calories} cal · `}Not added yet: Save Meal keeps it, Back to search leaves it out.
      </p>
    </li>
  );
}

interface PickedFoodProps {
  item: DraftItem;
  autoFocus: boolean;
  errors: PortionErrors;
  onAmountChange: (text: string) => void;
  onAmountBlur: () => void;
  onUnitChange: (unit: string) => void;
  onCancel: () => void;
  onAdd: () => void;
}

/** The chosen search result: its portion and nutrition, then 'Add to Meal'. */
export function PickedFood({ item, autoFocus, errors, onAmountChange, onAmountBlur, onUnitChange, onCancel, onAdd }: PickedFoodProps) {
  return (
    // Enter in the portion fields adds the food rather than saving the whole meal.
    <section
      aria-label={`Portion of ${item.name}`}
      className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-3"
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        onAdd();
      }}
    >
      <div>
        <p className="font-semibold leading-snug">{item.name}</p>
        {item.brandOwner && <p className="text-xs text-muted-foreground">{item.brandOwner}</p>}
      </div>
      <PortionFields
        item={item}
        id="picked"
        autoFocus={autoFocus}
        errors={errors}
        onAmountChange={onAmountChange}
        onAmountBlur={onAmountBlur}
        onUnitChange={onUnitChange}
      />
      <ItemNutrition item={item} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Back to search
        </Button>
        <Button size="sm" onClick={onAdd} disabled={item.calculating || isOverPortionLimit(item)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add to Meal
        </Button>
      </div>
    </section>
  );
}
