import { useMemo, useState, type FormEvent } from 'react';
import { Check, Plus, Search, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { SYMPTOM_NAME_MAX, type HistoryPeriod } from '../../../../shared/health.js';
import { useSymptomHistory } from '../api/get-symptom-history';
import { useRemoveSymptoms } from '../api/remove-symptoms';
import { ActionBar } from './action-bar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { severityDotClass } from './severity';
import { lastLoggedByName, lastLoggedLabel, sameSymptom } from './symptom-history';

interface SelectStepProps {
  /** End of the history window and its length, for the last-logged labels. */
  date: string;
  period: HistoryPeriod;
  /** Every symptom the person can pick: the ones added here first, then the saved list. */
  names: string[];
  /** The saved list is loading or failed. */
  listState: 'pending' | 'error' | 'success';
  onRetry: () => void;
  selected: string[];
  onToggle: (name: string) => void;
  onAdd: (name: string) => void;
  /** Names of symptoms added on this screen only (not saved yet): removing them needs no call. */
  localNames: string[];
  onRemoved: (names: string[]) => void;
  manage: boolean;
  onNext: () => void;
}

/** Step 'select': search, 'Add New Symptom', the known symptoms, manage mode and 'Next (n)'. */
export function SelectStep(props: SelectStepProps) {
  const { date, period, names, listState, onRetry, selected, onToggle, onAdd, manage, onNext } = props;
  const history = useSymptomHistory(date, period);
  const lastLogged = useMemo(() => lastLoggedByName(history.data ?? []), [history.data]);
  const [query, setQuery] = useState('');
  const [toRemove, setToRemove] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  // Marks for removal belong to one visit of manage mode.
  const [markedIn, setMarkedIn] = useState(manage);
  if (markedIn !== manage) {
    setMarkedIn(manage);
    setToRemove([]);
  }

  const needle = query.trim().toLowerCase();
  const shown = needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;

  const toggle = (name: string) => {
    if (!manage) return onToggle(name);
    setToRemove((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));
  };

  return (
    <>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search symptoms"
          placeholder="Search symptoms"
          className="pl-9"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>

      {!manage && <AddSymptom onAdd={onAdd} />}

      <section aria-labelledby="known-symptoms" className="mt-5">
        <div className="mb-2 flex items-baseline justify-between gap-2">
          <h2 id="known-symptoms" className="text-sm font-semibold text-muted-foreground">
            {manage ? 'Select symptoms to remove from your list' : 'Your symptoms'}
          </h2>
          {history.isError && <p className="text-xs text-destructive">Failed to fetch symptom history</p>}
        </div>
        {listState === 'pending' ? (
          <Spinner label="Loading symptoms..." fullScreen={false} className="py-12" />
        ) : listState === 'error' && names.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
            <p>Unable to load your symptoms</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try Again
            </Button>
          </div>
        ) : names.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border px-6 py-10 text-center">
            <p className="font-semibold">No symptoms yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Add a new symptom to start tracking how you feel.</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No symptoms match "{query.trim()}"</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {shown.map((name) => {
              const last = lastLogged.get(name.toLowerCase());
              const on = manage ? toRemove.includes(name) : selected.includes(name);
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(name)}
                    className={cn(
                      'flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      on ? (manage ? 'border-destructive bg-destructive/5' : 'border-primary bg-accent') : 'border-border bg-card',
                    )}
                  >
                    <span className={cn('h-3 w-3 shrink-0 rounded-full', severityDotClass(last?.intensity ?? 0))} aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-3 font-semibold" title={name}>
                        {name}
                      </span>
                      {last && (
                        <span className="block text-xs text-muted-foreground">
                          <span className="sr-only">Last logged </span>
                          {lastLoggedLabel(last.day)}
                        </span>
                      )}
                    </span>
                    <RowMark on={on} manage={manage} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <ActionBar>
        {manage ? (
          <Button variant="destructive" size="lg" disabled={toRemove.length === 0} onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove ({toRemove.length})
          </Button>
        ) : (
          <Button size="lg" disabled={selected.length === 0} onClick={onNext}>
            Next ({selected.length})
          </Button>
        )}
      </ActionBar>

      <RemoveSymptomsConfirm
        open={confirming}
        onOpenChange={setConfirming}
        names={toRemove}
        localNames={props.localNames}
        onRemoved={(removed) => {
          setToRemove([]);
          props.onRemoved(removed);
        }}
      />
    </>
  );
}

function RowMark({ on, manage }: { on: boolean; manage: boolean }) {
  const Icon = manage ? Trash2 : Check;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2',
        on
          ? manage
            ? 'border-destructive bg-destructive text-destructive-foreground'
            : 'border-primary bg-primary text-primary-foreground'
          : 'border-border text-transparent',
      )}
    >
      <Icon className="h-3.5 w-3.5" strokeWidth={3} />
    </span>
  );
}

/** 'Add New Symptom': a button that opens an inline name field; Enter adds, Escape closes. */
function AddSymptom({ onAdd }: { onAdd: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const close = () => {
    setOpen(false);
    setName('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    onAdd(trimmed);
    close();
  };

  if (!open) {
    return (
      <Button variant="outline" className="mt-3 w-full border-dashed" onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add New Symptom
      </Button>
    );
  }
  return (
    <form onSubmit={submit} className="mt-3 flex items-center gap-2" aria-label="Add New Symptom">
      <Input
        aria-label="New symptom name"
        placeholder="Add New Symptom"
        value={name}
        maxLength={SYMPTOM_NAME_MAX}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      />
      <Button type="submit" disabled={!name.trim()}>
        Add
      </Button>
      <Button variant="ghost" size="icon" aria-label="Cancel adding a symptom" onClick={close}>
        <X className="h-4 w-4" aria-hidden="true" />
      </Button>
    </form>
  );
}

interface RemoveConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  names: string[];
  localNames: string[];
  onRemoved: (names: string[]) => void;
}

/** The delete confirmation of manage mode; symptoms only added on this screen are dropped without a call. */
function RemoveSymptomsConfirm({ open, onOpenChange, names, localNames, onRemoved }: RemoveConfirmProps) {
  const remove = useRemoveSymptoms();
  const several = names.length > 1;

  const confirm = () => {
    const saved = names.filter((name) => !localNames.some((local) => sameSymptom(local, name)));
    const done = () => {
      onOpenChange(false);
      onRemoved(names);
      toast({ title: several ? 'Symptoms removed' : 'Symptom removed' });
    };
    if (saved.length === 0) return done();
    remove.mutate(saved, {
      onSuccess: done,
      onError: () => {
        onOpenChange(false);
        toast({
          title: 'Error',
          description: several ? 'Failed to remove some symptoms. Please try again.' : 'Failed to remove symptom. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={several ? `Remove ${names.length} symptoms?` : 'Remove symptom?'}
      description={`${names.join(', ')} will be removed from your list. Your logged history is kept.`}
      confirmLabel={remove.isPending ? 'Removing...' : 'Remove'}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
