import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../../testing/harness.js';
import { getSettings } from '../../settings/service.js';
import { assembleContext } from './context.js';

describe.each(databaseKinds)('grounding context (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('gives each day its mean mood and energy to one decimal, its meals in time order with their food names, its peak symptoms', async () => {
    const me = await signedInUser(t);
    // Yesterday: every time below is then past, whatever the hour the test runs at (today's 12:00 was
    // refused as a future time before noon UTC).
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const post = async (segment: string, body: object) => {
      const response = await t.app.inject({ method: 'POST', url: `/api/health/${day}/${segment}`, headers: me.headers, payload: body });
      expect(response.statusCode, `${segment}: ${response.body}`).toBe(201);
    };
    for (const score of [3, 4]) await post('mood', { score, tags: [], timestamp: at(8) });
    for (const score of [2, 3, 3]) await post('energy', { score, timestamp: at(9) });
    for (const intensity of [2, 4]) await post('symptom', { name: 'Headache', intensity });
    const item = (name: string) => ({ name, qty: '1 serving', fdcId: 'food_own', calories: 100, protein: 0, carbs: 0, fat: 0 });
    await post('nutrition', {
      meal: 'lunch',
      items: [item('Lentil soup'), item('Bread, rye')],
      calories: 200.4,
      protein: 0,
      carbs: 0,
      fat: 0,
      logTime: at(12),
    });
    await post('nutrition', { meal: 'breakfast', items: [item('Oats')], calories: 100, protein: 0, carbs: 0, fat: 0, logTime: at(7) });

    const context = await assembleContext(t.db, { userId: me.userId, firstName: 'Maya', settings: await getSettings(t.db, me.userId) });
    const logged = context.days.find((d) => d.date === day)!;
    expect(logged.mood).toBe(3.5);
    expect(logged.energy).toBe(2.7);
    expect(logged.symptoms).toEqual([{ name: 'Headache', intensity: 4 }]);
    expect(logged.meals).toEqual([
      { meal: 'breakfast', foods: ['Oats'], calories: 100 },
      { meal: 'lunch', foods: ['Lentil soup', 'Bread, rye'], calories: 200 },
    ]);
  });
});
