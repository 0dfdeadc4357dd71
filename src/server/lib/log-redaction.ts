import type { FastifyRequest } from 'fastify';
import { isApiPath } from './api-path.js';

/**
 * Query parameters that carry secrets: the OpenID Connect callback's code and state, and the ID
 * token that sign-out hands the provider's end-session endpoint.
 */
const SECRET_PARAMS = ['code', 'state', 'token', 'id_token', 'access_token', 'id_token_hint', 'logout_hint'];

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The URL with the values of secret query parameters replaced, for the request log. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (!params.has(name)) continue;
    params.set(name, '[redacted]');
    changed = true;
  }
  return changed ? withQuery(url.slice(0, query), params) : url;
}

/** What the log says for a path under /api that matches no route: the path itself may name a symptom. */
export const UNMATCHED_API_URL = '/api/[unmatched]';

/**
 * An API URL for the log: its route's pattern instead of the path (a symptom's name, a day) and
 * its query's names without their values (a food search, a session id), because both carry
 * health data or secrets. A path that matches no route is not logged at all.
 */
export function apiLogUrl(url: string, routePattern: string | undefined): string {
  if (!routePattern) return UNMATCHED_API_URL;
  const query = url.indexOf('?');
  if (query === -1) return routePattern;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of new Set(params.keys())) params.set(name, '[redacted]');
  return withQuery(routePattern, params);
}

/** What the request log reads of a request: its route and socket may be missing (Fastify's own serializer checks the socket too). */
type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'> & {
  routeOptions?: { url?: string };
  socket?: { remotePort?: number };
};

function logUrl(request: LoggedRequest): string {
  // However it is spelled (`/%61pi/`, `//api/`, `/API/`): the decoded path decides.
  if (!isApiPath(request.url)) return redactUrl(request.url);
  const pattern = request.routeOptions?.url;
  return apiLogUrl(request.url, request.url.startsWith('/api/') && pattern?.startsWith('/api/') ? pattern : undefined);
}

/** Fastify's request log fields, with secrets and health data taken out of the URL. */
export const requestLogSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: logUrl(request),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
