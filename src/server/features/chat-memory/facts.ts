import { and, desc, eq, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { rememberedFacts } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import type { RememberedFact } from '../../../shared/chat-memory.js';

type FactRow = typeof rememberedFacts.$inferSelect;
const toFact = (row: FactRow): RememberedFact => ({ id: row.id, text: row.text, createdAt: row.createdAt.toISOString() });

/** Keeps a fact for the person; one they already asked Willow to remember (any case) is kept once. */
export async function rememberFact(db: Db, userId: string, text: string): Promise<RememberedFact> {
  const [known] = await db
    .select()
    .from(rememberedFacts)
    .where(and(eq(rememberedFacts.userId, userId), sql`lower(${rememberedFacts.text}) = lower(${text})`));
  if (known) return toFact(known);
  const row = returnedRow(await db.insert(rememberedFacts).values({ userId, text }).returning());
  return toFact(row);
}

/** The person's facts, newest first; `limit` keeps the assistant's prompt short. */
export async function listFacts(db: Db, userId: string, limit?: number): Promise<RememberedFact[]> {
  const query = db
    .select()
    .from(rememberedFacts)
    .where(eq(rememberedFacts.userId, userId))
    .orderBy(desc(rememberedFacts.createdAt), desc(rememberedFacts.id));
  return (await (limit ? query.limit(limit) : query)).map(toFact);
}

/** Forgets one of the person's facts; another person's, or one already gone, is 404. */
export async function forgetFact(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(rememberedFacts)
    .where(and(eq(rememberedFacts.id, id), eq(rememberedFacts.userId, userId)))
    .returning({ id: rememberedFacts.id });
  if (!deleted.length) throw notFound('Memory');
}

/** Forgets every fact the person asked Willow to keep; answers how many went. */
export async function forgetAllFacts(db: Db, userId: string): Promise<number> {
  return (await db.delete(rememberedFacts).where(eq(rememberedFacts.userId, userId)).returning({ id: rememberedFacts.id })).length;
}
