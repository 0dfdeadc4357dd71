import { Pill } from 'lucide-react';
import { percent, type Insights } from '../../../../../shared/insights.js';
import { ChartCard, ShareBar } from './chart-card';
import { COLORS } from './colors';

/** Each supplement's adherence: entries marked taken of all its entries (taken or skipped). */
export function AdherenceChart({ insights }: { insights: Insights }) {
  const { supplements } = insights;
  const taken = supplements.reduce((sum, s) => sum + s.taken, 0);
  const planned = supplements.reduce((sum, s) => sum + s.planned, 0);
  return (
    <ChartCard
      title="Supplement adherence"
      icon={Pill}
      iconClass="bg-teal-600"
      summary={planned ? `${taken} of ${planned} planned doses taken (${percent(taken / planned)}).` : ''}
      empty={supplements.length ? undefined : 'No supplements logged in this range.'}
      table={{
        columns: ['Supplement', 'Taken', 'Planned', 'Adherence'],
        rows: supplements.map((s) => [s.name, s.taken, s.planned, percent(s.adherence)]),
      }}
    >
      <ul className="space-y-3">
        {supplements.map((s) => (
          <ShareBar
            key={s.name}
            label={s.name}
            figure={`${s.taken} of ${s.planned} · ${percent(s.adherence)}`}
            share={s.adherence}
            color={COLORS.supplement}
          />
        ))}
      </ul>
    </ChartCard>
  );
}
