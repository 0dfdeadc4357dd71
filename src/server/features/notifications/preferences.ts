import { eq, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema.js';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesShape,
  type NotificationPreferences,
  type PatchNotificationPreferencesBody,
} from '../../../shared/notifications.js';

/** Stored values over the defaults; a stored value that no longer passes its schema falls back to the default. */
export function mergePreferences(stored: Record<string, unknown> | null | undefined): NotificationPreferences {
  const merged: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const [key, schema] of Object.entries(notificationPreferencesShape)) {
    if (stored && key in stored && schema.safeParse(stored[key]).success) merged[key] = stored[key];
  }
  return merged as NotificationPreferences;
}

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ values: notificationPreferences.values })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return mergePreferences(row?.values);
}

/** Writes the given keys with one atomic upsert; check-in times are kept in the order of the day. */
export async function updatePreferences(
  db: Db,
  userId: string,
  change: PatchNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const values = change.checkInTimes ? { ...change, checkInTimes: [...change.checkInTimes].sort() } : change;
  const row = returnedRow(
    await db
      .insert(notificationPreferences)
      .values({ userId, values })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { values: sql`${notificationPreferences.values} || excluded.values`, updatedAt: sql`now()` },
      })
      .returning({ values: notificationPreferences.values }),
  );
  return mergePreferences(row.values);
}
