import { eq, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { eraseAccount } from '../../auth/idp/accounts.js';
import type { PatchUserBody, User } from '../../../shared/users.js';
import { effectivePlanId } from '../usage/plan-access.js';

export type UserRow = typeof users.$inferSelect;

export function toApiUser(row: UserRow, localIssuer: string): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    tosAcceptedAt: row.tosAcceptedAt?.toISOString() ?? null,
    onboardingCompletedAt: row.onboardingCompletedAt?.toISOString() ?? null,
    onboardingStep: row.onboardingStep,
    hasSeenWelcomeModal: row.hasSeenWelcomeModal,
    planTier: effectivePlanId(row),
    planStatus: row.planStatus,
    localAccount: row.issuer === localIssuer,
    emailVerified: row.emailVerified,
    pendingEmail: row.pendingEmail && row.pendingEmailExpiresAt && row.pendingEmailExpiresAt > new Date() ? row.pendingEmail : null,
  };
}

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  /** The issuer's `email_verified` claim: the address was proven to belong to the person. */
  emailVerified?: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Creates the user on first sign-in, keyed by (issuer, subject). Later sign-ins refresh
 * the e-mail and picture; names come from the issuer only until the person sets their own.
 */
export async function upsertUserFromClaims(db: Db, claims: IdentityClaims): Promise<string> {
  const row = returnedRow(
    await db
      .insert(users)
      .values({ ...claims, emailVerified: claims.emailVerified ?? false })
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: {
          email: sql`coalesce(excluded.email, ${users.email})`,
          // Whether the issuer vouches for the e-mail it sent; with no e-mail sent, the one kept keeps its standing.
          emailVerified: sql`case when excluded.email is null then ${users.emailVerified} else excluded.email_verified end`,
          profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
          firstName: sql`coalesce(${users.firstName}, excluded.first_name)`,
          lastName: sql`coalesce(${users.lastName}, excluded.last_name)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: users.id }),
  );
  return row.id;
}

export async function getUserRow(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return row;
}

/** Saves the profile and onboarding fields; the e-mail goes through `requestEmailChange` instead. */
export async function updateUser(db: Db, userId: string, body: Omit<PatchUserBody, 'email' | 'currentPassword'>): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.onboardingStep !== undefined) changes.onboardingStep = body.onboardingStep;
  if (body.hasSeenWelcomeModal !== undefined) changes.hasSeenWelcomeModal = body.hasSeenWelcomeModal;
  if (body.onboardingCompletedAt !== undefined) changes.onboardingCompletedAt = new Date(body.onboardingCompletedAt);
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw notFound('User');
  return row;
}

export async function acceptTerms(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ tosAcceptedAt: sql`coalesce(${users.tosAcceptedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound('User');
  return row;
}

/** Deletes the user and, through cascades, every row that belongs to them; a built-in account goes too. */
export async function deleteUser(db: Db, userId: string, localIssuer: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, userId)).returning({ issuer: users.issuer, subject: users.subject });
    if (!row) throw notFound('User');
    if (row.issuer === localIssuer) await eraseAccount(tx, row.subject);
  });
}
