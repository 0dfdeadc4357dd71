/** One tracked day, reduced to what pattern finding needs. */
export interface TrackedDay {
  date: string;
  energy: number | null;
  /** Highest intensity per symptom (lower-case key → display name and intensity). */
  symptoms: Map<string, { name: string; intensity: number }>;
  foods: Set<string>;
  supplements: Set<string>;
}

export interface Pattern {
  symptom: string;
  /** e.g. 'after eating bread', 'after taking magnesium', 'after a low-energy day'. */
  factor: string;
  withAverage: number;
  withDays: number;
  withoutAverage: number;
  withoutDays: number;
}

const MIN_DAYS = 2;
const MIN_DIFFERENCE = 0.75;
const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Notable patterns: a symptom's average intensity (0 on tracked days without it) on days with a
 * food, a supplement, or low energy (2 or less) the day before, against the other tracked days.
 * Each side must rest on at least 2 days and differ by at least 0.75; strongest first.
 */
export function findPatterns(days: TrackedDay[], limit = 5): Pattern[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const symptoms = new Map<string, string>();
  const foods = new Set<string>();
  const supplements = new Set<string>();
  for (const day of days) {
    for (const [key, s] of day.symptoms) symptoms.set(key, s.name);
    day.foods.forEach((f) => foods.add(f));
    day.supplements.forEach((s) => supplements.add(s));
  }
  const previousEnergy = (date: string) => {
    const prev = new Date(`${date}T00:00:00Z`);
    prev.setUTCDate(prev.getUTCDate() - 1);
    return byDate.get(prev.toISOString().slice(0, 10))?.energy ?? null;
  };
  const factors: { label: string; applies(day: TrackedDay): boolean | null }[] = [
    ...[...foods].map((food) => ({ label: `after eating ${food}`, applies: (d: TrackedDay) => d.foods.has(food) })),
    ...[...supplements].map((s) => ({ label: `after taking ${s}`, applies: (d: TrackedDay) => d.supplements.has(s) })),
    {
      label: 'after a low-energy day',
      applies: (d: TrackedDay) => {
        const energy = previousEnergy(d.date);
        return energy === null ? null : energy <= 2;
      },
    },
  ];

  const found: Pattern[] = [];
  for (const [key, name] of symptoms) {
    for (const factor of factors) {
      const withValues: number[] = [];
      const withoutValues: number[] = [];
      for (const day of days) {
        const applies = factor.applies(day);
        if (applies === null) continue;
        (applies ? withValues : withoutValues).push(day.symptoms.get(key)?.intensity ?? 0);
      }
      if (withValues.length < MIN_DAYS || withoutValues.length < MIN_DAYS) continue;
      const withAverage = mean(withValues);
      const withoutAverage = mean(withoutValues);
      if (Math.abs(withAverage - withoutAverage) < MIN_DIFFERENCE) continue;
      found.push({
        symptom: name,
        factor: factor.label,
        withAverage: round1(withAverage),
        withDays: withValues.length,
        withoutAverage: round1(withoutAverage),
        withoutDays: withoutValues.length,
      });
    }
  }
  return found.sort((a, b) => Math.abs(b.withAverage - b.withoutAverage) - Math.abs(a.withAverage - a.withoutAverage)).slice(0, limit);
}

export const describePattern = (p: Pattern) =>
  `${p.symptom} averaged ${p.withAverage}/5 ${p.factor} (${p.withDays} days) against ${p.withoutAverage}/5 otherwise (${p.withoutDays} days)`;
