import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useIntakeForm, useSaveIntakeForm } from './api/intake-form';
import { EMPTY_INTAKE, IntakeFields, type IntakeValues } from '@/components/intake-fields';

/** Save needs a story and no request in flight (app-spec section 5). */
export const canSaveIntake = (values: IntakeValues, pending: boolean) => !pending && values.storyAndVision.trim() !== '';

export function IntakeModal({ open, onOpenChange, onComplete }: { open: boolean; onOpenChange(open: boolean): void; onComplete?: () => void }) {
  const form = useIntakeForm(open);
  const save = useSaveIntakeForm();
  const [values, setValues] = useState<IntakeValues>(EMPTY_INTAKE);

  useEffect(() => {
    if (open && form.data) {
      const { id: _id, ...fields } = form.data;
      setValues(fields);
    }
  }, [open, form.data]);

  const submit = () =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success!', description: 'Your health information has been saved successfully.' });
        onComplete?.();
        onOpenChange(false);
      },
      onError: () =>
        toast({ title: 'Error', description: 'There was an error saving your information. Please try again.', variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Tell Us Your Story" description="The more Willow knows, the more personal its guidance can be.">
      <IntakeFields values={values} onChange={setValues} withLimits />
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!canSaveIntake(values, save.isPending)}>
          Save My Story
        </Button>
      </div>
    </Dialog>
  );
}
