import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idpAccounts, idpSignUps } from '../../db/schema.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.js';
import { hashToken } from '../sessions.js';
import { RATE_LIMIT_KEYS, credentialsSchema } from './accounts.js';
import { hashPassword } from './passwords.js';

/** How long the link that finishes a sign-up works. */
export const SIGN_UP_LINK_HOURS = 24;
/** Mails one address may get from sign-up forms in an hour, so the form cannot flood someone's inbox. */
export const SIGN_UP_MAILS_PER_ADDRESS = { limit: 5, windowSeconds: 60 * 60 };

export interface SignUpContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export type SignUpRequest = { ok: true; email: string } | { ok: false; field: 'email' | 'password'; message: string };

/**
 * Answers a sign-up form the same way whether or not the address has an account: a new address
 * gets a link that creates the account, a known one a notice that someone tried. Both paths hash
 * the password and send one mail, so neither the answer nor its timing tells who has an account.
 */
export async function requestSignUp(
  ctx: SignUpContext,
  input: { email: string; password: string; interactionUid: string },
): Promise<SignUpRequest> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      ok: false,
      field: issue?.path[0] === 'password' ? 'password' : 'email',
      message: issue?.message ?? 'Enter a valid e-mail address',
    };
  }
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const { db } = ctx;
  if (await accountExists(db, email)) {
    await mailOnce(ctx, attemptNotice(ctx.appUrl, email));
    return { ok: true, email };
  }
  const token = newToken();
  await db.insert(idpSignUps).values({
    tokenHash: hashToken(token),
    email,
    passwordHash,
    interactionUid: input.interactionUid,
    expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * 3600_000),
  });
  await mailOnce(ctx, finishMail(email, confirmLink(ctx.appUrl, input.interactionUid, token)));
  return { ok: true, email };
}

/**
 * Sends the mail again for a sign-up begun in this interaction: a fresh link (the old one stops
 * working) for a waiting sign-up, the notice again for a known address, nothing for anything else.
 */
export async function resendSignUp(ctx: SignUpContext, input: { email: string; interactionUid: string }): Promise<void> {
  const { db } = ctx;
  const email = input.email.trim().toLowerCase();
  const [waiting] = await db
    .select({ tokenHash: idpSignUps.tokenHash })
    .from(idpSignUps)
    .where(and(eq(idpSignUps.email, email), eq(idpSignUps.interactionUid, input.interactionUid), gt(idpSignUps.expiresAt, new Date())))
    .orderBy(desc(idpSignUps.createdAt))
    .limit(1);
  if (waiting) {
    const token = newToken();
    await db
      .update(idpSignUps)
      .set({ tokenHash: hashToken(token) })
      .where(eq(idpSignUps.tokenHash, waiting.tokenHash));
    await mailOnce(ctx, finishMail(email, confirmLink(ctx.appUrl, input.interactionUid, token)));
  } else if (await accountExists(db, email)) {
    await mailOnce(ctx, attemptNotice(ctx.appUrl, email));
  }
}

export type SignUpConfirmation =
  { status: 'created'; accountId: string; email: string; interactionUid: string } | { status: 'taken' } | { status: 'invalid' };

/** Opens a sign-up link once: the account is created with the password chosen at sign-up. */
export async function confirmSignUp(db: Db, token: string): Promise<SignUpConfirmation> {
  return db.transaction(async (tx): Promise<SignUpConfirmation> => {
    const [signUp] = await tx
      .delete(idpSignUps)
      .where(and(eq(idpSignUps.tokenHash, hashToken(token)), gt(idpSignUps.expiresAt, new Date())))
      .returning();
    if (!signUp) return { status: 'invalid' };
    const [account] = await tx
      .insert(idpAccounts)
      .values({ email: signUp.email, passwordHash: signUp.passwordHash, emailVerifiedAt: new Date() })
      .onConflictDoNothing({ target: idpAccounts.email })
      .returning({ id: idpAccounts.id });
    // The address is proven now: any other sign-up waiting for it (a stranger's, an older one) is void.
    await tx.delete(idpSignUps).where(eq(idpSignUps.email, signUp.email));
    if (!account) return { status: 'taken' };
    return { status: 'created', accountId: account.id, email: signUp.email, interactionUid: signUp.interactionUid };
  });
}

export async function deleteExpiredSignUps(db: Db): Promise<void> {
  await db.delete(idpSignUps).where(lt(idpSignUps.expiresAt, new Date()));
}

const newToken = () => randomBytes(32).toString('base64url');

const confirmLink = (appUrl: string, interactionUid: string, token: string) =>
  `${appUrl}/idp/interaction/${interactionUid}/confirm?token=${token}`;

async function accountExists(db: Db, email: string) {
  const [account] = await db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.email, email));
  return account !== undefined;
}

/** Sends unless this address already got its share of sign-up mails this hour; the form answers the same either way. */
async function mailOnce(ctx: SignUpContext, message: MailMessage) {
  const gate = await hitRateLimit(ctx.db, RATE_LIMIT_KEYS.signUpMail(message.to), SIGN_UP_MAILS_PER_ADDRESS);
  if (gate.allowed) await ctx.mailer.send(message);
}

function finishMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Finish creating your Willow account',
    text: [
      'Hello,',
      '',
      'To finish creating your Willow account, open this link:',
      '',
      link,
      '',
      `The link works for ${SIGN_UP_LINK_HOURS} hours. If you did not ask for an account, ignore this e-mail: no account is made.`,
    ].join('\n'),
  };
}

function attemptNotice(appUrl: string, to: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create a Willow account with this e-mail',
    text: [
      'Hello,',
      '',
      'Someone tried to create a Willow account with this e-mail address, but you already have one.',
      'If that was you, sign in instead:',
      '',
      `${appUrl}/api/login?flow=login`,
      '',
      'Forgot your password? Choose a new one here:',
      '',
      `${appUrl}/idp/forgot`,
      '',
      'If it was not you, you can ignore this e-mail: your account is unchanged.',
    ].join('\n'),
  };
}
