import { useId, useMemo, useState } from 'react';
import { clockTime } from '../dates';
import { ChevronDown, ChevronUp, CircleCheck, Circle, Pill, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { SupplementEntry } from '../../../../shared/health.js';
import { SUPPLEMENT_CARD_GROUPS } from '../card-sizes';
import { AddButton, CardIcon } from '../card-parts';
import { EditSupplementsDialog } from './edit-supplements-dialog';
import { groupSupplements, type SupplementGroup } from './group-supplements';
import { LogSupplementsDialog } from './log-supplements-dialog';
import type { SupplementFields } from './supplement-rules';

/**
 * The dashboard's Supplements card: the day's entries in 10-minute time groups (newest first),
 * 3 shown until 'See More (n)'. The add button opens 'Log Supplements'; a group opens
 * 'Edit Supplements' for it. `reminded` opens 'Log Supplements' at once with those supplements
 * selected (a tapped supplement reminder).
 */
export function SupplementsCard({
  date,
  supplements,
  reminded,
}: {
  date: string;
  supplements: SupplementEntry[];
  reminded?: SupplementFields[];
}) {
  const groups = useMemo(() => groupSupplements(supplements), [supplements]);
  const [expanded, setExpanded] = useState(false);
  const [logging, setLogging] = useState(reminded !== undefined);
  const [editing, setEditing] = useState<SupplementGroup | null>(null);
  const [editOpen, setEditOpen] = useState(false);

  const hidden = groups.length - SUPPLEMENT_CARD_GROUPS;
  const shown = expanded ? groups : groups.slice(0, SUPPLEMENT_CARD_GROUPS);
  const taken = supplements.filter((s) => s.taken).length;

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0!">
        <div className="flex min-w-0 items-center gap-3">
          <CardIcon icon={Pill} className="bg-teal-600" />
          <div className="min-w-0">
            <CardTitle>Supplements</CardTitle>
            {supplements.length > 0 && (
              <p className="text-sm text-muted-foreground">
                {taken} of {supplements.length} taken
              </p>
            )}
          </div>
        </div>
        <AddButton label="Log Supplements" onClick={() => setLogging(true)} />
      </CardHeader>

      <CardContent>
        {groups.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-6 text-center">
            <p className="text-sm text-muted-foreground">No supplements logged for this day</p>
            <Button variant="outline" size="sm" onClick={() => setLogging(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Add Supplements
            </Button>
          </div>
        ) : (
          <>
            <ul id="supplement-groups" className="space-y-2">
              {shown.map((group) => (
                <li key={group.key}>
                  <GroupButton
                    group={group}
                    onOpen={() => {
                      setEditing(group);
                      setEditOpen(true);
                    }}
                  />
                </li>
              ))}
            </ul>
            {hidden > 0 && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 w-full text-primary"
                aria-expanded={expanded}
                aria-controls="supplement-groups"
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? 'See Less' : `See More (${hidden})`}
                {expanded ? <ChevronUp className="h-4 w-4" aria-hidden="true" /> : <ChevronDown className="h-4 w-4" aria-hidden="true" />}
              </Button>
            )}
          </>
        )}
      </CardContent>

      <LogSupplementsDialog open={logging} onOpenChange={setLogging} date={date} supplements={supplements} initial={reminded} />
      <EditSupplementsDialog open={editOpen} onOpenChange={setEditOpen} date={date} group={editing} />
    </Card>
  );
}

/** One time group: its time and each supplement with dose and whether it was taken; opens the edit dialog. */
function GroupButton({ group, onOpen }: { group: SupplementGroup; onOpen: () => void }) {
  const time = clockTime(group.takenAt);
  const contents = useId();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`Edit supplements taken at ${time}`}
      aria-describedby={contents}
      onClick={onOpen}
      className="w-full cursor-pointer rounded-xl border border-border px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="mb-1.5 block text-xs font-semibold uppercase tracking-wide text-muted-foreground">{time}</span>
      <span id={contents} className="block space-y-1">
        {group.entries.map((entry) => (
          <span key={entry.id} className="flex items-center gap-2 text-sm">
            {entry.taken ? (
              <CircleCheck className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <Circle className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={cn('min-w-0 flex-1 font-medium', !entry.taken && 'text-muted-foreground')}>{entry.name}</span>
            <span className="max-w-[45%] text-right text-muted-foreground">{[entry.dose, entry.unit].filter(Boolean).join(' ')}</span>
            <span className="sr-only">{entry.taken ? '(taken)' : '(not taken)'}</span>
          </span>
        ))}
      </span>
    </button>
  );
}
