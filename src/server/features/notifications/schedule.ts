import { wallClock, zonedInstant } from '../../../shared/zoned-time.js';
import { addDays } from '../../../shared/days.js';
import type { Settings } from '../../../shared/settings.js';
import { SUPPLEMENT_SLOTS, inQuietHours, type NotificationPreferences, type SupplementSlot } from '../../../shared/notifications.js';

/** How late a reminder may still go out: a restart or a missed tick within this loses nothing. */
export const CATCH_UP_MS = 30 * 60_000;

export interface PlannedReminder {
  /** Unique per person: the same reminder is planned once however many instances and ticks see it. */
  key: string;
  kind: 'check-in' | 'supplements';
  dueAt: Date;
  data: { day: string; time: string; slot?: SupplementSlot };
}

/**
 * The person's reminders whose local time fell in (now - CATCH_UP_MS, now]: each check-in time
 * and each part of the day's supplement time, on today's and yesterday's local dates (a window
 * can cross midnight). Keys name the local date and time, so a time that happens twice when
 * clocks go back is still one reminder.
 */
export function dueReminders(settings: Settings, prefs: NotificationPreferences, now: Date): PlannedReminder[] {
  if (!settings.pushNotifications) return [];
  const zone = settings.timeZone;
  const today = wallClock(zone, now).day;
  const times: Omit<PlannedReminder, 'dueAt' | 'key'>[] = [];
  for (const day of [addDays(today, -1), today]) {
    if (settings.dailyCheckInReminders) for (const time of prefs.checkInTimes) times.push({ kind: 'check-in', data: { day, time } });
    if (prefs.supplementReminders) {
      for (const { slot } of SUPPLEMENT_SLOTS) times.push({ kind: 'supplements', data: { day, time: prefs.supplementTimes[slot], slot } });
    }
  }
  return times
    .map((r) => ({
      ...r,
      key: r.kind === 'check-in' ? `check-in:${r.data.day}:${r.data.time}` : `supplements:${r.data.day}:${r.data.slot}`,
      dueAt: zonedInstant(r.data.day, r.data.time, zone),
    }))
    .filter((r) => r.dueAt.getTime() <= now.getTime() && r.dueAt.getTime() > now.getTime() - CATCH_UP_MS);
}

/** Whether an instant falls in the person's quiet hours (which may wrap past midnight: 22:00–08:00). */
export const isQuiet = (prefs: NotificationPreferences, timeZone: string, at: Date): boolean =>
  inQuietHours(prefs, wallClock(timeZone, at).minutes);

/** The next moment quiet hours end after `at` (for notifications that wait them out). */
export function quietHoursEnd(prefs: NotificationPreferences, timeZone: string, at: Date): Date {
  const { day } = wallClock(timeZone, at);
  const todayEnd = zonedInstant(day, prefs.quietHoursEnd, timeZone);
  return todayEnd.getTime() > at.getTime() ? todayEnd : zonedInstant(addDays(day, 1), prefs.quietHoursEnd, timeZone);
}

/** The next local morning (the end of quiet hours, or 08:00): where a notification over the daily cap waits. */
export function nextMorning(prefs: NotificationPreferences, timeZone: string, at: Date): Date {
  const { day } = wallClock(timeZone, at);
  return zonedInstant(addDays(day, 1), prefs.quietHoursEnabled ? prefs.quietHoursEnd : '08:00', timeZone);
}

/** 'morning', 'afternoon' or 'evening' for a local 'HH:MM'. */
export function partOfDay(clock: string): SupplementSlot {
  const hour = Number(clock.slice(0, 2));
  return SUPPLEMENT_SLOTS.findLast((s) => hour >= s.from)?.slot ?? SUPPLEMENT_SLOTS[0].slot;
}
