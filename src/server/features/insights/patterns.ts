import {
  PATTERN_INTAKES,
  PATTERN_LAGS,
  PATTERN_MEASURES,
  PATTERN_RULE,
  PATTERN_STRENGTHS,
  type Pattern,
  type PatternIntake,
  type PatternMeasure,
  type PatternSearch,
  type PatternStrength,
} from '../../../shared/insights.js';
import { round1 } from '../../../shared/rounding.js';
import type { TrackedDay } from './daily-series.js';
import { benjaminiHochbergCutoff, mean, permutationTest, sampleVariance, seededRandom, welchInterval } from './pattern-stats.js';

type Lag = (typeof PATTERN_LAGS)[number];

/** What can change: one number per tracked day, or null when that day says nothing about it. */
interface Outcome {
  key: string;
  kind: Pattern['outcome']['kind'];
  name: string;
  unit: Pattern['outcome']['unit'];
  scale: string;
  /** The first lag that makes sense: a night is compared only with what came before it. */
  firstLag: Lag;
  /** How lags are said: sleep is a night after, not a day after. */
  lagWords: LagWords;
  value(day: TrackedDay): number | null;
}

/** What can come before: whether it happened on a tracked day, or null when that day says nothing. */
interface Factor {
  key: string;
  kind: Pattern['factor']['kind'];
  name: string | null;
  on(day: TrackedDay): boolean | null;
  label(lag: Lag, words: LagWords): string;
  /**
   * A measure's low days (low energy, a short night…): tested only for the outcomes named, after
   * the factors from outside, and never explaining another factor away, since they may be what it brings.
   */
  lowOf?: PatternMeasure;
  appliesTo(outcome: Outcome): boolean;
}

type LagWords = readonly [string, string, string];
const DAY_AFTER: LagWords = ['', 'the day after', 'two days after'];
const NIGHT_AFTER: LagWords = ['', 'the night after', 'the second night after'];
const phrase = (sameDay: string, after: string) => (lag: Lag, words: LagWords) => (lag === 0 ? sameDay : `${words[lag]} ${after}`);
const everyOutcome = () => true;
const MEASURE_KEYS = Object.keys(PATTERN_MEASURES) as PatternMeasure[];
const INTAKE_KEYS = Object.keys(PATTERN_INTAKES) as PatternIntake[];
/** The measures' low days as factors, a night's before a day's: the night comes first, and may be what shaped the day. */
const LOW_ORDER = [...MEASURE_KEYS].sort((a, b) => PATTERN_MEASURES[b].firstLag - PATTERN_MEASURES[a].firstLag);

function outcomesOf(days: TrackedDay[]): Outcome[] {
  const symptoms = new Map<string, string>();
  for (const day of days) for (const [key, s] of day.symptoms) if (!symptoms.has(key)) symptoms.set(key, s.name);
  return [
    ...[...symptoms].map(([key, name]) => ({
      key: `symptom:${key}`,
      kind: 'symptom' as const,
      name,
      unit: 'point' as const,
      scale: '/5',
      // Without it the mapped objects widen firstLag to number and no longer make an Outcome[] (the rule misses that).
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      firstLag: 0 as Lag,
      lagWords: DAY_AFTER,
      value: (d: TrackedDay) => d.symptoms.get(key)?.intensity ?? 0,
    })),
    ...MEASURE_KEYS.map((key) => ({
      key,
      kind: key,
      name: PATTERN_MEASURES[key].name,
      unit: PATTERN_MEASURES[key].unit,
      scale: PATTERN_MEASURES[key].scale,
      firstLag: PATTERN_MEASURES[key].firstLag,
      lagWords: PATTERN_MEASURES[key].firstLag ? NIGHT_AFTER : DAY_AFTER,
      value: (d: TrackedDay) => d.measures[key] ?? null,
    })),
  ];
}

