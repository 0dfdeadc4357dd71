import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idpAccounts } from '../../db/schema.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.js';
import { RATE_LIMIT_KEYS } from './accounts.js';
import { LINK_LIFETIME_MINUTES, issueLinkToken, linkTokenAccount, useLinkToken, voidLinkTokens } from './link-tokens.js';
import { hashPassword } from './passwords.js';
import { newPasswordProblem } from './password-strength.js';

/**
 * Ways back into a built-in account with nothing but its mailbox: a password reset link, and a
 * sign-in link for when guesses from elsewhere keep the owner's password waiting. Asking for
 * either answers every address alike; the mail goes out after the answer (see routes).
 */

/** Recovery mails (reset and sign-in links) one address may get, and requests one network address may make, per hour. */
export const RECOVERY_LIMITS = {
  mailsPerAddress: { limit: 3, windowSeconds: 60 * 60 },
  requestsPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const;

export interface RecoveryContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

async function accountByEmail(db: Db, email: string) {
  const [account] = await db.select({ id: idpAccounts.id, email: idpAccounts.email }).from(idpAccounts).where(eq(idpAccounts.email, email));
  return account;
}

/** The seconds to wait when this network address or this e-mail asked for too many recovery mails, else null. */
export async function recoveryWait(db: Db, input: { ip: string; email: string }): Promise<number | null> {
  for (const [key, rule] of [
    [RATE_LIMIT_KEYS.recoveryIp(input.ip), RECOVERY_LIMITS.requestsPerIp],
    [RATE_LIMIT_KEYS.recoveryMail(input.email), RECOVERY_LIMITS.mailsPerAddress],
  ] as const) {
    const gate = await hitRateLimit(db, key, rule);
    if (!gate.allowed) return gate.retryAfterSeconds;
  }
  return null;
}

/** A known address gets a reset link; an unknown one a note that no account uses it. */
export async function mailPasswordReset(ctx: RecoveryContext, email: string): Promise<void> {
  const account = await accountByEmail(ctx.db, email);
  if (!account) {
    await ctx.mailer.send(noAccountNotice(ctx.appUrl, email));
    return;
  }
  const token = await issueLinkToken(ctx.db, account.id, 'reset');
  await ctx.mailer.send(resetMail(account.email, `${ctx.appUrl}/idp/reset?token=${token}`));
}

/** A known address gets a link that signs in without the password; an unknown one gets nothing. */
export async function mailSignInLink(ctx: RecoveryContext, email: string): Promise<void> {
  const account = await accountByEmail(ctx.db, email);
  if (!account) return;
  const token = await issueLinkToken(ctx.db, account.id, 'sign-in');
  await ctx.mailer.send(signInLinkMail(account.email, `${ctx.appUrl}/idp/sign-in?token=${token}`));
}

export const resetLinkWorks = async (db: Db, token: string) => (await linkTokenAccount(db, token, 'reset')) !== null;
export const signInLinkWorks = async (db: Db, token: string) => (await linkTokenAccount(db, token, 'sign-in')) !== null;

export type ResetResult =
  { ok: true; accountId: string; email: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'weak'; message: string };

/**
 * Sets the new password from a reset link. A weak password leaves the link working, so the
 * person can try another; a good one uses the link up, voids every other reset link of the
 * account, and counts as proof of the address.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<ResetResult> {
  const pending = await linkTokenAccount(db, token, 'reset');
  if (!pending) return { ok: false, reason: 'invalid' };
  const problem = newPasswordProblem(password, pending.email);
  if (problem) return { ok: false, reason: 'weak', message: problem };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<ResetResult> => {
    const used = await useLinkToken(tx, token, 'reset');
    if (!used) return { ok: false, reason: 'invalid' };
    await tx
      .update(idpAccounts)
      .set({ passwordHash, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(idpAccounts.id, used.accountId));
    await voidLinkTokens(tx, used.accountId, 'reset');
    return { ok: true, ...used };
  });
}

/** Uses a mailed sign-in link: the account, whose address it proves, or null when the link no longer works. */
export async function useSignInLink(db: Db, token: string): Promise<{ accountId: string; email: string } | null> {
  const used = await useLinkToken(db, token, 'sign-in');
  if (used) await db.update(idpAccounts).set({ emailVerifiedAt: new Date() }).where(eq(idpAccounts.id, used.accountId));
  return used;
}

export function passwordChangedNotice(appUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'Your Willow password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Willow account was just changed, and every other device was signed out.',
      '',
      'If that was you, there is nothing more to do.',
      'If it was not you, set a new password at once from "Forgot your password?" on the sign-in page:',
      '',
      `${appUrl}/idp/forgot`,
    ].join('\n'),
  };
}

function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Willow password',
    text: [
      'Hello,',
      '',
      'Someone (we hope you) asked to reset the password of your Willow account. To choose a new one, open this link:',
      '',
      link,
      '',
      `The link works once, for ${LINK_LIFETIME_MINUTES.reset} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}

function noAccountNotice(appUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'About your Willow password reset',
    text: [
      'Hello,',
      '',
      'Someone asked to reset a Willow password for this e-mail address, but no Willow account uses it.',
      'If that was you, perhaps you signed up with another address. You can also create an account:',
      '',
      `${appUrl}/api/login?flow=signup`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}

function signInLinkMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your Willow sign-in link',
    text: [
      'Hello,',
      '',
      'Many wrong passwords were tried for your Willow account, so signing in with a password has to wait. To sign in on this device now, open this link:',
      '',
      link,
      '',
      `The link works once, for ${LINK_LIFETIME_MINUTES['sign-in']} minutes. If you did not ask for it, ignore this e-mail; someone may be guessing your password, so choose a long one that you use nowhere else.`,
    ].join('\n'),
  };
}
