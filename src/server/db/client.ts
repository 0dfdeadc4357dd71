import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { z } from 'zod';
import { migrationsFolder } from '../lib/paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction on the database: it takes every query a Db does, so functions taking a Db take one too. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What opening the database repaired, for the start-up log. */
  notices?: string[];
  /** LISTEN/NOTIFY: messages between the app instances sharing a database, and from its triggers. */
  notifications: Notifications;
  close(): Promise<void>;
}

/** PostgreSQL's LISTEN/NOTIFY. On PGlite a message reaches the listeners before the statement that sent it answers. */
export interface Notifications {
  /**
   * Calls onMessage with each payload sent on the channel, from any instance, until the answered
   * stop function is called. onGap is called when the listening connection dropped (messages
   * may have been missed meanwhile); it reconnects by itself.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

/** Any key; all instances agree on it so only one runs migrations at a time. */
const MIGRATION_LOCK_KEY = 7_242_001;

/**
 * Postgres when a URL is given, else PGlite: on disk in `dataDir`, or in memory when
 * `dataDir` is 'memory://' (tests). Migrations are applied before it is returned.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; memoryTemplate?: Blob }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.memoryTemplate);
}

/**
 * A dump of a new, migrated PGlite: an in-memory database opened from it (`memoryTemplate`)
 * skips initdb and the migrations it holds, which is most of the time a new one takes (tests).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

// Postgres has pg_trgm built in; PGlite loads it as an extension (food search needs it).
const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string, memoryTemplate: Blob | undefined): Promise<Database> {
  if (dataDir === 'memory://') return openMigratedPglite(new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: memoryTemplate }), []);
  const dir = path.join(dataDir, 'pglite');
  const notices: string[] = [];
  if (!existsSync(dir)) await buildPgliteFolder(dir);
  try {
    return await openMigratedPglite(new PGlite(dir, { extensions: PGLITE_EXTENSIONS }), notices);
  } catch (error) {
    // A folder made by an older version that was killed during its first start never opens
    // again. One that holds people's data is never touched; one that holds none is set aside
    // (kept, in case) and built anew.
    if (await holdsUserData(dir)) throw error;
    const aside = `${dir}.unusable-${new Date().toISOString().replaceAll(':', '-')}`;
    renameSync(dir, aside);
    notices.push(`The database folder ${dir} could not be opened and held no accounts; it was moved to ${aside} and a new one was made.`);
    await buildPgliteFolder(dir);
    return openMigratedPglite(new PGlite(dir, { extensions: PGLITE_EXTENSIONS }), notices);
  }
}

/**
 * Makes a new PGlite folder whole or not at all: it is created and migrated under a temporary
 * name and renamed into place only when complete, so a kill at any point of a first start leaves
 * either nothing or a folder that opens.
 */
async function buildPgliteFolder(dir: string): Promise<void> {
  const partial = `${dir}.partial`;
  // Only ever a first start that did not finish: it never held anyone's data.
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const database = await openMigratedPglite(new PGlite(partial, { extensions: PGLITE_EXTENSIONS }), []);
  await database.close();
  renameSync(partial, dir);
}

async function openMigratedPglite(client: PGlite, notices: string[]): Promise<Database> {
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db, kind: 'pglite', notices, notifications: pgliteNotifications(client), close: () => client.close() };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** Whether the folder opens and has at least one account; a folder that cannot be read counts as holding none. */
async function holdsUserData(dir: string): Promise<boolean> {
  let client: PGlite | undefined;
  try {
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    const found = await client.query<{ has: boolean }>(`select to_regclass('public.users') is not null as has`);
    if (!found.rows[0]?.has) return false;
    const users = await client.query<{ any: boolean }>('select exists (select 1 from public.users) as any');
    return users.rows[0]?.any ?? false;
  } catch {
    return false;
  } finally {
    await client?.close().catch(() => {});
  }
}

/**
 * Connections of their own for queryPreparedRows, whose statements always run on their generic
 * plan. PostgreSQL's default re-plans a statement for each set of values until a generic plan looks
 * no dearer, which for the branded search was never: planning cost a third of its CPU. Kept apart
 * so that no other statement is planned without its values.
 */
const preparedPools = new WeakMap<Db, pg.Pool>();
/** Enough to keep two cores busy; more would only queue in PostgreSQL instead of here. */
const PREPARED_POOL_SIZE = 4;

async function openPostgres(url: string): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const preparedPool = new pg.Pool({ connectionString: url, max: PREPARED_POOL_SIZE, options: '-c plan_cache_mode=force_generic_plan' });
  // An idle connection that the server closes (restart, failover, a dropped test database) must
  // not crash the process; the pool opens a new one on next use.
  pool.on('error', () => {});
  preparedPool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  preparedPools.set(db, preparedPool);
  return {
    db,
    kind: 'postgres',
    notifications: postgresNotifications(url, pool),
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

/** PGlite runs in this process: its connection never drops, so there is no gap to report. */
function pgliteNotifications(client: PGlite): Notifications {
  return {
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  };
}

const RELISTEN_AFTER_MS = 1000;

function postgresNotifications(url: string, pool: pg.Pool): Notifications {
  return {
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage, onGap) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        let lost = false;
        const onLost = () => {
          if (lost || stopped) return;
          lost = true;
          client = null;
          void next.end().catch(() => {});
          onGap();
          retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_AFTER_MS);
          retry.unref();
        };
        next.on('error', onLost);
        next.on('end', onLost);
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
        });
        try {
          await next.connect();
          await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          onLost();
          throw error;
        }
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
  };
}

/**
 * Rows of a raw SQL query, each parsed with `row`: a query that answers other columns or types
 * than its reader expects fails here, not somewhere downstream. PGlite and node-postgres both
 * answer with `{ rows }`.
 */
export async function queryRows<Row extends z.ZodType>(db: Db, row: Row, query: SQL): Promise<z.output<Row>[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: unknown[] }).rows.map((value) => row.parse(value));
}

const dialect = new PgDialect();

/**
 * As queryRows, for a read run often with only its values changing: on PostgreSQL it is prepared
 * once per connection under a name made from its text and runs on its generic plan, so PostgreSQL
 * neither parses nor plans it again. PGlite (and a transaction) runs it as queryRows does.
 */
export async function queryPreparedRows<Row extends z.ZodType>(db: Db, row: Row, query: SQL): Promise<z.output<Row>[]> {
  const pool = preparedPools.get(db);
  if (!pool) return queryRows(db, row, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `willow_${createHash('sha1').update(text).digest('base64url')}`;
  const result = await pool.query({ name, text, values: params });
  return result.rows.map((value) => row.parse(value));
}

/** The row a write's `returning()` answers when the write always makes or changes one: none breaks that, so it throws. */
export function returnedRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('The write returned no row');
  return row;
}
