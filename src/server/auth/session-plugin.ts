import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db, Notifications } from '../db/client.js';
import { unauthorized } from '../lib/http-errors.js';
import { HOST_PREFIX_SINCE, SESSION_COOKIE, createSession, sessionCookieName, type SessionInfo } from './sessions.js';
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
    const token = sessionToken(request, opts.config);
    // Pages and static files never need the session; only the API and the provider's screens do.
    if (!token || !(request.url.startsWith('/api/') || request.url.startsWith('/idp/'))) return;
    const found = await store.find(token);
    if (!found || (fromLegacyCookie(request, opts.config) && found.session.createdAt >= HOST_PREFIX_SINCE)) {
      clearSessionCookie(reply, opts.config);
      return;
    }
    request.session = found.session;
    // The browser keeps the cookie with the expiry it was last sent: it is sent again only when that moves.
    if (found.renewed || cookieToMove(request, opts.config)) setSessionCookie(reply, opts.config, token, found.session.expiresAt);
  });
});

/** Whether the session token came under the pre-`__Host-` name on https (no `__Host-` cookie was sent). */
const fromLegacyCookie = (request: FastifyRequest, config: Config) =>
  config.secureCookies && request.cookies[sessionCookieName(true)] === undefined;

/** Whether the session came under the pre-`__Host-` name, or that cookie is still there beside the new one. */
function cookieToMove(request: FastifyRequest, config: Config): boolean {
  return config.secureCookies && (request.cookies[sessionCookieName(true)] === undefined || request.cookies[SESSION_COOKIE] !== undefined);
}

/**
 * The session token the browser sent. On https a cookie from before the `__Host-` prefix still
 * counts for a session from before it (HOST_PREFIX_SINCE), so nobody was signed out by the change;
 * the next answer moves it to the new name.
 */
export function sessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config.secureCookies)] ?? (config.secureCookies ? request.cookies[SESSION_COOKIE] : undefined);
}

export async function startSession(db: Db, config: Config, reply: FastifyReply, userId: string, idToken: string | null) {
  const { token, expiresAt } = await createSession(db, userId, idToken);
  setSessionCookie(reply, config, token, expiresAt);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(sessionCookieName(config.secureCookies), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires: expiresAt,
  });
  clearLegacyCookie(reply, config);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config.secureCookies), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
  clearLegacyCookie(reply, config);
}

/** Drops the unprefixed cookie an https browser may still hold from before the `__Host-` name. */
function clearLegacyCookie(reply: FastifyReply, config: Config) {
  if (config.secureCookies && reply.request.cookies[SESSION_COOKIE] !== undefined) {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
  }
}

/** The signed-in user's id; the signed-in scope's onRequest hook (`requireSession`) guarantees it is there. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}

export async function requireSession(request: FastifyRequest) {
  if (!request.session) throw unauthorized();
}
