import { compareDays } from '../../../shared/days.js';
import type { Db } from '../../db/client.js';
import type { Insights, NutritionDay, SupplementAdherence, SymptomSeries } from '../../../shared/insights.js';
import { trackedDays } from './daily-series.js';
import { findPatterns } from './patterns.js';
import { readRangeLogs, type RangeLogs } from './range-logs.js';
import { round1, round2 } from '../../../shared/rounding.js';
import { getOrCreate } from '../../lib/maps.js';

/** Each symptom's days, intensity and frequency; the most frequent first. */
function symptomSeries(rows: RangeLogs['symptoms'], trackedDays: number): SymptomSeries[] {
  const byName = new Map<string, { name: string; daily: Map<string, number>; values: number[] }>();
  for (const [date, name, intensity] of rows) {
    const key = name.toLowerCase();
    const series = getOrCreate(byName, key, () => ({ name, daily: new Map<string, number>(), values: [] }));
    series.values.push(intensity);
    series.daily.set(date, Math.max(series.daily.get(date) ?? 0, intensity));
  }
  return [...byName.values()]
    .map(({ name, daily, values }) => ({
      name,
      days: daily.size,
      frequency: trackedDays ? round2(daily.size / trackedDays) : 0,
      meanIntensity: round1(values.reduce((a, b) => a + b, 0) / values.length),
      highestIntensity: Math.max(...values),
      daily: [...daily].map(([date, intensity]) => ({ date, intensity })).sort((a, b) => compareDays(a.date, b.date)),
    }))
    .sort((a, b) => b.days - a.days || b.meanIntensity - a.meanIntensity || a.name.localeCompare(b.name));
}

function nutritionDays(rows: RangeLogs['meals']): NutritionDay[] {
  const byDay = new Map<string, NutritionDay>();
  for (const [date, , calories, protein, carbs, fat] of rows) {
    const day = getOrCreate(byDay, date, () => ({ date, calories: 0, protein: 0, carbs: 0, fat: 0 }));
    day.calories += calories;
    day.protein += protein;
    day.carbs += carbs;
    day.fat += fat;
  }
  return [...byDay.values()]
    .map((d) => ({
      date: d.date,
      calories: Math.round(d.calories),
      protein: round1(d.protein),
      carbs: round1(d.carbs),
      fat: round1(d.fat),
    }))
    .sort((a, b) => compareDays(a.date, b.date));
}

function adherence(rows: RangeLogs['supplements']): SupplementAdherence[] {
  const byName = new Map<string, { name: string; taken: number; planned: number }>();
  for (const [, name, taken] of rows) {
    const key = name.toLowerCase();
    const entry = getOrCreate(byName, key, () => ({ name, taken: 0, planned: 0 }));
    entry.planned += 1;
    if (taken) entry.taken += 1;
  }
  return [...byName.values()]
    .map((s) => ({ ...s, adherence: round2(s.taken / s.planned) }))
    .sort((a, b) => b.planned - a.planned || a.name.localeCompare(b.name));
}

/** What /insights shows for the days from..to: series per kind, adherence, patterns and notes. */
export async function getInsights(db: Db, userId: string, from: string, to: string): Promise<Insights> {
  const logs = await readRangeLogs(db, userId, from, to);
  const tracked = trackedDays(logs);
  const found = findPatterns(tracked);
  const score = ([date, mean, min, max]: RangeLogs['moods'][number]) => ({ date, mean: round1(mean), min, max });
  return {
    from,
    to,
    trackedDays: tracked.length,
    mood: logs.moods.map(score),
    energy: logs.energies.map(score),
    sleep: logs.sleeps.map(([date, hours, quality]) => ({ date, hours: hours === null ? null : round1(hours), quality })),
    symptoms: symptomSeries(logs.symptoms, tracked.length),
    nutrition: nutritionDays(logs.meals),
    supplements: adherence(logs.supplements),
    patterns: found.patterns,
    patternSearch: found.search,
    notes: logs.symptoms
      .flatMap(([date, symptom, , notes]) => (notes?.trim() ? [{ date, symptom, text: notes.trim() }] : []))
      .sort((a, b) => compareDays(a.date, b.date)),
  };
}
