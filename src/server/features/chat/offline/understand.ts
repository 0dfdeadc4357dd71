import nlp from 'compromise';
import { findSymptoms, fullSupplementName, SUPPLEMENT_NAMES } from '../../../../shared/entry-text/vocabulary.js';
import { WAS_ASKING } from '../../../../shared/entry-text/parse-entry-text.js';
import { addDays, daysInRange } from '../../../../shared/days.js';
import {
  COMPARE_WORDS,
  DAY_WORDS,
  EXTREME_WORDS,
  FOOD_STOPS,
  FOOD_VERBS,
  INTENT_PATTERNS,
  MORE_SUPPLEMENTS,
  RANGE_WORDS,
  SCORE_WORDS,
  SPELLINGS,
  STATISTIC_WORDS,
  TOPIC_PATTERNS,
  WEAK_TOPIC_PATTERNS,
  type Intent,
  type Topic,
} from './phrases.js';
import { DEFAULT_LOOKBACK_DAYS, isOneDay, periodOf, previousPeriod, type Period } from './periods.js';

type Doc = ReturnType<typeof nlp>;
type Match = ReturnType<typeof nlp.parseMatch>;
// compromise parses a match pattern each time it is given as text; these are parsed once.
const compile = (pattern: string): Match => nlp.parseMatch(pattern);
const INTENTS = INTENT_PATTERNS.map(([intent, patterns]) => [intent, patterns.map(compile)] as const);
const TOPICS = TOPIC_PATTERNS.map(([topic, pattern]) => [topic, compile(pattern)] as const);
const WEAK_TOPICS = WEAK_TOPIC_PATTERNS.map(([topic, pattern]) => [topic, compile(pattern)] as const);
const RANGE = compile(RANGE_WORDS);
const STATISTIC = compile(STATISTIC_WORDS);
const COMPARE = compile(COMPARE_WORDS);
const DAY = compile(DAY_WORDS);

const SOCIAL = ['greeting', 'thanks', 'goodbye', 'smalltalk'] as const;
const ABOUT_DATA: readonly Intent[] = ['patterns', 'last', 'missed', 'count', 'summary'];

/**
 * What the person asked, with what it is about; `words` is the message as compromise normalised
 * it. `asking` is set when it is plainly a question or a social word rather than something to log
 * ('average mood this month', 'good night'), which the entry-text parser might otherwise read as
 * entries.
 */
export type Question = { words: string; greeted: boolean; asking: boolean } & (
  | { kind: 'greeting' | 'thanks' | 'goodbye' | 'smalltalk' | 'capabilities' | 'memoryList' | 'unknown' }
  | { kind: 'medical'; topic: Topic | null; symptom: string | null; outcome: string | null }
  | { kind: 'day'; period: Period; topic: Topic | null; symptom: string | null }
  /** `extreme`: the question asks for the stretch's lowest or highest score ('my lowest mood this week'). */
  | {
      kind: 'range';
      period: Period;
      topic: Topic | null;
      symptom: string | null;
      compareWith: Period | null;
      extreme: 'low' | 'high' | null;
    }
  | { kind: 'summary'; period: Period }
  | {
      kind: 'last';
      topic: Topic | null;
      symptom: string | null;
      supplement: string | null;
      /** The food asked about ('pizza'), and the scores a word names ('great': 5 to 5). */
      food: string | null;
      scores: { min: number; max: number } | null;
      period: Period;
    }
  /** `food`: the food a count names ('how often do I eat cheese'), whose days are counted instead of symptoms. */
  | { kind: 'count'; topic: Topic | null; symptom: string | null; food: string | null; period: Period }
  | { kind: 'supplementDay'; period: Period; supplement: string | null }
  | { kind: 'missed'; period: Period; supplement: string | null }
  /** `outcome`: the word for what the question asks patterns of, for get_patterns ('fatigue', 'energy'), or null for all. */
  | { kind: 'patterns'; topic: Topic | null; symptom: string | null; outcome: string | null }
);
export type QuestionKind = Question['kind'];

