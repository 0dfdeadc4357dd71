import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Any key; all instances agree on it so only one runs migrations at a time. */
const MIGRATION_LOCK_KEY = 7_242_001;

/**
 * Postgres when a URL is given, else PGlite: on disk in `dataDir`, or in memory when
 * `dataDir` is 'memory://' (tests). Migrations are applied before it is returned.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  // Postgres has pg_trgm built in; PGlite loads it as an extension (food search needs it).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (dataDir === 'memory://') {
    client = new PGlite({ extensions });
  } else {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

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
  // An idle connection that the server closes (restart, failover, a dropped test database) must
  // not crash the process; the pool opens a new one on next use.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
