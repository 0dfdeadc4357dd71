import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { clockMinutes } from './zoned-time.js';
import { fieldLabel, type FieldKey } from './field-labels.js';

export const MAX_CHECK_IN_TIMES = 3;
export const DAILY_CAP_RANGE = { min: 1, max: 10 } as const;
/** How long 'Snooze 30 min' waits. */
export const SNOOZE_MINUTES = 30;
/** The parts of the day supplement reminders follow (the hour each starts at, local time). */
export const SUPPLEMENT_SLOTS = [
  { slot: 'morning', label: 'Morning', from: 0 },
  { slot: 'afternoon', label: 'Afternoon', from: 12 },
  { slot: 'evening', label: 'Evening', from: 17 },
] as const;
export type SupplementSlot = (typeof SUPPLEMENT_SLOTS)[number]['slot'];
export const SUPPLEMENT_SLOT_NAMES = SUPPLEMENT_SLOTS.map((s) => s.slot) as [SupplementSlot, ...SupplementSlot[]];

const clock = (key: FieldKey) =>
  z
    .string({ error: `${fieldLabel(key)} must be a time such as 20:00` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${fieldLabel(key)} must be a time such as 20:00 (24-hour, HH:MM)`);

export const notificationPreferencesShape = {
  /** Local times of the daily check-in reminders. */
  checkInTimes: z
    .array(clock('checkInTimes'), { error: 'Check-in times must be a list of times' })
    .min(1, 'Choose at least one check-in time')
    .max(MAX_CHECK_IN_TIMES, `Choose at most ${MAX_CHECK_IN_TIMES} check-in times`)
    .refine((list) => new Set(list).size === list.length, 'Each check-in time may appear only once'),
  supplementReminders: z.boolean({ error: 'Supplement reminders must be on or off' }),
  /** When each part of the day's supplement reminder comes (local times). */
  supplementTimes: z.strictObject(
    { morning: clock('morningSupplementTime'), afternoon: clock('afternoonSupplementTime'), evening: clock('eveningSupplementTime') },
    { error: 'Supplement times must hold morning, afternoon and evening times' },
  ),
  quietHoursEnabled: z.boolean({ error: 'Quiet hours must be on or off' }),
  quietHoursStart: clock('quietHoursStart'),
  quietHoursEnd: clock('quietHoursEnd'),
  /** Show what a reminder is about (supplement names, pattern text) on the lock screen. */
  showDetails: z.boolean({ error: 'Show details must be on or off' }),
  dailyCap: z
    .number({ error: 'Reminders a day must be a number' })
    .int('Reminders a day must be a whole number')
    .min(DAILY_CAP_RANGE.min, `Reminders a day must be between ${DAILY_CAP_RANGE.min} and ${DAILY_CAP_RANGE.max}`)
    .max(DAILY_CAP_RANGE.max, `Reminders a day must be between ${DAILY_CAP_RANGE.min} and ${DAILY_CAP_RANGE.max}`),
};
export const notificationPreferencesSchema = z.object(notificationPreferencesShape);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  checkInTimes: ['20:00'],
  supplementReminders: true,
  supplementTimes: { morning: '08:00', afternoon: '13:00', evening: '19:00' },
  quietHoursEnabled: true,
  quietHoursStart: '22:00',
  quietHoursEnd: '08:00',
  showDetails: false,
  dailyCap: 6,
};

/** Whether a minute of the day (0–1439) is in the quiet hours, which may wrap past midnight (22:00–08:00). */
export function inQuietHours(prefs: NotificationPreferences, minutes: number): boolean {
  if (!prefs.quietHoursEnabled) return false;
  const start = clockMinutes(prefs.quietHoursStart);
  const end = clockMinutes(prefs.quietHoursEnd);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** PATCH /api/notifications/preferences: one or more known keys. */
export const patchNotificationPreferencesBodySchema = z
  .strictObject(notificationPreferencesShape, { error: bodyObjectError('Unknown preference') })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one preference');
export type PatchNotificationPreferencesBody = z.infer<typeof patchNotificationPreferencesBodySchema>;

/** POST /api/notifications/subscriptions: what PushSubscription.toJSON() gives. */
export const pushSubscriptionBodySchema = z.object(
  {
    endpoint: z
      .string({ error: 'The push address must be the push service URL' })
      .url('The push address must be a URL')
      .max(2048, 'The push address is too long'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z
          .string({ error: 'The push key is required' })
          .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'The push key must be a base64url P-256 public key'),
        auth: z
          .string({ error: 'The push secret is required' })
          .regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, 'The push secret must be a base64url secret'),
      },
      { error: 'The push key and secret are required' },
    ),
  },
  { error: 'Body must be a JSON object' },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const deviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** The device this request came from (the endpoint it sent matches). */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const idParamsSchema = z.object({ id: z.string().uuid('The id is not valid') });

/** GET /api/notifications: the state the settings page shows. */
export const notificationsStateSchema = z.object({
  /** The application server key for pushManager.subscribe (base64url). */
  publicKey: z.string(),
  preferences: notificationPreferencesSchema,
  devices: z.array(deviceSchema),
  supplementGroups: z.array(
    z.object({
      slot: z.enum(SUPPLEMENT_SLOT_NAMES),
      time: z.string(),
      supplements: z.array(z.object({ name: z.string(), dose: z.string(), unit: z.string() })),
    }),
  ),
});
export type NotificationsState = z.infer<typeof notificationsStateSchema>;
export type SupplementGroupReminder = NotificationsState['supplementGroups'][number];

/** The query of GET /api/notifications: which device asks (to mark it current). */
export const notificationsQuerySchema = z.object({ endpoint: z.string().max(2048).optional() });

/** The body of POST /api/notifications/test and of a reminder's actions ('Taken', 'Snooze'): {}. */
export const emptyBodySchema = z.object({}, { error: 'Body must be a JSON object' });
/** The devices the test notification goes to (sent in the background: the answer tells nothing about any push service). */
export const testNotificationResultSchema = z.object({ devices: z.number().int() });
export type TestNotificationResult = z.infer<typeof testNotificationResultSchema>;
export const takenResultSchema = z.object({ logged: z.array(z.string()) });
export const snoozeResultSchema = z.object({ dueAt: z.string() });

/** What the service worker receives in a push and shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Same tag, same notification: a repeat replaces it instead of adding another. */
  tag: string;
  /** The page a tap opens. */
  url: string;
  deliveryId: string;
  actions: { action: 'taken' | 'snooze' | 'log-sleep'; title: string }[];
  /** The page each action that opens one shows ('log-sleep': the dashboard with the sleep log open). */
  actionUrls?: Partial<Record<'log-sleep', string>>;
}

/** The dashboard query parameters a tapped reminder opens. */
export const CHECK_IN_PARAM = 'checkin';
/** `?checkin=` values: the mood log, or last night's sleep (the morning check-in's quick log). */
export const CHECK_IN_LOGS = ['mood', 'sleep'] as const;
export const SUPPLEMENTS_PARAM = 'supplements';
