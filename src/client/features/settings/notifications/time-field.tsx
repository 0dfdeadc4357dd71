import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { showServerIssues } from '@/lib/server-issues';

/** Called when a save is refused: answers whether the server's reasons were shown (then no toast is needed). */
export type ShowIssues = (error: Error) => boolean;

interface TimeFieldProps {
  label: string;
  value: string;
  /** The preference's rule for a time (the shared schema's). */
  rule: z.ZodType<string, string>;
  /** The preference's names in the server's issues (`quietHoursStart`, `checkInTimes.1`): their reasons show under the field. */
  issuePaths: readonly string[];
  onSave: (value: string, showIssues: ShowIssues) => void;
  hint?: string;
}

/**
 * A labelled time input that saves when the person leaves it (or presses Enter) with a time the
 * preference's rule accepts, so typing 0, 8, 3, 0 saves 08:30 once rather than four times; an
 * unusable time goes back to the saved one.
 */
export function TimeField({ label, value, rule, issuePaths, onSave, hint }: TimeFieldProps) {
  const id = useId();
  const form = useForm<{ time: string }>({
    resolver: zodResolver(z.object({ time: rule })),
    values: { time: value },
    // Checked when the person leaves the field, not while typing.
    reValidateMode: 'onSubmit',
    // A refused save puts the old value back; the server's reason for it stays.
    resetOptions: { keepErrors: true },
  });
  const error = form.formState.errors.time?.message;
  // The saved time goes back here rather than through `values` alone: when the shown-at-once time and
  // its rollback reach React in one render, `values` never changes and the refused time would stay.
  const showIssues: ShowIssues = (failure) => {
    form.reset({ time: value });
    return showServerIssues(form, failure, [], Object.fromEntries(issuePaths.map((path) => [path, 'time' as const])));
  };
  const commit = form.handleSubmit(
    ({ time }) => {
      if (time !== value) onSave(time, showIssues);
    },
    () => form.reset({ time: value }),
  );
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          )}
        </div>
        <Input
          id={id}
          type="time"
          className="w-36! shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...form.register('time', { onBlur: () => void commit() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void commit();
          }}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
