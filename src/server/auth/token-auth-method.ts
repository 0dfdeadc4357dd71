/**
 * How the app proves itself at the issuer's token endpoint. OpenID Connect Discovery says an
 * issuer that lists no methods supports client_secret_basic, the method most providers
 * pre-select when a client is registered, so that is the first choice.
 */
export const TOKEN_AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'client_secret_jwt', 'none'] as const;
export type TokenAuthMethod = (typeof TOKEN_AUTH_METHODS)[number];

const WITH_SECRET_BY_PREFERENCE: TokenAuthMethod[] = ['client_secret_basic', 'client_secret_post', 'client_secret_jwt'];

/**
 * The method to use: the operator's OIDC_TOKEN_AUTH_METHOD when set; `none` for a client without a
 * secret; else the most preferred secret method in the issuer's token_endpoint_auth_methods_supported.
 */
export function chooseTokenAuthMethod(
  advertised: unknown,
  options: { configured: TokenAuthMethod | undefined; hasSecret: boolean },
): TokenAuthMethod {
  if (options.configured) return options.configured;
  if (!options.hasSecret) return 'none';
  const supported = Array.isArray(advertised) && advertised.length > 0 ? advertised : ['client_secret_basic'];
  return WITH_SECRET_BY_PREFERENCE.find((method) => supported.includes(method)) ?? 'client_secret_basic';
}

/** The token endpoint's error codes that mean the client's authentication was refused. */
export const CLIENT_REFUSED_ERRORS = new Set(['invalid_client', 'unauthorized_client']);
