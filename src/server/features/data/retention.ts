import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { affectedRows, deleteForgottenConversations } from './chat-tables.js';
import { HEALTH_TABLES } from '../health/health-tables.js';
import { RETENTION_MONTHS } from '../../../shared/settings.js';
import { settingChoices } from '../settings/service.js';

/** Any key, the same on every instance: only one instance runs the job at a time. */
export const RETENTION_LOCK_KEY = 7_242_002;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The first run waits a little after start, so a fleet restarting at once does not all race for the lock. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

export interface RetentionResult {
  /** False when another instance held the lock and this run did nothing. */
  ran: boolean;
  healthEntries: number;
  conversations: number;
}

/**
 * Deletes health entries older than each person's dataRetentionMonths (12, 24 or 36; 0 keeps
 * them) and conversations older than their autoForgetDays (30 or 90; 0 keeps them), in one
 * transaction under a transaction-level advisory lock: several app instances may call it at
 * once and only one does the work. Days are compared in UTC, which is at most one day off the
 * person's own calendar at a boundary counted in months.
 */
export async function runRetention(db: Db, now = new Date()): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows(tx, z.object({ locked: z.boolean() }), sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`);
    if (!lock?.locked) return { ran: false, healthEntries: 0, conversations: 0 };
    const today = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
    let healthEntries = 0;
    for (const { table } of HEALTH_TABLES) {
      const result = await tx.execute(sql`
        delete from ${table} e using ${settings} s
        where s.user_id = e.user_id
          and s.values->>'dataRetentionMonths' in (${settingChoices(RETENTION_MONTHS)})
          and e.day < (${today} - make_interval(months => (s.values->>'dataRetentionMonths')::int))::date`);
      healthEntries += affectedRows(result);
    }
    const conversations = await deleteForgottenConversations(tx, now);
    return { ran: true, healthEntries, conversations };
  });
}

/**
 * Runs the retention job every hour (first a minute after start), one run at a time; answers a
 * stop function that resolves once a run in progress has finished, so nothing deletes after it.
 */
export function startRetentionJob(db: Db, log: FastifyBaseLogger, intervalMs = RETENTION_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runRetention(db)
      .then((result) => {
        if (result.healthEntries || result.conversations) log.info(result, 'retention: deleted expired data');
      })
      .catch((err: unknown) => log.warn({ err }, 'retention job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, Math.min(FIRST_RUN_DELAY_MS, intervalMs));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
