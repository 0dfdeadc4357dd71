import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema.js';
import { acceptMessage, streamReply } from '../src/server/features/chat/chat-turn.js';
import { createConversation } from '../src/server/features/chat/conversations.js';
import { createFoodService } from '../src/server/features/foods/service.js';
import { createTestApp, databaseKinds, signedInUser, type DatabaseKind } from '../src/server/testing/harness.js';
import type { Assistant } from '../src/server/providers/assistant/assistant.js';
import { seedYear } from './day-record.js';
import { createOfflineResponder } from '../src/server/features/chat/offline-responder.js';

/** A model that answers at once, so the figures are Willow's own work. */
const instant: Assistant = {
  label: 'instant',

  async *stream() {
    yield 'Your energy averaged 3.2/5 this week, ';
    yield 'a little up from last week.';
  },
};

const silentLog = { warn() {} } as never;

/**
 * Server time per chat turn (quota, message writes, context assembly over a year of dense logs,
 * prompt, reply write) with an instant provider, on each database kind; p50 and p95 of the wall
 * time, and of this process's CPU time (on PGlite the database runs in it too), which a machine
 * busy with other work inflates less.
 */
export async function benchChatTurn(seconds: number) {
  for (const kind of databaseKinds) {
    const instant = await benchKind(kind, seconds, 'instant');
    const offline = await benchKind(kind, seconds, 'offline');
    console.log(
      `  offline / instant model (${kind}): wall p50 ${(offline.wall / instant.wall).toFixed(2)}, CPU p50 ${(offline.cpu / instant.cpu).toFixed(2)}`,
    );
  }
}

/**
 * `offline`: the offline assistant answers instead (the default with no model): it reads the
 * question, calls the read tools through the chat turn (get_range_stats for this week, answered
 * from the logs the turn's grounding already read) and composes the answer, so its whole server
 * time is measured. Returns the p50s, for the ratio of the two.
 */
async function benchKind(kind: DatabaseKind, seconds: number, responder: 'instant' | 'offline'): Promise<{ wall: number; cpu: number }> {
  const t = await createTestApp(kind);
  const me = await signedInUser(t);
  await t.db.update(users).set({ planTier: 'pro' }).where(eq(users.id, me.userId));
  await seedYear(t.db, me.userId, new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`));
  const conversation = await createConversation(t.db, me.userId, 'Bench');
  const foods = createFoodService({ db: t.db, sources: [], cacheSeconds: 0, onlineTimeoutMs: 1000, log: silentLog });
  const deps = { db: t.db, log: silentLog, foods, assistantFor: responder === 'instant' ? () => instant : createOfflineResponder };
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline || times.length < 20) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const accepted = await acceptMessage(
      t.db,
      me.userId,
      {
        conversationId: conversation.id,
        message: 'How has my energy been this week?',
      },
      { billingMode: 'test' },
    );
    for await (const event of streamReply(deps, accepted, new AbortController().signal)) {
      if (event.type === 'error') throw new Error(event.message);
    }
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!;
  const who = responder === 'instant' ? 'an instant model' : 'the offline assistant';
  console.log(`Chat turn, server time with ${who} (${kind}, a year of dense logs, one client)`);
  console.log(`  wall p50 ${at(times, 0.5).toFixed(1)} ms   p95 ${at(times, 0.95).toFixed(1)} ms   (${times.length} turns)`);
  console.log(`  CPU  p50 ${at(cpuTimes, 0.5).toFixed(1)} ms   p95 ${at(cpuTimes, 0.95).toFixed(1)} ms`);
  await t.close();
  return { wall: at(times, 0.5), cpu: at(cpuTimes, 0.5) };
}
