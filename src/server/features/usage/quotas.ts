/**
 * Quotas: what a person's plan allows each day and month (text messages, voice minutes), counted
 * and enforced here before a chat turn or a recording is answered.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import { usageCounters } from '../../db/schema.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import { localDay } from '../../../shared/zoned-time.js';
import type { PlanLimits } from '../../../shared/plans.js';
import type { BillingMode } from '../../../shared/billing.js';
import { textLimitMessage, type Usage } from '../../../shared/chat.js';
import { minutesOf, voiceDailyLimitMessage, voiceLimitMessage, type VoiceQuotaInfo } from '../../../shared/voice.js';
import { getSettingsForQuota } from '../settings/service.js';
import { limitsFor, readPlanRecord } from './plan-access.js';

/** Today's period key for the user's daily counters: their local day, so the count resets at their midnight. */
export async function todayFor(db: Db, userId: string, now = new Date()) {
  return localDay((await getSettingsForQuota(db, userId, now)).quotaTimeZone, now);
}

export async function getUsage(db: Db, userId: string, billingMode: BillingMode, now = new Date()): Promise<Usage> {
  const [record, today] = await Promise.all([readPlanRecord(db, userId), todayFor(db, userId, now)]);
  const month = today.slice(0, 7);
  const rows = await db
    .select({ kind: usageCounters.kind, period: usageCounters.period, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), like(usageCounters.period, `${month}%`)));
  const count = (kind: 'text' | 'voice', period: string) => rows.find((r) => r.kind === kind && r.period === period)?.count ?? 0;
  return {
    current: {
      textMessagesToday: count('text', today),
      voiceMinutesThisMonth: minutesOf(count('voice', month)),
      voiceMinutesToday: minutesOf(count('voice', today)),
    },
    limits: limitsFor(record, billingMode, now),
  };
}

/**
 * Counts one text message against today's quota in a single atomic statement: the upsert only
 * increments while the count is under the plan's limit, so concurrent sends on any number of app
 * instances can never exceed it. Throws the spec's 429 when the limit is reached.
 * The caller passes the limits of the user's effective plan (`limitsFor`) and their quota time
 * zone (`getSettingsForQuota`); the day counted is their local day in it.
 */
export async function consumeTextMessage(
  db: Db,
  userId: string,
  { limits, timeZone }: { limits: PlanLimits; timeZone: string },
  now = new Date(),
): Promise<void> {
  const today = localDay(timeZone, now);
  const limit = limits.textMessagesPerDay;
  const counted = await db
    .insert(usageCounters)
    .values({ userId, kind: 'text', period: today, count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.kind, usageCounters.period],
      set: { count: sql`${usageCounters.count} + 1` },
      ...(limit >= 0 ? { setWhere: sql`${usageCounters.count} < ${limit}` } : {}),
    })
    .returning({ count: usageCounters.count });
  const [row] = counted;
  if (limit >= 0 && (!row || row.count > limit)) {
    throw tooManyRequests(textLimitMessage(limit), {
      limitExceeded: true,
      quotaInfo: { type: 'text', currentUsage: limit, maxLimit: limit },
    });
  }
}

/**
 * Adds `seconds` to one voice counter (the month's or the day's, in seconds) in one atomic upsert
 * that only goes through while the total stays within `limitSeconds` (-1: unlimited), returning
 * the new total (no row when the limit would be passed). `from` adds a FROM clause, so the row is
 * only written for each row of an earlier step.
 */
const upsertVoiceSeconds = (userId: string, period: string, seconds: number, limitSeconds: number, from = sql``) => sql`
  insert into usage_counters (user_id, kind, period, count)
  select ${userId}::uuid, 'voice', ${period}::text, ${seconds}::int ${from}
    where ${limitSeconds < 0}::boolean or ${seconds}::int <= ${limitSeconds}::int
  on conflict (user_id, kind, period) do update set count = usage_counters.count + excluded.count
    where ${limitSeconds < 0}::boolean or usage_counters.count + excluded.count <= ${limitSeconds}::int
  returning count`;

async function addVoiceSeconds(db: Db, userId: string, period: string, seconds: number, limitSeconds: number): Promise<number | null> {
  const [row] = await queryRows(db, z.object({ count: z.number() }), upsertVoiceSeconds(userId, period, seconds, limitSeconds));
  return row ? row.count : null;
}

/**
 * Counts a recording's `seconds` (whole seconds, rounded up by the caller) against the month's
 * voice minutes, and the day's where the plan sets a daily limit, so that concurrent recordings
 * on any number of app instances never pass the plan's limit. Without a daily limit (every plan
 * today) both counters move in one statement, the day's only when the month's went through;
 * with one, each in its own guarded statement inside one transaction. Throws the spec's 429 when
 * the limit would be passed; answers the month's usage.
 */
export async function consumeVoiceSeconds(
  db: Db,
  userId: string,
  { limits, timeZone }: { limits: PlanLimits; timeZone: string },
  seconds: number,
  now = new Date(),
): Promise<VoiceQuotaInfo> {
  const today = localDay(timeZone, now);
  const month = today.slice(0, 7);
  const { voiceMinutesPerMonth, voiceMinutesPerDay } = limits;
  const monthLimit = voiceMinutesPerMonth < 0 ? -1 : voiceMinutesPerMonth * 60;
  const refused = (message: string, usedSeconds: number, maxLimit: number) =>
    tooManyRequests(message, { limitExceeded: true, quotaInfo: { type: 'voice', currentUsage: minutesOf(usedSeconds), maxLimit } });

  let monthTotal: number | null;
  if (voiceMinutesPerDay < 0) {
    const [row] = await queryRows(
      db,
      z.object({ count: z.number() }),
      sql`with month as (${upsertVoiceSeconds(userId, month, seconds, monthLimit)}),
        day as (${upsertVoiceSeconds(userId, today, seconds, -1, sql`from month`)})
        select count from month`,
    );
    monthTotal = row ? row.count : null;
  } else {
    monthTotal = await db.transaction(async (tx) => {
      const total = await addVoiceSeconds(tx, userId, month, seconds, monthLimit);
      if (total === null) return null;
      const dayTotal = await addVoiceSeconds(tx, userId, today, seconds, voiceMinutesPerDay * 60);
      // Throwing rolls the month's count back too.
      if (dayTotal === null)
        throw refused(voiceDailyLimitMessage(voiceMinutesPerDay), await voiceSecondsIn(tx, userId, today), voiceMinutesPerDay);
      return total;
    });
  }
  if (monthTotal === null)
    throw refused(voiceLimitMessage(voiceMinutesPerMonth), await voiceSecondsIn(db, userId, month), voiceMinutesPerMonth);
  return { type: 'voice', currentUsage: minutesOf(monthTotal), maxLimit: voiceMinutesPerMonth };
}

/** Gives back seconds counted for a recording that brought nothing (the transcription failed or was empty). */
export async function refundVoiceSeconds(db: Db, userId: string, timeZone: string, seconds: number, countedAt: Date): Promise<void> {
  const today = localDay(timeZone, countedAt);
  await db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - ${seconds}, 0)` })
    .where(
      and(eq(usageCounters.userId, userId), eq(usageCounters.kind, 'voice'), inArray(usageCounters.period, [today, today.slice(0, 7)])),
    );
}

async function voiceSecondsIn(db: Db, userId: string, period: string): Promise<number> {
  const [row] = await db
    .select({ count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, userId), eq(usageCounters.kind, 'voice'), eq(usageCounters.period, period)));
  return row?.count ?? 0;
}
