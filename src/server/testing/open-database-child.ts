// Started by the first-start crash test: opens (and so creates) a PGlite folder, or with `--raw`
// only initialises a bare PGlite folder the way versions before the atomic first start did.
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';

const [dataDir, mode] = process.argv.slice(2);
if (mode === '--raw') await new PGlite(`${dataDir}/pglite`).waitReady;
else await (await openDatabase({ dataDir: dataDir! })).close();
process.stdout.write('done\n');
