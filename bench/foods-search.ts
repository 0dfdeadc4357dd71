import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../src/server/app.js';
import { queryRows, type Database } from '../src/server/db/client.js';
import { ensureFoodData, insertFoodRows, rankingColumns, refreshFoodIndexes, type FoodRow } from '../src/server/features/foods/loader.js';
import { searchLocalFoods, type WordCache, type WordInfo } from '../src/server/features/foods/search.js';
import type { SpacingCache } from '../src/server/features/foods/word-spacing.js';
import { MemoryFoodSearch } from '../src/server/features/foods/memory-search.js';
import { TtlCache } from '../src/server/lib/ttl-cache.js';
import { LOCAL_RESULTS } from '../src/server/features/foods/service.js';
import { databaseKinds, openTestDatabase, signedInUser, testConfig, type DatabaseKind } from '../src/server/testing/harness.js';
import { format, load } from './load.js';
import { asyncHandler } from '../src/server/testing/async-handler.js';

/** What people type: generic words, brands of dishes, typos, word order, half-typed words. */
const QUERIES = [
  'apple',
  'banana',
  'egg',
  'milk',
  'rice',
  'chicken breast',
  'chiken brest',
  'breast chicken',
  'salmon',
  'bread',
  'cheddar cheese',
  'greek yogurt',
  'oatmeal',
  'coffee',
  'orange juice',
  'broccoli',
  'brocoli',
  'potato',
  'sweet potato',
  'tomato',
  'avocado',
  'spinach',
  'almonds',
  'peanut butter',
  'olive oil',
  'butter',
  'ground beef',
  'steak',
  'bacon',
  'black beans',
  'pasta',
  'tofu',
  'hummus',
  'french fries',
  'beer',
  'red wine',
  'ice cream',
  'dark chocolate',
  'chick',
  'mozarella',
  'strawberries',
  'cottage cheese',
  'pizza',
  'cereal',
  'cookies',
  'chips',
  'soup',
  'turkey',
  'tuna',
  'pork chop',
];

const SYNTHETIC_ROWS = 300_000;
const CONCURRENCY = 20;

/**
 * GET /api/foods/search through the whole app (session, schema, response allowlist; cache off,
 * so every request searches) next to a bare node:http handler calling the same search function,
 * over the 8,789 SR28 foods and again with 300,000 synthetic branded foods added, on a
 * throw-away database of each kind (PGlite; Postgres too when TEST_DATABASE_URL is set).
 */
export async function benchFoodSearch(seconds: number) {
  for (const kind of databaseKinds) await benchKind(kind, seconds);
}

