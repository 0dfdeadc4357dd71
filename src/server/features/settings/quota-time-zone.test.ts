import { describe, expect, it } from 'vitest';
import { afterZoneChange, nextMidnight, quotaTimeZone } from './quota-time-zone.js';

const at = (iso: string) => new Date(iso);

describe('the time zone quotas count in', () => {
  it('finds the next midnight of a zone, across its daylight-saving change and at the edges of the world', () => {
    expect(nextMidnight('Europe/Paris', at('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(nextMidnight('Pacific/Kiritimati', at('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(nextMidnight('Etc/GMT+12', at('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-24T12:00:00.000Z');
    // New York springs forward on 8 March 2026; the day still ends at local midnight (04:00 UTC after the change).
    expect(nextMidnight('America/New_York', at('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nextMidnight('Asia/Kolkata', at('2026-11-23T18:29:00Z')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('keeps the zone in force until its next midnight, then uses the new one', () => {
    const now = at('2026-11-23T15:00:00Z');
    const state = afterZoneChange(undefined, 'Europe/London', 'Etc/GMT+12', now);
    expect(state).toEqual({ zone: 'Europe/London', next: 'Etc/GMT+12', from: '2026-11-24T00:00:00.000Z' });
    expect(quotaTimeZone(state, 'Etc/GMT+12', now)).toBe('Europe/London');
    expect(quotaTimeZone(state, 'Etc/GMT+12', at('2026-11-23T23:59:00Z'))).toBe('Europe/London');
    expect(quotaTimeZone(state, 'Etc/GMT+12', at('2026-11-24T00:00:00Z'))).toBe('Etc/GMT+12');
  });

  it('a second change before midnight still waits for the zone in force; going back cancels the move', () => {
    const now = at('2026-11-23T15:00:00Z');
    const first = afterZoneChange(undefined, 'Europe/London', 'Pacific/Kiritimati', now);
    const second = afterZoneChange(first, 'Pacific/Kiritimati', 'Etc/GMT+12', at('2026-11-23T16:00:00Z'));
    expect(second).toEqual({ zone: 'Europe/London', next: 'Etc/GMT+12', from: '2026-11-24T00:00:00.000Z' });
    expect(afterZoneChange(second, 'Etc/GMT+12', 'Europe/London', at('2026-11-23T17:00:00Z'))).toEqual({ zone: 'Europe/London' });
  });

  it('uses the person’s own zone before any change, and ignores a damaged state', () => {
    expect(quotaTimeZone(undefined, 'Asia/Tokyo', at('2026-11-23T15:00:00Z'))).toBe('Asia/Tokyo');
    expect(quotaTimeZone({ zone: 42 }, 'Asia/Tokyo', at('2026-11-23T15:00:00Z'))).toBe('Asia/Tokyo');
  });
});
