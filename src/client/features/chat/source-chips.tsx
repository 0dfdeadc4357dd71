import { format, parseISO } from 'date-fns';
import { CalendarDays, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { MessageSource } from '../../../shared/chat.js';

const CHIP =
  'inline-flex items-center gap-1 rounded-full border border-border bg-card px-2.5 py-1 text-xs font-medium text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring';
/** A pattern's chips show its latest days; its label says how many there are. */
const PATTERN_DAYS_SHOWN = 5;

const dayLabel = (date: string) => format(parseISO(date), 'EEE, MMM d');

function DayChip({ date }: { date: string }) {
  return (
    <Link href={`/dashboard?date=${date}`} className={CHIP} aria-label={`Open ${dayLabel(date)} on the dashboard`}>
      <CalendarDays className="h-3 w-3 text-primary" aria-hidden="true" />
      {dayLabel(date)}
    </Link>
  );
}

/** Under a reply: the days and patterns of the person's logs its figures rest on, each opening its days. */
export function SourceChips({ sources }: { sources: MessageSource[] }) {
  const days = sources.filter((s) => s.kind === 'day');
  const patterns = sources.filter((s) => s.kind === 'pattern');
  return (
    <section aria-label="Sources from your logs" className="ml-9 max-w-[85%] space-y-1.5">
      {patterns.map((pattern) => (
        <div key={pattern.label} className="flex flex-wrap items-center gap-1.5">
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Sparkles className="h-3 w-3" aria-hidden="true" />
            {pattern.label} ({pattern.dates.length} {pattern.dates.length === 1 ? 'day' : 'days'}):
          </span>
          {pattern.dates.slice(-PATTERN_DAYS_SHOWN).map((date) => (
            <DayChip key={date} date={date} />
          ))}
        </div>
      ))}
      {days.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-muted-foreground">From your logs:</span>
          {days.map((day) => (
            <DayChip key={day.date} date={day.date} />
          ))}
        </div>
      )}
    </section>
  );
}
