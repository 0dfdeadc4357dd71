import { addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isStillToCome, timeOf, toDay } from './dates';

describe('log form times', () => {
  it('counts a time as still to come only beyond a few minutes of clock drift', () => {
    const at = (minutes: number) => {
      const instant = addMinutes(new Date(), minutes);
      return [toDay(instant), timeOf(instant)] as const;
    };
    expect(isStillToCome(...at(-60))).toBe(false);
    expect(isStillToCome(...at(2))).toBe(false);
    expect(isStillToCome(...at(60))).toBe(true);
    expect(isStillToCome(toDay(addMinutes(new Date(), 60 * 24 * 2)), '00:00')).toBe(true);
    expect(isStillToCome('not a day', '10:00')).toBe(false);
  });
});
