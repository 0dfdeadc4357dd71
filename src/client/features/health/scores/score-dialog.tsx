import { useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import { DEFAULT_SCORE, type MoodEntry } from '../../../../shared/health.js';
import { useDeleteEntry } from '../api/delete-entry';
import { useSaveScore } from '../api/save-score';
import { STILL_TO_COME, combineDayAndTime, defaultTimeFor, fromDay, isStillToCome, timeOf } from '../dates';
import type { ScoreKind } from './score-kinds';
import { ScoreScale } from './score-scale';
import { TagPicker } from './tag-picker';

export interface ScoreDialogProps {
  kind: ScoreKind;
  date: string;
  /** The entry being edited; absent to log a new one. */
  entry?: { id: string; score: number; createdAt: string; tags?: string[] };
  /** Prefill for a new entry (the day's average); rounded. */
  initialScore?: number | null;
  /** A new entry filled in ahead (an entry Willow proposed): its score, tags and time. */
  draft?: { score: number; tags?: string[]; timestamp: string };
  /** Called with the saved entry before the dialog closes. */
  onSaved?(entry: { id: string }): void;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The mood or energy log modal: create, or edit with PUT and Delete (tracking-spec sections 2 and 4). */
export function ScoreDialog(props: ScoreDialogProps) {
  // Remounting on each open starts the form from the entry (or the defaults) again.
  if (!props.open) return null;
  return <ScoreDialogForm key={props.entry?.id ?? 'new'} {...props} />;
}

function ScoreDialogForm({ kind, date, entry, initialScore, draft, onSaved, open, onOpenChange }: ScoreDialogProps) {
  const [score, setScore] = useState(() => Math.round(entry?.score ?? draft?.score ?? initialScore ?? DEFAULT_SCORE));
  const [time, setTime] = useState(() => (entry ? timeOf(entry.createdAt) : draft ? timeOf(draft.timestamp) : defaultTimeFor(date)));
  const [tags, setTags] = useState<string[]>(() => (entry as MoodEntry | undefined)?.tags ?? draft?.tags ?? []);
  const save = useSaveScore();
  const remove = useDeleteEntry();
  const close = () => onOpenChange(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isStillToCome(date, time)) return toast(STILL_TO_COME);
    const timestamp = combineDayAndTime(date, time) ?? new Date().toISOString();
    const onError = (error: Error) => {
      console.error(error);
      toast({ title: 'Error', description: refusalMessage(error, kind.saveFailed), variant: 'destructive' });
    };
    const input =
      kind.key === 'mood'
        ? { kind: 'mood' as const, body: { score, tags, timestamp } }
        : { kind: 'energy' as const, body: { score, timestamp } };
    const onSuccess = (saved: { id: string }) => {
      onSaved?.(saved);
      close();
    };
    save.mutate({ date, id: entry?.id, ...input }, { onSuccess, onError });
  };

  const deleteEntry = () => {
    if (!entry) return;
    remove.mutate(
      { date, segment: kind.key, id: entry.id },
      {
        onSuccess: () => {
          toast({ title: kind.deletedTitle, description: kind.deletedDescription });
          close();
        },
        onError: () => toast({ title: 'Error', description: kind.deleteFailed, variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? kind.editTitle : kind.createTitle}
      description={format(fromDay(date), 'EEEE, MMMM d, yyyy')}
      closeOnOutsideClick={kind.closeOnOutsideClick}
    >
      <form onSubmit={submit} className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={`${kind.key}-time`}>Time</Label>
          <Input id={`${kind.key}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
        </div>
        <ScoreScale labels={kind.labels} value={score} onChange={setScore} name={kind.title} />
        {kind.hasTags && <TagPicker value={tags} onChange={setTags} />}
        <DialogActions className="justify-between!">
          {entry ? (
            <Button variant="ghost" className="text-destructive" onClick={deleteEntry} disabled={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={save.isPending}>
            {entry ? kind.updateLabel : kind.saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
