import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets: the OpenID Connect callback's code and state, and the ID
 * token that sign-out hands the provider's end-session endpoint.
 */
const SECRET_PARAMS = ['code', 'state', 'token', 'id_token', 'access_token', 'id_token_hint', 'logout_hint'];

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
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Fastify's request log fields, with secrets taken out of the URL. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
