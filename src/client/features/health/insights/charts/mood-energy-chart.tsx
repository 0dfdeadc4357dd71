import { Activity } from 'lucide-react';
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { averageScore, type Insights, type ScoreDay } from '../../../../../shared/insights.js';
import { rangeDays, shortDate } from '../range';
import { ChartCard } from './chart-card';
import { AXIS, COLORS, GRID, TOOLTIP } from './colors';

const describe = (label: string, days: ScoreDay[]) => {
  const m = averageScore(days);
  return m === null ? `${label}: no logs` : `${label} averaged ${m}/5 over ${days.length} day${days.length === 1 ? '' : 's'}`;
};

/** Mood and energy per day: the mean of the day's logs, and mood's lowest-to-highest band. */
export function MoodEnergyChart({ insights }: { insights: Insights }) {
  const mood = new Map(insights.mood.map((d) => [d.date, d]));
  const energy = new Map(insights.energy.map((d) => [d.date, d]));
  const data = rangeDays(insights.from, insights.to).map((date) => {
    const m = mood.get(date);
    return {
      date,
      label: shortDate(date),
      mood: m?.mean ?? null,
      moodRange: m ? [m.min, m.max] : null,
      energy: energy.get(date)?.mean ?? null,
    };
  });
  const logged = data.filter((d) => d.mood !== null || d.energy !== null);
  return (
    <ChartCard
      title="Mood & energy"
      icon={Activity}
      iconClass="bg-violet-600"
      summary={`${describe('Mood', insights.mood)}; ${describe('energy', insights.energy)}. 1 is lowest, 5 highest.`}
      empty={logged.length ? undefined : 'No mood or energy logged in this range.'}
      table={{
        columns: ['Day', 'Mood (mean)', 'Mood (lowest–highest)', 'Energy (mean)'],
        rows: logged.map((d) => [
          shortDate(d.date),
          d.mood ?? '–',
          d.moodRange ? `${d.moodRange[0]}–${d.moodRange[1]}` : '–',
          d.energy ?? '–',
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height={220}>
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid {...GRID} />
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={28} {...AXIS} />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} {...AXIS} />
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Area dataKey="moodRange" name="Mood range" fill={COLORS.mood} fillOpacity={0.15} stroke="none" isAnimationActive={false} />
          <Line dataKey="mood" name="Mood" stroke={COLORS.mood} strokeWidth={2} dot={{ r: 2.5 }} isAnimationActive={false} />
          <Line dataKey="energy" name="Energy" stroke={COLORS.energy} strokeWidth={2} dot={{ r: 2.5 }} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
