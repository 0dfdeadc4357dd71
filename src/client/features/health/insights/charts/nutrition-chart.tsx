import { Apple } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Insights } from '../../../../../shared/insights.js';
import { useNutritionGoals } from '../../nutrition/goals';
import { rangeDays, shortDate } from '../range';
import { ChartCard, ShareBar } from './chart-card';
import { AXIS, COLORS, GRID, TOOLTIP } from './colors';

const MACROS = [
  { key: 'protein', label: 'Protein', color: COLORS.protein },
  { key: 'carbs', label: 'Carbs', color: COLORS.carbs },
  { key: 'fat', label: 'Fat', color: COLORS.fat },
] as const;

/** Calories per day against the goal, and the average day's macros against theirs. */
export function NutritionChart({ insights }: { insights: Insights }) {
  const [goals] = useNutritionGoals();
  const logged = insights.nutrition;
  const byDay = new Map(logged.map((d) => [d.date, d]));
  const data = rangeDays(insights.from, insights.to).map((date) => ({
    label: shortDate(date),
    calories: byDay.get(date)?.calories ?? null,
  }));
  const average = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
    logged.length ? Math.round(logged.reduce((sum, d) => sum + d[key], 0) / logged.length) : 0;
  return (
    <ChartCard
      title="Calories & macros"
      icon={Apple}
      iconClass="bg-emerald-600"
      summary={`${average('calories')} kcal on an average logged day (goal ${goals.calories}), over ${logged.length} day${logged.length === 1 ? '' : 's'} with meals.`}
      empty={logged.length ? undefined : 'No meals logged in this range.'}
      table={{
        columns: ['Day', 'Calories (kcal)', 'Protein (g)', 'Carbs (g)', 'Fat (g)'],
        rows: logged.map((d) => [shortDate(d.date), d.calories, d.protein, d.carbs, d.fat]),
      }}
    >
      <ResponsiveContainer width="100%" height={200}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid {...GRID} />
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={28} {...AXIS} />
          <YAxis {...AXIS} />
          <Tooltip {...TOOLTIP} cursor={{ fill: 'var(--color-muted)' }} />
          <ReferenceLine
            y={goals.calories}
            stroke="var(--color-muted-foreground)"
            strokeDasharray="4 4"
            label={{ value: 'Goal', position: 'insideTopRight', fontSize: 12 }}
          />
          <Bar dataKey="calories" name="Calories" fill={COLORS.calories} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
      <ul className="mt-4 space-y-3">
        {MACROS.map((macro) => (
          <ShareBar
            key={macro.key}
            label={`${macro.label}, average day`}
            figure={`${average(macro.key)} of ${goals[macro.key]} g`}
            share={goals[macro.key] ? average(macro.key) / goals[macro.key] : 0}
            color={macro.color}
          />
        ))}
      </ul>
    </ChartCard>
  );
}
