import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Plus, Utensils } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import type { Meal } from '../../../../shared/health.js';
import { MEAL_CARD_ITEMS } from '../card-sizes';
import { useDeleteEntry } from '../api/delete-entry';
import { invalidateHealth } from '@/lib/health-cache';
import { CardIcon } from '../card-parts';
import { clockTime } from '../dates';
import { MealDialog } from './meal-dialog';
import { lacksValues, portionLabel, shortFoodName } from './meal-item-label';
import { cardCalories, grams, mealTitle, wholeNumber } from './nutrition-format';
import type { MealProposal } from '../proposals/meal-preview-edits';

/** What a quick add understood, shown before it counts; loaded with the quick add (the home screen's budget). */
const MealPreview = lazy(() => import('../proposals/meal-preview').then((module) => ({ default: module.MealPreview })));

/** Long enough to read what was understood and reach Undo. */
const QUICK_ADD_TOAST_MS = 10_000;

/** The dashboard's nutrition card: day totals, each meal's first items, quick add by free text. */
export function NutritionCard({ date, meals }: { date: string; meals: Meal[] }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  /** The meal dialog: null closed, 'new' to log one, or the meal to edit. */
  const [dialog, setDialog] = useState<Meal | 'new' | null>(null);
  const [adding, setAdding] = useState(false);
  /** A quick add understood and not saved yet: the person checks it, changes it in place, then saves. */
  const [preview, setPreview] = useState<MealProposal | null>(null);
  const queryClient = useQueryClient();
  const removeMeal = useDeleteEntry();
  const total = (key: 'calories' | 'protein' | 'carbs' | 'fat') => meals.reduce((sum, meal) => sum + meal[key], 0);

  const undo = (date: string, id: string) =>
    removeMeal.mutate(
      { date, segment: 'nutrition', id },
      {
        onSuccess: () => toast({ title: 'Meal removed' }),
        onError: () => toast({ title: 'Error', description: 'Failed to remove the meal. Please try again.', variant: 'destructive' }),
      },
    );

  /** Quick add by text: the foods are found with the food search and shown with their portions and kcal; nothing counts yet. */
  const quickAdd = async (event: FormEvent) => {
    event.preventDefault();
    const said = text.trim();
    if (!said || adding) return;
    setAdding(true);
    try {
      const { understandMeal } = await import('./quick-add-meal');
      const understood = await understandMeal(said, date);
      if (!understood) {
        toast({ title: 'No food found in that', description: 'Type what you ate, such as "2 eggs and toast".', variant: 'destructive' });
        return;
      }
      setPreview(understood);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save meal. Please try again.'), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  /** Saves the meal as shown (and changed); Undo removes it again. */
  const saveQuickAdd = async (understood: MealProposal) => {
    setAdding(true);
    try {
      const { saveUnderstoodMeal, understoodSummary } = await import('./quick-add-meal');
      const meal = await saveUnderstoodMeal(understood);
      await invalidateHealth(queryClient);
      setText('');
      setPreview(null);
      toast({
        title: 'Meal logged',
        description: understoodSummary(understood),
        duration: QUICK_ADD_TOAST_MS,
        action: { label: 'Undo', altText: 'Remove this meal from the meal list', onClick: () => undo(understood.date, meal.id) },
      });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save meal. Please try again.'), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card>
      <div className="flex items-center gap-3 p-4 pb-2">
        <CardIcon icon={Utensils} className="bg-emerald-600" />
        <h2 className="flex-1 text-lg font-bold">Nutrition</h2>
        <Button variant="outline" size="sm" onClick={() => navigate('/nutrition')}>
          View All
        </Button>
      </div>
      <div className="space-y-4 px-4 pb-4">
        <dl className="grid grid-cols-4 gap-2 rounded-xl bg-muted/60 p-3 text-center">
          {(
            [
              ['Calories', cardCalories(total('calories'))],
              ['Protein', `${grams(total('protein'))}g`],
              ['Carbs', `${grams(total('carbs'))}g`],
              ['Fat', `${grams(total('fat'))}g`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="truncate font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>

        {meals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No meals logged for this day</p>
        ) : (
          <ul className="space-y-2" aria-label="Meals of the day">
            {meals.map((meal) => (
              <li key={meal.id}>
                <button
                  type="button"
                  onClick={() => setDialog(meal)}
                  className="w-full cursor-pointer rounded-xl border border-border p-3 text-left transition-colors hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="min-w-0 font-semibold">
                      <span className="sr-only">Edit </span>
                      {mealTitle(meal.meal)}
                    </span>
                    <span className="shrink-0 text-sm whitespace-nowrap tabular-nums text-muted-foreground">
                      {clockTime(meal.logTime)} · {cardCalories(meal.calories)} cal
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {meal.items.slice(0, MEAL_CARD_ITEMS).map((item, i) => (
                      <span key={i} className="block break-words" title={item.name}>
                        {shortFoodName(item)} <span className="text-xs">· {portionLabel(item)}</span>
                        {lacksValues(item) && <span className="text-xs text-amber-700 dark:text-amber-400"> · no values yet</span>}
                      </span>
                    ))}
                    {meal.items.length > MEAL_CARD_ITEMS && (
                      <span className="block text-xs">+{meal.items.length - MEAL_CARD_ITEMS} more items</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}

        <Button variant="outline" className="w-full" onClick={() => setDialog('new')} aria-haspopup="dialog">
          <Plus className="h-4 w-4" aria-hidden="true" />
          Log Nutrition
        </Button>

        <form onSubmit={(event) => void quickAdd(event)} className="flex gap-2">
          <label htmlFor="quick-meal" className="sr-only">
            Quick add a meal
          </label>
          <Input id="quick-meal" placeholder="What did you eat?" maxLength={200} value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" variant="outline" disabled={!text.trim() || adding}>
            {adding ? 'Adding...' : 'Add'}
          </Button>
        </form>
        {preview && (
          <section aria-label="Meal to log" className="rounded-xl border border-border p-3">
            <h3 className="font-semibold">
              {mealTitle(preview.body.meal)} · {wholeNumber(preview.body.calories ?? 0)} kcal
            </h3>
            <p className="text-xs text-muted-foreground">Check what was understood: nothing is logged until you save.</p>
            <Suspense fallback={null}>
              <MealPreview proposal={preview} onChange={setPreview} disabled={adding} />
            </Suspense>
            <div className="mt-3 flex gap-2">
              <Button size="sm" onClick={() => void saveQuickAdd(preview)} disabled={adding}>
                Save meal
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setPreview(null)} disabled={adding}>
                Cancel
              </Button>
            </div>
          </section>
        )}
      </div>
      <MealDialog
        date={date}
        meal={dialog === 'new' || dialog === null ? undefined : dialog}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </Card>
  );
}