/**
 * Everything the days hold that could come before an outcome; foods first, so a kind of food or a
 * day's caffeine or alcohol with the same days gives way to the food, then kinds of food, and a
 * measure's low days last (decision 021), so a factor from outside is what a pattern names.
 */
function factorsOf(days: TrackedDay[]): Factor[] {
  const names = (pick: (d: TrackedDay) => Set<string> | null) => [...new Set(days.flatMap((d) => [...(pick(d) ?? [])]))].sort();
  return [
    ...names((d) => d.foods).map((food) => ({
      key: `food:${food}`,
      kind: 'food' as const,
      name: food,
      on: (d: TrackedDay) => (d.foods ? d.foods.has(food) : null),
      label: phrase(`on days with ${food}`, `eating ${food}`),
      appliesTo: everyOutcome,
    })),
    ...names((d) => d.supplements).map((supplement) => ({
      key: `supplement:${supplement}`,
      kind: 'supplement' as const,
      name: supplement,
      on: (d: TrackedDay) => d.supplements.has(supplement),
      label: phrase(`on days you took ${supplement}`, `taking ${supplement}`),
      appliesTo: everyOutcome,
    })),
    ...names((d) => d.moodTags).map((tag) => ({
      key: `mood-tag:${tag}`,
      kind: 'mood-tag' as const,
      name: tag,
      on: (d: TrackedDay) => (d.moodTags ? d.moodTags.has(tag) : null),
      label: phrase(`on days you felt ${tag}`, `a day you felt ${tag}`),
      appliesTo: everyOutcome,
    })),
    ...INTAKE_KEYS.map((key) => ({
      key,
      kind: key,
      name: null,
      on: (d: TrackedDay) => (d.foods ? (d.intake?.[key] ?? 0) > PATTERN_INTAKES[key].over : null),
      label: phrase(PATTERN_INTAKES[key].sameDay, PATTERN_INTAKES[key].before),
      appliesTo: everyOutcome,
    })),
    ...names((d) => d.foodKinds).map((kind) => ({
      key: `food-kind:${kind}`,
      kind: 'food-kind' as const,
      name: kind,
      on: (d: TrackedDay) => (d.foodKinds ? d.foodKinds.has(kind) : null),
      label: phrase(`on days with ${kind}`, `eating ${kind}`),
      appliesTo: everyOutcome,
    })),
    ...LOW_ORDER.map((key) => {
      const { low } = PATTERN_MEASURES[key];
      const alsoFor: readonly string[] = low.alsoFor;
      return {
        key: low.kind,
        kind: low.kind,
        name: null,
        on: (d: TrackedDay) => (d.measures[key] === undefined ? null : low.isLow(d.measures[key])),
        label: phrase(low.sameDay, low.before),
        lowOf: key,
        appliesTo: (outcome: Outcome) => outcome.kind === 'symptom' || alsoFor.includes(outcome.kind),
      };
    }),
  ];
}

/**
 * The factors without the ones aliased to an earlier one: a factor that agrees with an earlier
 * factor on every day both are known, with at least one day of it, is dropped, whatever the
 * earlier one's own days. Magnesium taken on exactly the days of pizza cannot be told from the
 * pizza, and must not inherit its effect when some of those days have no meal logged. Only an
 * earlier factor tested for every outcome the later one is can stand for it: short nights on
 * exactly the low-energy days still tell of energy, which low-energy days are never tested for.
 */
function withoutAliases(factors: Factor[], days: TrackedDay[], outcomes: Outcome[]): Factor[] {
  // The outcomes each factor is tested for, worked out once per factor.
  const seen = factors.map((factor) => ({ factor, on: days.map((d) => factor.on(d)), for: outcomes.map((o) => factor.appliesTo(o)) }));
  const aliased = (first: (boolean | null)[], second: (boolean | null)[]) => {
    let shared = 0;
    for (const [d, a] of first.entries()) {
      const b = second[d];
      if (a === null || b === null || b === undefined) continue;
      if (a !== b) return false;
      if (a) shared += 1;
    }
    return shared > 0;
  };
  const standsFor = (earlier: (typeof seen)[number], later: (typeof seen)[number]) =>
    later.for.every((tested, o) => !tested || earlier.for[o]);
  return seen
    .filter((own, i) => !seen.slice(0, i).some((earlier) => standsFor(earlier, own) && aliased(own.on, earlier.on)))
    .map((own) => own.factor);
}

