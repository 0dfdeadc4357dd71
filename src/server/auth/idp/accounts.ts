import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { idpAccounts } from '../../db/schema.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address, like name@example.com').max(254, 'That e-mail address is too long')),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Your password is too short: use at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters`),
});

/** Keys of the sign-in rate-limit counters; account deletion removes the ones naming the account. */
export const RATE_LIMIT_KEYS = {
  signInIp: (ip: string) => `signin:ip:${ip}`,
  signInEmail: (email: string) => `signin:email:${email}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
  password: (accountId: string) => `password:${accountId}`,
} as const;

export type AccountResult = { ok: true; accountId: string; email: string } | { ok: false; field: 'email' | 'password'; message: string };

export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists. Sign in instead, or use another e-mail.',
  unknownEmail: 'No account uses this e-mail yet. Check for typos, or create an account.',
  wrongPassword: 'That password is not right for this e-mail. Please try again.',
} as const;

export async function createAccount(db: Db, input: { email: string; password: string }): Promise<AccountResult> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: issue.path[0] === 'password' ? 'password' : 'email', message: issue.message };
  }
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(idpAccounts)
    .values({ email, passwordHash })
    .onConflictDoNothing({ target: idpAccounts.email })
    .returning({ id: idpAccounts.id });
  if (!row) return { ok: false, field: 'email', message: ACCOUNT_MESSAGES.emailTaken };
  return { ok: true, accountId: row.id, email };
}

export async function verifyCredentials(db: Db, input: { email: string; password: string }): Promise<AccountResult> {
  const email = input.email.trim().toLowerCase();
  if (!email) return { ok: false, field: 'email', message: 'Enter your e-mail address' };
  if (!input.password) return { ok: false, field: 'password', message: 'Enter your password' };
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
  if (!account) return { ok: false, field: 'email', message: ACCOUNT_MESSAGES.unknownEmail };
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    return { ok: false, field: 'password', message: ACCOUNT_MESSAGES.wrongPassword };
  }
  return { ok: true, accountId: account.id, email: account.email };
}

export async function findAccount(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [account] = await db.select({ id: idpAccounts.id, email: idpAccounts.email }).from(idpAccounts).where(eq(idpAccounts.id, id));
  return account;
}

export async function changePassword(
  db: Db,
  accountId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true } | { ok: false; field: 'currentPassword' | 'newPassword'; message: string }> {
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, accountId));
  if (!account || !(await verifyPassword(input.currentPassword, account.passwordHash))) {
    return { ok: false, field: 'currentPassword', message: 'Your current password is not right. Please try again.' };
  }
  const parsed = credentialsSchema.shape.password.safeParse(input.newPassword);
  if (!parsed.success) return { ok: false, field: 'newPassword', message: parsed.error.issues[0]!.message };
  await db
    .update(idpAccounts)
    .set({ passwordHash: await hashPassword(parsed.data), updatedAt: new Date() })
    .where(eq(idpAccounts.id, accountId));
  return { ok: true };
}
