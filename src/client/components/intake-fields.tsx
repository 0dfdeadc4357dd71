import { Label, Textarea } from '@/components/ui/field';
import { INTAKE_FIELDS, INTAKE_LIMITS, type IntakeField } from '../../shared/intake.js';

export type IntakeValues = Record<IntakeField, string>;
export const EMPTY_INTAKE: IntakeValues = { storyAndVision: '', currentLandscape: '', journeyDetails: '', finalDetails: '' };

export const INTAKE_LABELS: Record<IntakeField, { label: string; placeholder: string }> = {
  storyAndVision: { label: 'Your Story & Vision', placeholder: 'What brought you here, and what would feeling well look like for you?' },
  currentLandscape: { label: 'Current Health Challenges', placeholder: 'Symptoms or conditions you live with day to day' },
  journeyDetails: { label: "What You've Tried", placeholder: 'Treatments, diets, supplements or changes so far' },
  finalDetails: { label: 'Additional Context', placeholder: 'Anything else Willow should know' },
};

/** The four intake textareas; with `withLimits` they carry the modal's limits and counters. */
export function IntakeFields({
  values,
  onChange,
  withLimits = false,
}: {
  values: IntakeValues;
  onChange(values: IntakeValues): void;
  withLimits?: boolean;
}) {
  return (
    <div className="space-y-4">
      {INTAKE_FIELDS.map((field) => (
        <div key={field}>
          <Label htmlFor={`intake-${field}`}>
            {INTAKE_LABELS[field].label}
            {withLimits && field === 'finalDetails' && <span className="ml-1 font-normal text-muted-foreground">(Optional)</span>}
          </Label>
          <Textarea
            id={`intake-${field}`}
            value={values[field]}
            placeholder={INTAKE_LABELS[field].placeholder}
            maxLength={INTAKE_LIMITS[field]}
            onChange={(e) => onChange({ ...values, [field]: e.target.value })}
          />
          {withLimits && (
            <p className="mt-1 text-right text-xs text-muted-foreground">
              {values[field].length}/{INTAKE_LIMITS[field]} characters
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
