import { useState } from 'react';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useIsMobile } from '@/lib/use-is-mobile';
import type { Meal, MealBody } from '../../../../shared/health.js';
import { fromDay } from '../dates';
import { warnCalculationFailed } from './calculation-warning';
import { FoodSearch } from './food-search';
import { draftFromFood, draftFromMealItem, isOverPortionLimit, ownFoodItem, totalsOf } from './meal-draft';
import { MealItemCard } from './meal-item-card';
import { portionErrors } from './meal-item-errors';
import { PendingFood, PickedFood, settled } from './picked-food';
import { MacroGrid } from './portion-fields';
import { useMealDeletion } from './use-meal-deletion';
import { useMealDraft } from './use-meal-draft';
import { useMealForm } from './use-meal-form';

export interface MealDialogProps {
  date: string;
  /** The meal being edited; absent to log a new one. */
  meal?: Meal;
  /** A new meal filled in ahead (an entry Willow proposed). */
  draft?: MealBody;
  /** Called with the saved meal before the dialog closes. */
  onSaved?: (meal: Meal) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Log Nutrition' / 'Edit Meal': search foods, set a portion and 'Add to Meal', or add a food by
 * name; each item's amount, unit and nutrition; the time; the meal's totals; a confirmed Delete
 * when editing (tracking-spec sections 2, 4 and 5).
 */
export function MealDialog(props: MealDialogProps) {
  // Remounting on each open starts from the meal (or empty) again.
  if (!props.open) return null;
  return <MealDialogForm key={props.meal?.id ?? 'new'} {...props} />;
}

function MealDialogForm({ date, meal, draft, onSaved, open, onOpenChange }: MealDialogProps) {
  const items = useMealDraft(() => (meal ?? draft)?.items.map(draftFromMealItem) ?? [], warnCalculationFailed);
  const picked = useMealDraft(() => [], warnCalculationFailed);
  const close = () => onOpenChange(false);
  const { form, submit, saving } = useMealForm({ date, meal, draft, onSaved, close });
  const deletion = useMealDeletion(date, meal, close);
  const { errors } = form.formState;
  /** Kept while a picked food is shown, so 'Back to search' returns to the same results. */
  const [searchText, setSearchText] = useState('');
  /** Once a food is picked, focus follows the flow (portion, then search); not on phones, where it pops the keyboard up. */
  const mobile = useIsMobile();
  const [moveFocus, setMoveFocus] = useState(false);
  const pick = picked.items[0];
  // A picked food not yet added is saved with the meal ('Save Meal' right after picking must not
  // drop it), so it is listed as a row, marked as not added, and counted in the totals.
  const foods = pick ? [...items.items, settled(pick)] : items.items;
  const blocked = items.calculating || picked.calculating || foods.some(isOverPortionLimit);

  /** The reasons the server gave are about items by their place in the list: a changed list drops them. */
  const listChanged = () => form.clearErrors('items');
  const itemErrors = (index: number) => errors.items?.[index];

  const addPicked = () => {
    if (!pick || pick.calculating || isOverPortionLimit(pick)) return;
    items.add(settled(pick));
    picked.clear();
    setSearchText('');
    listChanged();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={meal ? 'Edit Meal' : 'Log Nutrition'}
      description={format(fromDay(date), 'EEEE, MMMM d, yyyy')}
    >
      {/* The fields explain their own limits; the browser's step check would refuse amounts such as 0.25. */}
      <form onSubmit={(event) => submit(event, foods, blocked)} className="space-y-5" noValidate>
        {pick ? (
          <PickedFood
            item={pick}
            autoFocus={!mobile}
            onAmountChange={(text) => picked.changeAmount(pick.key, text)}
            onAmountBlur={() => picked.blurAmount(pick.key)}
            onUnitChange={(unit) => picked.changeUnit(pick.key, unit)}
            errors={portionErrors(itemErrors(items.items.length))}
            onCancel={() => {
              picked.clear();
              listChanged();
            }}
            onAdd={addPicked}
          />
        ) : (
          <FoodSearch
            text={searchText}
            onTextChange={setSearchText}
            autoFocus={moveFocus && !mobile}
            onPick={(food) => {
              setMoveFocus(true);
              picked.add(draftFromFood(food));
              listChanged();
            }}
            onManual={(name) => {
              items.add(draftFromMealItem(ownFoodItem(name)));
              setSearchText('');
              listChanged();
            }}
          />
        )}

        <section aria-labelledby="meal-items-heading" className="space-y-2">
          <h3 id="meal-items-heading" className="text-sm font-semibold">
            Foods in this meal
          </h3>
          <FieldError id="meal-items-error" message={errors.items?.message ?? errors.items?.root?.message} />
          {foods.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
              No foods yet. Search for one above, or add it by name.
            </p>
          ) : (
            <ul className="space-y-3">
              {items.items.map((item, index) => (
                <MealItemCard key={item.key} item={item} draft={items} errors={itemErrors(index)} onRemoved={listChanged} />
              ))}
              {pick && <PendingFood item={settled(pick)} />}
            </ul>
          )}
        </section>

        <div className="space-y-1.5">
          <Label htmlFor="meal-time">Time</Label>
          <Input
            id="meal-time"
            type="time"
            required
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? 'meal-time-error' : undefined}
            {...form.register('time')}
          />
          <FieldError id="meal-time-error" message={errors.time?.message} />
        </div>

        <section aria-label="Meal totals" className="space-y-2">
          <h3 className="text-sm font-semibold">Total</h3>
          <MacroGrid macros={totalsOf(foods)} />
        </section>

        <DialogActions className="justify-between!">
          {meal ? (
            <Button variant="ghost" className="text-destructive" onClick={() => deletion.setConfirming(true)} disabled={deletion.deleting}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={saving || blocked}>
            {saving ? 'Saving...' : meal ? 'Update Meal' : 'Save Meal'}
          </Button>
        </DialogActions>
      </form>

      <ConfirmDialog
        open={deletion.confirming}
        onOpenChange={deletion.setConfirming}
        title="Delete meal?"
        description="This meal and its foods will be removed. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={deletion.deleteMeal}
        pending={deletion.deleting}
      />
    </Dialog>
  );
}
