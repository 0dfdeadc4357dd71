import { addDays } from '../src/shared/days.js';
import { buildApp } from '../src/server/app.js';
import { databaseKinds, openTestDatabase, signedInUser, testConfig, type DatabaseKind } from '../src/server/testing/harness.js';
import { listen } from './app-vs-bare.js';
import { seedYear } from './day-record.js';
import { format, load } from './load.js';

const LAST_DAY = '2026-11-22';
const CONCURRENCY = 1;

/**
 * GET /api/insights for the last 90 days (series, adherence and patterns over about 1,700
 * entries) next to GET /api/health/{date} (one day's record), for a user with a year of dense
 * logs, one client at a time, in the same run. Aim: insights within 3x the day record's time.
 */
export async function benchInsights(seconds: number) {
  for (const kind of databaseKinds) await benchKind(kind, seconds);
}

async function benchKind(kind: DatabaseKind, seconds: number) {
  const database = await openTestDatabase(kind);
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  const base = await listen(app);
  const me = await signedInUser({ app, db: database.db, config, close: async () => {} });
  await seedYear(database.db, me.userId, new Date(`${LAST_DAY}T00:00:00Z`));
  const options = { concurrency: CONCURRENCY, seconds, headers: { cookie: me.cookie } };
  const day = `${base}/api/health/${LAST_DAY}`;
  const insights = `${base}/api/insights?from=${addDays(LAST_DAY, -89)}&to=${LAST_DAY}`;
  await load(day, { ...options, seconds: 1 });
  await load(insights, { ...options, seconds: 1 });

  const dayRecord = await load(day, options);
  const ninetyDays = await load(insights, options);
  console.log(`GET /api/insights, 90 days of a year of dense logs (${kind}, one client)`);
  console.log(`  GET /api/health/{date} (baseline)  ${format(dayRecord)}`);
  console.log(`  GET /api/insights, 90 days         ${format(ninetyDays)}`);
  console.log(`  ratio insights / day record, p50    ${(ninetyDays.p50 / dayRecord.p50).toFixed(2)} (aim: at most 3)`);

  await app.close();
  await database.close();
}
