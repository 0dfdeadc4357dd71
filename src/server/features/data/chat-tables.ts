import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/**
 * Conversations arrive with the chat feature (its own migration). Retention, export and the
 * chat-memory buttons act on them once they exist: these helpers look the tables up by name
 * and do nothing while they are missing.
 */
export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';
/** Tables that may hold what the assistant remembers, besides conversations.summary. */
export const MEMORY_TABLES = ['conversation_summaries', 'memories'] as const;

/** The columns of a table in the current schema, or null when there is no such table. */
export async function columnsOf(db: Db, table: string): Promise<Set<string> | null> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`,
  );
  return rows.length ? new Set(rows.map((r) => r.column_name)) : null;
}

/** SQL that selects the ids of a user's conversations (or of those older than a cut-off). */
function conversationsOf(userId: string, olderThan?: Date, column = 'created_at') {
  const age = olderThan ? sql` and ${sql.identifier(column)} < ${olderThan.toISOString()}::timestamptz` : sql``;
  return sql`select id from ${sql.identifier(CONVERSATIONS)} where user_id = ${userId}${age}`;
}

/** Deletes a user's conversations (all, or older than a cut-off) and their messages; answers how many conversations went. */
export async function deleteConversations(db: Db, userId: string, olderThan?: Date): Promise<number> {
  const columns = await columnsOf(db, CONVERSATIONS);
  if (!columns?.has('user_id') || !columns.has('id')) return 0;
  // Age by the last activity when the table keeps it, else by creation.
  const ageColumn = columns.has('updated_at') ? 'updated_at' : 'created_at';
  if (olderThan && !columns.has(ageColumn)) return 0;
  const messageColumns = await columnsOf(db, MESSAGES);
  if (messageColumns?.has('conversation_id')) {
    await db.execute(sql`delete from ${sql.identifier(MESSAGES)} where conversation_id in (${conversationsOf(userId, olderThan, ageColumn)})`);
  }
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from ${sql.identifier(CONVERSATIONS)} where id in (${conversationsOf(userId, olderThan, ageColumn)}) returning id`,
  );
  return deleted.length;
}

/** Forgets what the assistant remembers of past conversations (their summaries); the conversations stay. */
export async function forgetConversationMemory(db: Db, userId: string): Promise<number> {
  let cleared = 0;
  const columns = await columnsOf(db, CONVERSATIONS);
  if (columns?.has('user_id') && columns.has('summary')) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update ${sql.identifier(CONVERSATIONS)} set summary = null where user_id = ${userId} and summary is not null returning id`,
    );
    cleared += rows.length;
  }
  for (const table of MEMORY_TABLES) {
    if (!(await columnsOf(db, table))?.has('user_id')) continue;
    const rows = await queryRows<unknown>(db, sql`delete from ${sql.identifier(table)} where user_id = ${userId} returning 1`);
    cleared += rows.length;
  }
  return cleared;
}

/**
 * Deletes, for every person with autoForgetDays set (30 or 90), their conversations (and
 * messages) whose last activity is older than that many days. Answers how many conversations went.
 */
export async function deleteForgottenConversations(db: Db, now: Date): Promise<number> {
  const columns = await columnsOf(db, CONVERSATIONS);
  if (!columns?.has('user_id') || !columns.has('id')) return 0;
  const ageColumn = columns.has('updated_at') ? 'updated_at' : columns.has('created_at') ? 'created_at' : null;
  if (!ageColumn) return 0;
  const expired = sql`select c.id from ${sql.identifier(CONVERSATIONS)} c join settings s on s.user_id = c.user_id
    where s.values->>'autoForgetDays' in ('30', '90')
      and c.${sql.identifier(ageColumn)} < ${now.toISOString()}::timestamptz - make_interval(days => (s.values->>'autoForgetDays')::int)`;
  const messageColumns = await columnsOf(db, MESSAGES);
  if (messageColumns?.has('conversation_id')) {
    await db.execute(sql`delete from ${sql.identifier(MESSAGES)} where conversation_id in (${expired})`);
  }
  return affectedRows(await db.execute(sql`delete from ${sql.identifier(CONVERSATIONS)} where id in (${expired})`));
}

/** How many rows a write touched: node-postgres says rowCount, PGlite affectedRows. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
