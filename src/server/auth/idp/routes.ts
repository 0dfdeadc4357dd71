import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { getUserRow } from '../../features/users/service.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { PASSWORD_CHECK_LIMIT, RATE_LIMIT_KEYS, changePassword, verifyCredentials } from './accounts.js';
import {
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_PATH,
  changePasswordPage,
  checkEmailPage,
  confirmSignUpPage,
  messagePage,
  signInPage,
  signUpPage,
} from './pages.js';
import { IDP_MOUNT, builtInIssuer } from '../built-in-issuer.js';
import { DEVICE_COOKIE, claimSignInAttempt, deviceCookieFor, forgiveAttempt, knownDevice } from './sign-in-throttle.js';
import { sessionToken } from '../session-plugin.js';
import {
  confirmFormSchema,
  confirmQuerySchema,
  interactionParamsSchema,
  interactionQuerySchema,
  passwordFormSchema,
  resendFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from './forms.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { confirmSignUp, requestSignUp, resendSignUp } from './sign-up.js';
import { PROVIDER_SESSION_COOKIE, endAccountSignIns } from './account-sign-ins.js';
import { useLinkToken } from './link-tokens.js';
import { passwordChangedNotice } from './recovery.js';
import { RESUME_COOKIE, recoveryRoutes } from './recovery-routes.js';
import { tooManyMessage } from './wait-message.js';

const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SIGN_UP_WINDOW_SECONDS = 60 * 60;

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
    raw.url = raw.url!.slice(IDP_MOUNT.length) || '/';
    await handle(raw, reply.raw);
  };
  app.all(`${IDP_MOUNT}/*`, passthrough);
}

