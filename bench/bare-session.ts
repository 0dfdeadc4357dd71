import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { sessions } from '../src/server/db/schema.js';

/** The session lookup every signed-in request makes, for the bare baselines. */
export async function sessionUserId(db: Db, token: string): Promise<string> {
  const idHash = createHash('sha256').update(token).digest('base64url');
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
  return session!.userId;
}
