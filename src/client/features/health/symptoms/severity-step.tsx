import { useId } from 'react';
import { Loader2, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { NOTES_MAX } from '../../../../shared/health.js';
import { ActionBar } from './action-bar';
import { SEVERITY_LEVELS, severityDotClass, severityLabel } from './severity';
import { today } from '../dates';

export interface WhenValues {
  day: string;
  time: string;
  notes: string;
}

interface SeverityStepProps {
  names: string[];
  severityOf: (name: string) => number;
  onSeverity: (name: string, level: number) => void;
  onRemove: (name: string) => void;
  onAddMore: () => void;
  when: WhenValues;
  onWhen: (when: WhenValues) => void;
  pending: boolean;
  onSave: () => void;
}

/** 'Log 1 Symptom', 'Log 2 Symptoms'. */
export const logButtonLabel = (count: number) => `Log ${count} Symptom${count === 1 ? '' : 's'}`;

/** Step 'severity': a card per symptom (1 to 5), 'Add more symptoms', 'When did this occur?', notes, 'Log N Symptom(s)'. */
export function SeverityStep({ names, severityOf, onSeverity, onRemove, onAddMore, when, onWhen, pending, onSave }: SeverityStepProps) {
  return (
    <>
      {names.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-6 py-8 text-center text-sm text-muted-foreground">
          No symptoms selected
        </p>
      ) : (
        <ul className="space-y-3">
          {names.map((name) => (
            <li key={name}>
              <SeverityCard
                name={name}
                level={severityOf(name)}
                onChange={(level) => onSeverity(name, level)}
                onRemove={() => onRemove(name)}
              />
            </li>
          ))}
        </ul>
      )}

      <Button variant="outline" className="mt-3 w-full border-dashed" onClick={onAddMore}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Add more symptoms
      </Button>

      <section aria-labelledby="when-heading" className="mt-6">
        <h2 id="when-heading" className="mb-3 font-semibold">
          When did this occur?
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <Label htmlFor="symptom-date">Date</Label>
            <Input
              id="symptom-date"
              type="date"
              value={when.day}
              max={today()}
              onChange={(e) => onWhen({ ...when, day: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor="symptom-time">Time</Label>
            <Input id="symptom-time" type="time" value={when.time} onChange={(e) => onWhen({ ...when, time: e.target.value })} />
          </div>
        </div>
      </section>

      <section className="mt-6 mb-6">
        <Label htmlFor="symptom-notes">
          Additional Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id="symptom-notes"
          placeholder="Triggers, context, anything that helped..."
          maxLength={NOTES_MAX}
          value={when.notes}
          onChange={(e) => onWhen({ ...when, notes: e.target.value })}
        />
      </section>

      <ActionBar>
        <Button size="lg" disabled={pending || names.length === 0} onClick={onSave} aria-busy={pending}>
          {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {logButtonLabel(names.length)}
        </Button>
      </ActionBar>
    </>
  );
}

/** One symptom's severity: five radio buttons (arrow keys move between them) and a remove button. */
function SeverityCard({
  name,
  level,
  onChange,
  onRemove,
}: {
  name: string;
  level: number;
  onChange: (level: number) => void;
  onRemove: () => void;
}) {
  const group = useId();
  return (
    <Card className="p-3 sm:p-4">
      <div className="mb-3 flex items-center gap-3">
        <span className={cn('h-3 w-3 shrink-0 rounded-full', severityDotClass(level))} aria-hidden="true" />
        <h3 className="min-w-0 flex-1 font-semibold">{name}</h3>
        <span className="text-sm text-muted-foreground">{severityLabel(level)}</span>
        <Button variant="ghost" size="icon" className="-mr-2 h-9! w-9!" aria-label={`Remove ${name}`} onClick={onRemove}>
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div role="radiogroup" aria-label={`Severity of ${name}`} className="grid grid-cols-5 gap-1 sm:gap-1.5">
        {SEVERITY_LEVELS.map((option) => (
          <label key={option} className="min-w-0">
            <input
              type="radio"
              name={group}
              value={option}
              checked={level === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
              aria-label={`${option} ${severityLabel(option)}`}
            />
            <span
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-0.5 py-2 transition-colors hover:bg-accent',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                level === option ? 'border-primary bg-accent' : 'border-border',
              )}
              aria-hidden="true"
            >
              <span className="flex items-center gap-1 text-base font-bold">
                <span className={cn('h-2 w-2 rounded-full', severityDotClass(option))} />
                {option}
              </span>
              <span className="w-full truncate text-center text-[10px] leading-tight tracking-tight text-muted-foreground sm:text-xs sm:tracking-normal">
                {severityLabel(option)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </Card>
  );
}
