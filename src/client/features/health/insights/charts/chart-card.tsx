import { useId, useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CardIcon } from '../../card-parts';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartCardProps {
  title: string;
  icon: LucideIcon;
  iconClass: string;
  /** One sentence a person reads before the chart. */
  summary: ReactNode;
  /** The chart's numbers as a table: always there for screen readers, shown on request. */
  table: ChartTable;
  /** Shown instead of the chart and its table when there is nothing to draw. */
  empty?: string;
  /** Inputs that change what the chart shows, above it (the chart itself is hidden from screen readers). */
  controls?: ReactNode;
  children: ReactNode;
}

/**
 * An insights card: a title, a sentence, and a chart that can be swapped for its table. The
 * chart itself is hidden from screen readers, which read the table instead.
 */
export function ChartCard({ title, icon, iconClass, summary, table, empty, controls, children }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card className="min-w-0 p-4" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <CardIcon icon={icon} className={iconClass} />
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-bold">
          {title}
        </h2>
        {!empty && (
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
            className="rounded-full border border-border px-3 py-1.5 text-sm font-semibold hover:bg-accent"
          >
            {asTable ? 'Show chart' : 'Show table'}
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{empty ?? summary}</p>
      {!empty && (
        <>
          {!asTable && (
            <>
              {controls && <div className="mt-3">{controls}</div>}
              <div className="mt-3" aria-hidden="true">
                {children}
              </div>
            </>
          )}
          <div className={asTable ? 'mt-3 max-h-80 overflow-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-border">
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="py-1.5 pr-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i} className="border-b border-border/60 last:border-0">
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th key={j} scope="row" className="py-1.5 pr-3 font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={j} className="py-1.5 pr-3 tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/** A horizontal bar with its label and figure above it, for shares (0 to 1). */
export function ShareBar({ label, figure, share, color }: { label: string; figure: string; share: number; color: string }) {
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words">{label}</span>
        <span className="shrink-0 tabular-nums text-muted-foreground">{figure}</span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full" style={{ width: `${Math.round(Math.min(1, share) * 100)}%`, backgroundColor: color }} />
      </div>
    </li>
  );
}
