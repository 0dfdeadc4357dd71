import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, periodStart } from './days.js';

describe('calendar days', () => {
  it('adds and takes away days across months, years and a leap day', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('counts the days of a range with both ends, and the start of a period ending on a day', () => {
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(periodStart('2026-11-24', 7)).toBe('2026-11-18');
    expect(periodStart('2026-03-01', 28)).toBe('2026-02-02');
  });
});
