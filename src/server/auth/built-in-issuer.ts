import { createHmac } from 'node:crypto';
import type { Config } from '../config.js';

// Where the built-in provider lives and how the app signs in to it, kept apart from the provider
// itself (idp/provider.ts) so that the app with an external issuer never loads oidc-provider.

export const IDP_MOUNT = '/idp';
export const IDP_CLIENT_ID = 'willow-web';

/** The built-in provider's client secret, derived so the app and the provider agree without configuration. */
export const builtInClientSecret = (config: Config) =>
  createHmac('sha256', config.sessionSecret).update('idp-client-secret').digest('base64url');

export const builtInIssuer = (config: Config) => `${config.appUrl}${IDP_MOUNT}`;
