import type { EntryDraft } from '../proposals.js';
import type { WallClock } from '../zoned-time.js';
import { SLEEP_HOURS_MAX, SLEEP_WAKINGS_MAX } from '../sleep.js';
import { numberToken } from './numbers.js';
import { findWhen, toDraftWhen } from './when.js';

// The night as people say it: 'slept 6 hours', 'terrible sleep', 'up 3 times last night',
// 'went to bed at 1am', 'woke at 7', 'slept from 11 to 6:30', 'didn't sleep a wink'. Each clause
// gives the parts it says; the parts of one text make one night (a day has one night).

/** The parts of a night one clause says, and how many days back the person woke from it. */
export interface NightSaid {
  hours?: number;
  bedtime?: string;
  wakeTime?: string;
  quality?: number;
  wakings?: number;
  daysAgo?: number;
}

/** A night as a draft: the day the person woke, and at least hours or clock times, quality or wakings. */
export type NightDraft = Extract<EntryDraft, { kind: 'sleep' }>;

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?)`;
const FRACTION = String.raw`(?:\s*(?:and a half|and a quarter|and three quarters|½|¼|¾))?`;
/** '6 hours', 'six and a half hrs', '6-7 hours', '7h30', '7 hours 20 minutes', 'an hour'. */
const DURATION = String.raw`(${NUMBER})${FRACTION}(?:\s*(?:-|–|to|or)\s*(${NUMBER})${FRACTION})?\s*(?:hours?\b|hrs?\b|h(?=\d{2}\b|\b))'?(?:(?<=h)(\d{2})\b|\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?)\b)?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|approximately|approx|maybe|only|just|barely|nearly|almost|less than|under|over|more than|at least|a solid|a good|a full|like|probably|a measly|a mere)\s+)*`;

const SLEEP_HOURS = [
  new RegExp(String.raw`\b(?:slept|sleeping|sleep(?: was|:)?)\s+(?:for\s+)?${ABOUT}${DURATION}(?:\s+(?:of\s+)?(?:sleep|kip))?`),
  new RegExp(String.raw`\b(?:got|had|managed|getting)?\s*${ABOUT}${DURATION}\s+(?:of\s+)?(?:sleep|kip|shut-?eye)\b`),
  new RegExp(String.raw`\b(?:got|managed)\s+${ABOUT}${DURATION}(?=\s+last night\b)`),
];

/** Words for how a night went, scored 1 (terrible) to 5 (great); longer phrases first. */
const QUALITY_WORDS: [string, number][] = [
  ...words(5, 'like a baby|like a log|like a rock|like the dead|like a dream|really well|very well|so well|incredibly well|great|amazing'),
  ...words(5, 'fantastic|excellent|brilliant|wonderful|perfect|perfectly|blissful|the best|best'),
  ...words(3, 'not too bad|not bad|so-so|so so|ok|okay|fine|alright|all right|average|decent|reasonable|reasonably|normal|meh'),
  ...words(2, 'not great|not good|not well|not very well|not very good|not much|bad|badly|poor|poorly|rough|restless|restlessly'),
  ...words(2, 'broken|disturbed|fitful|fitfully|light|lightly|patchy|interrupted|choppy|lousy|rubbish|unsettled|worse'),
  ...words(1, 'terrible|terribly|awful|awfully|horrible|horribly|dreadful|dreadfully|atrocious|hellish|the worst|worst|abysmal'),
  ...words(1, 'appalling|crap|crappy|shit|shitty'),
  ...words(4, 'pretty good|pretty well|quite well|good|well|solid|restful|sound|soundly|deep|deeply|better|nice|peaceful|peacefully'),
];
function words(score: number, list: string): [string, number][] {
  return list.split('|').map((word) => [word, score]);
}
const QUALITY = `(${QUALITY_WORDS.map(([word]) => word.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : '-'))).join('|')})`;
const INTENSIFIER = String.raw`(?:(?:really|very|so|pretty|quite|super|extremely|incredibly|truly|fairly|rather|kind of|kinda)\s+)*`;
const qualityOf = (word: string) => QUALITY_WORDS.find(([said]) => said === word.replace(/\s+/g, ' '))?.[1];

