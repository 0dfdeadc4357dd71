import { addDays } from '../../shared/days.js';
import type { TrackedDay } from '../features/insights/daily-series.js';
import { seededRandom } from '../features/insights/pattern-stats.js';

/** What a synthetic person's planted effect changes, by how much, how long after the trigger. */
export interface PlantedEffect {
  outcome: 'headache' | 'energy' | 'mood';
  /** Points on the outcome's 1–5 scale: added to the headache, taken from energy or mood. */
  size: number;
  lag: 0 | 1 | 2;
  /** The trigger, eaten at dinner in place of the usual (displacement), on about this share of days. */
  exposure: number;
}

export interface SyntheticPerson {
  days: TrackedDay[];
  planted: PlantedEffect | null;
  /** The trigger's name as the pattern finder writes it. */
  trigger: string;
  /** Days the trigger was eaten. */
  exposedDays: number;
}

const TRIGGER = 'pizza';
/** Everyday foods and how often each is eaten (dinner is separate: the trigger replaces it). */
const FOODS: [name: string, share: number, kind: string][] = [
  ['coffee', 0.8, 'beverages'],
  ['bread', 0.5, 'baked products'],
  ['oats', 0.4, 'breakfast cereals'],
  ['eggs', 0.35, 'dairy and egg products'],
  ['cheese', 0.3, 'dairy and egg products'],
  ['apple', 0.35, 'fruits'],
  ['banana', 0.3, 'fruits'],
  ['salad', 0.3, 'vegetables'],
  ['yogurt', 0.25, 'dairy and egg products'],
  ['chocolate', 0.2, 'sweets'],
];
const DINNERS: [name: string, share: number, kind: string][] = [
  ['rice', 0.45, 'cereal grains and pasta'],
  ['pasta', 0.25, 'cereal grains and pasta'],
  ['chicken', 0.2, 'poultry products'],
  ['fish', 0.1, 'finfish and shellfish products'],
];
const TAGS = ['calm', 'stressed', 'tired', 'happy'];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A normal draw (Box–Muller) from a seeded generator. */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * A person's tracked days from a seed: everyday foods, a dinner the trigger replaces when eaten,
 * magnesium taken on every trigger day and on a quarter of the others (a correlated factor),
 * vitamin D most days, mood tags, a headache on about a third of days, energy and mood around
 * 3.4 ± 0.8, some days not logged at all and others logged in part. The planted effect, if any,
 * changes one outcome `lag` days after the trigger.
 */
export function syntheticPerson(
  seed: string,
  length: number,
  planted: PlantedEffect | null,
  exposure = planted?.exposure ?? 0.25,
): SyntheticPerson {
  const random = seededRandom(seed);
  const chance = (share: number) => random() < share;
  const start = '2026-01-01';
  const triggered = Array.from({ length }, () => chance(exposure));
  // Uneven logging: some people log nearly every day, others skip one day in five.
  const logging = 0.8 + 0.2 * random();
  const days: TrackedDay[] = [];
  for (let i = 0; i < length; i++) {
    const effectToday = planted && triggered[i - planted.lag] ? planted.size : 0;
    if (!chance(logging)) continue;
    const date = addDays(start, i);
    const foods = new Set<string>();
    const foodKinds = new Set<string>();
    for (const [name, share, kind] of FOODS) {
      if (!chance(share)) continue;
      foods.add(name);
      foodKinds.add(kind);
    }
    if (triggered[i]) {
      foods.add(TRIGGER);
      foodKinds.add('fast foods');
    } else {
      let pick = random();
      const dinner = DINNERS.find(([, share]) => (pick -= share) < 0) ?? DINNERS[0]!;
      foods.add(dinner[0]);
      foodKinds.add(dinner[2]);
    }
    const supplements = new Set<string>();
    if (triggered[i] || chance(0.25)) supplements.add('magnesium');
    if (chance(0.85)) supplements.add('vitamin d');

    const headacheBase = chance(0.3) ? 1 + Math.floor(random() * 3) : 0;
    const headache = clamp(Math.round(headacheBase + (planted?.outcome === 'headache' ? effectToday : 0)), 0, 5);
    const score = (outcome: PlantedEffect['outcome']) =>
      clamp(Math.round(3.4 + 0.8 * normal(random) - (planted?.outcome === outcome ? effectToday : 0)), 1, 5);
    const energy = score('energy');
    const mood = score('mood');
    const measures: TrackedDay['measures'] = {};
    if (chance(0.9)) measures.energy = energy;
    if (chance(0.85)) measures.mood = mood;
    const moodTags = measures.mood === undefined ? null : new Set(TAGS.filter(() => chance(0.25)));
    const mealsLogged = chance(0.9);
    days.push({
      date,
      measures,
      symptoms: headache ? new Map([['headache', { name: 'Headache', intensity: headache }]]) : new Map(),
      foods: mealsLogged ? foods : null,
      foodKinds: mealsLogged ? foodKinds : null,
      supplements,
      moodTags,
    });
  }
  return { days, planted, trigger: TRIGGER, exposedDays: triggered.filter(Boolean).length };
}
