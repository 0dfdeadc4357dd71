import { z } from 'zod';
import { clearChatMemoryResultSchema } from './account-data.js';
import { billingConfigSchema, createSubscriptionResponseSchema, portalResponseSchema } from './billing.js';
import { chatMemorySchema } from './chat-memory.js';
import { conversationSchema, messageSchema, proposalCardSchema, subscriptionSchema, summarySchema, usageSchema } from './chat.js';
import { messageSchema as messageAnswerSchema } from './errors.js';
import { feedbackSchema } from './feedback.js';
import { calculateResponseSchema, foodSearchResponseSchema } from './foods.js';
import {
  dayRecordSchema,
  energyEntrySchema,
  mealSchema,
  moodEntrySchema,
  sleepEntrySchema,
  supplementChangesResultSchema,
  supplementEntrySchema,
  symptomEntrySchema,
  symptomHistorySchema,
  trendDaySchema,
} from './health.js';
import { insightsSchema } from './insights.js';
import { intakeFormSchema } from './intake.js';
import {
  deviceSchema,
  notificationPreferencesSchema,
  notificationsStateSchema,
  snoozeResultSchema,
  takenResultSchema,
  testNotificationResultSchema,
} from './notifications.js';
import { understandResponseSchema } from './proposals.js';
import { settingsSchema } from './settings.js';
import { identityProviderSchema } from './sign-in.js';
import { sleepDaySchema } from './sleep.js';
import { userSchema } from './users.js';
import { voicesSchema } from './voice.js';

/**
 * The JSON each API route answers with, by `METHOD /path` and status: the same schemas its route
 * declares as `response` (a server test holds the two together), for the client's tests to check
 * their stand-in answers against. Routes that answer with no body, a stream or a file are not here.
 */
export const API_RESPONSES: Record<string, Partial<Record<number, z.ZodType>>> = {
  'GET /api/auth/identity-provider': { 200: identityProviderSchema },
  'GET /api/auth/user': { 200: userSchema },
  'PATCH /api/auth/user': { 200: userSchema },
  'DELETE /api/auth/user': { 200: messageAnswerSchema },
  'POST /api/auth/accept-tos': { 200: userSchema },
  'GET /api/settings': { 200: settingsSchema },
  'PATCH /api/settings': { 200: settingsSchema },
  'GET /api/intake-form': { 200: intakeFormSchema },
  'POST /api/intake-form': { 200: intakeFormSchema.unwrap() },
  'POST /api/feedback': { 201: feedbackSchema },
  'GET /api/subscription/current': { 200: subscriptionSchema },
  'GET /api/subscription/usage': { 200: usageSchema },
  'POST /api/subscription/create': { 200: createSubscriptionResponseSchema },
  'POST /api/subscription/portal': { 200: portalResponseSchema },
  'GET /api/billing/state': { 200: subscriptionSchema },
  'GET /api/billing/verify': { 200: subscriptionSchema },
  'GET /api/billing/config': { 200: billingConfigSchema },
  'GET /api/conversations': { 200: z.array(conversationSchema) },
  'POST /api/conversations': { 201: conversationSchema },
  'GET /api/conversations/:id/messages': { 200: z.array(messageSchema) },
  'PUT /api/conversations/:id/summary': { 200: summarySchema },
  'PATCH /api/chat/proposals/:id': { 200: proposalCardSchema },
  'GET /api/chat-memory': { 200: chatMemorySchema },
  'POST /api/chat-memory/clear': { 200: clearChatMemoryResultSchema },
  'POST /api/entries/understand': { 200: understandResponseSchema },
  'GET /api/foods/search': { 200: foodSearchResponseSchema },
  'POST /api/foods/:fdcId/calculate': { 200: calculateResponseSchema },
  'GET /api/health/symptoms/history': { 200: symptomHistorySchema },
  'GET /api/health/symptoms/unique': { 200: z.array(z.string()) },
  'GET /api/health/trends': { 200: z.array(trendDaySchema) },
  'GET /api/health/sleep/history': { 200: z.array(sleepDaySchema) },
  'GET /api/health/:date': { 200: dayRecordSchema },
  'POST /api/health/:date/mood': { 201: moodEntrySchema },
  'PUT /api/health/:date/mood/:id': { 200: moodEntrySchema },
  'POST /api/health/:date/energy': { 201: energyEntrySchema },
  'PUT /api/health/:date/energy/:id': { 200: energyEntrySchema },
  'POST /api/health/:date/symptom': { 201: symptomEntrySchema },
  'PUT /api/health/:date/symptom/:id': { 200: symptomEntrySchema },
  'POST /api/health/:date/nutrition': { 201: mealSchema },
  'PUT /api/health/:date/nutrition/:id': { 200: mealSchema },
  'POST /api/health/:date/supplement': { 201: supplementEntrySchema },
  'PATCH /api/health/:date/supplement/:id': { 200: supplementEntrySchema },
  'POST /api/health/:date/sleep': { 200: sleepEntrySchema, 201: sleepEntrySchema },
  'PUT /api/health/:date/sleep/:id': { 200: sleepEntrySchema },
  'POST /api/health/:date/symptoms': { 201: z.array(symptomEntrySchema) },
  'POST /api/health/:date/supplements': { 200: supplementChangesResultSchema },
  'GET /api/insights': { 200: insightsSchema },
  'GET /api/notifications': { 200: notificationsStateSchema },
  'PATCH /api/notifications/preferences': { 200: notificationPreferencesSchema },
  'POST /api/notifications/devices': { 201: deviceSchema },
  'POST /api/notifications/test': { 200: testNotificationResultSchema },
  'POST /api/notifications/:id/taken': { 200: takenResultSchema },
  'POST /api/notifications/:id/snooze': { 200: snoozeResultSchema },
  'GET /api/speech/voices': { 200: voicesSchema },
};

/** The route of `METHOD /path` (a concrete path, or a pattern with `:params`): its fixed segments outrank a parameter. */
export function apiRouteOf(method: string, path: string): string | undefined {
  const [pathname = ''] = path.split('?');
  const segments = pathname.split('/');
  let best: { key: string; fixed: number } | undefined;
  for (const key of Object.keys(API_RESPONSES)) {
    const [routeMethod, routePath = ''] = key.split(' ');
    const routeSegments = routePath.split('/');
    if (routeMethod !== method.toUpperCase() || routeSegments.length !== segments.length) continue;
    let fixed = 0;
    const fits = routeSegments.every((segment, i) => {
      if (segment.startsWith(':')) return true;
      fixed++;
      return segment === segments[i];
    });
    if (fits && (!best || fixed > best.fixed)) best = { key, fixed };
  }
  return best?.key;
}