const supplementNames = [...new Set([...SUPPLEMENT_NAMES.map((name) => name.toLowerCase()), ...MORE_SUPPLEMENTS])];

/** The supplement a message names, by its everyday full name ('d3' → 'vitamin d'). */
function supplementIn(words: string): string | null {
  const found = supplementNames
    .filter((name) => new RegExp(`(?:^|\\s)${name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(?=$|\\s)`).test(words))
    .sort((a, b) => b.length - a.length)[0];
  return found ? fullSupplementName(found) : null;
}

function firstIntent<T extends Intent>(doc: Doc, among: readonly T[]): T | null {
  const found = INTENTS.find(([intent, patterns]) => among.includes(intent as T) && patterns.some((pattern) => doc.has(pattern)));
  return (found?.[0] as T | undefined) ?? null;
}

/** What a message is about: a topic its words name, or failing that one its weaker words name ('feel'). */
const topicOf = (doc: Doc): Topic | null =>
  (TOPICS.find(([, pattern]) => doc.has(pattern)) ?? WEAK_TOPICS.find(([, pattern]) => doc.has(pattern)))?.[0] ?? null;

/** The food a question names after its verb ('when did I last eat pizza' → 'pizza'). */
function foodIn(words: string): string | null {
  const said = FOOD_VERBS.exec(words)?.[1]?.replace(FOOD_STOPS, '').trim();
  return said && !/^(?:i|it|a|an|any|my|to|been|you|that|this)$/.test(said) ? said : null;
}

/** The scores a word in the question names ('great' → 5), longest words first. */
function scoresIn(words: string): { min: number; max: number } | null {
  const found = SCORE_WORDS.flatMap(([said, min, max]) =>
    said.filter((w) => ` ${words} `.includes(` ${w} `)).map((w) => ({ w, min, max })),
  ).sort((a, b) => b.w.length - a.w.length)[0];
  return found ? { min: found.min, max: found.max } : null;
}

/** Words in their usual spelling ('wat did u eat yday' → 'what did you eat yesterday'). */
const respelled = (message: string) =>
  message.replace(/[\p{L}\p{N}']+/gu, (word) => {
    const lower = word.toLowerCase();
    return (Object.hasOwn(SPELLINGS, lower) && SPELLINGS[lower]) || word;
  });

/** A stretch as long as `period` that ends today, for 'better than last week' (this week) or 'than in October' (this month). */
function currentOf(period: Period, today: string): Period {
  if (period.label === 'last week') return thisWeek(today);
  if (period.from.endsWith('-01') && daysInRange(period.from, period.to) >= 28)
    return { from: `${today.slice(0, 8)}01`, to: today, label: 'this month' };
  const length = Math.min(daysInRange(period.from, period.to), daysInRange(period.from, today));
  return { from: addDays(today, -(length - 1)), to: today, label: `the last ${length} days` };
}

/**
 * The period a question asks about and the one it compares it with: 'October than September', 'this
 * week vs last', 'better than last week' (this week's), 'improved since last month' (this month's).
 */
function comparedPeriods(words: string, today: string): { period: Period | null; compareWith: Period | null } | null {
  const split =
    /\b(?:than|versus|vs|compared (?:with|to)|against|since|from)\b/.exec(words) ??
    (/\bcompare\b/.test(words) ? /\b(?:with|to|and)\b/.exec(words) : null);
  if (!split) return null;
  const before = periodOf(words.slice(0, split.index), today);
  const after = periodOf(words.slice(split.index + split[0].length), today);
  if (!after || isOneDay(after)) return null;
  if (before && !isOneDay(before) && before.from > after.from) return { period: before, compareWith: after };
  if (!before && after.to < today) return { period: currentOf(after, today), compareWith: after };
  return null;
}

