import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the server's field problems (`issues` of a refused save) next to the fields they concern,
 * as react-hook-form errors. `renamed` maps a request field the form holds under another name
 * (the `timestamp` built from a `time` input) to its form field. Answers whether any was shown,
 * so the caller toasts only the rest.
 */
export function showServerIssues<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: unknown,
  fields: readonly Path<T>[],
  renamed: Readonly<Partial<Record<string, Path<T>>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const issue of error.issues) {
    const field = renamed[issue.path] ?? fields.find((name) => name === issue.path);
    if (!field) continue;
    form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
