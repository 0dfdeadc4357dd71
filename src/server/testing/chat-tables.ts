import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { conversations, messages } from '../db/schema.js';
import { queryRows } from '../db/client.js';
import type { TestApp } from './harness.js';

/** A conversation of two messages whose last activity was `daysAgo` days ago. */
export async function addConversation(t: TestApp, userId: string, { daysAgo = 0, summary = 'Talked about sleep' } = {}) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await t.db
    .insert(conversations)
    .values({ userId, title: 'Sleep', summary, createdAt: at, updatedAt: at })
    .returning({ id: conversations.id });
  await t.db.insert(messages).values([
    { conversationId: row!.id, userId, role: 'user', content: 'How did I sleep?', createdAt: at },
    { conversationId: row!.id, userId, role: 'assistant', content: 'Seven hours on average.', createdAt: at },
  ]);
  return row!.id;
}

/** The number a `select count(*)::int as n` query answers. */
export const countOf = async (t: TestApp, query: SQL) => (await queryRows(t.db, z.object({ n: z.coerce.number() }), query))[0]!.n;
