import { useState, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { Loader2, PenLine, Plus, Trash2, X } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { showServerIssues } from '@/lib/server-issues';
import { useIsMobile } from '@/lib/use-is-mobile';
import { hasFoodSource, type FoodSearchResult } from '../../../../shared/foods.js';
import { mealTypeForHour, type Meal, type MealBody } from '../../../../shared/health.js';
import { useTypedFoodSearch } from '../api/search-foods';
import { useDeleteEntry } from '../api/delete-entry';
import { useSaveMeal } from '../api/save-meal';
import { STILL_TO_COME, combineDayAndTime, defaultTimeFor, fromDay, isStillToCome, timeOf } from '../dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  draftFromFood,
  draftFromMealItem,
  isOverPortionLimit,
  mealBodyOf,
  ownFoodItem,
  toMealItem,
  totalsOf,
  type DraftItem,
} from './meal-draft';
import { mealFormSchema, mealIssueFields, type MealForm, type MealFormValues } from './meal-form';
import { lacksValues } from './meal-item-label';
import { FoodSearchInput } from './food-search-input';
import { ItemNutrition, MacroGrid, OwnFoodValues, PortionFields } from './portion-fields';
import { useMealDraft, type CalculationCause } from './use-meal-draft';

/** An item as it is added: an amount field left empty shows the amount that applies. */
const settled = (item: DraftItem): DraftItem => ({ ...item, amountText: String(item.amount) });

/** tracking-spec section 9: the dialog shows at most 8 search results. */
export const DIALOG_RESULTS = 8;

