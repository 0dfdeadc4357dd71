import { eq, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { DEFAULT_SETTINGS, settingsShape, type PatchSettingsBody, type Settings } from '../../../shared/settings.js';
import { QUOTA_ZONE_KEY, afterZoneChange, quotaTimeZone } from './quota-time-zone.js';

/** Stored values over the defaults; a stored value that no longer passes its schema falls back to the default. */
export function mergeSettings(stored: Record<string, unknown>): Settings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(settingsShape)) {
    if (key in stored && schema.safeParse(stored[key]).success) merged[key] = stored[key];
  }
  return merged as Settings;
}

async function storedValues(db: Db, userId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ values: settings.values }).from(settings).where(eq(settings.userId, userId));
  return row?.values ?? {};
}

export async function getSettings(db: Db, userId: string): Promise<Settings> {
  return mergeSettings(await storedValues(db, userId));
}

/** The settings, and the time zone the person's quotas count days and months in at `now`. */
export async function getSettingsForQuota(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ settings: Settings; quotaTimeZone: string }> {
  const stored = await storedValues(db, userId);
  const merged = mergeSettings(stored);
  return { settings: merged, quotaTimeZone: quotaTimeZone(stored[QUOTA_ZONE_KEY], merged.timeZone, now) };
}

/**
 * Writes one key with a single atomic upsert, so concurrent changes to other keys are kept. A new
 * time zone also schedules the quotas' move to it for the next midnight of the zone in force.
 */
export async function updateSetting(db: Db, userId: string, change: PatchSettingsBody, now = new Date()): Promise<Settings> {
  const write = async (tx: Db, values: Record<string, unknown>) => {
    const row = returnedRow(
      await tx
        .insert(settings)
        .values({ userId, values })
        .onConflictDoUpdate({
          target: settings.userId,
          set: { values: sql`${settings.values} || excluded.values`, updatedAt: sql`now()` },
        })
        .returning({ values: settings.values }),
    );
    return mergeSettings(row.values);
  };
  const newZone = change.timeZone;
  if (newZone === undefined) return write(db, change);
  return db.transaction(async (tx) => {
    // Locks the row so two zone changes at once both see the zone in force.
    const [row] = await tx.select({ values: settings.values }).from(settings).where(eq(settings.userId, userId)).for('update');
    const stored = row?.values ?? {};
    const state = afterZoneChange(stored[QUOTA_ZONE_KEY], mergeSettings(stored).timeZone, newZone, now);
    return write(tx, { ...change, [QUOTA_ZONE_KEY]: state });
  });
}

/**
 * The stored texts of a numeric setting's choices that turn a job on ('12', '24', '36' of
 * RETENTION_MONTHS; 0 means off), for SQL that reads `values->>'key'`.
 */
export const settingChoices = (choices: readonly number[]) =>
  sql.join(
    choices.filter((choice) => choice > 0).map((choice) => sql`${String(choice)}`),
    sql`, `,
  );
