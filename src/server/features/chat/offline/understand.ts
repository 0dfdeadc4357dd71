import nlp from 'compromise';
import { findSymptoms, fullSupplementName, SUPPLEMENT_NAMES } from '../../../../shared/entry-text/vocabulary.js';
import { addDays } from '../../../../shared/days.js';
import {
  COMPARE_WORDS,
  DAY_WORDS,
  INTENT_PATTERNS,
  RANGE_WORDS,
  STATISTIC_WORDS,
  TOPIC_PATTERNS,
  type Intent,
  type Topic,
} from './phrases.js';
import { DEFAULT_LOOKBACK_DAYS, isOneDay, periodOf, previousPeriod, type Period } from './periods.js';

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
  | { kind: 'medical'; topic: Topic | null; symptom: string | null }
  | { kind: 'day'; period: Period; topic: Topic | null; symptom: string | null }
  | { kind: 'range'; period: Period; topic: Topic | null; symptom: string | null; compareWith: Period | null }
  | { kind: 'summary'; period: Period }
  | { kind: 'last'; topic: Topic | null; symptom: string | null; supplement: string | null; period: Period }
  | { kind: 'count'; topic: Topic | null; symptom: string | null; period: Period }
  | { kind: 'supplementDay'; period: Period; supplement: string | null }
  | { kind: 'missed'; period: Period; supplement: string | null }
  | { kind: 'patterns'; topic: Topic | null; symptom: string | null }
);
export type QuestionKind = Question['kind'];

const supplementNames = [...SUPPLEMENT_NAMES.map((name) => name.toLowerCase()), 'iron', 'vitamin d3', 'd3', 'b12', 'omega 3', 'fish oil'];

/** The supplement a message names, by its everyday full name ('d3' → 'vitamin d'). */
function supplementIn(words: string): string | null {
  const found = supplementNames
    .filter((name) => new RegExp(`(?:^|\\s)${name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}(?=$|\\s)`).test(words))
    .sort((a, b) => b.length - a.length)[0];
  return found ? fullSupplementName(found) : null;
}

function firstIntent<T extends Intent>(doc: ReturnType<typeof nlp>, among: readonly T[]): T | null {
  const found = INTENT_PATTERNS.find(([intent, patterns]) => among.includes(intent as T) && patterns.some((pattern) => doc.has(pattern)));
  return (found?.[0] as T | undefined) ?? null;
}

const lookback = (today: string, days = DEFAULT_LOOKBACK_DAYS): Period => ({
  from: addDays(today, -(days - 1)),
  to: today,
  label: `the last ${days} days`,
});
/** Whether a question compares its period with the one before ('compared with last'). */
const comparing = (normal: ReturnType<typeof nlp>, words: string) =>
  normal.has(COMPARE_WORDS) || /\b(?:than|with|to) (?:the )?(?:last|previous|before)\b/.test(words);

/** How a question about one's own logs opens ('how did I sleep', 'was my sleep…'), as a sentence that logs does not. */
const QUESTION_START = /^(?:how|what|when|did|was|were|have|has|is|tell me|show me)\b/;
const thisWeek = (today: string): Period => ({ from: addDays(today, -6), to: today, label: 'this week' });

/**
 * Reads a message with compromise (contractions expanded, words normalised, intents matched by the
 * patterns in phrases.ts) and chrono-node (periods.ts), relative to the person's today.
 */
export function understand(message: string, today: string): Question {
  const doc = nlp(message);
  doc.contractions().expand();
  const words = doc
    .text('normal')
    .replace(/[^\p{L}\p{N}\s'/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const normal = nlp(words);
  const social = firstIntent(normal, SOCIAL);
  const topic = TOPIC_PATTERNS.find(([, pattern]) => normal.has(pattern))?.[0] ?? null;
  const symptom = findSymptoms(words)[0]?.name ?? null;
  const supplement = supplementIn(words);
  const period = periodOf(words, today);
  const aboutData = !!(topic || symptom || supplement || period);
  const figures = normal.has(RANGE_WORDS) || normal.has(COMPARE_WORDS);
  const base = { words, greeted: social === 'greeting', asking: normal.has(STATISTIC_WORDS) || (!!social && !aboutData) };

  if (firstIntent(normal, ['memoryList'])) return { ...base, asking: true, kind: 'memoryList' };
  const dataIntent = firstIntent(normal, ABOUT_DATA);
  if (dataIntent) base.asking = true;
  if (!dataIntent && firstIntent(normal, ['capabilities'])) return { ...base, asking: true, kind: 'capabilities' };
  const about = { topic: supplement ? 'supplements' : (topic ?? (symptom ? 'symptoms' : null)), symptom } as const;

  if (about.topic === 'sleep' && (!dataIntent || dataIntent === 'count') && QUESTION_START.test(words)) {
    // A night is kept on the day the person woke: last night (or 'how did I sleep?') is today's.
    if (/\blast night\b/.test(words) || (!period && /\b(?:did i sleep|was my (?:sleep|night))\b/.test(words)))
      return { ...base, asking: true, kind: 'day', period: { from: today, to: today, label: 'last night' }, ...about };
    if (period && isOneDay(period)) return { ...base, asking: true, kind: 'day', period, ...about };
    const stretch = period ?? thisWeek(today);
    const compareWith = comparing(normal, words) ? previousPeriod(stretch, today) : null;
    return { ...base, asking: true, kind: 'range', period: stretch, ...about, compareWith };
  }
  switch (dataIntent) {
    case 'patterns':
      return { ...base, kind: 'patterns', ...about };
    case 'last':
      return { ...base, kind: 'last', ...about, supplement, period: period ?? lookback(today) };
    case 'missed':
      return { ...base, kind: 'missed', supplement, period: period ?? lookback(today, 30) };
    case 'count':
      if (supplement || (topic === 'supplements' && !symptom))
        return { ...base, kind: 'missed', supplement, period: period ?? lookback(today, 30) };
      return { ...base, kind: 'count', ...about, period: period ?? lookback(today) };
    case 'summary':
      return { ...base, kind: 'summary', period: period && !isOneDay(period) ? period : thisWeek(today) };
  }
  if (firstIntent(normal, ['medical'])) return { ...base, asking: true, kind: 'medical', ...about };
  if (supplement || about.topic === 'supplements') {
    const day = period && isOneDay(period) ? period : null;
    if (day || !period) return { ...base, kind: 'supplementDay', period: day ?? { from: today, to: today, label: 'today' }, supplement };
    return { ...base, kind: 'missed', supplement, period };
  }
  if (period && isOneDay(period)) return { ...base, kind: 'day', period, ...about };
  if (period || (aboutData && (figures || normal.has(DAY_WORDS) || about.topic))) {
    const stretch = period ?? thisWeek(today);
    return {
      ...base,
      kind: 'range',
      period: stretch,
      ...about,
      compareWith: comparing(normal, words) || !period ? previousPeriod(stretch, today) : null,
    };
  }
  if (social) return { ...base, kind: social };
  return { ...base, kind: 'unknown' };
}
