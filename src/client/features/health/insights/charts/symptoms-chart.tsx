import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Thermometer, TrendingUp } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { percent, type Insights } from '../../../../../shared/insights.js';
import { plural } from '../../../../../shared/words.js';
import { rangeDays, shortDate } from '../range';
import { ChartCard, ShareBar } from './chart-card';
import { AXIS, COLORS, GRID, TOOLTIP } from './colors';

const NONE = 'No symptoms logged in this range.';

/** How often each symptom came: days logged as a share of the days tracked. */
export function SymptomFrequencyChart({ insights }: { insights: Insights }) {
  const { symptoms } = insights;
  return (
    <ChartCard
      title="How often symptoms came"
      icon={Thermometer}
      iconClass="bg-rose-600"
      summary={`${plural(symptoms.length, 'symptom')} over ${plural(insights.trackedDays, 'tracked day')}.`}
      empty={symptoms.length ? undefined : NONE}
      table={{
        columns: ['Symptom', 'Days', 'Share of tracked days', 'Mean intensity', 'Highest'],
        rows: symptoms.map((s) => [s.name, s.days, percent(s.frequency), s.meanIntensity, s.highestIntensity]),
      }}
    >
      <ul className="space-y-3">
        {symptoms.map((s) => (
          <ShareBar
            key={s.name}
            label={s.name}
            figure={`${plural(s.days, 'day')} (${percent(s.frequency)}) · mean ${s.meanIntensity}/5`}
            share={s.frequency}
            color={COLORS.symptom}
          />
        ))}
      </ul>
    </ChartCard>
  );
}

/** One symptom's intensity on each day of the range (the day's highest). */
export function SymptomIntensityChart({ insights }: { insights: Insights }) {
  const { symptoms } = insights;
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const symptom = symptoms.find((s) => s.name === chosen) ?? symptoms[0];
  const byDay = new Map(symptom?.daily.map((d) => [d.date, d.intensity]));
  const data = rangeDays(insights.from, insights.to).map((date) => ({ label: shortDate(date), intensity: byDay.get(date) ?? null }));
  return (
    <ChartCard
      title="Symptom intensity"
      icon={TrendingUp}
      iconClass="bg-rose-500"
      summary={
        symptom ? `${symptom.name}: mean ${symptom.meanIntensity}/5, highest ${symptom.highestIntensity}/5. 1 is mild, 5 extreme.` : ''
      }
      empty={symptom ? undefined : NONE}
      table={{
        columns: ['Day', `${symptom?.name ?? ''} intensity`],
        rows: (symptom?.daily ?? []).map((d) => [shortDate(d.date), d.intensity]),
      }}
      controls={
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor={selectId}>Symptom</Label>
          <Select id={selectId} value={symptom?.name} onChange={(event) => setChosen(event.target.value)}>
            {symptoms.map((s) => (
              <option key={s.name}>{s.name}</option>
            ))}
          </Select>
        </div>
      }
    >
      <ResponsiveContainer width="100%" height={200}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
          <CartesianGrid {...GRID} />
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={28} {...AXIS} />
          <YAxis domain={[0, 5]} ticks={[1, 2, 3, 4, 5]} {...AXIS} />
          <Tooltip {...TOOLTIP} cursor={{ fill: 'var(--color-muted)' }} />
          <Bar dataKey="intensity" name="Intensity" fill={COLORS.symptom} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
