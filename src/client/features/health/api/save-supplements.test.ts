import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/render';
import { saveSupplements } from './save-supplements';

afterEach(() => vi.restoreAllMocks());

const DATE = '2026-03-05';
const vitaminD = { name: 'Vitamin D', dose: '2000', unit: 'IU', taken: true, takenAt: '2026-03-05T08:00:00.000Z' };
const zinc = { name: 'Zinc', dose: '15', unit: 'mg', taken: true, takenAt: '2026-03-05T08:00:00.000Z' };

describe('saving a supplement edit', () => {
  it('a retry after a part-way failure skips what was saved and treats a deletion already gone as done', async () => {
    let failZinc = true;
    let deleted = false;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'DELETE') {
        if (deleted) return json({ message: 'Supplement entry not found' }, 404);
        deleted = true;
        return new Response(null, { status: 204 });
      }
      if (init?.method === 'POST' && String(init.body).includes('Zinc') && failZinc) return json({ message: 'boom' }, 500);
      return json({ id: 'new' }, 201);
    });
    const done = new Set<string>();
    const changes = { date: DATE, remove: ['s1'], create: [vitaminD, zinc], update: [{ id: 's2', patch: { taken: false } }] };

    await expect(saveSupplements(changes, done)).rejects.toThrow();
    failZinc = false;
    // The person moves the time before trying again.
    const later = '2026-03-05T09:00:00.000Z';
    await saveSupplements({ ...changes, create: [{ ...vitaminD, takenAt: later }, { ...zinc, takenAt: later }] }, done);

    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${init?.body ?? ''}`);
    expect(calls.filter((c) => c.includes('Vitamin D'))).toHaveLength(1);
    expect(calls.filter((c) => c.includes('Zinc'))).toHaveLength(2);
    expect(calls.filter((c) => c.startsWith('DELETE'))).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(1);
  });

  it('a deletion that answers 404 on the first try counts as done; other failures stop the save', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      init?.method === 'DELETE' ? json({ message: 'gone' }, 404) : json({ message: 'boom' }, 500),
    );
    await expect(saveSupplements({ date: DATE, remove: ['s1'] })).resolves.toBeUndefined();
    await expect(saveSupplements({ date: DATE, create: [vitaminD] })).rejects.toThrow();
  });
});
