import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { IntakeForm } from '../../../../shared/intake.js';

/** GET /api/intake-form: the saved story, or null when none was saved yet (the drawer's dot). */
export const getIntakeForm = () => apiRequest<IntakeForm>('GET', '/api/intake-form');

export const intakeFormQueryOptions = () => queryOptions({ queryKey: ['/api/intake-form'], queryFn: getIntakeForm });

/** `refetchOnOpen` reads the form afresh each time a consumer (the modal) mounts. */
export const useIntakeForm = ({ enabled = true, refetchOnOpen = false }: { enabled?: boolean; refetchOnOpen?: boolean } = {}) =>
  useQuery({ ...intakeFormQueryOptions(), enabled, refetchOnMount: refetchOnOpen ? 'always' : true });

/** The drawer's dot: the form was read and there is no record (no id). */
export const isIntakeIncomplete = (form: IntakeForm | undefined, loaded: boolean) => loaded && !form?.id;
