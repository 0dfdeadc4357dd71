import { describe, expect, it } from 'vitest';
import { localDay, wallClock, zonedInstant } from './zoned-time.js';

describe('zoned times', () => {
  it('places a local time in zones at +14 and −10, a whole day apart on the calendar', () => {
    expect(zonedInstant('2026-06-10', '20:00', 'Pacific/Kiritimati').toISOString()).toBe('2026-06-10T06:00:00.000Z');
    expect(zonedInstant('2026-06-09', '20:00', 'Pacific/Honolulu').toISOString()).toBe('2026-06-10T06:00:00.000Z');
    expect(localDay('Pacific/Kiritimati', new Date('2026-06-09T10:00:00Z'))).toBe('2026-06-10');
    expect(wallClock('Pacific/Honolulu', new Date('2026-06-10T06:00:00Z'))).toEqual({ day: '2026-06-09', minutes: 20 * 60, weekday: 2 });
  });

  it('moves a time skipped when clocks go forward by the gap, and takes the first of a time that happens twice', () => {
    // Berlin: 02:00 became 03:00 on 29 March 2026, and 03:00 went back to 02:00 on 25 October 2026.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-29', '20:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', '20:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T19:00:00.000Z');
    // New York's change happens at 02:00 local as well.
    expect(zonedInstant('2026-03-08', '02:15', 'America/New_York').toISOString()).toBe('2026-03-08T07:15:00.000Z');
    // Lord Howe Island moves its clocks by half an hour: 02:00 went back to 01:30 on 5 April 2026.
    expect(zonedInstant('2026-04-05', '01:45', 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T14:45:00.000Z');
    expect(zonedInstant('2026-04-05', '02:15', 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T15:45:00.000Z');
  });
});
