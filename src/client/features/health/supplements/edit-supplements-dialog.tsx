import { useRef, useState, type FormEvent } from 'react';
import { Check, Circle, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useSaveSupplements } from '../api/save-supplements';
import { clockTime, combineDayAndTime, isStillToCome, timeOf } from '../dates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SupplementGroup } from './group-supplements';
import { saveFailed } from './save-failed';
import { SupplementFieldInput, SupplementRow, TimeField } from './supplement-fields';
import { groupChanges, hasChanges, type EditRow, type SupplementFields } from './supplement-rules';

interface EditSupplementsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
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

function EditSupplementsForm({ date, group, onDone }: { date: string; group: SupplementGroup; onDone(): void }) {
  const save = useSaveSupplements();
  const initialTime = timeOf(group.takenAt);
  const [rows, setRows] = useState<EditRow[]>(() =>
    group.entries.map(({ id, name, dose, unit, taken }) => ({ key: id, id, name, dose, unit, taken })),
  );
  const [selected, setSelected] = useState<string[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [time, setTime] = useState(initialTime);
  const [draft, setDraft] = useState(EMPTY);
  const newRows = useRef(0);

  const shown = rows.filter((row) => !deleted.includes(row.key));
  const timeChanged = time !== initialTime;
  // A time still to come is as unusable as an unreadable one: the time field is marked and Save waits.
  const takenAt = timeChanged ? (isStillToCome(date, time) ? null : combineDayAndTime(date, time)) : group.takenAt;
  const blankName = shown.some((row) => !row.name.trim());

  const update = (key: string, change: Partial<EditRow>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const select = (key: string, on: boolean) => setSelected(on ? [...selected, key] : selected.filter((k) => k !== key));

  const addRow = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return;
    newRows.current += 1;
    setRows([...rows, { ...draft, key: `new-${newRows.current}`, taken: true }]);
    setDraft(EMPTY);
  };

  /** Marks the selected rows for deletion; rows not saved yet simply go. */
  const markSelected = () => {
    setRows(rows.filter((row) => row.id || !selected.includes(row.key)));
    setDeleted([...deleted, ...selected.filter((key) => rows.some((row) => row.key === key && row.id))]);
    setSelected([]);
    setConfirming(false);
  };

  const submit = () => {
    if (!takenAt || blankName || save.isPending) return;
    const changes = groupChanges({ entries: group.entries, rows, deleted, takenAt, timeChanged });
    if (!hasChanges(changes)) return onDone();
    save.mutate({ date, ...changes }, { onSuccess: onDone, onError: saveFailed });
  };

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
          {shown.map((row) => (
            <li key={row.key}>
              <SupplementRow
                label={row.id ? (group.entries.find((e) => e.id === row.id)?.name ?? row.name) : row.name || 'new supplement'}
                values={row}
                onChange={(fields) => update(row.key, fields)}
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
                  onClick={() => update(row.key, { taken: !row.taken })}
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
            values={draft}
            onChange={setDraft}
            className="col-span-2 sm:col-span-1"
          />
          <SupplementFieldInput field="dose" label="New supplement dose" values={draft} onChange={setDraft} />
          <SupplementFieldInput field="unit" label="New supplement unit" values={draft} onChange={setDraft} />
          <Button type="submit" variant="outline" className="col-span-2 h-10! sm:col-span-1" disabled={!draft.name.trim()}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add
          </Button>
        </div>
      </form>

      <TimeField id="edit-supplements-time" time={time} invalid={!takenAt} onChange={setTime} />

      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!takenAt || blankName || save.isPending}>
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
