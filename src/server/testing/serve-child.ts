// Started by crash tests: the app as main.ts builds it, on the database the environment names,
// without the start-up jobs (food data, sweeps) that the tests do not need.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: config.port, host: config.host });
