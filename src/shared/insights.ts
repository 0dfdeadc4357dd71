import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { daysInRange } from './days.js';
import { dayString } from './health.js';

/** The ranges offered on /insights besides a custom one (days, ending today). */
export const INSIGHT_RANGES = [7, 28, 90] as const;
/** The longest range one request may ask for: a year, leap day included. */
export const INSIGHT_MAX_DAYS = 366;
export const REPORT_NOTES_MAX = 2000;
export const REPORT_PAPERS = ['a4', 'letter'] as const;

/** What is wrong with a range of days: its start after its end, or more than INSIGHT_MAX_DAYS; null when nothing is. */
export function rangeFault(from: string, to: string): 'backwards' | 'tooLong' | null {
  if (from > to) return 'backwards';
  if (daysInRange(from, to) > INSIGHT_MAX_DAYS) return 'tooLong';
  return null;
}

const rangeShape = { from: dayString('from'), to: dayString('to') };
const checkRange = (range: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const fault = rangeFault(range.from, range.to);
  if (fault === 'backwards') ctx.addIssue({ code: 'custom', path: ['from'], message: 'The start date must be on or before the end date' });
  if (fault === 'tooLong') ctx.addIssue({ code: 'custom', path: ['to'], message: `A range may cover at most ${INSIGHT_MAX_DAYS} days` });
};

export const insightsQuerySchema = z.strictObject(rangeShape, { error: bodyObjectError('Unknown parameter') }).superRefine(checkRange);
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const reportBodySchema = z
  .strictObject(
    {
      ...rangeShape,
      notes: z
        .string({ error: 'Notes must be text' })
        .trim()
        .max(REPORT_NOTES_MAX, `Notes must be at most ${REPORT_NOTES_MAX} characters`)
        .default(''),
      paper: z.enum(REPORT_PAPERS, { error: `Paper must be ${REPORT_PAPERS.join(' or ')}` }).default('a4'),
    },
    { error: bodyObjectError() },
  )
  .superRefine(checkRange);
export type ReportBody = z.input<typeof reportBodySchema>;

/** A 1–5 score over one day: the mean of its logs and their range. */
export const scoreDaySchema = z.object({ date: z.string(), mean: z.number(), min: z.number(), max: z.number() });
export type ScoreDay = z.infer<typeof scoreDaySchema>;

export const symptomSeriesSchema = z.object({
  name: z.string(),
  /** Days on which it was logged, and those days as a share of the tracked days. */
  days: z.number(),
  frequency: z.number(),
  meanIntensity: z.number(),
  highestIntensity: z.number(),
  /** The day's highest intensity, on the days it was logged. */
  daily: z.array(z.object({ date: z.string(), intensity: z.number() })),
});
export type SymptomSeries = z.infer<typeof symptomSeriesSchema>;

export const nutritionDaySchema = z.object({
  date: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type NutritionDay = z.infer<typeof nutritionDaySchema>;

/** taken ÷ planned, where every logged entry (taken or skipped) was planned. */
export const supplementAdherenceSchema = z.object({ name: z.string(), taken: z.number(), planned: z.number(), adherence: z.number() });
export type SupplementAdherence = z.infer<typeof supplementAdherenceSchema>;

export const PATTERN_FACTOR_KINDS = ['food', 'supplement', 'low-energy', 'low-mood'] as const;
export const PATTERN_LAGS = [0, 1, 2] as const;

export const patternSchema = z.object({
  symptom: z.string(),
  factor: z.object({ kind: z.enum(PATTERN_FACTOR_KINDS), name: z.string().nullable() }),
  /** Days between the factor and the symptom's day: 0 the same day, 1 the next, 2 the day after. */
  lag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** e.g. 'the day after eating bread'. */
  label: z.string(),
  direction: z.enum(['worse', 'better']),
  withAverage: z.number(),
  withDays: z.number(),
  withoutAverage: z.number(),
  withoutDays: z.number(),
  difference: z.number(),
  /** The symptom days the factor came before: the days the pattern rests on. */
  dates: z.array(z.string()),
});
export type Pattern = z.infer<typeof patternSchema>;

export const symptomNoteSchema = z.object({ date: z.string(), symptom: z.string(), text: z.string() });

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days in the range with at least one entry of any kind. */
  trackedDays: z.number(),
  mood: z.array(scoreDaySchema),
  energy: z.array(scoreDaySchema),
  symptoms: z.array(symptomSeriesSchema),
  nutrition: z.array(nutritionDaySchema),
  supplements: z.array(supplementAdherenceSchema),
  patterns: z.array(patternSchema),
  notes: z.array(symptomNoteSchema),
});
export type Insights = z.infer<typeof insightsSchema>;

/** The rule a pattern must pass to be shown (written once, for the page's explanation too). */
export const PATTERN_RULE = {
  /** Days with the factor, and days without it, each at least this many. */
  minDays: 3,
  /** The difference of the symptom's mean intensity (0 on tracked days without it), at least. */
  minDifference: 1,
} as const;

/** A range's mean of the daily means, to one decimal; null with no day logged. */
export const averageScore = (days: ScoreDay[]) =>
  days.length ? Math.round((days.reduce((sum, d) => sum + d.mean, 0) / days.length) * 10) / 10 : null;

/** A share (0 to 1) as a whole percent: 0.714 → '71%'. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** One line a person (or the assistant) can read. */
export const describePattern = (p: Pattern) =>
  `${p.symptom} averaged ${p.withAverage}/5 ${p.label} (${p.withDays} days) against ${p.withoutAverage}/5 otherwise (${p.withoutDays} days)`;
