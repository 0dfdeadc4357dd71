import { addDays } from '../../../../shared/days.js';
import { round1, roundedMean } from '../../../../shared/rounding.js';
import type { DaySummary, GroundingContext } from './context.js';

export interface ScoreStats {
  average: number | null;
  /** Days with at least one log. */
  days: number;
  lowest: { date: string; value: number } | null;
  highest: { date: string; value: number } | null;
}

export interface SymptomStats {
  name: string;
  days: number;
  average: number;
  worst: number;
}

export interface WeekStats {
  from: string;
  to: string;
  trackedDays: number;
  mood: ScoreStats;
  energy: ScoreStats;
  symptoms: SymptomStats[];
  meals: number;
  averageCalories: number | null;
  supplementsTaken: { name: string; days: number }[];
  /** Nights logged, with the mean hours and quality of those that give them. */
  sleep: { nights: number; hours: number | null; quality: number | null };
}

function sleepStats(days: DaySummary[]): WeekStats['sleep'] {
  const nights = days.flatMap((d) => (d.sleep ? [d.sleep] : []));
  return {
    nights: nights.length,
    hours: roundedMean(nights.flatMap((n) => (n.hours === null ? [] : [n.hours]))),
    quality: roundedMean(nights.flatMap((n) => (n.quality === null ? [] : [n.quality]))),
  };
}

function scoreStats(days: DaySummary[], key: 'mood' | 'energy'): ScoreStats {
  const logged = days.flatMap((d) => {
    const value = d[key];
    return value === null ? [] : [{ date: d.date, value }];
  });
  const sorted = [...logged].sort((a, b) => a.value - b.value);
  const [lowest] = sorted;
  const highest = sorted.at(-1);
  if (!lowest || !highest) return { average: null, days: 0, lowest: null, highest: null };
  return {
    average: round1(logged.reduce((sum, d) => sum + d.value, 0) / logged.length),
    days: logged.length,
    lowest,
    highest,
  };
}

/** Figures for the days from..to (inclusive) of the context. */
export function statsBetween(context: GroundingContext, from: string, to: string): WeekStats {
  const days = context.days.filter((d) => d.date >= from && d.date <= to);
  const symptoms = new Map<string, { name: string; values: number[] }>();
  for (const day of days) {
    for (const s of day.symptoms) {
      const entry = symptoms.get(s.name.toLowerCase()) ?? { name: s.name, values: [] };
      entry.values.push(s.intensity);
      symptoms.set(s.name.toLowerCase(), entry);
    }
  }
  const supplements = new Map<string, { name: string; days: number }>();
  for (const day of days) {
    for (const s of day.supplements.filter((x) => x.taken)) {
      const entry = supplements.get(s.name.toLowerCase()) ?? { name: s.name, days: 0 };
      entry.days += 1;
      supplements.set(s.name.toLowerCase(), entry);
    }
  }
  const mealDays = days.filter((d) => d.meals.length);
  const calories = mealDays.map((d) => d.meals.reduce((sum, m) => sum + m.calories, 0)).filter((c) => c > 0);
  return {
    from,
    to,
    trackedDays: days.length,
    mood: scoreStats(days, 'mood'),
    energy: scoreStats(days, 'energy'),
    sleep: sleepStats(days),
    symptoms: [...symptoms.values()]
      .map((s) => ({
        name: s.name,
        days: s.values.length,
        average: round1(s.values.reduce((a, b) => a + b, 0) / s.values.length),
        worst: Math.max(...s.values),
      }))
      .sort((a, b) => b.days - a.days || b.average - a.average),
    meals: days.reduce((sum, d) => sum + d.meals.length, 0),
    averageCalories: calories.length ? Math.round(calories.reduce((a, b) => a + b, 0) / calories.length) : null,
    supplementsTaken: [...supplements.values()].sort((a, b) => b.days - a.days),
  };
}

/** This week (the last 7 days) and the 7 days before it. */
export function recentWeeks(context: GroundingContext) {
  return {
    thisWeek: statsBetween(context, addDays(context.today, -6), context.today),
    lastWeek: statsBetween(context, addDays(context.today, -13), addDays(context.today, -7)),
  };
}
