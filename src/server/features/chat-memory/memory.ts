import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { conversations } from '../../db/schema.js';
import type { ChatMemory } from '../../../shared/chat-memory.js';
import { listFacts } from './facts.js';

/** Everything Willow remembers of the person: kept facts and conversation summaries, newest first. */
export async function listChatMemory(db: Db, userId: string): Promise<ChatMemory> {
  const [facts, summaries] = await Promise.all([
    listFacts(db, userId),
    db
      .select({ id: conversations.id, title: conversations.title, summary: conversations.summary, updatedAt: conversations.updatedAt })
      .from(conversations)
      .where(and(eq(conversations.userId, userId), isNotNull(conversations.summary)))
      .orderBy(desc(conversations.updatedAt)),
  ]);
  return {
    facts,
    conversations: summaries.flatMap((c) =>
      c.summary === null ? [] : [{ conversationId: c.id, title: c.title, summary: c.summary, updatedAt: c.updatedAt.toISOString() }],
    ),
  };
}

/** Forgets what Willow remembers of one conversation (its summary); the conversation stays. */
export async function forgetConversationSummary(db: Db, userId: string, conversationId: string): Promise<void> {
  const forgotten = await db
    .update(conversations)
    .set({ summary: null })
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .returning({ id: conversations.id });
  if (forgotten.length === 0) throw notFound('Conversation');
}