/** The provider's screens: sign-in, sign-up and change password, rendered by the app. */
export async function identityProviderScreens(app: FastifyInstance, opts: { provider: Provider; db: Db; config: Config; mailer: Mailer }) {
  const { provider, db, config } = opts;
  const signUps = { db, mailer: opts.mailer, appUrl: config.appUrl };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      html(
        reply,
        messagePage('This sign-in has expired', 'Please start again from the app.', { href: '/', label: 'Back to the app' }),
        400,
      );
      return null;
    }
  };

  // Marks this browser as one that signed in to the account, for the sign-in throttle.
  const rememberDevice = (reply: FastifyReply, email: string) =>
    reply.setCookie(DEVICE_COOKIE, deviceCookieFor(config.sessionSecret, email), {
      path: IDP_MOUNT,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });

  const finish = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    // `create` is always resolved too: someone sent to sign-up may sign in to an existing account instead.
    const target = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId }, create: {} },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(target, 303);
  };

  app.get(LOGOUT_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
  );

  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${IDP_MOUNT}/interaction/:uid`,
    { schema: { params: interactionParamsSchema, querystring: interactionQuerySchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      // A browser that just reset its password or opened a mailed sign-in link is signed in without asking again.
      const resume = request.cookies[RESUME_COOKIE];
      if (resume) {
        reply.clearCookie(RESUME_COOKIE, { path: IDP_MOUNT });
        const resumed = await useLinkToken(db, resume, 'resume');
        if (resumed) {
          rememberDevice(reply, resumed.email);
          return finish(request, reply, resumed.accountId);
        }
      }
      const signUp = request.query.screen === 'signup' || (interaction.prompt.name === 'create' && request.query.screen !== 'login');
      return html(reply, signUp ? signUpPage(interaction.uid) : signInPage(interaction.uid));
    },
  );

  routes.post(
    `${IDP_MOUNT}/interaction/:uid/login`,
    { schema: { params: interactionParamsSchema, body: signInFormSchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email, password } = request.body;
      const attempt = { email, ip: request.ip, device: knownDevice(config.sessionSecret, email, request.cookies[DEVICE_COOKIE]) };
      const wait = email && password ? await claimSignInAttempt(db, attempt) : null;
      if (wait !== null) {
        const error = { field: 'form' as const, message: tooManyMessage(wait.seconds) };
        return html(reply, signInPage(interaction.uid, { email, error, throttled: { accountWide: wait.accountWide } }), 429);
      }
      const result = await verifyCredentials(db, { email, password });
      if (!result.ok) {
        return html(reply, signInPage(interaction.uid, { email, error: { field: result.field, message: result.message } }), 401);
      }
      await forgiveAttempt(db, attempt);
      rememberDevice(reply, result.email);
      return finish(request, reply, result.accountId);
    },
  );

  const signUpGate = async (request: FastifyRequest) => {
    const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.signUpIp(request.ip), {
      limit: config.signUpsPerIpPerHour,
      windowSeconds: SIGN_UP_WINDOW_SECONDS,
    });
    return gate.allowed ? null : tooManyMessage(gate.retryAfterSeconds);
  };
  const mailFailed = (request: FastifyRequest, error: unknown) => {
    request.log.error({ err: error }, 'sign-up e-mail could not be sent');
    return { field: 'form' as const, message: 'We could not send the e-mail. Please try again later.' };
  };

  // Every accepted form gets the same "check your e-mail" page: the account is made only from the mailed link.
  routes.post(
    `${IDP_MOUNT}/interaction/:uid/signup`,
    { schema: { params: interactionParamsSchema, body: signUpFormSchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email, password } = request.body;
      const tooMany = await signUpGate(request);
      if (tooMany) return html(reply, signUpPage(interaction.uid, { email, error: { field: 'form', message: tooMany } }), 429);
      try {
        const result = await requestSignUp(signUps, { email, password, interactionUid: interaction.uid });
        if (!result.ok)
          return html(reply, signUpPage(interaction.uid, { email, error: { field: result.field, message: result.message } }), 400);
        return html(reply, checkEmailPage(interaction.uid, result.email));
      } catch (error) {
        return html(reply, signUpPage(interaction.uid, { email, error: mailFailed(request, error) }), 502);
      }
    },
  );

  routes.post(
    `${IDP_MOUNT}/interaction/:uid/signup/resend`,
    { schema: { params: interactionParamsSchema, body: resendFormSchema } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const { email } = request.body;
      const tooMany = await signUpGate(request);
      if (tooMany) return html(reply, signUpPage(interaction.uid, { email, error: { field: 'form', message: tooMany } }), 429);
      try {
        await resendSignUp(signUps, { email, interactionUid: interaction.uid });
        return html(reply, checkEmailPage(interaction.uid, email, true));
      } catch (error) {
        return html(reply, signUpPage(interaction.uid, { email, error: mailFailed(request, error) }), 502);
      }
    },
  );

  routes.get(
    `${IDP_MOUNT}/interaction/:uid/confirm`,
    { schema: { params: interactionParamsSchema, querystring: confirmQuerySchema } },
    async (request, reply) => html(reply, confirmSignUpPage(request.params.uid, request.query.token)),
  );

  routes.post(
    `${IDP_MOUNT}/interaction/:uid/confirm`,
    { schema: { params: interactionParamsSchema, body: confirmFormSchema } },
    async (request, reply) => {
      const result = await confirmSignUp(db, request.body.token);
      const signIn = { href: '/api/login?flow=login', label: 'Sign in' };
      if (result.status === 'invalid') {
        const again = { href: '/api/login?flow=signup', label: 'Create your account again' };
        return html(reply, messagePage('This link no longer works', 'It was already used, or it is more than a day old.', again), 400);
      }
      if (result.status === 'taken') {
        return html(reply, messagePage('You already have an account', 'This e-mail already has an account. Sign in with it.', signIn), 409);
      }
      rememberDevice(reply, result.email);
      // In the browser that signed up, the sign-in it began carries on; anywhere else, the person signs in.
      const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
      if (interaction?.uid === result.interactionUid) return finish(request, reply, result.accountId);
      return html(reply, messagePage('Your account is ready', 'Your e-mail is confirmed. Sign in with it and your password.', signIn));
    },
  );

  // Change password for accounts of the built-in provider, reached from the app's security page.
  const localAccountId = async (request: FastifyRequest) => {
    if (!request.session) return null;
    const user = await getUserRow(db, request.session.userId).catch(() => null);
    return user && user.issuer === builtInIssuer(config) ? user.subject : null;
  };

  app.get(`${IDP_MOUNT}/account/password`, async (request, reply) => {
    if (!(await localAccountId(request))) return reply.redirect('/api/login?flow=login');
    return html(reply, changePasswordPage());
  });

  routes.post(`${IDP_MOUNT}/account/password`, { schema: { body: passwordFormSchema } }, async (request, reply) => {
    const accountId = await localAccountId(request);
    if (!accountId) return reply.redirect('/api/login?flow=login', 303);
    const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.password(accountId), PASSWORD_CHECK_LIMIT);
    if (!gate.allowed) {
      return html(reply, changePasswordPage({ error: { field: 'form', message: tooManyMessage(gate.retryAfterSeconds) } }), 429);
    }
    const result = await changePassword(db, accountId, request.body);
    if (!result.ok) return html(reply, changePasswordPage({ error: { field: result.field, message: result.message } }), 400);
    // Someone who knew the old password is signed out everywhere else, the provider's sign-ins
    // included (or they would get back in without it); this device stays signed in.
    await endAccountSignIns(
      db,
      app.sessions,
      { issuer: builtInIssuer(config), accountId },
      { sessionToken: sessionToken(request, config), providerSessionId: request.cookies[PROVIDER_SESSION_COOKIE] },
    );
    await opts.mailer
      .send(passwordChangedNotice(config.appUrl, result.email))
      .catch((error: unknown) => request.log.error({ err: error }, 'password-changed e-mail could not be sent'));
    return html(reply, changePasswordPage({ done: true }));
  });

  await app.register(recoveryRoutes, { db, config, mailer: opts.mailer, html });
}
