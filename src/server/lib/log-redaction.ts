import type { FastifyRequest } from 'fastify';

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

/**
 * An API URL for the log: its route's pattern instead of the path (a symptom's name, a day) and
 * its query's names without their values (a food search, a session id), because both carry
 * health data or secrets. Unmatched paths keep only their names of parameters too.
 */
export function apiLogUrl(url: string, routePattern: string | undefined): string {
  const query = url.indexOf('?');
  const path = routePattern ?? (query === -1 ? url : url.slice(0, query));
  if (query === -1) return path;
  const params = new URLSearchParams(url.slice(query + 1));
  for (const name of new Set(params.keys())) params.set(name, '[redacted]');
  return withQuery(path, params);
}

function logUrl(request: FastifyRequest): string {
  if (!request.url.startsWith('/api/')) return redactUrl(request.url);
  const pattern = request.routeOptions?.url;
  return apiLogUrl(request.url, pattern && pattern !== '/*' ? pattern : undefined);
}

/** Fastify's request log fields, with secrets and health data taken out of the URL. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: logUrl(request),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
