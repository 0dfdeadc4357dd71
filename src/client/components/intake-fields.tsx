import type { UseFormReturn } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { INTAKE_FIELDS, INTAKE_LIMITS, intakeBodySchema, type IntakeField } from '../../shared/intake.js';

/** The form's values, checked by the rules of POST /api/intake-form; the form always holds all four. */
export const intakeValuesSchema = intakeBodySchema.required();
export type IntakeValues = Record<IntakeField, string>;
export const EMPTY_INTAKE: IntakeValues = { storyAndVision: '', currentLandscape: '', journeyDetails: '', finalDetails: '' };

export const INTAKE_LABELS: Record<IntakeField, { label: string; placeholder: string }> = {
  storyAndVision: { label: 'Your Story & Vision', placeholder: 'What brought you here, and what would feeling well look like for you?' },
  currentLandscape: { label: 'Current Health Challenges', placeholder: 'Symptoms or conditions you live with day to day' },
  journeyDetails: { label: "What You've Tried", placeholder: 'Treatments, diets, supplements or changes so far' },
  finalDetails: { label: 'Additional Context', placeholder: 'Anything else Willow should know' },
};

/** "n/max characters" under each field of the modal. */
export const intakeCounter = (field: IntakeField, value: string) => `${value.length}/${INTAKE_LIMITS[field]} characters`;

/**
 * The four intake textareas of a form checked by the shared intake rules (onboarding step and the
 * 'Tell Us Your Story' modal), each with its problem, the form's or the server's, under it. With
 * `withLimits` they carry the modal's limits, counters and the Optional mark.
 */
export function IntakeFields({
  form,
  withLimits = false,
  idPrefix = 'intake',
}: {
  form: UseFormReturn<IntakeValues>;
  withLimits?: boolean;
  idPrefix?: string;
}) {
  const values = form.watch();
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      {INTAKE_FIELDS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const counter = intakeCounter(field, values[field]);
        const near = values[field].length >= INTAKE_LIMITS[field] * 0.9;
        const error = errors[field]?.message;
        const describedBy = [error && `${id}-error`, withLimits && `${id}-count`].filter(Boolean).join(' ');
        return (
          <div key={field}>
            <Label htmlFor={id}>
              {INTAKE_LABELS[field].label}
              {withLimits && field === 'finalDetails' && <span className="ml-1 font-normal text-muted-foreground">(Optional)</span>}
            </Label>
            <Textarea
              id={id}
              placeholder={INTAKE_LABELS[field].placeholder}
              maxLength={INTAKE_LIMITS[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              {...form.register(field)}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-destructive">
                {error}
              </p>
            )}
            {withLimits && (
              <p
                id={`${id}-count`}
                className={cn('mt-1 text-right text-xs', near ? 'font-semibold text-primary' : 'text-muted-foreground')}
              >
                {counter}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
