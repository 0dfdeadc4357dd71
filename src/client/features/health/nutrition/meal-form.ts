import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { hasFoodSource } from '../../../../shared/foods.js';
import { mealBodySchema } from '../../../../shared/health.js';
import type { DraftItem } from './meal-draft';

/** What Save checks with the meal write's rules: the items as they are sent, and the time ("HH:mm" on the dialog's day). */
export const mealFormSchema = mealBodySchema.pick({ items: true }).extend({ time: z.string() });
export type MealFormValues = z.input<typeof mealFormSchema>;
export type MealForm = z.output<typeof mealFormSchema>;

const MACROS = ['calories', 'protein', 'carbs', 'fat'] as const;

/**
 * Where the dialog shows the server's reasons about a meal of `foods`: at the list for the items
 * as a whole, at each item's amount (its quantity and grams too) and unit, at the values of a food
 * of one's own (a database food's are not fields), and at the time for logTime.
 */
export function mealIssueFields(foods: DraftItem[]) {
  const fields: Path<MealFormValues>[] = ['items'];
  const renamed: Record<string, Path<MealFormValues>> = { logTime: 'time' };
  foods.forEach((food, index) => {
    fields.push(`items.${index}.amount`, `items.${index}.unit`);
    renamed[`items.${index}.qty`] = `items.${index}.amount`;
    renamed[`items.${index}.portionSize`] = `items.${index}.amount`;
    renamed[`items.${index}.portionUnit`] = `items.${index}.unit`;
    if (!hasFoodSource(food.fdcId)) fields.push(...MACROS.map((key) => `items.${index}.${key}` as const));
  });
  return { fields, renamed };
}
