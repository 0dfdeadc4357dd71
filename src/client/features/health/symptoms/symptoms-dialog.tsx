import { useState, type FormEvent } from 'react';
import { Minus, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import {
  QUICK_SYMPTOM_INTENSITY,
  SCORE_MAX,
  SCORE_MIN,
  SYMPTOM_NAME_MAX,
  type SymptomBody,
  type SymptomEntry,
} from '../../../../shared/health.js';
import { useLogSymptoms } from '../api/log-symptoms';
import { severityLabel } from './severity';

interface Row {
  key: number;
  name: string;
  intensity: number;
  /** Carried from a draft as they were: the dialog shows name and intensity only. */
  notes?: string;
  timestamp?: string;
}

let nextKey = 1;
const newRow = (from?: SymptomBody): Row => ({
  key: nextKey++,
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
  onSaved?(entries: SymptomEntry[]): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** 'Log Symptoms': rows of name and intensity; blank rows are ignored; none named just closes. */
export function SymptomsDialog({ open, onOpenChange, ...props }: SymptomsDialogProps) {
  if (!open) return null;
  return <SymptomsForm {...props} onClose={() => onOpenChange(false)} />;
}

function SymptomsForm({ date, draft, onSaved, onClose }: Omit<SymptomsDialogProps, 'open' | 'onOpenChange'> & { onClose(): void }) {
  const [rows, setRows] = useState<Row[]>(() => (draft?.length ? draft.map(newRow) : [newRow()]));
  const logSymptoms = useLogSymptoms();
  const update = (key: number, change: Partial<Row>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = rows.filter((row) => row.name.trim());
    if (!named.length) return onClose();
    logSymptoms.mutate(
      {
        date,
        symptoms: named.map(({ name, intensity, notes, timestamp }) => ({
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
        onError: (error) =>
          toast({
            title: 'Error',
            description: refusalMessage(error, 'Failed to log symptoms. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Log Symptoms">
      <form onSubmit={submit} className="space-y-3">
        {rows.map((row, index) => (
          <div key={row.key} className="flex items-center gap-2">
            <label htmlFor={`symptom-${row.key}`} className="sr-only">
              Symptom {index + 1}
            </label>
            <Input
              id={`symptom-${row.key}`}
              placeholder="Symptom name"
              maxLength={SYMPTOM_NAME_MAX}
              value={row.name}
              onChange={(e) => update(row.key, { name: e.target.value })}
              className="min-w-0 flex-1"
            />
            <div className="flex shrink-0 items-center gap-1" role="group" aria-label={`Intensity of symptom ${index + 1}`}>
              <Button
                variant="outline"
                size="icon"
                className="h-9! w-9!"
                aria-label="Less intense"
                disabled={row.intensity <= SCORE_MIN}
                onClick={() => update(row.key, { intensity: row.intensity - 1 })}
              >
                <Minus className="h-4 w-4" aria-hidden="true" />
              </Button>
              <span className="w-6 text-center font-bold tabular-nums" aria-live="polite" title={severityLabel(row.intensity) ?? undefined}>
                {row.intensity}
              </span>
              <Button
                variant="outline"
                size="icon"
                className="h-9! w-9!"
                aria-label="More intense"
                disabled={row.intensity >= SCORE_MAX}
                onClick={() => update(row.key, { intensity: row.intensity + 1 })}
              >
                <Plus className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
            {rows.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                className="h-9! w-9!"
                aria-label={`Remove symptom ${index + 1}`}
                onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        <Button variant="link" className="px-0!" onClick={() => setRows([...rows, newRow()])}>
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
