import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CatalogRoute } from '../plugins/route-catalog.js';
import { entryProposals, messages, notificationDeliveries } from '../db/schema.js';
import { signedInUser, type TestApp } from './harness.js';

export type Person = Awaited<ReturnType<typeof signedInUser>>;

export const FIXTURE_DAY = '2026-11-20';
const AT = '2026-11-20T08:30:00Z';

/** A valid body for each kind of health entry, keyed by its URL segment. */
export const ENTRY_BODIES: Record<string, Record<string, unknown>> = {
  mood: { score: 4, tags: ['calm'], timestamp: AT },
  energy: { score: 2, timestamp: AT },
  symptom: { name: 'Headache', intensity: 3, notes: 'after lunch', timestamp: AT },
  nutrition: {
    meal: 'Breakfast',
    items: [{ name: 'Egg', fdcId: 1123, calories: 72 }],
    calories: 72,
    protein: 6,
    carbs: 0,
    fat: 5,
    logTime: AT,
  },
  supplement: { name: 'Magnesium', dose: '200', unit: 'mg', takenAt: AT },
  sleep: { bedtime: '23:30', wakeTime: '07:00', quality: 2, wakings: 3, timestamp: AT },
};

/**
 * API routes a signed-out visitor may call: the sign-in round trip and where it happens, the links
 * mailed about an e-mail change (confirm, undo) and their pages' buttons, and how the server bills
 * (the pricing page is public).
 */
export const PUBLIC_API_ROUTES = new Set([
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'GET /api/auth/identity-provider',
  'GET /api/auth/email/confirm',
  'POST /api/auth/email/confirm',
  'GET /api/auth/email/undo',
  'POST /api/auth/email/undo',
  'GET /api/billing/config',
]);

/** Routes whose call ends the caller's session or account, so walks call them last or not at all. */
export const SESSION_ENDING_ROUTES = new Set(['GET /api/logout', 'DELETE /api/auth/user']);

/** The API's own routes: everything under /api but the API reference's pages (hidden from it, and public). */
export function apiRoutes(t: TestApp): CatalogRoute[] {
  return t.app.routeCatalog.filter((route) => route.url.startsWith('/api/') && !route.schema?.hide);
}

export const routeKey = (route: CatalogRoute) => `${route.method} ${route.url}`;

/** Someone with one of everything: a day of entries of each kind, a conversation with messages and a proposal card, and a fact Willow keeps. */
export async function personWithData(t: TestApp) {
  const person = await signedInUser(t);
  const ids: Record<string, string> = {};
  for (const [segment, body] of Object.entries(ENTRY_BODIES)) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/health/${FIXTURE_DAY}/${segment}`,
      headers: person.headers,
      payload: body,
    });
    expect(response.statusCode, segment).toBe(201);
    ids[segment] = response.json<{ id: string }>().id;
  }
  const conversation = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: person.headers,
    payload: { title: 'Mine' },
  });
  ids.conversation = conversation.json<{ id: string }>().id;
  await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: person.headers,
    payload: { conversationId: ids.conversation, message: 'How was my week?' },
  });
  const [reply] = await t.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, ids.conversation), eq(messages.role, 'assistant')));
  const [proposal] = await t.db
    .insert(entryProposals)
    .values({
      messageId: reply!.id,
      userId: person.userId,
      position: 0,
      proposal: { kind: 'symptom', date: FIXTURE_DAY, body: ENTRY_BODIES.symptom as never },
    })
    .returning({ id: entryProposals.id });
  ids.proposal = proposal!.id;
  await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: person.headers,
    payload: { conversationId: ids.conversation, message: 'Remember that I work nights' },
  });
  ids.fact = (await t.app.inject({ url: '/api/chat-memory', headers: person.headers })).json<{ facts: { id: string }[] }>().facts[0]!.id;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: person.headers,
    payload: { planId: 'pro' },
  });
  ids.checkout = /checkout\/([^/?]+)/.exec(checkout.json<{ checkoutUrl: string }>().checkoutUrl)![1]!;
  const device = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/devices',
    headers: person.headers,
    // A push service on this machine (the test install's exception) where nothing listens: nothing leaves the machine.
    payload: { endpoint: `http://127.0.0.1:9/send/${randomUUID()}`, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
  });
  expect(device.statusCode).toBe(201);
  ids.device = device.json<{ id: string }>().id;
  const [delivery] = await t.db
    .insert(notificationDeliveries)
    .values({ userId: person.userId, key: 'supplements:2026-11-20:morning', kind: 'supplements', dueAt: new Date(), status: 'sent' })
    .returning({ id: notificationDeliveries.id });
  ids.delivery = delivery!.id;
  return { ...person, ids };
}

/** Everything the person has stored, as their own JSON export shows it. */
export async function storedData(t: TestApp, person: Person): Promise<unknown> {
  const response: LightMyRequestResponse = await t.app.inject({ url: '/api/export/json', headers: person.headers });
  expect(response.statusCode).toBe(200);
  const data = response.json<Record<string, unknown>>();
  delete data.exportedAt;
  return data;
}
