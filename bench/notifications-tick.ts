/**
 * How long one scheduler minute takes for 500 people with a device, on PGlite: a quiet minute
 * (nothing due, the baseline) against the minute when all 500 check-ins fall due and are
 * encrypted, signed and pushed to a local push service that decrypts each.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.js';
import { pushSubscriptions, users } from '../src/server/db/schema.js';
import { runNotificationTick } from '../src/server/features/notifications/deliveries.js';
import { webPushSender } from '../src/server/features/notifications/push-sender.js';
import { loadVapidDetails } from '../src/server/features/notifications/vapid.js';
import { startTestPushService } from '../src/server/testing/push-service.js';

const PEOPLE = 500;

export async function benchNotificationsTick() {
  const database = await openDatabase({ dataDir: 'memory://' });
  const push = await startTestPushService();
  const send = webPushSender(
    await loadVapidDetails(database.db, { vapidPublicKey: undefined, vapidPrivateKey: undefined, vapidSubject: 'mailto:bench@localhost' }),
    // The test push service listens on this machine, as on a local install.
    { allowLoopback: true },
  );
  for (let i = 0; i < PEOPLE; i++) {
    const [user] = await database.db.insert(users).values({ issuer: 'bench', subject: randomUUID() }).returning({ id: users.id });
    const { subscription } = push.device();
    await database.db
      .insert(pushSubscriptions)
      .values({ userId: user!.id, endpoint: subscription.endpoint, ...subscription.keys, label: 'Bench' });
  }
  const time = async (iso: string) => {
    const start = performance.now();
    const result = await runNotificationTick({ db: database.db, send }, new Date(iso));
    return { ms: performance.now() - start, ...result };
  };
  await time('2026-06-10T12:00:00Z'); // warm up
  const quiet = await time('2026-06-10T12:01:00Z');
  const busy = await time('2026-06-10T20:00:00Z');
  console.log(`quiet minute, ${PEOPLE} people: ${quiet.ms.toFixed(0)} ms`);
  console.log(
    `all ${PEOPLE} check-ins due: ${busy.ms.toFixed(0)} ms, ${busy.sent} sent (${(busy.ms / Math.max(1, busy.sent)).toFixed(1)} ms each); ratio ${(busy.ms / quiet.ms).toFixed(1)}x`,
  );
  await push.close();
  await database.close();
}
