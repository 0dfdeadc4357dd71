import { benchCurrentUser } from './current-user.js';
import { benchChatTurn } from './chat-turn.js';
import { benchDayRecord } from './day-record.js';
import { benchInsights } from './insights.js';
import { benchPatterns } from './patterns.js';
import { benchFoodSearch } from './foods-search.js';
import { benchVoiceTurn } from './voice-turn.js';
import { benchMixedLoad } from './mixed-load.js';
import { benchNotificationsTick } from './notifications-tick.js';
import { benchEntryText } from './entry-text.js';

/**
 * `npm run bench`: every benchmark in turn, each printing its own figures. BENCH_SECONDS sets
 * the length of each load; `npm run bench -- foods` runs only the benchmarks whose name has 'foods'.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.argv[2];
// Most benchmarks run a load over time; the pattern finder's is pure computation, done when it returns.
const benches: [string, (seconds: number) => Promise<void> | void][] = [
  ['current-user', benchCurrentUser],
  ['day-record', benchDayRecord],
  ['insights', benchInsights],
  ['patterns', benchPatterns],
  ['entry-text', benchEntryText],
  ['chat-turn', benchChatTurn],
  ['voice-turn', benchVoiceTurn],
  ['foods-search', benchFoodSearch],
  ['mixed-load', benchMixedLoad],
  ['notifications-tick', benchNotificationsTick],
];
for (const [name, bench] of benches) if (!only || name.includes(only)) await bench(seconds);
