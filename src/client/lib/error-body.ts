import { errorBodySchema, type ErrorBody } from '../../shared/errors.js';

/** A parsed error body checked against the shared error schema; null when it is not that shape. Loaded on the first error only. */
export function readErrorBody(parsed: unknown): ErrorBody | null {
  const checked = errorBodySchema.safeParse(parsed);
  return checked.success ? checked.data : null;
}
