import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { IntakeBody, IntakeForm } from '../../../../shared/intake.js';

export const intakeFormQueryOptions = () =>
  queryOptions({ queryKey: ['/api/intake-form'], queryFn: () => apiRequest<IntakeForm>('GET', '/api/intake-form') });

export const useIntakeForm = (enabled = true) => useQuery({ ...intakeFormQueryOptions(), enabled });

/** POST /api/intake-form; refreshes the form (and the drawer's incomplete dot). */
export function useSaveIntakeForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeBody) => apiRequest<IntakeForm>('POST', '/api/intake-form', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakeFormQueryOptions().queryKey }),
  });
}
