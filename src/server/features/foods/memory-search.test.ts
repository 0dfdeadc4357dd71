import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { databaseKinds, openTestDatabase } from '../../testing/harness.js';
import { ensureFoodData } from './loader.js';
import { MemoryFoodSearch } from './memory-search.js';
import { searchLocalFoods } from './search.js';

/** Typos, word order, half-typed words, stop words, synonyms, phrases, words written as one or as two, and nonsense. */
const QUERIES = [
  'soy milk',
  'blue berries',
  'hot dog',
  'cornflakes',
  'icecream',
  'salad',
  'chocolate milk',
  'fries',
  'pita',
  'kiwi',
  'straw',
  'soy mi',
  'latte',
  'apple',
  'apples',
  'bana',
  'egg',
  'eggs',
  'milk',
  'rice',
  'chicken breast',
  'chiken brest',
  'breast chicken',
  'chick',
  'c',
  'cheddar cheese',
  'greek yogurt',
  'yoghurt',
  'oatmeal',
  'porridge',
  'coffee',
  'orange juice',
  'brocoli',
  'mozarella',
  'soda',
  'ketchup',
  'cup of tea',
  'the apple juice',
  'apple juice',
  'juice apple',
  'peanut butter',
  'french fries',
  'egg white',
  'brown rice cooked',
  'whole wheat bread',
  'scrambled eggs',
  'with',
  'and the',
  'xqzt',
  'beef 90 lean',
  'pork chop',
  'ice cream',
  'dark chocolate',
  'strawberies',
  'sweet potato',
  'potato sweet',
  'mince',
  'prawns',
  'aubergine',
  'zucchini',
  'tomato sauce',
];

describe.each(databaseKinds)('in-memory food search (%s)', (kind) => {
  let database: Database;
  let memory: MemoryFoodSearch;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await ensureFoodData(database.db);
    memory = (await MemoryFoodSearch.load(database.db))!;
  });
  afterAll(() => database.close());

  it('holds every reference food with its household portions', () => {
    expect(memory.foods).toHaveLength(8789 + 7083); // SR28 and FNDDS
    const apple = memory.foods.find((f) => f.row.description.startsWith('Apples, raw, with skin'));
    expect(apple?.row.portions.map((p) => p.unit)).toEqual(expect.arrayContaining([expect.stringMatching(/cup/)]));
  });

  it('answers as the SQL search does: the same foods in the same order', async () => {
    for (const query of QUERIES) {
      const [fromSql, fromMemory] = await Promise.all([searchLocalFoods(database.db, query, 25), memory.search(query, 25)]);
      expect(
        fromMemory.map((f) => f.description),
        query,
      ).toEqual(fromSql.map((f) => f.description));
      expect(fromMemory, query).toEqual(fromSql);
    }
  });
});