/** One comparison: an outcome on the days a factor came before (by `lag` days) against the other days. */
interface Comparison {
  outcome: Outcome;
  factor: Factor;
  lag: Lag;
  /** The outcome's days that count (the outcome known, and the factor known on the day `lag` earlier). */
  dates: string[];
  values: number[];
  exposed: boolean[];
  p: number;
  effect: number;
}

/** Another factor's exposure on a comparison's days (by its own lag): null where it is unknown. */
type Exposure = (boolean | null)[];

/**
 * Each factor's exposure on the day `lag` days before each tracked day, by lag and factor, in the
 * days' order (null where that day was not tracked or says nothing of the factor): worked out once,
 * not once per outcome.
 */
type Exposures = (lag: Lag, factor: Factor) => Exposure;
/** Days since 1970 of a yyyy-MM-dd day: date-fns' addDays, called for every day and lag, was half the finder's time. */
const dayNumber = (date: string) => Date.parse(date) / 86_400_000;
function exposuresOf(days: TrackedDay[], factors: Factor[]): Exposures {
  const byDayNumber = new Map(days.map((d) => [dayNumber(d.date), d]));
  const byLag = new Map(
    PATTERN_LAGS.map((lag) => {
      const before = days.map((d) => byDayNumber.get(dayNumber(d.date) - lag));
      return [lag, new Map(factors.map((factor) => [factor, before.map((day) => (day ? factor.on(day) : null))]))];
    }),
  );
  return (lag, factor) => {
    const exposure = byLag.get(lag)?.get(factor);
    if (!exposure) throw new Error('An exposure was asked for a factor that was not worked out');
    return exposure;
  };
}

/** Every comparison with enough days on each side; of factors with the same days for one outcome and lag, only the first. */
function comparisonsOf(days: TrackedDay[], factors: Factor[], exposures: Exposures): Omit<Comparison, 'p' | 'effect'>[] {
  const comparisons: Omit<Comparison, 'p' | 'effect'>[] = [];
  for (const outcome of outcomesOf(days)) {
    const known = days.flatMap((day, index) => {
      const value = outcome.value(day);
      return value === null ? [] : [{ index, value, date: day.date }];
    });
    if (new Set(known.map((k) => k.value)).size < 2) continue;
    for (const lag of PATTERN_LAGS) {
      if (lag < outcome.firstLag) continue;
      const seen = new Set<string>();
      for (const factor of factors) {
        if (!factor.appliesTo(outcome)) continue;
        const exposure = exposures(lag, factor);
        let withDays = 0;
        let withoutDays = 0;
        // The factor on each of the outcome's known days: 1, 0, or - when unknown (the day not counted).
        let signature = '';
        for (const { index } of known) {
          if (exposure[index] === true) withDays += 1;
          else if (exposure[index] === false) withoutDays += 1;
          signature += exposure[index] === null ? '-' : exposure[index] ? '1' : '0';
        }
        if (withDays < PATTERN_RULE.minDays || withoutDays < PATTERN_RULE.minDays) continue;
        if (seen.has(signature)) continue;
        seen.add(signature);
        const counted = known.filter(({ index }) => exposure[index] !== null);
        const exposed = counted.map(({ index }) => exposure[index] === true);
        comparisons.push({
          outcome,
          factor,
          lag,
          dates: counted.map((k) => k.date),
          values: counted.map((k) => k.value),
          exposed,
        });
      }
    }
  }
  return comparisons;
}

