import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import {
  notEnoughDaysText,
  PATTERN_RULE,
  patternFigures,
  patternHeadline,
  strengthWord,
  type Pattern,
  type PatternSearch,
} from '../../../../shared/insights.js';
import { CardIcon } from '../card-parts';
import { longDate } from './range';

const patternKey = (p: Pattern) => `${p.outcome.kind}|${p.outcome.name}|${p.factor.kind}|${p.factor.name}|${p.lag}`;

/** The patterns the range supports, strong and moderate ones first; weaker signals on request. */
export function PatternsCard({ patterns, search, rangeDays }: { patterns: Pattern[]; search: PatternSearch; rangeDays: number }) {
  const headingId = useId();
  const weakerId = useId();
  const [showWeaker, setShowWeaker] = useState(false);
  const shown = patterns.filter((p) => p.strength !== 'weak');
  const weaker = patterns.filter((p) => p.strength === 'weak');
  return (
    <Card className="min-w-0 p-4 lg:col-span-2" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <CardIcon icon={Sparkles} className="bg-sky-600" />
        <h2 id={headingId} className="text-lg font-bold">
          Patterns
        </h2>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Willow compares each symptom, your energy and your mood on the days after something (the same day, or 1 or 2 days later) with the
        other days you tracked, once each side has at least {PATTERN_RULE.minDays} days. Of the {search.tested} comparisons in this range,
        only differences too large to be chance (keeping false finds to {Math.round(search.falseDiscoveryRate * 100)}% or fewer), and not
        explained by something stronger on the same days, show. Strong: the 95% interval is at least {PATTERN_RULE.strength.strong} point
        from no difference; moderate: at least {PATTERN_RULE.strength.moderate}.
      </p>
      <p className="mt-2 rounded-xl bg-accent px-3 py-2 text-sm font-medium">
        Patterns are not causes and not medical advice. Talk with your doctor before changing a treatment.
      </p>
      {search.daysToLog > 0 ? (
        <p className="mt-4 text-sm font-medium">{notEnoughDaysText(search, rangeDays)}</p>
      ) : shown.length ? (
        <ul className="mt-4 space-y-3">
          {shown.map((pattern) => (
            <PatternItem key={patternKey(pattern)} pattern={pattern} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm">
          No clear patterns in this range. A difference has to be larger than chance could make across everything compared, so keep logging
          and a longer range may show one.
        </p>
      )}
      {weaker.length > 0 && (
        <div className="mt-4">
          <button
            type="button"
            aria-expanded={showWeaker}
            aria-controls={weakerId}
            onClick={() => setShowWeaker(!showWeaker)}
            className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            {showWeaker ? 'Hide weaker signals' : `Show weaker signals (${weaker.length})`}
          </button>
          {showWeaker && (
            <section id={weakerId} aria-label="Weaker signals" className="mt-2">
              <p className="text-sm text-muted-foreground">
                Weaker signals passed the same test, but their interval comes within {PATTERN_RULE.strength.moderate} point of no
                difference: the effect may be small. Treat them as hints to keep an eye on, not findings.
              </p>
              <ul className="mt-2 space-y-3">
                {weaker.map((pattern) => (
                  <PatternItem key={patternKey(pattern)} pattern={pattern} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Card>
  );
}

const STRENGTH_STYLES: Record<Pattern['strength'], string> = {
  strong: 'bg-primary text-primary-foreground',
  moderate: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  weak: 'bg-muted text-muted-foreground',
};

function PatternItem({ pattern }: { pattern: Pattern }) {
  const [open, setOpen] = useState(false);
  const daysId = useId();
  return (
    <li className="rounded-xl border border-border p-3">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STRENGTH_STYLES[pattern.strength]}`}>
        {strengthWord(pattern.strength)}
      </span>
      <p className="mt-1">
        <strong>{patternHeadline(pattern)}</strong>
      </p>
      <p className="text-sm tabular-nums text-muted-foreground">{patternFigures(pattern)}.</p>
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
