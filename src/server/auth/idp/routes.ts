import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { ACCOUNT_MESSAGES, RATE_LIMIT_KEYS, changePassword, createAccount, verifyCredentials } from './accounts.js';
import {
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_PATH,
  changePasswordPage,
  messagePage,
  signInPage,
  signUpPage,
  type FormState,
} from './pages.js';
import { IDP_MOUNT, builtInIssuer } from './provider.js';

const SIGN_IN_LIMITS = {
  perIp: { limit: 30, windowSeconds: 15 * 60 },
  perEmail: { limit: 10, windowSeconds: 15 * 60 },
};
const SIGN_UP_WINDOW_SECONDS = 60 * 60;

type Form = Record<string, string>;

/** Routes oidc-provider itself answers; bodies stay unread so the provider can parse them. */
export async function identityProviderPassthrough(app: FastifyInstance, opts: { provider: Provider }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = opts.provider.callback();
  const passthrough = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(IDP_MOUNT.length) || '/';
    await handle(raw, reply.raw);
  };
  app.all(`${IDP_MOUNT}/*`, passthrough);
}

/** The provider's screens: sign-in, sign-up and change password, rendered by the app. */
export async function identityProviderScreens(app: FastifyInstance, opts: { provider: Provider; db: Db; config: Config }) {
  const { provider, db, config } = opts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      html(reply, messagePage('This sign-in has expired', 'Please start again from the app.', { href: '/', label: 'Back to the app' }), 400);
      return null;
    }
  };

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

  app.get<{ Params: { uid: string }; Querystring: { screen?: string } }>(
    `${IDP_MOUNT}/interaction/:uid`,
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return reply;
      const signUp = request.query.screen === 'signup' || (interaction.prompt.name === 'create' && request.query.screen !== 'login');
      return html(reply, signUp ? signUpPage(interaction.uid) : signInPage(interaction.uid));
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(`${IDP_MOUNT}/interaction/:uid/login`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const email = String(request.body?.email ?? '').trim().toLowerCase();
    const password = String(request.body?.password ?? '');
    const limited = await limitSignIn(db, request.ip, email);
    if (limited) return html(reply, signInPage(interaction.uid, { email, error: { field: 'form', message: limited } }), 429);
    const result = await verifyCredentials(db, { email, password });
    if (!result.ok) {
      return html(reply, signInPage(interaction.uid, { email, error: { field: result.field, message: result.message } }), 401);
    }
    return finish(request, reply, result.accountId);
  });

  app.post<{ Params: { uid: string }; Body: Form }>(`${IDP_MOUNT}/interaction/:uid/signup`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const email = String(request.body?.email ?? '');
    const password = String(request.body?.password ?? '');
    const state: FormState = { email };
    const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.signUpIp(request.ip), { limit: config.signUpsPerIpPerHour, windowSeconds: SIGN_UP_WINDOW_SECONDS });
    if (!gate.allowed) {
      state.error = { field: 'form', message: tooManyMessage(gate.retryAfterSeconds) };
      return html(reply, signUpPage(interaction.uid, state), 429);
    }
    const result = await createAccount(db, { email, password });
    if (!result.ok) {
      state.error = { field: result.field, message: result.message };
      return html(reply, signUpPage(interaction.uid, state), result.message === ACCOUNT_MESSAGES.emailTaken ? 409 : 400);
    }
    return finish(request, reply, result.accountId);
  });

  // Change password for accounts of the built-in provider, reached from the app's security page.
  const localAccountId = async (request: FastifyRequest) => {
    if (!request.session) return null;
    const [user] = await db.select({ issuer: users.issuer, subject: users.subject }).from(users).where(eq(users.id, request.session.userId));
    return user && user.issuer === builtInIssuer(config) ? user.subject : null;
  };

  app.get(`${IDP_MOUNT}/account/password`, async (request, reply) => {
    if (!(await localAccountId(request))) return reply.redirect('/api/login?flow=login');
    return html(reply, changePasswordPage());
  });

  app.post<{ Body: Form }>(`${IDP_MOUNT}/account/password`, async (request, reply) => {
    const accountId = await localAccountId(request);
    if (!accountId) return reply.redirect('/api/login?flow=login', 303);
    const gate = await hitRateLimit(db, RATE_LIMIT_KEYS.password(accountId), SIGN_IN_LIMITS.perEmail);
    if (!gate.allowed) {
      return html(reply, changePasswordPage({ error: { field: 'form', message: tooManyMessage(gate.retryAfterSeconds) } }), 429);
    }
    const result = await changePassword(db, accountId, {
      currentPassword: String(request.body?.currentPassword ?? ''),
      newPassword: String(request.body?.newPassword ?? ''),
    });
    if (!result.ok) return html(reply, changePasswordPage({ error: { field: result.field, message: result.message } }), 400);
    return html(reply, changePasswordPage({ done: true }));
  });
}

async function limitSignIn(db: Db, ip: string, email: string): Promise<string | null> {
  const byIp = await hitRateLimit(db, RATE_LIMIT_KEYS.signInIp(ip), SIGN_IN_LIMITS.perIp);
  if (!byIp.allowed) return tooManyMessage(byIp.retryAfterSeconds);
  if (!email) return null;
  const byEmail = await hitRateLimit(db, RATE_LIMIT_KEYS.signInEmail(email), SIGN_IN_LIMITS.perEmail);
  return byEmail.allowed ? null : tooManyMessage(byEmail.retryAfterSeconds);
}

function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
