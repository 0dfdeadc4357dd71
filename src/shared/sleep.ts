import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { pastTimestamp } from './timestamps.js';
import { score } from './health.js';
import { insightsQuerySchema } from './insights.js';
import { fieldLabel, type FieldKey } from './field-labels.js';
import { round2 } from './rounding.js';

// Sleep (issue 24 section 3): one night a day, kept on the day the person woke.

/** Labels for sleep quality 1 to 5. */
export const SLEEP_QUALITY_LABELS = ['Terrible', 'Poor', 'Okay', 'Good', 'Great'] as const;
export const SLEEP_HOURS_MAX = 24;
export const SLEEP_WAKINGS_MAX = 30;
export const MINUTES_PER_DAY = 24 * 60;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = (key: FieldKey) =>
  z
    .string({ error: `${fieldLabel(key)} must be a time` })
    .regex(CLOCK_TIME, `${fieldLabel(key)} must be a time of day written HH:MM, such as 23:30`);

/** Minutes past midnight of an HH:MM clock time. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes from bedtime to wake time, over midnight when the wake time is earlier on the clock. */
export const minutesBetween = (bedtime: string, wakeTime: string): number =>
  (minutesOfDay(wakeTime) - minutesOfDay(bedtime) + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/** Minutes as hours to two decimals (7 h 20 min is 7.33), as the API answers them. */
export const hoursOf = (minutes: number): number => round2(minutes / 60);

/**
 * A night: hours slept, or bedtime and wake time; quality 1 to 5; how often the person woke. Any
 * part may be left out, but not all of them.
 */
export const sleepBodySchema = z
  .strictObject(
    {
      hours: z
        .number({ error: 'Hours slept must be a number' })
        .min(0, 'Hours slept must not be negative')
        .max(SLEEP_HOURS_MAX, `Hours slept must be at most ${SLEEP_HOURS_MAX}`)
        .optional(),
      bedtime: clockTime('bedtime').optional(),
      wakeTime: clockTime('wakeTime').optional(),
      quality: score('quality').optional(),
      wakings: z
        .number({ error: 'Times woken must be a number' })
        .int(`Times woken must be a whole number from 0 to ${SLEEP_WAKINGS_MAX}`)
        .min(0, `Times woken must be a whole number from 0 to ${SLEEP_WAKINGS_MAX}`)
        .max(SLEEP_WAKINGS_MAX, `Times woken must be a whole number from 0 to ${SLEEP_WAKINGS_MAX}`)
        .optional(),
      /** When it was logged; the time of the request when left out. */
      timestamp: pastTimestamp('timestamp').optional(),
    },
    { error: bodyObjectError() },
  )
  .superRefine((body, context) => {
    const refuse = (message: string) => context.addIssue({ code: 'custom', message });
    if ((body.bedtime === undefined) !== (body.wakeTime === undefined)) refuse('Give a bedtime and a wake time together');
    else if (body.bedtime !== undefined && body.hours !== undefined) refuse('Give the hours slept, or a bedtime and a wake time, not both');
    else if (body.bedtime !== undefined && body.bedtime === body.wakeTime) refuse('Bedtime and wake time must differ');
    else if (body.hours === undefined && body.bedtime === undefined && body.quality === undefined && body.wakings === undefined) {
      refuse('Give the hours slept (or a bedtime and a wake time), the sleep quality or the times woken');
    }
  });
export type SleepBody = z.infer<typeof sleepBodySchema>;

/** Minutes asleep a body gives, or undefined when it gives neither hours nor times. */
export function minutesSleptOf(body: Pick<SleepBody, 'hours' | 'bedtime' | 'wakeTime'>): number | undefined {
  if (body.hours !== undefined) return Math.round(body.hours * 60);
  if (body.bedtime !== undefined && body.wakeTime !== undefined) return minutesBetween(body.bedtime, body.wakeTime);
  return undefined;
}

/** One day's night in a period, for charts and the pattern finder. */
export const sleepDaySchema = z.object({
  date: z.string(),
  hours: z.number().nullable(),
  quality: z.number().nullable(),
  wakings: z.number().nullable(),
});
export type SleepDay = z.infer<typeof sleepDaySchema>;
/** GET /api/health/sleep/history?from=&to=: the same ranges as /insights (at most a year). */
export const sleepHistoryQuerySchema = insightsQuerySchema;

/** Hours as people read them: 6.5 → '6 h 30 min', 7 → '7 h'. */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${whole} h ${rest} min` : `${whole} h`;
}

/** A night in a few words: 'sleep 6 h 30 min, quality 1/5, woke 3 times'. */
export function nightSummary(night: Pick<SleepBody, 'hours' | 'bedtime' | 'wakeTime' | 'quality' | 'wakings'>): string {
  const minutes = minutesSleptOf(night);
  const parts = [
    minutes !== undefined ? `${hoursText(minutes / 60)}${night.bedtime ? ` (${night.bedtime} to ${night.wakeTime})` : ''}` : null,
    night.quality !== undefined ? `quality ${night.quality}/5` : null,
    night.wakings !== undefined
      ? night.wakings === 0
        ? 'slept through'
        : `woke ${night.wakings === 1 ? 'once' : `${night.wakings} times`}`
      : null,
  ];
  return `sleep ${parts.filter(Boolean).join(', ')}`;
}
