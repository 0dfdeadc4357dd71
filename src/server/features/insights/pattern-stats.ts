import jstat from 'jstat';

/**
 * The statistics behind patterns (decision 021): a seeded permutation test of a difference in
 * means (stratified when another factor is accounted for), Welch's interval, and
 * Benjamini–Hochberg. Values are one number per day; `exposed` says whether the factor came before.
 */

/** A generator of numbers in [0, 1) from a text seed (FNV-1a into Mulberry32): same data, same draws. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Days that can be compared within one stratum: their values, and which had the factor. */
interface Stratum {
  values: number[];
  /** Days with the factor; the permutation draws this many. */
  exposedCount: number;
  total: number;
  observedSum: number;
}

/** The stratum's mean with the factor minus its mean without, from the sum of the exposed days. */
const stratumDifference = (s: Stratum, exposedSum: number) =>
  exposedSum / s.exposedCount - (s.total - exposedSum) / (s.values.length - s.exposedCount);

/** Weight of a stratum in the pooled difference: n₁n₀/n, as Mantel–Haenszel weights a difference. */
const stratumWeight = (s: Stratum) => (s.exposedCount * (s.values.length - s.exposedCount)) / s.values.length;

/** The sum of `count` values drawn without replacement (a partial Fisher–Yates shuffle, in place). */
function drawSum(values: number[], count: number, random: () => number) {
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (values.length - i));
    const drawn = values[j];
    const first = values[i];
    if (drawn === undefined || first === undefined) throw new RangeError(`Cannot draw ${count} of ${values.length} values`);
    values[j] = first;
    values[i] = drawn;
    sum += drawn;
  }
  return sum;
}

export interface PermutationResult {
  /** Mean with the factor minus mean without (weighted over strata when stratified). */
  effect: number;
  /** Two-sided p-value; 1 when no stratum has days both with and without the factor. */
  p: number;
}

/** How many draws as extreme as the observed difference end the test early (Besag & Clifford, 1991). */
const ENOUGH_EXTREME = 20;

/**
 * Permutation test of the difference in means, the factor's days shuffled within each stratum
 * (one stratum: the plain two-sample test). Sequential Monte Carlo: it stops once ENOUGH_EXTREME
 * draws were as extreme as the data (p = that many ÷ draws), else after `maxDraws`
 * (p = (extreme + 1) ÷ (draws + 1)), so clear non-findings cost a few dozen draws.
 */
export function permutationTest(
  values: number[],
  exposed: boolean[],
  strata: number[] | null,
  maxDraws: number,
  random: () => number,
): PermutationResult {
  const byStratum = new Map<number, Stratum>();
  values.forEach((value, i) => {
    const key = strata?.[i] ?? 0;
    let s = byStratum.get(key);
    if (!s) byStratum.set(key, (s = { values: [], exposedCount: 0, total: 0, observedSum: 0 }));
    s.values.push(value);
    s.total += value;
    if (exposed[i]) {
      s.exposedCount += 1;
      s.observedSum += value;
    }
  });
  const informative = [...byStratum.values()].filter((s) => s.exposedCount > 0 && s.exposedCount < s.values.length);
  if (!informative.length) return { effect: 0, p: 1 };
  // The pooled difference is linear in each stratum's exposed sum: Σ slope·sum − offset.
  const totalWeight = informative.reduce((sum, s) => sum + stratumWeight(s), 0);
  const sloped = informative.map((s) => ({
    ...s,
    slope: (stratumWeight(s) * (1 / s.exposedCount + 1 / (s.values.length - s.exposedCount))) / totalWeight,
  }));
  const offset = informative.reduce((sum, s) => sum + (stratumWeight(s) * s.total) / (s.values.length - s.exposedCount) / totalWeight, 0);
  const effect = informative.reduce((sum, s) => sum + (stratumWeight(s) * stratumDifference(s, s.observedSum)) / totalWeight, 0);
  const threshold = Math.abs(effect) - 1e-9;

  let extreme = 0;
  let draws = 0;
  while (draws < maxDraws) {
    draws += 1;
    let drawn = -offset;
    for (const { slope, values, exposedCount } of sloped) drawn += slope * drawSum(values, exposedCount, random);
    if (Math.abs(drawn) >= threshold) extreme += 1;
    if (extreme === ENOUGH_EXTREME) return { effect, p: extreme / draws };
  }
  return { effect, p: (extreme + 1) / (draws + 1) };
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
export const sampleVariance = (values: number[]) => {
  const m = mean(values);
  return values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
};

/** Welch's 95% interval for the difference of means (with − without), each side with at least 2 days. */
export function welchInterval(withValues: number[], withoutValues: number[]): [number, number] {
  const difference = mean(withValues) - mean(withoutValues);
  const a = sampleVariance(withValues) / withValues.length;
  const b = sampleVariance(withoutValues) / withoutValues.length;
  const se = Math.sqrt(a + b);
  if (se === 0) return [difference, difference];
  const dof = (a + b) ** 2 / (a ** 2 / (withValues.length - 1) + b ** 2 / (withoutValues.length - 1));
  const half = jstat.jStat.studentt.inv(0.975, dof) * se;
  return [difference - half, difference + half];
}

/**
 * Benjamini–Hochberg at rate q: the largest p-value cutoff k·q/m with at least k p-values at or
 * under it; 0 when none passes. Every p-value at or under the cutoff is a discovery.
 */
export function benjaminiHochbergCutoff(pValues: number[], q: number): number {
  const sorted = [...pValues].sort((a, b) => a - b);
  const passing = sorted.findLastIndex((p, i) => p <= ((i + 1) * q) / sorted.length);
  return passing < 0 ? 0 : ((passing + 1) * q) / sorted.length;
}
