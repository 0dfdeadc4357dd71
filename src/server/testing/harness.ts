import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { SESSION_COOKIE, createSession } from '../auth/sessions.js';
import { upsertUserFromClaims } from '../features/users/service.js';
import { builtInIssuer } from '../auth/built-in-issuer.js';
import { hashPassword } from '../auth/idp/passwords.js';
import { idpAccounts } from '../db/schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real Postgres too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A test database; `url` is set for Postgres, so a second app instance can open its own pool on it. */
export type TestDatabase = Database & { url?: string };

/** A fresh, migrated database: in-memory PGlite, or a new throw-away Postgres database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `willow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: 'unused' });
  return {
    ...database,
    url: url.href,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
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
  return { userId, cookie: `${SESSION_COOKIE}=${token}`, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

export const json = <T = unknown>(response: LightMyRequestResponse): T => response.json() as T;
