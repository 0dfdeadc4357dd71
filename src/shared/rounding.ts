/** To one decimal: 2.46 → 2.5. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** To two decimals: 0.714 → 0.71. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The mean to one decimal; null with nothing to average. */
export const roundedMean = (values: readonly number[]): number | null =>
  values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
