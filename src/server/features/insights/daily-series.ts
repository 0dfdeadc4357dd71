import { compareDays } from '../../../shared/days.js';
import {
  FOOD_FAMILIES,
  NOT_A_FOOD_KIND,
  PATTERN_INTAKES,
  PATTERN_MEASURES,
  type PatternIntake,
  type PatternMeasure,
} from '../../../shared/insights.js';
import { foodName } from '../foods/food-name.js';
import type { RangeLogs } from './range-logs.js';
import { getOrCreate } from '../../lib/maps.js';

/** One tracked day (a day with any entry), reduced to what pattern finding reads. */
export interface TrackedDay {
  date: string;
  /** The day's mean of each measure (energy, mood, the night's sleep…), absent when it was not logged. */
  measures: Partial<Record<PatternMeasure, number>>;
  /** Highest intensity per symptom (lower-case key → display name and intensity). */
  symptoms: Map<string, { name: string; intensity: number }>;
  /** Foods eaten and their kinds; null when no meal was logged, so "no bread" is unknown rather than false. */
  foods: Set<string> | null;
  foodKinds: Set<string> | null;
  /** What the day's meals brought (caffeine mg, alcohol g); an intake absent is none. Known when `foods` is. */
  intake?: Partial<Record<PatternIntake, number>>;
  /** Supplements taken (lower-case names). */
  supplements: Set<string>;
  /** The day's mood tags; null when no mood was logged. */
  moodTags: Set<string> | null;
}

/** Where each measure's per-day means come from in a range's logs: a new daily series is one line here. */
const MEASURE_READERS: Record<PatternMeasure, (logs: RangeLogs) => [day: string, mean: number][]> = {
  energy: (logs) => logs.energies.map(([day, mean]) => [day, mean]),
  mood: (logs) => logs.moods.map(([day, mean]) => [day, mean]),
  sleepHours: (logs) => logs.sleeps.flatMap(([day, hours]) => (hours === null ? [] : [[day, hours]])),
  sleepQuality: (logs) => logs.sleeps.flatMap(([day, , quality]) => (quality === null ? [] : [[day, quality]])),
};

/** The family of food (FOOD_FAMILIES) an item of this kind and name belongs to, if any. */
function familyOf(kind: string | undefined, name: string): string | undefined {
  for (const [family, { kinds, named, not }] of Object.entries(FOOD_FAMILIES)) {
    if (((kind !== undefined && kinds.includes(kind)) || named?.test(name)) && !not.test(name)) return family;
  }
  return undefined;
}

/** The tracked days (any entry) of a range, oldest first. */
export function trackedDays(logs: RangeLogs): TrackedDay[] {
  const days = new Map<string, TrackedDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { date, measures: {}, symptoms: new Map(), foods: null, foodKinds: null, supplements: new Set(), moodTags: null };
      days.set(date, day);
    }
    return day;
  };
  for (const key of Object.keys(PATTERN_MEASURES) as PatternMeasure[]) {
    for (const [date, mean] of MEASURE_READERS[key](logs)) dayOf(date).measures[key] = mean;
  }
  for (const [date, name, intensity] of logs.symptoms) {
    const symptoms = dayOf(date).symptoms;
    const key = name.toLowerCase();
    const seen = symptoms.get(key);
    if (!seen || seen.intensity < intensity) symptoms.set(key, { name: seen?.name ?? name, intensity });
  }
  // The same few foods come back meal after meal: each description is named once.
  const names = new Map<string, string>();
  for (const [date, foods, , , , , foodIds] of logs.meals) {
    const day = dayOf(date);
    day.foods ??= new Set();
    day.foodKinds ??= new Set();
    for (const food of foods) day.foods.add(getOrCreate(names, food, () => foodName(food)));
    // Each item's fdcId, in the order of the items' names (every item has one).
    for (const [i, id] of foodIds.entries()) {
      const kind = typeof id === 'number' ? logs.foodKinds[id] : undefined;
      if (kind && kind !== NOT_A_FOOD_KIND) day.foodKinds.add(kind.toLowerCase());
      const family = familyOf(kind, foods[i] ?? '');
      if (family) day.foodKinds.add(family);
    }
  }
  for (const [date, amounts] of logs.intakes) {
    const day = dayOf(date);
    const intake = (day.intake ??= {});
    for (const key of Object.keys(PATTERN_INTAKES) as PatternIntake[]) {
      for (const amount of amounts[key] ?? []) if (typeof amount === 'number') intake[key] = (intake[key] ?? 0) + amount;
    }
  }
  for (const [date, name, taken] of logs.supplements) {
    const day = dayOf(date);
    if (taken) day.supplements.add(name.toLowerCase());
  }
  for (const [date, tags] of logs.moodTags) {
    const day = dayOf(date);
    day.moodTags ??= new Set();
    for (const tag of tags) day.moodTags.add(tag.toLowerCase());
  }
  return [...days.values()].sort((a, b) => compareDays(a.date, b.date));
}
