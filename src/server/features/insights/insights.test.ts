import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePattern, type Insights } from '../../../shared/insights.js';
import { addDays } from '../../../shared/days.js';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';

const TO = '2026-11-20';
const FROM = addDays(TO, -13);
type Person = Awaited<ReturnType<typeof signedInUser>>;

/** pdftotext (Debian's poppler-utils, which .ci/run installs) reads a PDF's text back, layout kept. */
function pdfText(pdf: Buffer): { text: string; pages: number } {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'willow-report-')), 'report.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return { text, pages };
}

describe.each(databaseKinds)('insights and the report for the doctor (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (person: Person, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: person.headers, payload });
  const insights = (person: Person, query = `from=${FROM}&to=${TO}`) =>
    t.app.inject({ url: `/api/insights?${query}`, headers: person.headers });

  /**
   * Two weeks: bread at lunch every third day and a headache of 4 the day after it, of 1 on the
   * other days. Mood 2 (1 and 3) on headache days, 4.5 otherwise; magnesium taken 10 of 14 days.
   */
  async function twoWeeks(person: Person) {
    for (let i = 0; i < 14; i++) {
      const day = addDays(FROM, i);
      const at = `${day}T12:00:00Z`;
      const bread = i % 3 === 0;
      const headache = i % 3 === 1;
      await post(person, `/api/health/${day}/mood`, { score: headache ? 1 : 4, timestamp: at });
      await post(person, `/api/health/${day}/mood`, { score: headache ? 3 : 5, timestamp: `${day}T18:00:00Z` });
      await post(person, `/api/health/${day}/energy`, { score: 3, timestamp: at });
      await post(person, `/api/health/${day}/symptom`, {
        name: 'Headache',
        intensity: headache ? 4 : 1,
        timestamp: at,
        ...(i === 3 ? { notes: 'Behind the eyes' } : {}),
      });
      await post(person, `/api/health/${day}/nutrition`, {
        meal: 'lunch',
        items: [{ name: bread ? 'Bread, wheat' : 'Soup, tomato', fdcId: bread ? 1 : 2, calories: 300, protein: 10, carbs: 40, fat: 5 }],
        calories: 300,
        protein: 10,
        carbs: 40,
        fat: 5,
        logTime: at,
      });
      await post(person, `/api/health/${day}/supplement`, { name: 'Magnesium', dose: '200', unit: 'mg', taken: i < 10, takenAt: at });
    }
  }

  it('answers daily series, adherence, notes and the patterns with the days behind them', async () => {
    const me = await signedInUser(t);
    await twoWeeks(me);
    const response = await insights(me);
    expect(response.statusCode).toBe(200);
    const body = response.json<Insights>();
    expect(body.trackedDays).toBe(14);
    expect(body.mood[0]).toEqual({ date: FROM, mean: 4.5, min: 4, max: 5 });
    expect(body.mood[1]).toEqual({ date: addDays(FROM, 1), mean: 2, min: 1, max: 3 });
    expect(body.energy).toHaveLength(14);
    expect(body.sleep).toEqual([]);
    expect(body.symptoms).toEqual([
      expect.objectContaining({ name: 'Headache', days: 14, frequency: 1, meanIntensity: 2.1, highestIntensity: 4 }),
    ]);
    expect(body.symptoms[0]!.daily[0]).toEqual({ date: FROM, intensity: 1 });
    expect(body.nutrition[0]).toEqual({ date: FROM, calories: 300, protein: 10, carbs: 40, fat: 5 });
    expect(body.supplements).toEqual([{ name: 'Magnesium', taken: 10, planned: 14, adherence: 0.71 }]);
    expect(body.notes).toEqual([{ date: addDays(FROM, 3), symptom: 'Headache', text: 'Behind the eyes' }]);

    const bread = body.patterns.find((p) => p.outcome.name === 'Headache' && p.factor.name === 'bread');
    expect(bread).toMatchObject({
      outcome: { kind: 'symptom', name: 'Headache', unit: 'point' },
      lag: 1,
      label: 'the day after eating bread',
      effect: 3,
      strength: 'strong',
      withAverage: 4,
      withDays: 5,
      withoutAverage: 1,
      withoutDays: 8,
    });
    // The days it rests on are the days after bread (the first day has no day before it in the range).
    expect(bread!.dates).toEqual([1, 4, 7, 10, 13].map((i) => addDays(FROM, i)));
    // Mood is an outcome too: lower the day after bread.
    expect(body.patterns.find((p) => p.outcome.name === 'Mood')).toMatchObject({ factor: { name: 'bread' }, lag: 1, effect: -2.5 });
    // Soup is what bread replaced and low mood falls on the same days: neither is a pattern of its own;
    // magnesium has too few days without it to compare.
    expect(body.patterns.map((p) => p.factor.name)).toEqual(['bread', 'bread']);
    expect(body.patternSearch).toMatchObject({ daysToLog: 0, falseDiscoveryRate: 0.05 });
  });

  it('finds sleep shorter after bread as an outcome in hours, logged per night, and not the short nights that only follow it', async () => {
    const me = await signedInUser(t);
    await twoWeeks(me);
    await nightsAfterBread(me);
    const body = (await insights(me)).json<Insights>();
    expect(body.sleep[0]).toEqual({ date: FROM, hours: 8, quality: 4 });
    expect(body.sleep[1]).toEqual({ date: addDays(FROM, 1), hours: 5.5, quality: 2 });
    const sleep = body.patterns.find((p) => p.outcome.kind === 'sleepHours');
    expect(sleep).toMatchObject({
      outcome: { name: 'Sleep', unit: 'hour', scale: ' h' },
      factor: { name: 'bread' },
      lag: 1,
      label: 'the night after eating bread',
      effect: -2.5,
      withAverage: 5.5,
      withoutAverage: 8,
    });
    expect(body.patterns.find((p) => p.outcome.kind === 'sleepQuality')).toMatchObject({ factor: { name: 'bread' }, effect: -2 });
    // The short, poor nights fall on the headache days, but bread before them explains them.
    expect(body.patterns.filter((p) => p.factor.kind === 'short-night' || p.factor.kind === 'poor-night')).toEqual([]);
  });

  it("finds poorer sleep the night after alcohol from the drinks' own amounts, summed over a day's items, whatever the drink", async () => {
    const me = await signedInUser(t);
    const drinks = ['Beer', 'Wine', 'Cider'];
    for (let i = 0; i < 14; i++) {
      const day = addDays(FROM, i);
      // Two drinks of 7 g on every third evening; a dish cooked with wine (5 g) is no drink.
      const item = (name: string, alcohol: number) => ({
        name,
        fdcId: `food_${name.toLowerCase().replace(/ /g, '_')}`,
        calories: 100,
        nutrients: { alcohol },
      });
      const items =
        i % 3 === 0
          ? [item(drinks[(i / 3) % 3]!, 7), item(drinks[(i / 3 + 1) % 3]!, 7)]
          : [item(i % 3 === 1 ? 'Coq au vin' : 'Soup', i % 3 === 1 ? 5 : 0)];
      const meal = { meal: 'dinner', items, calories: 0, protein: 0, carbs: 0, fat: 0, logTime: `${day}T19:00:00Z` };
      expect((await post(me, `/api/health/${day}/nutrition`, meal)).statusCode).toBe(201);
      expect((await post(me, `/api/health/${day}/sleep`, { quality: i % 3 === 1 ? 2 : 4 })).statusCode).toBeLessThan(300);
    }
    const body = (await insights(me)).json<Insights>();
    const alcohol = body.patterns.find((p) => p.factor.kind === 'alcohol');
    expect(alcohol).toMatchObject({
      outcome: { name: 'Sleep quality' },
      lag: 1,
      label: 'the night after alcohol',
      effect: -2,
      withDays: 5,
      withoutDays: 8,
    });
    expect(describePattern(alcohol!)).toMatch(
      /^Sleep quality was 2 points lower the night after alcohol \(2\/5 on 5 days against 4\/5 on 8 other days;/,
    );
    expect(body.patterns.filter((p) => p.factor.kind === 'food')).toEqual([]);
  });

  it('shows nothing of another person, and an empty range is empty', async () => {
    const me = await signedInUser(t);
    await twoWeeks(me);
    const other = await signedInUser(t);
    const body = (await insights(other)).json<Insights>();
    expect(body).toMatchObject({
      trackedDays: 0,
      mood: [],
      energy: [],
      sleep: [],
      symptoms: [],
      nutrition: [],
      supplements: [],
      patterns: [],
      patternSearch: { daysToLog: 14, tested: 0 },
      notes: [],
    });
  });

  it('refuses a bad range with a message that says what is wrong', async () => {
    const me = await signedInUser(t);
    const cases: [string, RegExp][] = [
      ['from=2026-11-20', /End date must be a date/],
      ['from=2026-11-20&to=2026-11-31', /End date must be a real date written yyyy-MM-dd/],
      ['from=2026-11-20&to=2026-11-19', /The start date must be on or before the end date/],
      ['from=2025-01-01&to=2026-11-20', /at most 366 days/],
      [`from=${FROM}&to=${TO}&userId=x`, /Unknown parameter: userId/],
    ];
    for (const [query, message] of cases) {
      const response = await insights(me, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).message, query).toMatch(message);
    }
    expect((await t.app.inject({ url: `/api/insights?from=${FROM}&to=${TO}` })).statusCode).toBe(401);
  });

  /** The nights after bread are 5 h 30 min of poor sleep, the others 8 h of good sleep. */
  async function nightsAfterBread(person: Person) {
    for (let i = 0; i < 14; i++) {
      const afterBread = i % 3 === 1;
      const night = afterBread ? { hours: 5.5, quality: 2 } : { hours: 8, quality: 4 };
      expect((await post(person, `/api/health/${addDays(FROM, i)}/sleep`, night)).statusCode).toBeLessThan(300);
    }
  }

  it('makes a PDF for the doctor with the name, the range, symptoms, sleep, supplements, patterns and notes, on at most two pages', async () => {
    const me = await signedInUser(t, { firstName: 'Maya' });
    await twoWeeks(me);
    await nightsAfterBread(me);
    const response = await post(me, '/api/insights/report', { from: FROM, to: TO, notes: 'Worse after poor sleep.', paper: 'letter' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="willow-report-${FROM}-to-${TO}.pdf"`);
    const { text, pages } = pdfText(response.rawPayload);
    expect(pages).toBeLessThanOrEqual(2);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Health summary for Maya');
    expect(flat).toContain('7 Nov 2026 to 20 Nov 2026 · 14 days, 14 with entries');
    expect(flat).toMatch(/Headache 14 \(100%\) 2\.1\/5 4\/5/);
    expect(flat).toContain('Magnesium 10 of 14 71%');
    // 5 nights of 5.5 h and 9 of 8 h; 5 of quality 2 and 9 of 4.
    expect(flat).toContain(
      'Sleep averaged 7.1 hours over 14 nights, 5 of them under 6 hours; quality 3.3/5 over 14 nights (1 is lowest, 5 highest).',
    );
    expect(flat).toContain('Sleep was 2.5 hours shorter the night after eating bread (5.5 h on 5 days against 8 h on 8 other days;');
    expect(flat).toContain(
      'Headache was 3 points stronger the day after eating bread (4/5 on 5 days against 1/5 on 8 other days; 95% interval 3 to 3 points stronger). Strong pattern.',
    );
    expect(flat).not.toMatch(/soup|low-mood/i);
    expect(flat).toContain('Worse after poor sleep.');
    expect(flat).toContain('Behind the eyes');
    expect(flat).toContain('Not a medical record');

    const refused = await post(me, '/api/insights/report', { from: TO, to: FROM });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/The start date must be on or before the end date/);
  });
});
