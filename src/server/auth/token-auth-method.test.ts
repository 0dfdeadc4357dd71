import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './client-authentication.js';
import { chooseTokenAuthMethod } from './token-auth-method.js';

describe('the token endpoint auth method', () => {
  const withSecret = { configured: undefined, hasSecret: true };

  it.each([
    [['client_secret_post', 'client_secret_basic'], 'client_secret_basic'],
    [undefined, 'client_secret_basic'],
    [[], 'client_secret_basic'],
    [['client_secret_post'], 'client_secret_post'],
    [['private_key_jwt', 'client_secret_jwt'], 'client_secret_jwt'],
    [['private_key_jwt'], 'client_secret_basic'],
  ])('an issuer advertising %j gets %s', (advertised, method) => {
    expect(chooseTokenAuthMethod(advertised, withSecret)).toBe(method);
  });

  it('follows OIDC_TOKEN_AUTH_METHOD, and uses none for a client without a secret', () => {
    expect(chooseTokenAuthMethod(['client_secret_basic'], { configured: 'client_secret_post', hasSecret: true })).toBe(
      'client_secret_post',
    );
    expect(chooseTokenAuthMethod(['client_secret_basic', 'none'], { configured: undefined, hasSecret: false })).toBe('none');
  });

  it('form-encodes id and secret in the Basic header as browsers encode forms', () => {
    const decoded = (header: string) => Buffer.from(header.replace(/^Basic /, ''), 'base64').toString();
    expect(decoded(basicAuthorization('willow', 'a1-B2_c3.d*'))).toBe('willow:a1-B2_c3.d*');
    expect(decoded(basicAuthorization('my app', 'p@ss:w/rd+='))).toBe('my+app:p%40ss%3Aw%2Frd%2B%3D');
  });
});
