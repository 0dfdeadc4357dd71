import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PATTERN_RULE, type Pattern } from '../../../../shared/insights.js';
import { CardIcon } from '../card-parts';
import { longDate } from './range';

/** The patterns found in the range, each with the days it rests on. */
export function PatternsCard({ patterns }: { patterns: Pattern[] }) {
  const headingId = useId();
  return (
    <Card className="min-w-0 p-4 lg:col-span-2" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <CardIcon icon={Sparkles} className="bg-sky-600" />
        <h2 id={headingId} className="text-lg font-bold">
          Patterns
        </h2>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Each pattern compares a symptom's mean intensity (0 on days without it) on the days after something with the other days you tracked,
        the same day or up to 2 days later. One shows once each side has at least {PATTERN_RULE.minDays} days and they differ by at least{' '}
        {PATTERN_RULE.minDifference} point.
      </p>
      <p className="mt-2 rounded-xl bg-accent px-3 py-2 text-sm font-medium">
        Patterns are not causes and not medical advice. Talk with your doctor before changing a treatment.
      </p>
      {patterns.length ? (
        <ul className="mt-4 space-y-3">
          {patterns.map((pattern) => (
            <PatternItem key={`${pattern.symptom}|${pattern.factor.kind}|${pattern.factor.name}|${pattern.lag}`} pattern={pattern} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm">
          No patterns yet. They appear once you have logged enough days with and without what comes before a symptom.
        </p>
      )}
    </Card>
  );
}

function PatternItem({ pattern }: { pattern: Pattern }) {
  const [open, setOpen] = useState(false);
  const daysId = useId();
  return (
    <li className="rounded-xl border border-border p-3">
      <p>
        <strong>{pattern.symptom}</strong> was {pattern.direction === 'worse' ? 'stronger' : 'milder'} {pattern.label}:{' '}
        <span className="tabular-nums">
          {pattern.withAverage}/5 on {pattern.withDays} days against {pattern.withoutAverage}/5 on {pattern.withoutDays} other days
        </span>
        .
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={daysId}
        onClick={() => setOpen(!open)}
        className="mt-2 text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        {open ? 'Hide the days' : `Show the ${pattern.dates.length} days`}
      </button>
      {open && (
        <ul id={daysId} className="mt-2 flex flex-wrap gap-2">
          {pattern.dates.map((date) => (
            <li key={date}>
              <Link href={`/dashboard?date=${date}`} className="inline-block rounded-full bg-muted px-3 py-1 text-sm hover:bg-accent">
                {longDate(date)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
