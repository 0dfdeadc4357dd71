import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Redirect, useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { toast } from '@/components/ui/use-toast';
import { showServerIssues } from '@/lib/server-issues';
import { useSaveMeal } from '../api/save-meal';
import { combineDayAndTime, defaultTimeFor, today } from '../dates';
import { draftFromFood, isOverPortionLimit, mealBodyOf, toMealItem, totalsOf } from './meal-draft';
import { mealFormSchema, mealIssueFields, type MealForm, type MealFormValues } from './meal-form';
import { mealName } from './meal-numbers';
import { clearMealSelection, readMealDate, readMealNumber, readSelectedFoods } from './meal-session';
import { ItemNutrition, MacroGrid, PortionFields } from './portion-fields';
import { useMealDraft } from './use-meal-draft';

/** How long after a save the stored selection is cleared (the page has left by then). */
export const CLEAR_SELECTION_DELAY_MS = 500;

/** /nutrition/portions: an amount and unit for each chosen food, its nutrition, and saving the meal. */
export function PortionPage() {
  const [, navigate] = useLocation();
  const [stored] = useState(() => ({ foods: readSelectedFoods(), date: readMealDate() ?? today(), mealNumber: readMealNumber() }));
  const { date, mealNumber } = stored;
  const name = mealName(mealNumber);
  // tracking-spec section 8: on this screen a failed calculation is only logged (the hook logs it).
  const draft = useMealDraft(
    () => (stored.foods ?? []).map(draftFromFood),
    () => {},
  );
  const saveMeal = useSaveMeal();
  // The time is not asked here: the meal is logged at the day's default time.
  const form = useForm<MealFormValues, unknown, MealForm>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: { items: [], time: defaultTimeFor(date) },
  });
  const { errors } = form.formState;

  if (!stored.foods) return <Redirect to={`/nutrition/log?date=${date}`} replace />;

  const send = form.handleSubmit(({ items, time }) => {
    const logTime = combineDayAndTime(date, time) ?? new Date().toISOString();
    const { fields, renamed } = mealIssueFields(draft.items);
    saveMeal.mutate(
      { date, body: mealBodyOf(name, items, logTime) },
      {
        onSuccess: () => {
          toast({ title: 'Meal saved successfully', description: `Your ${name} has been logged.` });
          navigate(`/nutrition?date=${date}`);
          setTimeout(clearMealSelection, CLEAR_SELECTION_DELAY_MS);
        },
        onError: (error) => {
          if (showServerIssues(form, error, fields, renamed)) return;
          toast({ title: 'Error', description: 'Failed to save meal. Please try again.', variant: 'destructive' });
        },
      },
    );
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saveMeal.isPending || draft.items.length === 0) return;
    // The foods as they stand are what Save sends: as the form's items, the meal write's rules check them.
    form.setValue('items', draft.items.map(toMealItem));
    void send(event);
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
        {draft.items.map((item, index) => (
          <li key={item.key}>
            <Card className="space-y-3 p-4" aria-label={item.name}>
              <div>
                <h2 className="font-semibold leading-snug">{item.name}</h2>
                {item.brandOwner && <p className="text-xs text-muted-foreground">{item.brandOwner}</p>}
              </div>
              <PortionFields
                item={item}
                id={String(index)}
                onAmountChange={(text) => {
                  form.clearErrors(`items.${index}`);
                  draft.changeAmount(item.key, text);
                }}
                onAmountBlur={() => draft.blurAmount(item.key)}
                onUnitChange={(unit) => {
                  form.clearErrors(`items.${index}`);
                  draft.changeUnit(item.key, unit);
                }}
                errors={{ amount: errors.items?.[index]?.amount?.message, unit: errors.items?.[index]?.unit?.message }}
              />
              <ItemNutrition item={item} />
            </Card>
          </li>
        ))}
      </ul>

      <footer className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur">
        <section className="mx-auto w-full max-w-2xl space-y-3 px-4" aria-label="Total Nutrition">
          <h2 className="text-sm font-semibold">Total Nutrition</h2>
          <MacroGrid macros={totalsOf(draft.items)} />
          <form onSubmit={save} noValidate className="space-y-2">
            <FieldError id="meal-items-error" message={errors.items?.message ?? errors.items?.root?.message} />
            <Button
              type="submit"
              className="w-full"
              disabled={saveMeal.isPending || draft.calculating || draft.items.some(isOverPortionLimit)}
            >
              {saveMeal.isPending ? 'Saving...' : `Save ${name}`}
            </Button>
          </form>
        </section>
      </footer>
    </main>
  );
}
