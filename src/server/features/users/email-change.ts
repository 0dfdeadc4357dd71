import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { PASSWORD_CHECK_LIMIT, RATE_LIMIT_KEYS, emailBelongsToAnother, passwordMatches, setAccountEmail } from '../../auth/idp/accounts.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { EmailConfirmationResult } from '../../../shared/users.js';
import { getUserRow } from './service.js';

/** How long the link sent to a new e-mail works. */
export const EMAIL_LINK_HOURS = 24;
/** How long the old address may undo a change from the notice it gets. */
export const EMAIL_UNDO_DAYS = 7;

export interface EmailChangeContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  localIssuer: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const fieldError = (status: number, code: string, field: string, message: string) =>
  new HttpError(status, code, message, { issues: [{ path: field, message }] });

/**
 * Asks to move a built-in account's sign-in e-mail: the current password is checked, then a link
 * goes to the new address, and the e-mail changes only when that link is opened. The answer is
 * the same whether or not another account uses the address (that address gets a notice
 * instead of a link), so this form tells no one who has an account.
 */
export async function requestEmailChange(
  ctx: EmailChangeContext,
  userId: string,
  { email, currentPassword }: { email: string; currentPassword: string | undefined },
): Promise<void> {
  const { db, mailer } = ctx;
  const user = await getUserRow(db, userId);
  if (user.issuer !== ctx.localIssuer) {
    throw fieldError(400, 'EMAIL_FROM_ISSUER', 'email', 'Your e-mail comes from your sign-in provider; change it there.');
  }
  const newEmail = email.trim().toLowerCase();
  if (newEmail === user.email?.toLowerCase()) {
    await db
      .update(users)
      .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
      .where(eq(users.id, userId));
    return;
  }
  if (!currentPassword) throw fieldError(400, 'PASSWORD_REQUIRED', 'currentPassword', 'Enter your current password to change your e-mail.');
  const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.password(user.subject), PASSWORD_CHECK_LIMIT);
  if (!gate.allowed) throw new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait a few minutes and try again.');
  if (!(await passwordMatches(db, user.subject, currentPassword))) {
    throw fieldError(400, 'WRONG_PASSWORD', 'currentPassword', 'Your current password is not right. Please try again.');
  }

  const taken = await emailBelongsToAnother(db, newEmail, user.subject);
  const token = randomBytes(32).toString('base64url');
  await db
    .update(users)
    .set({
      pendingEmail: newEmail,
      // A taken address gets no link, so nothing can confirm it.
      pendingEmailTokenHash: taken ? null : hashOf(token),
      pendingEmailExpiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 3600_000),
    })
    .where(eq(users.id, userId));
  try {
    await mailer.send(taken ? takenNotice(newEmail) : confirmationMail(newEmail, `${ctx.appUrl}/api/auth/email/confirm?token=${token}`));
  } catch (error) {
    await db
      .update(users)
      .set({ pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
      .where(eq(users.id, userId));
    throw new HttpError(502, 'MAIL_FAILED', 'We could not send the confirmation e-mail. Please try again later.', { cause: String(error) });
  }
}

/**
 * Uses the link sent to a new e-mail (its page's button, never the GET a mail scanner makes): the
 * account signs in with it from now on, and the old address is told, with a link that undoes the
 * change for EMAIL_UNDO_DAYS days.
 */
export async function confirmEmailChange(ctx: EmailChangeContext, token: string): Promise<EmailConfirmationResult> {
  const { db, mailer } = ctx;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.pendingEmailTokenHash, hashOf(token)), gt(users.pendingEmailExpiresAt, new Date())));
  if (!user?.pendingEmail) return 'invalid';
  const newEmail = user.pendingEmail;
  const undoToken = randomBytes(32).toString('base64url');
  const result = await db.transaction(async (tx): Promise<EmailConfirmationResult> => {
    if (await emailBelongsToAnother(tx, newEmail, user.subject)) return 'taken';
    await setAccountEmail(tx, user.subject, newEmail);
    await tx
      .update(users)
      .set({
        email: newEmail,
        emailVerified: true,
        pendingEmail: null,
        pendingEmailTokenHash: null,
        pendingEmailExpiresAt: null,
        ...(user.email
          ? {
              previousEmail: user.email,
              emailUndoTokenHash: hashOf(undoToken),
              emailUndoExpiresAt: new Date(Date.now() + EMAIL_UNDO_DAYS * DAY_MS),
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    return 'confirmed';
  });
  if (result === 'confirmed' && user.email) {
    await mailer.send(changedNotice(user.email, newEmail, `${ctx.appUrl}/api/auth/email/undo?token=${undoToken}`)).catch(() => {});
  }
  return result;
}

const DAY_MS = 24 * 3600_000;

export type EmailUndoResult = { status: 'undone'; email: string; accountId: string } | { status: 'invalid' } | { status: 'taken' };

/**
 * Puts the e-mail back from the link in the notice the old address got: whoever changed it may
 * know the password, so the caller ends every sign-in of the account and offers a reset.
 */
export async function undoEmailChange(db: Db, token: string): Promise<EmailUndoResult> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.emailUndoTokenHash, hashOf(token)), gt(users.emailUndoExpiresAt, new Date())));
  if (!user?.previousEmail) return { status: 'invalid' };
  const email = user.previousEmail;
  return db.transaction(async (tx): Promise<EmailUndoResult> => {
    if (await emailBelongsToAnother(tx, email, user.subject)) return { status: 'taken' };
    await setAccountEmail(tx, user.subject, email);
    await tx
      .update(users)
      .set({
        email,
        emailVerified: true,
        previousEmail: null,
        emailUndoTokenHash: null,
        emailUndoExpiresAt: null,
        pendingEmail: null,
        pendingEmailTokenHash: null,
        pendingEmailExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    return { status: 'undone', email, accountId: user.subject };
  });
}

function confirmationMail(to: string, link: string) {
  return {
    to,
    subject: 'Confirm your new e-mail for Willow',
    text: [
      'Hello,',
      '',
      'You asked to sign in to Willow with this e-mail address from now on. To confirm, open this link:',
      '',
      link,
      '',
      `The link works for ${EMAIL_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
    ].join('\n'),
  };
}

function takenNotice(to: string) {
  return {
    to,
    subject: 'Someone tried to use this e-mail for Willow',
    text: [
      'Hello,',
      '',
      'Someone asked to move a Willow account to this e-mail address, but an account already signs in with it.',
      'If that was you, sign in with this address instead. If not, you can ignore this e-mail: nothing changed.',
    ].join('\n'),
  };
}

function changedNotice(to: string, newEmail: string, undoLink: string) {
  return {
    to,
    subject: 'Your Willow e-mail was changed',
    text: [
      'Hello,',
      '',
      `Your Willow account now signs in with ${newEmail} instead of this address.`,
      '',
      `If you did not make this change, undo it with this link (it works for ${EMAIL_UNDO_DAYS} days). Every device will be signed out, and you can then choose a new password:`,
      '',
      undoLink,
    ].join('\n'),
  };
}
