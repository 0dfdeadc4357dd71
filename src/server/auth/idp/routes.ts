import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.js';
import { IDP_MOUNT } from '../built-in-issuer.js';
import { html, type ScreenDeps } from './interaction-steps.js';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './pages.js';
import { passwordRoutes } from './password-routes.js';
import { recoveryRoutes } from './recovery-routes.js';
import { signInRoutes } from './sign-in-routes.js';
import { signUpRoutes } from './sign-up-routes.js';

/** Routes oidc-provider itself answers; bodies stay unread so the provider can parse them. */
export async function identityProviderPassthrough(app: FastifyInstance, opts: { provider: Provider; config: Config }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = opts.provider.callback();
  const publicHost = new URL(opts.config.appUrl).host;
  const passthrough = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    if (opts.config.secureCookies) {
      // Served on https (APP_URL): the public scheme and host are known, so the provider's cookies
      // are Secure whatever a proxy sends or leaves out, trusted (TRUST_PROXY) or not.
      raw.headers['x-forwarded-proto'] = 'https';
      raw.headers['x-forwarded-host'] = publicHost;
    }
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(IDP_MOUNT.length) || '/';
    await handle(raw, reply.raw);
  };
  app.all(`${IDP_MOUNT}/*`, passthrough);
}

/** The provider's screens: sign-in, sign-up, change password and recovery, rendered by the app. */
export async function identityProviderScreens(app: FastifyInstance, deps: ScreenDeps) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.get(LOGOUT_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
  );
  await app.register(signInRoutes, deps);
  await app.register(signUpRoutes, deps);
  await app.register(passwordRoutes, deps);
  await app.register(recoveryRoutes, { db: deps.db, config: deps.config, mailer: deps.mailer, html });
}
