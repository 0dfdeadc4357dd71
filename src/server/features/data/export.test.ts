import { getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConversation } from '../../testing/chat-tables.js';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { addAccountData, addHealthDay } from '../../testing/health-rows.js';
import { CSV_COLUMNS, EXPORT_BATCH, csvField } from './export.js';
import { EXPORTED_TABLES } from './export-columns.js';
import { rememberFact } from '../chat-memory/facts.js';

type Row = Record<string, unknown>;
/** The sections of the JSON export these tests read (one record a line, typed by no shared schema). */
interface Exported {
  profile: Row;
  settings: Row;
  notificationPreferences: Row;
  notificationDevices: Row[];
  intakeForm: Row | null;
  moodEntries: (Row & { day: string })[];
  energyEntries: Row[];
  symptomEntries: Row[];
  meals: (Row & { items: Row[] })[];
  supplementEntries: Row[];
  feedback: (Row & { message: string })[];
  conversations: (Row & { summary: string | null })[];
  messages: (Row & { content: string })[];
  rememberedFacts: Row[];
}

describe.each(databaseKinds)('data export (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('exports everything the person has as one JSON download, with its exact line count', async () => {
    const me = await signedInUser(t, { firstName: 'Maya' });
    const other = await signedInUser(t);
    await addAccountData(t, me.headers);
    await addHealthDay(t.db, me.userId, '2026-01-02');
    await addHealthDay(t.db, me.userId, '2026-01-01');
    await addHealthDay(t.db, other.userId, '2026-01-01');

    const response = await get('/api/export/json', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="willow-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.split('\n').length - 1).toBe(Number(response.headers['x-export-lines']));
    const data = response.json<Exported>();
    expect(data.profile).toMatchObject({ id: me.userId, firstName: 'Maya' });
    expect(data.profile).not.toHaveProperty('subject');
    expect(data.profile).not.toHaveProperty('pendingEmailTokenHash');
    expect(data.profile.signInIssuer).toEqual(expect.any(String));
    expect(data.settings.coachingTone).toBe('gentle');
    expect(data.notificationPreferences).toMatchObject({ checkInTimes: ['20:00'], showDetails: false });
    expect(data.notificationDevices).toEqual([]);
    expect(data.intakeForm).toMatchObject({ storyAndVision: 'Steady energy', currentLandscape: 'Migraines' });
    expect(data.moodEntries.map((e) => e.day)).toEqual(['2026-01-01', '2026-01-02']);
    expect(data.moodEntries[0]).toMatchObject({ score: 4, tags: ['calm', 'focused'] });
    expect(data.moodEntries[0]).not.toHaveProperty('userId');
    for (const key of ['energyEntries', 'symptomEntries', 'meals', 'supplementEntries'] as const) expect(data[key]).toHaveLength(2);
    expect(data.meals[0]!.items).toEqual([{ name: 'Oatmeal', qty: '1 serving', calories: 150 }]);
    expect(data.feedback.map((f) => f.message)).toEqual(['Lovely app']);
    expect(data.conversations).toEqual([]);
    expect(data.rememberedFacts).toEqual([]);
  });

  it('pages through large accounts and includes conversations and messages', async () => {
    const me = await signedInUser(t);
    const days = Array.from({ length: EXPORT_BATCH + 20 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
    for (const day of days) await addHealthDay(t.db, me.userId, day);
    await addConversation(t, me.userId);
    await rememberFact(t.db, me.userId, "I'm allergic to peanuts");

    const response = await get('/api/export/json', me.headers);
    const data = response.json<Exported>();
    expect(data.moodEntries.map((e) => e.day)).toEqual(days);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).not.toHaveProperty('user_id');
    expect(data.messages.map((m) => m.content).sort()).toEqual(['How did I sleep?', 'Seven hours on average.']);
    expect(data.conversations[0]!.summary).toBe('Talked about sleep');
    expect(data.rememberedFacts).toEqual([{ id: expect.any(String) as string, text: "I'm allergic to peanuts", createdAt: expect.any(String) as string }]);
    expect(response.body.split('\n').length - 1).toBe(Number(response.headers['x-export-lines']));
  }, 120_000);

  it('exports the daily logs as CSV, one row per entry in date and time order, in the person’s time zone', async () => {
    const me = await signedInUser(t);
    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { timeZone: 'America/New_York' } });
    await addHealthDay(t.db, me.userId, '2026-03-02');
    await addHealthDay(t.db, me.userId, '2026-03-01');
    const response = await get('/api/export/daily-logs.csv', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="willow-daily-logs.csv"');
    const lines = response.body.trimEnd().split('\n');
    expect(lines).toHaveLength(Number(response.headers['x-export-lines']));
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(1 + 12);
    expect(lines.slice(1, 7).every((l) => l.startsWith('2026-03-01,03:30,'))).toBe(true);
    expect(lines).toContain('2026-03-01,03:30,symptom,Headache,,3,,"after lunch, ""dull""",,,,,,,,,,,,,,,2026-03-01T08:30:00.000Z');
    expect(lines).toContain('2026-03-01,03:30,meal,,,,,,breakfast,150,5,27,2.5,Oatmeal 1 serving,,,,,,,,,2026-03-01T08:30:00.000Z');
    expect(lines).toContain('2026-03-01,03:30,mood,,4,,calm; focused,,,,,,,,,,,,,,,,2026-03-01T08:30:00.000Z');
    // 400 minutes asleep, from 00:20 to 07:00, quality 2, woke 3 times.
    expect(lines).toContain('2026-03-01,03:30,sleep,,,,,,,,,,,,,,,6.67,00:20,07:00,2,3,2026-03-01T08:30:00.000Z');
    expect(lines.at(-1)!.startsWith('2026-03-02,')).toBe(true);
  });

  it('defuses spreadsheet formulas and quotes what needs it', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(2.5)).toBe('2.5');
    expect(csvField(null)).toBe('');
  });

  it('needs a session and gives nobody else’s data', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export/json' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/export/daily-logs.csv' })).statusCode).toBe(401);
    const empty = await signedInUser(t);
    const data = (await get('/api/export/json', empty.headers)).json<Exported>();
    expect(data.moodEntries).toEqual([]);
    expect((await get('/api/export/daily-logs.csv', empty.headers)).body).toBe(`${CSV_COLUMNS.join(',')}\n`);
  });
});

describe('data export columns', () => {
  it('lists every column of every exported table, or leaves it out with a reason', () => {
    for (const { table, columns, notExported } of EXPORTED_TABLES) {
      const listed = new Set(Object.values(columns));
      const all = Object.entries(getTableColumns(table));
      const unaccounted = all.filter(([key, column]) => !listed.has(column) && !(key in notExported)).map(([key]) => key);
      expect(unaccounted, `columns of ${getTableName(table)} the export neither lists nor leaves out`).toEqual([]);
      const both = all.filter(([key, column]) => listed.has(column) && key in notExported).map(([key]) => key);
      expect(both, `columns of ${getTableName(table)} both listed and left out`).toEqual([]);
    }
  });
});
