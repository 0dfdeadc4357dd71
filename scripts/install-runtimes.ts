/**
 * Installs the optional native runtimes (src/server/providers/runtimes/optional-runtimes.ts) at
 * the versions package.json's `optionalRuntimes` pins, without recording them in package.json:
 *
 *   npm run runtimes:install                 all of them (npm test runs this first)
 *   npm run runtimes:install -- llama        node-llama-cpp, for a local GGUF model
 *   npm run runtimes:install -- whisper      @napi-rs/whisper, for WHISPER_MODEL_PATH
 *
 * A plain `npm install` or `npm ci` removes them again; run this (or `npm run model:pull`) after.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { OPTIONAL_RUNTIMES, isRuntimeInstalled, type OptionalRuntime } from '../src/server/providers/runtimes/optional-runtimes.js';

const pinned = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { optionalRuntimes: Record<string, string> }
).optionalRuntimes;
const isRuntime = (name: string): name is OptionalRuntime => Object.hasOwn(OPTIONAL_RUNTIMES, name);
const spec = (runtime: OptionalRuntime) => `${OPTIONAL_RUNTIMES[runtime].packageName}@${pinned[OPTIONAL_RUNTIMES[runtime].packageName]}`;

/** Installs what `wanted` lacks; says what and why, or nothing when all are there. */
export function installRuntimes(wanted: OptionalRuntime[]): boolean {
  const missing = wanted.filter((runtime) => !isRuntimeInstalled(runtime));
  if (missing.length === 0) return true;
  for (const runtime of missing) console.log(`Installing ${spec(runtime)}, which runs ${OPTIONAL_RUNTIMES[runtime].runs}...`);
  // npm keeps earlier --no-save packages only when they are named again.
  const keep = (Object.keys(OPTIONAL_RUNTIMES) as OptionalRuntime[]).filter(
    (runtime) => !missing.includes(runtime) && isRuntimeInstalled(runtime),
  );
  const { status } = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...[...missing, ...keep].map(spec)], {
    stdio: 'inherit',
  });
  return status === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !isRuntime(name));
  if (unknown.length > 0) {
    console.error(`Unknown runtime ${unknown.join(', ')}; choose from ${Object.keys(OPTIONAL_RUNTIMES).join(', ')}`);
    process.exit(2);
  }
  const wanted = names.length > 0 ? names.filter(isRuntime) : (Object.keys(OPTIONAL_RUNTIMES) as OptionalRuntime[]);
  process.exit(installRuntimes(wanted) ? 0 : 1);
}
