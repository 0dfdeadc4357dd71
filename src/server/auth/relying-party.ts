import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/http-errors.js';
import { messagePage } from './idp/pages.js';
import { IDP_CLIENT_ID, builtInClientSecret, builtInIssuer } from './built-in-issuer.js';
import { PROVIDER_SESSION_COOKIE, endProviderSession } from './idp/account-sign-ins.js';
import { clearSessionCookie, sessionToken, startSession } from './session-plugin.js';
import { upsertUserFromClaims } from '../features/users/service.js';
import { mediaAnswer, redirectTo } from '../lib/answers.js';
import { namesFromClaims } from './claim-names.js';
import { CLIENT_REFUSED_ERRORS, chooseTokenAuthMethod, type TokenAuthMethod } from './token-auth-method.js';
import { clientAuthentication } from './client-authentication.js';
import { identityProviderSchema, logoutQuerySchema } from '../../shared/sign-in.js';
import { SIGNED_OUT_COOKIE, type SignedOutState } from '../../shared/signed-out.js';

const FLOW_COOKIE = 'willow_oidc';
const FLOW_TTL_SECONDS = 10 * 60;
/** After signing out of Willow, how long "Sign out of your identity provider too" still works. */
const PROVIDER_SIGN_OUT_COOKIE = 'willow_idp_sign_out';
const PROVIDER_SIGN_OUT_TTL_SECONDS = 15 * 60;

interface Issuer {
  client: oidc.Configuration;
  tokenAuthMethod: TokenAuthMethod;
}

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
  let discovered: Promise<Issuer> | undefined;

  const issuerSettings = () => {
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
  const configuration = async () => (await issuerSettings()).client;

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
      const { client, tokenAuthMethod } = await issuerSettings();
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
        if (error instanceof oidc.ResponseBodyError && CLIENT_REFUSED_ERRORS.has(error.error)) {
          request.log.error(clientRefusedLine(error.error, tokenAuthMethod, client));
        }
        return page('Sign-in failed', 'We could not complete your sign-in. Please try again.', 400);
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The issuer answered the sign-in without an ID token');
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
        ...namesFromClaims(claims),
        profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
      });
      // The sign-in may have changed the person (a verified address, a new name): this instance's
      // next read sees it at once, without waiting for PostgreSQL to deliver the change.
      app.userCache.forget(userId);
      const previous = sessionToken(request, config);
      if (previous) await app.sessions.end(previous);
      await startSession(db, config, reply, userId, tokens.id_token ?? null);
      return reply.redirect('/');
    },
  );

  routes.get('/api/auth/identity-provider', { schema: { response: { 200: identityProviderSchema } } }, async () => {
    const metadata = (await configuration()).serverMetadata();
    const prompts = metadata.prompt_values_supported as string[] | undefined;
    return {
      builtIn: !config.oidc,
      name: new URL(metadata.issuer).host,
      signUpPage: prompts?.includes('create') ?? false,
      signOut: Boolean(metadata.end_session_endpoint),
    };
  });

  routes.get(
    '/api/logout',
    {
      schema: {
        querystring: logoutQuerySchema,
        response: { 302: redirectTo("the identity provider's sign-out, or the landing page") },
      },
    },
    async (request, reply) => {
      // A link on another site must not sign people out: only this site's own navigation does.
      if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/');
      const token = sessionToken(request, config);
      const ended = token ? await app.sessions.end(token) : null;
      clearSessionCookie(reply, config);
      // The built-in provider's session ends here too, not only if the browser submits its sign-out
      // form (it may run no JavaScript): otherwise the next person at this browser gets in without a password.
      if (!config.oidc) await endProviderSession(db, request.cookies[PROVIDER_SESSION_COOKIE]);
      const client = await configuration().catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not end the identity provider session');
        return undefined;
      });
      if (!client?.serverMetadata().end_session_endpoint) return reply.redirect('/');
      const endSessionUrl = (idToken: string) =>
        oidc.buildEndSessionUrl(client, { id_token_hint: idToken, post_logout_redirect_uri: `${config.appUrl}/` }).href;

      // The built-in provider is part of Willow: signing out of one is signing out of both.
      if (!config.oidc) return reply.redirect(ended?.idToken ? endSessionUrl(ended.idToken) : '/');

      // An external provider's session is the person's own: ending it too is their choice, made
      // here or on the landing page afterwards (which sends them back with identityProvider=true).
      const idToken = ended?.idToken ?? unsignedCookie(request, PROVIDER_SIGN_OUT_COOKIE);
      const cookiePath = { path: '/api/logout' };
      if (request.query.identityProvider) {
        reply.clearCookie(PROVIDER_SIGN_OUT_COOKIE, cookiePath);
        if (!idToken) return signedOut(reply, 'identity-provider-expired').redirect('/');
        return signedOut(reply, 'identity-provider').redirect(endSessionUrl(idToken));
      }
      if (idToken) {
        reply.setCookie(PROVIDER_SIGN_OUT_COOKIE, idToken, {
          ...cookiePath,
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          signed: true,
          maxAge: PROVIDER_SIGN_OUT_TTL_SECONDS,
        });
      }
      return signedOut(reply, 'willow').redirect('/');
    },
  );

  /** Tells the landing page what signing out did; it reads the cookie once and removes it. */
  const signedOut = (reply: FastifyReply, state: SignedOutState) =>
    reply.setCookie(SIGNED_OUT_COOKIE, state, {
      path: '/',
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: PROVIDER_SIGN_OUT_TTL_SECONDS,
    });
}

