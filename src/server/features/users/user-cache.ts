import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Notifications } from '../../db/client.js';
import { getUserRow, type UserRow } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    userCache: UserCache;
  }
}

/** How long a user row read from the database is trusted without reading it again. */
export const USER_CACHE_TTL_MS = 5_000;
const USER_CACHE_MAX = 50_000;
/** The channel on which the database announces every changed or deleted user (migration 0010). */
export const USERS_CHANGED_CHANNEL = 'willow_users_changed';

/**
 * The people's rows, kept in the process for a few seconds so that `GET /api/auth/user` reads
 * none. A trigger on `users` announces every change, whoever makes it, and every instance forgets
 * that row when it hears it: on PGlite before the changing statement answers, on PostgreSQL
 * moments after its commit, so the person's own writes also forget it here at once (`forget`).
 * Should the listening connection drop, everything is forgotten, so nothing outlives the TTL.
 */
export class UserCache {
  private readonly cache = new Map<string, { row: UserRow; until: number }>();
  /** Counts forgets: a read that started before one must not store what it read. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly notifications: Notifications,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.notifications.listen(
      USERS_CHANGED_CHANNEL,
      (userId) => this.forget(userId),
      () => this.forgetAll(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.forgetAll();
  }

  /** The user's row, from the cache when it is fresh; 404 when there is no such user. */
  async get(userId: string): Promise<UserRow> {
    const cached = this.cache.get(userId);
    const now = this.now();
    if (cached && cached.until > now) return cached.row;
    const generation = this.generation;
    const row = await getUserRow(this.db, userId);
    if (generation === this.generation) {
      this.cache.delete(userId); // re-inserted last, so the oldest entry is the first to go
      this.cache.set(userId, { row, until: now + USER_CACHE_TTL_MS });
      const [oldest] = this.cache.keys();
      if (this.cache.size > USER_CACHE_MAX && oldest !== undefined) this.cache.delete(oldest);
    }
    return row;
  }

  forget(userId: string): void {
    this.generation += 1;
    this.cache.delete(userId);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.cache.clear();
  }
}

export const userCachePlugin = fp(async (app: FastifyInstance, opts: { db: Db; notifications: Notifications }) => {
  const cache = new UserCache(opts.db, opts.notifications);
  await cache.start();
  app.addHook('onClose', () => cache.stop());
  app.decorate('userCache', cache);
  // Whatever a person's own write changed, their next read on this instance sees it, without
  // waiting for PostgreSQL to deliver the trigger's message.
  app.addHook('onSend', async (request) => {
    if (request.session && request.method !== 'GET' && request.method !== 'HEAD') cache.forget(request.session.userId);
  });
});
