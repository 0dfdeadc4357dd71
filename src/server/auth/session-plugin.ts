import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db, Notifications } from '../db/client.js';
import { unauthorized } from '../lib/http-errors.js';
import { SESSION_COOKIE, createSession, type SessionInfo } from './sessions.js';
import { SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyInstance {
    /** The sessions: read through a short in-process cache; end them here so every instance knows. */
    sessions: SessionStore;
  }
}

/** Reads the session cookie on every request and keeps its sliding expiry in the cookie too. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config; notifications: Notifications | null }) => {
  const store = new SessionStore(opts.db, opts.notifications);
  await store.start();
  app.addHook('onClose', () => store.stop());
  app.decorate('sessions', store);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    // Pages and static files never need the session; only the API and the provider's screens do.
    if (!token || !(request.url.startsWith('/api/') || request.url.startsWith('/idp/'))) return;
    const session = await store.find(token);
    if (!session) {
      clearSessionCookie(reply, opts.config);
      return;
    }
    request.session = session;
    setSessionCookie(reply, opts.config, token, session.expiresAt);
  });
});

export async function startSession(db: Db, config: Config, reply: FastifyReply, userId: string, idToken: string | null) {
  const { token, expiresAt } = await createSession(db, userId, idToken);
  setSessionCookie(reply, config, token, expiresAt);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

/** The signed-in user's id; a preHandler on the protected scope guarantees it is there. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}

export async function requireSession(request: FastifyRequest) {
  if (!request.session) throw unauthorized();
}
