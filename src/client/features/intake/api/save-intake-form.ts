import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { IntakeBody, IntakeForm } from '../../../../shared/intake.js';
import { intakeFormQueryOptions } from './get-intake-form';

/** POST /api/intake-form. */
export const saveIntakeForm = (body: IntakeBody) => apiRequest<NonNullable<IntakeForm>>('POST', '/api/intake-form', body);

/** Saves the story; the answer is the saved form, so it replaces the cached one (clearing the drawer's dot). */
export function useSaveIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntakeForm,
    onSuccess: (form) => queryClient.setQueryData(intakeFormQueryOptions().queryKey, form),
  });
}
