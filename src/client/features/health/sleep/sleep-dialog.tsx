import { useState } from 'react';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import type { SleepEntry } from '../../../../shared/health.js';
import { SLEEP_QUALITY_LABELS, sleepBodySchema, type SleepBody } from '../../../../shared/sleep.js';
import { useDeleteEntry } from '../api/delete-entry';
import { useSaveSleep } from '../api/save-sleep';
import { fromDay } from '../dates';
import { ScoreScale } from '../scores/score-scale';

export interface SleepDialogProps {
  /** The day the person woke. */
  date: string;
  /** The night already logged for the day: the dialog edits it. */
  entry?: SleepEntry | null;
  /** A night filled in ahead (one Willow proposed). */
  draft?: SleepBody;
  onSaved?: (entry: { id: string }) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Mode = 'hours' | 'times';

/** The sleep log: hours slept, or bedtime and wake time; quality 1 to 5; how often the person woke. */
export function SleepDialog(props: SleepDialogProps) {
  // Mounted afresh on each open. Not keyed by the night: saving a new night brings its id in
  // before the dialog closes, and a remount there would drop the close and leave 'Edit Sleep' open.
  if (!props.open) return null;
  return <SleepForm {...props} />;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function SleepForm({ date, entry, draft, onSaved, open, onOpenChange }: SleepDialogProps) {
  const start = entry ?? draft;
  const [mode, setMode] = useState<Mode>(start?.bedtime ? 'times' : 'hours');
  const [hours, setHours] = useState(start?.bedtime ? '' : text(start?.hours));
  const [bedtime, setBedtime] = useState(start?.bedtime ?? '');
  const [wakeTime, setWakeTime] = useState(start?.wakeTime ?? '');
  const [quality, setQuality] = useState<number | null>(start?.quality ?? null);
  const [wakings, setWakings] = useState(text(start?.wakings));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSleep();
  const remove = useDeleteEntry();
  const close = () => onOpenChange(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...(mode === 'hours' && hours.trim() ? { hours: Number(hours) } : {}),
      ...(mode === 'times' && (bedtime || wakeTime) ? { bedtime: bedtime || undefined, wakeTime: wakeTime || undefined } : {}),
      ...(quality !== null ? { quality } : {}),
      ...(wakings.trim() ? { wakings: Number(wakings) } : {}),
    };
    const checked = sleepBodySchema.safeParse(body);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check the night’s details');
    setProblem(null);
    save.mutate(
      { date, id: entry?.id, body: checked.data },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          close();
        },
        onError: (error) => setProblem(refusalMessage(error, 'Failed to save sleep. Please try again.')),
      },
    );
  };

  const deleteNight = () => {
    if (!entry) return;
    remove.mutate(
      { date, segment: 'sleep', id: entry.id },
      {
        onSuccess: () => {
          toast({ title: 'Sleep deleted', description: 'The night has been removed.' });
          close();
        },
        onError: () => toast({ title: 'Error', description: 'Failed to delete sleep. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? 'Edit Sleep' : 'How did you sleep?'}
      description={`The night before ${format(fromDay(date), 'EEEE, MMMM d')}`}
    >
      <form onSubmit={submit} className="space-y-5" noValidate>
        <div role="radiogroup" aria-label="How to give the time asleep" className="grid grid-cols-2 gap-1.5">
          {(['hours', 'times'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              role="radio"
              aria-checked={mode === choice}
              onClick={() => setMode(choice)}
              className={cn(
                'cursor-pointer rounded-xl border px-2 py-2 text-sm font-semibold',
                mode === choice ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
              )}
            >
              {choice === 'hours' ? 'Hours slept' : 'Bed and wake time'}
            </button>
          ))}
        </div>
        {mode === 'hours' ? (
          <div className="space-y-1.5">
            <Label htmlFor="sleep-hours">Hours slept</Label>
            <Input
              id="sleep-hours"
              type="number"
              inputMode="decimal"
              min={0}
              max={24}
              step={0.25}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
            />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="sleep-bedtime">Went to bed</Label>
              <Input id="sleep-bedtime" type="time" value={bedtime} onChange={(e) => setBedtime(e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="sleep-wake">Woke up</Label>
              <Input id="sleep-wake" type="time" value={wakeTime} onChange={(e) => setWakeTime(e.target.value)} />
            </div>
          </div>
        )}
        <div className="space-y-1.5">
          <p className="text-sm font-medium">Quality</p>
          <ScoreScale labels={SLEEP_QUALITY_LABELS} value={quality ?? 0} onChange={setQuality} name="Sleep quality" />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="sleep-wakings">Times woken (optional)</Label>
          <Input
            id="sleep-wakings"
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            step={1}
            value={wakings}
            onChange={(e) => setWakings(e.target.value)}
          />
        </div>
        <FieldError id="sleep-error" message={problem ?? undefined} />
        <DialogActions className="justify-between!">
          {entry ? (
            <Button variant="ghost" className="text-destructive" onClick={deleteNight} disabled={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={save.isPending}>
            {entry ? 'Update Sleep' : 'Save Sleep'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
