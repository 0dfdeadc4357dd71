import { useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Search } from 'lucide-react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { showServerIssues } from '@/lib/server-issues';
import { SUPPLEMENT_SUGGESTIONS, type SupplementEntry } from '../../../../shared/health.js';
import { useSaveSupplements } from '../api/save-supplements';
import { combineDayAndTime, defaultTimeFor, isStillToCome } from '../dates';
import { SupplementRow, TimeField } from './supplement-fields';
import { supplementFieldsSchema } from './supplement-form';
import {
  hasSupplement,
  isToLog,
  issueFieldsOf,
  sameSupplement,
  suggestionsFor,
  supplementsToLog,
  type SupplementFields,
} from './supplement-rules';
import { saveFailed } from './save-failed';

interface LogSupplementsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The day to log on (yyyy-MM-dd). */
  date: string;
  /** What is already logged that day: those names are not suggested or added again. */
  supplements: SupplementEntry[];
  /** Supplements to start with, selected (a tapped supplement reminder's usual group). */
  initial?: SupplementFields[];
  /** A time to start with ("HH:mm"), instead of now. */
  initialTime?: string;
  /** False logs the selected supplements as skipped (an entry Willow proposed from "I skipped my magnesium"). */
  taken?: boolean;
  /** Called with the saved entries before the dialog closes. */
  onSaved?: (entries: SupplementEntry[]) => void;
}

/** The supplements to log, selected or not, and the time ("HH:mm" on the dialog's day) they were taken. */
const logFormSchema = z.object({ items: z.array(supplementFieldsSchema.extend({ selected: z.boolean() })), time: z.string() });
type LogForm = z.infer<typeof logFormSchema>;

/** 'Log Supplements': pick from the default suggestions or add custom names, then log the selected ones at one time. */
export function LogSupplementsDialog({ open, onOpenChange, initial = [], ...props }: LogSupplementsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Log Supplements" description="Pick from the suggestions or add your own.">
      {open && <LogSupplementsForm {...props} initial={initial} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type FormProps = Omit<LogSupplementsDialogProps, 'open' | 'onOpenChange'> & { initial: SupplementFields[]; onDone: () => void };

function LogSupplementsForm({ date, supplements, initial, initialTime, taken = true, onSaved, onDone }: FormProps) {
  const save = useSaveSupplements();
  const form = useForm<LogForm>({
    resolver: zodResolver(logFormSchema),
    defaultValues: {
      items: initial
        .filter(
          (s) =>
            !hasSupplement(
              supplements.map((e) => e.name),
              s.name,
            ),
        )
        .map((s) => ({ ...s, selected: true })),
      time: initialTime ?? defaultTimeFor(date),
    },
  });
  const { fields, append } = useFieldArray({ control: form.control, name: 'items' });
  const [items, time] = form.watch(['items', 'time']);
  const { errors } = form.formState;
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState('');

  const loggedNames = supplements.map((s) => s.name);
  const suggestions = suggestionsFor([...loggedNames, ...items.map((item) => item.name)], search);
  const selectedCount = items.filter(isToLog).length;
  // A time still to come is as unusable as an unreadable one: the time field is marked and Save waits.
  const takenAt = isStillToCome(date, time) ? null : combineDayAndTime(date, time);

  const select = (index: number, selected: boolean) => form.setValue(`items.${index}.selected`, selected);
  const add = (fields: SupplementFields) => {
    append({ ...fields, selected: true });
    setSearch('');
    setNotice('');
  };

  /** Adds the typed name: a suggestion's dose and unit when it is one; nothing new when already present. */
  const addTyped = (event: FormEvent) => {
    event.preventDefault();
    const name = search.trim();
    if (!name) return;
    const listed = items.findIndex((item) => sameSupplement(item.name, name));
    if (listed >= 0) {
      select(listed, true);
      setSearch('');
      setNotice('');
      return;
    }
    if (hasSupplement(loggedNames, name)) return setNotice(`${name} is already logged for this day.`);
    add(SUPPLEMENT_SUGGESTIONS.find((s) => sameSupplement(s.name, name)) ?? { name, dose: '', unit: '' });
  };

  const submit = form.handleSubmit(({ items }) => {
    if (!takenAt || selectedCount === 0 || save.isPending) return;
    // The server numbers the entries it was sent, the items to log only.
    const sent = items.flatMap((item, row) => (isToLog(item) ? [row] : []));
    const issueFields = issueFieldsOf(
      sent.map((row, index) => ({ at: `create.${index}`, row })),
      'items',
    ) as Record<string, Path<LogForm>>;
    const onSuccess = ({ created }: { created: SupplementEntry[] }) => {
      onSaved?.(created);
      onDone();
    };
    const onError = (error: Error) => {
      if (!showServerIssues(form, error, [], issueFields)) saveFailed();
    };
    save.mutate({ date, create: supplementsToLog(items, takenAt, taken) }, { onSuccess, onError });
  });

  return (
    <div>
      <form onSubmit={addTyped} className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            aria-label="Search or add a supplement"
            placeholder="Search or add..."
            className="pl-9"
            value={search}
            maxLength={80}
            onChange={(e) => {
              setSearch(e.target.value);
              setNotice('');
            }}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!search.trim()}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add
        </Button>
      </form>
      <p role="status" className="mt-1 min-h-5 text-sm text-muted-foreground">
        {notice}
      </p>

      {suggestions.length > 0 && (
        <section aria-labelledby="supplement-suggestions" className="mt-2">
          <h3 id="supplement-suggestions" className="mb-2 text-sm font-semibold text-muted-foreground">
            Suggestions
          </h3>
          <ul aria-labelledby="supplement-suggestions" className="flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.name}>
                <Button variant="outline" size="sm" onClick={() => add(s)}>
                  <Plus className="h-3.5 w-3.5" aria-hidden="true" />
                  {s.name}
                  <span className="font-normal text-muted-foreground">
                    {s.dose} {s.unit}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="supplements-to-log" className="mt-5">
        <h3 id="supplements-to-log" className="mb-2 text-sm font-semibold text-muted-foreground">
          To log
        </h3>
        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            Pick a suggestion or add your own to get started.
          </p>
        ) : (
          <ul className="space-y-2">
            {fields.map((field, index) => {
              const item = items[index] ?? field;
              return (
                <li key={field.id}>
                  <SupplementRow
                    label={item.name}
                    values={item}
                    register={(name) => form.register(`items.${index}.${name}`)}
                    errors={errors.items?.[index]}
                    selected={item.selected}
                    onSelectedChange={(selected) => select(index, selected)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <TimeField id="supplements-time" invalid={!takenAt} error={errors.time?.message} {...form.register('time')} />

      <DialogActions>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={!takenAt || selectedCount === 0 || save.isPending}>
          {save.isPending ? 'Saving...' : `Log Selected (${selectedCount})`}
        </Button>
      </DialogActions>
    </div>
  );
}
