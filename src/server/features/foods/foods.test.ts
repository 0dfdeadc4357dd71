import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { FDC_BROKEN_ID, startFoodSourcesServer, type FoodSourcesServer } from '../../testing/food-sources-server.js';
import { queryRows } from '../../db/client.js';
import { foodDatasets } from '../../db/schema.js';
import { ensureFoodData, insertFoodRows, rankingColumns, refreshFoodIndexes } from './loader.js';
import { foodRowSchema, searchBrandedFoods, type SearchTerms } from './search.js';
import { foodPortionSchema, type FoodSearchResponse } from '../../../shared/foods.js';

/** Generous: the local search runs in this same thread, and the machine may be busy. */
const ONLINE_TIMEOUT_MS = 1000;
/** The bundled USDA foods (SR28, FNDDS), which always come before online ones. */
const isBundled = (food: { dataType: string }) => food.dataType === 'SR Legacy' || food.dataType === 'Survey (FNDDS)';

describe.each(databaseKinds)('food API (%s)', (kind) => {
  let t: TestApp;
  let sources: FoodSourcesServer;
  let headers: Record<string, string>;
  const search = (query: string | null, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/foods/search${query === null ? '' : `?query=${encodeURIComponent(query)}`}${extra}`,
      headers,
    });
  const calculate = (id: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/foods/${id}/calculate`, headers, payload: payload as object });

  beforeAll(async () => {
    sources = await startFoodSourcesServer({ slowMs: 5000 });
    t = await createTestApp(kind, {
      FDC_API_KEY: 'test-key',
      FDC_API_URL: sources.fdcUrl,
      FOOD_ONLINE: '1',
      OPEN_FOOD_FACTS_URL: sources.offUrl,
      FOOD_ONLINE_TIMEOUT_MS: String(ONLINE_TIMEOUT_MS),
    });
    await ensureFoodData(t.db);
    headers = (await signedInUser(t)).headers;
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await sources.close();
  });

  describe('loading the bundled USDA data (SR28 and FNDDS)', () => {
    it('holds every food and household portion of the data files, FNDDS food codes beside SR28 NDB numbers', async () => {
      const counts = await queryRows(
        t.db,
        z.object({ data_type: z.string(), foods: z.number(), portions: z.number(), max_id: z.number() }),
        sql`select data_type, count(*)::int as foods, sum(json_array_length(portions))::int as portions, max(fdc_id) as max_id
            from foods group by data_type order by data_type`,
      );
      expect(counts).toEqual([
        { data_type: 'SR Legacy', foods: 8789, portions: 15438, max_id: 93600 },
        // 24,348 household portions and, for 6,873 foods, the survey's usual amount as '1 serving'.
        { data_type: 'Survey (FNDDS)', foods: 7083, portions: 31221, max_id: expect.any(Number) as number },
      ]);
      const datasets = await t.db.select().from(foodDatasets).orderBy(foodDatasets.name);
      expect(datasets).toMatchObject([
        { name: 'usda-fndds-2017-2018', foods: 7083 },
        { name: 'usda-sr28', foods: 8789 },
      ]);
    });

    it("keeps the survey's usual amount of a food, when no amount is said, as its last portion", async () => {
      const rows = await queryRows(
        t.db,
        z.object({ description: z.string(), portions: z.array(foodPortionSchema) }),
        sql`select description, portions from foods where description in ('Egg omelet or scrambled egg, NS as to fat', 'Soft drink, cola')
            and data_type = 'Survey (FNDDS)' order by description`,
      );
      expect(rows.map((row) => [row.description, row.portions.at(-1)])).toEqual([
        ['Egg omelet or scrambled egg, NS as to fat', { amount: 1, unit: 'serving', grams: 110 }],
        ['Soft drink, cola', { amount: 1, unit: 'serving', grams: 372 }],
      ]);
    });

    it("keeps an FNDDS food's category, everyday nutrients and own household portions", async () => {
      const [banana] = await queryRows(
        t.db,
        foodRowSchema.pick({ food_group: true, nutrients: true, portions: true }),
        sql`select food_group, nutrients, portions from foods where description = 'Banana, raw' and data_type = 'Survey (FNDDS)'`,
      );
      expect(banana!.food_group).toBe('Bananas');
      expect(banana!.nutrients).toMatchObject({ calories: 89, fiber: 2.6, sugars: 12.23, sodium: 1, caffeine: 0, alcohol: 0 });
      expect(banana!.portions[0]).toEqual({ amount: 1, unit: 'banana', grams: 126 });
      const [wine] = await queryRows(
        t.db,
        foodRowSchema.pick({ nutrients: true, portions: true }),
        sql`select nutrients, portions from foods where description = 'Wine, table, red' and data_type = 'Survey (FNDDS)'`,
      );
      expect(wine!.nutrients.alcohol).toBeGreaterThan(10);
      expect(wine!.portions.map((p) => p.unit)).toContain('glass');
    });

    it('does nothing when the data is current', async () => {
      expect(await ensureFoodData(t.db)).toMatchObject({ loaded: false });
    });

    it('reloads an outdated table once when two instances start together', async () => {
      await t.db.execute(sql`update food_datasets set version = 'outdated'`);
      await t.db.execute(sql`delete from foods where fdc_id = 9003`);
      // On Postgres the two loads run on two pooled connections, racing for the advisory lock.
      const results = await Promise.all([ensureFoodData(t.db), ensureFoodData(t.db)]);
      expect(results.filter((r) => r.loaded)).toHaveLength(1);
      const [count] = await queryRows(t.db, z.object({ n: z.number() }), sql`select count(*)::int as n from foods`);
      expect(count!.n).toBe(8789 + 7083);
    }, 120_000);
  });

  it('answers 401 with a JSON message when signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/foods/search?query=apple'],
      ['POST', '/api/foods/9003/calculate'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? { portionSizeGrams: 100 } : undefined });
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).message).toBe('Sign in to continue');
    }
  });

  describe('GET /api/foods/search', () => {
    it.each([
      [null, 'Search text is required'],
      ['', 'Search text must be at least 2 characters'],
      ['a', 'Search text must be at least 2 characters'],
      ['  a  ', 'Search text must be at least 2 characters'],
      ['x'.repeat(101), 'Search text must be at most 100 characters'],
    ])('rejects %j: %s', async (query, message) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    });

    it('rejects a repeated query parameter', async () => {
      const response = await search('apple', '&query=pear');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('Search text must be text');
    });

    it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty valueOf'])(
      'searches %j as words, not as object properties',
      async (query) => {
        const response = await search(query);
        expect(response.statusCode).toBe(200);
        expect(response.json<FoodSearchResponse>().foods).toEqual(expect.any(Array));
      },
    );

    it('answers an empty list for a query with nothing searchable in it', async () => {
      const response = await search('%%');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ foods: [] });
    });

    it('says the other name a food was found by, and only then', async () => {
      const foods = (await search('string cheese')).json<FoodSearchResponse>().foods;
      expect(foods[0]).toMatchObject({ description: 'Cheese, Mozzarella, part skim', alsoCalled: 'string cheese' });
      const named = (await search('mozzarella')).json<FoodSearchResponse>().foods;
      expect(named[0]?.description).toMatch(/mozzarella/i);
      expect(named[0]).not.toHaveProperty('alsoCalled');
    });

    it("answers the allowlisted fields, with the food's household portions", async () => {
      const response = await search('apple');
      expect(response.statusCode).toBe(200);
      const first = response.json<FoodSearchResponse>().foods[0]!;
      expect(Object.keys(first).sort()).toEqual(['brandOwner', 'dataType', 'description', 'fdcId', 'foodGroup', 'per100g', 'portions']);
      // FNDDS names it as people do, with the survey's category and its own household portions.
      expect(first).toMatchObject({ description: 'Apple, raw', brandOwner: null, dataType: 'Survey (FNDDS)', foodGroup: 'Apples' });
      expect(first.per100g.calories).toBeGreaterThan(45);
      expect(first.portions.map((p) => p.unit)).toContain('medium');
      const sr28 = response.json<FoodSearchResponse>().foods.find((f) => f.fdcId === 9003);
      expect(sr28).toMatchObject({
        fdcId: 9003,
        description: 'Apples, raw, with skin',
        dataType: 'SR Legacy',
        foodGroup: 'Fruits and Fruit Juices',
      });
      expect(sr28!.portions).toContainEqual({ amount: 1, unit: 'medium (3" dia)', grams: 182 });
    });

    it('merges online results behind the local ones, without their duplicates', async () => {
      const response = await search('greek yogurt');
      const foods = response.json<FoodSearchResponse>().foods;
      const firstOnline = foods.findIndex((f) => !isBundled(f));
      expect(firstOnline).toBeGreaterThan(0);
      expect(foods.slice(0, firstOnline).every(isBundled)).toBe(true);
      expect(foods.slice(firstOnline).map((f) => [f.fdcId, f.dataType])).toEqual([
        [2345678, 'Branded'],
        [1750340, 'Foundation'],
        ['food_off_3017620422003', 'OpenFoodFacts'],
      ]);
    });

    it('caches answers for the same words, so online sources are asked once', async () => {
      const asked = () => sources.requests.filter((r) => r.path.includes('search')).length;
      await search('Cottage Cheese');
      const before = asked();
      const again = await search('  cottage   CHEESE ');
      expect(again.statusCode).toBe(200);
      expect(asked()).toBe(before);
    });

    it('answers with the local results when an online source is slow or failing', async () => {
      const started = performance.now();
      const slow = await search('slow yogurt');
      expect(performance.now() - started).toBeLessThan(ONLINE_TIMEOUT_MS + 1500);
      expect(slow.statusCode).toBe(200);
      expect(slow.json<FoodSearchResponse>().foods.length).toBeGreaterThan(0);
      expect(slow.json<FoodSearchResponse>().foods.every(isBundled)).toBe(true);
      const broken = await search('broken yogurt');
      expect(broken.statusCode).toBe(200);
      expect(broken.json<FoodSearchResponse>().foods.every(isBundled)).toBe(true);
    });
  });

  describe('POST /api/foods/{fdcId}/calculate', () => {
    it('scales every stored nutrient from per 100 g to the portion', async () => {
      const response = await calculate('9003', { portionSizeGrams: 150 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        fdcId: 9003,
        description: 'Apples, raw, with skin',
        portionSizeGrams: 150,
        calories: 78,
        // Macros to 0.1 as everywhere (shared/nutrition); the other nutrients keep two decimals.
        protein: 0.4,
        carbs: 20.7,
        fat: 0.3,
        nutrients: { fiber: 3.6, sugars: 15.59, sodium: 1.5, potassium: 160.5, vitaminC: 6.9 },
      });
      const small = await calculate('01001', { portionSizeGrams: 0.1 });
      expect(small.json()).toMatchObject({ fdcId: 1001, description: 'Butter, salted', calories: 0.7 });
    });

    it.each(['abc', '0', '-5', '1.5', '1e5', 'food_', `food_${'x'.repeat(90)}`, 'FOOD_1', '%20'])(
      "answers 400 'Invalid food ID' for %j",
      async (id) => {
        const response = await calculate(id, { portionSizeGrams: 100 });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_FOOD_ID', message: 'Invalid food ID' });
      },
    );

    it('checks the id before the body', async () => {
      const response = await calculate('abc', { portionSizeGrams: -1 });
      expect(errorOf(response).message).toBe('Invalid food ID');
    });

    it.each(['99999', '2147483648', 'food_custom_123', 'food_off_999'])('answers 404 for the unknown food %s', async (id) => {
      const response = await calculate(id, { portionSizeGrams: 100 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Food not found' });
    });

    it.each([
      [{ portionSizeGrams: 0 }, 'Portion size must be above 0'],
      [{ portionSizeGrams: -10 }, 'Portion size must be above 0'],
      [{ portionSizeGrams: 5000.5 }, 'Portion size must be at most 5000'],
      [{ portionSizeGrams: '100' }, 'Portion size must be a number'],
      [{}, 'Portion size must be a number'],
      [{ portionSizeGrams: 100, unit: 'g' }, 'Unknown field: unit'],
      [[100], 'Body must be a JSON object'],
    ])('rejects the body %j: %s', async (payload, message) => {
      const response = await calculate('9003', payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    });

    it('calculates online foods through their source, found in a search or not', async () => {
      const off = await calculate('food_off_3017620422003', { portionSizeGrams: 50 });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        fdcId: 'food_off_3017620422003',
        calories: 60,
        protein: 4,
        carbs: 6.3,
        fat: 2.1,
        nutrients: { sodium: 20 },
      });
      const fdc = await calculate('2345678', { portionSizeGrams: 170 });
      expect(fdc.json()).toMatchObject({ fdcId: 2345678, description: 'GREEK YOGURT, PLAIN', calories: 100.3 });
    });

    it('answers 502 when the online source of the food fails', async () => {
      const response = await calculate(String(FDC_BROKEN_ID), { portionSizeGrams: 100 });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'FOOD_SOURCE_UNAVAILABLE',
        message: 'FoodData Central did not answer; please try again',
      });
    });
  });

  describe('with branded foods in the table', () => {
    beforeAll(async () => {
      const branded = [
        [2_000_001, 'ACME ZESTY CRUNCH GRANOLA BAR'],
        [2_000_002, 'ACME ZESTY LIME TORTILLA CHIPS'],
        [2_000_003, 'NORTHFIELD ORIGINAL GRANOLA'],
      ] as const;
      await insertFoodRows(
        t.db,
        branded.map(([id, description]) => {
          const ranking = rankingColumns({ description, foodGroup: null, brandOwner: 'Acme Foods Inc.', portions: 1, dataType: 'Branded' });
          return {
            fdc_id: id,
            data_type: 'Branded',
            description,
            food_group: null,
            brand_owner: 'Acme Foods Inc.',
            common_names: null,
            nutrients: { calories: 450, protein: 8, carbs: 64, fat: 18 },
            portions: [{ amount: 1, unit: 'bar', grams: 40 }],
            ...ranking,
          };
        }),
      );
      await refreshFoodIndexes(t.db);
    });

    const found = async (query: string) => (await search(query)).json<FoodSearchResponse>().foods;
    const branded = async (query: string) => (await found(query)).filter((f) => f.dataType === 'Branded').map((f) => f.description);

    it("finds them by one word and by several, a brand's food after the reference foods of its kind", async () => {
      expect(await branded('zesty')).toEqual(['ACME ZESTY CRUNCH GRANOLA BAR', 'ACME ZESTY LIME TORTILLA CHIPS']);
      // Both words first; then (too few match both) foods with either.
      expect((await branded('granola zesty'))[0]).toBe('ACME ZESTY CRUNCH GRANOLA BAR');
      const granola = (await found('granola')).map((f) => f.description);
      expect(granola[0]).toBe('Cereals ready-to-eat, granola, homemade');
      // A brand's granola is granola; a granola bar is a bar that the word only describes.
      expect(granola.indexOf('NORTHFIELD ORIGINAL GRANOLA')).toBeGreaterThan(0);
      const plainBar = granola.indexOf('Snacks, granola bars, hard, plain');
      expect(granola.indexOf('NORTHFIELD ORIGINAL GRANOLA')).toBeLessThan(plainBar === -1 ? Infinity : plainBar);
      // The brand's granola bar comes after the reference foods' twenty-odd granola bars.
      const bars = await found('granola bar');
      expect(bars[0]!.description).toMatch(/^(Snacks, granola bars?, |Cereal or granola bar, NFS)/i);
      expect(bars.slice(0, 20).every(isBundled)).toBe(true);
    });

    // A stop word typed last may start a food word ('peanut but'); alone it gives the branded foods' SQL no word.
    it.each(['who', 'but', 'peanut but'])('answers %j, a stop word typed last, without failing', async (query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(200);
    });

    it('finds a food with every word below the top tier of priors, after those in it, when the top tier has too few', async () => {
      // As if 50,000 branded foods of higher prior stood before the lime chips.
      await t.db.execute(sql`update food_branded_search set top_tier = (fdc_id <> 2000002)`);
      const terms = (words: string[]): SearchTerms => ({
        groups: words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)),
        headGroups: words,
        nameGroups: words.map((word) => `${word}:A`),
        groupWords: words,
        exactLast: words.at(-1)!,
        naming: words.at(-1)!,
        prefix: words.at(-1)!,
        phrase: words.join(' '),
      });
      try {
        const names = async (words: string[]) => (await searchBrandedFoods(t.db, terms(words), 25, 'all')).map((row) => row.description);
        expect(await names(['zesty', 'lime'])).toEqual(['ACME ZESTY LIME TORTILLA CHIPS']);
        expect(await names(['acme', 'zesty'])).toEqual(['ACME ZESTY CRUNCH GRANOLA BAR', 'ACME ZESTY LIME TORTILLA CHIPS']);
      } finally {
        await refreshFoodIndexes(t.db);
      }
    });

    it('calculates them like any stored food', async () => {
      const response = await calculate('2000001', { portionSizeGrams: 40 });
      expect(response.json()).toMatchObject({ fdcId: 2000001, calories: 180, protein: 3.2, carbs: 25.6, fat: 7.2 });
    });
  });
});
