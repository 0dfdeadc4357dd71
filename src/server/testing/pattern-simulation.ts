import { findPatterns } from '../features/insights/patterns.js';
import { syntheticPerson, type PlantedEffect } from './synthetic-people.js';
import { addDays } from '../../shared/days.js';

const OUTCOMES: PlantedEffect['outcome'][] = ['headache', 'energy', 'mood'];
const LAGS: PlantedEffect['lag'][] = [0, 1, 2];
/** How often the trigger is eaten: from one day in five to two in five. */
const EXPOSURES = [0.2, 0.25, 0.3, 0.35, 0.4];

export interface SimulationRow {
  days: number;
  /** The planted effect's size in points; null for pure-noise people. */
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

/** The trigger's days that count for the planted lag: outcome days whose day `lag` earlier was logged with meals and had the trigger. */
function usableExposedDays(person: ReturnType<typeof syntheticPerson>) {
  const planted = person.planted!;
  const byDate = new Map(person.days.map((d) => [d.date, d]));
  return person.days.filter((day) => {
    const known = planted.outcome === 'headache' ? true : day.measures[planted.outcome] !== undefined;
    return known && byDate.get(addDays(day.date, -planted.lag))?.foods?.has(person.trigger);
  }).length;
}

/**
 * Synthetic people from `seed`: for each range and effect size, `people` with that effect planted
 * (cycling through outcomes and lags), and `people` of pure noise; the real pattern finder on each.
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
        const planted: PlantedEffect | null =
          size === null
            ? null
            : { outcome: OUTCOMES[i % 3]!, lag: LAGS[Math.floor(i / 3) % 3]!, size, exposure: EXPOSURES[i % EXPOSURES.length]! };
        const person = syntheticPerson(`${seed}|${days}|${size}|${i}`, days, planted);
        const { patterns } = findPatterns(person.days);
        const isPlanted = (p: (typeof patterns)[number]) =>
          planted !== null && p.factor.name === person.trigger && p.outcome.name.toLowerCase() === planted.outcome;
        const hit = patterns.some(isPlanted);
        const exposedEnough = planted !== null && usableExposedDays(person) >= 6;
        if (hit) found += 1;
        if (exposedEnough) {
          wellExposed += 1;
          if (hit) foundWellExposed += 1;
        }
        falseFound += patterns.filter((p) => !isPlanted(p)).length;
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
