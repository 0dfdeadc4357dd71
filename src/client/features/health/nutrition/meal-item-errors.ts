import type { ComponentProps } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { MealFormValues } from './meal-form';
import type { OwnFoodValues, PortionFields } from './portion-fields';

export type ItemErrors = FieldErrors<MealFormValues['items'][number]> | undefined;
export type PortionErrors = ComponentProps<typeof PortionFields>['errors'];

/** The problems an item's amount and unit fields show. */
export const portionErrors = (errors: ItemErrors): PortionErrors => ({ amount: errors?.amount?.message, unit: errors?.unit?.message });

/** The problems the values of a food of one's own show. */
export const valueErrors = (errors: ItemErrors): ComponentProps<typeof OwnFoodValues>['errors'] => ({
  calories: errors?.calories?.message,
  protein: errors?.protein?.message,
  carbs: errors?.carbs?.message,
  fat: errors?.fat?.message,
});
