import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversations, settings } from '../../db/schema.js';
import { AUTO_FORGET_DAYS } from '../../../shared/settings.js';
import { settingChoices } from '../settings/service.js';

// Conversations for the chat-memory buttons and retention. Messages go with their conversation
// (on delete cascade). Conversations age by their last activity (updated_at).

/** Deletes a user's conversations (all, or those inactive since a cut-off); answers how many went. */
export async function deleteConversations(db: Db, userId: string, olderThan?: Date): Promise<number> {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.userId, userId), olderThan ? lt(conversations.updatedAt, olderThan) : undefined))
    .returning({ id: conversations.id });
  return deleted.length;
}

/** Forgets what the assistant remembers of past conversations (their summaries); the conversations stay. */
export async function forgetConversationMemory(db: Db, userId: string): Promise<number> {
  const cleared = await db
    .update(conversations)
    .set({ summary: null })
    .where(and(eq(conversations.userId, userId), isNotNull(conversations.summary)))
    .returning({ id: conversations.id });
  return cleared.length;
}

/**
 * Deletes, for every person with autoForgetDays set (30 or 90), their conversations whose last
 * activity is older than that many days. Answers how many conversations went.
 */
export async function deleteForgottenConversations(db: Db, now: Date): Promise<number> {
  const expired = db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(settings, eq(settings.userId, conversations.userId))
    .where(
      and(
        sql`${settings.values}->>'autoForgetDays' in (${settingChoices(AUTO_FORGET_DAYS)})`,
        sql`${conversations.updatedAt} < ${now.toISOString()}::timestamptz - make_interval(days => (${settings.values}->>'autoForgetDays')::int)`,
      ),
    );
  const deleted = await db.delete(conversations).where(inArray(conversations.id, expired)).returning({ id: conversations.id });
  return deleted.length;
}

/** How many rows a write touched: node-postgres says rowCount, PGlite affectedRows. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