/**
 * Whether a pattern still holds once another factor on the same days is accounted for: the
 * factor's days compared within the other factor's days and within the rest (a stratified
 * permutation test on the days both are known), passing the same cutoff in the same direction.
 * Only a stronger factor is accounted for: a pattern kept before this one (as strong or stronger),
 * or any factor that differs more on these days. A food the trigger replaced and a supplement taken with it vanish here.
 */
function survives(c: Comparison, other: Exposure, otherKey: string, cutoff: number, maxDraws: number, strictly: boolean) {
  const keep = c.dates.map((_, i) => other[i] !== null);
  const values = c.values.filter((_, i) => keep[i]);
  const exposed = c.exposed.filter((_, i) => keep[i]);
  const strata = other.filter((o): o is boolean => o !== null);
  const differenceBy = (split: boolean[]) => {
    const on = values.filter((_, i) => split[i]);
    const off = values.filter((_, i) => !split[i]);
    return on.length && off.length ? Math.abs(mean(on) - mean(off)) : 0;
  };
  const margin = differenceBy(strata) - differenceBy(exposed);
  if (strictly ? margin <= 1e-9 : margin < -1e-9) return true;
  const random = seededRandom(`${comparisonKey(c)}|given|${otherKey}`);
  const adjusted = permutationTest(values, exposed, strata.map(Number), maxDraws, random);
  return adjusted.p <= cutoff && Math.sign(adjusted.effect) === Math.sign(c.effect);
}

/** |Welch's t| of a comparison: its difference over its standard error (Infinity when both sides are constant). */
function welchT(c: Comparison) {
  const on = c.values.filter((_, i) => c.exposed[i]);
  const off = c.values.filter((_, i) => !c.exposed[i]);
  const se = Math.sqrt(sampleVariance(on) / on.length + sampleVariance(off) / off.length);
  return se ? Math.abs(mean(on) - mean(off)) / se : Infinity;
}

const comparisonKey = (c: Pick<Comparison, 'outcome' | 'factor' | 'lag'>) => `${c.outcome.key}|${c.factor.key}|${c.lag}`;

function strengthOf(interval: [number, number]): PatternStrength {
  const nearer = Math.sign(interval[0]) === Math.sign(interval[1]) ? Math.min(Math.abs(interval[0]), Math.abs(interval[1])) : 0;
  if (nearer >= PATTERN_RULE.strength.strong) return 'strong';
  if (nearer >= PATTERN_RULE.strength.moderate) return 'moderate';
  return 'weak';
}

function patternOf(c: Comparison): Pattern {
  const withValues = c.values.filter((_, i) => c.exposed[i]);
  const withoutValues = c.values.filter((_, i) => !c.exposed[i]);
  const interval = welchInterval(withValues, withoutValues);
  return {
    outcome: { kind: c.outcome.kind, name: c.outcome.name, unit: c.outcome.unit, scale: c.outcome.scale },
    factor: { kind: c.factor.kind, name: c.factor.name },
    lag: c.lag,
    label: c.factor.label(c.lag, c.outcome.lagWords),
    effect: round1(c.effect),
    interval: [round1(interval[0]), round1(interval[1])],
    strength: strengthOf(interval),
    p: Number(c.p.toPrecision(2)),
    withAverage: round1(mean(withValues)),
    withDays: withValues.length,
    withoutAverage: round1(mean(withoutValues)),
    withoutDays: withoutValues.length,
    dates: c.dates.filter((_, i) => c.exposed[i]),
  };
}

export interface FoundPatterns {
  patterns: Pattern[];
  search: PatternSearch;
}

/**
 * The patterns a person's tracked days support (decision 021). Every outcome (each symptom's
 * intensity, 0 on tracked days without it; each measure) against every factor at lags 0, 1 and 2
 * with at least PATTERN_RULE.minDays days on each side is tested by permutation; Benjamini–Hochberg
 * holds the false discovery rate across all of them; of the lags of one outcome and factor only
 * the strongest stays; a pattern that vanishes once a stronger one on the same outcome is
 * accounted for is refused. Strongest first. These are correlations, never causes.
 */
