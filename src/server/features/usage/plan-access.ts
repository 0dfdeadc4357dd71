import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { PAST_DUE_GRACE_DAYS, UNLIMITED, planById, type PlanId, type PlanLimits } from '../../../shared/plans.js';
import type { BillingMode } from '../../../shared/billing.js';
import type { Subscription } from '../../../shared/chat.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The billing columns of a user row. */
export interface PlanRecord {
  planTier: PlanId;
  planStatus: string | null;
  planPeriodEnd: Date | null;
  planCancelAtPeriodEnd: boolean;
  planPastDueSince: Date | null;
}

/** The columns `PlanRecord` reads, for a select that needs more of the user. */
export const planColumns = {
  planTier: users.planTier,
  planStatus: users.planStatus,
  planPeriodEnd: users.planPeriodEnd,
  planCancelAtPeriodEnd: users.planCancelAtPeriodEnd,
  planPastDueSince: users.planPastDueSince,
};

/**
 * The plan a person has right now, from what their subscription last said: active and trialing
 * keep it; past_due keeps it for PAST_DUE_GRACE_DAYS; a canceled subscription (or one set to
 * cancel) keeps it until its period ends; anything else (unpaid, incomplete...) is Free. A tier
 * with no status at all was granted by hand (an operator's UPDATE), not bought, and stands.
 */
export function effectivePlanId(record: PlanRecord, now = new Date()): PlanId {
  if (record.planTier === 'free') return 'free';
  const periodOver = !record.planPeriodEnd || record.planPeriodEnd.getTime() <= now.getTime();
  switch (record.planStatus) {
    case null:
      return record.planTier;
    case 'active':
    case 'trialing':
      return record.planCancelAtPeriodEnd && periodOver ? 'free' : record.planTier;
    case 'past_due': {
      const since = record.planPastDueSince ?? now;
      return now.getTime() - since.getTime() < PAST_DUE_GRACE_DAYS * DAY_MS ? record.planTier : 'free';
    }
    case 'canceled':
      return periodOver ? 'free' : record.planTier;
    default:
      return 'free';
  }
}

/** The limits that apply to a person: their effective plan's, or none at all with BILLING=off. */
export function limitsFor(record: PlanRecord, mode: BillingMode, now = new Date()): PlanLimits {
  return mode === 'off' ? UNLIMITED : planById(effectivePlanId(record, now)).limits;
}

export async function readPlanRecord(db: Db, userId: string): Promise<PlanRecord> {
  const [row] = await db.select(planColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return row;
}

/** GET /api/subscription/current's answer for a record. */
export function subscriptionOf(record: PlanRecord, now = new Date()): Subscription {
  const name = effectivePlanId(record, now);
  return {
    plan: { name },
    status: record.planStatus,
    currentPeriodEnd: name === 'free' ? null : (record.planPeriodEnd?.toISOString() ?? null),
    cancelAtPeriodEnd: name !== 'free' && (record.planCancelAtPeriodEnd || record.planStatus === 'canceled'),
  };
}

/** The person's plan as the app shows it (GET /api/subscription/current). */
export async function getSubscription(db: Db, userId: string, now = new Date()): Promise<Subscription> {
  return subscriptionOf(await readPlanRecord(db, userId), now);
}
