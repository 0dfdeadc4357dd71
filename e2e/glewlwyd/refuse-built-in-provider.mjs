// Module hooks for the Willow server started against Glewlwyd (willow-server.ts): resolving
// oidc-provider fails the start, which proves an external issuer never loads the built-in provider.
export async function resolve(specifier, context, next) {
  if (specifier === 'oidc-provider' || specifier.startsWith('oidc-provider/')) {
    throw new Error('oidc-provider was loaded although an external issuer serves the sign-in');
  }
  return next(specifier, context);
}
