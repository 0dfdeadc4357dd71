import { describe, expect, it } from 'vitest';
import { lastLoggedByName, lastLoggedLabel, readSymptomsParams } from './symptom-history';
import { severityDotClass, severityLabel } from './severity';
import { today } from '../dates';

describe('symptom screen query', () => {
  it('keeps a real date and a known period', () => {
    expect(readSymptomsParams('?date=2026-03-04&period=90')).toEqual({
      date: '2026-03-04',
      period: 90,
    });
    expect(readSymptomsParams('date=2026-03-04&period=28')).toEqual({
      date: '2026-03-04',
      period: 28,
    });
  });

  it('falls back to today and 7 days', () => {
    expect(readSymptomsParams('')).toEqual({ date: today(), period: 7 });
    expect(readSymptomsParams('?date=2026-13-01&period=30')).toEqual({
      date: today(),
      period: 7,
    });
    expect(readSymptomsParams('?date=tomorrow&period=abc')).toEqual({
      date: today(),
      period: 7,
    });
  });
});

describe('last logged', () => {
  it('takes the latest day with an intensity above 0, matching names without case', () => {
    const last = lastLoggedByName([
      {
        date: '2026-03-01',
        symptoms: [{ name: 'Headache', intensity: 2, lastLogged: '' }],
      },
      {
        date: '2026-03-03',
        symptoms: [
          { name: 'headache', intensity: 4, lastLogged: '' },
          { name: 'Nausea', intensity: 0, lastLogged: '' },
        ],
      },
    ]);
    expect(last.get('headache')).toEqual({ day: '2026-03-03', intensity: 4 });
    expect(last.has('nausea')).toBe(false);
  });

  it("says 'Today', 'Yesterday' or 'MMM d'", () => {
    expect(lastLoggedLabel('2026-03-04', '2026-03-04')).toBe('Today');
    expect(lastLoggedLabel('2026-02-28', '2026-03-01')).toBe('Yesterday');
    expect(lastLoggedLabel('2026-02-27', '2026-03-01')).toBe('Feb 27');
    expect(lastLoggedLabel('2025-12-31', '2026-01-01')).toBe('Yesterday');
  });
});

describe('severity', () => {
  it('colours 0 or none gray, 1 light gray, 2 yellow, 3 orange, 4 red, 5 dark red', () => {
    expect([undefined, null, 0, 1, 2, 3, 4, 5].map(severityDotClass)).toEqual([
      'bg-gray-400',
      'bg-gray-400',
      'bg-gray-400',
      'bg-gray-300',
      'bg-yellow-400',
      'bg-orange-500',
      'bg-red-500',
      'bg-red-800',
    ]);
    expect(severityDotClass(3.4)).toBe('bg-orange-500');
    expect(severityDotClass(9)).toBe('bg-red-800');
  });

  it('names the steps Mild to Extreme', () => {
    expect([1, 2, 3, 4, 5].map(severityLabel)).toEqual(['Mild', 'Moderate', 'Noticeable', 'Severe', 'Extreme']);
    expect(severityLabel(0)).toBeNull();
  });
});
