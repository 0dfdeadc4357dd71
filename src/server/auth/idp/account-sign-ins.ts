import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idpLinkTokens, idpPayloads, users } from '../../db/schema.js';
import type { SessionStore } from '../session-store.js';

/** oidc-provider's own session cookie (path /): it names the browser's provider session. */
export const PROVIDER_SESSION_COOKIE = '_session';

/** The grants a provider session signed in with, read from its stored payload. */
function grantsOf(payload: Record<string, unknown> | undefined): string[] {
  const authorizations = (payload?.authorizations ?? {}) as Record<string, { grantId?: unknown } | null>;
  return Object.values(authorizations)
    .map((authorization) => authorization?.grantId)
    .filter((grantId): grantId is string => typeof grantId === 'string');
}

/**
 * Ends one browser's provider session, with its grants and their tokens, so that browser's next
 * sign-in asks for the password again. Used at sign-out, where the provider's own sign-out form
 * may never be submitted (no JavaScript): the id comes from the browser's own cookie.
 */
export async function endProviderSession(db: Db, sessionId: string | undefined): Promise<void> {
  if (!sessionId) return;
  const [session] = await db
    .delete(idpPayloads)
    .where(and(eq(idpPayloads.kind, 'Session'), eq(idpPayloads.id, sessionId)))
    .returning({ payload: idpPayloads.payload });
  const grants = grantsOf(session?.payload);
  if (grants.length > 0) {
    await db
      .delete(idpPayloads)
      .where(or(inArray(idpPayloads.grantId, grants), and(eq(idpPayloads.kind, 'Grant'), inArray(idpPayloads.id, grants))));
  }
}

/**
 * Ends every sign-in of a built-in account: the app's sessions and the provider's sessions,
 * grants, codes and tokens, so no device gets back in without the password. `keep` spares the
 * device that asked (its app session and its provider session), as a password change does.
 * Whatever else someone who knew the password may have left behind goes too: the mailed reset
 * and sign-in links (they may have gone to an address that person moved the account to) and a
 * pending e-mail change (its link went to an address of their choosing).
 */
export async function endAccountSignIns(
  db: Db,
  sessions: SessionStore,
  account: { issuer: string; accountId: string },
  keep?: { sessionToken: string | undefined; providerSessionId: string | undefined },
): Promise<void> {
  const { accountId } = account;
  const ofAccount = sql`${idpPayloads.payload}->>'accountId' = ${accountId}`;
  const keptSessionId = keep?.providerSessionId;
  const [kept] = keptSessionId
    ? await db
        .select({ payload: idpPayloads.payload })
        .from(idpPayloads)
        .where(and(eq(idpPayloads.kind, 'Session'), eq(idpPayloads.id, keptSessionId), ofAccount))
    : [];
  const keptGrants = grantsOf(kept?.payload);
  const spared =
    kept && keptSessionId
      ? or(
          and(eq(idpPayloads.kind, 'Session'), eq(idpPayloads.id, keptSessionId)),
          ...(keptGrants.length > 0
            ? [inArray(idpPayloads.grantId, keptGrants), and(eq(idpPayloads.kind, 'Grant'), inArray(idpPayloads.id, keptGrants))]
            : []),
        )
      : undefined;
  // coalesce: a row without a grant id makes the grant test null, and `not null` would spare it.
  await db.delete(idpPayloads).where(spared ? and(ofAccount, not(sql`coalesce(${spared}, false)`)) : ofAccount);
  await db.delete(idpLinkTokens).where(eq(idpLinkTokens.accountId, accountId));

  const [user] = await db
    .update(users)
    .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
    .where(and(eq(users.issuer, account.issuer), eq(users.subject, accountId)))
    .returning({ id: users.id });
  if (user) await sessions.endAllOf(user.id, keep?.sessionToken);
}
