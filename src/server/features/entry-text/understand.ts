import { localDay, zonedInstant } from '../../../shared/zoned-time.js';
import { parseEntryText, parseMealText } from '../../../shared/entry-text/parse-entry-text.js';
import type { EntryProposal, UnderstandBody } from '../../../shared/proposals.js';
import { refuseFutureDay } from '../health/future-day.js';
import { getSettings } from '../settings/service.js';
import { withDishNames } from './find-foods.js';
import { resolveDrafts, type ResolveContext } from './resolve-drafts.js';

/**
 * What a typed or spoken text proposes to log. A `date` before today reads the text as if said
 * at that day's end ('yesterday' is the day before it); a date after today is refused.
 */
export async function understandText(body: UnderstandBody, context: Omit<ResolveContext, 'timeZone'>): Promise<EntryProposal[]> {
  const now = context.now ?? new Date();
  const { timeZone } = await getSettings(context.db, context.userId);
  if (body.date) await refuseFutureDay(context.db, context.userId, body.date, now);
  const saidAt = body.date && body.date < localDay(timeZone, now) ? zonedInstant(body.date, '23:59', timeZone) : now;
  const parseContext = { now: saidAt, timeZone };
  const text = withDishNames(body.text);
  const meal = body.kind === 'meal' ? parseMealText(text, parseContext) : null;
  const drafts = body.kind === 'meal' ? (meal ? [meal] : []) : parseEntryText(text, parseContext);
  return resolveDrafts(drafts, { ...context, timeZone, now });
}
