import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFoodSourcesServer, type FoodSourcesServer } from '../../testing/food-sources-server.js';
import { fdcSource } from './fdc.js';
import { openFoodFactsSource } from './open-food-facts.js';

const signal = () => AbortSignal.timeout(2000);

describe('online food source adapters (against a local server speaking their APIs)', () => {
  let server: FoodSourcesServer;
  beforeAll(async () => {
    server = await startFoodSourcesServer({ slowMs: 1000 });
  });
  afterAll(() => server.close());

  it('FoodData Central: searches Foundation and Branded foods with the key, per 100 g', async () => {
    const fdc = fdcSource({ apiKey: 'test-key', baseUrl: server.fdcUrl });
    const foods = await fdc.search('greek yogurt', signal());
    const search = server.requests.find((r) => r.path.startsWith('/fdc/v1/foods/search'))!;
    expect(search.method).toBe('POST');
    expect(search.path).toContain('api_key=test-key');
    expect(JSON.parse(search.body)).toMatchObject({ query: 'greek yogurt', dataType: ['Foundation', 'Branded'] });
    expect(foods).toEqual([
      {
        fdcId: 2345678,
        description: 'GREEK YOGURT, PLAIN',
        brandOwner: 'Example Dairy Co.',
        dataType: 'Branded',
        foodGroup: null,
        portions: [{ amount: 1, unit: 'serving (1 container)', grams: 170 }],
        per100g: { calories: 59, protein: 10.2, carbs: 3.6, fat: 0.4 },
        nutrients: { calories: 59, protein: 10.2, carbs: 3.6, fat: 0.4, sodium: 36 },
      },
      expect.objectContaining({
        fdcId: 1750340,
        dataType: 'Foundation',
        portions: [{ amount: 1, unit: '1 cup', grams: 245 }],
        // Foundation foods give energy by the Atwater factors (958) instead of 208.
        per100g: { calories: 61, protein: 10.3, carbs: 3.64, fat: 0.37 },
      }),
    ]);
  });

  it('FoodData Central: looks a food up by id, null when unknown, owns numeric ids only', async () => {
    const fdc = fdcSource({ apiKey: 'test-key', baseUrl: server.fdcUrl });
    expect(await fdc.get(2345678, signal())).toMatchObject({ description: 'GREEK YOGURT, PLAIN', nutrients: { calories: 59, sodium: 36 } });
    expect(await fdc.get(999, signal())).toBeNull();
    expect(fdc.owns(2345678)).toBe(true);
    expect(fdc.owns('food_off_1')).toBe(false);
  });

  it('Open Food Facts: searches, converts grams to mg and µg, skips nameless products', async () => {
    const off = openFoodFactsSource({ baseUrl: server.offUrl });
    const foods = await off.search('greek yogurt', signal());
    const search = server.requests.find((r) => r.path.startsWith('/off/cgi/search.pl'))!;
    expect(search.path).toContain('search_terms=greek+yogurt');
    expect(foods).toEqual([
      {
        fdcId: 'food_off_3017620422003',
        description: 'Greek yogurt with honey',
        brandOwner: 'Example Farm',
        dataType: 'OpenFoodFacts',
        foodGroup: null,
        portions: [{ amount: 1, unit: 'serving (125 g)', grams: 125 }],
        per100g: { calories: 120, protein: 8, carbs: 12.5, fat: 4.2 },
        nutrients: { calories: 120, protein: 8, carbs: 12.5, fat: 4.2, sodium: 40, vitaminD: 1.2 },
      },
    ]);
  });

  it('Open Food Facts: looks a product up by barcode, null when unknown or not its id', async () => {
    const off = openFoodFactsSource({ baseUrl: server.offUrl });
    expect(await off.get('food_off_3017620422003', signal())).toMatchObject({ description: 'Greek yogurt with honey' });
    expect(await off.get('food_off_999', signal())).toBeNull();
    expect(await off.get('food_custom_1', signal())).toBeNull();
    expect(off.owns('food_off_3017620422003')).toBe(true);
    expect(off.owns(123)).toBe(false);
  });

  it('throws on a failing source and stops at its signal', async () => {
    const fdc = fdcSource({ apiKey: 'test-key', baseUrl: server.fdcUrl });
    await expect(fdc.search('broken', signal())).rejects.toThrow('answered 500');
    const started = performance.now();
    await expect(fdc.search('slow yogurt', AbortSignal.timeout(100))).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(900);
  });
});
