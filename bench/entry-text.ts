import { parseEntryText } from '../src/shared/entry-text/parse-entry-text.js';
import { MESSAGE_MAX } from '../src/shared/chat.js';
import { UNDERSTAND_TEXT_MAX } from '../src/shared/proposals.js';

const TEXTS = 300;
const MESSAGES = 40;
const context = { now: new Date('2026-11-20T23:59:00Z'), timeZone: 'UTC' };

/** Parts of days as people tell them, put together at random into distinct days. */
const PARTS = [
  'slept badly, woke at 3 and again at 5',
  'mood about a 3 out of 5',
  'energy low, maybe a 2',
  'headache from 2pm, took 2 paracetamol 500mg',
  'porridge with honey for breakfast',
  'a ham sandwich and a coffee at lunch',
  'pasta with pesto for dinner at 8',
  'nausea after dinner',
  'took my vitamin d and magnesium',
  'went to bed around 11',
  'walked for 20 minutes, joints sore after',
  'a glass of red wine',
  'migraine came on at 4, lay down in a dark room',
  'ibuprofen 400mg at 9 and another at 3',
  'snacked on crisps and an apple',
];
/** Words an attacker (or a stuck key) repeats up to the length limit: medicines, times, foods, scores, typos. */
const REPEATED = ['ibuprofen', 'paracetamol', 'at 3', 'a glass and', 'headache', 'nausia', 'mood 3', 'toast', 'took', '2mg', 'breakfast'];

/**
 * `npm run bench -- entry-text`: reading a day told in words (the parser behind
 * POST /api/entries/understand and the chat's proposals), 300 distinct ordinary days against 300
 * distinct texts of one word or phrase repeated to the length limit, each read once, one at a
 * time. The repeated texts once took seconds each (the same words were looked up again from each
 * word on); the aim is a p95 at most 5 times an ordinary day's. Then 40 such texts as long as
 * a chat message may be.
 */
export function benchEntryText(): void {
  let seed = 11;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const days = Array.from({ length: TEXTS }, (_, n) =>
    `${Array.from({ length: 3 + Math.floor(random() * 5) }, () => pick(PARTS)).join(', ')} (${n})`.slice(0, UNDERSTAND_TEXT_MAX),
  );
  const repeatedTo = (length: number, n: number) => `${pick(REPEATED)} ${n} `.repeat(length).slice(0, length);
  const repeated = Array.from({ length: TEXTS }, (_, n) => repeatedTo(UNDERSTAND_TEXT_MAX, n));
  // The offline assistant reads a chat message as a day too: up to MESSAGE_MAX characters.
  const messages = Array.from({ length: MESSAGES }, (_, n) => repeatedTo(MESSAGE_MAX, TEXTS + n));
  parseEntryText(pick(PARTS), context); // loads the parsers
  const ordinary = timings(days);
  const hostile = timings(repeated);
  const long = timings(messages);
  console.log(`Reading a day in words (${TEXTS} distinct texts each, one at a time)`);
  console.log(`  ordinary days                      p50 ${ordinary.p50.toFixed(2)} ms   p95 ${ordinary.p95.toFixed(2)} ms`);
  console.log(
    `  one phrase repeated to ${UNDERSTAND_TEXT_MAX} chars   p50 ${hostile.p50.toFixed(2)} ms   p95 ${hostile.p95.toFixed(2)} ms`,
  );
  console.log(
    `  the same to ${MESSAGE_MAX} chars (${MESSAGES} chat messages) p50 ${long.p50.toFixed(2)} ms   p95 ${long.p95.toFixed(2)} ms`,
  );
  console.log(`  repeated / ordinary p95: ${(hostile.p95 / ordinary.p95).toFixed(2)} (aim: at most 5)`);
}

function timings(texts: readonly string[]): { p50: number; p95: number } {
  const times = texts
    .map((text) => {
      const started = performance.now();
      parseEntryText(text, context);
      return performance.now() - started;
    })
    .sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0 };
}
