import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/days.js';
import { describePattern, PATTERN_RULE } from '../../../shared/insights.js';
import { trackedDays, type TrackedDay } from './daily-series.js';
import type { RangeLogs } from './range-logs.js';
import { findPatterns } from './patterns.js';
import { benjaminiHochbergCutoff, permutationTest, seededRandom } from './pattern-stats.js';
import { simulatePatterns } from '../../testing/pattern-simulation.js';

const START = '2026-03-01';
const DINNERS = ['rice', 'broccoli', 'pasta', 'bread', 'chicken', 'fish'];

/**
 * Issue 24's person: 28 days, pizza on 7 evenings in place of the usual dinner, and the next day
 * energy 1–2 and a headache of 4; other days energy 3–4 and a few mild headaches. Magnesium on
 * every pizza day and a few others; mood that has nothing to do with any of it.
 */
function pizzaPerson(length = 28): TrackedDay[] {
  const random = seededRandom('pizza person');
  const pizza = (i: number) => i % 4 === 2;
  return Array.from({ length }, (_, i) => {
    const after = i > 0 && pizza(i - 1);
    const headache = after ? 4 : random() < 0.2 ? 1 : 0;
    return {
      date: addDays(START, i),
      measures: { energy: after ? 1 + Math.round(random()) : 3 + Math.round(random()), mood: 2 + Math.floor(random() * 3) },
      symptoms: headache ? new Map([['headache', { name: 'Headache', intensity: headache }]]) : new Map(),
      foods: new Set(['coffee', pizza(i) ? 'pizza' : DINNERS[i % DINNERS.length]!]),
      foodKinds: new Set(pizza(i) ? ['fast foods'] : []),
      supplements: new Set(pizza(i) || i % 5 === 0 ? ['magnesium'] : []),
      moodTags: new Set(random() < 0.3 ? ['tired'] : []),
    };
  });
}

/**
 * 28 days of sleep: coffee in the afternoon on some days, and the night after it 1.5 hours
 * shorter (`coffeeCost` 0 for a person whose sleep has nothing to do with coffee). With
 * `shortNightHeadache`, about a third of nights are short (under 6 hours) whatever came before,
 * and bring a headache of 4 that day. Sleep is not logged on every fifth day.
 */
function sleeper(seed: string, coffeeCost: number, shortNightHeadache: boolean): TrackedDay[] {
  const random = seededRandom(seed);
  const coffee = Array.from({ length: 28 }, () => random() < 0.35);
  return coffee.map((_, i) => {
    const logged = i % 5 !== 4;
    const usual = shortNightHeadache && random() < 0.35 ? 5 : 7;
    const hours = usual + Math.round((random() - 0.5) * 4) / 2 - (i > 0 && coffee[i - 1] ? coffeeCost : 0);
    const short = logged && hours < 6;
    const headache = shortNightHeadache && short ? 4 : random() < 0.2 ? 1 : 0;
    return {
      date: addDays(START, i),
      measures: {
        energy: 2 + Math.floor(random() * 3),
        ...(logged ? { sleepHours: hours, sleepQuality: 2 + Math.floor(random() * 3) } : {}),
      },
      symptoms: headache ? new Map([['headache', { name: 'Headache', intensity: headache }]]) : new Map(),
      foods: new Set([coffee[i] ? 'coffee' : 'tea', DINNERS[Math.floor(random() * DINNERS.length)]!]),
      foodKinds: new Set(),
      supplements: new Set(),
      moodTags: null,
    };
  });
}

const DRINKS = ['beer', 'wine', 'cider', 'whisky'];

/**
 * 28 days of evening drinks and coffee: a drink of 14 g alcohol (beer, wine, cider or whisky, so
 * no one drink has the days) on about a third of evenings and, the night after, sleep quality 2
 * points lower; 0 to 3 mugs of coffee (95 mg caffeine each) and, the night after more than 200 mg,
 * sleep 1.5 hours shorter. Meals are not logged on every seventh day.
 */
