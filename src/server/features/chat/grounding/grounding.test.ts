import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/days.js';
import type { DaySummary, GroundingContext } from './context.js';
import { isCrisis } from './crisis.js';
import { findPatterns } from '../../insights/patterns.js';
import type { TrackedDay } from '../../insights/daily-series.js';
import { buildSystemPrompt } from './prompt.js';

const TODAY = '2026-11-22';

/**
 * 14 days, alternating: bread days have headache 4 and energy 4; the others headache 1 and energy 2
 * (so every bread day follows low energy). Sleep logged on the last 7 days only: 5 h 30 min and 7 h in turn, quality 3.
 */
function fortnight(): DaySummary[] {
  return Array.from({ length: 14 }, (_, i) => {
    const date = addDays(TODAY, i - 13);
    const bread = i % 2 === 0;
    return {
      date,
      mood: bread ? 2 : 4,
      energy: bread ? 4 : 2,
      symptoms: bread ? [{ name: 'Headache', intensity: 4 }] : [{ name: 'Headache', intensity: 1 }],
      meals: [{ meal: 'lunch', foods: bread ? ['Bread, wheat', 'Soup'] : ['Soup'], calories: 500 }],
      supplements: [{ name: 'Magnesium', taken: true }],
      sleep: i >= 7 ? { hours: i % 2 ? 5.5 : 7, quality: 3 } : null,
    };
  });
}

const context = (days: DaySummary[] = fortnight()): GroundingContext => {
  const tracked: TrackedDay[] = days.map((d) => ({
    date: d.date,
    measures: { ...(d.mood === null ? {} : { mood: d.mood }), ...(d.energy === null ? {} : { energy: d.energy }) },
    symptoms: new Map(d.symptoms.map((s) => [s.name.toLowerCase(), s])),
    foods: new Set(d.meals.flatMap((m) => m.foods.map((f) => f.split(',')[0]!.toLowerCase()))),
    foodKinds: new Set(),
    supplements: new Set(d.supplements.map((s) => s.name.toLowerCase())),
    moodTags: new Set(),
  }));
  const found = findPatterns(tracked);
  return {
    today: TODAY,
    firstName: 'Maya',
    intake: { id: 'i', storyAndVision: 'Fewer migraines', currentLandscape: '', journeyDetails: '', finalDetails: '' },
    focus: { openEndedHealthFocus: 'sleep better', focusAreas: ['Sleep'], coachingTone: 'gentle' },
    days,
    patterns: found.patterns,
    patternSearch: found.search,
    window: {
      from: days[0]?.date ?? TODAY,
      logs: { moods: [], energies: [], symptoms: [], meals: [], foodKinds: {}, supplements: [], moodTags: [], sleeps: [], intakes: [] },
    },
    memories: ['2026-11-20: asked about sleep'],
    facts: ["I'm allergic to peanuts"],
  };
};

describe('grounding', () => {
  it('finds a symptom, energy and mood that change on days with a food, and not the low-energy days that only mirror it', () => {
    const patterns = context().patterns;
    expect(patterns).toContainEqual(
      expect.objectContaining({
        outcome: expect.objectContaining({ name: 'Headache' }) as unknown,
        label: 'on days with bread',
        effect: 3,
        withAverage: 4,
        withDays: 7,
        withoutAverage: 1,
        withoutDays: 7,
      }),
    );
    expect(patterns.map((p) => `${p.outcome.name} ${p.effect}`).sort()).toEqual(['Energy 2', 'Headache 3', 'Mood -2']);
    expect(patterns.every((p) => p.factor.name === 'bread' && p.lag === 0)).toBe(true);
  });

  it('the system prompt speaks as Willow, says it is not medical advice, and summarises the logs the read tools open', () => {
    const prompt = buildSystemPrompt(context());
    expect(prompt).toContain('I am Willow');
    expect(prompt).toContain('not medical advice');
    expect(prompt).toMatch(new RegExp(`Days with logs in the last 14 days: [0-9-, ]*${TODAY}\\.`));
    expect(prompt).not.toContain('symptoms Headache 1/5');
    expect(prompt).toContain('get_day');
    expect(prompt).toContain('Headache was 3 points stronger on days with bread (4/5 on 7 days against 1/5 on 7 other days');
    expect(prompt).toContain('Sleep this week: 7 nights logged, 6.1 h a night on average, quality 3/5.');
    expect(prompt).toContain('Be warm, gentle and encouraging');
    expect(prompt).toContain('Fewer migraines');
    expect(prompt).toContain('asked about sleep');
    expect(prompt).toContain("What the person asked me to remember (their words):\n- I'm allergic to peanuts");
  });

  it('recognises crisis messages and leaves ordinary ones alone', () => {
    for (const message of [
      'I want to kill myself',
      'thinking about suicide',
      'I have crushing chest pain',
      "I can't breathe",
      'I took an overdose',
      "I don't see the point in living",
      'i just want everything to stop',
      'nobody would miss me',
      'Life is not worth living',
    ]) {
      expect(isCrisis(message), message).toBe(true);
    }
    for (const message of [
      'My headache is killing me today',
      'How is my energy?',
      'I cut out dairy last week',
      "I can't go on the trip next week",
      'I want to end things with dairy',
      'the pills are in the kitchen',
      'I took all my supplements today',
      'thinking of ending it with my gym membership',
      'I want the pain to stop',
      "I don't see the point of this app's charts",
      'stockpiling snacks for the week',
    ]) {
      expect(isCrisis(message), message).toBe(false);
    }
  });
});
