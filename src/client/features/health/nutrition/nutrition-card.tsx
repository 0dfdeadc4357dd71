import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Plus, Utensils } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { MEAL_CARD_ITEMS, mealTypeForHour, type Meal } from '../../../../shared/health.js';
import { useSaveMeal } from '../api/save-meal';
import { CardIcon } from '../card-parts';
import { clockTime, combineDayAndTime, timeOf } from '../dates';
import { ownFoodItem } from './meal-draft';
import { MealDialog } from './meal-dialog';
import { portionLabel, shortFoodName } from './meal-item-label';
import { cardCalories, grams, mealTitle } from './nutrition-format';

/** The dashboard's nutrition card: day totals, each meal's first items, quick add by free text. */
export function NutritionCard({ date, meals }: { date: string; meals: Meal[] }) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  /** The meal dialog: null closed, 'new' to log one, or the meal to edit. */
  const [dialog, setDialog] = useState<Meal | 'new' | null>(null);
  const saveMeal = useSaveMeal();
  const total = (key: 'calories' | 'protein' | 'carbs' | 'fat') => meals.reduce((sum, meal) => sum + meal[key], 0);

  const quickAdd = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (!name) return;
    const now = new Date();
    const meal = mealTypeForHour(now.getHours());
    saveMeal.mutate(
      {
        date,
        body: {
          meal,
          items: [ownFoodItem(name)],
          calories: 0,
          protein: 0,
          carbs: 0,
          fat: 0,
          logTime: combineDayAndTime(date, timeOf(now)) ?? now.toISOString(),
        },
      },
      {
        onSuccess: () => {
          setText('');
          toast({ title: 'Meal logged', description: `Your ${meal} has been logged.` });
        },
        onError: () => toast({ title: 'Error', description: 'Failed to save meal. Please try again.', variant: 'destructive' }),
      },
    );
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
                    <span className="font-semibold">
                      <span className="sr-only">Edit </span>
                      {mealTitle(meal.meal)}
                    </span>
                    <span className="text-sm tabular-nums text-muted-foreground">
                      {clockTime(meal.logTime)} · {cardCalories(meal.calories)} cal
                    </span>
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {meal.items.slice(0, MEAL_CARD_ITEMS).map((item, i) => (
                      <span key={i} className="block break-words" title={item.name}>
                        {shortFoodName(item)} <span className="text-xs">· {portionLabel(item)}</span>
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

        <form onSubmit={quickAdd} className="flex gap-2">
          <label htmlFor="quick-meal" className="sr-only">
            Quick add a meal
          </label>
          <Input id="quick-meal" placeholder="What did you eat?" maxLength={200} value={text} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" variant="outline" disabled={!text.trim() || saveMeal.isPending}>
            Add
          </Button>
        </form>
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
