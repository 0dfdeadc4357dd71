import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { daysInRange } from './days.js';
import { dayString } from './health.js';
import { roundedMean } from './rounding.js';

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

/**
 * The daily measures pattern finding reads besides symptoms, each an outcome and, on its low
 * days, a factor: for symptoms, and for the measures in `alsoFor`. A new daily series is one entry
 * here and one reader in the server's features/insights/daily-series.ts.
 *
 * Sleep is kept on the day the person woke, so its low nights are factors from that day on (lag
 * 0 is the day after the night), and as an outcome it is compared only with what came on earlier
 * days (`firstLag` 1: the night after): what is eaten after waking cannot shape the night before.
 */
/** A night under this many hours is a short night, as a factor. */
export const SHORT_NIGHT_HOURS = 6;

export const PATTERN_MEASURES = {
  energy: {
    name: 'Energy',
    unit: 'point',
    scale: '/5',
    firstLag: 0,
    low: { isLow: (v: number) => v <= 2, kind: 'low-energy', sameDay: 'on low-energy days', before: 'a low-energy day', alsoFor: [] },
  },
  mood: {
    name: 'Mood',
    unit: 'point',
    scale: '/5',
    firstLag: 0,
    low: { isLow: (v: number) => v <= 2, kind: 'low-mood', sameDay: 'on low-mood days', before: 'a low-mood day', alsoFor: [] },
  },
  sleepHours: {
    name: 'Sleep',
    unit: 'hour',
    scale: ' h',
    firstLag: 1,
    low: {
      isLow: (hours: number) => hours < SHORT_NIGHT_HOURS,
      kind: 'short-night',
      sameDay: 'after a short night',
      before: 'a short night',
      alsoFor: ['energy', 'mood'],
    },
  },
  sleepQuality: {
    name: 'Sleep quality',
    unit: 'point',
    scale: '/5',
    firstLag: 1,
    low: {
      isLow: (quality: number) => quality <= 2,
      kind: 'poor-night',
      sameDay: 'after a poor night',
      before: 'a poor night',
      alsoFor: ['energy', 'mood'],
    },
  },
} as const;
export type PatternMeasure = keyof typeof PATTERN_MEASURES;

/**
 * Families of food that the food data splits into many kinds but people name as one (decision
 * 021): a day with a food of any of the family's kinds, or named as one of its drinks, is a day
 * with the family, a factor beside each kind. Dairy is spread over a dozen survey categories
 * (milk by fat, flavoured milk, cheese, cottage cheese, two yogurts, ice cream, cream cheese…) and
 * SR28's dairy and egg group, where the eggs are not dairy; a latte or a cappuccino is coffee
 * made with milk. A person who bloats after any of them eats each too rarely for it to show alone.
 */
export const FOOD_FAMILIES: Record<string, { kinds: readonly string[]; named?: RegExp; not: RegExp }> = {
  dairy: {
    kinds: [
      'Milk, whole',
      'Milk, reduced fat',
      'Milk, lowfat',
      'Milk, nonfat',
      'Flavored milk, whole',
      'Flavored milk, reduced fat',
      'Flavored milk, lowfat',
      'Flavored milk, nonfat',
      'Milk shakes and other dairy drinks',
      'Cheese',
      'Cottage/ricotta cheese',
      'Yogurt, Greek',
      'Yogurt, regular',
      'Ice cream and frozen dairy desserts',
      'Cream cheese, sour cream, whipped cream',
      'Cream and cream substitutes',
      'Macaroni and cheese',
      'Cheese sandwiches (single code)',
      'Dairy and Egg Products',
    ],
    named: /\b(?:latte|cappuccino|macchiato|mocha|flat white|au lait|milkshake|milk shake|(?:made )?with (?:\w+ )?milk)\b/i,
    not: /^eggs?\b|\b(?:non-?dairy|substitute|imitation|soy|almond|oat|rice|coconut|cashew|hemp|pea) (?:milk|beverage|drink|creamer|yogurt|cheese)\b|\bsoymilk\b/i,
  },
};
/** A survey category that names no kind of food. */
export const NOT_A_FOOD_KIND = 'Not included in a food category';

/**
 * What the day's meals bring, summed over their items (each item's amount from its food's
 * nutrients), as a factor: a day over the pre-declared amount, known on days with a meal logged
 * (decision 021). More than 200 mg caffeine is about two mugs of coffee; 10 g alcohol about one
 * drink, so traces in food do not count.
 */
