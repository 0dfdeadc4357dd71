import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { ensureFoodData } from '../foods/loader.js';
import type { Meal } from '../../../shared/health.js';

/** FNDDS food codes (data/foods/usda-fndds-2017-2018.jsonl.gz). */
const BANANA = 63107010;
const RED_WINE = 93401010;
const COFFEE = 92101000;

describe.each(databaseKinds)('meal nutrition computed on the server (%s)', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const url = '/api/health/2026-11-21/nutrition';
  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureFoodData(t.db);
    headers = (await signedInUser(t)).headers;
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });

  it("computes each item from its food and the meal from its items, whatever totals are sent; own foods keep the person's values", async () => {
    const response = await post({
      meal: 'breakfast',
      items: [
        // A banana's own '1 banana' (126 g), sent with made-up values and old-style portion text.
        {
          name: 'Banana, raw',
          qty: '1 1 banana',
          fdcId: BANANA,
          amount: 1,
          unit: '1 banana',
          portionSize: 126,
          calories: 5,
          protein: 0,
          carbs: 0,
          fat: 0,
        },
        { name: 'Wine, table, red', fdcId: RED_WINE, amount: 1, unit: 'glass', portionSize: 150, calories: 1 },
        { name: 'Coffee, brewed', fdcId: COFFEE, amount: 240, unit: 'g', portionSize: 240 },
        { name: "Gran's muffin", fdcId: 'food_own-1', amount: 1, unit: 'serving', calories: 320, protein: 5, carbs: 40, fat: 15 },
      ],
      calories: 5,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    const meal = response.json<Meal>();
    const [banana, wine, coffee, muffin] = meal.items;
    expect(banana).toMatchObject({ amount: 1, unit: 'banana', qty: '1 banana · 126 g', calories: 112.1, foodGroup: 'Bananas' });
    expect(banana!.nutrients).toMatchObject({ fiber: 3.28, sugars: 15.41, sodium: 1.26 });
    expect(wine).toMatchObject({ qty: '1 glass · 150 g', foodGroup: 'Wine' });
    expect(wine!.nutrients!.alcohol).toBeCloseTo(15.9, 1);
    expect(coffee!.nutrients!.caffeine).toBeGreaterThan(80);
    expect(coffee).toMatchObject({ qty: '240 g', foodGroup: 'Coffee' });
    expect(muffin).toMatchObject({ calories: 320, protein: 5, carbs: 40, fat: 15, qty: '1 serving' });
    const sum = (key: 'calories' | 'protein' | 'carbs' | 'fat') =>
      Math.round(meal.items.reduce((total, item) => total + item[key], 0) * 10) / 10;
    expect(meal).toMatchObject({ calories: sum('calories'), protein: sum('protein'), carbs: sum('carbs'), fat: sum('fat') });
    expect(meal.calories).toBeGreaterThan(500);
    expect(meal.nutrients.alcohol).toBeCloseTo(15.9, 1);
    expect(meal.nutrients.caffeine).toBe(coffee!.nutrients!.caffeine);

    const day = (await t.app.inject({ method: 'GET', url: '/api/health/2026-11-21', headers })).json<{ nutrition: Meal[] }>();
    expect(day.nutrition.find((m) => m.id === meal.id)).toMatchObject({ calories: meal.calories, nutrients: meal.nutrients });
  });

  it('answers 400 with a message for nutrients that are not amounts, saving nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/health/2026-11-22', headers })).json<{ nutrition: Meal[] }>();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health/2026-11-22/nutrition',
      headers,
      payload: { meal: 'lunch', items: [{ name: 'Banana', fdcId: BANANA, nutrients: { caffeine: 'lots' } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/\w/) as string });
    const after = (await t.app.inject({ method: 'GET', url: '/api/health/2026-11-22', headers })).json<{ nutrition: Meal[] }>();
    expect(after.nutrition).toEqual(before.nutrition);
  });
});
