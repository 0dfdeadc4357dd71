import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { energyEntries, meals, moodEntries, symptomEntries, users } from '../../db/schema.js';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';
import type { ChatEvent } from '../../../shared/chat.js';
import type { Insights } from '../../../shared/insights.js';
import { addDays } from '../../../shared/days.js';
import { localDay } from '../../../shared/zoned-time.js';
import { getSettings } from '../settings/service.js';
import { assembleContext, PATTERNS_SHOWN } from './grounding/context.js';
import { createReadToolRunner, patternOutcome, type PatternsRead } from './read-tools.js';

// The chat's patterns are the ones /insights finds, all of them: get_patterns with an outcome looks
// among every pattern that passed, not the few the prompt lists, and the offline assistant answers
// pattern questions ('any patterns?', 'what affects my sleep?') from them, with the outcome the
// person logs ('fatigue' is their symptom Fatigue when they log it, their energy when they do not).

const today = localDay('UTC');
const DINNERS = ['Pizza', 'Rice', 'Pasta', 'Salad', 'Soup', 'Curry', 'Tacos'] as const;
/** The dinner of each of the last `days` days (0 = today), from a fixed-seed generator: no day-of-week rhythm to mistake for a lag. */
function dinners(days: number): string[] {
  let state = 20261127;
  return Array.from({ length: days }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return DINNERS[Math.floor((state / 2 ** 31) * DINNERS.length)]!;
  });
}

interface Day {
  dinner: string;
  energy: number;
  symptoms: [name: string, intensity: number][];
}
async function seed(db: Db, userId: string, days: Day[]) {
  for (const [ago, d] of days.entries()) {
    const day = addDays(today, -ago);
    const at = new Date(`${day}T09:00:00Z`);
    await db.insert(moodEntries).values({ userId, day, score: 3 + (ago % 2), tags: [], loggedAt: at });
    await db.insert(energyEntries).values({ userId, day, score: d.energy, loggedAt: at });
    for (const [name, intensity] of d.symptoms)
      await db.insert(symptomEntries).values({ userId, day, name, intensity, loggedAt: new Date(`${day}T20:00:00Z`) });
    await db.insert(meals).values({
      userId,
      day,
      meal: 'dinner',
      items: [{ name: d.dinner, qty: '1 serving', calories: 500 }],
      calories: 500,
      protein: 10,
      carbs: 30,
      fat: 8,
      logTime: new Date(`${day}T19:00:00Z`),
    });
  }
}

/**
 * 60 days: a symptom of its own strongly on the days of each of five dinners (4 or 5, none on
 * other days), and energy 1–2 on curry days against 3–5 on others, so that the energy pattern,
 * though strong, comes after the five symptom patterns. With `fatigue`, Fatigue (4–5) on taco days.
 */
function manyPatterns({ fatigue = false } = {}): Day[] {
  const symptomOf: Record<string, string> = { Pizza: 'Headache', Rice: 'Nausea', Pasta: 'Bloating', Salad: 'Dizziness', Soup: 'Cramps' };
  return dinners(60).map((dinner, ago) => {
    const symptom = symptomOf[dinner];
    return {
      dinner,
      energy: dinner === 'Curry' ? 1 + (ago % 2) : 3 + (ago % 3),
      symptoms: [
        ...(symptom ? [[symptom, 4 + (ago % 2)] as [string, number]] : []),
        ...(fatigue && dinner === 'Tacos' ? [['Fatigue', 4 + (ago % 2)] as [string, number]] : []),
      ],
    };
  });
}

