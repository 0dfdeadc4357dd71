import type { RangeLogs } from '../insights/range-logs.js';
import { trackedDays } from '../insights/daily-series.js';
import { SHORT_NIGHT_HOURS } from '../../../shared/insights.js';
import { hoursOf } from '../../../shared/sleep.js';
import { round1, round2, roundedMean } from '../../../shared/rounding.js';

/** Foods listed in a range's figures when no food is asked for: the most eaten. */
const FOODS_LISTED = 30;

/** A score's figures: the mean of the daily means, the days logged, and the last day at each whole score ('5': '2026-11-20'). */
export interface ScoreFigures {
  mean: number | null;
  days: number;
  lastDayAt: Partial<Record<'1' | '2' | '3' | '4' | '5', string>>;
}
/** What get_range_stats returns. */
export interface RangeRead {
  from: string;
  to: string;
  trackedDays: number;
  mood: ScoreFigures;
  energy: ScoreFigures;
  symptoms: { name: string; days: number; frequency: number; meanIntensity: number; highestIntensity: number; lastDay: string | null }[];
  calories: { meanPerDay: number | null; days: number };
  supplements: { name: string; taken: number; planned: number; adherence: number; lastTaken: string | null }[];
  /** Nights logged in the range, mean hours and quality of those that give them, nights under SHORT_NIGHT_HOURS, and the last one's day. */
  sleep: { nights: number; meanHours: number | null; meanQuality: number | null; shortNights: number; lastNight: string | null };
  /** Foods eaten (as people say them), on how many days and the last; the most eaten, or those matching the food asked for. */
  foods: { name: string; days: number; lastDay: string }[];
}

const later = (a: string | null | undefined, b: string) => (a && a > b ? a : b);

/** The rows of `logs` dated from..to, for a range inside a longer one already read. */
export function logsBetween(logs: RangeLogs, from: string, to: string): RangeLogs {
  const inside = <T extends [string, ...unknown[]]>(rows: T[]) => rows.filter(([day]) => day >= from && day <= to);
  return {
    moods: inside(logs.moods),
    energies: inside(logs.energies),
    symptoms: inside(logs.symptoms),
    meals: inside(logs.meals),
    foodKinds: logs.foodKinds,
    supplements: inside(logs.supplements),
    moodTags: inside(logs.moodTags),
    sleeps: inside(logs.sleeps),
    intakes: inside(logs.intakes),
  };
}

function scoreFigures(rows: RangeLogs['moods']): ScoreFigures {
  const lastDayAt: ScoreFigures['lastDayAt'] = {};
  for (const [day, dayMean] of rows) {
    const score = String(Math.round(dayMean)) as keyof ScoreFigures['lastDayAt'];
    lastDayAt[score] = later(lastDayAt[score], day);
  }
  return { mean: roundedMean(rows.map(([, dayMean]) => round1(dayMean))), days: rows.length, lastDayAt };
}

/**
 * A range's figures from its logs (insights' rows), as get_range_stats gives them: per symptom and
 * supplement (most frequent first) with their last days, sleep, calories and foods. `food` keeps
 * only the foods whose name holds it.
 */
export function rangeStats(logs: RangeLogs, from: string, to: string, food?: string): RangeRead {
  const tracked = trackedDays(logs);
  const symptoms = new Map<string, { name: string; days: Map<string, number>; intensities: number[] }>();
  for (const [day, name, intensity] of logs.symptoms) {
    const key = name.toLowerCase();
    const symptom = symptoms.get(key) ?? { name, days: new Map<string, number>(), intensities: [] };
    symptoms.set(key, symptom);
    symptom.intensities.push(intensity);
    symptom.days.set(day, Math.max(symptom.days.get(day) ?? 0, intensity));
  }
  const supplements = new Map<string, RangeRead['supplements'][number]>();
  for (const [day, name, taken] of logs.supplements) {
    const key = name.toLowerCase();
    const entry = supplements.get(key) ?? { name, taken: 0, planned: 0, adherence: 0, lastTaken: null };
    supplements.set(key, entry);
    entry.planned += 1;
    if (taken) {
      entry.taken += 1;
      entry.lastTaken = later(entry.lastTaken, day);
    }
  }
  const calories = new Map<string, number>();
  for (const [day, , dayCalories] of logs.meals) calories.set(day, (calories.get(day) ?? 0) + dayCalories);
  const foods = new Map<string, { name: string; days: number; lastDay: string }>();
  for (const day of tracked) {
    for (const name of day.foods ?? []) {
      const seen = foods.get(name) ?? { name, days: 0, lastDay: day.date };
      foods.set(name, seen);
      seen.days += 1;
      seen.lastDay = later(seen.lastDay, day.date);
    }
  }
  const wanted = food?.trim().toLowerCase();
  const hours = logs.sleeps.flatMap(([, h]) => (h === null ? [] : [hoursOf(h * 60)]));
  return {
    from,
    to,
    trackedDays: tracked.length,
    mood: scoreFigures(logs.moods),
    energy: scoreFigures(logs.energies),
    symptoms: [...symptoms.values()]
      .map(({ name, days, intensities }) => ({
        name,
        days: days.size,
        frequency: tracked.length ? round2(days.size / tracked.length) : 0,
        meanIntensity: round1(intensities.reduce((a, b) => a + b, 0) / intensities.length),
        highestIntensity: Math.max(...intensities),
        lastDay: [...days.keys()].reduce<string | null>(later, null),
      }))
      .sort((a, b) => b.days - a.days || b.meanIntensity - a.meanIntensity || a.name.localeCompare(b.name)),
    calories: { meanPerDay: roundedMean([...calories.values()].map(Math.round)), days: calories.size },
    supplements: [...supplements.values()]
      .map((s) => ({ ...s, adherence: round2(s.taken / s.planned) }))
      .sort((a, b) => b.planned - a.planned || a.name.localeCompare(b.name)),
    sleep: {
      nights: logs.sleeps.length,
      meanHours: roundedMean(hours),
      meanQuality: roundedMean(logs.sleeps.flatMap(([, , q]) => (q === null ? [] : [q]))),
      shortNights: hours.filter((h) => h < SHORT_NIGHT_HOURS).length,
      lastNight: logs.sleeps.reduce<string | null>((last, [day]) => later(last, day), null),
    },
    foods: [...foods.values()]
      .filter((f) => !wanted || f.name.includes(wanted) || wanted.includes(f.name))
      .sort((a, b) => b.days - a.days || b.lastDay.localeCompare(a.lastDay))
      .slice(0, FOODS_LISTED),
  };
}

/** The days with logs that a range's figures rest on. */
export const daysWithLogs = (logs: RangeLogs): string[] =>
  [
    ...new Set([
      ...logs.moods.map(([day]) => day),
      ...logs.energies.map(([day]) => day),
      ...logs.symptoms.map(([day]) => day),
      ...logs.meals.map(([day]) => day),
      ...logs.sleeps.map(([day]) => day),
    ]),
  ].sort();
