import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import type { DayRecord, Meal, MoodEntry, SupplementEntry, SymptomEntry, SymptomHistoryDay } from '../../../shared/health.js';

type Headers = { cookie: string };

describe.each(databaseKinds)('health API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object | undefined });
  const day = async (headers: Headers, date: string) => {
    const response = await call(headers, 'GET', `/api/health/${date}`);
    expect(response.statusCode).toBe(200);
    return response.json<DayRecord>();
  };
  const created = async <T>(headers: Headers, url: string, payload: unknown): Promise<T> => {
    const response = await call(headers, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<T>();
  };

  it('answers 401 signed out for every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/health/2026-11-22'],
      ['GET', '/api/health/trends?endDate=2026-11-22&days=7'],
      ['GET', '/api/health/symptoms/history?endDate=2026-11-22&days=7'],
      ['GET', '/api/health/symptoms/unique'],
      ['DELETE', '/api/health/symptoms/Headache'],
      ['POST', '/api/health/2026-11-22/mood'],
      ['PUT', `/api/health/2026-11-22/mood/${id}`],
      ['DELETE', `/api/health/2026-11-22/mood/${id}`],
      ['POST', '/api/health/2026-11-22/energy'],
      ['POST', '/api/health/2026-11-22/symptom'],
      ['POST', '/api/health/2026-11-22/nutrition'],
      ['PUT', `/api/health/2026-11-22/nutrition/${id}`],
      ['POST', '/api/health/2026-11-22/supplement'],
      ['PATCH', `/api/health/2026-11-22/supplement/${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : { score: 3 } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('an empty day has every part, empty', async () => {
    const me = await signedInUser(t);
    expect(await day(me.headers, '2026-11-22')).toEqual({
      date: '2026-11-22',
      mood: { average: null, tags: [], entries: [], lastLogged: null },
      energy: { average: null, entries: [], lastLogged: null },
      symptoms: [],
      nutrition: [],
      supplements: [],
      sleep: null,
    });
  });

  it('mood: create, edit and delete; the day shows average, tags, entries in time order and lastLogged', async () => {
    const me = await signedInUser(t);
    const url = '/api/health/2026-11-20/mood';
    const evening = await created<MoodEntry>(me.headers, url, {
      score: 2,
      tags: ['tense', 'foggy', 'Calm'],
      timestamp: '2026-11-20T19:00:00.000Z',
    });
    const morning = await created<MoodEntry>(me.headers, url, {
      score: 4,
      tags: ['calm', 'calm', 'CALM'],
      timestamp: '2026-11-20T08:00:00+01:00',
    });
    expect(morning).toMatchObject({ score: 4, tags: ['calm'], createdAt: '2026-11-20T07:00:00.000Z' });

    let record = await day(me.headers, '2026-11-20');
    expect(record.mood.average).toBe(3);
    expect(record.mood.entries.map((e) => e.id)).toEqual([morning.id, evening.id]);
    expect(record.mood.tags).toEqual(['calm', 'tense', 'foggy']);
    expect(record.mood.lastLogged).toBe('2026-11-20T19:00:00.000Z');

    const edited = await call(me.headers, 'PUT', `${url}/${evening.id}`, { score: 3, tags: [], timestamp: '2026-11-20T19:30:00.000Z' });
    expect(edited.statusCode).toBe(200);
    record = await day(me.headers, '2026-11-20');
    expect(record.mood.average).toBe(3.5);
    expect(record.mood.tags).toEqual(['calm']);

    expect((await call(me.headers, 'DELETE', `${url}/${morning.id}`)).statusCode).toBe(204);
    expect((await day(me.headers, '2026-11-20')).mood.entries.map((e) => e.score)).toEqual([3]);
    expect((await day(me.headers, '2026-11-21')).mood.entries).toEqual([]);
  });

  it('energy: create, edit and delete with a one-decimal average', async () => {
    const me = await signedInUser(t);
    const url = '/api/health/2026-11-20/energy';
    for (const score of [1, 2, 2]) await created(me.headers, url, { score, timestamp: '2026-11-20T10:00:00Z' });
    const last = await created<{ id: string }>(me.headers, url, { score: 5, timestamp: '2026-11-20T21:00:00Z' });
    let record = await day(me.headers, '2026-11-20');
    expect(record.energy.average).toBe(2.5);
    expect(record.energy.lastLogged).toBe('2026-11-20T21:00:00.000Z');
    expect((await call(me.headers, 'PUT', `${url}/${last.id}`, { score: 1, timestamp: '2026-11-20T21:00:00Z' })).statusCode).toBe(200);
    record = await day(me.headers, '2026-11-20');
    expect(record.energy.average).toBe(1.5);
    expect((await call(me.headers, 'DELETE', `${url}/${last.id}`)).statusCode).toBe(204);
    expect((await day(me.headers, '2026-11-20')).energy.average).toBe(1.7);
  });

  it('symptoms: logged per day with notes; history keeps each symptom once a day at its highest intensity within the window', async () => {
    const me = await signedInUser(t);
    await created(me.headers, '/api/health/2026-11-16/symptom', { name: 'Headache', intensity: 2, timestamp: '2026-11-16T08:00:00Z' });
    await created(me.headers, '/api/health/2026-11-16/symptom', { name: 'headache', intensity: 4, timestamp: '2026-11-16T20:00:00Z' });
    const fatigue = await created<SymptomEntry>(me.headers, '/api/health/2026-11-22/symptom', {
      name: '  Fatigue ',
      intensity: 3,
      notes: 'after lunch',
      timestamp: '2026-11-22T13:00:00Z',
    });
    await created(me.headers, '/api/health/2026-11-15/symptom', { name: 'Nausea', intensity: 5 });
    expect(fatigue).toMatchObject({
      name: 'Fatigue',
      intensity: 3,
      notes: 'after lunch',
      date: '2026-11-22',
      lastLogged: '2026-11-22T13:00:00.000Z',
    });

    const history = await call(me.headers, 'GET', '/api/health/symptoms/history?endDate=2026-11-22&days=7');
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      { date: '2026-11-16', symptoms: [{ name: 'headache', intensity: 4, lastLogged: '2026-11-16T20:00:00.000Z' }] },
      { date: '2026-11-22', symptoms: [{ name: 'Fatigue', intensity: 3, lastLogged: '2026-11-22T13:00:00.000Z' }] },
    ]);
    const longer = (await call(me.headers, 'GET', '/api/health/symptoms/history?endDate=2026-11-22&days=28')).json<SymptomHistoryDay[]>();
    expect(longer.map((d) => d.date)).toEqual(['2026-11-15', '2026-11-16', '2026-11-22']);

    const record = await day(me.headers, '2026-11-16');
    expect(record.symptoms.map((s) => [s.name, s.intensity])).toEqual([
      ['Headache', 2],
      ['headache', 4],
    ]);
    const edited = await call(me.headers, 'PUT', `/api/health/2026-11-22/symptom/${fatigue.id}`, { name: 'Fatigue', intensity: 5 });
    expect(edited.json()).toMatchObject({ intensity: 5, notes: null, lastLogged: '2026-11-22T13:00:00.000Z' });
    expect((await call(me.headers, 'DELETE', `/api/health/2026-11-22/symptom/${fatigue.id}`)).statusCode).toBe(204);
    expect((await day(me.headers, '2026-11-22')).symptoms).toEqual([]);
  });

  it('the symptom list: each name once, newest first; removal keeps history; logging again brings it back', async () => {
    const me = await signedInUser(t);
    await created(me.headers, '/api/health/2026-11-10/symptom', { name: 'Bloating', intensity: 2, timestamp: '2026-11-10T09:00:00Z' });
    await created(me.headers, '/api/health/2026-11-12/symptom', { name: 'Joint pain', intensity: 3, timestamp: '2026-11-12T09:00:00Z' });
    await created(me.headers, '/api/health/2026-11-14/symptom', { name: 'bloating', intensity: 1, timestamp: '2026-11-14T09:00:00Z' });
    const unique = async () => (await call(me.headers, 'GET', '/api/health/symptoms/unique')).json<string[]>();
    expect(await unique()).toEqual(['bloating', 'Joint pain']);

    expect((await call(me.headers, 'DELETE', `/api/health/symptoms/${encodeURIComponent('JOINT PAIN')}`)).statusCode).toBe(204);
    expect(await unique()).toEqual(['bloating']);
    const history = (await call(me.headers, 'GET', '/api/health/symptoms/history?endDate=2026-11-14&days=7')).json<SymptomHistoryDay[]>();
    expect(history.map((d) => d.date)).toEqual(['2026-11-10', '2026-11-12', '2026-11-14']);

    await created(me.headers, '/api/health/2026-11-15/symptom', { name: 'Joint pain', intensity: 2, timestamp: '2026-11-15T09:00:00Z' });
    expect(await unique()).toEqual(['Joint pain', 'bloating']);

    const unknown = await call(me.headers, 'DELETE', '/api/health/symptoms/Migraine');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Symptom not found');
  });

  it('meals: macros may come as text; items keep their fields; edit and delete', async () => {
    const me = await signedInUser(t);
    const url = '/api/health/2026-11-21/nutrition';
    const item = {
      name: 'Chicken, broilers or fryers, breast, meat only, cooked, roasted',
      qty: '150 g',
      fdcId: 5746,
      amount: 150,
      unit: 'g',
      portionSize: 150,
      portionUnit: 'g',
      calories: 247.5,
      protein: 46.5,
      carbs: 0,
      fat: 5.4,
      brandOwner: null,
    };
    const meal = await created<Meal>(me.headers, url, {
      meal: 'lunch',
      items: [item, { name: 'green salad', fdcId: 'food_manual-1' }],
      calories: 247.5,
      protein: '46.5',
      carbs: '0',
      fat: '5.4',
      logTime: '2026-11-21T12:30:00Z',
    });
    expect(meal).toMatchObject({ meal: 'lunch', calories: 247.5, protein: 46.5, fat: 5.4, logTime: '2026-11-21T12:30:00.000Z' });
    expect(meal.items[0]).toEqual(item);
    expect(meal.items[1]).toMatchObject({ name: 'green salad', qty: '1 serving', calories: 0 });

    const edit = await call(me.headers, 'PUT', `${url}/${meal.id}`, {
      meal: 'dinner',
      items: [item],
      calories: 300,
      protein: 46.5,
      carbs: 2,
      fat: 5,
    });
    expect(edit.statusCode).toBe(200);
    // Totals sent are not trusted: the meal is the sum of its items (issue 25).
    expect(edit.json()).toMatchObject({ meal: 'dinner', calories: 247.5, carbs: 0, fat: 5.4, logTime: '2026-11-21T12:30:00.000Z' });
    expect((await day(me.headers, '2026-11-21')).nutrition).toHaveLength(1);
    expect((await call(me.headers, 'DELETE', `${url}/${meal.id}`)).statusCode).toBe(204);
    expect((await day(me.headers, '2026-11-21')).nutrition).toEqual([]);
  });

  it('supplements: create, patch one field, delete', async () => {
    const me = await signedInUser(t);
    const url = '/api/health/2026-11-21/supplement';
    const entry = await created<SupplementEntry>(me.headers, url, {
      name: 'Vitamin D',
      dose: '2000',
      unit: 'IU',
      taken: true,
      takenAt: '2026-11-21T08:00:00Z',
    });
    expect(entry).toMatchObject({ name: 'Vitamin D', dose: '2000', unit: 'IU', taken: true, takenAt: '2026-11-21T08:00:00.000Z' });
    const patched = await call(me.headers, 'PATCH', `${url}/${entry.id}`, { taken: false });
    expect(patched.json()).toMatchObject({ name: 'Vitamin D', taken: false, takenAt: '2026-11-21T08:00:00.000Z' });
    expect((await day(me.headers, '2026-11-21')).supplements.map((s) => s.taken)).toEqual([false]);
    expect((await call(me.headers, 'DELETE', `${url}/${entry.id}`)).statusCode).toBe(204);
    expect((await day(me.headers, '2026-11-21')).supplements).toEqual([]);
  });

  it('trends: mood and energy day averages over the period', async () => {
    const me = await signedInUser(t);
    await created(me.headers, '/api/health/2026-11-01/mood', { score: 5, timestamp: '2026-11-01T09:00:00Z' });
    await created(me.headers, '/api/health/2026-11-20/mood', { score: 2, timestamp: '2026-11-20T09:00:00Z' });
    await created(me.headers, '/api/health/2026-11-20/mood', { score: 3, timestamp: '2026-11-20T10:00:00Z' });
    await created(me.headers, '/api/health/2026-11-21/energy', { score: 4, timestamp: '2026-11-21T10:00:00Z' });
    const trends = await call(me.headers, 'GET', '/api/health/trends?endDate=2026-11-22&days=7');
    expect(trends.json()).toEqual([
      { date: '2026-11-20', mood: 2.5, energy: null },
      { date: '2026-11-21', mood: null, energy: 4 },
    ]);
  });

  describe('bad input answers 400 with a message and changes nothing', () => {
    const ts = '2026-11-22T08:00:00Z';
    it.each([
      ['GET', '/api/health/2026-02-30', undefined, 'Date must be a real date written yyyy-MM-dd'],
      ['GET', '/api/health/2026-1-5', undefined, 'Date must be a real date written yyyy-MM-dd'],
      ['GET', '/api/health/today', undefined, 'Date must be a real date written yyyy-MM-dd'],
      ['GET', '/api/health/symptoms/history?endDate=2026-11-22&days=14', undefined, 'Days must be 7, 28 or 90'],
      ['GET', '/api/health/symptoms/history?days=7', undefined, 'End date must be a date'],
      ['GET', '/api/health/trends?endDate=2026-13-01&days=7', undefined, 'End date must be a real date written yyyy-MM-dd'],
      ['POST', '/api/health/2026-11-22/mood', { score: 0, timestamp: ts }, 'Score must be a whole number from 1 to 5'],
      ['POST', '/api/health/2026-11-22/mood', { score: 6, timestamp: ts }, 'Score must be a whole number from 1 to 5'],
      ['POST', '/api/health/2026-11-22/mood', { score: 2.5, timestamp: ts }, 'Score must be a whole number from 1 to 5'],
      ['POST', '/api/health/2026-11-22/mood', { score: '3', timestamp: ts }, 'Score must be a number'],
      ['POST', '/api/health/2026-11-22/mood', { score: 3, tags: ['sixteen-letters!'], timestamp: ts }, 'Tag must be at most 15 characters'],
      ['POST', '/api/health/2026-11-22/mood', { score: 3, tags: [' '], timestamp: ts }, 'Tag must not be empty'],
      [
        'POST',
        '/api/health/2026-11-22/mood',
        { score: 3, timestamp: 'yesterday' },
        'Time must be a date and time such as 2026-11-22T08:30:00Z',
      ],
      ['POST', '/api/health/2026-11-22/mood', { score: 3 }, 'Time must be a date and time such as 2026-11-22T08:30:00Z'],
      ['POST', '/api/health/2026-11-22/mood', { score: 3, timestamp: ts, mood: 1 }, 'Unknown field: mood'],
      ['POST', '/api/health/2026-11-22/mood', [1], 'Body must be a JSON object'],
      ['POST', '/api/health/2026-11-22/energy', { score: 9, timestamp: ts }, 'Score must be a whole number from 1 to 5'],
      ['POST', '/api/health/2026-11-22/symptom', { name: '   ', intensity: 3 }, 'Name must not be empty'],
      ['POST', '/api/health/2026-11-22/symptom', { name: 'Headache', intensity: 0 }, 'Intensity must be a whole number from 1 to 5'],
      ['POST', '/api/health/2026-11-22/symptom', { name: 'x'.repeat(81), intensity: 3 }, 'Name must be at most 80 characters'],
      [
        'POST',
        '/api/health/2026-11-22/nutrition',
        { meal: 'lunch', items: [], calories: 0, protein: 0, carbs: 0, fat: 0 },
        'A meal needs at least one item',
      ],
      [
        'POST',
        '/api/health/2026-11-22/nutrition',
        { meal: 'lunch', items: [{ name: 'Egg', fdcId: 0 }], calories: 0, protein: 0, carbs: 0, fat: 0 },
        'The food must be one found by the food search',
      ],
      [
        'POST',
        '/api/health/2026-11-22/nutrition',
        { meal: 'lunch', items: [{ name: 'Egg', fdcId: 1 }], calories: -5, protein: 0, carbs: 0, fat: 0 },
        'Calories must not be negative',
      ],
      [
        'POST',
        '/api/health/2026-11-22/nutrition',
        { meal: 'lunch', items: [{ name: 'Egg', fdcId: 1 }], calories: 1, protein: 'lots', carbs: 0, fat: 0 },
        'Protein must be a number',
      ],
      ['POST', '/api/health/2026-11-22/supplement', { name: 'Zinc', taken: 'yes', takenAt: ts }, 'Taken must be true or false'],
      ['POST', '/api/health/2026-11-22/supplement', { name: 'Zinc', dose: '-5', unit: 'mg', takenAt: ts }, 'A dose cannot be negative'],
      [
        'POST',
        '/api/health/2026-11-22/supplements',
        { create: [{ name: 'Zinc', dose: ' − 2.5', takenAt: ts }] },
        'A dose cannot be negative',
      ],
      ['PATCH', '/api/health/2026-11-22/supplement/00000000-0000-4000-8000-000000000000', { dose: '-.5' }, 'A dose cannot be negative'],
      ['PATCH', '/api/health/2026-11-22/supplement/00000000-0000-4000-8000-000000000000', {}, 'Send at least one field to change'],
      ['PUT', '/api/health/2026-11-22/mood/42', { score: 3, timestamp: ts }, 'The entry id is not valid'],
      ['DELETE', '/api/health/2026-11-22/energy/not-an-id', undefined, 'The entry id is not valid'],
    ] as const)('%s %s %j', async (method, url, payload, message) => {
      const me = await signedInUser(t);
      const before = await day(me.headers, '2026-11-22');
      const response = await call(me.headers, method, url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect(await day(me.headers, '2026-11-22')).toEqual(before);
    });

    it('random mood bodies never cause a server error and never store an invalid score', async () => {
      const me = await signedInUser(t);
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            {
              score: fc.oneof(fc.integer({ min: -3, max: 8 }), fc.double(), fc.string()),
              tags: fc.array(fc.string(), { maxLength: 3 }),
              timestamp: fc.oneof(fc.constant(ts), fc.string()),
            },
            { requiredKeys: [] },
          ),
          async (body) => {
            const response = await call(me.headers, 'POST', '/api/health/2026-11-23/mood', body);
            expect([201, 400]).toContain(response.statusCode);
          },
        ),
        { numRuns: 40 },
      );
      const stored = (await day(me.headers, '2026-11-23')).mood.entries;
      expect(stored.every((e) => Number.isInteger(e.score) && e.score >= 1 && e.score <= 5)).toBe(true);
    });
  });

  it('refuses entries on a day that has not begun, or at a time still to come, and saves nothing', async () => {
    const me = await signedInUser(t, {});
    await call(me.headers, 'PATCH', '/api/settings', { timeZone: 'Pacific/Kiritimati' });
    const zoneToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${zoneToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const now = new Date().toISOString();
    const refusals: [string, string, unknown, RegExp][] = [
      [
        'POST',
        `/api/health/${tomorrow}/mood`,
        { score: 3, timestamp: now },
        new RegExp(`^${tomorrow} has not begun yet: entries can be logged up to today \\(${zoneToday}\\)$`),
      ],
      ['POST', `/api/health/${tomorrow}/symptoms`, { symptoms: [{ name: 'Fatigue', intensity: 2 }] }, /has not begun yet/],
      ['POST', `/api/health/${zoneToday}/energy`, { score: 3, timestamp: soon }, /^Time must not be in the future$/],
      [
        'POST',
        `/api/health/${zoneToday}/nutrition`,
        { meal: 'lunch', items: [{ name: 'Egg', fdcId: 1 }], calories: 1, protein: 0, carbs: 0, fat: 0, logTime: soon },
        /^Meal time must not be in the future$/,
      ],
      ['POST', `/api/health/${zoneToday}/supplement`, { name: 'Zinc', takenAt: soon }, /^Time taken must not be in the future$/],
    ];
    for (const [method, url, payload, message] of refusals) {
      const response = await call(me.headers, method as 'POST', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).message, url).toMatch(message);
    }
    for (const date of [zoneToday, tomorrow]) {
      const record = await day(me.headers, date);
      expect([record.mood.entries, record.energy.entries, record.symptoms, record.nutrition, record.supplements].flat()).toEqual([]);
    }
    // Today in the person's own zone, even when it is still yesterday on the server's clock.
    await created(me.headers, `/api/health/${zoneToday}/mood`, { score: 4, timestamp: now });
  });

  it("another user's entries answer 404 and stay as they were; so does the right id on the wrong day", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const date = '2026-11-19';
    const mood = await created<{ id: string }>(owner.headers, `/api/health/${date}/mood`, { score: 4, timestamp: '2026-11-19T09:00:00Z' });
    const energy = await created<{ id: string }>(owner.headers, `/api/health/${date}/energy`, {
      score: 4,
      timestamp: '2026-11-19T09:00:00Z',
    });
    const symptom = await created<{ id: string }>(owner.headers, `/api/health/${date}/symptom`, { name: 'Cramps', intensity: 2 });
    const meal = await created<{ id: string }>(owner.headers, `/api/health/${date}/nutrition`, {
      meal: 'lunch',
      items: [{ name: 'Soup', fdcId: 'food_x' }],
      calories: 1,
      protein: 1,
      carbs: 1,
      fat: 1,
    });
    const supplement = await created<{ id: string }>(owner.headers, `/api/health/${date}/supplement`, {
      name: 'Iron',
      takenAt: '2026-11-19T09:00:00Z',
    });
    const before = await day(owner.headers, date);

    const attempts: [string, 'PUT' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['Mood entry', 'PUT', `mood/${mood.id}`, { score: 1, timestamp: '2026-11-19T09:00:00Z' }],
      ['Mood entry', 'DELETE', `mood/${mood.id}`, undefined],
      ['Energy entry', 'PUT', `energy/${energy.id}`, { score: 1, timestamp: '2026-11-19T09:00:00Z' }],
      ['Energy entry', 'DELETE', `energy/${energy.id}`, undefined],
      ['Symptom entry', 'PUT', `symptom/${symptom.id}`, { name: 'Gone', intensity: 1 }],
      ['Symptom entry', 'DELETE', `symptom/${symptom.id}`, undefined],
      ['Meal', 'PUT', `nutrition/${meal.id}`, { meal: 'x', items: [{ name: 'y', fdcId: 1 }], calories: 0, protein: 0, carbs: 0, fat: 0 }],
      ['Meal', 'DELETE', `nutrition/${meal.id}`, undefined],
      ['Supplement entry', 'PATCH', `supplement/${supplement.id}`, { taken: false }],
      ['Supplement entry', 'DELETE', `supplement/${supplement.id}`, undefined],
    ];
    for (const [what, method, path, payload] of attempts) {
      const theirs = await call(other.headers, method, `/api/health/${date}/${path}`, payload);
      expect(theirs.statusCode, `${method} ${path}`).toBe(404);
      expect(errorOf(theirs).message).toBe(`${what} not found`);
      const wrongDay = await call(owner.headers, method, `/api/health/2026-11-18/${path}`, payload);
      expect(wrongDay.statusCode, `${method} ${path} on another day`).toBe(404);
    }
    expect((await call(other.headers, 'DELETE', '/api/health/symptoms/Cramps')).statusCode).toBe(404);
    expect(await day(owner.headers, date)).toEqual(before);
    expect((await day(other.headers, date)).symptoms).toEqual([]);
    expect((await call(owner.headers, 'GET', '/api/health/symptoms/unique')).json()).toEqual(['Cramps']);
  });
});
