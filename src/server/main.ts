import { existsSync } from 'node:fs';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { deleteExpiredSessions } from './auth/sessions.js';
import { deleteExpiredIdpPayloads } from './auth/idp/adapter.js';
import { deleteExpiredSignUps } from './auth/idp/sign-up.js';
import { deleteExpiredLinkTokens } from './auth/idp/link-tokens.js';
import { deleteStaleRateLimits } from './lib/rate-limit.js';
import { deleteOldIdempotentWrites } from './lib/idempotency.js';
import { startRetentionJob } from './features/data/retention.js';
import { ensureFoodData } from './features/foods/loader.js';
import { startNotificationScheduler } from './features/notifications/scheduler.js';
import { deleteOldDeliveries } from './features/notifications/deliveries.js';
import { webPushSender } from './features/notifications/push-sender.js';
import { pushEndpointPolicy } from './features/notifications/push-endpoint.js';
import { loadVapidDetails } from './features/notifications/vapid.js';

if (existsSync('.env')) process.loadEnvFile('.env');
const dev = process.argv.includes('--dev');
if (dev) process.env.NODE_ENV ??= 'development';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// A person at a terminal reads lines; anything else (a log collector, a file) gets JSON.
const app = await buildApp({ config, database, dev, logger: process.stdout.isTTY ? 'readable' : true });
for (const notice of database.notices ?? []) app.log.warn(notice);
const foodData = await ensureFoodData(database.db);
app.log.info(
  foodData.loaded
    ? `food data loaded: ${foodData.foods} foods in ${foodData.milliseconds.toFixed(0)} ms`
    : `food data is current (checked in ${foodData.milliseconds.toFixed(0)} ms)`,
);

const sweep = setInterval(
  () => {
    Promise.all([
      deleteExpiredSessions(database.db),
      deleteExpiredIdpPayloads(database.db),
      deleteExpiredSignUps(database.db),
      deleteExpiredLinkTokens(database.db),
      deleteStaleRateLimits(database.db),
      deleteOldIdempotentWrites(database.db),
      deleteOldDeliveries(database.db),
    ]).catch((err: unknown) => app.log.warn({ err }, 'expired-row sweep failed'));
  },
  60 * 60 * 1000,
);
sweep.unref();
const stopRetention = startRetentionJob(database.db, app.log);
const send = webPushSender(await loadVapidDetails(database.db, config.push), pushEndpointPolicy(config.appUrl), (err) =>
  app.log.warn({ err }, 'push failed'),
);
const stopNotifications = startNotificationScheduler({ db: database.db, send, log: app.log });

let closing = false;
async function shutDown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  await stopRetention();
  await stopNotifications();
  await app.close();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shutDown(signal).catch((err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Willow is running at ${config.appUrl} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}, sign-in: ${config.oidc ? config.oidc.issuerUrl : 'built-in provider'})`,
);