/** Said of sleep itself: 'slept terribly', 'sleep was ok', 'terrible sleep', 'a good night's sleep', 'had a rough night'. */
const SLEEP_QUALITY = [
  new RegExp(String.raw`\b(?:slept|sleeping|sleep(?: quality)?(?: (?:was|is|has been|been))?|night was)\s+${INTENSIFIER}${QUALITY}\b`),
  new RegExp(String.raw`\b${INTENSIFIER}${QUALITY}\s+(?:night'?s\s+|nights\s+)?(?:sleep|sleeping|kip|nights? sleep)\b`),
  new RegExp(String.raw`\b(?:a|an|another|such a|what a)\s+${INTENSIFIER}${QUALITY}\s+night\b(?!\s+(?:out|with|at|in|of))`),
];
/** 'bad night', 'rough night last night' heading a clause (not 'good night', which people also say to part). */
const BAD_NIGHT =
  /^\s*(?:another |such a |what a )?(?:really |very |so )?(bad|rough|terrible|awful|horrible|restless|long|sleepless|broken|disturbed) night\b/;

/** Nights without sleep: no hours at all, the worst quality. */
const NO_SLEEP =
  /\b(?:(?:didn't|did not|couldn't|could not|don't|do not)\s+sleep\s+(?:at all|a wink)|no sleep(?: at all)?|zero sleep|pulled an all-?nighter|was up all night|up all night|awake all night|a sleepless night|sleepless night)\b/;
/** Sleep that came hard or not enough: said without a number. ('can't sleep', said at night, stays the symptom Insomnia.) */
const HARD_SLEEP: [RegExp, number][] = [
  [/\b(?:didn't|did not)\s+sleep\s+(?:very |too |that |so )?(?:well|good|great|much|enough|properly)\b/, 2],
  [/\bsleep\s+(?:wasn't|was not|isn't|is not|hasn't been|has not been)\s+(?:very |too |that |so )?(?:great|good|the best)\b/, 2],
  [/\bsleep\s+(?:wasn't|was not|isn't|is not)\s+(?:too |that |so )?bad\b/, 3],
  [/\b(?:couldn't|could not|barely|hardly|scarcely)\s+(?:get\s+(?:to\s+|back\s+to\s+)?)?(?:sleep|slept)\b/, 1],
  [
    /\b(?:tossed and turned|tossing and turning|trouble (?:sleeping|falling asleep|getting to sleep)|struggled to (?:sleep|fall asleep))\b/,
    2,
  ],
  [/\b(?:hard time|difficulty) (?:sleeping|falling asleep|getting to sleep)\b/, 2],
];
/** A rating said of sleep: 'sleep 3/5', 'sleep quality 2', 'rate my sleep a 4'. */
const SLEEP_RATING =
  /\bsleep(?:\s+quality)?(?:\s+(?:was|is|at|of|rated))*\s*:?\s*(?:a |an )?(\d+(?:\.\d+)?\s*(?:\/|out of)\s*(?:5|10)|[1-5])(?!\s*(?:h\b|hours?|hrs?|times|am\b|pm\b|[:.]\d|-|to\b))/;

const COUNT = String.raw`(\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a couple|a few)\s+times?|(once|twice|thrice)`;
/** 'up 3 times last night', 'woke up twice', 'got up 4 times to pee', '3 wake-ups'. */
const WAKINGS = [
  new RegExp(
    String.raw`\b(?:woke|woken|waking|wake|awoke|got|get|getting|was|were|been|up)(?:\s+up)?\s+(?:about |around |like |maybe |at least |roughly |only |just )?(?:${COUNT})\b`,
  ),
  new RegExp(
    String.raw`\b(\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few)\s+(?:wake[- ]?ups|awakenings|wakings|times (?:i )?(?:woke|got up))\b`,
  ),
];
const NO_WAKINGS =
  /\b(?:slept (?:right |all the way )?through(?: the night)?|(?:didn't|did not|never) wake(?: up)?(?: once| at all| in the night)?(?! (?:until|till|before))|no wake[- ]?ups)\b/;
const VAGUE_COUNTS: Record<string, number> = { 'a couple of': 2, 'a couple': 2, 'a few': 3, once: 1, twice: 2, thrice: 3 };

const TIME = String.raw`(?:(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?|(midnight|noon|midday))`;
const AT = String.raw`(?:(at|around|about|by|after|before|past|just after|just before|roughly|sometime after|close to|near)\s+)?`;
const NOT_A_CLOCK = String.raw`(?!\s*(?:hours?|hrs?|h\b|times|minutes?|mins?|-\s*\d+\s*h))`;
const BEDTIME = new RegExp(
  String.raw`\b(?:went to bed|got to bed|go to bed|going to bed|gone to bed|got into bed|in bed|to bed|bed|bedtime(?: was)?|fell asleep|got to sleep|went to sleep|asleep|lights out|turned in|hit the sack|hit the hay|crashed)\s+${AT}${TIME}${NOT_A_CLOCK}`,
);
const WAKE_TIME = new RegExp(
  String.raw`\b(?:woke|woken|wake|waking|awoke|got up|get up|getting up|up|out of bed|alarm(?: went off)?|slept (?:in )?(?:till|until)|slept in to)(?:\s+up)?\s+${AT}${TIME}${NOT_A_CLOCK}`,
);
const SLEPT_FROM_TO = new RegExp(
  String.raw`\b(?:slept|sleep|asleep|in bed)\s+(?:from\s+|between\s+)?${TIME}\s*(?:to|till|until|-|–|and)\s*${TIME}${NOT_A_CLOCK}`,
);

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A clock time as said; a bare hour is read as bedtimes and wake times usually are: a bedtime of
 * '11' is 23:00 and of '1' is 01:00, a wake time of '7' is 07:00.
 */
function clockOf(groups: (string | undefined)[], asBedtime: boolean): string | null {
  const [hourText, minuteText, half, word] = groups;
  if (word) return word === 'midnight' ? '00:00' : '12:00';
  const hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  if (!Number.isInteger(hour) || hour > 23 || minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    return clock(((hour % 12) + (half.startsWith('p') ? 12 : 0)) * 60 + minute);
  }
  if (hour >= 13 || hour === 0) return clock(hour * 60 + minute);
  if (asBedtime) return clock(((hour === 12 ? 0 : hour >= 6 ? hour + 12 : hour) % 24) * 60 + minute);
  return clock((hour === 12 ? 12 : hour) * 60 + minute);
}

function amount(said: string | undefined, fraction: string): number | null {
  if (!said) return null;
  const value = numberToken(said);
  if (value === null) return null;
  const extra = /half|½/.test(fraction) ? 0.5 : /three quarters|¾/.test(fraction) ? 0.75 : /quarter|¼/.test(fraction) ? 0.25 : 0;
  return value + extra;
}

/** The hours a DURATION match says: a range is its middle, minutes are added. */
function hoursOf(match: RegExpExecArray, at: number): number | null {
  const text = match[0];
  const [lowText, highText, attachedMinutes, minutesText] = match.slice(at, at + 4);
  const fractions = text.match(/and a half|and a quarter|and three quarters|½|¼|¾/g) ?? [];
  const low = amount(lowText, (highText ? fractions[0] : fractions.at(-1)) ?? '');
  if (low === null) return null;
  const high = highText ? amount(highText, fractions.at(-1) ?? '') : null;
  const minutes = Number(attachedMinutes ?? minutesText ?? 0);
  const hours = (high !== null ? (low + high) / 2 : low) + minutes / 60;
  return hours <= SLEEP_HOURS_MAX ? Math.round(hours * 100) / 100 : null;
}

function countOf(said: string): number | null {
  const value = VAGUE_COUNTS[said] ?? numberToken(said);
  return value !== null && Number.isInteger(value) && value >= 0 && value <= SLEEP_WAKINGS_MAX ? value : null;
}

/**
 * What a clause says about a night, and the clause without those words (for the other entries
 * it may hold: 'woke at 7 with a headache'); null when it says nothing about sleep. A nap is not
 * the night.
 */
export function takeNight(clause: string, today: WallClock): { night: NightSaid; rest: string } | null {
  if (/\bnap(?:s|ped|ping)?\b/.test(clause)) return null;
  let rest = ` ${clause} `;
  const night: NightSaid = {};
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
    return match;
  };

  if (take(NO_SLEEP)) {
    night.hours = 0;
    night.quality = 1;
  }
  for (const pattern of SLEEP_HOURS) {
    const match = night.hours === undefined ? take(pattern) : null;
    const hours = match ? hoursOf(match, 1) : null;
    if (hours !== null) night.hours = hours;
  }
  const range = take(SLEPT_FROM_TO);
  if (range) {
    const bedtime = clockOf(range.slice(1, 5), true);
    const wakeTime = clockOf(range.slice(5, 9), false);
    if (bedtime && wakeTime && bedtime !== wakeTime) Object.assign(night, { bedtime, wakeTime });
  }
  const bed = night.bedtime ? null : take(BEDTIME);
  if (bed && (bed[1] || bed[4] || bed[5])) night.bedtime = clockOf(bed.slice(2, 6), true) ?? undefined;
  const wake = night.wakeTime ? null : take(WAKE_TIME);
  if (wake && (wake[1] || wake[4] || wake[5] || /\b(?:till|until|in to)\b/.test(wake[0])))
    night.wakeTime = clockOf(wake.slice(2, 6), false) ?? undefined;

  for (const pattern of WAKINGS) {
    const match = night.wakings === undefined ? take(pattern) : null;
    const said = match ? (match[1] ?? match[2] ?? null) : null;
    const wakings = said ? countOf(said) : null;
    if (wakings !== null) night.wakings = wakings;
  }
  if (night.wakings === undefined && take(NO_WAKINGS)) night.wakings = 0;

  if (night.quality === undefined) {
    const rating = take(SLEEP_RATING);
    if (rating) night.quality = ratingOf(rating[1] ?? '');
  }
  for (const [pattern, quality] of HARD_SLEEP) if (night.quality === undefined && take(pattern)) night.quality = quality;
  for (const pattern of SLEEP_QUALITY) {
    const match = night.quality === undefined ? take(pattern) : null;
    if (match) night.quality = qualityOf(match[1] ?? '');
  }
  const badNight = night.quality === undefined ? take(BAD_NIGHT) : null;
  if (badNight) night.quality = badNight[1] === 'long' ? 2 : (qualityOf(badNight[1] ?? '') ?? 1);

  if (Object.keys(night).length === 0) return null;
  night.daysAgo = nightDaysAgo(clause, today);
  return { night, rest: leftover(rest) };
}

function ratingOf(said: string): number {
  const [value, scale] = said.split(/\s*(?:\/|out of)\s*/).map(Number) as [number, number | undefined];
  const score = scale ? Math.round((value / scale) * 5) : value;
  return Math.min(5, Math.max(1, score));
}

/** Days back the person woke: 'last night' and 'this morning' are today, 'monday night' the Tuesday after. */
function nightDaysAgo(clause: string, today: WallClock): number | undefined {
  if (/\bnight before last\b/.test(clause)) return 1;
  const { daysAgo } = findWhen(clause, today);
  if (daysAgo === undefined) return undefined;
  return /\bnight\b/.test(clause) && daysAgo > 0 ? daysAgo - 1 : daysAgo;
}

/** Words left once the night is taken that say nothing on their own ('i', 'last night', 'and'). */
const FILLER =
  /\b(?:i|i've|ive|my|was|were|had|have|got|and|but|so|then|a|an|the|of|only|just|really|very|last|night|this|morning|overnight|in|during|to|pee|wee|loo|bathroom|toilet|again|back|sleep|slept|up|times?|about|around|after|that|which|yesterday|today|also|too|it|is|at|all|ugh|wow|well|oh|pretty|quite)\b/g;
function leftover(rest: string): string {
  const text = rest.replace(/\s+/g, ' ').trim();
  return text.replace(FILLER, '').replace(/[^a-z0-9]+/g, '') === '' ? '' : text;
}

/**
 * The one night several clauses say ('went to bed at 1am, woke at 7, terrible sleep'): the parts
 * each clause says, on the day the first of them names (today when none does). Hours said
 * outright win over clock times; a bedtime without a wake time (or the other way) gives no hours
 * and is left out. Null when nothing is left to log.
 */
export function nightDraft(said: NightSaid[], today: WallClock): NightDraft | null {
  if (said.length === 0) return null;
  const night: NightSaid = {};
  for (const part of said) {
    for (const [key, value] of Object.entries(part) as [keyof NightSaid, number | string | undefined][]) {
      if (value !== undefined && night[key] === undefined) (night as Record<string, unknown>)[key] = value;
    }
  }
  const { daysAgo, ...parts } = night;
  const timed =
    parts.bedtime !== undefined && parts.wakeTime !== undefined && parts.bedtime !== parts.wakeTime && parts.hours === undefined;
  if (!timed) {
    delete parts.bedtime;
    delete parts.wakeTime;
  }
  if (parts.hours === undefined && !timed && parts.quality === undefined && parts.wakings === undefined) return null;
  return { kind: 'sleep', when: { date: toDraftWhen({ daysAgo: daysAgo ?? 0 }, today).date }, ...parts };
}