describe.each(databaseKinds)('patterns in the chat (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function person(days: Day[]) {
    const me = await signedInUser(t);
    await t.db.update(users).set({ planTier: 'pro' }).where(eq(users.id, me.userId));
    await seed(t.db, me.userId, days);
    const context = await assembleContext(t.db, { userId: me.userId, firstName: null, settings: await getSettings(t.db, me.userId) });
    const runner = createReadToolRunner(t.db, me.userId, context, pino({ level: 'silent' }));
    const getPatterns = async (args: object) =>
      JSON.parse(await runner.run({ type: 'toolCall', id: 'call', name: 'get_patterns', arguments: args })) as PatternsRead & {
        cite: { patterns: string[] };
      };
    const ask = async (message: string) => {
      const id = await newConversation(t, me);
      const response = await sendMessage(t, me, id, message);
      const complete = replyEventsOf(response.body).events.find(
        (e): e is Extract<ChatEvent, { type: 'complete' }> => e.type === 'complete',
      );
      expect(complete, message).toBeDefined();
      return complete!;
    };
    const insights = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/insights?from=${addDays(today, -59)}&to=${today}`, headers: me.headers })
      ).json<Insights>();
    return { me, context, getPatterns, ask, insights };
  }

  it('get_patterns with an outcome looks among every pattern that passed, not only the few the prompt lists', async () => {
    const { context, getPatterns, insights } = await person(manyPatterns());
    const energyOnInsights = (await insights()).patterns.filter((p) => p.outcome.name === 'Energy');
    expect(energyOnInsights.length).toBeGreaterThan(0);
    const energy = await getPatterns({ outcome: 'energy' });
    expect(energy.patterns.length).toBeGreaterThan(0);
    expect(energy.patterns.every((p) => p.outcome === 'Energy')).toBe(true);
    expect(energy.outcome).toBe('Energy');
    // The prompt's five are the symptoms'; energy comes after them.
    expect(context.patterns.length).toBeGreaterThan(PATTERNS_SHOWN);
    expect(context.patterns.slice(0, PATTERNS_SHOWN).some((p) => p.outcome.name === 'Energy')).toBe(false);
    expect(energy.patterns[0]).toMatchObject({ factor: 'curry', difference: expect.any(Number) as number });
    expect(energy.patterns[0]!.difference).toBeLessThan(0);
    // Its id is the one the context numbers it by, so a reply can cite it.
    const index = context.patterns.findIndex((p) => p.outcome.name === 'Energy');
    expect(energy.patterns[0]!.id).toBe(`P${index + 1}`);
    expect(energy.cite.patterns).toEqual(energy.patterns.map((p) => p.id));

    const all = await getPatterns({});
    expect(all.patterns).toHaveLength(PATTERNS_SHOWN);
    expect(all.more).toBe(context.patterns.length - PATTERNS_SHOWN);
  });

  it('answers "what seems to set off my fatigue?" from energy when no Fatigue is logged, and from Fatigue when it is', async () => {
    const withFatigue = await person(manyPatterns({ fatigue: true }));
    const toFatigue = await withFatigue.ask('what seems to set off my fatigue?');
    expect(toFatigue.content).toMatch(/Fatigue was .* stronger .* tacos/i);
    expect(toFatigue.content).not.toMatch(/Energy was|curry/i);
    expect(await withFatigue.getPatterns({ outcome: 'fatigue' })).toMatchObject({ outcome: 'Fatigue' });

    const withoutFatigue = await person(manyPatterns());
    const toEnergy = await withoutFatigue.ask('what seems to set off my fatigue?');
    expect(toEnergy.content).toMatch(/Energy was .* lower .* curry/i);
    expect(toEnergy.content).toMatch(/haven't logged fatigue as a symptom, so I looked at your energy/);
    expect(toEnergy.content).not.toMatch(/medical advice/);
    expect(await withoutFatigue.getPatterns({ outcome: 'fatigue' })).toMatchObject({
      outcome: 'Energy',
      note: expect.any(String) as string,
    });
    // Saying energy (or tired) asks about energy, whatever symptoms they log.
    const energy = await withFatigue.ask('why is my energy low some days?');
    expect(energy.content).toMatch(/Energy was .* lower .* curry/i);
    expect(energy.content).not.toMatch(/tacos/i);
    expect((await withFatigue.getPatterns({ outcome: 'tired' })).outcome).toBe('Energy');
  });

  it('answers questions about patterns from the patterns, not with the medical refusal', async () => {
    const { ask } = await person(manyPatterns());
    for (const question of ['any patterns?', 'have you noticed any patterns', 'what patterns do you see', 'Have you spotted anything?']) {
      const reply = await ask(question);
      expect(reply.content, question).toMatch(/correlations, not proof of cause/);
      expect(reply.content, question).not.toMatch(/medical advice/);
      expect(
        reply.assistantMessage.sources?.some((s) => s.kind === 'pattern'),
        question,
      ).toBe(true);
    }
    const energy = await ask('what affects my energy?');
    expect(energy.content).toMatch(/Energy was .* lower .* curry/i);
    // No sleep logged: no pattern of sleep, said as such rather than refused.
    const sleep = await ask('what affects my sleep?');
    expect(sleep.content).toMatch(/can't see a clear pattern for your sleep/);
    expect(sleep.content).not.toMatch(/medical advice/);
    // A question about a symptom in general is still not about their logs.
    expect((await ask('what causes bloating')).content).toMatch(/medical advice/);
  });

  it('says how many more days to log before patterns, one day in the singular', async () => {
    const days = (n: number) => manyPatterns().slice(0, n);
    const thirteen = await person(days(13));
    expect((await thirteen.getPatterns({})).notEnoughDays).toBe('Not enough days yet: log 1 more day and Willow can look for patterns.');
    const reply = await thirteen.ask('any patterns?');
    expect(reply.content).toContain('Not enough days yet: log 1 more day and Willow can look for patterns.');
    expect(reply.content).not.toMatch(/medical advice/);
    const five = await person(days(5));
    expect((await five.getPatterns({ outcome: 'energy' })).notEnoughDays).toBe(
      'Not enough days yet: log 9 more days and Willow can look for patterns.',
    );
  });
});

describe('the outcome a word asks patterns of', () => {
  it.each<[string, string[], string]>([
    ['fatigue', ['Fatigue', 'Headache'], 'Fatigue'],
    ['Fatigue', [], 'Energy'],
    ['tired', [], 'Energy'],
    ['tired', ['Tired'], 'Tired'],
    ['energy', ['Fatigue'], 'Energy'],
    ['exhaustion', [], 'Energy'],
    ['migraines', ['Migraine'], 'Migraine'],
    ['my tummy hurts', ['Stomach ache'], 'Stomach ache'],
    ['mood', [], 'Mood'],
    ['sleep', [], 'Sleep'],
    ['hours of sleep', [], 'Sleep'],
    ['sleep quality', [], 'Sleep quality'],
    ['insomnia', ['Insomnia'], 'Insomnia'],
    ['bloating', [], 'Bloating'],
  ])('%s, with %j logged → %s', (said, logged, outcome) => {
    expect(patternOutcome(said, logged).name).toBe(outcome);
  });
  it('reads sleep said alone as both its hours and its quality, and hours or quality said as that one', () => {
    expect(patternOutcome('sleep', []).names).toEqual(['Sleep', 'Sleep quality']);
    expect(patternOutcome('how long i sleep', []).names).toEqual(['Sleep']);
    expect(patternOutcome('sleep quality', []).names).toEqual(['Sleep quality']);
  });
});
