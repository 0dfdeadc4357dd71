import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../src/server/app.js';
import { queryRows, type Database } from '../src/server/db/client.js';
import { ensureFoodData, insertFoodRows, rankingColumns, refreshFoodIndexes, type FoodRow } from '../src/server/features/foods/loader.js';
import { MemoryFoodSearch } from '../src/server/features/foods/memory-search.js';
import { searchNamedFoods, type LocalSearch } from '../src/server/features/foods/compound-query.js';
import { LOCAL_RESULTS } from '../src/server/features/foods/service.js';
import { databaseKinds, openTestDatabase, signedInUser, testConfig, type DatabaseKind } from '../src/server/testing/harness.js';
import { asyncHandler } from '../src/server/testing/async-handler.js';
import { format, load } from './load.js';

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
/** Queries no index has seen, each sent once: search-as-you-type makes most queries new. */
const NEW_QUERIES = 2000;

/**
 * GET /api/foods/search through the whole app (session, schema, response allowlist; cache off,
 * so every request searches) next to a bare node:http handler calling the same search function,
 * over the bundled foods (SR28 and FNDDS) and again with 300,000 synthetic branded foods added, on a
 * throw-away database of each kind (PGlite; Postgres too when TEST_DATABASE_URL is set).
 */
export async function benchFoodSearch(seconds: number) {
  for (const kind of databaseKinds) await benchKind(kind, seconds);
}

export async function benchKind(kind: DatabaseKind, seconds: number) {
  const database = await openTestDatabase(kind);
  const loaded = await ensureFoodData(database.db);
  console.log(`Food data load (${kind}): ${loaded.foods} foods in ${loaded.milliseconds.toFixed(0)} ms`);
  await measure(database, kind, seconds, 'in memory');
  const started = performance.now();
  await addSyntheticBrandedFoods(database, SYNTHETIC_ROWS);
  const [count] = await queryRows(database.db, z.object({ n: z.number() }), sql`select count(*)::int as n from foods`);
  console.log(
    `  (added ${SYNTHETIC_ROWS.toLocaleString('en-US')} synthetic branded foods in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await measure(database, kind, seconds, `in memory + branded in SQL, ${(count?.n ?? 0).toLocaleString('en-US')} foods`);
  await database.close();
}

/** One round: a fresh app and bare server (so no cache remembers the smaller table), warmed up. */
async function measure(database: Database, kind: DatabaseKind, seconds: number, engine: string) {
  const config = testConfig({ FOOD_CACHE_SECONDS: '0' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const me = await signedInUser({ app, db: database.db, config, close: async () => {} });
  // The same engine as the app: the bundled foods in memory, branded foods (if any) in SQL, and a
  // query naming several foods searched as the service does.
  const index = await MemoryFoodSearch.load(database.db);
  const search: LocalSearch = (text, limit, options) => index.search(text, limit, options);
  const bare = http.createServer(
    asyncHandler(async (req, res) => {
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams.get('query') ?? '';
      const foods = await searchNamedFoods(search, query, LOCAL_RESULTS);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ foods }));
    }),
  );
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));

  const cycling = (base: string, queries: string[]) => {
    let i = 0;
    return () => `${base}?query=${encodeURIComponent(queries[i++ % queries.length] ?? '')}`;
  };
  const appBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/foods/search`;
  const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const options = { concurrency: CONCURRENCY, seconds, headers: { cookie: me.cookie } };
  await load(cycling(appBase, QUERIES), { ...options, seconds: 1 }); // warm-up
  await load(cycling(bareBase, QUERIES), { ...options, seconds: 1 });
  const baseline = await load(cycling(bareBase, QUERIES), options);
  const full = await load(cycling(appBase, QUERIES), options);
  const alone = await load(cycling(appBase, QUERIES), { ...options, concurrency: 1 });
  // Each index (the bare handler's, the app's) sees every new query once.
  const fresh = await newQueries(database, NEW_QUERIES);
  const once = { ...options, seconds: 600, requests: fresh.length };
  const bareFresh = await load(cycling(bareBase, fresh), once);
  const appFresh = await load(cycling(appBase, fresh), once);
  console.log(`GET /api/foods/search (${kind}, ${engine}, answer cache off)`);
  console.log(`  bare node:http, ${QUERIES.length} queries in turn, ${CONCURRENCY} clients  ${format(baseline)}`);
  console.log(`  bare node:http, ${fresh.length} new queries, ${CONCURRENCY} clients  ${format(bareFresh)}`);
  console.log(`  Willow app, ${QUERIES.length} queries in turn, ${CONCURRENCY} clients      ${format(full)}`);
  console.log(`  Willow app, ${fresh.length} new queries, ${CONCURRENCY} clients      ${format(appFresh)}`);
  console.log(`  Willow app, ${QUERIES.length} queries in turn, 1 client         ${format(alone)}`);
  await app.close();
  bare.close();
}

/**
 * `count` distinct queries none of QUERIES, made from the bundled foods' own words as people
 * type them: a word, two words of one food, a half-typed last word, a typo (a letter dropped,
 * doubled or swapped with its neighbour). Seeded, so every run sends the same ones.
 */
async function newQueries(database: Database, count: number): Promise<string[]> {
  const names = (
    await queryRows(
      database.db,
      z.object({ description: z.string() }),
      sql`select description from foods where data_type <> 'Branded' order by fdc_id`,
    )
  ).map((r) => r.description.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  let seed = 7;
  // In 32-bit integers: in floating point the product loses its low bits and the sequence soon repeats.
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const typo = (word: string) => {
    const at = 1 + Math.floor(random() * (word.length - 2));
    const kinds = [
      () => word.slice(0, at) + word.slice(at + 1),
      () => word.slice(0, at) + word.charAt(at) + word.slice(at),
      () => word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1),
    ];
    return pick(kinds)?.() ?? word;
  };
  const queries = new Set<string>();
  const known = new Set(QUERIES);
  while (queries.size < count) {
    const words = pick(names) ?? [];
    const first = pick(words);
    const second = pick(words);
    if (!first || !second || first === second) continue;
    const shapes = [
      first,
      `${first} ${second}`,
      `${first} ${second.slice(0, 2 + Math.ceil(random() * (second.length - 2)))}`,
      first.slice(0, 3 + Math.floor(random() * (first.length - 2))),
      typo(first),
      `${typo(first)} ${second}`,
    ];
    const query = pick(shapes);
    if (query && !known.has(query)) queries.add(query);
  }
  return [...queries];
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
