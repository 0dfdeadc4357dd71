import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';
import type { PushConfig } from '../../config.js';

const KEYS_NAME = 'vapid_keys';

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID key pair that signs every push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, else
 * made once and kept in the database, so every instance signs with the same key that the
 * browsers subscribed with.
 */
export async function loadVapidDetails(db: Db, config: PushConfig): Promise<VapidDetails> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject: config.vapidSubject };
  }
  const stored = await readKeys(db);
  if (stored) return { ...stored, subject: config.vapidSubject };
  // Another instance may have won the race; whichever row landed first is the one to use.
  await db.insert(appSecrets).values({ name: KEYS_NAME, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const kept = await readKeys(db);
  if (!kept) throw new Error('The VAPID keys were not kept');
  return { ...kept, subject: config.vapidSubject };
}

async function readKeys(db: Db): Promise<{ publicKey: string; privateKey: string } | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEYS_NAME));
  return row?.value as { publicKey: string; privateKey: string } | undefined;
}
