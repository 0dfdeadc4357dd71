import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.js';
import { idempotentWrites } from '../db/schema.js';
import { HttpError } from './http-errors.js';

/** How long a key's answer is kept for retries. */
const KEPT_HOURS = 24;

/**
 * Runs a write in one transaction, all or nothing. With a key, the transaction also claims the
 * key: a retry (even one racing the first on another instance, which waits on the claim) gets the
 * first answer instead of writing again, and the same key with another request is refused. A
 * write that fails leaves no claim, so a retry runs it anew.
 */
export async function writeOnce<T>(
  db: Db,
  claim: { userId: string; key: string | undefined; route: string; body: unknown },
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { userId, key } = claim;
  if (!key) return db.transaction(write);
  const request = `${claim.route} ${createHash('sha256').update(JSON.stringify(claim.body)).digest('base64url')}`;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotentWrites)
      .values({ userId, key, request })
      .onConflictDoNothing()
      .returning({ key: idempotentWrites.key });
    if (!claimed.length) {
      const [first] = await tx
        .select({ request: idempotentWrites.request, response: idempotentWrites.response })
        .from(idempotentWrites)
        .where(and(eq(idempotentWrites.userId, userId), eq(idempotentWrites.key, key)));
      if (first?.request !== request) {
        throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
      }
      return first.response as T;
    }
    const result = await write(tx);
    await tx
      .update(idempotentWrites)
      .set({ response: result ?? null })
      .where(and(eq(idempotentWrites.userId, userId), eq(idempotentWrites.key, key)));
    return result;
  });
}

export async function deleteOldIdempotentWrites(db: Db): Promise<void> {
  await db.delete(idempotentWrites).where(lt(idempotentWrites.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
}