export const PATTERN_INTAKES = {
  caffeine: { over: 200, sameDay: 'on days with more than 200 mg caffeine', before: 'more than 200 mg caffeine' },
  alcohol: { over: 10, sameDay: 'on days with alcohol', before: 'alcohol' },
} as const;
export type PatternIntake = keyof typeof PATTERN_INTAKES;
const INTAKE_KEYS = Object.keys(PATTERN_INTAKES) as [PatternIntake, ...PatternIntake[]];
const MEASURE_KEYS = Object.keys(PATTERN_MEASURES) as [PatternMeasure, ...PatternMeasure[]];
type LowKind = (typeof PATTERN_MEASURES)[PatternMeasure]['low']['kind'];
const LOW_KINDS = Object.values(PATTERN_MEASURES).map((m) => m.low.kind) as [LowKind, ...LowKind[]];

export const PATTERN_OUTCOME_KINDS = ['symptom', ...MEASURE_KEYS] as const;
export const PATTERN_FACTOR_KINDS = ['food', 'food-kind', 'supplement', 'mood-tag', ...INTAKE_KEYS, ...LOW_KINDS] as const;
export const PATTERN_LAGS = [0, 1, 2] as const;
export const PATTERN_STRENGTHS = ['strong', 'moderate', 'weak'] as const;
export type PatternStrength = (typeof PATTERN_STRENGTHS)[number];

export const patternSchema = z.object({
  /** What changes: a symptom's intensity (0 on tracked days without it), or a daily measure. */
  outcome: z.object({ kind: z.enum(PATTERN_OUTCOME_KINDS), name: z.string(), unit: z.enum(['point', 'hour']), scale: z.string() }),
  factor: z.object({ kind: z.enum(PATTERN_FACTOR_KINDS), name: z.string().nullable() }),
  /** Days between the factor and the outcome's day: 0 the same day, 1 the next, 2 the day after. */
  lag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** e.g. 'the day after eating bread'. */
  label: z.string(),
  /** The outcome's mean on the days the factor came before, minus its mean on the other days, in its own unit. */
  effect: z.number(),
  /** The 95% interval of that difference (Welch). */
  interval: z.tuple([z.number(), z.number()]),
  /** Tied to the interval: see PATTERN_RULE.strength. */
  strength: z.enum(PATTERN_STRENGTHS),
  /** The permutation test's p-value (two-sided). */
  p: z.number(),
  withAverage: z.number(),
  withDays: z.number(),
  withoutAverage: z.number(),
  withoutDays: z.number(),
  /** The outcome's days the factor came before: the days the pattern rests on. */
  dates: z.array(z.string()),
});
export type Pattern = z.infer<typeof patternSchema>;

/** How the search for patterns went: how many comparisons were tested, and how many more days it needs to start. */
export const patternSearchSchema = z.object({
  /** 0 once the range has enough tracked days to look for patterns. */
  daysToLog: z.number(),
  tested: z.number(),
  /** The false discovery rate held across everything tested. */
  falseDiscoveryRate: z.number(),
});
export type PatternSearch = z.infer<typeof patternSearchSchema>;

export const symptomNoteSchema = z.object({ date: z.string(), symptom: z.string(), text: z.string() });

/** One night, on the day the person woke: hours slept (to 0.1) and quality 1–5, null when that part was not logged. */
export const sleepNightSchema = z.object({ date: z.string(), hours: z.number().nullable(), quality: z.number().nullable() });
export type SleepNight = z.infer<typeof sleepNightSchema>;

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days in the range with at least one entry of any kind. */
  trackedDays: z.number(),
  mood: z.array(scoreDaySchema),
  energy: z.array(scoreDaySchema),
  /** The range's nights, oldest first. */
  sleep: z.array(sleepNightSchema),
  symptoms: z.array(symptomSeriesSchema),
  nutrition: z.array(nutritionDaySchema),
  supplements: z.array(supplementAdherenceSchema),
  /** The patterns that passed, strongest first: every strength (the page shows weak ones on request). */
  patterns: z.array(patternSchema),
  patternSearch: patternSearchSchema,
  notes: z.array(symptomNoteSchema),
});
export type Insights = z.infer<typeof insightsSchema>;

/** The rule a pattern must pass to be shown (written once, for the page, the report and decision 021). */
export const PATTERN_RULE = {
  /** Tracked days a range needs before Willow looks for patterns at all. */
  minTrackedDays: 14,
  /** Days with the factor, and days without it, each at least this many. */
  minDays: 5,
  /** Benjamini–Hochberg false discovery rate across every comparison of the person's range. */
  falseDiscoveryRate: 0.05,
  /** The nearer end of the 95% interval, in the outcome's unit, at least this far from no difference. */
  strength: { strong: 1, moderate: 0.5 },
} as const;

/** A range's mean of the daily means, to one decimal; null with no day logged. */
export const averageScore = (days: ScoreDay[]) => roundedMean(days.map((d) => d.mean));

const meanOf = (values: number[]) => Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
const nights = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

