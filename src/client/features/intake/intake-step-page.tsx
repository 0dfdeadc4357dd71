import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { EMPTY_INTAKE, IntakeFields, type IntakeValues } from '@/components/intake-fields';
import { errorMessage } from '@/lib/api';
import { OnboardingFrame } from '@/components/onboarding-frame';
import { INTAKE_FIELDS } from '../../../shared/intake.js';
import { useSaveIntakeForm } from './api/intake-form';

/** Trimmed values, or null when all four are empty (Continue then skips the call). */
export function intakeToSave(values: IntakeValues): IntakeValues | null {
  const trimmed = Object.fromEntries(INTAKE_FIELDS.map((f) => [f, values[f].trim()])) as IntakeValues;
  return INTAKE_FIELDS.every((f) => trimmed[f] === '') ? null : trimmed;
}

/** The optional intake step of onboarding (/onboarding/intake). */
export function IntakeStepPage() {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<IntakeValues>(EMPTY_INTAKE);
  const save = useSaveIntakeForm();
  const toTerms = () => navigate('/terms-of-service');

  const next = () => {
    const body = intakeToSave(values);
    if (!body) return toTerms();
    save.mutate(body, {
      onSuccess: toTerms,
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to save your information. Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <OnboardingFrame
      step={2}
      back="/onboarding/name"
      title="Tell Willow about your health journey"
      subtitle="Optional: share as much or as little as you like. You can change it later."
    >
      <IntakeFields values={values} onChange={setValues} />
      <div className="mt-6 flex flex-col gap-2">
        <Button size="lg" onClick={next} disabled={save.isPending}>
          {save.isPending ? 'Redirecting to Terms of Service...' : 'Continue'}
        </Button>
        <Button variant="ghost" onClick={toTerms}>
          I'll fill this out later
        </Button>
      </div>
    </OnboardingFrame>
  );
}
