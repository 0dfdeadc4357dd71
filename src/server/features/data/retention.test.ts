import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConversation, countOf } from '../../testing/chat-tables.js';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { addHealthDay } from '../../testing/health-rows.js';
import { HEALTH_TABLES } from '../health/health-tables.js';
import { RETENTION_LOCK_KEY, runRetention, startRetentionJob } from './retention.js';

const NOW = new Date();
/** A calendar day (UTC) a number of months and days before NOW. */
const ago = (months: number, days = 0) => {
  const d = new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - months, NOW.getUTCDate() - days));
  return d.toISOString().slice(0, 10);
};

describe.each(databaseKinds)('retention job (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const days = async (userId: string) => {
    const result: Record<string, string[]> = {};
    for (const { kind: name, table } of HEALTH_TABLES) {
      const rows = await t.db.select({ day: table.day }).from(table).where(eq(table.userId, userId)).orderBy(table.day);
      result[name] = rows.map((r) => r.day);
    }
    return result;
  };
  const setting = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/settings', headers, payload });

  it('deletes health entries older than dataRetentionMonths and conversations older than autoForgetDays; newer data and other people’s stay', async () => {
    const ana = await signedInUser(t); // 12 months, forget after 30 days
    const ben = await signedInUser(t); // defaults: keep everything
    const cleo = await signedInUser(t); // 36 months
    await setting(ana.headers, { dataRetentionMonths: 12 });
    await setting(ana.headers, { autoForgetDays: 30 });
    await setting(cleo.headers, { dataRetentionMonths: 36 });
    const [old, edge, recent] = [ago(12, 1), ago(12), ago(5)];
    for (const day of [old, edge, recent]) {
      await addHealthDay(t.db, ana.userId, day);
      await addHealthDay(t.db, ben.userId, day);
    }
    await addHealthDay(t.db, cleo.userId, ago(36, 1));
    await addHealthDay(t.db, cleo.userId, ago(35));
    const anaOld = await addConversation(t, ana.userId, { daysAgo: 45 });
    const anaNew = await addConversation(t, ana.userId, { daysAgo: 5 });
    await addConversation(t, ben.userId, { daysAgo: 400 });

    const result = await runRetention(t.db, NOW);
    // ana's day just over 12 months old and cleo's just over 36, each in the six tables (sleep too)
    expect(result).toEqual({ ran: true, healthEntries: 12, conversations: 1 });
    const six = (list: string[]) => Object.fromEntries(HEALTH_TABLES.map(({ kind: name }) => [name, list]));
    expect(await days(ana.userId)).toEqual(six([edge, recent]));
    expect(await days(ben.userId)).toEqual(six([old, edge, recent]));
    expect(await days(cleo.userId)).toEqual(six([ago(35)]));

    expect(await countOf(t, sql`select count(*)::int as n from conversations where id = ${anaOld}`)).toBe(0);
    expect(await countOf(t, sql`select count(*)::int as n from messages where conversation_id = ${anaOld}`)).toBe(0);
    expect(await countOf(t, sql`select count(*)::int as n from conversations where id = ${anaNew}`)).toBe(1);
    expect(await countOf(t, sql`select count(*)::int as n from conversations where user_id = ${ben.userId}`)).toBe(1);

    const again = await runRetention(t.db, NOW);
    expect(again).toEqual({ ran: true, healthEntries: 0, conversations: 0 });
  });

  it('runs on its own on a schedule', async () => {
    const me = await signedInUser(t);
    await setting(me.headers, { dataRetentionMonths: 24 });
    await addHealthDay(t.db, me.userId, ago(30));
    const logs: unknown[] = [];
    const log = { info: (o: unknown) => logs.push(o), warn: (o: unknown) => logs.push(o) } as unknown as Parameters<typeof startRetentionJob>[1];
    const stop = startRetentionJob(t.db, log, 50);
    await expect.poll(async () => (await days(me.userId)).meal, { timeout: 5000 }).toEqual([]);
    await stop();
    expect(logs[0]).toMatchObject({ ran: true, healthEntries: 6 });
  });

  it.runIf(kind === 'postgres')('skips when another instance holds the lock', async () => {
    const me = await signedInUser(t);
    await setting(me.headers, { dataRetentionMonths: 12 });
    await addHealthDay(t.db, me.userId, '2020-01-01');
    const skipped = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
      return runRetention(t.db, NOW); // another pooled connection: as another instance would
    });
    expect(skipped).toEqual({ ran: false, healthEntries: 0, conversations: 0 });
    expect((await days(me.userId)).mood).toEqual(['2020-01-01']);
    const [first, second] = await Promise.all([runRetention(t.db, NOW), runRetention(t.db, NOW)]);
    expect(first.healthEntries + second.healthEntries).toBe(6);
    expect((await days(me.userId)).mood).toEqual([]);
  });
});
