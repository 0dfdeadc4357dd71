import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { showServerIssues } from '@/lib/server-issues';
import { mealTypeForHour, type Meal, type MealBody } from '../../../../shared/health.js';
import { useSaveMeal } from '../api/save-meal';
import { STILL_TO_COME, combineDayAndTime, defaultTimeFor, isStillToCome, timeOf } from '../dates';
import { mealBodyOf, toMealItem, type DraftItem } from './meal-draft';
import { mealFormSchema, mealIssueFields, type MealForm, type MealFormValues } from './meal-form';

interface MealFormOptions {
  date: string;
  meal?: Meal;
  draft?: MealBody;
  onSaved?: (meal: Meal) => void;
  close: () => void;
}

/** The meal dialog's time field and its save: the meal's rules check the foods put together, the server's reasons show in place. */
export function useMealForm({ date, meal, draft, onSaved, close }: MealFormOptions) {
  const loggedAt = meal?.logTime ?? draft?.logTime;
  const form = useForm<MealFormValues, unknown, MealForm>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: { items: [], time: loggedAt ? timeOf(loggedAt) : defaultTimeFor(date) },
  });
  const save = useSaveMeal();

  const saveMeal = (foods: DraftItem[]) =>
    form.handleSubmit(({ items: mealItems, time }) => {
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

  /** Save with these foods; nothing to save closes the dialog; nothing is sent while a food is being calculated or over its limit. */
  const submit = (event: FormEvent, foods: DraftItem[], blocked: boolean) => {
    event.preventDefault();
    if (foods.length === 0) return close();
    if (blocked || save.isPending) return;
    // The foods put together in the dialog are what Save sends: as the form's items, the meal write's rules check them.
    form.setValue('items', foods.map(toMealItem));
    void saveMeal(foods)(event);
  };

  return { form, submit, saving: save.isPending };
}
