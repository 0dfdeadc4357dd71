import { PATTERN_LAGS, PATTERN_RULE, type Pattern } from '../../../shared/insights.js';
import { addDays } from '../../../shared/days.js';

/** One tracked day (a day with any entry), reduced to what pattern finding needs. */
export interface TrackedDay {
  date: string;
  mood: number | null;
  energy: number | null;
  /** Highest intensity per symptom (lower-case key → display name and intensity). */
  symptoms: Map<string, { name: string; intensity: number }>;
  foods: Set<string>;
  /** Supplements taken (lower-case names). */
  supplements: Set<string>;
}

/** A score of 2 or less on the 1–5 scale is a low day. */
const LOW_SCORE = 2;
type Lag = (typeof PATTERN_LAGS)[number];

interface Factor {
  kind: Pattern['factor']['kind'];
  name: string | null;
  /** Whether it happened on a tracked day; null when that day says nothing (no score logged). */
  on(day: TrackedDay): boolean | null;
  label(lag: Lag): string;
}

const LAG_WORDS = ['', 'the day after', 'two days after'] as const;
const phrase = (sameDay: string, after: string) => (lag: Lag) => (lag === 0 ? sameDay : `${LAG_WORDS[lag]} ${after}`);

function factorsOf(days: TrackedDay[]): Factor[] {
  const foods = new Set<string>();
  const supplements = new Set<string>();
  for (const day of days) {
    day.foods.forEach((f) => foods.add(f));
    day.supplements.forEach((s) => supplements.add(s));
  }
  return [
    ...[...foods].map((food) => ({
      kind: 'food' as const,
      name: food,
      on: (d: TrackedDay) => d.foods.has(food),
      label: phrase(`on days with ${food}`, `eating ${food}`),
    })),
    ...[...supplements].map((supplement) => ({
      kind: 'supplement' as const,
      name: supplement,
      on: (d: TrackedDay) => d.supplements.has(supplement),
      label: phrase(`on days you took ${supplement}`, `taking ${supplement}`),
    })),
    {
      kind: 'low-energy' as const,
      name: null,
      on: (d: TrackedDay) => (d.energy === null ? null : d.energy <= LOW_SCORE),
      label: phrase('on low-energy days', 'a low-energy day'),
    },
    {
      kind: 'low-mood' as const,
      name: null,
      on: (d: TrackedDay) => (d.mood === null ? null : d.mood <= LOW_SCORE),
      label: phrase('on low-mood days', 'a low-mood day'),
    },
  ];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Patterns in a person's own days: for each symptom, its mean intensity (0 on tracked days
 * without it) on days that a food, a supplement taken, a low-energy or a low-mood day came
 * before — the same day, 1 day or 2 days earlier — against the other tracked days. A day counts
 * only when the day the factor would fall on was tracked too. A pattern shows only when both
 * sides rest on at least PATTERN_RULE.minDays days and the means differ by at least
 * PATTERN_RULE.minDifference; of the three lags of one symptom and factor, only the strongest.
 * Strongest first. These are correlations in a small sample, never causes.
 */
export function findPatterns(days: TrackedDay[], limit = 10): Pattern[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const symptoms = new Map<string, string>();
  for (const day of days) for (const [key, s] of day.symptoms) symptoms.set(key, s.name);
  const earlier = new Map(PATTERN_LAGS.map((lag) => [lag, days.map((d) => byDate.get(addDays(d.date, -lag)))]));

  const found: Pattern[] = [];
  for (const factor of factorsOf(days)) {
    // Which tracked days the factor came before, per lag (null: unknown, the day is left out).
    const applies = PATTERN_LAGS.map((lag) => earlier.get(lag)!.map((day) => (day ? factor.on(day) : null)));
    for (const [key, symptom] of symptoms) {
      let best: Pattern | null = null;
      for (const lag of PATTERN_LAGS) {
        const withValues: number[] = [];
        const withoutValues: number[] = [];
        const dates: string[] = [];
        days.forEach((day, i) => {
          const on = applies[lag]![i];
          if (on === null) return;
          const intensity = day.symptoms.get(key)?.intensity ?? 0;
          if (on) {
            withValues.push(intensity);
            dates.push(day.date);
          } else withoutValues.push(intensity);
        });
        if (withValues.length < PATTERN_RULE.minDays || withoutValues.length < PATTERN_RULE.minDays) continue;
        const withAverage = round1(mean(withValues));
        const withoutAverage = round1(mean(withoutValues));
        const difference = round1(Math.abs(withAverage - withoutAverage));
        if (difference < PATTERN_RULE.minDifference || (best && best.difference >= difference)) continue;
        best = {
          symptom,
          factor: { kind: factor.kind, name: factor.name },
          lag,
          label: factor.label(lag),
          direction: withAverage > withoutAverage ? 'worse' : 'better',
          withAverage,
          withDays: withValues.length,
          withoutAverage,
          withoutDays: withoutValues.length,
          difference,
          dates,
        };
      }
      if (best) found.push(best);
    }
  }
  return found
    .sort((a, b) => b.difference - a.difference || Math.min(b.withDays, b.withoutDays) - Math.min(a.withDays, a.withoutDays))
    .slice(0, limit);
}
