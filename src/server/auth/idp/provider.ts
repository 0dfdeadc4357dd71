import { createHmac } from 'node:crypto';
import Provider, { interactionPolicy, type KoaContextWithOIDC, type Configuration } from 'oidc-provider';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { postgresAdapter } from './adapter.js';
import { findAccount } from './accounts.js';
import { loadSigningKeys } from './keys.js';
import { logoutPage, messagePage } from './pages.js';
import { IDP_CLIENT_ID, IDP_MOUNT, builtInClientSecret, builtInIssuer } from '../built-in-issuer.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** oidc-provider configured as Willow's embedded OpenID provider: e-mail and password accounts. */
export async function createIdentityProvider(db: Db, config: Config): Promise<Provider> {
  const policy = interactionPolicy.base();
  // prompt=create (OpenID Connect "Initiating User Registration") opens the sign-up screen.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: builtInClientSecret(config),
        redirect_uris: [`${config.appUrl}/api/callback`],
        post_logout_redirect_uris: [`${config.appUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    cookies: {
      keys: [createHmac('sha256', config.sessionSecret).update('idp-cookies').digest('base64url')],
    },
    jwks: { keys: await loadSigningKeys(db) },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    discovery: { prompt_values_supported: ['none', 'login', 'consent', 'create'] },
    async findAccount(_ctx, id) {
      const account = await findAccount(db, id);
      if (!account) return undefined;
      // Verified once a mailed link proved the address (sign-up, reset, sign-in link, e-mail change).
      const claims = { sub: account.id, email: account.email, email_verified: account.emailVerifiedAt !== null };
      return { accountId: account.id, claims: async () => claims };
    },
    interactions: { policy, url: (_ctx, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out.', { href: '/', label: 'Back to the app' });
        },
      },
    },
    // Willow's own web app is first-party: it gets the openid and email scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in could not continue',
        out.error_description ?? 'Something went wrong during sign-in. Please start again.',
        { href: '/', label: 'Back to the app' },
      );
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 30 * DAY,
      Session: 30 * DAY,
    },
  };

  const provider = new Provider(builtInIssuer(config), configuration);
  // Behind HTTPS the provider must build https URLs from X-Forwarded-Proto.
  provider.proxy = config.trustProxy || config.secureCookies;
  return provider;
}
