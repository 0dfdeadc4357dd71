import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { EMPTY_INTAKE, IntakeFields, intakeValuesSchema, type IntakeValues } from '@/components/intake-fields';
import { OnboardingFrame } from '@/components/onboarding-frame';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { showServerIssues } from '@/lib/server-issues';
import { INTAKE_FIELDS } from '../../../shared/intake.js';
import { useSaveIntakeForm } from './api/save-intake-form';

/** Trimmed values, or null when all four are empty (Continue then skips the call). */
export function intakeToSave(values: IntakeValues): IntakeValues | null {
  const trimmed = Object.fromEntries(INTAKE_FIELDS.map((f) => [f, values[f].trim()])) as IntakeValues;
  return INTAKE_FIELDS.every((f) => trimmed[f] === '') ? null : trimmed;
}

/** The optional intake step of onboarding (/onboarding/intake). */
export function IntakeStepPage() {
  const [, navigate] = useLocation();
  const form = useForm<IntakeValues>({ resolver: zodResolver(intakeValuesSchema), defaultValues: EMPTY_INTAKE });
  const [leaving, setLeaving] = useState(false);
  const save = useSaveIntakeForm();
  const toTerms = () => {
    setLeaving(true);
    navigate('/terms-of-service');
  };

  const next = form.handleSubmit((values) => {
    const body = intakeToSave(values);
    if (!body) return toTerms();
    save.mutate(body, {
      onSuccess: toTerms,
      onError: (error) => {
        if (showServerIssues(form, error, INTAKE_FIELDS)) return;
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save your information. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  const busy = save.isPending || leaving;
  return (
    <OnboardingFrame
      step={2}
      back="/onboarding/name"
      title="Tell Willow about your health journey"
      subtitle="Optional: share as much or as little as you like. You can add to it later from the menu."
    >
      <IntakeFields form={form} />
      <div className="mt-6 flex flex-col gap-2">
        <Button size="lg" onClick={() => void next()} disabled={busy}>
          {busy ? 'Redirecting to Terms of Service...' : 'Continue'}
        </Button>
        <Button variant="ghost" onClick={toTerms} disabled={busy}>
          I'll fill this out later
        </Button>
      </div>
    </OnboardingFrame>
  );
}
