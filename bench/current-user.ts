import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { users } from '../src/server/db/schema.js';
import { openTestDatabase, signedInUser, testConfig } from '../src/server/testing/harness.js';
import { sessionUserId } from './bare-session.js';
import { format, load } from './load.js';

/**
 * GET /api/auth/user through the whole app (cookie, session lookup, user read, response
 * schema) next to a bare node:http handler running the same two queries, in one run.
 */
export async function benchCurrentUser(seconds: number) {
  const database = await openTestDatabase('pglite');
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const me = await signedInUser({ app, db: database.db, config, close: async () => {} });
  const token = me.cookie.split('=')[1]!;

  const bare = http.createServer(async (_req, res) => {
    const [user] = await database.db.select().from(users).where(eq(users.id, await sessionUserId(database.db, token)));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(user));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/auth/user`;
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const options = { concurrency: 10, seconds, headers: { cookie: me.cookie } };
  await load(appUrl, { ...options, seconds: 1 }); // warm-up
  const baseline = await load(bareUrl, options);
  const full = await load(appUrl, options);

  console.log('GET /api/auth/user (PGlite, 10 concurrent clients)');
  console.log(`  bare node:http, same SQL  ${format(baseline)}`);
  console.log(`  Willow app                ${format(full)}`);
  console.log(`  ratio app / bare          ${(full.perSecond / baseline.perSecond).toFixed(2)}`);

  await app.close();
  bare.close();
  await database.close();
}