const lookback = (today: string, days = DEFAULT_LOOKBACK_DAYS): Period => ({
  from: addDays(today, -(days - 1)),
  to: today,
  label: `the last ${days} days`,
});
/** Whether a question compares its period with the one before ('compared with last'). */
const comparing = (normal: Doc, words: string) =>
  normal.has(COMPARE) || /\b(?:than|with|to) (?:the )?(?:last|previous|before)\b/.test(words);

/** Words that ask about the person's own logs even without 'my': 'any patterns?', 'have you noticed anything'. */
const OWN_DATA = /\b(?:you|your|pattern|patterns|correlation|correlations|noticed|notice|spotted|logs?|data)\b/;

/**
 * The word for the outcome a question asks patterns of, for get_patterns to read (decision 023): a
 * symptom's name, else the word that names energy ('tired', 'fatigue'), else mood or sleep (its
 * quality when it asks how well). get_patterns decides: a symptom the person logged by that name
 * comes first, so 'fatigue' is the symptom Fatigue for whoever logs it and energy for the others.
 */
function outcomeWord(normal: Doc, words: string, topic: Topic | null, symptom: string | null): string | null {
  if (symptom) return symptom;
  if (topic === 'energy') {
    const energy = TOPICS.find(([t]) => t === 'energy')?.[1];
    return (energy && normal.match(energy).first().text('normal')) || 'energy';
  }
  if (topic === 'mood') return 'mood';
  if (topic === 'sleep') return /\b(?:quality|well|restful|rested|badly|poorly)\b/.test(words) ? 'sleep quality' : 'sleep';
  return null;
}

