import { useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { showServerIssues } from '@/lib/server-issues';
import { cn } from '@/lib/utils';
import { useSaveSupplements } from '../api/save-supplements';
import { clockTime, combineDayAndTime, isStillToCome, timeOf } from '../dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SupplementGroup } from './group-supplements';
import { saveFailed } from './save-failed';
import { SupplementFieldInput, SupplementRow, TimeField } from './supplement-fields';
import { supplementFieldsSchema } from './supplement-form';
import {
  groupChanges,
  hasChanges,
  hasSupplement,
  issueFieldsOf,
  sameSupplement,
  sentEntriesOf,
  type SupplementFields,
} from './supplement-rules';

interface EditSupplementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day of the group (yyyy-MM-dd). */
  date: string;
  /** The time group being edited; nothing shows without one. */
  group: SupplementGroup | null;
}

/**
 * 'Edit Supplements' for one time group: select rows, mark them for deletion in a batch (after
 * a confirmation), toggle taken, edit name, dose and unit, add new ones, move the group's time.
 * Nothing is sent until Save.
 */
export function EditSupplementsDialog({ open, onOpenChange, date, group }: EditSupplementsDialogProps) {
  return (
    <Dialog
      open={open && !!group}
      onOpenChange={onOpenChange}
      title="Edit Supplements"
      description={group ? `Taken around ${clockTime(group.takenAt)}` : undefined}
    >
      {open && group && <EditSupplementsForm key={group.key} date={date} group={group} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const EMPTY: SupplementFields = { name: '', dose: '', unit: '' };

/** The group's rows (entries and new ones, those marked for deletion too) and its time ("HH:mm" on the dialog's day). */
const editFormSchema = z.object({
  rows: z.array(supplementFieldsSchema.extend({ key: z.string(), id: z.string().optional(), taken: z.boolean() })),
  time: z.string(),
});
type EditForm = z.infer<typeof editFormSchema>;

function EditSupplementsForm({ date, group, onDone }: { date: string; group: SupplementGroup; onDone: () => void }) {
  const save = useSaveSupplements();
  const initialTime = timeOf(group.takenAt);
  const form = useForm<EditForm>({
    resolver: zodResolver(editFormSchema),
    defaultValues: {
      rows: group.entries.map(({ id, name, dose, unit, taken }) => ({ key: id, id, name, dose, unit, taken })),
      time: initialTime,
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rows' });
  const [rows, time] = form.watch(['rows', 'time']);
  const { errors } = form.formState;
  const [selected, setSelected] = useState<string[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(EMPTY);
  const [notice, setNotice] = useState('');
  const newRows = useRef(0);

  const shown = rows.flatMap((row, index) => (deleted.includes(row.key) ? [] : [{ row, index }]));
  const timeChanged = time !== initialTime;
  // A time still to come is as unusable as an unreadable one: the time field is marked and Save waits.
  const takenAt = timeChanged ? (isStillToCome(date, time) ? null : combineDayAndTime(date, time)) : group.takenAt;
  const blankName = shown.some(({ row }) => !row.name.trim());
  const shownNames = shown.map(({ row }) => row.name);

  const select = (key: string, on: boolean) => setSelected(on ? [...selected, key] : selected.filter((k) => k !== key));

  const addRow = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.name.trim();
    if (!name) return;
    if (hasSupplement(shownNames, name)) return setNotice(`${name} is already in this list.`);
    setNotice('');
    newRows.current += 1;
    append({ ...draft, key: `new-${newRows.current}`, taken: true });
    setDraft(EMPTY);
  };

  /** Marks the selected rows for deletion; rows not saved yet simply go. */
  const markSelected = () => {
    remove(rows.flatMap((row, index) => (!row.id && selected.includes(row.key) ? [index] : [])));
    setDeleted([...deleted, ...selected.filter((key) => rows.some((row) => row.key === key && row.id))]);
    setSelected([]);
    setConfirming(false);
  };

  const submit = form.handleSubmit(({ rows }) => {
    if (!takenAt || blankName || save.isPending) return;
    // Names are one supplement whatever their case ('vitamin d' is 'Vitamin D'), as in 'Log Supplements'.
    const kept = rows.flatMap((row, index) => (deleted.includes(row.key) ? [] : [{ row, index }]));
    const repeated = kept.find(({ row }, at) => kept.slice(0, at).some((earlier) => sameSupplement(earlier.row.name, row.name)));
    if (repeated) {
      form.setError(`rows.${repeated.index}.name`, { message: `${repeated.row.name.trim()} is already in this list.` });
      return;
    }
    const changes = groupChanges({ entries: group.entries, rows, deleted, takenAt, timeChanged });
    if (!hasChanges(changes)) return onDone();
    const issueFields = issueFieldsOf(sentEntriesOf(rows, deleted, changes), 'rows') as Record<string, Path<EditForm>>;
    const onError = (error: Error) => {
      if (!showServerIssues(form, error, [], issueFields)) saveFailed();
    };
    save.mutate({ date, ...changes }, { onSuccess: onDone, onError });
  });

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {selected.length > 0 ? `${selected.length} selected` : 'Select supplements to delete them'}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete Selected ({selected.length})
        </Button>
      </div>

      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          Every supplement of this time is marked for deletion.
        </p>
      ) : (
        <ul className="space-y-2">
          {shown.map(({ row, index }) => (
            <li key={fields[index]?.id ?? row.key}>
              <SupplementRow
                label={row.id ? (group.entries.find((e) => e.id === row.id)?.name ?? row.name) : row.name || 'new supplement'}
                values={row}
                register={(name) => form.register(`rows.${index}.${name}`)}
                errors={errors.rows?.[index]}
                selected={selected.includes(row.key)}
                onSelectedChange={(on) => select(row.key, on)}
                editableName
              >
                <Button
                  variant={null}
                  size="sm"
                  role="switch"
                  aria-checked={row.taken}
                  title={row.taken ? 'Taken' : 'Not taken'}
                  onClick={() => form.setValue(`rows.${index}.taken`, !row.taken)}
                  className={cn(
                    'h-10! shrink-0 gap-1.5! border px-3! whitespace-nowrap',
                    row.taken
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card text-muted-foreground hover:bg-accent',
                  )}
                >
                  {row.taken ? <Check className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-4 w-4" aria-hidden="true" />}
                  Taken
                </Button>
              </SupplementRow>
            </li>
          ))}
        </ul>
      )}

      {deleted.length > 0 && (
        <div className="mt-3 flex items-center justify-between gap-2 rounded-xl bg-destructive/10 px-3 py-2 text-sm">
          <span>
            {deleted.length === 1
              ? '1 supplement will be deleted when you save.'
              : `${deleted.length} supplements will be deleted when you save.`}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setDeleted([])}>
            Undo
          </Button>
        </div>
      )}

      <form onSubmit={addRow} aria-labelledby="add-supplement" className="mt-5 rounded-xl border border-dashed border-border p-3">
        <h3 id="add-supplement" className="mb-2 text-sm font-semibold">
          Add a supplement
        </h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_6rem_6rem_auto]">
          <SupplementFieldInput
            field="name"
            label="New supplement name"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            className="col-span-2 sm:col-span-1"
            error={notice || undefined}
          />
          <SupplementFieldInput
            field="dose"
            label="New supplement dose"
            value={draft.dose}
            onChange={(e) => setDraft({ ...draft, dose: e.target.value })}
          />
          <SupplementFieldInput
            field="unit"
            label="New supplement unit"
            value={draft.unit}
            onChange={(e) => setDraft({ ...draft, unit: e.target.value })}
          />
          <Button type="submit" variant="outline" className="col-span-2 h-10! sm:col-span-1" disabled={!draft.name.trim()}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add
          </Button>
        </div>
      </form>

      <TimeField id="edit-supplements-time" invalid={!takenAt} error={errors.time?.message} {...form.register('time')} />

      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={!takenAt || blankName || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={selected.length === 1 ? 'Delete this supplement?' : `Delete ${selected.length} supplements?`}
        description="They are deleted when you save your changes."
        confirmLabel="Delete"
        onConfirm={markSelected}
      />
    </div>
  );
}
