import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window with a single atomic upsert, so the limit
 * holds across app instances sharing the database. Returns whether the hit is allowed
 * and how many seconds remain until the window resets.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await queryRows(
    db,
    z.object({ count: z.number(), reset_in: z.number() }),
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as reset_in`,
  );
  if (!row) throw new Error('The rate limit upsert returned no row');
  return { allowed: row.count <= rule.limit, retryAfterSeconds: Math.max(1, row.reset_in) };
}

/** Drops counters whose window ended long ago (every rule's window is far shorter than a day). */
export async function deleteStaleRateLimits(db: Db, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}

/** Forgets the counters with exactly `key`, or every key starting with `prefix` (what an erased account leaves behind). */
export async function clearRateLimits(db: Db, match: { key: string } | { prefix: string }): Promise<void> {
  await db
    .delete(rateLimits)
    .where('key' in match ? sql`${rateLimits.key} = ${match.key}` : sql`starts_with(${rateLimits.key}, ${match.prefix})`);
}
