import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { idpAccounts, idpPayloads } from '../../db/schema.js';
import { clearRateLimits } from '../../lib/rate-limit.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { newPasswordProblem } from './password-strength.js';

export const accountEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address, like name@example.com').max(254, 'That e-mail address is too long'));

/** A new account's e-mail and password; the password is judged knowing the e-mail, so it cannot be made of it. */
export const credentialsSchema = z.object({ email: accountEmailSchema, password: z.string() }).superRefine(({ email, password }, ctx) => {
  const problem = newPasswordProblem(password, email);
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});

/** Keys of the sign-in rate-limit counters; account deletion removes the ones naming the account. */
export const RATE_LIMIT_KEYS = {
  signInIp: (ip: string) => `signin:ip:${ip}`,
  /** Every counter naming the account starts with this, so deleting the account can find them all. */
  signInAccount: (email: string) => `signin:account:${email}|`,
  signInPair: (email: string, client: string) => `signin:account:${email}|${client}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
  signUpMail: (email: string) => `signup:mail:${email}`,
  password: (accountId: string) => `password:${accountId}`,
  recoveryIp: (ip: string) => `recovery:ip:${ip}`,
  recoveryMail: (email: string) => `recovery:mail:${email}`,
} as const;

export type AccountResult =
  { ok: true; accountId: string; email: string } | { ok: false; field: 'email' | 'password' | 'form'; message: string };

let dummyHash: Promise<string> | undefined;
const unknownAccountHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const ACCOUNT_MESSAGES = {
  /** The same words for an unknown e-mail and a wrong password, so the form tells no one who has an account. */
  wrongCredentials: 'That e-mail or password is not right. Please try again.',
} as const;

export async function verifyCredentials(db: Db, input: { email: string; password: string }): Promise<AccountResult> {
  const email = input.email.trim().toLowerCase();
  if (!email) return { ok: false, field: 'email', message: 'Enter your e-mail address' };
  if (!input.password) return { ok: false, field: 'password', message: 'Enter your password' };
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
  // An unknown e-mail costs the same hashing time as a wrong password, so timing tells nothing either.
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await unknownAccountHash()));
  if (!account || !matches) return { ok: false, field: 'form', message: ACCOUNT_MESSAGES.wrongCredentials };
  return { ok: true, accountId: account.id, email: account.email };
}

export async function findAccount(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [account] = await db
    .select({ id: idpAccounts.id, email: idpAccounts.email, emailVerifiedAt: idpAccounts.emailVerifiedAt })
    .from(idpAccounts)
    .where(eq(idpAccounts.id, id));
  return account;
}

export async function changePassword(
  db: Db,
  accountId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true; email: string } | { ok: false; field: 'currentPassword' | 'newPassword'; message: string }> {
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, accountId));
  if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    return { ok: false, field: 'currentPassword', message: 'Your current password is not right. Please try again.' };
  }
  const problem = newPasswordProblem(input.newPassword, account.email);
  if (problem) return { ok: false, field: 'newPassword', message: problem };
  await db
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(idpAccounts.id, accountId));
  return { ok: true, email: account.email };
}

/** How often a signed-in person may get their current password wrong (password change, e-mail change). */
export const PASSWORD_CHECK_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

export async function passwordMatches(db: Db, accountId: string, password: string): Promise<boolean> {
  const [account] = await db.select({ passwordHash: idpAccounts.passwordHash }).from(idpAccounts).where(eq(idpAccounts.id, accountId));
  return account ? verifyPassword(password, account.passwordHash) : false;
}

/** Whether another account signs in with this e-mail. */
export async function emailBelongsToAnother(db: Db, email: string, accountId: string): Promise<boolean> {
  const [owner] = await db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.email, email.toLowerCase()));
  return owner !== undefined && owner.id !== accountId;
}

/** Moves the account's sign-in e-mail to an address a mailed link just proved; the unique index refuses one another account took meanwhile. */
export async function setAccountEmail(db: Db, accountId: string, email: string): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ email: email.toLowerCase(), emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(idpAccounts.id, accountId));
}

/**
 * Erases a built-in account with what the provider keeps of it (its grants and sessions) and the
 * sign-in counters that name it, which would otherwise outlive it. Run inside the deletion of
 * the user, so both go or neither does.
 */
export async function eraseAccount(tx: Db, accountId: string): Promise<void> {
  const [account] = await tx.delete(idpAccounts).where(eq(idpAccounts.id, accountId)).returning({ email: idpAccounts.email });
  await tx.delete(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${accountId}`);
  await clearRateLimits(tx, { key: RATE_LIMIT_KEYS.password(accountId) });
  if (account) await clearRateLimits(tx, { prefix: RATE_LIMIT_KEYS.signInAccount(account.email) });
}
