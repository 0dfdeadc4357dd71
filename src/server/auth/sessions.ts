import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';

export const SESSION_COOKIE = 'willow_session';
/**
 * On https the cookie is `__Host-willow_session`: browsers then accept it only when it is Secure,
 * for path / and without a Domain, so no sibling subdomain can set or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
/**
 * Sessions begun before the `__Host-` name (2026-11-23) are the only ones an unprefixed cookie may
 * still carry on https: any later session under that name was planted by a sibling subdomain or a
 * plain-http answer, which can set it (and cannot set a `__Host-` cookie).
 */
export const HOST_PREFIX_SINCE = new Date('2026-11-24T00:00:00Z');
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, to keep reads cheap. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionInfo {
  userId: string;
  idToken: string | null;
  expiresAt: Date;
  createdAt: Date;
}

/** Starts a session with a new random id (never reuses one from before sign-in). */
export async function createSession(db: Db, userId: string, idToken: string | null): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, idToken, expiresAt });
  return { token, expiresAt };
}

/** A live session, and whether this read slid its expiry forward (the cookie must then say so too). */
export interface FoundSession {
  session: SessionInfo;
  renewed: boolean;
}

/** The live session for a cookie token, with its 30-day expiry slid forward. */
export async function findSession(db: Db, token: string): Promise<FoundSession | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({ userId: sessions.userId, idToken: sessions.idToken, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  if (expiresAt.getTime() - row.expiresAt.getTime() > SLIDE_EVERY_MS) {
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
    return { session: { ...row, expiresAt }, renewed: true };
  }
  return { session: row, renewed: false };
}

export async function deleteSession(db: Db, token: string): Promise<SessionInfo | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, hashToken(token)))
    .returning({ userId: sessions.userId, idToken: sessions.idToken, expiresAt: sessions.expiresAt, createdAt: sessions.createdAt });
  return row ?? null;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
