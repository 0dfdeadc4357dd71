import { benchCurrentUser } from './current-user.js';
import { benchDayRecord } from './day-record.js';

/** `npm run bench`: every benchmark in turn, each printing its own figures. BENCH_SECONDS sets the length. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
await benchCurrentUser(seconds);
await benchDayRecord(seconds);
