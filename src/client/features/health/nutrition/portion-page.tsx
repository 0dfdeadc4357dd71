import { useCallback, useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { PORTION_UNITS, gramsPerUnit, isValidFoodId, type FoodSearchResult } from '../../../../shared/foods.js';
import type { MealBody } from '../../../../shared/health.js';
import { calculateNutrition } from '../../foods/api/calculate-nutrition';
import { useSaveMeal } from '../api/save-meal';
import { combineDayAndTime, defaultTimeFor, today } from '../dates';
import { mealName } from './meal-numbers';
import { clearMealSelection, readMealDate, readMealNumber, readSelectedFoods } from './meal-session';
import { grams } from './nutrition-format';

/** How long after a save the stored selection is cleared (the page has left by then). */
export const CLEAR_SELECTION_DELAY_MS = 500;
const DEFAULT_UNIT = '100g';
/** Units that are one of the food's own USDA household portions are keyed `portion:{index}`. */
const PORTION_PREFIX = 'portion:';

interface Macros {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

interface Item {
  food: FoodSearchResult;
  /** The amount field's text: may be empty or not positive while typing. */
  amountText: string;
  /** The last amount above 0. */
  amount: number;
  unit: string;
  nutrition: Macros | null;
  calculating: boolean;
}

const portionLabel = (food: FoodSearchResult, index: number) => {
  const portion = food.portions[index];
  return portion ? `${portion.amount} ${portion.unit}` : DEFAULT_UNIT;
};

/** The unit's display text: the table unit itself, or a household portion such as '1 cup, chopped'. */
export function unitLabel(food: FoodSearchResult, unit: string): string {
  return unit.startsWith(PORTION_PREFIX) ? portionLabel(food, Number(unit.slice(PORTION_PREFIX.length))) : unit;
}

/** Grams in one of the unit: the table's grams, or the household portion's grams. */
export function unitGrams(food: FoodSearchResult, unit: string): number {
  if (!unit.startsWith(PORTION_PREFIX)) return gramsPerUnit(unit);
  return food.portions[Number(unit.slice(PORTION_PREFIX.length))]?.grams ?? gramsPerUnit(DEFAULT_UNIT);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** /nutrition/portions: an amount and unit for each chosen food, its nutrition, and saving the meal. */
export function PortionPage() {
  const [, navigate] = useLocation();
  const [stored] = useState(() => ({ foods: readSelectedFoods(), date: readMealDate() ?? today(), mealNumber: readMealNumber() }));
  const { date, mealNumber } = stored;
  const name = mealName(mealNumber);
  const [items, setItems] = useState<Item[]>(() =>
    (stored.foods ?? []).map((food) => ({ food, amountText: '1', amount: 1, unit: DEFAULT_UNIT, nutrition: null, calculating: false })),
  );
  const saveMeal = useSaveMeal();
  /** The latest calculation asked for each item: older answers are ignored. */
  const requests = useRef<number[]>([]);

  const update = useCallback((index: number, change: Partial<Item>) => {
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...change } : item)));
  }, []);

  const calculate = useCallback(
    (index: number, food: FoodSearchResult, amount: number, unit: string) => {
      if (!(amount > 0) || !isValidFoodId(food.fdcId)) return;
      const request = (requests.current[index] ?? 0) + 1;
      requests.current[index] = request;
      update(index, { calculating: true });
      calculateNutrition(food.fdcId, amount * unitGrams(food, unit)).then(
        (result) => {
          if (requests.current[index] !== request) return;
          update(index, {
            calculating: false,
            nutrition: { calories: result.calories, protein: result.protein, carbs: result.carbs, fat: result.fat },
          });
        },
        (error: unknown) => {
          // tracking-spec section 8: on this screen a failed calculation is only logged.
          console.error(error);
          if (requests.current[index] === request) update(index, { calculating: false });
        },
      );
    },
    [update],
  );

  // On load every food starts at 1 × 100g and is calculated.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    items.forEach((item, i) => calculate(i, item.food, item.amount, item.unit));
  }, [items, calculate]);

  if (!stored.foods) return <Redirect to={`/nutrition/log?date=${date}`} replace />;

  const changeAmount = (index: number, text: string) => {
    const item = items[index]!;
    const value = Number(text);
    if (text.trim() !== '' && value > 0) {
      update(index, { amountText: text, amount: value });
      if (value !== item.amount) calculate(index, item.food, value, item.unit);
    } else update(index, { amountText: text });
  };

  const blurAmount = (index: number) => {
    const item = items[index]!;
    const value = Number(item.amountText);
    if (item.amountText.trim() === '' || !(value > 0)) {
      update(index, { amountText: '1', amount: 1 });
      if (item.amount !== 1) calculate(index, item.food, 1, item.unit);
    }
  };

  const changeUnit = (index: number, unit: string) => {
    const item = items[index]!;
    update(index, { unit });
    calculate(index, item.food, item.amount, unit);
  };

  const total = (key: keyof Macros) => items.reduce((sum, item) => sum + (item.nutrition?.[key] ?? 0), 0);
  const calculating = items.some((item) => item.calculating);

  const save = () => {
    if (saveMeal.isPending || items.length === 0) return;
    const body: MealBody = {
      meal: name,
      items: items.map(({ food, amount, unit, nutrition }) => {
        const label = unitLabel(food, unit).slice(0, 50);
        return {
          name: food.description.slice(0, 200),
          qty: `${amount} ${label}`,
          fdcId: food.fdcId,
          amount,
          unit: label,
          portionSize: round1(amount * unitGrams(food, unit)),
          portionUnit: 'g',
          calories: round1(nutrition?.calories ?? 0),
          protein: round1(nutrition?.protein ?? 0),
          carbs: round1(nutrition?.carbs ?? 0),
          fat: round1(nutrition?.fat ?? 0),
          brandOwner: food.brandOwner?.slice(0, 200) ?? null,
        };
      }),
      calories: round1(total('calories')),
      protein: round1(total('protein')),
      carbs: round1(total('carbs')),
      fat: round1(total('fat')),
      logTime: combineDayAndTime(date, defaultTimeFor(date)) ?? new Date().toISOString(),
    };
    saveMeal.mutate(
      { date, body },
      {
        onSuccess: () => {
          toast({ title: 'Meal saved successfully', description: `Your ${name} has been logged.` });
          navigate(`/nutrition?date=${date}`);
          setTimeout(clearMealSelection, CLEAR_SELECTION_DELAY_MS);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to save meal. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-4 pb-64">
      <header className="sticky top-0 z-10 -mx-4 flex items-center gap-2 bg-background/95 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 backdrop-blur">
        <Button variant="ghost" size="icon" className="-ml-2" aria-label="Back" onClick={() => navigate(`/nutrition/log?date=${date}`)}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">Adjust Portions</h1>
          <p className="truncate text-sm text-muted-foreground">Set how much you had of each food</p>
        </div>
      </header>

      <ul className="space-y-3 pt-2">
        {items.map((item, index) => (
          <li key={`${String(item.food.fdcId)}-${index}`}>
            <Card className="space-y-3 p-4" aria-label={item.food.description}>
              <div>
                <h2 className="font-semibold leading-snug">{item.food.description}</h2>
                {item.food.brandOwner && <p className="text-xs text-muted-foreground">{item.food.brandOwner}</p>}
              </div>
              <div className="grid grid-cols-2 gap-3">
                <div className="space-y-1">
                  <Label htmlFor={`amount-${index}`}>Amount</Label>
                  <Input
                    id={`amount-${index}`}
                    type="number"
                    inputMode="decimal"
                    min={0.1}
                    step={0.1}
                    value={item.amountText}
                    onChange={(e) => changeAmount(index, e.target.value)}
                    onBlur={() => blurAmount(index)}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`unit-${index}`}>Unit</Label>
                  <Select id={`unit-${index}`} value={item.unit} onChange={(e) => changeUnit(index, e.target.value)}>
                    {PORTION_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {unit}
                      </option>
                    ))}
                    {item.food.portions.map((_, i) => (
                      <option key={`${PORTION_PREFIX}${i}`} value={`${PORTION_PREFIX}${i}`}>
                        {portionLabel(item.food, i)}
                      </option>
                    ))}
                  </Select>
                </div>
              </div>
              {item.calculating ? (
                <p className="text-sm text-muted-foreground" role="status">
                  Calculating...
                </p>
              ) : (
                <MacroGrid macros={item.nutrition ?? { calories: 0, protein: 0, carbs: 0, fat: 0 }} />
              )}
            </Card>
          </li>
        ))}
      </ul>

      <footer className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur">
        <section className="mx-auto w-full max-w-2xl space-y-3 px-4" aria-label="Total Nutrition">
          <h2 className="text-sm font-semibold">Total Nutrition</h2>
          <MacroGrid macros={{ calories: total('calories'), protein: total('protein'), carbs: total('carbs'), fat: total('fat') }} />
          <Button className="w-full" onClick={save} disabled={saveMeal.isPending || calculating}>
            {saveMeal.isPending ? 'Saving...' : `Save ${name}`}
          </Button>
        </section>
      </footer>
    </main>
  );
}

function MacroGrid({ macros }: { macros: Macros }) {
  return (
    <dl className="grid grid-cols-4 gap-2 rounded-xl bg-muted/60 p-2 text-center">
      {(
        [
          ['Calories', whole.format(macros.calories)],
          ['Protein', `${grams(macros.protein)}g`],
          ['Carbs', `${grams(macros.carbs)}g`],
          ['Fat', `${grams(macros.fat)}g`],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="truncate text-sm font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
