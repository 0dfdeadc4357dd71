import type { ScoreDay } from '../../../../shared/insights.js';
import { rangeDays } from './range';
import { COLORS } from './charts/colors';

/** One thin bar per day of the range, as high as that day's intensity (of 5): prints crisply. */
export function DayBars({ from, to, daily }: { from: string; to: string; daily: { date: string; intensity: number }[] }) {
  const days = rangeDays(from, to);
  const byDay = new Map(daily.map((d) => [d.date, d.intensity]));
  const width = 120;
  const height = 14;
  const step = width / days.length;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" className="block">
      <rect width={width} height={height} fill="#f3f4f6" />
      {days.map((date, i) => {
        const intensity = byDay.get(date);
        if (!intensity) return null;
        const h = (intensity / 5) * height;
        return <rect key={date} x={i * step} y={height - h} width={Math.max(step * 0.8, 0.8)} height={h} fill={COLORS.symptom} />;
      })}
    </svg>
  );
}

/** Mood and energy as lines over the range, 1 to 5; a day without logs breaks the line. */
export function ScoreLines({ from, to, series }: { from: string; to: string; series: { days: ScoreDay[]; color: string }[] }) {
  const days = rangeDays(from, to);
  const index = new Map(days.map((date, i) => [date, i]));
  const width = 600;
  const height = 90;
  const x = (i: number) => (days.length === 1 ? width / 2 : (i / (days.length - 1)) * (width - 20) + 10);
  const y = (score: number) => 6 + ((5 - score) / 4) * (height - 12);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true">
      {[1, 3, 5].map((score) => (
        <line key={score} x1={0} x2={width} y1={y(score)} y2={y(score)} stroke="#e5e7eb" strokeWidth={1} />
      ))}
      {series.map(({ days: scores, color }) => {
        const points = scores.flatMap((d) => {
          const i = index.get(d.date);
          return i === undefined ? [] : [{ i, v: d.mean }];
        });
        const path = points.map((p, k) => `${points[k - 1]?.i === p.i - 1 ? 'L' : 'M'}${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join('');
        return (
          <g key={color}>
            <path d={path} fill="none" stroke={color} strokeWidth={2} />
            {points.map((p) => (
              <circle key={p.i} cx={x(p.i)} cy={y(p.v)} r={2.5} fill={color} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
