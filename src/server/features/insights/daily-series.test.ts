import { describe, expect, it } from 'vitest';
import { trackedDays } from './daily-series.js';
import type { RangeLogs } from './range-logs.js';

const logs = (overrides: Partial<RangeLogs>): RangeLogs => ({
  moods: [],
  energies: [],
  symptoms: [],
  meals: [],
  supplements: [],
  moodTags: [],
  foodKinds: {},
  sleeps: [],
  intakes: [],
  ...overrides,
});

describe('daily series for patterns', () => {
  it('reads foods by their everyday name and kind, and leaves foods unknown on a day with no meal logged', () => {
    const days = trackedDays(
      logs({
        meals: [['2026-03-02', ['Cheese, cheddar', 'Bread, wheat'], 500, 20, 40, 20, [1009, 'food_abc']]],
        foodKinds: { 1009: 'Dairy and Egg Products' },
        energies: [['2026-03-03', 2.5, 2, 3]],
        moodTags: [['2026-03-03', ['Calm', 'tense']]],
        supplements: [
          ['2026-03-03', 'Magnesium', true],
          ['2026-03-03', 'Iron', false],
        ],
      }),
    );
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect([...days[0]!.foods!]).toEqual(['cheese', 'bread']);
    expect([...days[0]!.foodKinds!]).toEqual(['dairy and egg products']);
    expect(days[1]).toMatchObject({ foods: null, foodKinds: null, measures: { energy: 2.5 } });
    expect([...days[1]!.moodTags!]).toEqual(['calm', 'tense']);
    expect([...days[1]!.supplements]).toEqual(['magnesium']);
    expect(days[0]!.moodTags).toBeNull();
  });

  it("reads each night's hours and quality on the day the person woke, leaving a part not logged unknown", () => {
    const days = trackedDays(
      logs({
        sleeps: [
          ['2026-03-02', 5.5, null],
          ['2026-03-03', null, 2],
        ],
      }),
    );
    expect(days.map((d) => d.measures)).toEqual([{ sleepHours: 5.5 }, { sleepQuality: 2 }]);
  });
});
