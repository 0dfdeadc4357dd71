import { and, asc, eq } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { checkPushEndpoint, type PushEndpointPolicy } from './push-endpoint.js';
import type { Device, PushSubscriptionBody } from '../../../shared/notifications.js';

/** At most this many devices per person; the oldest goes when another subscribes. */
export const MAX_DEVICES = 10;

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Android', so people can tell their devices apart in the list. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Stores this browser's subscription for the person. The endpoint identifies the browser: if it
 * was someone else's (another account signed in on the same device), it now belongs to whoever
 * subscribed last, so one person's reminders never reach a device another person now uses.
 */
export async function saveDevice(
  db: Db,
  userId: string,
  body: PushSubscriptionBody,
  options: { label: string; policy: PushEndpointPolicy },
): Promise<Device> {
  await checkPushEndpoint(body.endpoint, options.policy);
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label: options.label };
  const row = returnedRow(
    await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values }).returning(),
  );
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  for (const old of devices.slice(0, Math.max(0, devices.length - MAX_DEVICES))) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
  }
  return toDevice(row, body.endpoint);
}

export async function listDevices(db: Db, userId: string, currentEndpoint?: string): Promise<Device[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((row) => toDevice(row, currentEndpoint));
}

export async function removeDevice(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound('Device');
}

function toDevice(row: typeof pushSubscriptions.$inferSelect, currentEndpoint: string | undefined): Device {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    current: row.endpoint === currentEndpoint,
  };
}
