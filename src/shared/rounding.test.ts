import { describe, expect, it } from 'vitest';
import { round1, round2, roundedMean } from './rounding.js';

describe('rounding', () => {
  it('rounds to one and two decimals', () => {
    expect(round1(2.46)).toBe(2.5);
    expect(round1(-0.04)).toBe(-0);
    expect(round2(0.714)).toBe(0.71);
  });

  it('gives the mean to one decimal, null with nothing to average', () => {
    expect(roundedMean([3, 4, 4])).toBe(3.7);
    expect(roundedMean([])).toBeNull();
  });
});
