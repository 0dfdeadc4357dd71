import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EMPTY_INTAKE, IntakeFields, intakeValuesSchema, type IntakeValues } from '@/components/intake-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { showServerIssues } from '@/lib/server-issues';
import { INTAKE_FIELDS } from '../../../shared/intake.js';
import { useIntakeForm } from './api/get-intake-form';
import { useSaveIntakeForm } from './api/save-intake-form';

/** Save needs a story and no request in flight (app-spec section 5). */
export const canSaveIntake = (values: IntakeValues, pending: boolean) => !pending && values.storyAndVision.trim() !== '';

/** 'Tell Us Your Story': reads the saved form when opened, saves the values as typed (untrimmed). */
export function IntakeModal({
  open,
  onOpenChange,
  onComplete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete?: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Tell Us Your Story"
      description="The more Willow knows about your health journey, the more personal its guidance can be."
    >
      {open && <IntakeModalForm onDone={() => onOpenChange(false)} onComplete={onComplete} />}
    </Dialog>
  );
}

function IntakeModalForm({ onDone, onComplete }: { onDone: () => void; onComplete?: () => void }) {
  const saved = useIntakeForm({ refetchOnOpen: true });
  const save = useSaveIntakeForm();
  const form = useForm<IntakeValues>({ resolver: zodResolver(intakeValuesSchema), defaultValues: EMPTY_INTAKE });
  const { isDirty } = form.formState;
  const values = form.watch();

  // Prefill once the fresh read arrives, unless the person has already started typing.
  useEffect(() => {
    if (saved.data && !saved.isFetching && !isDirty) {
      const { id: _id, ...fields } = saved.data;
      form.reset(fields);
    }
  }, [saved.data, saved.isFetching, isDirty, form]);

  const submit = form.handleSubmit((body) => {
    if (!canSaveIntake(body, save.isPending)) return;
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'Your health information has been saved successfully.' });
        onComplete?.();
        onDone();
      },
      onError: (error) => {
        if (showServerIssues(form, error, INTAKE_FIELDS)) return;
        toast({ title: 'Error', description: 'There was an error saving your information. Please try again.', variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={saved.isFetching}>
      <IntakeFields form={form} withLimits idPrefix="intake-modal" />
      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSaveIntake(values, save.isPending)}>
          Save My Story
        </Button>
      </DialogActions>
    </form>
  );
}
