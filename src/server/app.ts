import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { errorHandler, frameworkErrorAnswer } from './plugins/error-handler.js';
import { routeCatalogPlugin } from './plugins/route-catalog.js';
import { apiReferencePlugin } from './plugins/api-reference.js';
import { sessionCookieName } from './auth/sessions.js';
import { compressionPlugin } from './plugins/compression.js';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { storableTextPlugin } from './plugins/storable-text.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { apiNoStorePlugin } from './plugins/api-no-store.js';
import { clientApp } from './plugins/client-app.js';
import { requireSession, sessionPlugin } from './auth/session-plugin.js';
import { userCachePlugin } from './features/users/user-cache.js';
import { relyingPartyRoutes } from './auth/relying-party.js';
import { emailConfirmationRoutes, userRoutes } from './features/users/routes.js';
import { createMailer } from './providers/mail/select-mailer.js';
import { settingsRoutes } from './features/settings/routes.js';
import { intakeRoutes } from './features/intake/routes.js';
import { feedbackRoutes } from './features/feedback/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { chatRoutes } from './features/chat/routes.js';
import { assistantLogLine, createAssistant } from './providers/assistant/select-assistant.js';
import { createSpeech } from './providers/speech/select-speech.js';
import { voiceRoutes } from './features/voice/routes.js';
import { crashReportRoutes } from './features/crash-reports/routes.js';
import { dataRoutes } from './features/data/routes.js';
import { chatMemoryRoutes } from './features/chat-memory/routes.js';
import { insightsRoutes } from './features/insights/routes.js';
import { foodRoutes } from './features/foods/routes.js';
import { createFoodService } from './features/foods/service.js';
import { createFoodSources } from './providers/foods/sources.js';
import { entryTextRoutes } from './features/entry-text/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { requestLogSerializer } from './lib/log-redaction.js';
import { refuseDisguisedApiPaths } from './lib/api-path.js';
import { billingPublicRoutes, billingRoutes } from './features/billing/routes.js';
import { createBillingProvider } from './providers/billing/select-billing.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Serve the client through Vite's dev server (hot reload). */
  dev?: boolean;
  /**
   * False: no log; true: JSON lines on stdout, for log collectors; 'readable': coloured lines
   * for a person at a terminal; a stream: JSON log lines go there (tests read them).
   */
  logger?: boolean | 'readable' | { write(line: string): void };
}

/**
 * How long one plugin may take to start. Fastify's 10 s default was passed by a plugin that reads
 * files (swagger-ui) on a 2-core machine at a load average of 10; a plugin that truly hangs still
 * stops the start, after this long.
 */
export const PLUGIN_START_TIMEOUT_MS = 120_000;

/**
 * TRUST_PROXY trusts the load balancer in front, one hop: the client's address is the one that
 * proxy saw (the last X-Forwarded-For entry), never the first, which the client writes itself and
 * which would let anyone pick a new address for every request past the per-address limits.
 */
const trustNearestProxy = (_address: string, hop: number) => hop === 0;

