import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.js';
import { idpPayloads } from '../../db/schema.js';
import { isStorable } from '../../plugins/storable-text.js';

/**
 * Keeps the built-in provider's artefacts in Postgres, so any app instance can finish
 * a sign-in another one started.
 */
export function postgresAdapter(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [idpPayloads.kind, idpPayloads.id], set: { ...row, consumedAt: null } });
    }

    // Ids arrive from requests (a bearer token, a cookie): one Postgres cannot hold finds nothing.
    find(id: string) {
      return isStorable(id) ? this.findWhere(eq(idpPayloads.id, id)) : Promise.resolve(undefined);
    }

    findByUid(uid: string) {
      return isStorable(uid) ? this.findWhere(eq(idpPayloads.uid, uid)) : Promise.resolve(undefined);
    }

    findByUserCode(userCode: string) {
      return isStorable(userCode) ? this.findWhere(eq(idpPayloads.userCode, userCode)) : Promise.resolve(undefined);
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(idpPayloads.kind, this.kind), eq(idpPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpPayloads).where(and(eq(idpPayloads.kind, this.kind), eq(idpPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpPayloads).where(eq(idpPayloads.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: idpPayloads.payload, consumedAt: idpPayloads.consumedAt })
        .from(idpPayloads)
        .where(and(eq(idpPayloads.kind, this.kind), condition, or(isNull(idpPayloads.expiresAt), gt(idpPayloads.expiresAt, sql`now()`))));
      if (!row) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    }
  };
}

export async function deleteExpiredIdpPayloads(db: Db): Promise<void> {
  await db.delete(idpPayloads).where(sql`${idpPayloads.expiresAt} < now()`);
}