/** How a question about one's own logs opens ('how did I sleep', 'was my sleep…'), as a sentence that logs does not. */
const asksAbout = (words: string) => /^(?:how|what|when|did|have|has|is|tell me|show me)\b/.test(words) || WAS_ASKING.test(words);
const thisWeek = (today: string): Period => ({ from: addDays(today, -6), to: today, label: 'this week' });
const FIRST_PERSON = /\b(?:i|i'm|me|my|mine|myself)\b/;
/** A question that opens on its verb before the person ('have I had my zinc', 'has my sleep been'): never something to log. */
const INVERTED = /^(?:have|has) (?:i|my|you|there)\b/;

/**
 * Reads a message with compromise (contractions expanded, words normalised, intents matched by the
 * patterns in phrases.ts) and chrono-node (periods.ts), relative to the person's today.
 */
export function understand(message: string, today: string): Question {
  const doc = nlp(respelled(message));
  doc.contractions().expand();
  const words = doc
    .text('normal')
    .replace(/[^\p{L}\p{N}\s'/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const normal = nlp(words);
  const social = firstIntent(normal, SOCIAL);
  const topic = topicOf(normal);
  const symptom = findSymptoms(words)[0]?.name ?? null;
  const supplement = supplementIn(words);
  const compared = normal.has(COMPARE) ? comparedPeriods(words, today) : null;
  const period = compared?.period ?? periodOf(words, today);
  const aboutData = !!(topic || symptom || supplement || period);
  const figures = normal.has(RANGE) || normal.has(COMPARE);
  const base = { words, greeted: social === 'greeting', asking: normal.has(STATISTIC) || INVERTED.test(words) || (!!social && !aboutData) };

  if (firstIntent(normal, ['memoryList'])) return { ...base, asking: true, kind: 'memoryList' };
  const dataIntent = firstIntent(normal, ABOUT_DATA);
  if (dataIntent) base.asking = true;
  if (!dataIntent && firstIntent(normal, ['capabilities'])) return { ...base, asking: true, kind: 'capabilities' };
  const about = { topic: supplement ? 'supplements' : (topic ?? (symptom ? 'symptoms' : null)), symptom } as const;

  if (about.topic === 'sleep' && (!dataIntent || dataIntent === 'count') && asksAbout(words)) {
    // A night is kept on the day the person woke: last night (or 'how did I sleep?') is today's.
    // The night before last was kept on yesterday.
    if (/\bnight before last\b/.test(words))
      return {
        ...base,
        asking: true,
        kind: 'day',
        period: { from: addDays(today, -1), to: addDays(today, -1), label: 'yesterday' },
        ...about,
      };
    if (/\blast night\b/.test(words) || (!period && /\b(?:did i sleep|was my (?:sleep|night))\b/.test(words)))
      return { ...base, asking: true, kind: 'day', period: { from: today, to: today, label: 'last night' }, ...about };
    if (period && isOneDay(period)) return { ...base, asking: true, kind: 'day', period, ...about };
    const stretch = period ?? thisWeek(today);
    const compareWith = compared?.compareWith ?? (comparing(normal, words) ? previousPeriod(stretch, today) : null);
    return { ...base, asking: true, kind: 'range', period: stretch, ...about, compareWith, extreme: null };
  }
  switch (dataIntent) {
    case 'patterns': {
      const outcome = outcomeWord(normal, words, about.topic, symptom);
      // 'What causes bloating?' asks about bloating in general, not the person's own; 'any patterns?'
      // and 'what patterns do you see' name nothing general and ask about their logs.
      if (!FIRST_PERSON.test(words) && !OWN_DATA.test(words) && about.topic) return { ...base, kind: 'medical', ...about, outcome };
      return { ...base, kind: 'patterns', ...about, outcome };
    }
    case 'last': {
      const food = symptom || supplement || (about.topic && about.topic !== 'food') ? null : foodIn(words);
      const scores = about.topic === 'mood' || about.topic === 'energy' ? scoresIn(words) : null;
      // 'Most recently' asks for the last time, not about recent weeks.
      const within = period && !/\brecently\b/.test(words) ? period : lookback(today);
      return { ...base, kind: 'last', ...about, topic: food ? 'food' : about.topic, supplement, food, scores, period: within };
    }
    case 'missed':
      return { ...base, kind: 'missed', supplement, period: period ?? lookback(today, 30) };
    case 'count':
      if (supplement || (topic === 'supplements' && !symptom))
        return { ...base, kind: 'missed', supplement, period: period ?? lookback(today, 30) };
      if (!symptom && (!about.topic || about.topic === 'food')) {
        // A food or calories: 'how many calories yesterday' is that day's meals; 'how often do I eat cheese' counts its days.
        const food = foodIn(words);
        if (about.topic === 'food' && !food && period && isOneDay(period)) return { ...base, kind: 'day', period, ...about };
        if (food || about.topic === 'food')
          return { ...base, kind: 'count', ...about, topic: 'food', food, period: period ?? lookback(today) };
      }
      return { ...base, kind: 'count', ...about, food: null, period: period ?? lookback(today) };
    case 'summary':
      return { ...base, kind: 'summary', period: period && !isOneDay(period) ? period : thisWeek(today) };
  }
  if (firstIntent(normal, ['medical']))
    return { ...base, asking: true, kind: 'medical', ...about, outcome: outcomeWord(normal, words, about.topic, symptom) };
  if (supplement || about.topic === 'supplements') {
    const day = period && isOneDay(period) ? period : null;
    if (day || !period) return { ...base, kind: 'supplementDay', period: day ?? { from: today, to: today, label: 'today' }, supplement };
    return { ...base, kind: 'missed', supplement, period };
  }
  if (period && isOneDay(period)) return { ...base, kind: 'day', period, ...about };
  if (period || (aboutData && (figures || normal.has(DAY) || about.topic))) {
    const stretch = period ?? thisWeek(today);
    return {
      ...base,
      kind: 'range',
      period: stretch,
      ...about,
      compareWith: compared?.compareWith ?? (comparing(normal, words) || !period ? previousPeriod(stretch, today) : null),
      extreme: EXTREME_WORDS.find(([, said]) => said.test(words))?.[0] ?? null,
    };
  }
  if (social) return { ...base, kind: social };
  return { ...base, kind: 'unknown' };
}
