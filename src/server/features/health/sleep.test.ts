import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import type { DayRecord, SleepEntry } from '../../../shared/health.js';
import { getSleepByDay } from './sleep.js';

type Headers = { cookie: string };

describe.each(databaseKinds)('sleep API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object | undefined });
  const night = async (headers: Headers, date: string) => {
    const response = await call(headers, 'GET', `/api/health/${date}`);
    expect(response.statusCode).toBe(200);
    return response.json<DayRecord>().sleep;
  };
  const log = async (headers: Headers, date: string, payload: unknown, status = 201) => {
    const response = await call(headers, 'POST', `/api/health/${date}/sleep`, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<SleepEntry>();
  };

  it('a day has one night: later logs fill in or correct its parts and keep the rest', async () => {
    const me = await signedInUser(t);
    const first = await log(me.headers, '2026-11-20', { hours: 6.5, timestamp: '2026-11-20T07:10:00Z' });
    expect(first).toMatchObject({ date: '2026-11-20', hours: 6.5, bedtime: null, wakeTime: null, quality: null, wakings: null });
    expect(first.lastLogged).toBe('2026-11-20T07:10:00.000Z');

    const rated = await log(me.headers, '2026-11-20', { quality: 1 }, 200);
    expect(rated).toMatchObject({ id: first.id, hours: 6.5, quality: 1, wakings: null });
    const woke = await log(me.headers, '2026-11-20', { wakings: 3 }, 200);
    expect(woke).toMatchObject({ id: first.id, hours: 6.5, quality: 1, wakings: 3 });

    // Bedtime and wake time over midnight give the hours, and keep the clock times.
    const timed = await log(me.headers, '2026-11-20', { bedtime: '23:40', wakeTime: '06:10' }, 200);
    expect(timed).toMatchObject({ id: first.id, hours: 6.5, bedtime: '23:40', wakeTime: '06:10', quality: 1, wakings: 3 });
    // Hours given later stand alone: clock times that no longer add up to them are cleared.
    const corrected = await log(me.headers, '2026-11-20', { hours: 7.25 }, 200);
    expect(corrected).toMatchObject({ hours: 7.25, bedtime: null, wakeTime: null, quality: 1, wakings: 3 });

    expect(await night(me.headers, '2026-11-20')).toEqual(corrected);
    expect(await night(me.headers, '2026-11-19')).toBeNull();
  });

  it('clock times on the same side of midnight, and a sleepless night', async () => {
    const me = await signedInUser(t);
    expect(await log(me.headers, '2026-11-18', { bedtime: '01:00', wakeTime: '07:00' })).toMatchObject({ hours: 6 });
    expect(await log(me.headers, '2026-11-17', { bedtime: '21:15', wakeTime: '21:05' })).toMatchObject({ hours: 23.83 });
    expect(await log(me.headers, '2026-11-16', { hours: 0, quality: 1 })).toMatchObject({ hours: 0, quality: 1 });
  });

  it('edit replaces the whole night; delete removes it', async () => {
    const me = await signedInUser(t);
    const saved = await log(me.headers, '2026-11-21', { hours: 8, quality: 4, wakings: 1 });
    const edited = await call(me.headers, 'PUT', `/api/health/2026-11-21/sleep/${saved.id}`, {
      bedtime: '22:30',
      wakeTime: '05:00',
      quality: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: saved.id, hours: 6.5, bedtime: '22:30', wakeTime: '05:00', quality: 2, wakings: null });
    expect(await night(me.headers, '2026-11-21')).toEqual(edited.json());

    expect((await call(me.headers, 'DELETE', `/api/health/2026-11-21/sleep/${saved.id}`)).statusCode).toBe(204);
    expect(await night(me.headers, '2026-11-21')).toBeNull();
    expect((await call(me.headers, 'DELETE', `/api/health/2026-11-21/sleep/${saved.id}`)).statusCode).toBe(404);
  });

  it('two logs of the same night at once make one night with both parts', async () => {
    const me = await signedInUser(t);
    const answers = await Promise.all([
      call(me.headers, 'POST', '/api/health/2026-11-15/sleep', { hours: 5 }),
      call(me.headers, 'POST', '/api/health/2026-11-15/sleep', { quality: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await night(me.headers, '2026-11-15')).toMatchObject({ hours: 5, quality: 2 });
  });

  it('history and getSleepByDay: each night of the period once, oldest first, own nights only', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await log(me.headers, '2026-11-10', { hours: 9 });
    await log(me.headers, '2026-11-03', { hours: 4, quality: 2, wakings: 5 });
    await log(me.headers, '2026-11-04', { quality: 5 });
    await log(other.headers, '2026-11-04', { hours: 3 });
    const response = await call(me.headers, 'GET', '/api/health/sleep/history?from=2026-11-03&to=2026-11-09');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: '2026-11-03', hours: 4, quality: 2, wakings: 5 },
      { date: '2026-11-04', hours: null, quality: 5, wakings: null },
    ]);
    expect(await getSleepByDay(t.db, me.userId, '2026-11-04', '2026-11-10')).toEqual([
      { date: '2026-11-04', hours: null, quality: 5, wakings: null },
      { date: '2026-11-10', hours: 9, quality: null, wakings: null },
    ]);
  });

  describe('bad input answers 400 with a message and changes nothing', () => {
    it.each([
      [{}, 'Give the hours slept (or a bedtime and a wake time), the sleep quality or the times woken'],
      [{ timestamp: '2026-11-22T08:00:00Z' }, 'Give the hours slept (or a bedtime and a wake time), the sleep quality or the times woken'],
      [{ hours: -1 }, 'Hours slept must not be negative'],
      [{ hours: 25 }, 'Hours slept must be at most 24'],
      [{ hours: '7' }, 'Hours slept must be a number'],
      [{ quality: 0 }, 'Sleep quality must be a whole number from 1 to 5'],
      [{ quality: 3.5 }, 'Sleep quality must be a whole number from 1 to 5'],
      [{ wakings: -2 }, 'Times woken must be a whole number from 0 to 30'],
      [{ wakings: 1.5 }, 'Times woken must be a whole number from 0 to 30'],
      [{ bedtime: '23:00' }, 'Give a bedtime and a wake time together'],
      [{ bedtime: '25:00', wakeTime: '07:00' }, 'Bedtime must be a time of day written HH:MM, such as 23:30'],
      [{ bedtime: '1am', wakeTime: '07:00' }, 'Bedtime must be a time of day written HH:MM, such as 23:30'],
      [{ bedtime: '23:00', wakeTime: '23:00' }, 'Bedtime and wake time must differ'],
      [{ hours: 7, bedtime: '23:00', wakeTime: '06:00' }, 'Give the hours slept, or a bedtime and a wake time, not both'],
      [{ hours: 7, nap: true }, 'Unknown field: nap'],
      [[7], 'Body must be a JSON object'],
      [{ hours: 7, timestamp: 'last night' }, 'Time must be a date and time such as 2026-11-22T08:30:00Z'],
    ])('%j', async (payload, message) => {
      const me = await signedInUser(t);
      const saved = await log(me.headers, '2026-11-22', { hours: 7, quality: 3 });
      for (const [method, url] of [
        ['POST', '/api/health/2026-11-22/sleep'],
        ['PUT', `/api/health/2026-11-22/sleep/${saved.id}`],
      ] as const) {
        const response = await call(me.headers, method, url, payload);
        expect(response.statusCode, `${method} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message });
      }
      expect(await night(me.headers, '2026-11-22')).toEqual(saved);
    });

    it('a bad day or period', async () => {
      const me = await signedInUser(t);
      const bad = await call(me.headers, 'POST', '/api/health/2026-02-30/sleep', { hours: 7 });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe('Date must be a real date written yyyy-MM-dd');
      const backwards = await call(me.headers, 'GET', '/api/health/sleep/history?from=2026-11-22&to=2026-11-01');
      expect(backwards.statusCode).toBe(400);
      expect(errorOf(backwards).message).toBe('The start date must be on or before the end date');
      const tooLong = await call(me.headers, 'GET', '/api/health/sleep/history?from=2024-01-01&to=2026-11-01');
      expect(tooLong.statusCode).toBe(400);
      expect(errorOf(tooLong).message).toBe('A range may cover at most 366 days');
    });
  });

  it('refuses a night on a day that has not begun, and a log time still to come', async () => {
    const me = await signedInUser(t);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await call(me.headers, 'POST', `/api/health/${tomorrow}/sleep`, { hours: 8 });
    expect(ahead.statusCode).toBe(400);
    expect(errorOf(ahead).message).toMatch(/has not begun yet/);
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const later = await call(me.headers, 'POST', `/api/health/${today}/sleep`, { hours: 8, timestamp: soon });
    expect(later.statusCode).toBe(400);
    expect(errorOf(later).message).toBe('Time must not be in the future');
    expect(await night(me.headers, today)).toBeNull();
    expect(await night(me.headers, tomorrow)).toBeNull();
  });

  it("another person's night answers 404 and stays as it was; so does the right id on the wrong day", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const saved = await log(owner.headers, '2026-11-19', { hours: 7, quality: 4 });
    for (const [method, payload] of [
      ['PUT', { hours: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(other.headers, method, `/api/health/2026-11-19/sleep/${saved.id}`, payload);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ statusCode: 404, message: 'Sleep entry not found' });
      const wrongDay = await call(owner.headers, method, `/api/health/2026-11-18/sleep/${saved.id}`, payload);
      expect(wrongDay.statusCode).toBe(404);
    }
    // Logging the same day is their own night, not the owner's.
    await log(other.headers, '2026-11-19', { hours: 2 });
    expect(await night(owner.headers, '2026-11-19')).toEqual(saved);
  });

  it('answers 401 signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/health/sleep/history?from=2026-11-01&to=2026-11-22'],
      ['POST', '/api/health/2026-11-22/sleep'],
      ['PUT', `/api/health/2026-11-22/sleep/${id}`],
      ['DELETE', `/api/health/2026-11-22/sleep/${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? { hours: 7 } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
