import { createServer } from 'node:http';
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { asyncHandler } from './async-handler.js';

/**
 * A small OpenID provider on 127.0.0.1 for the relying party's tests with an external issuer:
 * discovery, keys, a token endpoint that checks the client as a registered method says (and,
 * like Glewlwyd, compares a Basic header's secret without decoding it), userinfo and an
 * end-session endpoint. Codes are handed out by `issueCode`, as a sign-in page would.
 */
export interface TestIssuer {
  url: string;
  clientId: string;
  clientSecret: string;
  /** How the token endpoint's requests authenticated, in order. */
  tokenRequests: { authorization: string | undefined; body: URLSearchParams }[];
  issueCode(nonce: string, claims: Record<string, unknown>): string;
  close(): Promise<void>;
}

export interface TestIssuerOptions {
  /** token_endpoint_auth_methods_supported, or undefined to leave it out of discovery. */
  advertised: string[] | undefined;
  /** The method the client is registered with. */
  registered: 'client_secret_basic' | 'client_secret_post';
  endSession?: boolean;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export async function startTestIssuer(options: TestIssuerOptions): Promise<TestIssuer> {
  const clientId = 'willow';
  // base64url, so it holds `-` and `_`: what form-encoding must leave alone for the Basic header.
  const clientSecret = `${randomBytes(18).toString('base64url')}-_`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key';
  const codes = new Map<string, { nonce: string; claims: Record<string, unknown> }>();
  const tokenRequests: TestIssuer['tokenRequests'] = [];
  let url = '';

  const idToken = (claims: Record<string, unknown>, nonce: string) => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = b64url(JSON.stringify({ iss: url, aud: clientId, iat: now, exp: now + 300, nonce, ...claims }));
    return `${header}.${payload}.${b64url(sign('sha256', Buffer.from(`${header}.${payload}`), privateKey))}`;
  };

  const clientAccepted = (authorization: string | undefined, body: URLSearchParams) => {
    if (options.registered === 'client_secret_basic') {
      return authorization === `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    }
    return !authorization && body.get('client_id') === clientId && body.get('client_secret') === clientSecret;
  };

  const server = createServer(
    asyncHandler(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const path = new URL(request.url ?? '/', url).pathname;
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (path === '/.well-known/openid-configuration') {
        return json(200, {
          issuer: url,
          authorization_endpoint: `${url}/auth`,
          token_endpoint: `${url}/token`,
          jwks_uri: `${url}/jwks`,
          userinfo_endpoint: `${url}/userinfo`,
          ...(options.endSession && { end_session_endpoint: `${url}/end_session` }),
          ...(options.advertised && { token_endpoint_auth_methods_supported: options.advertised }),
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (path === '/jwks') return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
      if (path === '/token' && request.method === 'POST') {
        const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        tokenRequests.push({ authorization: request.headers.authorization, body });
        if (!clientAccepted(request.headers.authorization, body)) return json(401, { error: 'invalid_client' });
        const grant = codes.get(body.get('code') ?? '');
        if (!grant) return json(400, { error: 'invalid_grant' });
        codes.delete(body.get('code')!);
        return json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          id_token: idToken(grant.claims, grant.nonce),
        });
      }
      return json(404, { error: 'not_found' });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    tokenRequests,
    issueCode(nonce, claims) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { nonce, claims });
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
