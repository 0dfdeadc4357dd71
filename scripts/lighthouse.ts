/**
 * `npm run lighthouse`: measures the first visit the way an outsider does. Builds the app, serves
 * the production build on a fresh PGlite folder, and runs Lighthouse 12 (mobile, its default
 * throttling) five times on `/` signed out and five times on the signed-in home, each in a new
 * headless Chromium with the machines' flags. Prints each run's score, total blocking time and
 * paints, then the medians.
 *
 *   npm run lighthouse                        build, then measure
 *   npm run lighthouse -- --no-build          measure the build already in dist/
 *   npm run lighthouse -- --runs 3 --save-assets .tmp/lighthouse
 *                                             fewer runs; keep each run's trace and report
 *
 * Lighthouse itself is fetched by npm (`npm exec`) at the pinned version, so it never enters the
 * app's install.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';

const LIGHTHOUSE = 'lighthouse@12.8.2';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4310' },
    'save-assets': { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const baseUrl = `http://localhost:${port}`;

const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.record(z.string(), z.object({ numericValue: z.number().optional() })),
});

interface Run {
  score: number;
  tbt: number;
  fcp: number;
  lcp: number;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status})`);
}

/** One person with a session, made by the end-to-end seeding before the server opens the folder. */
function seedPerson(dataDir: string): { name: string; value: string } {
  const env = { ...process.env, DATA_DIR: dataDir, E2E_PORT: String(port), LOG_LEVEL: 'warn' };
  run('npx', ['tsx', 'e2e/seed-people.ts'], env);
  const peopleFile = path.join(os.tmpdir(), `willow-e2e-people-${port}`, 'people.json');
  const people = z
    .array(z.object({ cookie: z.object({ name: z.string(), value: z.string() }) }))
    .parse(JSON.parse(readFileSync(peopleFile, 'utf8')));
  return people[0]!.cookie;
}

async function startServer(dataDir: string) {
  const server = spawn('node', ['dist/node/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), APP_URL: baseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  for (let tries = 0; tries < 120; tries++) {
    const answered = await fetch(`${baseUrl}/api/auth/user`).then(
      () => true,
      () => false,
    );
    if (answered) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the server did not answer at ${baseUrl} within a minute`);
}

function lighthouse(label: string, index: number, headers?: Record<string, string>): Run {
  const outputDir = values['save-assets'] && path.resolve(values['save-assets'], `${label}-${index + 1}`);
  if (outputDir) mkdirSync(outputDir, { recursive: true });
  const args = [
    'exec',
    '--yes',
    `--package=${LIGHTHOUSE}`,
    '--',
    'lighthouse',
    `${baseUrl}/`,
    '--only-categories=performance',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    '--output=json',
    '--quiet',
    ...(outputDir ? ['--save-assets', `--output-path=${path.join(outputDir, 'report.json')}`] : ['--output-path=stdout']),
    ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const result = spawnSync('npm', args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
  });
  if (result.status !== 0) throw new Error(`Lighthouse failed: ${result.stderr}`);
  const json = outputDir ? readFileSync(path.join(outputDir, 'report.json'), 'utf8') : result.stdout;
  const report = reportSchema.parse(JSON.parse(json));
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
  };
}

const describe = ({ score, tbt, fcp, lcp }: Run) =>
  `score ${score}, TBT ${tbt.toFixed(0)} ms, FCP ${(fcp / 1000).toFixed(1)} s, LCP ${(lcp / 1000).toFixed(1)} s`;

if (!values['no-build']) run('npm', ['run', 'build']);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'willow-lighthouse-'));
const cookie = seedPerson(dataDir);
const server = await startServer(dataDir);
const summary: string[] = [];
try {
  const pages = [
    { label: 'signed-out', title: '/ signed out', headers: undefined },
    { label: 'signed-in', title: 'signed-in home', headers: { Cookie: `${cookie.name}=${cookie.value}` } },
  ];
  for (const page of pages) {
    const results: Run[] = [];
    console.log(`\n${page.title}, ${runs} runs (load average ${os.loadavg()[0]!.toFixed(1)})`);
    for (let index = 0; index < runs; index++) {
      const result = lighthouse(page.label, index, page.headers);
      results.push(result);
      console.log(`  run ${index + 1}: ${describe(result)}`);
    }
    const line = `${page.title}: median ${describe({
      score: median(results.map((r) => r.score)),
      tbt: median(results.map((r) => r.tbt)),
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
    })}; lowest score ${Math.min(...results.map((r) => r.score))}`;
    summary.push(line);
  }
} finally {
  server.kill();
}
console.log(`\n${summary.join('\n')}`);
if (values['save-assets']) writeFileSync(path.resolve(values['save-assets'], 'summary.txt'), `${summary.join('\n')}\n`);
