import { zodResolver } from '@hookform/resolvers/zod';
import { Minus, Plus, X } from 'lucide-react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import { showServerIssues } from '@/lib/server-issues';
import {
  QUICK_SYMPTOM_INTENSITY,
  SCORE_MAX,
  SCORE_MIN,
  SYMPTOM_NAME_MAX,
  symptomBodySchema,
  type SymptomBody,
  type SymptomEntry,
} from '../../../../shared/health.js';
import { useLogSymptoms } from '../api/log-symptoms';
import { severityLabel } from './severity';

const isNamed = (row: { name: string }) => row.name.trim() !== '';

/**
 * A row with the rules of one symptom of POST /api/health/{date}/symptoms; a blank row is left
 * out of the save, so its name is checked only when there is one. Notes and time are carried
 * from a draft as they were: the dialog shows name and intensity only.
 */
const rowSchema = z
  .object({
    name: z.string(),
    intensity: symptomBodySchema.shape.intensity,
    notes: z.string().optional(),
    timestamp: z.string().optional(),
  })
  .superRefine((row, ctx) => {
    if (!isNamed(row)) return;
    const name = symptomBodySchema.shape.name.safeParse(row.name);
    for (const issue of name.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: ['name'], message: issue.message });
  });
const symptomsFormSchema = z.object({ rows: z.array(rowSchema) });
type SymptomsForm = z.infer<typeof symptomsFormSchema>;
type Row = SymptomsForm['rows'][number];

const newRow = (from?: SymptomBody): Row => ({
  name: from?.name ?? '',
  intensity: from?.intensity ?? QUICK_SYMPTOM_INTENSITY,
  notes: from?.notes,
  timestamp: from?.timestamp,
});

interface SymptomsDialogProps {
  date: string;
  /** Symptoms filled in ahead (an entry Willow proposed). */
  draft?: SymptomBody[];
  /** Called with the saved entries before the dialog closes. */
  onSaved?: (entries: SymptomEntry[]) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Log Symptoms': rows of name and intensity; blank rows are ignored; none named just closes. */
export function SymptomsDialog({ open, onOpenChange, ...props }: SymptomsDialogProps) {
  if (!open) return null;
  return <SymptomsForm {...props} onClose={() => onOpenChange(false)} />;
}

function SymptomsForm({ date, draft, onSaved, onClose }: Omit<SymptomsDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const form = useForm<SymptomsForm>({
    resolver: zodResolver(symptomsFormSchema),
    defaultValues: { rows: draft?.length ? draft.map(newRow) : [newRow()] },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = form.watch('rows');
  const { errors } = form.formState;
  const logSymptoms = useLogSymptoms();

  const submit = form.handleSubmit(({ rows }) => {
    const named = rows.flatMap((row, index) => (isNamed(row) ? [{ row, index }] : []));
    if (!named.length) return onClose();
    // The server numbers the symptoms it was sent, the named rows only.
    const rowNames = Object.fromEntries(
      named.map(({ index }, sent) => [`symptoms.${sent}.name`, `rows.${index}.name` as Path<SymptomsForm>]),
    );
    logSymptoms.mutate(
      {
        date,
        symptoms: named.map(({ row: { name, intensity, notes, timestamp } }) => ({
          name: name.trim(),
          intensity,
          ...(notes && { notes }),
          ...(timestamp && { timestamp }),
        })),
      },
      {
        onSuccess: (entries) => {
          onSaved?.(entries);
          onClose();
        },
        onError: (error) => {
          if (showServerIssues(form, error, [], rowNames)) return;
          toast({
            title: 'Error',
            description: refusalMessage(error, 'Failed to log symptoms. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Log Symptoms">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        {fields.map((field, index) => {
          const intensity = rows[index]?.intensity ?? QUICK_SYMPTOM_INTENSITY;
          const setIntensity = (next: number) => form.setValue(`rows.${index}.intensity`, next);
          const error = errors.rows?.[index]?.name?.message;
          const id = `symptom-${field.id}`;
          return (
            <div key={field.id} className="space-y-1">
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="sr-only">
                  Symptom {index + 1}
                </label>
                <Input
                  id={id}
                  placeholder="Symptom name"
                  maxLength={SYMPTOM_NAME_MAX}
                  className="min-w-0 flex-1"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...form.register(`rows.${index}.name`)}
                />
                <div className="flex shrink-0 items-center gap-1" role="group" aria-label={`Intensity of symptom ${index + 1}`}>
                  <Button
                    variant="outline"
                    size="icon"
                    className="h-9! w-9!"
                    aria-label="Less intense"
                    disabled={intensity <= SCORE_MIN}
                    onClick={() => setIntensity(intensity - 1)}
                  >
                    <Minus className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <span className="w-6 text-center font-bold tabular-nums" aria-live="polite" title={severityLabel(intensity) ?? undefined}>
                    {intensity}
                  </span>
                  <Button
                    variant="outline"
                    size="icon"
                    className="h-9! w-9!"
                    aria-label="More intense"
                    disabled={intensity >= SCORE_MAX}
                    onClick={() => setIntensity(intensity + 1)}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9! w-9!"
                    aria-label={`Remove symptom ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        })}
        <Button variant="link" className="px-0!" onClick={() => append(newRow())}>
          + Add another
        </Button>
        <DialogActions>
          <Button type="submit" disabled={logSymptoms.isPending}>
            Save Symptoms
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
