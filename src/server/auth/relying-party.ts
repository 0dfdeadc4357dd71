import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-errors.js';
import { messagePage } from './idp/pages.js';
import { IDP_CLIENT_ID, builtInClientSecret, builtInIssuer } from './idp/provider.js';
import { PROVIDER_SESSION_COOKIE, endProviderSession } from './idp/account-sign-ins.js';
import { clearSessionCookie, sessionToken, startSession } from './session-plugin.js';
import { upsertUserFromClaims } from '../features/users/service.js';
import { mediaAnswer, redirectTo } from '../lib/answers.js';

const FLOW_COOKIE = 'willow_oidc';
const FLOW_TTL_SECONDS = 10 * 60;

const loginQuerySchema = z.object({
  flow: z.enum(['signup', 'login'], "flow must be 'signup' or 'login'").default('login'),
});

interface PendingFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The app as an OpenID Connect relying party: code flow with PKCE, state and nonce.
 * With no OIDC_ISSUER_URL it talks to the built-in provider, whose back-channel calls
 * (discovery, token, keys) go in-process so the app never needs to reach its own public URL.
 */
export async function relyingPartyRoutes(app: FastifyInstance, opts: { db: Db; config: Config; host: FastifyInstance }) {
  const { db, config } = opts;
  const issuer = config.oidc?.issuerUrl ?? builtInIssuer(config);
  const redirectUri = `${config.appUrl}/api/callback`;
  const appHostname = new URL(config.appUrl).hostname;
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= discover(opts.host, config).catch((error: unknown) => {
      discovered = undefined;
      app.log.error({ err: error }, 'OpenID Connect discovery failed');
      throw new HttpError(
        503,
        'IDENTITY_PROVIDER_UNAVAILABLE',
        `Sign-in is unavailable: the identity provider at ${issuer} could not be reached`,
      );
    });
    return discovered;
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/login',
    { schema: { querystring: loginQuerySchema, response: { 302: redirectTo("the identity provider's sign-in page") } } },
    async (request, reply) => {
      // The flow cookie only comes back to the host it was set on, and the callback is on APP_URL's
      // host: on the default localhost APP_URL, someone who opened 127.0.0.1 starts over there.
      // (Not with an explicit APP_URL, where a proxy may rewrite Host and this would loop.)
      if (!config.appUrlConfigured && request.hostname !== appHostname) {
        return reply.redirect(`${config.appUrl}${request.url}`);
      }
      const client = await configuration();
      const flow: PendingFlow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: config.oidc?.scopes ?? 'openid email',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      };
      if (request.query.flow === 'signup') {
        const prompts = client.serverMetadata().prompt_values_supported as string[] | undefined;
        if (prompts?.includes('create')) params.prompt = 'create';
      }
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: '/api/callback',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        signed: true,
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(oidc.buildAuthorizationUrl(client, params).href);
    },
  );

  app.get(
    '/api/callback',
    {
      schema: {
        response: { 302: redirectTo('the app, signed in'), 400: mediaAnswer('text/html', 'A page that says why signing in failed') },
      },
    },
    async (request, reply) => {
      const page = (title: string, message: string, status: 400) =>
        reply
          .status(status)
          .type('text/html; charset=utf-8')
          .send(messagePage(title, message, { href: '/api/login?flow=login', label: 'Sign in again' }));
      const cookie = request.cookies[FLOW_COOKIE];
      const unsigned = cookie ? request.unsignCookie(cookie) : null;
      reply.clearCookie(FLOW_COOKIE, { path: '/api/callback' });
      if (!unsigned?.valid || !unsigned.value) {
        return page('Sign-in expired', 'This sign-in link has expired or was opened in another browser. Please sign in again.', 400);
      }
      const flow = JSON.parse(unsigned.value) as PendingFlow;
      const client = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(client, new URL(request.url, config.appUrl), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID Connect callback rejected');
        return page('Sign-in failed', 'We could not complete your sign-in. Please try again.', 400);
      }
      const idClaims = tokens.claims()!;
      // Many issuers keep e-mail and name out of the ID token; the userinfo endpoint has them.
      const claims: Record<string, unknown> =
        typeof idClaims.email === 'string' || !client.serverMetadata().userinfo_endpoint
          ? idClaims
          : { ...idClaims, ...(await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)) };
      const userId = await upsertUserFromClaims(db, {
        issuer: client.serverMetadata().issuer,
        subject: idClaims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        // Some issuers (Amazon Cognito) send the claim as the string 'true'.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
        lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
        profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
      });
      const previous = sessionToken(request, config);
      if (previous) await app.sessions.end(previous);
      await startSession(db, config, reply, userId, tokens.id_token ?? null);
      return reply.redirect('/');
    },
  );

  app.get(
    '/api/logout',
    { schema: { response: { 302: redirectTo("the identity provider's sign-out, then the landing page") } } },
    async (request, reply) => {
      // A link on another site must not sign people out: only this site's own navigation does.
      if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/');
      const token = sessionToken(request, config);
      const ended = token ? await app.sessions.end(token) : null;
      clearSessionCookie(reply, config);
      // The built-in provider's session ends here too, not only if the browser submits its sign-out
      // form (it may run no JavaScript): otherwise the next person at this browser gets in without a password.
      if (!config.oidc) await endProviderSession(db, request.cookies[PROVIDER_SESSION_COOKIE]);
      if (ended?.idToken) {
        try {
          const client = await configuration();
          if (client.serverMetadata().end_session_endpoint) {
            const url = oidc.buildEndSessionUrl(client, {
              id_token_hint: ended.idToken,
              post_logout_redirect_uri: `${config.appUrl}/`,
            });
            return reply.redirect(url.href);
          }
        } catch (error) {
          request.log.warn({ err: error }, 'could not end the identity provider session');
        }
      }
      return reply.redirect('/');
    },
  );
}

async function discover(host: FastifyInstance, config: Config): Promise<oidc.Configuration> {
  if (config.oidc) {
    const insecure = config.oidc.issuerUrl.startsWith('http://');
    return oidc.discovery(new URL(config.oidc.issuerUrl), config.oidc.clientId, config.oidc.clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
  }
  return oidc.discovery(new URL(builtInIssuer(config)), IDP_CLIENT_ID, builtInClientSecret(config), undefined, {
    execute: [oidc.allowInsecureRequests],
    [oidc.customFetch]: inProcessFetch(host),
  });
}

/** A fetch that answers from this app's own routes without touching the network. */
function inProcessFetch(host: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await host.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      payload: options.body == null ? undefined : String(options.body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
