import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app.js';
import type { Db } from '../src/server/db/client.js';
import { openTestDatabase, signedInUser, testConfig } from '../src/server/testing/harness.js';
import { sessionUserId } from './bare-session.js';
import { format, load } from './load.js';

interface AppVsBare {
  title: string;
  /** The app's path under test. */
  path: string;
  seconds: number;
  /** Seeds the database for the signed-in user before the loads. */
  seed?(db: Db, userId: string): Promise<void>;
  /** The bare handler's work after the same session lookup: the same SQL, answered as JSON. */
  bare(db: Db, userId: string): Promise<unknown>;
}

/**
 * A GET through the whole app next to a bare node:http handler doing the same database work on
 * the same PGlite database, in one run (10 concurrent clients); prints both and the ratio.
 */
export async function benchAppVsBare({ title, path, seconds, seed, bare }: AppVsBare) {
  const database = await openTestDatabase('pglite');
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const me = await signedInUser({ app, db: database.db, config, close: async () => {} });
  const token = me.cookie.split('=')[1]!;
  await seed?.(database.db, me.userId);

  const bareServer = http.createServer(async (_req, res) => {
    const body = await bare(database.db, await sessionUserId(database.db, token));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));

  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`;
  const options = { concurrency: 10, seconds, headers: { cookie: me.cookie } };
  await load(appUrl, { ...options, seconds: 1 }); // warm-up
  const baseline = await load(bareUrl, options);
  const full = await load(appUrl, options);

  console.log(`${title} (PGlite, 10 concurrent clients)`);
  console.log(`  bare node:http, same SQL  ${format(baseline)}`);
  console.log(`  Willow app                ${format(full)}`);
  console.log(`  ratio app / bare          ${(full.perSecond / baseline.perSecond).toFixed(2)}`);

  await app.close();
  bareServer.close();
  await database.close();
}
