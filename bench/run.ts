import { benchCurrentUser } from './current-user.js';
import { benchChatTurn } from './chat-turn.js';
import { benchDayRecord } from './day-record.js';
import { benchFoodSearch } from './foods-search.js';

/**
 * `npm run bench`: every benchmark in turn, each printing its own figures. BENCH_SECONDS sets
 * the length of each load; `npm run bench -- foods` runs only the benchmarks whose name has 'foods'.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.argv[2];
const benches: [string, (seconds: number) => Promise<void>][] = [
  ['current-user', benchCurrentUser],
  ['day-record', benchDayRecord],
  ['chat-turn', benchChatTurn],
  ['foods-search', benchFoodSearch],
];
for (const [name, bench] of benches) if (!only || name.includes(only)) await bench(seconds);
