import { and, eq, ne } from 'drizzle-orm';
import type { Db, Notifications } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { deleteSession, findSession, hashToken, type FoundSession, type SessionInfo } from './sessions.js';

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;
/** The PostgreSQL channel on which instances tell each other that sessions ended. */
export const SESSIONS_ENDED_CHANNEL = 'willow_sessions_ended';

/** What ended: one session (by its hash), or every session of a user but one. */
type Ended = { session: string } | { user: string; except?: string };

interface Cached {
  idHash: string;
  session: SessionInfo;
  until: number;
}

/**
 * The sessions behind the cookies, kept in the process for a few seconds so that most requests
 * read no row. Ending sessions (sign-out, account deletion, password change) forgets them here at
 * once and, on PostgreSQL, tells every other instance through LISTEN/NOTIFY; PGlite has one instance.
 * Should the listening connection drop, the cache is emptied, so nothing outlives the TTL.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly notifications: Notifications | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts hearing about sessions other instances end. */
  async start(): Promise<void> {
    if (!this.notifications) return;
    this.stopListening = await this.notifications.listen(
      SESSIONS_ENDED_CHANNEL,
      (payload) => this.forget(parseEnded(payload)),
      () => this.cache.clear(),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.cache.clear();
  }

  /** The live session for a cookie token (renewed when this read slid its expiry), or null. */
  async find(token: string): Promise<FoundSession | null> {
    const idHash = hashToken(token);
    const cached = this.cache.get(idHash);
    const now = this.now();
    if (cached && cached.until > now && cached.session.expiresAt.getTime() > now) return { session: cached.session, renewed: false };
    if (cached) this.cache.delete(idHash);
    const found = await findSession(this.db, token);
    if (found) {
      this.cache.set(idHash, { idHash, session: found.session, until: now + SESSION_CACHE_TTL_MS });
      const [oldest] = this.cache.keys();
      if (this.cache.size > SESSION_CACHE_MAX && oldest !== undefined) this.cache.delete(oldest);
    }
    return found;
  }

  /** Signs one session out everywhere; answers it as it was, or null when there was none. */
  async end(token: string): Promise<SessionInfo | null> {
    const ended = await deleteSession(this.db, token);
    await this.announce({ session: hashToken(token) });
    return ended;
  }

  /** Ends every session of a user (all but `exceptToken`'s, when given), on every instance. */
  async endAllOf(userId: string, exceptToken?: string): Promise<void> {
    const except = exceptToken === undefined ? undefined : hashToken(exceptToken);
    await this.db
      .delete(sessions)
      .where(except === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.idHash, except)));
    await this.announce(except === undefined ? { user: userId } : { user: userId, except });
  }

  private async announce(ended: Ended): Promise<void> {
    this.forget(ended);
    await this.notifications?.notify(SESSIONS_ENDED_CHANNEL, JSON.stringify(ended));
  }

  private forget(ended: Ended | null): void {
    if (!ended) {
      this.cache.clear(); // a message we cannot read: forget everything rather than trust it
      return;
    }
    if ('session' in ended) {
      this.cache.delete(ended.session);
      return;
    }
    for (const entry of this.cache.values()) {
      if (entry.session.userId === ended.user && entry.idHash !== ended.except) this.cache.delete(entry.idHash);
    }
  }
}

function parseEnded(payload: string): Ended | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null && ('session' in value || 'user' in value) ? (value as Ended) : null;
  } catch {
    return null;
  }
}
