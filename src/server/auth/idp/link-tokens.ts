import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idpAccounts, idpLinkTokens } from '../../db/schema.js';
import { hashToken } from '../sessions.js';

/**
 * What a single-use token lets its holder do: `reset` sets a new password (mailed), `sign-in`
 * signs in without the password (mailed when guesses keep the owner out), `resume` finishes
 * the sign-in in the browser that just used one of the other two (a cookie).
 */
export type LinkPurpose = (typeof idpLinkTokens.$inferSelect)['purpose'];

export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = { reset: 60, 'sign-in': 15, resume: 10 };

/** A new random token for the account; only its SHA-256 is stored. */
export async function issueLinkToken(db: Db, accountId: string, purpose: LinkPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(idpLinkTokens).values({
    tokenHash: hashToken(token),
    purpose,
    accountId,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MINUTES[purpose] * 60_000),
  });
  return token;
}

const live = (token: string, purpose: LinkPurpose) =>
  and(eq(idpLinkTokens.tokenHash, hashToken(token)), eq(idpLinkTokens.purpose, purpose), gt(idpLinkTokens.expiresAt, new Date()));

/** The account a token would open, without using it up (a page opened from a mail shows its form only then). */
export async function linkTokenAccount(db: Db, token: string, purpose: LinkPurpose): Promise<{ accountId: string; email: string } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ accountId: idpLinkTokens.accountId, email: idpAccounts.email })
    .from(idpLinkTokens)
    .innerJoin(idpAccounts, eq(idpAccounts.id, idpLinkTokens.accountId))
    .where(live(token, purpose));
  return row ?? null;
}

/** Uses the token up: answers its account once, then never again (parallel uses race on one delete). */
export async function useLinkToken(db: Db, token: string, purpose: LinkPurpose): Promise<{ accountId: string; email: string } | null> {
  if (!token) return null;
  const [used] = await db.delete(idpLinkTokens).where(live(token, purpose)).returning({ accountId: idpLinkTokens.accountId });
  if (!used) return null;
  const [account] = await db.select({ email: idpAccounts.email }).from(idpAccounts).where(eq(idpAccounts.id, used.accountId));
  return account ? { accountId: used.accountId, email: account.email } : null;
}

/** Voids the account's other tokens of a kind (after a reset, every other reset link it was sent). */
export async function voidLinkTokens(db: Db, accountId: string, purpose: LinkPurpose): Promise<void> {
  await db.delete(idpLinkTokens).where(and(eq(idpLinkTokens.accountId, accountId), eq(idpLinkTokens.purpose, purpose)));
}

export async function deleteExpiredLinkTokens(db: Db): Promise<void> {
  await db.delete(idpLinkTokens).where(lt(idpLinkTokens.expiresAt, new Date()));
}
