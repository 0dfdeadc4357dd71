import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run budget` (part of `npm test`, after the build): the JavaScript, gzip, that each first
 * screen loads before it is interactive, from Vite's manifest. A screen is the entry with
 * everything it imports, plus the lazy modules that screen renders at once and their imports.
 * Fails when a screen is over its budget. Keys are module paths under src/client, as in the manifest;
 * a module that vite.config.ts puts in a named chunk has no key of its own and is found through the
 * chunks' source maps.
 */
const SCREENS: Record<string, { budgetKb: number; lazyModules: string[] }> = {
  'landing page (/ signed out)': { budgetKb: 100, lazyModules: [] },
  // React DOM with React (62 kB) and TanStack Query (12 kB) are most of it (see README, "Speed").
  'home screen (/ signed in)': {
    budgetKb: 100,
    lazyModules: ['app/main-layout.tsx', 'app/settings-sync.tsx', 'features/home/home-page.tsx'],
  },
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('No entry in the Vite manifest: run `npm run build` first');

/** The manifest key of the chunk that holds a module. */
function chunkKeyOf(module: string): string {
  if (manifest[module]) return module;
  const key = Object.keys(manifest).find((candidate) => {
    const { file } = manifest[candidate]!;
    // Chunks without a source map (the bundler's own runtime) hold no module of ours.
    if (!file.endsWith('.js') || !existsSync(path.join(dist, `${file}.map`))) return false;
    const { sources } = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
    return sources.some((source) => source.endsWith(`src/client/${module}`));
  });
  if (!key) throw new Error(`${module} is in no chunk of the Vite manifest (renamed?)`);
  return key;
}

/** The chunk keys a module loads: itself and, transitively, its static imports. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (seen.has(key)) continue;
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

let over = false;
for (const [screen, { budgetKb, lazyModules }] of Object.entries(SCREENS)) {
  const files = [...closure([entry, ...lazyModules.map(chunkKeyOf)])]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const ok = kb <= budgetKb;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${screen}: ${kb.toFixed(1)} kB gzip of JavaScript in ${files.length} files (budget ${budgetKb} kB)`);
}
if (over) {
  console.error('A first screen is over its JavaScript budget: load the new code lazily (see README, "Speed").');
  process.exit(1);
}
