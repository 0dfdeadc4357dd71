import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { meals } from '../../db/schema.js';
import { projectRoot } from '../../lib/paths.js';

const MIGRATION = readFileSync(path.join(projectRoot, 'src/server/db/migrations/0016_meal-portions.sql'), 'utf8');

describe.each(databaseKinds)('migration 0016: stored meal items keep one portion labelled for one (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("rewrites '1 0.5 fillet', '2 1 tbsp' and '1.5 100g'; leaves items already right and own foods as they are", async () => {
    const { userId } = await signedInUser(t);
    const item = (qty: string, amount: number, unit: string, portionSize?: number) => ({
      name: 'Food',
      qty,
      fdcId: 1,
      amount,
      unit,
      ...(portionSize ? { portionSize } : {}),
      calories: 10,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
    const items = [
      item('1 0.5 fillet', 1, '0.5 fillet', 154),
      item('2 1 tbsp', 2, '1 tbsp', 28.4),
      item('1.5 100g', 1.5, '100g', 150),
      item('0.17 1 6 inch sub', 0.17, '1 6 inch sub', 40),
      item('2 slices · 56 g', 2, 'slice', 56),
      { name: 'Soup', qty: '1 serving', fdcId: 'food_x', calories: 100, protein: 0, carbs: 0, fat: 0 },
    ];
    const [row] = await t.db
      .insert(meals)
      .values({ userId, day: '2026-11-01', meal: 'lunch', items, calories: 1, protein: 0, carbs: 0, fat: 0, logTime: new Date() })
      .returning();
    await t.db.execute(sql.raw(MIGRATION));
    await t.db.execute(sql.raw(MIGRATION)); // twice: a second run changes nothing
    const [after] = await t.db.select().from(meals).where(eq(meals.id, row!.id));
    const shown = (after!.items as { qty: string; amount?: number; unit?: string }[]).map((i) => [i.qty, i.amount, i.unit]);
    expect(shown).toEqual([
      ['0.5 fillet · 154 g', 0.5, 'fillet'],
      ['2 tbsp · 28 g', 2, 'tbsp'],
      ['150 g', 150, 'g'],
      ['0.17 6 inch sub · 40 g', 0.17, '6 inch sub'],
      ['2 slices · 56 g', 2, 'slice'],
      ['1 serving', undefined, undefined],
    ]);
  });
});
