import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { SCORE_MAX } from '../../../../shared/health.js';
import { AddButton, CardIcon } from '../card-parts';
import { clockTime } from '../dates';
import { labelOf, type ScoreKind } from './score-kinds';
import { ScoreDialog, type ScoreDialogProps } from './score-dialog';

interface ScoreDay {
  average: number | null;
  entries: { id: string; score: number; createdAt: string; tags?: string[] }[];
  lastLogged: string | null;
  tags?: string[];
}

/**
 * The mood or energy card: the day's average and label; expands to one bar per entry, each opening
 * its edit. `startLogging` opens a new log at once (a tapped check-in reminder).
 */
export function ScoreCard({
  kind,
  date,
  day,
  startLogging = false,
}: {
  kind: ScoreKind;
  date: string;
  day: ScoreDay;
  startLogging?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<Pick<ScoreDialogProps, 'entry'> | null>(startLogging ? {} : null);
  const panelId = `${kind.key}-entries`;
  const count = day.entries.length;

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 p-4">
        <button
          type="button"
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 text-left"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded(!expanded)}
        >
          <CardIcon icon={kind.icon} className={kind.colorClass} />
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-bold">{kind.title}</span>
            <span className="block truncate text-sm text-muted-foreground">
              {day.average === null
                ? 'Not logged yet'
                : `${labelOf(kind, day.average)} · ${day.average}/5 · ${count} ${count === 1 ? 'log' : 'logs'}`}
            </span>
          </span>
          <ChevronDown
            className={cn('h-5 w-5 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <AddButton label={`Log ${kind.title.toLowerCase()}`} onClick={() => setDialog({})} />
      </div>
      {expanded && (
        <div id={panelId} className="border-t border-border px-4 py-3">
          {count === 0 ? (
            <p className="py-2 text-center text-sm text-muted-foreground">No logs for this day</p>
          ) : (
            <ul className="space-y-2">
              {day.entries.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    onClick={() => setDialog({ entry })}
                    className="flex w-full cursor-pointer items-center gap-3 rounded-lg p-1 text-left hover:bg-accent"
                  >
                    <span className="sr-only">Edit {kind.title.toLowerCase()} at </span>
                    <span className="w-12 shrink-0 text-xs tabular-nums text-muted-foreground">{clockTime(entry.createdAt)}</span>
                    <span className="h-3 flex-1 overflow-hidden rounded-full bg-muted">
                      <span
                        className={cn('block h-full rounded-full', kind.colorClass)}
                        style={{ width: `${(entry.score / SCORE_MAX) * 100}%` }}
                      />
                    </span>
                    <span className="w-20 shrink-0 text-right text-sm font-semibold">{labelOf(kind, entry.score)}</span>
                  </button>
                  {entry.tags && entry.tags.length > 0 && <p className="pl-16 text-xs text-muted-foreground">{entry.tags.join(', ')}</p>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ScoreDialog
        kind={kind}
        date={date}
        entry={dialog?.entry}
        initialScore={day.average}
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
      />
    </Card>
  );
}
