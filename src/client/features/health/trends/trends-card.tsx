import { useEffect, useRef, useState } from 'react';
import { addDays, format } from 'date-fns';
import { TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PERIOD_LABELS, SCORE_MAX, SCORE_MIN, type HistoryPeriod, type TrendDay } from '../../../../shared/health.js';
import { roundedMean } from '../../../../shared/rounding.js';
import { useTrends } from '../api/get-trends';
import { CardIcon } from '../card-parts';
import { fromDay, toDay } from '../dates';

const HEIGHT = 160;
const PAD = { left: 22, right: 10, top: 10, bottom: 22 };

type Series = 'mood' | 'energy';
const SERIES: { key: Series; label: string; color: string }[] = [
  { key: 'mood', label: 'Mood', color: '#8b5cf6' },
  { key: 'energy', label: 'Energy', color: '#f59e0b' },
];

/** SVG path of one series; a day without a value breaks the line. */
export function seriesPath(values: (number | null)[], x: (i: number) => number, y: (v: number) => number) {
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

const mean = (values: (number | null)[]) => roundedMean(values.filter((v): v is number => v !== null));

/** Mood and energy over the selected period, one point per day with logs. */
export function TrendsCard({ date, period }: { date: string; period: HistoryPeriod }) {
  const [frame, WIDTH] = useWidth(320);
  const trends = useTrends(date, period);
  const first = addDays(fromDay(date), -(period - 1));
  const days = Array.from({ length: period }, (_, i) => toDay(addDays(first, i)));
  const byDay = new Map((trends.data ?? []).map((d: TrendDay) => [d.date, d]));
  const values = (key: Series) => days.map((d) => byDay.get(d)?.[key] ?? null);
  const x = (i: number) => PAD.left + (i / (period - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((SCORE_MAX - v) / (SCORE_MAX - SCORE_MIN)) * (HEIGHT - PAD.top - PAD.bottom);
  const tickAt = new Set(period === 7 ? days.keys() : [0, Math.floor((period - 1) / 2), period - 1]);
  const ticks = days.flatMap((day, i) => (tickAt.has(i) ? [{ i, day }] : []));
  const summary = SERIES.map((s) => {
    const m = mean(values(s.key));
    return m === null ? `${s.label}: no logs` : `${s.label} averaged ${m}`;
  }).join('; ');

  return (
    <Card>
      <div className="flex items-center gap-3 p-4 pb-2">
        <CardIcon icon={TrendingUp} className="bg-sky-600" />
        <h2 className="flex-1 text-lg font-bold">Mood & energy trend</h2>
        <span className="text-sm text-muted-foreground">{PERIOD_LABELS[period]}</span>
      </div>
      <div className="px-4 pb-4">
        <div ref={frame}>
          {trends.isPending ? (
            <div className="h-36 animate-pulse rounded-xl bg-muted" aria-label="Loading trend" />
          ) : trends.isError ? (
            <p className="text-sm text-destructive">Unable to load the trend</p>
          ) : (
            <>
              <svg
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                width={WIDTH}
                height={HEIGHT}
                className="block max-w-full"
                role="img"
                aria-label={`Over the last ${period} days. ${summary}.`}
              >
                {[1, 2, 3, 4, 5].map((v) => (
                  <g key={v}>
                    <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="stroke-border" strokeWidth={1} />
                    <text x={PAD.left - 6} y={y(v) + 3} textAnchor="end" className="fill-muted-foreground text-[11px]">
                      {v}
                    </text>
                  </g>
                ))}
                {ticks.map(({ i, day }) => (
                  <text
                    key={i}
                    x={x(i)}
                    y={HEIGHT - 6}
                    textAnchor={i === 0 && period > 7 ? 'start' : i === period - 1 && period > 7 ? 'end' : 'middle'}
                    className="fill-muted-foreground text-[11px]"
                  >
                    {format(fromDay(day), period === 7 ? 'EEE' : 'MMM d')}
                  </text>
                ))}
                {SERIES.map((s) => (
                  <g key={s.key}>
                    <path
                      d={seriesPath(values(s.key), x, y)}
                      fill="none"
                      stroke={s.color}
                      strokeWidth={2.5}
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                    {values(s.key).map((v, i) =>
                      v === null ? null : <circle key={i} cx={x(i)} cy={y(v)} r={period === 90 ? 1.5 : 3} fill={s.color} />,
                    )}
                  </g>
                ))}
              </svg>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                {SERIES.map((s) => (
                  <span key={s.key} className="flex items-center gap-1.5">
                    <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: s.color }} aria-hidden="true" />
                    {s.label} {mean(values(s.key)) === null ? '—' : `avg ${mean(values(s.key))}`}
                  </span>
                ))}
              </p>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The element's width in CSS pixels (and a fallback before it is measured), so the chart draws at 1:1 and its text stays small. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.round(element.clientWidth)) || fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
