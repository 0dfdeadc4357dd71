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
    // SR28's dairy and egg group is also the family dairy (FOOD_FAMILIES).
    expect([...days[0]!.foodKinds!]).toEqual(['dairy and egg products', 'dairy']);
    expect(days[1]).toMatchObject({ foods: null, foodKinds: null, measures: { energy: 2.5 } });
    expect([...days[1]!.moodTags!]).toEqual(['calm', 'tense']);
    expect([...days[1]!.supplements]).toEqual(['magnesium']);
    expect(days[0]!.moodTags).toBeNull();
  });

  it('counts the many kinds of dairy, and milky coffee, as the family dairy, but not eggs, plant milks or a food with no category', () => {
    const kinds = { 1: 'Cheese', 2: 'Yogurt, Greek', 3: 'Ice cream and frozen dairy desserts', 4: 'Coffee', 5: 'Dairy and Egg Products' };
    const day = (date: string, names: string[], ids: number[]) => [date, names, 100, 1, 1, 1, ids] as RangeLogs['meals'][number];
    const days = trackedDays(
      logs({
        meals: [
          day('2026-03-02', ['Cheese, Cheddar'], [1]),
          day('2026-03-03', ['Yogurt, Greek, plain'], [2]),
          day('2026-03-04', ['Ice cream, NFS'], [3]),
          day('2026-03-05', ['Coffee, Latte'], [4]),
          day('2026-03-06', ['Egg, whole, raw, fresh', 'Coffee, NS as to type'], [5, 4]),
          day('2026-03-07', ['Coffee, with almond milk', 'Almond milk, unsweetened'], [4, 6]),
          day('2026-03-08', ['Protein shake'], [7]),
        ],
        foodKinds: { ...kinds, 6: 'Milk substitutes', 7: 'Not included in a food category' },
      }),
    );
    expect(days.map((d) => d.foodKinds!.has('dairy'))).toEqual([true, true, true, true, false, false, false]);
    expect([...days[4]!.foodKinds!]).toEqual(['dairy and egg products', 'coffee']);
    expect([...days[6]!.foodKinds!]).toEqual([]);
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