function drinker(seed: string): TrackedDay[] {
  const random = seededRandom(seed);
  const days = Array.from({ length: 28 }, () => ({
    drink: random() < 0.35 ? DRINKS[Math.floor(random() * 4)]! : null,
    mugs: Math.floor(random() * 4),
  }));
  return days.map(({ drink, mugs }, i) => {
    const before = days[i - 1];
    const mealsLogged = i % 7 !== 6;
    const quality = Math.min(5, Math.max(1, 4 + Math.round(random() - 0.5) - (before?.drink ? 2 : 0)));
    const hours = 7.5 + Math.round((random() - 0.5) * 2) / 2 - (before && before.mugs * 95 > 200 ? 1.5 : 0);
    const foods = new Set(['toast', ...(mugs ? ['coffee'] : []), ...(drink ? [drink] : [])]);
    return {
      date: addDays(START, i),
      measures: { energy: 2 + Math.floor(random() * 3), sleepHours: hours, sleepQuality: quality },
      symptoms: new Map(),
      foods: mealsLogged ? foods : null,
      foodKinds: mealsLogged ? new Set<string>() : null,
      intake: { caffeine: mugs * 95, ...(drink ? { alcohol: 14 } : {}) },
      supplements: new Set(),
      moodTags: null,
    };
  });
}

/**
 * 42 days of a person whose short nights (under 6 hours, about 3 in 10, with poor quality) bring a
 * low-energy day and fatigue of 3–4 that day; on other days energy 3–4 and now and then fatigue
 * of 1. Short nights, poor nights and low-energy days fall on exactly the same days.
 */
function tiredAfterShortNights(seed: string): TrackedDay[] {
  const random = seededRandom(seed);
  return Array.from({ length: 42 }, (_, i) => {
    const short = random() < 0.3;
    const fatigue = short ? 3 + Math.floor(random() * 2) : random() < 0.15 ? 1 : 0;
    return {
      date: addDays(START, i),
      measures: {
        sleepHours: short ? 4 + Math.floor(random() * 4) / 2 : 6.5 + Math.floor(random() * 5) / 2,
        sleepQuality: short ? 1 + Math.floor(random() * 2) : 3 + Math.floor(random() * 3),
        energy: short ? 1 + Math.floor(random() * 2) : 3 + Math.floor(random() * 2),
        mood: 3 + Math.floor(random() * 2),
      },
      symptoms: fatigue ? new Map([['fatigue', { name: 'Fatigue', intensity: fatigue }]]) : new Map(),
      foods: new Set([DINNERS[Math.floor(random() * DINNERS.length)]!]),
      foodKinds: new Set<string>(),
      supplements: new Set<string>(),
      moodTags: null,
    };
  });
}

/** Foods of a dozen dairy kinds (milk, cheeses, yogurts, ice cream, cream cheese, a latte), by fdcId, and others that are not dairy. */
const DAIRY: [name: string, kind: string][] = [
  ['Milk, whole', 'Milk, whole'],
  ['Milk, reduced fat (2%)', 'Milk, reduced fat'],
  ['Cheese, Cheddar', 'Cheese'],
  ['Cheese, Mozzarella, NFS', 'Cheese'],
  ['Cottage cheese, NFS', 'Cottage/ricotta cheese'],
  ['Yogurt, Greek, plain', 'Yogurt, Greek'],
  ['Yogurt, NS as to type of milk, plain', 'Yogurt, regular'],
  ['Ice cream, NFS', 'Ice cream and frozen dairy desserts'],
  ['Cream cheese, regular, plain', 'Cream cheese, sour cream, whipped cream'],
  ['Coffee, Latte', 'Coffee'],
  ['Milk shake, NFS', 'Milk shakes and other dairy drinks'],
  ['Cheese, brie', 'Dairy and Egg Products'],
];
const NOT_DAIRY: [name: string, kind: string][] = [
  ['Oatmeal, instant, plain, made with water', 'Oatmeal'],
  ['Bananas, raw', 'Fruits and Fruit Juices'],
  ['Rice, white, cooked', 'Rice'],
  ['Chicken, grilled', 'Chicken, whole pieces'],
  ['Pasta, cooked', 'Pasta, noodles, cooked grains'],
  ['Egg, whole, raw, fresh', 'Dairy and Egg Products'],
  ['Tofu stir fry', 'Stir-fry and soy-based sauce mixtures'],
  ['Bread, white, toasted', 'Yeast breads'],
];

/**
 * 42 days: two meals of foods that are not dairy, and on about 4 days in 10 one of a dozen dairy
 * foods, each of them too rare to show alone, with bloating of 3–4 that day; otherwise bloating
 * of 1 now and then. Energy and mood have nothing to do with any of it.
 */