export async function benchKind(kind: DatabaseKind, seconds: number) {
  const database = await openTestDatabase(kind);
  const loaded = await ensureFoodData(database.db);
  console.log(`Food data load (${kind}): ${loaded.foods} foods in ${loaded.milliseconds.toFixed(0)} ms`);
  await measure(database, kind, seconds, '8,789 foods');
  const started = performance.now();
  await addSyntheticBrandedFoods(database, SYNTHETIC_ROWS);
  const [count] = await queryRows(database.db, z.object({ n: z.number() }), sql`select count(*)::int as n from foods`);
  console.log(
    `  (added ${SYNTHETIC_ROWS.toLocaleString('en-US')} synthetic branded foods in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await measure(database, kind, seconds, `${count!.n.toLocaleString('en-US')} foods`);
  await database.close();
}

/** One round: a fresh app and bare server (so no cache remembers the smaller table), warmed up. */
async function measure(database: Database, kind: DatabaseKind, seconds: number, label: string) {
  const config = testConfig({ FOOD_CACHE_SECONDS: '0' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const me = await signedInUser({ app, db: database.db, config, close: async () => {} });
  const words: WordCache = new TtlCache<WordInfo>(10 * 60 * 1000, 5000);
  const spacing: SpacingCache = new TtlCache<string>(10 * 60 * 1000, 5000);
  // The same engine as the app: in memory for reference foods alone, SQL once branded foods are in.
  const memory = await MemoryFoodSearch.load(database.db);
  const bare = http.createServer(
    asyncHandler(async (req, res) => {
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams.get('query') ?? '';
      const foods = memory
        ? await memory.search(query, LOCAL_RESULTS)
        : await searchLocalFoods(database.db, query, LOCAL_RESULTS, words, spacing);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ foods }));
    }),
  );
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  let i = 0;
  const cycling = (base: string) => () => `${base}?query=${encodeURIComponent(QUERIES[i++ % QUERIES.length]!)}`;
  const appUrl = cycling(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/foods/search`);
  const bareUrl = cycling(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
  const options = { concurrency: CONCURRENCY, seconds, headers: { cookie: me.cookie } };
  await load(appUrl, { ...options, seconds: 1 }); // warm-up
  await load(bareUrl, { ...options, seconds: 1 });
  const baseline = await load(bareUrl, options);
  const full = await load(appUrl, options);
  const alone = await load(appUrl, { ...options, concurrency: 1 });
  console.log(
    `GET /api/foods/search, ${label} (${kind}, ${memory ? 'in memory' : 'SQL'}, ${QUERIES.length} queries in turn, answer cache off)`,
  );
  console.log(`  bare node:http, same search, ${CONCURRENCY} clients  ${format(baseline)}`);
  console.log(`  Willow app, ${CONCURRENCY} clients                   ${format(full)}`);
  console.log(`  Willow app, 1 client                     ${format(alone)}`);
  await app.close();
  bare.close();
}

/**
 * Branded foods shaped like FoodData Central's: an upper-case name made of a brand, a modifier,
 * a food and a form. Half name one of 40 popular foods (so 'chicken' matches thousands of rows,
 * as in the real branded data), half any SR28 food head. Seeded, so every run is the same.
 */
export async function addSyntheticBrandedFoods(database: Database, rows: number) {
  const heads = (
    await queryRows(database.db, z.object({ head: z.string() }), sql`select distinct lower(head) as head from foods order by 1`)
  ).map((r) => r.head);
  const popular = [
    'chicken',
    'cheese',
    'yogurt',
    'milk',
    'bread',
    'cookies',
    'chips',
    'juice',
    'rice',
    'pasta',
    'beef',
    'apple',
    'chocolate',
    'cereal',
    'soup',
    'sauce',
    'crackers',
    'ice cream',
    'coffee',
    'tea',
    'salmon',
    'tuna',
    'turkey',
    'pork',
    'beans',
    'peanut butter',
    'granola',
    'pizza',
    'butter',
    'eggs',
    'potato',
    'tomato',
    'orange',
    'banana',
    'strawberry',
    'almonds',
    'oatmeal',
    'salad',
    'sausage',
    'candy',
  ];
  const brands = Array.from({ length: 500 }, (_, n) => `BRAND${n.toString(36).toUpperCase()}`);
  const modifiers = [
    'ORGANIC',
    'CLASSIC',
    'ORIGINAL',
    'LIGHT',
    'SPICY',
    'HONEY',
    'SMOKED',
    'NATURAL',
    'FAMILY SIZE',
    'REDUCED FAT',
    'GLUTEN FREE',
    'HOMESTYLE',
  ];
  const forms = ['', 'BITES', 'STRIPS', 'BAR', 'MIX', 'SNACK', 'DRINK', 'SPREAD', 'CUPS', 'SLICES', 'FILLETS', 'BLEND'];
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

  for (let start = 0; start < rows; start += 3000) {
    const chunk: FoodRow[] = [];
    for (let n = start; n < Math.min(rows, start + 3000); n++) {
      const food = random() < 0.5 ? pick(popular) : pick(heads);
      const brand = pick(brands);
      const description = [brand, pick(modifiers), food.toUpperCase(), pick(forms)].filter(Boolean).join(' ');
      const ranking = rankingColumns({ description, foodGroup: null, brandOwner: brand, portions: 1, dataType: 'Branded' });
      chunk.push({
        fdc_id: 1_000_000 + n,
        data_type: 'Branded',
        description,
        food_group: null,
        brand_owner: `${brand} Foods Inc.`,
        common_names: null,
        nutrients: {
          calories: Math.round(random() * 500),
          protein: Math.round(random() * 300) / 10,
          carbs: Math.round(random() * 800) / 10,
          fat: Math.round(random() * 400) / 10,
        },
        portions: [{ amount: 1, unit: 'serving', grams: 30 + Math.round(random() * 200) }],
        ...ranking,
      });
    }
    await insertFoodRows(database.db, chunk);
  }
  await refreshFoodIndexes(database.db);
}
