import { describe, expect, it } from 'vitest';
import { SUPPLEMENT_SUGGESTIONS, type SupplementEntry } from '../../../../shared/health.js';
import { groupChanges, hasChanges, suggestionsFor, supplementsToLog, type EditRow } from './supplement-rules';

describe('supplement suggestions', () => {
  it('offers the first 5 of the 15 defaults', () => {
    expect(SUPPLEMENT_SUGGESTIONS).toHaveLength(15);
    expect(suggestionsFor([]).map((s) => s.name)).toEqual(['Vitamin D', 'Vitamin C', 'B-Complex', 'Magnesium', 'Omega-3']);
    expect(suggestionsFor([])[0]).toEqual({ name: 'Vitamin D', dose: '2000', unit: 'IU' });
  });

  it('leaves out names already present, whatever their case or spaces', () => {
    expect(suggestionsFor(['vitamin d', ' MAGNESIUM ', 'Ashwagandha']).map((s) => s.name)).toEqual([
      'Vitamin C',
      'B-Complex',
      'Omega-3',
      'Probiotics',
      'Zinc',
    ]);
  });

  it('filters by the search text, still at most 5', () => {
    expect(suggestionsFor([], 'VITAMIN').map((s) => s.name)).toEqual(['Vitamin D', 'Vitamin C', 'Vitamin B12', 'Multivitamin']);
    expect(suggestionsFor(['Vitamin C'], ' vitamin ').map((s) => s.name)).toEqual(['Vitamin D', 'Vitamin B12', 'Multivitamin']);
    expect(suggestionsFor([], 'o')).toHaveLength(5);
    expect(suggestionsFor([], 'melatonin')).toEqual([]);
  });
});

describe('supplements to log', () => {
  it('sends only selected items with a name, trimmed, taken at the one time', () => {
    const takenAt = '2026-03-04T08:00:00.000Z';
    const items = [
      { name: ' Zinc ', dose: ' 15', unit: 'mg ', selected: true },
      { name: 'Iron', dose: '18', unit: 'mg', selected: false },
      { name: '  ', dose: '', unit: '', selected: true },
    ];
    expect(supplementsToLog(items, takenAt)).toEqual([{ name: 'Zinc', dose: '15', unit: 'mg', taken: true, takenAt }]);
  });
});

describe('group changes', () => {
  const entry = (id: string, over: Partial<SupplementEntry> = {}): SupplementEntry => ({
    id,
    name: id,
    dose: '1',
    unit: 'mg',
    taken: true,
    takenAt: '2026-03-04T08:00:00.000Z',
    createdAt: '2026-03-04T08:00:00.000Z',
    ...over,
  });
  const row = ({ id, name, dose, unit, taken }: SupplementEntry): EditRow => ({ key: id, id, name, dose, unit, taken });
  const entries = [entry('a'), entry('b'), entry('c', { takenAt: '2026-03-04T08:05:00.000Z' })];
  const groupTime = '2026-03-04T08:00:00.000Z';

  it('has nothing to do when nothing changed', () => {
    const changes = groupChanges({ entries, rows: entries.map(row), deleted: [], takenAt: groupTime, timeChanged: false });
    expect(changes).toEqual({ remove: [], create: [], update: [] });
    expect(hasChanges(changes)).toBe(false);
  });

  it('removes marked entries, creates named new rows and updates changed ones with all fields', () => {
    const rows = [
      row(entries[0]!),
      { ...row(entries[1]!), taken: false, dose: ' 2 ' },
      row(entries[2]!),
      { key: 'new-1', name: ' Iron ', dose: '18', unit: 'mg', taken: true },
      { key: 'new-2', name: ' ', dose: '', unit: '', taken: true },
    ];
    expect(groupChanges({ entries, rows, deleted: ['a'], takenAt: groupTime, timeChanged: false })).toEqual({
      remove: ['a'],
      create: [{ name: 'Iron', dose: '18', unit: 'mg', taken: true, takenAt: groupTime }],
      update: [{ id: 'b', patch: { name: 'b', dose: '2', unit: 'mg', taken: false, takenAt: groupTime } }],
    });
  });

  it('moves every kept entry to a changed group time', () => {
    const later = '2026-03-04T09:30:00.000Z';
    const changes = groupChanges({ entries, rows: entries.map(row), deleted: ['c'], takenAt: later, timeChanged: true });
    expect(changes.remove).toEqual(['c']);
    expect(changes.update!.map((u) => [u.id, u.patch.takenAt])).toEqual([
      ['a', later],
      ['b', later],
    ]);
  });
});