function bloatedByDairy(seed: string): TrackedDay[] {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const foods = [...DAIRY, ...NOT_DAIRY];
  const foodKinds = Object.fromEntries(foods.map(([, kind], id) => [id + 1, kind]));
  const idOf = (food: [string, string]) => foods.indexOf(food) + 1;
  const meals: RangeLogs['meals'] = [];
  const symptoms: RangeLogs['symptoms'] = [];
  const energies: RangeLogs['energies'] = [];
  for (let i = 0; i < 42; i++) {
    const date = addDays(START, i);
    const eaten = [pick(NOT_DAIRY), pick(NOT_DAIRY), ...(random() < 0.4 ? [pick(DAIRY)] : [])];
    for (const food of eaten) meals.push([date, [food[0]], 300, 10, 40, 10, [idOf(food)]]);
    const bloating = eaten.length === 3 ? 3 + Math.floor(random() * 2) : random() < 0.2 ? 1 : 0;
    if (bloating) symptoms.push([date, 'Bloating', bloating, null]);
    const energy = 2 + Math.floor(random() * 3);
    energies.push([date, energy, energy, energy]);
  }
  return trackedDays({ moods: [], energies, symptoms, meals, foodKinds, supplements: [], moodTags: [], intakes: [], sleeps: [] });
}

describe('pattern statistics', () => {
  it('holds Benjamini–Hochberg: the largest k with p(k) ≤ k·q/m sets the cutoff', () => {
    expect(benjaminiHochbergCutoff([0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216], 0.05)).toBeCloseTo(0.01);
    expect(benjaminiHochbergCutoff([0.2, 0.5, 0.9], 0.1)).toBe(0);
  });

  it('gives a permutation p-value that is exact in size: a clean split of 5 against 8 is about 1 in 1,287', () => {
    const values = [4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1];
    const { effect, p } = permutationTest(
      values,
      values.map((v) => v === 4),
      null,
      50_000,
      seededRandom('split'),
    );
    expect(effect).toBe(3);
    expect(p).toBeGreaterThan(1 / 1287 / 3);
    expect(p).toBeLessThan(3 / 1287);
    // Shuffled labels find nothing.
    expect(
      permutationTest(
        values,
        [true, false, true, false, true, false, true, false, true, false, true, false, true],
        null,
        5000,
        seededRandom('x'),
      ).p,
    ).toBeGreaterThan(0.1);
  });
});

