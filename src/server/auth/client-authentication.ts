import * as oidc from 'openid-client';
import type { TokenAuthMethod } from './token-auth-method.js';

/**
 * The value of the Authorization header for client_secret_basic (RFC 6749 section 2.3.1): id and
 * secret form-urlencoded, then Base64. Encoded as browsers encode forms, which leaves letters,
 * digits and `*-._` as they are. openid-client also escapes `-`, `_`, `.` and `~`; that is valid,
 * but providers that compare the header's secret without decoding it (Glewlwyd 2.7) then refuse
 * any secret containing them, such as a base64url one.
 */
export function basicAuthorization(clientId: string, secret: string): string {
  const formEncoded = (value: string) => new URLSearchParams([['', value]]).toString().slice(1);
  return `Basic ${Buffer.from(`${formEncoded(clientId)}:${formEncoded(secret)}`).toString('base64')}`;
}

export function clientAuthentication(method: TokenAuthMethod, secret: string | undefined): oidc.ClientAuth {
  switch (method) {
    case 'client_secret_basic':
      return (_server, client, _body, headers) => headers.set('authorization', basicAuthorization(client.client_id, secret ?? ''));
    case 'client_secret_post':
      return oidc.ClientSecretPost(secret);
    case 'client_secret_jwt':
      return oidc.ClientSecretJwt(secret);
    case 'none':
      return oidc.None();
  }
}
