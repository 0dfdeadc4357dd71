import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { usageCounters, users } from '../../db/schema.js';
import { notFound, tooManyRequests } from '../../lib/http-errors.js';
import { localDay } from '../../lib/local-time.js';
import { planById, type PlanId } from '../../../shared/plans.js';
import { textLimitMessage, type Subscription, type Usage } from '../../../shared/chat.js';
import { getSettings } from '../settings/service.js';

async function planOf(db: Db, userId: string) {
  const [user] = await db.select({ planTier: users.planTier, planStatus: users.planStatus }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return user;
}

export async function getSubscription(db: Db, userId: string): Promise<Subscription> {
  const user = await planOf(db, userId);
  return { plan: { name: user.planTier }, status: user.planStatus };
}

/** Today's period key for the user's daily counters: their local day, so the count resets at their midnight. */
export async function todayFor(db: Db, userId: string, now = new Date()) {
  return localDay((await getSettings(db, userId)).timeZone, now);
}

export async function getUsage(db: Db, userId: string, now = new Date()): Promise<Usage> {
  const [{ planTier }, today] = await Promise.all([planOf(db, userId), todayFor(db, userId, now)]);
  const month = today.slice(0, 7);
  const rows = await db
    .select({ kind: usageCounters.kind, period: usageCounters.period, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), like(usageCounters.period, `${month}%`)));
  const count = (kind: 'text' | 'voice', period: string) => rows.find((r) => r.kind === kind && r.period === period)?.count ?? 0;
  return {
    current: {
      textMessagesToday: count('text', today),
      voiceMinutesThisMonth: rows.filter((r) => r.kind === 'voice').reduce((sum, r) => sum + r.count, 0),
      voiceMinutesToday: count('voice', today),
    },
    limits: planById(planTier as PlanId).limits,
  };
}

/**
 * Counts one text message against today's quota in a single atomic statement: the upsert only
 * increments while the count is under the plan's limit, so concurrent sends on any number of app
 * instances can never exceed it. Throws the spec's 429 when the limit is reached.
 * The caller passes the user's plan and time zone; the day counted is their local day.
 */
export async function consumeTextMessage(
  db: Db,
  userId: string,
  { planTier, timeZone }: { planTier: PlanId; timeZone: string },
  now = new Date(),
): Promise<void> {
  const today = localDay(timeZone, now);
  const limit = planById(planTier).limits.textMessagesPerDay;
  const counted = await db
    .insert(usageCounters)
    .values({ userId, kind: 'text', period: today, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.kind, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      ...(limit >= 0 ? { setWhere: sql`${usageCounters.count} < ${limit}` } : {}),
    })
    .returning({ count: usageCounters.count });
  if (limit >= 0 && (counted.length === 0 || counted[0]!.count > limit)) {
    throw tooManyRequests(textLimitMessage(limit), {
      limitExceeded: true,
      quotaInfo: { type: 'text', currentUsage: limit, maxLimit: limit },
    });
  }
}
