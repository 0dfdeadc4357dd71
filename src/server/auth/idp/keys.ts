import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';

const KEYS_NAME = 'idp_signing_keys';

/** The provider's signing keys: made once, stored in the database, shared by every instance. */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const stored = await readKeys(db);
  if (stored) return stored;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = { ...privateKey.export({ format: 'jwk' }), kid: `rsa-${Date.now().toString(36)}`, use: 'sig', alg: 'RS256' };
  // Another instance may have won the race; whichever row landed first is the one to use.
  await db
    .insert(appSecrets)
    .values({ name: KEYS_NAME, value: [key] })
    .onConflictDoNothing();
  const kept = await readKeys(db);
  if (!kept) throw new Error('The signing keys were not kept');
  return kept;
}

async function readKeys(db: Db): Promise<JWK[] | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEYS_NAME));
  return row?.value as JWK[] | undefined;
}