export interface MealDialogProps {
  date: string;
  /** The meal being edited; absent to log a new one. */
  meal?: Meal;
  /** A new meal filled in ahead (an entry Willow proposed). */
  draft?: MealBody;
  /** Called with the saved meal before the dialog closes. */
  onSaved?(meal: Meal): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** tracking-spec section 8: what a failed calculation says, by what it was for. */
function warnCalculationFailed(cause: CalculationCause) {
  if (cause === 'new') {
    toast({ title: 'Error', description: 'Failed to calculate nutrition. Please try again.', variant: 'destructive' });
    return;
  }
  toast({
    title: 'Nutrition calculation failed',
    description: `The portion ${cause} has been updated but nutrition values may be outdated. Try again or check your internet connection.`,
    variant: 'destructive',
  });
}

type ItemErrors = FieldErrors<MealFormValues['items'][number]> | undefined;
type PortionErrors = ComponentProps<typeof PortionFields>['errors'];

/** The problems an item's amount and unit fields show. */
const portionErrors = (errors: ItemErrors): PortionErrors => ({ amount: errors?.amount?.message, unit: errors?.unit?.message });

/** The problems the values of a food of one's own show. */
const valueErrors = (errors: ItemErrors): ComponentProps<typeof OwnFoodValues>['errors'] => ({
  calories: errors?.calories?.message,
  protein: errors?.protein?.message,
  carbs: errors?.carbs?.message,
  fat: errors?.fat?.message,
});

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
  const loggedAt = meal?.logTime ?? draft?.logTime;
  const form = useForm<MealFormValues, unknown, MealForm>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: { items: [], time: loggedAt ? timeOf(loggedAt) : defaultTimeFor(date) },
  });
  const { errors } = form.formState;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  /** Kept while a picked food is shown, so 'Back to search' returns to the same results. */
  const [searchText, setSearchText] = useState('');
  /** Once a food is picked, focus follows the flow (portion, then search); not on phones, where it pops the keyboard up. */
  const mobile = useIsMobile();
  const [moveFocus, setMoveFocus] = useState(false);
  const save = useSaveMeal();
  const remove = useDeleteEntry();
  const close = () => onOpenChange(false);
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

  const saveMeal = form.handleSubmit(({ items: mealItems, time }) => {
    if (isStillToCome(date, time)) return toast(STILL_TO_COME);
    const logTime = combineDayAndTime(date, time) ?? new Date().toISOString();
    const mealName = meal?.meal ?? draft?.meal ?? mealTypeForHour(new Date(logTime).getHours());
    const { fields, renamed } = mealIssueFields(foods);
    save.mutate(
      { date, id: meal?.id, body: mealBodyOf(mealName, mealItems, logTime) },
      {
        onSuccess: (saved) => {
          toast(meal ? { title: 'Meal updated' } : { title: 'Meal logged', description: `Your ${mealName} has been logged.` });
          onSaved?.(saved);
          close();
        },
        onError: (error) => {
          if (showServerIssues(form, error, fields, renamed)) return;
          toast({ title: 'Error', description: 'Failed to save meal. Please try again.', variant: 'destructive' });
        },
      },
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (foods.length === 0) return close();
    if (blocked || save.isPending) return;
    // The foods put together above are what Save sends: as the form's items, the meal write's rules check them.
    form.setValue('items', foods.map(toMealItem));
    void saveMeal(event);
  };

  const deleteMeal = () => {
    if (!meal?.id) {
      toast({ title: 'Error', description: 'Cannot delete meal: missing ID', variant: 'destructive' });
      return;
    }
    remove.mutate(
      { date, segment: 'nutrition', id: meal.id },
      {
        onSuccess: () => {
          toast({ title: 'Meal deleted' });
          setConfirmingDelete(false);
          close();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to delete meal. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={meal ? 'Edit Meal' : 'Log Nutrition'}
      description={format(fromDay(date), 'EEEE, MMMM d, yyyy')}
    >
      {/* The fields explain their own limits; the browser's step check would refuse amounts such as 0.25. */}
      <form onSubmit={submit} className="space-y-5" noValidate>
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
                <li key={item.key} aria-label={item.name} className="space-y-2 rounded-xl border border-border p-3">
                  <div className="flex items-start gap-2">
                    <p className="min-w-0 flex-1 font-medium leading-snug">{item.name}</p>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="-mr-1 -mt-1 h-8! w-8! shrink-0"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => {
                        items.remove(item.key);
                        listChanged();
                      }}
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                  <PortionFields
                    item={item}
                    id={item.key}
                    onAmountChange={(text) => items.changeAmount(item.key, text)}
                    onAmountBlur={() => items.blurAmount(item.key)}
                    onUnitChange={(unit) => items.changeUnit(item.key, unit)}
                    errors={portionErrors(itemErrors(index))}
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
                        onChange={(macros) => items.setNutrition(item.key, macros)}
                        errors={valueErrors(itemErrors(index))}
                      />
                    </>
                  )}
                </li>
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
            <Button variant="ghost" className="text-destructive" onClick={() => setConfirmingDelete(true)} disabled={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={save.isPending || blocked}>
            {save.isPending ? 'Saving...' : meal ? 'Update Meal' : 'Save Meal'}
          </Button>
        </DialogActions>
      </form>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete meal?"
        description="This meal and its foods will be removed. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={deleteMeal}
        pending={remove.isPending}
      />
    </Dialog>
  );
}

interface FoodSearchProps {
  autoFocus: boolean;
  text: string;
  onTextChange(text: string): void;
  onPick(food: FoodSearchResult): void;
  onManual(name: string): void;
}

function FoodSearch({ autoFocus, text, onTextChange, onPick, onManual }: FoodSearchProps) {
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

/** The picked food in the meal's list while its portion is still open: Save keeps it, so the list shows it. */
function PendingFood({ item }: { item: DraftItem }) {
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
  onAmountChange(text: string): void;
  onAmountBlur(): void;
  onUnitChange(unit: string): void;
  onCancel(): void;
  onAdd(): void;
}

/** The chosen search result: its portion and nutrition, then 'Add to Meal'. */
function PickedFood({ item, autoFocus, errors, onAmountChange, onAmountBlur, onUnitChange, onCancel, onAdd }: PickedFoodProps) {
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
