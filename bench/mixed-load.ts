import http from 'node:http';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';
import { ensureFoodData } from '../src/server/features/foods/loader.js';
import { databaseKinds, openTestDatabase, signedInUser, testConfig, type DatabaseKind } from '../src/server/testing/harness.js';
import { dataEvents, openEventStream, startProviderServer } from '../src/server/testing/provider-server.js';
import { listen } from './app-vs-bare.js';

const USERS = 50;
/** Each simulated person waits up to this long between two actions. */
const MAX_THINK_MS = 500;
const FOODS = [
  'apple',
  'banana',
  'chicken breast',
  'chiken',
  'greek yogurt',
  'oatmeal',
  'rice',
  'salmon',
  'brocoli',
  'peanut butter',
  'egg',
  'coffee',
];
const QUESTIONS = ['How has my energy been this week?', 'Why am I tired?', 'What did I eat yesterday?', 'Any pattern in my headaches?'];

type Action = 'day' | 'search' | 'log' | 'chat';
/** What people do most: look at the day, search foods, log, now and then talk to Willow. */
const MIX: [Action, number][] = [
  ['day', 0.4],
  ['search', 0.3],
  ['log', 0.2],
  ['chat', 0.1],
];

interface Outcome {
  action: Action;
  ms: number;
  status: number;
}

/**
 * 50 simulated signed-in people for BENCH_MIXED_SECONDS (default 60): each in turn reads the
 * dashboard day, searches foods, logs mood or energy, or sends a chat message (streamed to the
 * end; the model is a local server answering at once), waiting up to 500 ms between actions.
 * On PGlite, on Postgres, and with two app instances (own pools) on one Postgres, each person
 * keeping to one instance. Prints p50, p99 and the 5xx count, overall and per action.
 */
export async function benchMixedLoad(defaultSeconds: number) {
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? Math.max(defaultSeconds, 60));
  const model = await startProviderServer();
  model.answer((_, res) => {
    openEventStream(res);
    const chunk = (content: string, finish: string | null = null) => ({
      choices: [{ index: 0, delta: { content }, finish_reason: finish }],
    });
    res.end(dataEvents(chunk('Your energy averaged 3.2/5 this week, '), chunk('a little up from last week.', 'stop'), '[DONE]'));
  });
  const env = { LLM_BASE_URL: `${model.url}/v1/`, LLM_MODEL: 'instant', LLM_API_KEY: 'bench' };
  for (const kind of databaseKinds) {
    await run(kind, 1, seconds, env);
    if (kind === 'postgres') await run(kind, 2, seconds, env);
  }
  await model.close();
}

async function run(kind: DatabaseKind, instances: 1 | 2, seconds: number, env: Record<string, string>) {
  const database = await openTestDatabase(kind);
  await ensureFoodData(database.db);
  const config = testConfig(env);
  const databases: Database[] = [database];
  if (instances === 2) databases.push(await openDatabase({ databaseUrl: database.url!, dataDir: 'unused' }));
  const apps: FastifyInstance[] = [];
  for (const db of databases) apps.push(await buildApp({ config, database: db, logger: false }));
  const bases = await Promise.all(apps.map((app) => listen(app)));

  const people = [];
  for (let i = 0; i < USERS; i++) people.push(await signedInUser({ app: apps[0]!, db: database.db, config, close: async () => {} }));
  await database.db
    .update(users)
    .set({ planTier: 'ultra' })
    .where(
      inArray(
        users.id,
        people.map((p) => p.userId),
      ),
    );
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS });
  const outcomes: Outcome[] = [];
  const deadline = performance.now() + seconds * 1000;
  const today = new Date().toISOString().slice(0, 10);

  await Promise.all(
    people.map(async (person, n) => {
      const base = bases[n % bases.length]!;
      const call = (method: string, path: string, body?: unknown) => request(agent, base, method, path, person.cookie, body);
      const conversation = JSON.parse((await call('POST', '/api/conversations', {})).body) as { id: string };
      let step = n;
      while (performance.now() < deadline) {
        const action = pick(MIX);
        const started = performance.now();
        let status: number;
        step += 1;
        if (action === 'day') status = (await call('GET', `/api/health/${today}`)).status;
        else if (action === 'search')
          status = (await call('GET', `/api/foods/search?query=${encodeURIComponent(FOODS[step % FOODS.length]!)}`)).status;
        else if (action === 'log') {
          const what = step % 2 ? 'energy' : 'mood';
          status = (await call('POST', `/api/health/${today}/${what}`, { score: 1 + (step % 5), timestamp: new Date().toISOString() }))
            .status;
        } else {
          const reply = await call('POST', '/api/chat', { conversationId: conversation.id, message: QUESTIONS[step % QUESTIONS.length] });
          status = reply.status === 200 && !reply.body.includes('[DONE]') ? 599 : reply.status;
        }
        outcomes.push({ action, ms: performance.now() - started, status });
        await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_THINK_MS));
      }
    }),
  );
  agent.destroy();

  const label = instances === 2 ? `two instances on one ${kind}` : kind;
  console.log(`Mixed load, ${USERS} people for ${seconds} s, 0-${MAX_THINK_MS} ms between actions (${label})`);
  console.log(`  all     ${summary(outcomes, seconds)}`);
  for (const [action] of MIX)
    console.log(
      `  ${action.padEnd(7)} ${summary(
        outcomes.filter((o) => o.action === action),
        seconds,
      )}`,
    );

  for (const app of apps) await app.close();
  for (const db of databases.slice(1)) await db.close();
  await database.close();
}

function pick(mix: [Action, number][]): Action {
  let r = Math.random();
  for (const [action, share] of mix) if ((r -= share) < 0) return action;
  return mix[0]![0];
}

function summary(outcomes: Outcome[], seconds: number): string {
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const errors = outcomes.filter((o) => o.status >= 500).length;
  const refused = outcomes.filter((o) => o.status >= 400 && o.status < 500).length;
  return `${(outcomes.length / seconds).toFixed(0).padStart(5)} req/s   p50 ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   5xx ${errors}   4xx ${refused}   (${outcomes.length} requests)`;
}

function request(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      new URL(path, base),
      { method, agent, headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
