import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { TestApp } from './harness.js';

/**
 * The conversations tables come with the chat feature's migration. These tests create tables of
 * that shape themselves, to prove the clear buttons and retention act on them once they exist.
 */
export async function createChatTables(t: TestApp) {
  await t.db.execute(sql`create table if not exists conversations (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    title text not null default 'New conversation',
    summary text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now())`);
  await t.db.execute(sql`create table if not exists messages (
    id uuid primary key default gen_random_uuid(),
    conversation_id uuid not null references conversations(id) on delete cascade,
    role text not null,
    content text not null,
    created_at timestamptz not null default now())`);
}

export async function addConversation(t: TestApp, userId: string, { daysAgo = 0, summary = 'Talked about sleep' } = {}) {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into conversations (user_id, summary, created_at, updated_at) values (${userId}, ${summary}, ${at}::timestamptz, ${at}::timestamptz) returning id`,
  );
  await t.db.execute(sql`insert into messages (conversation_id, role, content) values (${row!.id}, 'user', 'How did I sleep?'), (${row!.id}, 'assistant', 'Seven hours on average.')`);
  return row!.id;
}

/** The number a `select count(*)::int as n` query answers. */
export const countOf = async (t: TestApp, query: SQL) => Number((await queryRows<{ n: number }>(t.db, query))[0]!.n);