/**
 * The range's sleep in one sentence for the report: 'Sleep averaged 6.8 hours over 24 nights, 5 of
 * them under 6 hours; quality 3.2/5 over 22 nights (1 is lowest, 5 highest).'
 */
export function sleepSummaryText(sleep: SleepNight[]): string {
  const hours = sleep.flatMap((n) => (n.hours === null ? [] : [n.hours]));
  const quality = sleep.flatMap((n) => (n.quality === null ? [] : [n.quality]));
  if (!hours.length && !quality.length) return 'No sleep logged in this range.';
  const short = hours.filter((h) => h < SHORT_NIGHT_HOURS).length;
  const parts = [
    hours.length
      ? `Sleep averaged ${meanOf(hours)} hours over ${nights(hours.length)}, ${short} of them under ${SHORT_NIGHT_HOURS} hours`
      : 'Hours slept not logged',
    quality.length ? `quality ${meanOf(quality)}/5 over ${nights(quality.length)} (1 is lowest, 5 highest)` : 'quality not logged',
  ];
  return `${parts.join('; ')}.`;
}

/** A share (0 to 1) as a whole percent: 0.714 → '71%'. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

const STRENGTH_WORDS: Record<PatternStrength, string> = {
  strong: 'Strong pattern',
  moderate: 'Moderate pattern',
  weak: 'Weaker signal',
};
export const strengthWord = (strength: PatternStrength) => STRENGTH_WORDS[strength];

const amount = (value: number, unit: Pattern['outcome']['unit']) => {
  const size = Math.abs(value);
  return `${size} ${unit}${size === 1 ? '' : 's'}`;
};
/** 'stronger'/'milder' for a symptom, 'longer'/'shorter' for hours, 'higher'/'lower' for a score. */
const directionWord = (p: Pattern) => {
  if (p.outcome.kind === 'symptom') return p.effect > 0 ? 'stronger' : 'milder';
  if (p.outcome.unit === 'hour') return p.effect > 0 ? 'longer' : 'shorter';
  return p.effect > 0 ? 'higher' : 'lower';
};

/** 'Energy was 1.6 points lower the day after eating pizza'. */
export const patternHeadline = (p: Pattern) => `${p.outcome.name} was ${amount(p.effect, p.outcome.unit)} ${directionWord(p)} ${p.label}`;

/** The figures behind it: '2/5 on 7 days against 3.6/5 on 19 other days; 95% interval 1 to 2.2 points'. */
export const patternFigures = (p: Pattern) => {
  const [from, to] = p.interval;
  const low = Math.min(Math.abs(from), Math.abs(to));
  const high = Math.max(Math.abs(from), Math.abs(to));
  return (
    `${p.withAverage}${p.outcome.scale} on ${p.withDays} days against ${p.withoutAverage}${p.outcome.scale} on ${p.withoutDays} other days; ` +
    `95% interval ${Math.sign(p.interval[0]) === Math.sign(p.interval[1]) ? `${low} to ${amount(high, p.outcome.unit)}` : `no difference to ${amount(high, p.outcome.unit)}`} ${directionWord(p)}`
  );
};

/** How the report's patterns were chosen, in one sentence. */
export const patternMethodText = (search: PatternSearch) =>
  `Only patterns that passed a permutation test with false discoveries held at ${Math.round(search.falseDiscoveryRate * 100)}% across ` +
  `${search.tested} comparisons and that no stronger factor on the same days explains; strength from the 95% interval.`;

/**
 * What a range with too few tracked days says: how many more it needs, and, when the range itself
 * is shorter than that (a week), that only a longer range can show patterns.
 */
export function notEnoughDaysText(search: PatternSearch, rangeDays: number): string {
  const more = `Not enough days yet: log ${search.daysToLog} more ${search.daysToLog === 1 ? 'day' : 'days'} and Willow can look for patterns.`;
  if (rangeDays >= PATTERN_RULE.minTrackedDays) return more;
  return `${more} This range has ${rangeDays} ${rangeDays === 1 ? 'day' : 'days'}, and patterns need ${PATTERN_RULE.minTrackedDays} days with entries: choose a longer range.`;
}

/** What the report says when no pattern passed, for a range of `rangeDays` days. */
export const noPatternsText = (search: PatternSearch, rangeDays: number) =>
  search.daysToLog
    ? notEnoughDaysText(search, rangeDays)
    : `None: no difference in this range was larger than chance could make across the ${search.tested} comparisons tested.`;

/** One line a person (or the assistant) can read: what changes, by how much, on how many days, and how sure. */
export const describePattern = (p: Pattern) => `${patternHeadline(p)} (${patternFigures(p)}). ${strengthWord(p.strength)}.`;
