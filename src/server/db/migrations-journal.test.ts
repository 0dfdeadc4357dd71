import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsFolder } from '../lib/paths.js';

const journal = z
  .object({ entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })) })
  .parse(JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')));

describe('the migrations journal', () => {
  it("dates each migration after the one before: the migrator applies only those dated after a database's newest", () => {
    // 0013 was dated before 0012, so every database made before it skipped it.
    for (const [before, after] of journal.entries.slice(0, -1).map((entry, i) => [entry, journal.entries[i + 1]!] as const)) {
      expect(after.when, `${after.tag} is dated before ${before.tag}`).toBeGreaterThan(before.when);
    }
  });

  it('lists every migration file once, in order', () => {
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
  });
});
