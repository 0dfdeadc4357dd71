import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { moodEntries } from './schema.js';
import { SESSION_COOKIE, createSession } from '../auth/sessions.js';
import { upsertUserFromClaims } from '../features/users/service.js';
import { databaseKinds } from '../testing/harness.js';

const SERVER = fileURLToPath(new URL('../testing/serve-child.ts', import.meta.url));
const SECRET = 'crash-test-secret-crash-test-secret-0123';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away database of either kind: a PGlite folder, or a new PostgreSQL database. */
async function newDatabase(kind: (typeof databaseKinds)[number]): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'willow-crash-'));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/willow_crash_${Date.now().toString(36)}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${url.pathname.slice(1)}`);
  await admin.end();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'willow-crash-'));
  return { env: { DATABASE_URL: url.href, DATA_DIR: dataDir }, open: () => openDatabase({ databaseUrl: url.href, dataDir }) };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      APP_URL: `http://localhost:${port}`,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
      () => true,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

describe.each(databaseKinds)('kill -9 under write load (%s)', (kind) => {
  it('loses no write that was acknowledged', async () => {
    const database = await newDatabase(kind);
    // The person and their session exist before the server starts (PGlite allows one process at a time).
    let setup: Database = await database.open();
    const userId = await upsertUserFromClaims(setup.db, {
      issuer: 'https://id.example',
      subject: 'crash',
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    const { token } = await createSession(setup.db, userId, null);
    await setup.close();

    const port = await freePort();
    const server = await startServer(database.env, port);
    const acknowledged: string[] = [];
    let running = true;
    const writer = async (n: number) => {
      for (let i = 0; running; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/health/2026-11-20/mood`, {
          method: 'POST',
          headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ score: ((n + i) % 5) + 1, timestamp: '2026-11-20T08:30:00Z' }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (!response) return;
        // Acknowledged: the whole answer with the new entry's id arrived.
        const entry = (await response.json().catch(() => null)) as { id?: string } | null;
        if (response.status === 201 && entry?.id) acknowledged.push(entry.id);
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    server.kill('SIGKILL');
    running = false;
    await Promise.all(writers);
    if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));

    expect(acknowledged.length).toBeGreaterThan(5);
    setup = await database.open();
    try {
      const found = await setup.db.select({ id: moodEntries.id }).from(moodEntries).where(inArray(moodEntries.id, acknowledged));
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await setup.close();
    }
  }, 120_000);
});
