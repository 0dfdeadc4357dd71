/**
 * `npm run announce -- "text"`: sends an announcement to everyone with a device, through the
 * same database the app uses (DATABASE_URL, or the PGlite files in DATA_DIR; stop a PGlite app
 * first, as only one process may open those files). The running app's scheduler sends it within
 * a minute, to each person who keeps announcements on, outside their quiet hours.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { announce } from '../src/server/features/notifications/service.js';

if (existsSync('.env')) process.loadEnvFile('.env');
const text = process.argv.slice(2).join(' ');
if (!text.trim()) {
  console.error('Usage: npm run announce -- "What is new in Willow"');
  process.exit(1);
}
const config = loadConfig();
// PGlite's files must never be open in two processes at once: with the embedded database the
// app has to be stopped while this runs.
if (!config.databaseUrl) {
  const running = await fetch(`http://127.0.0.1:${config.port}/api/auth/user`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(
      `Willow is running on port ${config.port} with its embedded database: stop it first, then announce, then start it again.`,
    );
    process.exit(1);
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const people = await announce(database.db, text);
  console.log(`Announcement queued for ${people} ${people === 1 ? 'person' : 'people'}; the app sends it within a minute.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
