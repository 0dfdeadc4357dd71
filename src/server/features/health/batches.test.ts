import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import type { SymptomEntry } from '../../../shared/health.js';

const DAY = '2026-11-20';
const AT = '2026-11-20T08:30:00Z';
type Person = Awaited<ReturnType<typeof signedInUser>>;

describe.each(databaseKinds)('writes of one action over several entries (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (person: Person, url: string, payload: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...person.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
    });
  const day = async (person: Person) =>
    (await t.app.inject({ url: `/api/health/${DAY}`, headers: person.headers })).json<{
      symptoms: { name: string }[];
      supplements: { id: string; name: string; taken: boolean }[];
    }>();
  const symptomList = async (person: Person) =>
    (await t.app.inject({ url: '/api/health/symptoms/unique', headers: person.headers })).json<string[]>();

  it('logs several symptoms in one request, and none when one of them is invalid', async () => {
    const me = await signedInUser(t);
    const refused = await post(me, `/api/health/${DAY}/symptoms`, {
      symptoms: [
        { name: 'Headache', intensity: 3, timestamp: AT },
        { name: 'Fatigue', intensity: 9, timestamp: AT },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/Intensity must be a whole number from 1 to 5/);
    expect((await day(me)).symptoms).toEqual([]);

    const saved = await post(me, `/api/health/${DAY}/symptoms`, {
      symptoms: [
        { name: 'Headache', intensity: 3, timestamp: AT },
        { name: 'Fatigue', intensity: 4, timestamp: AT },
      ],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<SymptomEntry[]>().map((s) => s.name)).toEqual(['Headache', 'Fatigue']);
    expect((await day(me)).symptoms.map((s) => s.name).sort()).toEqual(['Fatigue', 'Headache']);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and saves once', async () => {
    const me = await signedInUser(t);
    const body = { symptoms: [{ name: 'Nausea', intensity: 2, timestamp: AT }] };
    const first = await post(me, `/api/health/${DAY}/symptoms`, body, 'action-0001');
    const retries = await Promise.all([1, 2, 3, 4].map(() => post(me, `/api/health/${DAY}/symptoms`, body, 'action-0001')));
    for (const retry of retries) {
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
    }
    expect((await day(me)).symptoms).toHaveLength(1);
    const reused = await post(
      me,
      `/api/health/${DAY}/symptoms`,
      { symptoms: [{ name: 'Dizziness', intensity: 2, timestamp: AT }] },
      'action-0001',
    );
    expect(reused.statusCode).toBe(422);
    expect(errorOf(reused).message).toBe('This Idempotency-Key was already used for a different request');
    // Keys are each person's own: someone else's same key is a new action.
    const other = await signedInUser(t);
    expect((await post(other, `/api/health/${DAY}/symptoms`, body, 'action-0001')).statusCode).toBe(201);
    expect((await day(other)).symptoms).toHaveLength(1);
  });

  it('sends identical concurrent requests with one key through once', async () => {
    const me = await signedInUser(t);
    const body = { symptoms: [{ name: 'Cramps', intensity: 4, timestamp: AT }] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(me, `/api/health/${DAY}/symptoms`, body, 'same-tap-twice')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json<SymptomEntry[]>()[0]!.id)).size).toBe(1);
    expect((await day(me)).symptoms).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const me = await signedInUser(t);
    const response = await post(me, `/api/health/${DAY}/symptoms`, { symptoms: [{ name: 'Pain', intensity: 1 }] }, 'bad key!');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/Idempotency-Key must be 8 to 128 letters/);
  });

  it('takes several symptoms off the list at once, or none when one is unknown', async () => {
    const me = await signedInUser(t);
    await post(me, `/api/health/${DAY}/symptoms`, {
      symptoms: ['Bloating', 'Brain fog', 'Joint pain'].map((name) => ({ name, intensity: 2, timestamp: AT })),
    });
    const unknown = await post(me, '/api/health/symptoms/removals', { names: ['Bloating', 'Never logged'] });
    expect(unknown.statusCode).toBe(404);
    expect((await symptomList(me)).sort()).toEqual(['Bloating', 'Brain fog', 'Joint pain']);
    const removed = await post(me, '/api/health/symptoms/removals', { names: ['bloating', 'Brain fog'] });
    expect(removed.statusCode).toBe(204);
    expect(await symptomList(me)).toEqual(['Joint pain']);
  });

  it('applies a supplement edit whole: a foreign id undoes the deletions and new entries of the same edit', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const create = async (person: Person, name: string) =>
      (await post(person, `/api/health/${DAY}/supplement`, { name, takenAt: AT })).json<{ id: string }>().id;
    const zinc = await create(me, 'Zinc');
    const iron = await create(me, 'Iron');
    const theirs = await create(other, 'Omega-3');
    const before = await day(me);

    const mixed = await post(me, `/api/health/${DAY}/supplements`, {
      remove: [zinc],
      create: [{ name: 'Vitamin D', dose: '1000', unit: 'IU', takenAt: AT }],
      update: [{ id: theirs, patch: { taken: false } }],
    });
    expect(mixed.statusCode).toBe(404);
    expect(await day(me)).toEqual(before);
    expect((await day(other)).supplements).toMatchObject([{ id: theirs, taken: true }]);

    const edit = await post(
      me,
      `/api/health/${DAY}/supplements`,
      {
        remove: [zinc],
        create: [{ name: 'Vitamin D', dose: '1000', unit: 'IU', takenAt: AT }],
        update: [{ id: iron, patch: { taken: false } }],
      },
      'edit-supplements-1',
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ removed: [zinc], created: [{ name: 'Vitamin D' }], updated: [{ id: iron, taken: false }] });
    // The answer was lost; the retry with the same key changes nothing more and answers the same.
    const retry = await post(
      me,
      `/api/health/${DAY}/supplements`,
      {
        remove: [zinc],
        create: [{ name: 'Vitamin D', dose: '1000', unit: 'IU', takenAt: AT }],
        update: [{ id: iron, patch: { taken: false } }],
      },
      'edit-supplements-1',
    );
    expect(retry.json()).toEqual(edit.json());
    expect((await day(me)).supplements.map((s) => s.name).sort()).toEqual(['Iron', 'Vitamin D']);
  });

  it('refuses an empty edit', async () => {
    const me = await signedInUser(t);
    const response = await post(me, `/api/health/${DAY}/supplements`, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Send at least one change');
  });
});
