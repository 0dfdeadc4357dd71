import { Moon } from 'lucide-react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SLEEP_HOURS_MAX, SLEEP_QUALITY_LABELS, hoursText, type SleepDay } from '../../../../../shared/sleep.js';
import { round1 } from '../../../../../shared/rounding.js';
import { useSleepHistory } from '../../api/get-sleep-history';
import { rangeDays, shortDate } from '../range';
import { ChartCard } from './chart-card';
import { AXIS, COLORS, GRID, TOOLTIP } from './colors';

const mean = (values: number[]) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null);

/** What the nights of a range come to, in a sentence. */
export function sleepSummary(nights: SleepDay[]): string {
  const hours = mean(nights.flatMap((n) => (n.hours === null ? [] : [n.hours])));
  const quality = mean(nights.flatMap((n) => (n.quality === null ? [] : [n.quality])));
  const wakings = mean(nights.flatMap((n) => (n.wakings === null ? [] : [n.wakings])));
  const parts = [
    hours !== null ? `${hoursText(hours)} asleep on average` : null,
    quality !== null ? `quality ${round1(quality)}/5` : null,
    wakings !== null ? `woke ${round1(wakings)} times a night` : null,
  ].filter(Boolean);
  return `${nights.length} night${nights.length === 1 ? '' : 's'} logged: ${parts.join(', ')}.`;
}

/** Hours asleep per night (bars) and the night's quality 1 to 5 (line), over the insights range. */
export function SleepChart({ from, to }: { from: string; to: string }) {
  const history = useSleepHistory(from, to);
  if (history.isPending) return <div className="h-64 animate-pulse rounded-2xl border border-border bg-card" aria-label="Loading sleep" />;
  const nights = history.data ?? [];
  const byDay = new Map(nights.map((night) => [night.date, night]));
  const data = rangeDays(from, to).map((date) => ({
    date,
    label: shortDate(date),
    hours: byDay.get(date)?.hours ?? null,
    quality: byDay.get(date)?.quality ?? null,
  }));
  const top = Math.min(SLEEP_HOURS_MAX, Math.ceil(Math.max(10, ...nights.map((n) => n.hours ?? 0)) / 2) * 2);
  const hourTicks = Array.from({ length: top / 2 + 1 }, (_, i) => i * 2);
  return (
    <ChartCard
      title="Sleep"
      icon={Moon}
      iconClass="bg-indigo-500"
      summary={history.isError ? 'Sleep could not be loaded.' : sleepSummary(nights)}
      empty={history.isError ? 'Sleep could not be loaded. Try again later.' : nights.length ? undefined : 'No sleep logged in this range.'}
      table={{
        columns: ['Night before', 'Hours asleep', 'Quality', 'Times woken'],
        rows: nights.map((n) => [
          shortDate(n.date),
          n.hours === null ? '–' : hoursText(n.hours),
          n.quality === null ? '–' : `${n.quality} · ${SLEEP_QUALITY_LABELS[n.quality - 1]}`,
          n.wakings ?? '–',
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height={220}>
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: -24 }}>
          <CartesianGrid {...GRID} />
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={28} {...AXIS} />
          <YAxis yAxisId="hours" domain={[0, top]} ticks={hourTicks} {...AXIS} />
          <YAxis yAxisId="quality" orientation="right" domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} width={24} {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar yAxisId="hours" dataKey="hours" name="Hours asleep" fill={COLORS.sleep} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Line
            yAxisId="quality"
            dataKey="quality"
            name="Quality (1–5)"
            stroke={COLORS.sleepQuality}
            strokeWidth={2}
            dot={{ r: 2.5 }}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
