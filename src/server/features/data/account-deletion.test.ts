import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, intakeForms, rememberedFacts, settings } from '../../db/schema.js';
import { rememberFact } from '../chat-memory/facts.js';
import { addConversation, countOf } from '../../testing/chat-tables.js';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { addAccountData, addHealthDay } from '../../testing/health-rows.js';
import { HEALTH_TABLES } from '../health/health-tables.js';

describe.each(databaseKinds)('account deletion takes all data (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('deletes settings, intake, every health entry (sleep too), meals, feedback, conversations and remembered facts; other people keep theirs', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    for (const person of [me, other]) {
      await addAccountData(t, person.headers);
      await addHealthDay(t.db, person.userId, '2026-02-01');
      await addConversation(t, person.userId);
      await rememberFact(t.db, person.userId, "I'm allergic to peanuts");
    }

    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/export/json', headers: me.headers })).statusCode).toBe(401);

    const left = async (userId: string) => {
      const counts: number[] = [];
      for (const { table } of HEALTH_TABLES) counts.push((await t.db.select().from(table).where(eq(table.userId, userId))).length);
      counts.push((await t.db.select().from(settings).where(eq(settings.userId, userId))).length);
      counts.push((await t.db.select().from(intakeForms).where(eq(intakeForms.userId, userId))).length);
      counts.push((await t.db.select().from(feedback).where(eq(feedback.userId, userId))).length);
      counts.push(await countOf(t, sql`select count(*)::int as n from conversations where user_id = ${userId}`));
      counts.push((await t.db.select().from(rememberedFacts).where(eq(rememberedFacts.userId, userId))).length);
      return counts;
    };
    expect(await left(me.userId)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(await left(other.userId)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(await countOf(t, sql`select count(*)::int as n from messages`)).toBe(2);
  });
});
