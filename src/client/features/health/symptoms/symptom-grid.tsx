import { useState } from 'react';
import { addDays, endOfWeek, format, startOfWeek } from 'date-fns';
import { cn } from '@/lib/utils';
import type { HistoryPeriod, SymptomHistoryDay } from '../../../../shared/health.js';
import { useSymptomHistory } from '../api/get-symptom-history';
import { fromDay, toDay } from '../dates';
import { severityDotClass, severityLabel } from './severity';

const GRID_ROWS = 6;

interface Column {
  label: string;
  /** Days (yyyy-MM-dd) this column sums up: one, or a week for the 3-month view. */
  days: string[];
  title: string;
}

/**
 * The window of the grid: the Sunday-to-Saturday week of the date for 7 days; otherwise the
 * period ending on the date, by day for 28 days and by week for 3 months.
 */
export function gridWindow(date: string, period: HistoryPeriod): { endDate: string; columns: Column[] } {
  if (period === 7) {
    const sunday = startOfWeek(fromDay(date));
    const columns = Array.from({ length: 7 }, (_, i) => {
      const day = addDays(sunday, i);
      return { label: format(day, 'EEEEE'), days: [toDay(day)], title: format(day, 'EEE, MMM d') };
    });
    return { endDate: toDay(endOfWeek(fromDay(date))), columns };
  }
  const first = addDays(fromDay(date), -(period - 1));
  const days = Array.from({ length: period }, (_, i) => toDay(addDays(first, i)));
  if (period === 28) {
    return {
      endDate: date,
      columns: days.map((d, i) => ({
        label: i % 7 === 0 ? format(fromDay(d), 'd') : '',
        days: [d],
        title: format(fromDay(d), 'EEE, MMM d'),
      })),
    };
  }
  const columns: Column[] = [];
  for (const [i, start] of days.entries()) {
    if (i % 7 !== 0) continue;
    columns.push({
      label: i % 28 === 0 ? format(fromDay(start), 'MMM d') : '',
      days: days.slice(i, i + 7),
      title: `Week of ${format(fromDay(start), 'MMM d')}`,
    });
  }
  return { endDate: date, columns };
}

/** Symptom names of the history, most often logged first, then by name. */
function rowsOf(history: SymptomHistoryDay[]) {
  const counts = new Map<string, { name: string; days: number }>();
  for (const day of history) {
    for (const s of day.symptoms) {
      const key = s.name.toLowerCase();
      const row = counts.get(key) ?? { name: s.name, days: 0 };
      row.days += 1;
      counts.set(key, row);
    }
  }
  return [...counts.entries()].sort(([, a], [, b]) => b.days - a.days || a.name.localeCompare(b.name));
}

/** Highest intensity of a symptom over the column's days, 0 when not logged. */
function peak(byDay: Map<string, SymptomHistoryDay>, key: string, days: string[]) {
  let max = 0;
  for (const d of days) for (const s of byDay.get(d)?.symptoms ?? []) if (s.name.toLowerCase() === key) max = Math.max(max, s.intensity);
  return max;
}

/** The symptom intensity grid of the symptoms card: one row per symptom, one dot per day (or week). */
export function SymptomGrid({ date, period }: { date: string; period: HistoryPeriod }) {
  const [showAll, setShowAll] = useState(false);
  const { endDate, columns } = gridWindow(date, period);
  const history = useSymptomHistory(endDate, period);
  if (history.isPending) return <div className="h-24 animate-pulse rounded-xl bg-muted" aria-label="Loading symptom history" />;
  if (history.isError) return <p className="text-sm text-destructive">Failed to fetch symptom history</p>;
  const rows = rowsOf(history.data);
  if (!rows.length)
    return <p className="rounded-xl bg-muted/60 p-3 text-center text-sm text-muted-foreground">No symptoms in this period</p>;
  const byDay = new Map(history.data.map((d) => [d.date, d]));
  const shown = showAll ? rows : rows.slice(0, GRID_ROWS);
  // 28 daily dots stay at least 12 px wide (a finger can aim at them); on a phone the grid then scrolls sideways.
  const template = {
    gridTemplateColumns: `minmax(4.5rem, 7rem) repeat(${columns.length}, minmax(${period === 28 ? '0.75rem' : '0'}, 1fr))`,
  };
  const selectedColumn = columns.findIndex((c) => c.days.includes(date));

  return (
    <div className="space-y-1">
      <div className="space-y-1 overflow-x-auto pb-1" role="table" aria-label="Symptom intensity by day">
        <div role="row" className="grid items-end gap-0.5 text-[10px] text-muted-foreground" style={template}>
          <span role="columnheader">
            <span className="sr-only">Symptom</span>
          </span>
          {columns.map((column, i) => (
            <span
              key={column.title}
              role="columnheader"
              aria-label={column.title}
              className={cn(
                'overflow-visible whitespace-nowrap text-center',
                i === selectedColumn && period === 7 && 'font-bold text-foreground',
              )}
            >
              {column.label}
            </span>
          ))}
        </div>
        {shown.map(([key, row]) => (
          <div key={key} role="row" className="grid items-center gap-0.5" style={template}>
            <span role="rowheader" className="truncate pr-1 text-xs font-medium" title={row.name}>
              {row.name}
            </span>
            {columns.map((column) => {
              const intensity = peak(byDay, key, column.days);
              return (
                <span
                  key={column.title}
                  role="cell"
                  className="flex justify-center"
                  title={`${row.name}, ${column.title}: ${intensity ? severityLabel(intensity) : 'none'}`}
                >
                  <span
                    className={cn('block aspect-square w-full max-w-4 rounded-full', intensity ? severityDotClass(intensity) : 'bg-muted')}
                  />
                  <span className="sr-only">{intensity ? `${severityLabel(intensity)} (${intensity})` : 'none'}</span>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {rows.length > GRID_ROWS && (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
          className="text-xs font-semibold text-primary hover:underline"
        >
          {showAll ? 'Show fewer' : `Show ${rows.length - GRID_ROWS} more`}
        </button>
      )}
    </div>
  );
}
