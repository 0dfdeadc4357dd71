import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import { wallClock, zonedInstant } from '../../../shared/zoned-time.js';
import { addDays } from '../../../shared/days.js';
import type { Settings } from '../../../shared/settings.js';
import { getInsights } from '../insights/service.js';
import { patternHeadline, type Pattern } from '../../../shared/insights.js';

/** When, in the person's evening, Willow looks for a new streak milestone or pattern (once a day). */
export const EVENTS_TIME = '18:00';
export const STREAK_MILESTONES = [3, 7, 14, 30, 60, 100, 180, 365] as const;
/** The days searched for a new pattern: the window the assistant's patterns come from. */
const PATTERN_DAYS = 60;

export interface PlannedEvent {
  key: string;
  kind: 'streak' | 'insight';
  data: Record<string, unknown>;
}

/** Whether the person's daily look for news falls in this tick's minute. */
export function eventsDue(timeZone: string, now: Date): boolean {
  const at = zonedInstant(wallClock(timeZone, now).day, EVENTS_TIME, timeZone).getTime();
  return at <= now.getTime() && at > now.getTime() - 60_000;
}

/**
 * Days in a row with anything logged, ending today (or yesterday, when today has nothing yet),
 * and the day the run started.
 */
export async function currentStreak(db: Db, userId: string, today: string): Promise<{ days: number; start: string }> {
  const since = addDays(today, -400);
  const rows = await queryRows(
    db,
    z.object({ day: z.string() }),
    sql`select distinct day::text as day from (
          select day from mood_entries where user_id = ${userId} and day >= ${since}
          union select day from energy_entries where user_id = ${userId} and day >= ${since}
          union select day from symptom_entries where user_id = ${userId} and day >= ${since}
          union select day from meals where user_id = ${userId} and day >= ${since}
          union select day from supplement_entries where user_id = ${userId} and day >= ${since}
        ) d`,
  );
  const logged = new Set(rows.map((r) => r.day));
  let end = logged.has(today) ? today : addDays(today, -1);
  let days = 0;
  while (logged.has(end)) {
    days += 1;
    end = addDays(end, -1);
  }
  return { days, start: addDays(end, 1) };
}

const patternText = (p: Pattern) =>
  `${patternHeadline(p)} (${p.withAverage}${p.outcome.scale} against ${p.withoutAverage}${p.outcome.scale}).`;
export const patternKey = (p: Pattern) => `insight:${p.outcome.name.toLowerCase()}|${p.factor.kind}:${p.factor.name ?? ''}|${p.lag}`;

/**
 * The day's news for the person: the highest streak milestone reached in the current run, and
 * the strongest pattern found in their logs (strong or moderate: a weaker signal is not news). Keys make each go out once: a milestone once per
 * run of days, a pattern once ever (the ledger never forgets these two kinds).
 */
export async function plannedEvents(db: Db, userId: string, settings: Settings, now: Date): Promise<PlannedEvent[]> {
  const events: PlannedEvent[] = [];
  const today = wallClock(settings.timeZone, now).day;
  if (settings.streakNotifications) {
    const streak = await currentStreak(db, userId, today);
    const milestone = [...STREAK_MILESTONES].reverse().find((m) => streak.days >= m);
    if (milestone) events.push({ key: `streak:${milestone}:${streak.start}`, kind: 'streak', data: { days: milestone } });
  }
  if (settings.insightsNotifications) {
    const { patterns } = await getInsights(db, userId, addDays(today, -(PATTERN_DAYS - 1)), today);
    const known = new Set(
      (
        await queryRows(
          db,
          z.object({ key: z.string() }),
          sql`select key from notification_deliveries where user_id = ${userId} and kind = 'insight'`,
        )
      ).map((r) => r.key),
    );
    const fresh = patterns.find((p) => p.strength !== 'weak' && !known.has(patternKey(p)));
    if (fresh) events.push({ key: patternKey(fresh), kind: 'insight', data: { text: patternText(fresh) } });
  }
  return events;
}
