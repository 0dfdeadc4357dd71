import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { localDay } from '../../../shared/zoned-time.js';
import { getSettings } from '../settings/service.js';

/**
 * Entries belong to days that have begun: a day after the person's today, in their own time zone
 * (which the app keeps in step with the device), is refused before anything is written.
 */
export async function refuseFutureDay(db: Db, userId: string, date: string, now = new Date()): Promise<void> {
  const today = localDay((await getSettings(db, userId)).timeZone, now);
  if (date > today) throw badRequest(`${date} has not begun yet: entries can be logged up to today (${today})`);
}
