import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, json, signedInUser, type TestApp } from '../../testing/harness.js';
import { supplementEntries } from '../../db/schema.js';
import { entryProposalSchema, type EntryDraft, type EntryProposal } from '../../../shared/proposals.js';
import { ensureFoodData } from '../foods/loader.js';
import { createFoodService, type FoodService } from '../foods/service.js';
import { updateSetting } from '../settings/service.js';
import { resolveDrafts } from './resolve-drafts.js';

// Wednesday 14 January 2026, 16:30 in Berlin.
const NOW = new Date('2026-01-14T15:30:00Z');
const ZONE = 'Europe/Berlin';

describe.each(databaseKinds)('entries from text (%s)', (kind) => {
  let t: TestApp;
  let foods: FoodService;
  let me: Awaited<ReturnType<typeof signedInUser>>;
  const resolve = (drafts: EntryDraft[], userId = me.userId) =>
    resolveDrafts(drafts, { db: t.db, userId, foods, timeZone: ZONE, now: NOW });
  const understand = (payload: unknown, headers: Record<string, string> = me.headers) =>
    t.app.inject({ method: 'POST', url: '/api/entries/understand', headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureFoodData(t.db);
    foods = createFoodService({ db: t.db, sources: [], cacheSeconds: 0, onlineTimeoutMs: 1000, log: t.app.log });
    me = await signedInUser(t);
    // Loading the bundled foods into a fresh database takes a while on a busy machine.
  }, 300_000);
  afterAll(() => t.close());

  describe('resolveDrafts', () => {
    it('finds a counted food through its household portion and counts its nutrition', async () => {
      const [proposal] = await resolve([{ kind: 'meal', when: { date: '2026-01-14' }, foods: [{ text: 'eggs', quantity: 2 }] }]);
      expect(proposal).toMatchObject({
        kind: 'meal',
        date: '2026-01-14',
        unmatched: [],
        said: ['2 eggs'],
        body: {
          meal: 'dinner',
          logTime: NOW.toISOString(),
          calories: 175,
          items: [
            {
              // Eggs said plainly are cooked ones (the search ranks the raw first).
              name: 'Egg, whole, cooked, NS as to cooking method',
              amount: 2,
              unit: 'egg',
              qty: '2 eggs · 100 g',
              portionSize: 100,
              portionUnit: 'g',
              calories: 175,
            },
          ],
        },
      });
    });

    it('turns grams, cups and counts into grams of the food', async () => {
      const [proposal] = await resolve([
        {
          kind: 'meal',
          when: { date: '2026-01-14', time: '08:15' },
          meal: 'breakfast',
          foods: [
            { text: 'butter', quantity: 10, unit: 'g' },
            { text: 'milk', quantity: 0.5, unit: 'cup' },
            { text: 'banana', quantity: 1 },
          ],
        },
      ]);
      const body = proposal?.kind === 'meal' ? proposal.body : null;
      expect(body?.meal).toBe('breakfast');
      expect(body?.logTime).toBe('2026-01-14T07:15:00.000Z');
      expect(body?.items.map((item) => [item.unit, item.amount, item.portionSize])).toEqual([
        ['g', 10, 10],
        ['cup', 0.5, 122],
        [expect.stringMatching(/^(medium|banana)/), 1, expect.any(Number)],
      ]);
      expect(body?.items[0]).toMatchObject({ name: expect.stringMatching(/^Butter/) as string, calories: 71.7 });
      expect(body?.calories).toBeCloseTo(
        body!.items.reduce((sum, item) => sum + item.calories, 0),
        1,
      );
    });

    it('splits "coffee with milk" into coffee and a little milk where no food is both; "toast" is toasted bread', async () => {
      const [proposal] = await resolve([
        { kind: 'meal', when: { date: '2026-01-14' }, foods: [{ text: 'coffee with milk' }, { text: 'toast' }] },
      ]);
      const items = proposal?.kind === 'meal' ? proposal.body.items : [];
      expect(items.map((item) => [item.name, item.unit, item.portionSize])).toEqual([
        // Coffee with no amount said is the survey's usual serving of it (FNDDS: 360 g), or a cup where a food has none.
        [expect.stringMatching(/^(Beverages, coffee, brewed|Coffee, )/), expect.stringMatching(/^(cup|serving)/), expect.any(Number)],
        [expect.stringMatching(/^Milk, /), expect.stringMatching(/^(tbsp|fl oz)$/), expect.any(Number)],
        // Toast said alone is the survey's toasted bread, its flour not said, at its usual serving (a slice).
        [
          expect.stringMatching(/^Bread, (white|NS as to major flour), .*toasted/),
          expect.stringMatching(/slice|serving/),
          expect.any(Number),
        ],
      ]);
      expect(proposal?.kind === 'meal' && proposal.said).toEqual(['coffee', 'milk', 'toast']);
      expect(items.every((item) => item.calories > 0)).toBe(true);
    });

    it('finds a food by its everyday name where USDA uses another ("oatmeal" is cooked oats)', async () => {
      const [proposal] = await resolve([{ kind: 'meal', when: { date: '2026-01-14' }, foods: [{ text: 'oatmeal with berries' }] }]);
      const items = proposal?.kind === 'meal' ? proposal.body.items : [];
      expect(proposal?.kind === 'meal' && proposal.unmatched).toEqual([]);
      expect(items[0]?.name).toMatch(/^(Cereals, oats, .*cooked|Oatmeal, )/);
      // A drink or dish counted once is a cup of it, or its own portion named after it; a little milk is 2 tbsp or 1 fl oz.
      expect(items.every((item) => (item.portionSize ?? 0) > 0 && (item.portionSize ?? 0) < 400)).toBe(true);
      expect(items.every((item) => item.calories > 0)).toBe(true);
    });

    it('shows what was understood of each food in words: measures with their count and "of", sizes before the food', async () => {
      const [proposal] = await resolve([
        {
          kind: 'meal',
          when: { date: '2026-01-14' },
          foods: [
            { text: 'toast', quantity: 2, unit: 'slice' },
            { text: 'milk', quantity: 0.5, unit: 'cup' },
            { text: 'latte', quantity: 1, unit: 'large' },
            { text: 'italian bmt', quantity: 1, unit: '6 inch' },
            { text: 'meatball sub', quantity: 1, unit: 'footlong' },
          ],
        },
      ]);
      expect(proposal?.kind === 'meal' && proposal.said).toEqual([
        '2 slices of toast',
        '½ cup of milk',
        '1 large latte',
        '6 inch italian bmt',
        '1 footlong meatball sub',
      ]);
    });

    it('keeps a food the search does not know as an own food at 0 kcal, listed as unmatched', async () => {
      const [proposal] = await resolve([{ kind: 'meal', when: { date: '2026-01-14' }, foods: [{ text: 'eggs with zzqx flurb' }] }]);
      expect(proposal?.kind === 'meal' && proposal.unmatched).toEqual(['Zzqx flurb']);
      expect(proposal?.kind === 'meal' && proposal.said).toEqual(['eggs', 'zzqx flurb']);
      const items = proposal?.kind === 'meal' ? proposal.body.items : [];
      expect(items.map((item) => item.name)).toEqual(['Egg, whole, cooked, NS as to cooking method', 'Zzqx flurb']);
      expect(items[1]).toMatchObject({ fdcId: expect.stringMatching(/^food_/) as string, calories: 0, qty: '1 serving' });
    });

    it("reads words that are names of an object's own properties as words, and answers", async () => {
      for (const text of ['2 constructor cakes', 'a constructor of toast', '__proto__ pie', 'toast, 2 valueOf', 'slept toString hours']) {
        const response = await understand({ text, kind: 'meal' });
        expect(response.statusCode, text).toBe(200);
        const response2 = await understand({ text });
        expect(response2.statusCode, text).toBe(200);
      }
      const [proposal] = await resolve([
        { kind: 'meal', when: { date: '2026-01-14' }, foods: [{ text: 'toast', quantity: 2, unit: 'constructor' }] },
      ]);
      expect(proposal?.kind === 'meal' && proposal.body.items.every((item) => Number.isFinite(item.calories))).toBe(true);
    });

    it('puts entries of a past day at the time said, or at noon', async () => {
      const proposals = await resolve([
        { kind: 'symptom', when: { date: '2026-01-13', time: '20:00' }, name: 'Headache', intensity: 4 },
        { kind: 'mood', when: { date: '2026-01-13' }, score: 2, tags: [] },
        { kind: 'energy', when: { date: '2026-01-14', time: '16:29' }, score: 3 },
      ]);
      expect(proposals).toEqual([
        { kind: 'symptom', date: '2026-01-13', body: { name: 'Headache', intensity: 4, timestamp: '2026-01-13T19:00:00.000Z' } },
        { kind: 'mood', date: '2026-01-13', body: { score: 2, tags: [], timestamp: '2026-01-13T11:00:00.000Z' } },
        { kind: 'energy', date: '2026-01-14', body: { score: 3, timestamp: '2026-01-14T15:29:00.000Z' } },
      ]);
    });

    it('takes the dose and unit of the person’s own supplement, and only theirs', async () => {
      const other = await signedInUser(t);
      await t.db.insert(supplementEntries).values([
        {
          userId: me.userId,
          day: '2026-01-10',
          name: 'Magnesium glycinate',
          dose: '300',
          unit: 'mg',
          taken: true,
          takenAt: new Date('2026-01-10T08:00:00Z'),
        },
        {
          userId: other.userId,
          day: '2026-01-10',
          name: 'Vitamin D',
          dose: '4000',
          unit: 'IU',
          taken: true,
          takenAt: new Date('2026-01-10T08:00:00Z'),
        },
      ]);
      const drafts: EntryDraft[] = [
        { kind: 'supplement', when: { date: '2026-01-14' }, name: 'Magnesium glycinate', taken: false },
        { kind: 'supplement', when: { date: '2026-01-14' }, name: 'Vitamin D', taken: true },
      ];
      expect((await resolve(drafts)).map((p) => p.body)).toEqual([
        { name: 'Magnesium glycinate', dose: '300', unit: 'mg', taken: false, takenAt: NOW.toISOString() },
        { name: 'Vitamin D', dose: '', unit: '', taken: true, takenAt: NOW.toISOString() },
      ]);
    });

    it('takes a dose said over the person’s usual one, and theirs when none is said', async () => {
      const person = await signedInUser(t);
      await t.db.insert(supplementEntries).values({
        userId: person.userId,
        day: '2026-01-10',
        name: 'Ibuprofen',
        dose: '200',
        unit: 'mg',
        taken: true,
        takenAt: new Date('2026-01-10T08:00:00Z'),
      });
      const proposals = await resolve(
        [
          { kind: 'supplement', when: { date: '2026-01-14' }, name: 'Ibuprofen', taken: true, dose: '400', unit: 'mg' },
          { kind: 'supplement', when: { date: '2026-01-14' }, name: 'Ibuprofen', taken: true },
          { kind: 'supplement', when: { date: '2026-01-14' }, name: 'Vitamin B12', taken: true, dose: '1000' },
        ],
        person.userId,
      );
      expect(proposals.map((p) => p.body)).toEqual([
        { name: 'Ibuprofen', dose: '400', unit: 'mg', taken: true, takenAt: NOW.toISOString() },
        { name: 'Ibuprofen', dose: '200', unit: 'mg', taken: true, takenAt: NOW.toISOString() },
        { name: 'Vitamin B12', dose: '1000', unit: '', taken: true, takenAt: NOW.toISOString() },
      ]);
    });

    it('reads the time zone from the person’s settings when none is given', async () => {
      const person = await signedInUser(t);
      await updateSetting(t.db, person.userId, { timeZone: 'America/New_York' });
      const [proposal] = await resolveDrafts([{ kind: 'mood', when: { date: '2026-01-13', time: '21:00' }, score: 4, tags: [] }], {
        db: t.db,
        userId: person.userId,
        foods,
        now: NOW,
      });
      expect(proposal?.body).toMatchObject({ timestamp: '2026-01-14T02:00:00.000Z' });
    });
  });

  describe('POST /api/entries/understand', () => {
    it('answers the proposals of a sentence, each valid, and saves nothing', async () => {
      const response = await understand({ text: 'I had a bad headache, about a 4, and I skipped my magnesium' });
      expect(response.statusCode).toBe(200);
      const { proposals } = json<{ proposals: EntryProposal[] }>(response);
      expect(proposals.map((p) => p.kind)).toEqual(['symptom', 'supplement']);
      expect(proposals[0]?.body).toMatchObject({ name: 'Headache', intensity: 4 });
      for (const proposal of proposals) expect(entryProposalSchema.safeParse(proposal).success).toBe(true);
      const day = await t.app.inject({ method: 'GET', url: `/api/health/${proposals[0]!.date}`, headers: me.headers });
      expect(json<{ symptoms: unknown[] }>(day).symptoms).toEqual([]);
    });

    it('keeps how often a symptom came as its note, and Save keeps it', async () => {
      const response = await understand({ text: 'diarrhea 5 times and threw up twice. 3 migraines this week', date: '2026-01-12' });
      const { proposals } = json<{ proposals: EntryProposal[] }>(response);
      expect(proposals.map(({ kind, date, body }) => ({ kind, date, body }))).toMatchObject([
        { kind: 'symptom', date: '2026-01-12', body: { name: 'Diarrhea', intensity: 3, notes: '5 times' } },
        { kind: 'symptom', date: '2026-01-12', body: { name: 'Vomiting', intensity: 3, notes: 'Twice' } },
        { kind: 'symptom', date: '2026-01-12', body: { name: 'Migraine', intensity: 3, notes: '3 times this week' } },
      ]);
      for (const proposal of proposals) {
        const saved = await t.app.inject({
          method: 'POST',
          url: `/api/health/${proposal.date}/symptom`,
          headers: me.headers,
          payload: proposal.body,
        });
        expect(saved.statusCode, saved.body).toBe(201);
      }
      const day = await t.app.inject({ method: 'GET', url: '/api/health/2026-01-12', headers: me.headers });
      expect(json<{ symptoms: { name: string; notes: string | null }[] }>(day).symptoms.map(({ name, notes }) => [name, notes])).toEqual(
        expect.arrayContaining([
          ['Diarrhea', '5 times'],
          ['Vomiting', 'Twice'],
          ['Migraine', '3 times this week'],
        ]),
      );
    });

    it('puts each dose said into the supplement’s dose and unit, and Save keeps them', async () => {
      const person = await signedInUser(t);
      await updateSetting(t.db, person.userId, { timeZone: ZONE });
      const response = await understand(
        { text: 'took 2 paracetamol 500mg and 4 units of novorapid at 8am, forgot my vitamin d', date: '2026-01-12' },
        person.headers,
      );
      expect(response.statusCode).toBe(200);
      const { proposals } = json<{ proposals: EntryProposal[] }>(response);
      expect(proposals.map(({ kind, date, body }) => ({ kind, date, body }))).toEqual([
        {
          kind: 'supplement',
          date: '2026-01-12',
          body: { name: 'Paracetamol', dose: '1000', unit: 'mg', taken: true, takenAt: '2026-01-12T07:00:00.000Z' },
        },
        {
          kind: 'supplement',
          date: '2026-01-12',
          body: { name: 'Novorapid', dose: '4', unit: 'units', taken: true, takenAt: '2026-01-12T07:00:00.000Z' },
        },
        {
          kind: 'supplement',
          date: '2026-01-12',
          body: { name: 'Vitamin D', dose: '', unit: '', taken: false, takenAt: '2026-01-12T07:00:00.000Z' },
        },
      ]);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/health/2026-01-12/supplement',
        headers: person.headers,
        payload: proposals[0]!.body,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const day = await t.app.inject({ method: 'GET', url: '/api/health/2026-01-12', headers: person.headers });
      expect(json<{ supplements: { name: string; dose: string; unit: string }[] }>(day).supplements).toMatchObject([
        { name: 'Paracetamol', dose: '1000', unit: 'mg' },
      ]);
    });

    it('reads a quick add as foods only', async () => {
      const response = await understand({ text: '2 eggs', kind: 'meal' });
      const { proposals } = json<{ proposals: EntryProposal[] }>(response);
      expect(proposals).toHaveLength(1);
      expect(proposals[0]).toMatchObject({ kind: 'meal', body: { calories: 175 } });
    });

    it('keeps a long list to the items a meal may hold', async () => {
      const response = await understand({ text: Array.from({ length: 60 }, () => 'zzqx').join(', '), kind: 'meal' });
      const { proposals } = json<{ proposals: EntryProposal[] }>(response);
      expect(proposals[0]?.kind === 'meal' && proposals[0].body.items).toHaveLength(50);
    });

    it('answers no proposals for a question', async () => {
      const response = await understand({ text: 'what should I eat?' });
      expect(json(response)).toEqual({ proposals: [] });
    });

    it('reads a past day’s text from that day: “yesterday” is the day before it', async () => {
      const response = await understand({ text: 'mood 4 yesterday', date: '2026-01-10' });
      expect(json<{ proposals: EntryProposal[] }>(response).proposals).toMatchObject([
        { kind: 'mood', date: '2026-01-09', body: { score: 4 } },
      ]);
    });

    it.each([
      [null, 'Body must be a JSON object'],
      [{}, 'Text must be text'],
      [{ text: '   ' }, 'Text must not be empty'],
      [{ text: 'x'.repeat(501) }, 'Text must be at most 500 characters'],
      [{ text: 'mood 4', date: '2026-02-30' }, 'Date must be a real date written yyyy-MM-dd'],
      [{ text: 'mood 4', date: '2099-01-01' }, '2099-01-01 has not begun yet'],
      [{ text: 'mood 4', kind: 'symptom' }, "Kind must be 'meal'"],
      [{ text: 'mood 4', extra: 1 }, 'Unknown field: extra'],
    ])('refuses %j with 400 and a message', async (payload, message) => {
      const response = await understand(payload);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toContain(message);
    });

    it('needs a session', async () => {
      const response = await understand({ text: 'mood 4' }, {});
      expect(response.statusCode).toBe(401);
    });
  });
});
