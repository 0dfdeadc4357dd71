import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { fieldLabel, type FieldKey } from './field-labels.js';

export const FOCUS_AREAS = [
  'Sleep',
  'Stress',
  'Gut Health',
  'Skin',
  'Pain',
  'Hormones',
  'Nutrition',
  'Exercise',
  'Mental Health',
  'Energy',
  'Weight',
] as const;
export const COACHING_TONES = ['gentle', 'balanced', 'direct'] as const;
export const RETENTION_MONTHS = [0, 12, 24, 36] as const;
export const AUTO_FORGET_DAYS = [0, 30, 90] as const;
export const TTS_VOICES = ['default', 'female-1', 'female-2', 'male-1', 'male-2'] as const;
export const CHAT_VOICES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'] as const;
export const VOICE_PROVIDERS = ['openai', 'local'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const VOICE_SPEED = { min: 0.5, max: 2, default: 1.15 } as const;

const oneOf = <T extends readonly (string | number)[]>(key: FieldKey, values: T) =>
  z.custom<T[number]>((v) => values.includes(v as T[number]), `${fieldLabel(key)} must be one of: ${values.join(', ')}`);
const flag = (key: FieldKey) => z.boolean({ error: `${fieldLabel(key)} must be on or off` });

/** Every setting with its allowed values (app-spec section 3). */
export const settingsShape = {
  pushNotifications: flag('pushNotifications'),
  dailyCheckInReminders: flag('dailyCheckInReminders'),
  insightsNotifications: flag('insightsNotifications'),
  streakNotifications: flag('streakNotifications'),
  announcementNotifications: flag('announcementNotifications'),
  analyticsOptIn: flag('analyticsOptIn'),
  dataImprovementConsent: flag('dataImprovementConsent'),
  dataRetentionMonths: oneOf('dataRetentionMonths', RETENTION_MONTHS),
  openEndedHealthFocus: z
    .string({ error: 'Your health focus must be text' })
    .max(2000, 'Your health focus must be at most 2000 characters'),
  focusAreas: z
    .array(oneOf('focusAreas', FOCUS_AREAS), { error: 'Focus areas must be a list' })
    .refine((list) => new Set(list).size === list.length, 'Focus areas must not repeat an area'),
  coachingTone: oneOf('coachingTone', COACHING_TONES),
  chatMemoryEnabled: flag('chatMemoryEnabled'),
  autoForgetDays: oneOf('autoForgetDays', AUTO_FORGET_DAYS),
  ttsVoice: oneOf('ttsVoice', TTS_VOICES),
  chatVoice: oneOf('chatVoice', CHAT_VOICES),
  voiceProvider: oneOf('voiceProvider', VOICE_PROVIDERS),
  voiceSpeed: z
    .number({ error: 'Voice speed must be a number' })
    .min(VOICE_SPEED.min, `Voice speed must be between ${VOICE_SPEED.min} and ${VOICE_SPEED.max}`)
    .max(VOICE_SPEED.max, `Voice speed must be between ${VOICE_SPEED.min} and ${VOICE_SPEED.max}`),
  theme: oneOf('theme', THEMES),
  timeZone: z.string({ error: 'Time zone must be text' }).refine(isTimeZone, 'Time zone must be an IANA time zone such as Europe/Berlin'),
};

export const settingsSchema = z.object(settingsShape);
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  pushNotifications: true,
  dailyCheckInReminders: true,
  insightsNotifications: true,
  streakNotifications: true,
  announcementNotifications: true,
  analyticsOptIn: false,
  dataImprovementConsent: true,
  dataRetentionMonths: 0,
  openEndedHealthFocus: '',
  focusAreas: [],
  coachingTone: 'balanced',
  chatMemoryEnabled: true,
  autoForgetDays: 0,
  ttsVoice: 'default',
  chatVoice: 'shimmer',
  voiceProvider: 'openai',
  voiceSpeed: VOICE_SPEED.default,
  theme: 'system',
  timeZone: 'UTC',
};

/** PATCH /api/settings: exactly one known key with a valid value. */
export const patchSettingsBodySchema = z
  .strictObject(settingsShape, { error: bodyObjectError('Unknown setting') })
  .partial()
  .refine((body) => Object.keys(body).length === 1, 'Send exactly one setting per request');
export type PatchSettingsBody = z.infer<typeof patchSettingsBodySchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
