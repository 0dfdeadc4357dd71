import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EMPTY_INTAKE, IntakeFields, type IntakeValues } from '@/components/intake-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
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
  onOpenChange(open: boolean): void;
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

function IntakeModalForm({ onDone, onComplete }: { onDone(): void; onComplete?: () => void }) {
  const form = useIntakeForm({ refetchOnOpen: true });
  const save = useSaveIntakeForm();
  const [values, setValues] = useState<IntakeValues>(EMPTY_INTAKE);
  const edited = useRef(false);

  // Prefill once the fresh read arrives, unless the person has already started typing.
  useEffect(() => {
    if (form.data && !form.isFetching && !edited.current) {
      const { id: _id, ...fields } = form.data;
      setValues(fields);
    }
  }, [form.data, form.isFetching]);

  const change = (next: IntakeValues) => {
    edited.current = true;
    setValues(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSaveIntake(values, save.isPending)) return;
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'Your health information has been saved successfully.' });
        onComplete?.();
        onDone();
      },
      onError: () =>
        toast({ title: 'Error', description: 'There was an error saving your information. Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} aria-busy={form.isFetching}>
      <IntakeFields values={values} onChange={change} withLimits idPrefix="intake-modal" />
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