/** Builds the whole app; main.ts starts it and tests inject into it. */
export async function buildApp({ config, database, dev = false, logger = true }: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const headers = securityHeaders({
    contentSecurityPolicy: dev
      ? false
      : {
          directives: {
            upgradeInsecureRequests: config.secureCookies ? [] : null,
            // Spoken replies play from blob: URLs; a silent data: clip unlocks audio on iOS.
            mediaSrc: ["'self'", 'blob:', 'data:'],
            // Voice activity detection runs onnxruntime's WebAssembly (served from /vad/).
            scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          },
        },
    hsts: config.secureCookies,
    // Helmet's no-referrer makes the browser send `Origin: null` with a form posted from the app's
    // own pages (the test checkout, the e-mail links' confirm buttons), and the same-origin check
    // then cannot tell them from another site's; same-origin still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  const app = Fastify({
    logger: logger && {
      ...(typeof logger === 'object' && { stream: logger }),
      ...(logger === 'readable' && {
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
      }),
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestLogSerializer },
    },
    trustProxy: config.trustProxy && trustNearestProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
    frameworkErrors: frameworkErrorAnswer(headers),
  });
  app.addHook('onRequest', refuseDisguisedApiPaths);
  await app.register(routeCatalogPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(apiReferencePlugin, { sessionCookie: sessionCookieName(config.secureCookies) });
  // The API speaks JSON only; plain text bodies get a clear 415 instead of a confusing schema error.
  app.removeContentTypeParser('text/plain');
  await app.register(jsonBodyPlugin);

  await app.register(errorHandler);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(securityHeadersPlugin, { headers });
  await app.register(compressionPlugin);
  await app.register(sameOriginPlugin, { appUrl: config.appUrl, appUrlConfigured: config.appUrlConfigured });
  await app.register(apiNoStorePlugin);
  await app.register(storableTextPlugin);
  await app.register(sessionPlugin, { db, config, notifications: database.notifications });
  await app.register(userCachePlugin, { db, notifications: database.notifications });

  const mailer = createMailer(config.mail, app.log);
  app.log.info(`e-mail: ${mailer.label}`);
  app.addHook('onClose', async () => mailer.close());

  if (!config.oidc) {
    // Loaded only when it serves the sign-in: with an external issuer, oidc-provider and its
    // dependencies stay out of the process (and its runtime warning out of the log).
    const { createIdentityProvider } = await import('./auth/idp/provider.js');
    const { identityProviderPassthrough, identityProviderScreens } = await import('./auth/idp/routes.js');
    const provider = await createIdentityProvider(db, config);
    await app.register(identityProviderPassthrough, { provider, config });
    await app.register(identityProviderScreens, { provider, db, config, mailer });
  }
  await app.register(relyingPartyRoutes, { db, config, host: app });
  await app.register(emailConfirmationRoutes, { db, config, mailer });

  const assistant = createAssistant(config.assistant);
  app.log.info(assistantLogLine(config.assistant, assistant));
  app.addHook('onClose', async () => assistant?.close());

  const billing = { db, config, provider: createBillingProvider(config, db) };
  app.log.info(
    `billing: ${config.billing.mode === 'off' ? 'off (unlimited use for everyone)' : (billing.provider?.label ?? 'not configured')}`,
  );
  await app.register(billingPublicRoutes, billing);
  const speech = createSpeech(config.speech);
  app.log.info(
    `speech: listens with ${speech.speechToText?.label ?? "the browser's recognition"}, speaks with ${speech.textToSpeech?.label ?? "the device's voices"}` +
      (speech.speechToText
        ? ''
        : '. To let this server listen (browsers without recognition, such as Firefox, need it), set WHISPER_MODEL_PATH to a whisper.cpp model or SPEECH_BASE_URL to a speech service (see "Voice" in the README)'),
  );
  app.addHook('onClose', async () => speech.speechToText?.close());

  const foods = createFoodService({
    db,
    sources: createFoodSources(config.foods),
    cacheSeconds: config.foods.cacheSeconds,
    onlineTimeoutMs: config.foods.onlineTimeoutMs,
    log: app.log,
  });

  await app.register(async (api) => {
    api.addHook('onRequest', requireSession);
    await api.register(userRoutes, { db, config, mailer, billing });
    await api.register(settingsRoutes, { db });
    await api.register(intakeRoutes, { db });
    await api.register(feedbackRoutes, { db });
    await api.register(healthRoutes, { db, foods });
    await api.register(insightsRoutes, { db });
    await api.register(chatRoutes, { db, assistant, foods, billingMode: config.billing.mode });
    await api.register(voiceRoutes, {
      db,
      assistant,
      foods,
      speech,
      requestsPerMinute: config.speech.requestsPerMinute,
      billingMode: config.billing.mode,
    });
    await api.register(billingRoutes, billing);
    await api.register(crashReportRoutes, { db });
    await api.register(dataRoutes, { db });
    await api.register(chatMemoryRoutes, { db });
    await api.register(foodRoutes, { service: foods });
    await api.register(entryTextRoutes, { db, foods });
    await api.register(notificationRoutes, { db, config });
  });

  await app.register(clientApp, { dev });
  return app;
}
