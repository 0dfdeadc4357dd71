import { addDays } from '../../shared/days.js';
import type { TrackedDay } from '../features/insights/daily-series.js';
import type { PatternIntake } from '../../shared/insights.js';
import { seededRandom } from '../features/insights/pattern-stats.js';

/** What a synthetic person's planted effect changes, by how much, how long after the trigger. */
export interface PlantedEffect {
  /** 'sleep' is the night's hours slept. */
  outcome: 'headache' | 'energy' | 'mood' | 'sleep';
  /** Points on the outcome's 1–5 scale (hours for sleep): added to the headache, taken from the others. */
  size: number;
  /** Sleep is an outcome from lag 1 on (the night after). */
  lag: 0 | 1 | 2;
  /**
   * The trigger: pizza, eaten at dinner in place of the usual (displacement), or a short night
   * (under 6 hours, on the day the person woke), on about `exposure` of days.
   */
  trigger: 'pizza' | 'short-night';
  exposure: number;
}

export interface SyntheticPerson {
  days: TrackedDay[];
  planted: PlantedEffect | null;
}

const TRIGGER = 'pizza';
/** Everyday foods (a drink of wine or beer some evenings) and how often each is eaten (dinner is separate: the trigger replaces it). */
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
  ['wine', 0.15, 'alcoholic beverages'],
  ['beer', 0.1, 'alcoholic beverages'],
];
/** What a food brings per serving (caffeine mg, alcohol g): coffee by the mug, one to three a day. */
const INTAKES: Record<string, (random: () => number) => Partial<Record<PatternIntake, number>>> = {
  coffee: (random) => ({ caffeine: 95 * (1 + Math.floor(random() * 3)) }),
  wine: () => ({ alcohol: 14 }),
  beer: () => ({ alcohol: 14 }),
};
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
 * A person's tracked days from a seed: everyday foods, a dinner pizza replaces when eaten,
 * magnesium taken on every pizza day and on a quarter of the others (a correlated factor),
 * vitamin D most days, mood tags, a headache on about a third of days, energy and mood around
 * 3.4 ± 0.8, nights of 7.2 ± 0.9 hours (about one in ten short) of quality 3.4 ± 0.8, some days
 * not logged at all, others logged in part, and sleep logged on 50–95 % of days. The planted
 * effect, if any, changes one outcome `lag` days after its trigger; a person whose trigger is a
 * short night has one on about `exposure` of days.
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
  const pizzaDay = (i: number) => planted?.trigger !== 'short-night' && Boolean(triggered[i]);
  const shortNight = (i: number) => planted?.trigger === 'short-night' && Boolean(triggered[i]);
  // Uneven logging: some people log nearly every day, others skip one day in five; sleep less often.
  const logging = 0.8 + 0.2 * random();
  const sleepLogging = 0.5 + 0.45 * random();
  const days: TrackedDay[] = [];
  for (let i = 0; i < length; i++) {
    const effectToday = planted && triggered[i - planted.lag] ? planted.size : 0;
    if (!chance(logging)) continue;
    const date = addDays(start, i);
    const foods = new Set<string>();
    const foodKinds = new Set<string>();
    const intake: Partial<Record<PatternIntake, number>> = {};
    for (const [name, share, kind] of FOODS) {
      if (!chance(share)) continue;
      foods.add(name);
      foodKinds.add(kind);
      for (const [key, amount] of Object.entries(INTAKES[name]?.(random) ?? {}) as [PatternIntake, number][])
        intake[key] = (intake[key] ?? 0) + amount;
    }
    if (pizzaDay(i)) {
      foods.add(TRIGGER);
      foodKinds.add('fast foods');
    } else {
      let pick = random();
      const dinner = DINNERS.find(([, share]) => (pick -= share) < 0) ?? DINNERS[0]!;
      foods.add(dinner[0]);
      foodKinds.add(dinner[2]);
    }
    const supplements = new Set<string>();
    if (pizzaDay(i) || chance(0.25)) supplements.add('magnesium');
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
    const usualNight = 7.2 + 0.9 * normal(random);
    const night = shortNight(i) ? 5 + 0.5 * normal(random) : planted?.trigger === 'short-night' ? Math.max(6, usualNight) : usualNight;
    const hours = Math.round(2 * clamp(night - (planted?.outcome === 'sleep' ? effectToday : 0), 2, 12)) / 2;
    const quality = clamp(Math.round(3.4 + 0.8 * normal(random)), 1, 5);
    if (chance(sleepLogging)) Object.assign(measures, { sleepHours: hours, sleepQuality: quality });
    const moodTags = measures.mood === undefined ? null : new Set(TAGS.filter(() => chance(0.25)));
    const mealsLogged = chance(0.9);
    days.push({
      date,
      measures,
      symptoms: new Map(headache ? [['headache', { name: 'Headache', intensity: headache }]] : []),
      foods: mealsLogged ? foods : null,
      foodKinds: mealsLogged ? foodKinds : null,
      intake,
      supplements,
      moodTags,
    });
  }
  return { days, planted };
}
