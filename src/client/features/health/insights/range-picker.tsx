import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { INSIGHT_RANGES } from '../../../../shared/insights.js';
import { lastDays, rangeProblem, type InsightRange } from './range';
import { today } from '../dates';

/** 7, 28 or 90 days ending today, or a custom range that is checked before it is asked for. */
export function RangePicker({ range, onChange }: { range: InsightRange; onChange: (next: InsightRange) => void }) {
  const [custom, setCustom] = useState(range.choice === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ choice: 'custom', from, to });
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
        {INSIGHT_RANGES.map((days) => (
          <RangeButton
            key={days}
            pressed={!custom && range.choice === days}
            onClick={() => {
              setCustom(false);
              onChange(lastDays(days));
            }}
          >
            {days} days
          </RangeButton>
        ))}
        <RangeButton pressed={custom} onClick={() => setCustom(true)}>
          Custom
        </RangeButton>
      </div>
      {custom && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor="insights-from">From</Label>
            <Input
              id="insights-from"
              type="date"
              value={from}
              max={today()}
              onChange={(e) => setFrom(e.target.value)}
              aria-describedby={problem ? 'insights-range-problem' : undefined}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="insights-to">To</Label>
            <Input
              id="insights-to"
              type="date"
              value={to}
              max={today()}
              onChange={(e) => setTo(e.target.value)}
              aria-describedby={problem ? 'insights-range-problem' : undefined}
            />
          </div>
          <Button type="submit">Show</Button>
          {problem && (
            <p id="insights-range-problem" role="alert" className="w-full text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

function RangeButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-full border px-4 py-2 text-sm font-semibold',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}
