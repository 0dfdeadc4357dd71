import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, queryRows } from './client.js';

const CHILD = fileURLToPath(new URL('../testing/open-database-child.ts', import.meta.url));

/** Starts a process that opens a new data folder and kills it (SIGKILL) after `afterMs`, or lets it finish. */
function startAndKill(dataDir: string, afterMs: number, mode: string[] = []): Promise<'killed' | 'finished'> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, ...mode], { stdio: ['ignore', 'pipe', 'ignore'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), afterMs);
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve(signal === 'SIGKILL' ? 'killed' : 'finished');
    });
  });
}

/** Opens the folder as `npm start` would and proves it works: migrated, full-text search ready, writable. */
async function expectUsable(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [english] = await queryRows(
      database.db,
      z.object({ words: z.string() }),
      sql`select to_tsvector('english', 'apples')::text as words`,
    );
    expect(english!.words).toBe("'appl':1");
    await database.db.execute(sql`insert into rate_limits (key, window_start, count) values ('probe', now(), 1)`);
    const [row] = await queryRows(database.db, z.object({ count: z.number() }), sql`select count from rate_limits where key = 'probe'`);
    expect(row!.count).toBe(1);
  } finally {
    await database.close();
  }
}

const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'willow-first-start-'));

describe('a kill during the first start of PGlite', () => {
  // From before the child has loaded to after it has finished, on a shared 2-core machine.
  it.each([500, 1200, 2000, 3000])('leaves a folder that starts after a kill at %i ms', async (afterMs) => {
    const dataDir = newDataDir();
    await startAndKill(dataDir, afterMs);
    await expectUsable(dataDir);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
  });

  it.each([1500])('repairs a half-made folder from an older version (killed at %i ms), keeping it aside', async (afterMs) => {
    const dataDir = newDataDir();
    await startAndKill(dataDir, afterMs, ['--raw']);
    await expectUsable(dataDir);
  });

  it('never moves a folder that holds accounts', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`insert into users (issuer, subject, email) values ('https://id.example', 'someone', 'someone@example.com')`,
    );
    await database.close();
    await expectUsable(dataDir);
    const again = await openDatabase({ dataDir });
    const [users] = await queryRows(again.db, z.object({ count: z.number() }), sql`select count(*)::int as count from users`);
    await again.close();
    expect(users!.count).toBe(1);
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });
});
