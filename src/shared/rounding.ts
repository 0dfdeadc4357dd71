/** To a number of decimals: roundTo(0.7149, 3) → 0.715. */
export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** To one decimal: 2.46 → 2.5. */
export const round1 = (value: number) => roundTo(value, 1);

/** To two decimals: 0.714 → 0.71. */
export const round2 = (value: number) => roundTo(value, 2);

/** The mean to one decimal; null with nothing to average. */
export const roundedMean = (values: readonly number[]): number | null =>
  values.length ? round1(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