function unsignedCookie(request: FastifyRequest, name: string): string | undefined {
  const cookie = request.cookies[name];
  const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
  return unsigned?.valid && unsigned.value ? unsigned.value : undefined;
}

/** The log line an operator needs when the issuer refuses the client at its token endpoint. */
function clientRefusedLine(error: string, method: TokenAuthMethod, client: oidc.Configuration): string {
  const advertised = client.serverMetadata().token_endpoint_auth_methods_supported;
  return (
    `The identity provider refused Willow's client at its token endpoint (${error}). Willow authenticated with ` +
    `${method}${advertised ? ` (the issuer advertises ${advertised.join(', ')})` : ''}. Register the client at the ` +
    `issuer with that token endpoint auth method, or set OIDC_TOKEN_AUTH_METHOD to the method the client is ` +
    'registered with, and check OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.'
  );
}

/**
 * The issuer's metadata, with the client authentication chosen from what it advertises
 * (token-auth-method.ts). The built-in provider's back-channel calls stay in-process.
 */
async function discover(host: FastifyInstance, config: Config): Promise<Issuer> {
  const external = config.oidc;
  const issuerUrl = external?.issuerUrl ?? builtInIssuer(config);
  const clientId = external?.clientId ?? IDP_CLIENT_ID;
  const secret = external ? external.clientSecret : builtInClientSecret(config);
  const insecure = issuerUrl.startsWith('http://');
  const inProcess = external ? undefined : inProcessFetch(host);
  const found = await oidc.discovery(new URL(issuerUrl), clientId, undefined, oidc.None(), {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    ...(inProcess && { [oidc.customFetch]: inProcess }),
  });
  const metadata = found.serverMetadata();
  const tokenAuthMethod = chooseTokenAuthMethod(metadata.token_endpoint_auth_methods_supported, {
    configured: external?.tokenAuthMethod,
    hasSecret: Boolean(secret),
  });
  const client = new oidc.Configuration(metadata, clientId, undefined, clientAuthentication(tokenAuthMethod, secret));
  if (insecure) oidc.allowInsecureRequests(client);
  if (inProcess) client[oidc.customFetch] = inProcess;
  return { client, tokenAuthMethod };
}

/** A fetch that answers from this app's own routes without touching the network. */
function inProcessFetch(host: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await host.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      // openid-client posts its forms as URLSearchParams (or a string), the only bodies it sends here.
      payload: typeof options.body === 'string' || options.body instanceof URLSearchParams ? options.body.toString() : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  };
}
