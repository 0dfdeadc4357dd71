import { findPatterns } from '../features/insights/patterns.js';
import { syntheticPerson, type PlantedEffect, type SyntheticPerson } from './synthetic-people.js';
import type { TrackedDay } from '../features/insights/daily-series.js';
import { addDays } from '../../shared/days.js';
import { SHORT_NIGHT_HOURS, type Pattern } from '../../shared/insights.js';

/** The kinds of planted people, in turn: pizza before each outcome, and short nights before a headache. */
const PLANTS: Pick<PlantedEffect, 'outcome' | 'trigger'>[] = [
  { outcome: 'headache', trigger: 'pizza' },
  { outcome: 'energy', trigger: 'pizza' },
  { outcome: 'mood', trigger: 'pizza' },
  { outcome: 'sleep', trigger: 'pizza' },
  { outcome: 'headache', trigger: 'short-night' },
];
const LAGS: PlantedEffect['lag'][] = [0, 1, 2];
/** How often the trigger comes: from one day in five to two in five. */
const EXPOSURES = [0.2, 0.25, 0.3, 0.35, 0.4];

/** The planted effect of the row's i-th person: a night only after its trigger, a short night the same day. */
function plantedFor(i: number, size: number): PlantedEffect {
  const plant = PLANTS[i % PLANTS.length]!;
  const lag = plant.trigger === 'short-night' ? 0 : LAGS[Math.floor(i / PLANTS.length) % LAGS.length]!;
  return {
    ...plant,
    size,
    lag: plant.outcome === 'sleep' && lag === 0 ? 1 : lag,
    exposure: EXPOSURES[(i + Math.floor(i / 5)) % EXPOSURES.length]!,
  };
}

const OUTCOME_NAMES: Record<PlantedEffect['outcome'], string> = { headache: 'Headache', energy: 'Energy', mood: 'Mood', sleep: 'Sleep' };
const MEASURE_OF = { energy: 'energy', mood: 'mood', sleep: 'sleepHours' } as const;

/** Whether a pattern found is the planted one (at any lag: the finder keeps one lag of a pair). */
const isPlanted = (planted: PlantedEffect | null, p: Pattern) =>
  planted !== null &&
  p.outcome.name === OUTCOME_NAMES[planted.outcome] &&
  (planted.trigger === 'short-night' ? p.factor.kind === 'short-night' : p.factor.name === 'pizza');

export interface SimulationRow {
  days: number;
  /** The planted effect's size in points (hours for sleep); null for pure-noise people. */
  size: number | null;
  people: number;
  /** Planted people whose planted pattern was found (all, and those with at least 6 exposed days that count). */
  recall: number;
  wellExposed: number;
  recallWellExposed: number;
  /** Patterns found that were not planted, per person. */
  falsePerPerson: number;
  /** False ÷ all patterns found, pooled over the row's people. */
  falseDiscoveryProportion: number;
  /** Share of people with no pattern at all (the aim for pure noise). */
  noPattern: number;
}

/** The trigger's days that count for the planted lag: outcome days whose day `lag` earlier was logged with the trigger. */
function usableExposedDays({ days }: SyntheticPerson, effect: PlantedEffect) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const triggered = (day: TrackedDay | undefined) =>
    effect.trigger === 'short-night'
      ? day?.measures.sleepHours !== undefined && day.measures.sleepHours < SHORT_NIGHT_HOURS
      : Boolean(day?.foods?.has('pizza'));
  return days.filter((day) => {
    const known = effect.outcome === 'headache' || day.measures[MEASURE_OF[effect.outcome]] !== undefined;
    return known && triggered(byDate.get(addDays(day.date, -effect.lag)));
  }).length;
}

/**
 * Synthetic people from `seed`: for each range and effect size, `people` with that effect planted
 * (cycling through pizza before headache, energy, mood and sleep, and short nights before a
 * headache, at lags 0–2), and `people` of pure noise; the real pattern finder on each.
 */
export function simulatePatterns(seed: string, people: number, ranges = [28, 90], sizes = [1, 1.5, 2.5]): SimulationRow[] {
  const rows: SimulationRow[] = [];
  for (const days of ranges) {
    for (const size of [...sizes, null]) {
      let found = 0;
      let falseFound = 0;
      let allFound = 0;
      let withNone = 0;
      let wellExposed = 0;
      let foundWellExposed = 0;
      for (let i = 0; i < people; i++) {
        const planted = size === null ? null : plantedFor(i, size);
        const person = syntheticPerson(`${seed}|${days}|${size}|${i}`, days, planted);
        const { patterns } = findPatterns(person.days);
        const hit = patterns.some((p) => isPlanted(planted, p));
        const exposedEnough = planted !== null && usableExposedDays(person, planted) >= 6;
        if (hit) found += 1;
        if (exposedEnough) {
          wellExposed += 1;
          if (hit) foundWellExposed += 1;
        }
        falseFound += patterns.filter((p) => !isPlanted(planted, p)).length;
        allFound += patterns.length;
        if (!patterns.length) withNone += 1;
      }
      rows.push({
        days,
        size,
        people,
        recall: size === null ? 0 : found / people,
        wellExposed,
        recallWellExposed: wellExposed ? foundWellExposed / wellExposed : 0,
        falsePerPerson: falseFound / people,
        falseDiscoveryProportion: allFound ? falseFound / allFound : 0,
        noPattern: withNone / people,
      });
    }
  }
  return rows;
}
