import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { format } from 'date-fns';
import { ArrowLeft, Pencil, Plus, Settings2, Trash2, Utensils } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { Meal } from '../../../../shared/health.js';
import { NUTRIENTS } from '../../../../shared/foods.js';
import { mealNutrition } from '../../../../shared/nutrition/meal-nutrition.js';
import { useDay } from '../api/get-day';
import { HealthLoadError } from '../load-error';
import { useDeleteEntry } from '../api/delete-entry';
import { CardIcon } from '../card-parts';
import { clockTime, fromDay, storeSelectedDate } from '../dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { GoalsDialog } from './goals-dialog';
import { MealDialog } from './meal-dialog';
import { progressPercent, useNutritionGoals, type NutritionGoals } from './goals';
import { numberMeals, ordinal } from './meal-numbers';
import { useFutureDayNotice } from '../future-day-notice';
import { nutritionDateFrom, storeMealNumber } from './meal-session';
import { portionLabel, shortFoodName } from './meal-item-label';
import { grams, mealTitle, wholeNumber } from './nutrition-format';

/** /nutrition?date=: the day's overview against the goals, its meals, and the way to log another. */
export function NutritionPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  useFutureDayNotice(search);
  const date = useMemo(() => nutritionDateFrom(search), [search]);
  const day = useDay(date);
  const [goals, saveGoals] = useNutritionGoals();
  const [editingGoals, setEditingGoals] = useState(false);
  const [deleting, setDeleting] = useState<{ meal: Meal; number: number } | null>(null);
  const [editing, setEditing] = useState<Meal | null>(null);
  const deleteEntry = useDeleteEntry();

  // Keep the URL and the stored selected date in step with the day shown.
  useEffect(() => {
    storeSelectedDate(date);
    if (new URLSearchParams(search).get('date') !== date) navigate(`/nutrition?date=${date}`, { replace: true });
  }, [date, search, navigate]);

  const meals = useMemo(() => day.data?.nutrition ?? [], [day.data]);
  const numbered = useMemo(() => numberMeals(meals), [meals]);

  const addMeal = () => {
    storeMealNumber(meals.length + 1);
    navigate(`/nutrition/log?date=${date}`);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    if (!deleting.meal.id) {
      toast({ title: 'Error', description: 'Cannot delete meal: missing ID', variant: 'destructive' });
      return;
    }
    deleteEntry.mutate(
      { date, segment: 'nutrition', id: deleting.meal.id },
      {
        onSuccess: () => {
          setDeleting(null);
          toast({ title: 'Meal deleted' });
        },
        onError: () => toast({ title: 'Error', description: 'Failed to delete meal. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-4 pb-8">
      <header className="sticky top-0 z-10 -mx-4 flex items-center gap-2 bg-background/95 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
        <Button variant="ghost" size="icon" className="-ml-2" aria-label="Back" onClick={() => navigate('/dashboard')}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">Nutrition</h1>
          <p className="truncate text-sm text-muted-foreground">{format(fromDay(date), 'EEEE, MMMM d, yyyy')}</p>
        </div>
      </header>

      {day.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading health data">
          <div className="h-48 animate-pulse rounded-2xl border border-border bg-card" />
          <div className="h-24 animate-pulse rounded-2xl border border-border bg-card" />
        </div>
      ) : day.isError ? (
        <HealthLoadError onRetry={() => void day.refetch()} />
      ) : (
        <div className="space-y-4">
          <DailyOverview meals={meals} goals={goals} onAdjust={() => setEditingGoals(true)} />

          <section aria-labelledby="meals-heading" className="space-y-3">
            <div className="flex items-center justify-between gap-2">
              <h2 id="meals-heading" className="text-lg font-bold">
                Meals
              </h2>
              {meals.length > 0 && (
                <Button size="sm" onClick={addMeal}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  Add Meal
                </Button>
              )}
            </div>
            {meals.length === 0 ? (
              <Card className="flex flex-col items-center gap-3 p-8 text-center">
                <CardIcon icon={Utensils} className="bg-emerald-600" />
                <p className="text-sm text-muted-foreground">No meals logged for this day</p>
                <Button onClick={addMeal}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  Add Your First Meal
                </Button>
              </Card>
            ) : (
              <ul className="space-y-3" aria-label="Meals of the day">
                {numbered.map(({ meal, number }) => (
                  <MealRow
                    key={meal.id}
                    meal={meal}
                    number={number}
                    onEdit={() => setEditing(meal)}
                    onDelete={() => setDeleting({ meal, number })}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}

      <GoalsDialog
        open={editingGoals}
        onOpenChange={setEditingGoals}
        goals={goals}
        onSave={(next) => {
          saveGoals(next);
          setEditingGoals(false);
          toast({ title: 'Goals updated' });
        }}
      />
      <MealDialog date={date} meal={editing ?? undefined} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete meal?"
        description={deleting ? `Your ${ordinal(deleting.number)} meal will be removed. This cannot be undone.` : ''}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={deleteEntry.isPending}
      />
    </main>
  );
}

function DailyOverview({ meals, goals, onAdjust }: { meals: Meal[]; goals: NutritionGoals; onAdjust: () => void }) {
  const total = (key: keyof NutritionGoals) => meals.reduce((sum, meal) => sum + meal[key], 0);
  const calories = total('calories');
  return (
    <Card className="space-y-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold">Daily Overview</h2>
        <Button variant="outline" size="sm" onClick={onAdjust} aria-haspopup="dialog">
          <Settings2 className="h-4 w-4" aria-hidden="true" />
          Adjust Goals
        </Button>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-3xl font-bold tabular-nums" data-testid="calorie-total">
            {wholeNumber(calories)}
          </span>
          <span className="text-sm text-muted-foreground tabular-nums">of {wholeNumber(goals.calories)} kcal</span>
        </div>
        <Progress label="Calories" value={calories} goal={goals.calories} className="mt-2 h-3" barClassName="bg-primary" />
      </div>
      <div className="space-y-3">
        {(
          [
            ['Protein', 'protein', 'bg-sky-500'],
            ['Carbs', 'carbs', 'bg-amber-500'],
            ['Fat', 'fat', 'bg-rose-500'],
          ] as const
        ).map(([label, key, color]) => (
          <div key={key}>
            <div className="flex justify-between text-sm">
              <span className="font-medium">{label}</span>
              <span className="tabular-nums text-muted-foreground">
                {grams(total(key))}g / {wholeNumber(goals[key])}g
              </span>
            </div>
            <Progress label={label} value={total(key)} goal={goals[key]} className="mt-1 h-2" barClassName={color} />
          </div>
        ))}
      </div>
      <OtherNutrients meals={meals} />
    </Card>
  );
}

/** The day's nutrients beyond the macros that patterns use, where the foods give them. */
const DAY_NUTRIENTS = NUTRIENTS.filter((n) => (['fiber', 'sugars', 'sodium', 'caffeine', 'alcohol'] as string[]).includes(n.key));

function OtherNutrients({ meals }: { meals: Meal[] }) {
  const { nutrients } = mealNutrition(meals.map((meal) => ({ ...meal, nutrients: meal.nutrients })));
  const shown = DAY_NUTRIENTS.flatMap((n) => {
    const amount = nutrients[n.key];
    return amount === undefined ? [] : [{ ...n, amount }];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3" aria-label="Other nutrients today">
      {shown.map((n) => (
        <div key={n.key} className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{n.label}</dt>
          <dd className="tabular-nums">
            {grams(n.amount)} {n.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Progress({
  label,
  value,
  goal,
  className,
  barClassName,
}: {
  label: string;
  value: number;
  goal: number;
  className: string;
  barClassName: string;
}) {
  const percent = Math.round(progressPercent(value, goal));
  return (
    <div
      role="progressbar"
      aria-label={`${label} progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${className} w-full overflow-hidden rounded-full bg-muted`}
    >
      <div className={`h-full rounded-full ${barClassName}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

function MealRow({ meal, number, onEdit, onDelete }: { meal: Meal; number: number; onEdit: () => void; onDelete: () => void }) {
  const label = `${ordinal(number)} Meal`;
  return (
    <li>
      <Card className="p-4" aria-label={label}>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">{label}</h3>
            <p className="text-sm text-muted-foreground tabular-nums">
              {mealTitle(meal.meal)} · {clockTime(meal.logTime)}
            </p>
          </div>
          <span className="font-bold tabular-nums">{wholeNumber(meal.calories)} cal</span>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1"
            aria-label={`Edit ${ordinal(number)} meal`}
            onClick={onEdit}
            aria-haspopup="dialog"
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 -mt-1 -ml-2"
            aria-label={`Delete ${ordinal(number)} meal`}
            onClick={onDelete}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <ul className="mt-2 space-y-0.5 text-sm text-muted-foreground">
          {meal.items.map((item, i) => (
            <li key={i} className="break-words" title={item.name}>
              {shortFoodName(item)} <span className="text-xs">· {portionLabel(item)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground tabular-nums">
          Protein {grams(meal.protein)}g · Carbs {grams(meal.carbs)}g · Fat {grams(meal.fat)}g
        </p>
      </Card>
    </li>
  );
}