describe('finding patterns', () => {
  it('finds the planted pizza in headache and in energy, and none of the dinners it replaced, nor the magnesium taken with it', () => {
    const { patterns, search } = findPatterns(pizzaPerson());
    expect(search.daysToLog).toBe(0);
    expect(patterns.map((p) => `${p.outcome.name}|${p.factor.name}|${p.lag}`).sort()).toEqual(['Energy|pizza|1', 'Headache|pizza|1']);
    const energy = patterns.find((p) => p.outcome.name === 'Energy')!;
    expect(energy).toMatchObject({ withDays: 7, withoutDays: 20, strength: 'strong' });
    expect(energy.effect).toBeLessThan(-1.5);
    expect(describePattern(energy)).toMatch(
      /^Energy was \d(\.\d)? points lower the day after eating pizza \(1\.\d\/5 on 7 days against 3\.\d\/5 on 20 other days; 95% interval .* lower\)\. Strong pattern\.$/,
    );
    expect(energy.dates).toEqual([3, 7, 11, 15, 19, 23, 27].map((i) => addDays(START, i)));
  });

  it('gives the same patterns for the same days, every time', () => {
    expect(findPatterns(pizzaPerson())).toEqual(findPatterns(pizzaPerson()));
  });

  it('says how many more days a range too short needs, and shows nothing', () => {
    const { patterns, search } = findPatterns(pizzaPerson().slice(0, 7));
    expect(patterns).toEqual([]);
    expect(search.daysToLog).toBe(PATTERN_RULE.minTrackedDays - 7);
  });

  it('keeps false patterns out of synthetic people whose truth is known (fixed seed)', () => {
    const rows = simulatePatterns('tests', 10, [28, 90], [2.5]);
    const noise = rows.filter((r) => r.size === null);
    expect(noise.every((r) => r.noPattern === 1)).toBe(true);
    const planted = rows.filter((r) => r.size !== null);
    expect(planted.every((r) => r.falseDiscoveryProportion <= 0.1)).toBe(true);
    expect(planted.find((r) => r.days === 90)!.recall).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it('finds sleep shorter the night after coffee, in hours, and nothing in sleep that only noise moves', () => {
    const { patterns } = findPatterns(sleeper('coffee nights', 1.5, false));
    const sleep = patterns.find((p) => p.outcome.name === 'Sleep')!;
    expect(sleep).toMatchObject({ factor: { kind: 'food', name: 'coffee' }, lag: 1, outcome: { unit: 'hour' } });
    expect(sleep.effect).toBeLessThan(-1);
    expect(describePattern(sleep)).toMatch(
      /^Sleep was 1(\.\d)? hours shorter the night after eating coffee \(\d(\.\d)? h on \d+ days against \d(\.\d)? h on \d+ other days; 95% interval .* shorter\)\./,
    );
    // A night is never compared with what came after it: no pattern of sleep at lag 0.
    expect(patterns.filter((p) => p.outcome.kind.startsWith('sleep') && p.lag === 0)).toEqual([]);
    for (const seed of ['calm sleeper 1', 'calm sleeper 2', 'calm sleeper 3']) {
      expect(findPatterns(sleeper(seed, 0, false)).patterns).toEqual([]);
    }
  });

  it('finds poorer sleep the night after alcohol and shorter sleep the night after more than 200 mg caffeine, whatever the drink', () => {
    const days = drinker('c');
    const { patterns } = findPatterns(days);
    const alcohol = patterns.find((p) => p.factor.kind === 'alcohol')!;
    expect(alcohol).toMatchObject({ outcome: { name: 'Sleep quality' }, lag: 1, label: 'the night after alcohol', factor: { name: null } });
    expect(describePattern(alcohol)).toMatch(/^Sleep quality was [12](\.\d)? points lower the night after alcohol \(/);
    // The days it rests on are the nights after a logged drink.
    const drinkDays = new Set(days.filter((d) => d.foods && (d.intake?.alcohol ?? 0) > 10).map((d) => addDays(d.date, 1)));
    expect(alcohol.dates.every((date) => drinkDays.has(date))).toBe(true);
    const caffeine = patterns.find((p) => p.factor.kind === 'caffeine')!;
    expect(caffeine).toMatchObject({ outcome: { name: 'Sleep' }, lag: 1, label: 'the night after more than 200 mg caffeine' });
    expect(caffeine.effect).toBeLessThan(-1);
    // No one drink, nor coffee itself (one mug is not enough), takes their place.
    expect(patterns.filter((p) => p.factor.kind === 'food')).toEqual([]);
  });

  it('finds energy lower after short nights that fall on exactly the low-energy days, and names the night for a symptom', () => {
    for (const seed of ['tired 1', 'tired 2', 'tired 3']) {
      const { patterns } = findPatterns(tiredAfterShortNights(seed));
      // Low-energy days are never a factor for energy, so they cannot stand for the short nights there.
      expect(patterns.find((p) => p.outcome.name === 'Energy')).toMatchObject({
        factor: { kind: 'short-night' },
        lag: 0,
        label: 'after a short night',
        strength: 'strong',
      });
      // For fatigue the night, which came first, is named once, not the low-energy day it brought as well.
      expect(patterns.filter((p) => p.outcome.name === 'Fatigue').map((p) => p.factor.kind)).toEqual(['short-night']);
      expect(patterns.filter((p) => p.factor.kind === 'food')).toEqual([]);
    }
  });

  it('finds bloating on days with dairy when each dairy food is too rare to show alone', () => {
    for (const seed of ['dairy 1', 'dairy 2', 'dairy 3']) {
      const { patterns } = findPatterns(bloatedByDairy(seed));
      expect(patterns.find((p) => p.outcome.name === 'Bloating')).toMatchObject({
        factor: { kind: 'food-kind', name: 'dairy' },
        lag: 0,
        label: 'on days with dairy',
        strength: 'strong',
      });
      expect(patterns.filter((p) => p.outcome.name !== 'Bloating')).toEqual([]);
    }
  });

  it('finds a headache after short nights, on the days the person woke, counting only days with sleep logged', () => {
    const days = sleeper('short nights', 0, true);
    const { patterns } = findPatterns(days);
    const headache = patterns.find((p) => p.outcome.name === 'Headache' && p.factor.kind === 'short-night')!;
    expect(headache).toMatchObject({ lag: 0, label: 'after a short night', factor: { name: null } });
    expect(describePattern(headache)).toMatch(/^Headache was \d(\.\d)? points stronger after a short night/);
    const shortDays = days.filter((d) => d.measures.sleepHours !== undefined && d.measures.sleepHours < 6).map((d) => d.date);
    expect(headache.dates).toEqual(shortDays);
    expect(headache.withDays + headache.withoutDays).toBe(days.filter((d) => d.measures.sleepHours !== undefined).length);
    expect(patterns.filter((p) => p.outcome.name === 'Headache').map((p) => p.factor.kind)).toEqual(['short-night']);
  });
});