export function findPatterns(days: TrackedDay[], limit = Infinity): FoundPatterns {
  const falseDiscoveryRate = PATTERN_RULE.falseDiscoveryRate;
  if (days.length < PATTERN_RULE.minTrackedDays) {
    return { patterns: [], search: { daysToLog: PATTERN_RULE.minTrackedDays - days.length, tested: 0, falseDiscoveryRate } };
  }
  const factors = withoutAliases(factorsOf(days), days, outcomesOf(days));
  const exposures = exposuresOf(days, factors);
  const dayIndex = new Map(days.map((d, i) => [d.date, i]));
  const exposureOn = (factor: Factor, lag: Lag, dates: string[]): Exposure =>
    dates.map((date) => exposures(lag, factor)[dayIndex.get(date) ?? -1] ?? null);
  const candidates = comparisonsOf(days, factors, exposures);
  // Just enough draws that the smallest p-value possible, 1 ÷ (draws + 1), is under the strictest cutoff (q ÷ tests).
  const maxDraws = Math.ceil(candidates.length / falseDiscoveryRate);
  const tested: Comparison[] = candidates.map((c) => ({
    ...c,
    ...permutationTest(c.values, c.exposed, null, maxDraws, seededRandom(comparisonKey(c))),
  }));
  const cutoff = benjaminiHochbergCutoff(
    tested.map((c) => c.p),
    falseDiscoveryRate,
  );
  // External factors before a measure's low days (low mood, a short night…), which may be what a factor brings;
  // then strongest by Welch's t, which is exact (a factor and its complement tie, where Monte Carlo
  // p-values would not); on a tie the comparison on more days, then the factor on fewer days (the
  // unusual ones, not what they replaced), then the shorter lag.
  const strengths = new Map(tested.map((c) => [c, welchT(c)]));
  const strength = (c: Comparison) => strengths.get(c) ?? welchT(c);
  const withDays = (c: Comparison) => c.exposed.filter(Boolean).length;
  const strongestFirst = (a: Comparison, b: Comparison) =>
    Number(Boolean(a.factor.lowOf)) - Number(Boolean(b.factor.lowOf)) ||
    (Math.abs(strength(b) - strength(a)) > 1e-9 ? strength(b) - strength(a) : 0) ||
    b.exposed.length - a.exposed.length ||
    withDays(a) - withDays(b) ||
    a.lag - b.lag;
  const discoveries = tested.filter((c) => c.p <= cutoff).sort(strongestFirst);

  const kept: Comparison[] = [];
  const seenPairs = new Set<string>();
  for (const c of discoveries) {
    const pair = `${c.outcome.key}|${c.factor.key}`;
    if (seenPairs.has(pair)) continue;
    seenPairs.add(pair);
    // Every stronger pattern kept, at its own lag, and every other factor at this lag, tested or
    // not. A measure's low days explain nothing away: they may be what a factor brings.
    const others: [Exposure, string, boolean][] = [
      ...kept
        .filter((k) => k.outcome.key === c.outcome.key && !k.factor.lowOf)
        .map((k): [Exposure, string, boolean] => [exposureOn(k.factor, k.lag, c.dates), comparisonKey(k), false]),
      ...factors
        .filter((f) => f !== c.factor && !f.lowOf)
        .map((f): [Exposure, string, boolean] => [exposureOn(f, c.lag, c.dates), f.key, true]),
    ];
    if (others.every(([exposure, key, strictly]) => survives(c, exposure, key, cutoff, maxDraws, strictly))) kept.push(c);
  }
  const rank = (s: PatternStrength) => PATTERN_STRENGTHS.indexOf(s);
  const patterns = kept
    .map(patternOf)
    .sort((a, b) => rank(a.strength) - rank(b.strength) || a.p - b.p || Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, limit);
  return { patterns, search: { daysToLog: 0, tested: tested.length, falseDiscoveryRate } };
}
