import { describe, expect, it } from 'vitest';
import type { SupplementEntry } from '../../../../shared/health.js';
import { groupSupplements } from './group-supplements';

const entry = (id: string, time: string, over: Partial<SupplementEntry> = {}): SupplementEntry => ({
  id,
  name: id,
  dose: '',
  unit: '',
  taken: true,
  takenAt: `2026-03-04T${time}:00.000Z`,
  createdAt: `2026-03-04T${time}:00.000Z`,
  ...over,
});
const ids = (groups: ReturnType<typeof groupSupplements>) => groups.map((group) => group.entries.map((e) => e.id));

describe('groupSupplements', () => {
  it('has no groups for no entries', () => {
    expect(groupSupplements([])).toEqual([]);
  });

  it('puts entries taken within 10 minutes of the first in one group, newest group first', () => {
    const groups = groupSupplements([
      entry('c', '08:10'),
      entry('a', '08:00'),
      entry('d', '08:11'),
      entry('b', '08:04'),
      entry('e', '20:00'),
    ]);
    expect(ids(groups)).toEqual([['e'], ['d'], ['a', 'b', 'c']]);
    expect(groups[2]).toMatchObject({ key: 'a', takenAt: '2026-03-04T08:00:00.000Z' });
  });

  it('does not chain: every entry of a group lies within 10 minutes of every other', () => {
    const groups = groupSupplements([entry('a', '08:00'), entry('b', '08:08'), entry('c', '08:16'), entry('d', '08:24')]);
    expect(ids(groups)).toEqual([
      ['c', 'd'],
      ['a', 'b'],
    ]);
  });

  it('orders entries taken at the same moment by creation and accepts another window', () => {
    const same = [entry('late', '09:00', { createdAt: '2026-03-04T09:05:00.000Z' }), entry('early', '09:00')];
    expect(ids(groupSupplements(same))).toEqual([['early', 'late']]);
    expect(ids(groupSupplements([entry('a', '08:00'), entry('b', '08:03')], 2))).toEqual([['b'], ['a']]);
  });

  it('does not change the list it is given', () => {
    const list = [entry('b', '09:00'), entry('a', '08:00')];
    groupSupplements(list);
    expect(list.map((e) => e.id)).toEqual(['b', 'a']);
  });
});
