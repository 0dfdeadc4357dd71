import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { migratedPgliteDump, openDatabase, type Database, type Db } from '../db/client.js';
import { migrationsFolder } from '../lib/paths.js';
import { createSession, sessionCookieName } from '../auth/sessions.js';
import { upsertUserFromClaims } from '../features/users/service.js';
import { builtInIssuer } from '../auth/built-in-issuer.js';
import { hashPassword } from '../auth/idp/passwords.js';
import { idpAccounts } from '../db/schema.js';
import { errorBodySchema, type ErrorBody } from '../../shared/errors.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real Postgres too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A test database; `url` is set for Postgres, so a second app instance can open its own pool on it. */
export type TestDatabase = Database & { url?: string };

/** A fresh, migrated database: in-memory PGlite, or a new throw-away Postgres database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return openDatabase({ dataDir: 'memory://', memoryTemplate: await pgliteTemplate() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `willow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${await postgresTemplate(admin, adminUrl)}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};

/** Names the current set of migrations: the templates below are built once for each. */
let migrationsHash: string | undefined;
function currentMigrations(): string {
  if (migrationsHash) return migrationsHash;
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    hash.update(file).update(statSync(full).isFile() ? readFileSync(full) : '');
  }
  return (migrationsHash = hash.digest('hex').slice(0, 16));
}

/**
 * A dump of a migrated PGlite, kept in a file that every test process of this run (and the next,
 * until a migration changes) opens its in-memory databases from: no initdb, no migrations each time.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `willow-pglite-template-${currentMigrations()}.tar`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await (await migratedPgliteDump()).arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Any key; every test process agrees on it, so one builds the template while the others wait. */
const TEMPLATE_LOCK_KEY = 7_242_002;

/**
 * The name of a migrated PostgreSQL database that test databases are copied from (`create
 * database … template`), built once per set of migrations: under a name of its own, renamed into
 * place when whole, while the other test processes wait on an advisory lock.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `willow_template_${currentMigrations()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const partial = `${name}_partial`;
    await admin.query(`drop database if exists ${partial}`);
    await admin.query(`create database ${partial}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, partial), dataDir: 'unused' });
    await database.close();
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'willow-test-')),
    // Tests never pick up a model someone downloaded into ./models.
    LLM_MODELS_DIR: mkdtempSync(path.join(os.tmpdir(), 'willow-no-models-')),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  log?: { write(line: string): void },
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(kind);
  const app = await buildApp({ config, database, logger: log ?? false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A built-in account made directly, as opening its sign-up link would (that flow has its own test). */
export async function createLocalAccount(db: Db, email: string, password: string): Promise<string> {
  const [row] = await db
    .insert(idpAccounts)
    .values({ email: email.toLowerCase(), passwordHash: await hashPassword(password) })
    .returning({ id: idpAccounts.id });
  return row!.id;
}

let counter = 0;

/** A signed-in user of the built-in provider, made directly (the OIDC flow has its own test). */
export async function signedInUser(t: TestApp, claims: { email?: string; firstName?: string } = {}) {
  counter += 1;
  const userId = await upsertUserFromClaims(t.db, {
    issuer: builtInIssuer(t.config),
    subject: randomUUID(),
    email: claims.email ?? `person${counter}@example.com`,
    firstName: claims.firstName ?? null,
    lastName: null,
    profileImageUrl: null,
  });
  const { token } = await createSession(t.db, userId, null);
  // The name a browser holds for this app: `__Host-` on https.
  const cookie = `${sessionCookieName(t.config.secureCookies)}=${token}`;
  return { userId, cookie, headers: { cookie } };
}

export const json = <T = unknown>(response: LightMyRequestResponse): T => response.json<T>();

/** A refused request's body, parsed with the shape every non-2xx answer has (so a body of another shape fails the test). */
export const errorOf = (response: LightMyRequestResponse): ErrorBody => errorBodySchema.parse(response.json());
