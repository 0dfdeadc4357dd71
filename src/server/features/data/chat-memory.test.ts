import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { deleteConversations } from './chat-tables.js';
import { addConversation, countOf } from '../../testing/chat-tables.js';

describe.each(databaseKinds)('chat memory clear (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 0 when there is nothing to clear', async () => {
    const me = await signedInUser(t);
    for (const what of ['memory', 'conversations']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/chat-memory/clear', headers: me.headers, payload: { what } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ cleared: 0 });
    }
    expect(await deleteConversations(t.db, me.userId, new Date())).toBe(0);
  });

  it('rejects anything but memory or conversations, and needs a session', async () => {
    const me = await signedInUser(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/chat-memory/clear', headers: me.headers, payload: { what: 'everything' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('What to clear must be one of: memory, conversations');
    expect((await t.app.inject({ method: 'POST', url: '/api/chat-memory/clear', payload: { what: 'memory' } })).statusCode).toBe(401);
  });

  it('forgets summaries and then deletes only this person’s conversations and messages', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await addConversation(t, me.userId);
    await addConversation(t, me.userId, { daysAgo: 3 });
    await addConversation(t, other.userId);

    const memory = await t.app.inject({ method: 'POST', url: '/api/chat-memory/clear', headers: me.headers, payload: { what: 'memory' } });
    expect(memory.json()).toEqual({ cleared: 2 });
    expect(await countOf(t, sql`select count(*)::int as n from conversations where user_id = ${me.userId} and summary is null`)).toBe(2);
    expect(await countOf(t, sql`select count(*)::int as n from conversations where user_id = ${other.userId} and summary is not null`)).toBe(1);

    const all = await t.app.inject({ method: 'POST', url: '/api/chat-memory/clear', headers: me.headers, payload: { what: 'conversations' } });
    expect(all.json()).toEqual({ cleared: 2 });
    expect(await countOf(t, sql`select count(*)::int as n from conversations where user_id = ${me.userId}`)).toBe(0);
    expect(await countOf(t, sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id where c.user_id = ${other.userId}`)).toBe(2);
    expect(await countOf(t, sql`select count(*)::int as n from messages`)).toBe(2);
  });
});
