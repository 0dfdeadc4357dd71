import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { DEFAULT_SETTINGS, settingsShape, type PatchSettingsBody, type Settings } from '../../../shared/settings.js';

/** Stored values over the defaults; a stored value that no longer passes its schema falls back to the default. */
export function mergeSettings(stored: Record<string, unknown>): Settings {
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, schema] of Object.entries(settingsShape)) {
    if (key in stored && schema.safeParse(stored[key]).success) merged[key] = stored[key];
  }
  return merged as Settings;
}

export async function getSettings(db: Db, userId: string): Promise<Settings> {
  const [row] = await db.select({ values: settings.values }).from(settings).where(eq(settings.userId, userId));
  return mergeSettings(row?.values ?? {});
}

/** Writes one key with a single atomic upsert, so concurrent changes to other keys are kept. */
export async function updateSetting(db: Db, userId: string, change: PatchSettingsBody): Promise<Settings> {
  const [row] = await db
    .insert(settings)
    .values({ userId, values: change })
    .onConflictDoUpdate({
      target: settings.userId,
      set: { values: sql`${settings.values} || excluded.values`, updatedAt: sql`now()` },
    })
    .returning({ values: settings.values });
  return mergeSettings(row!.values);
}
