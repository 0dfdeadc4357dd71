import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { databaseKinds, openTestDatabase, signedInUser, testConfig, type DatabaseKind } from '../src/server/testing/harness.js';
import { sessionUserId } from './bare-session.js';
import { format, load } from './load.js';
import { asyncHandler } from '../src/server/testing/async-handler.js';

interface AppVsBare {
  title: string;
  /** The app's path under test. */
  path: string;
  seconds: number;
  /** Seeds the database for the signed-in user before the loads. */
  seed?: (db: Db, userId: string) => Promise<void>;
  /** The bare handler's work after the same session lookup: the same SQL, answered as JSON. */
  bare: (db: Db, userId: string) => Promise<unknown>;
}

const CONCURRENCY = 10;

export const listen = async (server: http.Server | FastifyInstance): Promise<string> => {
  if ('inject' in server) await server.listen({ port: 0, host: '127.0.0.1' });
  else await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = ('inject' in server ? server.server : server).address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
};

/** A bare node:http handler answering `body` from memory: what the HTTP stack itself can do. */
export const memoryServer = (body: string) =>
  http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(body);
  });

/**
 * A GET through the whole app at 10 concurrent clients, next to two bare node:http handlers in
 * the same run: one answering the app's own JSON from memory (the HTTP stack's limit), one doing
 * the same database work. On every database kind; on Postgres also two app instances, each with
 * its own pool, sharing the load.
 */
export async function benchAppVsBare(options: AppVsBare) {
  for (const kind of databaseKinds) await benchKind(kind, options);
}

async function benchKind(kind: DatabaseKind, { title, path, seconds, seed, bare }: AppVsBare) {
  const database = await openTestDatabase(kind);
  const config = testConfig();
  const app = await buildApp({ config, database, logger: false });
  const appBase = await listen(app);
  const me = await signedInUser({ app, db: database.db, config, close: async () => {} });
  const token = me.cookie.split('=')[1]!;
  await seed?.(database.db, me.userId);
  const options = { concurrency: CONCURRENCY, seconds, headers: { cookie: me.cookie } };
  await load(appBase + path, { ...options, seconds: 1 }); // warm-up

  const answer = await fetch(appBase + path, { headers: { cookie: me.cookie } });
  const memory = memoryServer(await answer.text());
  const sameSql = http.createServer(
    asyncHandler(async (_req, res) => {
      const body = await bare(database.db, await sessionUserId(database.db, token));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    }),
  );
  const memoryBaseline = await load((await listen(memory)) + '/', options);
  const sqlBaseline = await load((await listen(sameSql)) + '/', options);
  const full = await load(appBase + path, options);

  console.log(`${title} (${kind}, ${CONCURRENCY} concurrent clients)`);
  console.log(`  bare node:http, JSON from memory  ${format(memoryBaseline)}`);
  console.log(`  bare node:http, same SQL          ${format(sqlBaseline)}`);
  console.log(`  Willow app                        ${format(full)}`);
  console.log(`  ratio app / bare from memory      ${(full.perSecond / memoryBaseline.perSecond).toFixed(2)}`);
  console.log(`  ratio app / bare same SQL         ${(full.perSecond / sqlBaseline.perSecond).toFixed(2)}`);

  if (database.url) {
    const second = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    const other = await buildApp({ config, database: second, logger: false });
    const bases = [appBase, await listen(other)];
    let turn = 0;
    await load(bases[1] + path, { ...options, seconds: 1 });
    const both = await load(() => bases[turn++ % 2] + path, options);
    console.log(`  two Willow instances, one Postgres ${format(both)}`);
    await other.close();
    await second.close();
  }

  await app.close();
  memory.close();
  sameSql.close();
  await database.close();
}
