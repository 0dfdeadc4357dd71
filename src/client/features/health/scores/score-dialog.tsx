import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { refusalMessage } from '@/lib/api';
import { showServerIssues } from '@/lib/server-issues';
import { DEFAULT_SCORE, energyBodySchema, moodBodySchema, type MoodEntry } from '../../../../shared/health.js';
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
  onSaved?: (entry: { id: string }) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ScoreForm {
  score: number;
  tags: string[];
  /** HH:mm on the dialog's day: the request's timestamp. */
  time: string;
}

/** The score and tags checked by the rules of the mood or energy write (energy has no tags). */
const RESOLVERS: Record<ScoreKind['key'], Resolver<ScoreForm>> = {
  mood: zodResolver(moodBodySchema.pick({ score: true, tags: true }).required().extend({ time: z.string() })),
  energy: zodResolver(energyBodySchema.pick({ score: true }).extend({ tags: z.array(z.string()), time: z.string() })),
};
const FIELDS = ['score', 'tags'] as const;

/** The mood or energy log modal: create, or edit with PUT and Delete (tracking-spec sections 2 and 4). */
export function ScoreDialog(props: ScoreDialogProps) {
  // Remounting on each open starts the form from the entry (or the defaults) again.
  if (!props.open) return null;
  return <ScoreDialogForm key={props.entry?.id ?? 'new'} {...props} />;
}

function ScoreDialogForm({ kind, date, entry, initialScore, draft, onSaved, open, onOpenChange }: ScoreDialogProps) {
  const form = useForm<ScoreForm>({
    resolver: RESOLVERS[kind.key],
    defaultValues: {
      score: Math.round(entry?.score ?? draft?.score ?? initialScore ?? DEFAULT_SCORE),
      time: entry ? timeOf(entry.createdAt) : draft ? timeOf(draft.timestamp) : defaultTimeFor(date),
      tags: (entry as MoodEntry | undefined)?.tags ?? draft?.tags ?? [],
    },
  });
  const { errors } = form.formState;
  const [score, tags] = form.watch(['score', 'tags']);
  const save = useSaveScore();
  const remove = useDeleteEntry();
  const close = () => onOpenChange(false);

  const submit = form.handleSubmit(({ score, tags, time }) => {
    if (isStillToCome(date, time)) return toast(STILL_TO_COME);
    const timestamp = combineDayAndTime(date, time) ?? new Date().toISOString();
    const onError = (error: Error) => {
      console.error(error);
      if (showServerIssues(form, error, FIELDS, { timestamp: 'time' })) return;
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
  });

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
      <form onSubmit={(event) => void submit(event)} className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={`${kind.key}-time`}>Time</Label>
          <Input
            id={`${kind.key}-time`}
            type="time"
            required
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? `${kind.key}-time-error` : undefined}
            {...form.register('time')}
          />
          <FieldError id={`${kind.key}-time-error`} message={errors.time?.message} />
        </div>
        <div className="space-y-1.5">
          <ScoreScale
            labels={kind.labels}
            value={score}
            onChange={(next) => form.setValue('score', next, { shouldDirty: true })}
            name={kind.title}
            errorId={errors.score ? `${kind.key}-score-error` : undefined}
          />
          <FieldError id={`${kind.key}-score-error`} message={errors.score?.message} />
        </div>
        {kind.hasTags && (
          <div className="space-y-1.5">
            <TagPicker
              value={tags}
              onChange={(next) => form.setValue('tags', next, { shouldDirty: true })}
              errorId={errors.tags ? 'mood-tags-error' : undefined}
            />
            <FieldError id="mood-tags-error" message={errors.tags?.message ?? errors.tags?.root?.message} />
          </div>
        )}
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
