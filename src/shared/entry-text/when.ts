import type { DraftWhen } from '../proposals.js';
import { addDays } from '../days.js';
import type { WallClock } from '../zoned-time.js';
import { numberToken } from './numbers.js';
import { SYMPTOMS, TIMED_SUPPLEMENT_NAMES } from './vocabulary.js';

// Days and times of day as people say them ('yesterday evening', 'after lunch', 'at 8pm',
// 'on Monday', '2 days ago'), turned into a day and an 'HH:mm' in the person's zone.

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const MEAL_WORDS = {
  breakfast: 'breakfast',
  brunch: 'lunch',
  lunch: 'lunch',
  dinner: 'dinner',
  supper: 'dinner',
  snack: 'snack',
  // In Britain and Australia 'tea' is the evening meal, said so only as a meal ('for tea', 'tea was …').
  tea: 'dinner',
} as const;
export type MealWord = keyof typeof MEAL_WORDS;
/** Foods named after a meal: 'a dinner roll', 'a breakfast burrito', 'lunch meat', 'a snack bar' are no meal said. */
export const MEAL_NAMED_FOODS =
  'rolls?|burritos?|sandwich(?:es)?|sausages?|links?|patt(?:y|ies)|meats?|bars?|cakes?|packs?|mix|potatoes|pizza|casserole|tacos?|biscuits?|wraps?|bowls?';

/** Clock times (minutes after midnight) around each meal: before, at and after it. */
const MEAL_TIMES: Record<'breakfast' | 'lunch' | 'dinner' | 'snack', { before: number; at: number; after: number }> = {
  breakfast: { before: 7 * 60, at: 8 * 60, after: 9 * 60 + 30 },
  lunch: { before: 11 * 60 + 30, at: 12 * 60 + 30, after: 13 * 60 + 30 },
  dinner: { before: 18 * 60, at: 19 * 60, after: 20 * 60 + 30 },
  snack: { before: 15 * 60, at: 16 * 60, after: 16 * 60 + 30 },
};

const PARTS_OF_DAY: [RegExp, number][] = [
  [/\b(?:early (?:this |in the )?morning|when i woke up|on waking|after waking up|first thing)\b/, 7 * 60],
  [/\b(?:mid|late)[- ]?morning\b/, 10 * 60 + 30],
  [/\b(?:this morning|in the morning|morning)\b/, 8 * 60 + 30],
  [/\b(?:at )?lunch ?time\b/, 12 * 60 + 30],
  [/\b(?:at )?(?:noon|midday)\b/, 12 * 60],
  [/\b(?:this afternoon|in the afternoon|afternoon)\b/, 15 * 60],
  [/\b(?:this evening|in the evening|evening)\b/, 19 * 60],
  [/\b(?:before bed|at bedtime|bedtime|tonight|at night|night)\b/, 22 * 60],
  [/\b(?:at )?midnight\b/, 0],
];

/** Words of a time of day that PARTS_OF_DAY takes alone ('night', 'morning'). */
const TIME_OF_DAY_WORD = /\b(?:morning|afternoon|evening|night|tonight|midnight|noon|midday|bedtime)\b/;
/**
 * Symptom and supplement names that hold a time of day ('night sweats', 'evening primrose oil'): there the word is part of the name, not
 * when, and it is left in the text for the symptom (longest first, whole words only).
 */
const namesWithTimes = [...Object.values(SYMPTOMS).flat(), ...TIMED_SUPPLEMENT_NAMES]
  .filter((phrase) => TIME_OF_DAY_WORD.test(phrase))
  .sort((a, b) => b.length - a.length)
  .map((phrase) => phrase.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'));
const NAMES_WITH_TIMES = namesWithTimes.length ? new RegExp(String.raw`(?<=\s)(?:${namesWithTimes.join('|')})(?=\s)`, 'g') : /(?!)/g;

/** How many days back the last such weekday was (0 for today). */
const daysBackTo = (weekday: string, today: WallClock) => (today.weekday - WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]) + 7) % 7;

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What one phrase says about when: days back from today, minutes after midnight, a meal named. */
export interface SaidWhen {
  daysAgo?: number;
  minutes?: number;
  meal?: (typeof MEAL_WORDS)[MealWord];
  /** The minutes are only the meal's usual time ('for lunch'), said of nothing else in the text. */
  mealTimeOnly?: boolean;
  /** The minutes are a clock time said ('at 8pm', 'at 10', '12:30'). */
  clock?: boolean;
  /** Said to have lasted the day ('all day', 'most of the day'): at no one time, nor at one said elsewhere. */
  allDay?: boolean;
  /** Said 'last night': of this clause only ('took amitriptyline last night'), not of the day told. */
  lastNight?: boolean;
  /** The clock time is when something ended ('stayed in bed til 2pm'), said after 'till' or 'until'. */
  until?: boolean;
}

/**
 * The text with each name that holds a time of day set aside (so no rule reads its 'night' as when),
 * and how to put them back in what is left of it.
 */
export function setNamesAside(text: string): { text: string; putBack: (rest: string) => string } {
  const names: string[] = [];
  return {
    // Each name stands as one private-use character, which no rule reads as a word, digit or space.
    text: text.replace(NAMES_WITH_TIMES, (name) => String.fromCharCode(0xe000 + names.push(name) - 1)),
    putBack: (rest) => rest.replace(/[\ue000-\uf8ff]/g, (mark) => names[mark.charCodeAt(0) - 0xe000] ?? ''),
  };
}

/**
 * A clock time said just before reads an hour with no am or pm as the one of its two readings
 * that comes soon after it ('pasta at 8pm, migraine at 10' is 22:00; 'woke at 4, a triptan at
 * 4:30' the morning). Days are told out of order too: when neither or both do ('crackers at 2pm …
 * ondansetron at 10'), waking hours decide.
 */
const soonAfter = (minutes: number, after: number) => minutes >= after - 30 && minutes <= after + 4 * 60;
const soonBefore = (minutes: number, before: number) => minutes <= before + 30 && minutes >= before - 4 * 60;
/** 'rice at 12 and toast at 6': a morning reading well before the clock time said just before is the evening's. */
const wellBefore = (morning: number, after: number) => morning <= after - 5 * 60 && morning + 12 * 60 <= after + 8 * 60;

/**
 * The first hour of waking hours: alone it is the morning ('co-codamol at half six'), but after a
 * later time said before it the day goes on to the evening ('porridge at 8 and pasta at 6').
 */
const EARLIEST_MORNING_HOUR = 6;
/** A meal named in the clause before sets the half of the day of an hour only this close to its usual time ('didn't eat breakfast, a sandwich at 3' is 15:00). */
const NEAR_MEAL_BEFORE = 3 * 60;

/** Minutes between two clock times, either way round midnight. */
const apart = (minutes: number, from: number) => Math.min(Math.abs(minutes - from), 24 * 60 - Math.abs(minutes - from));

/** Whether a time is near a meal's usual time: a clock time said after the meal's foods is then the meal's ('dinner: salmon, potatoes at 6:30'). */
export const nearMealTime = (minutes: number, meal: keyof typeof MEAL_TIMES) => apart(minutes, MEAL_TIMES[meal].at) <= NEAR_MEAL_BEFORE;

/** Where a clock time is said: what else the text says of when, and the time said before it. */
interface ClockContext {
  /** Minutes of a meal or part of the day said with it: the half of the day closest to it. */
  around?: number;
  /** Usual minutes of a meal named in the clause before: as `around` when one reading is near it, else as `after`. */
  mealBefore?: number;
  /** Minutes of a clock time said in the clause just before it. */
  after?: number;
  /** Minutes of the next clock time said later in the text that says its half of the day ('9pm'). */
  before?: number;
  today: WallClock;
  daysAgo: number;
}

/** Minutes after midnight of an hour (1 to 12) said with its half of the day ('a' or 'p'). */
const withHalfOfDay = (hour: number, minute: number, half: string) => ((hour % 12) + (half === 'p' ? 12 : 0)) * 60 + minute;

/** A clock time that says its half of the day ('9pm', '21:30'). */
const FULL_CLOCK = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b|\b(1[3-9]|2[0-3])[:.](\d{2})\b/;

/** Minutes of the first clock time that says its half of the day in a clause after the i-th ('pizza at 6, heartburn at 8pm'). */
export function clockSaidAfter(texts: readonly string[], i: number): number | undefined {
  for (const text of texts.slice(i + 1)) {
    const said = FULL_CLOCK.exec(text);
    if (!said) continue;
    const hour = Number(said[1] ?? said[4]);
    const minute = Number(said[2] ?? said[5] ?? 0);
    if (said[3] && (hour < 1 || hour > 12)) return undefined;
    return (said[3] ? withHalfOfDay(hour, minute, said[3].charAt(0)) : hour * 60 + minute) % (24 * 60);
  }
  return undefined;
}

/**
 * Minutes after midnight of a clock time as said; an hour with no am or pm ('at 8') is read as
 * the half of the day closest to a meal or part of the day said with it, else soon after a clock
 * time said just before it, else waking hours (6 to 11 the morning, 12 to 5 the afternoon), and
 * never later today than now when the other half has happened. Null for no time ('at 27').
 */
function clockMinutes(
  match: RegExpExecArray,
  { around: aroundSaid, mealBefore, after: clockBefore, before, today, daysAgo }: ClockContext,
): number | null {
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.[0];
  if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return null;
  if (half) return withHalfOfDay(hour, minute, half);
  if (hour === 0 || hour > 12) return hour * 60 + minute;
  const morning = (hour % 12) * 60 + minute;
  const afternoon = morning + 12 * 60;
  const nearMeal = mealBefore !== undefined && Math.min(apart(morning, mealBefore), apart(afternoon, mealBefore)) <= NEAR_MEAL_BEFORE;
  const around = aroundSaid ?? (nearMeal ? mealBefore : undefined);
  // A meal named before and far from both readings is still a time said before ('diazepam at lunch and codeine at 6').
  const after = clockBefore ?? (nearMeal ? undefined : mealBefore);
  let reading: number;
  if (around !== undefined && apart(morning, around) !== apart(afternoon, around)) {
    reading = apart(morning, around) < apart(afternoon, around) ? morning : afternoon;
  } else if (after !== undefined && soonAfter(morning, after) !== soonAfter(afternoon, after)) {
    reading = soonAfter(morning, after) ? morning : afternoon;
  } else if (before !== undefined && soonBefore(morning, before) !== soonBefore(afternoon, before)) {
    // 'pizza at 6, heartburn at 8pm': the reading soon before a time said later with its half of the day.
    reading = soonBefore(morning, before) ? morning : afternoon;
  } else if (after !== undefined && (wellBefore(morning, after) || (hour <= EARLIEST_MORNING_HOUR && morning < after))) {
    reading = afternoon;
  } else reading = hour >= EARLIEST_MORNING_HOUR && hour <= 11 ? morning : afternoon;
  const other = reading === morning ? afternoon : morning;
  if (daysAgo === 0 && reading > today.minutes && other <= today.minutes && around === undefined) return other;
  return reading;
}

/**
 * Finds the day and time words of a text; `rest` is the text without them. `after`, `daysAgo` and
 * `meal` are the clock time (minutes), day and meal said before it in the same text, for reading an
 * hour with no am or pm.
 */
export function findWhen(
  text: string,
  today: WallClock,
  context: { after?: number; before?: number; daysAgo?: number; meal?: SaidWhen['meal'] } = {},
): SaidWhen & { rest: string } {
  // A name that holds a time of day is set aside while the time words are taken, then put back.
  const aside = setNamesAside(` ${halfHoursAsDigits(text)} `);
  let rest = aside.text;
  const said: SaidWhen = {};
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
    return match;
  };

  // 'since last night' is how long a thing has lasted, not when it is logged.
  take(/\bsince (?:last night|yesterday)\b/);
  // 'after yesterday's walk' names a thing of that day, not when this one was.
  if (take(/\b(?:the )?day before yesterday\b(?!'s)/)) said.daysAgo = 2;
  else if (take(/\blast night\b(?!'s)/)) {
    said.daysAgo = 1;
    said.minutes = 22 * 60;
    said.lastNight = true;
  } else if (take(/\byesterday\b(?!'s)/)) said.daysAgo = 1;
  else {
    const ago = take(/\b(\w+) days? ago\b/);
    const agoCount = ago ? numberToken(ago[1] ?? '') : null;
    if (agoCount !== null && Number.isInteger(agoCount)) said.daysAgo = agoCount;
    else if (take(/\b(?:a|one) week ago\b/)) said.daysAgo = 7;
    else {
      // Not a day of every week ('friday is injection day').
      const weekday = take(/\b(?:on |last |this past )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b(?!\s+(?:is|are)\b)/);
      if (weekday) {
        const back = daysBackTo(weekday[1] ?? '', today);
        said.daysAgo = back === 0 && weekday[0].startsWith('last') ? 7 : back;
      } else if (take(/\btoday\b(?!'s)|\bearlier\b|\bjust now\b/)) said.daysAgo = 0;
      // A part of today said ('this morning', 'tonight') is today, after a day said before it ('started yesterday, … this morning').
      else if (/\b(?:tonight|this (?:morning|afternoon|evening))\b/.test(rest)) said.daysAgo = 0;
    }
  }

  // A night too ('cramps all night'): the night is over, at no one time of the day told.
  // 'so far' (today): up to now, at no one time ('2 litres of water so far').
  if (take(/\b(?:all|the whole|most of the|much of the) (?:day|night)(?: long)?\b|(?<!\b(?:times?|x|twice|once)\s+)\bso far(?: today)?\b/))
    said.allDay = true;
  // Morning and afternoon tea are snacks (Australia, Britain): 'arvo tea was a tim tam'.
  const teaBreak = take(/\b(?:for |at |with )?(morning|afternoon) tea\b(?!\s*(?:bags?|cups?|pots?)\b)(?:\s+(?:was|were|is)\b|\s*:)?/);
  if (teaBreak) said.meal = 'snack';
  // A part of the day said is closer than a meal's usual time ('a mid-morning snack').
  const partOfDay = teaBreak ? (teaBreak[1] === 'morning' ? 10 * 60 + 30 : 15 * 60) : PARTS_OF_DAY.find(([pattern]) => take(pattern))?.[1];
  // 'for lunch', 'after dinner', and a meal that heads the text: 'lunch was soup', 'dinner: salmon'.
  // A meal named at the start of a list of it ('lunch a tuna sandwich', 'snack of almonds') heads it too.
  const mealTime =
    take(
      new RegExp(
        String.raw`(?:\b(before|after|at|for|with|during|since|around|as|by) |(?<=\bhad ))(?:my |the |a |an )?(breakfast|brunch|lunch|dinner|supper|snack)s?\b(?!\s+(?:${MEAL_NAMED_FOODS})\b)`,
      ),
    ) ??
    take(/^\s*()(breakfast|brunch|lunch|dinner|supper|snack)(?:\s+(?:which\s+|that\s+)?(?:was|were|is)\b|\s*:)/) ??
    // 'dinner at 6 was chicken curry': the meal, then its time.
    take(/\b()(breakfast|brunch|lunch|dinner|supper|snack)(?=\s+(?:at|around|about)\s+\d)/) ??
    take(
      /\b(for|after|before) (?:my |our |the )?(tea)\b(?!\s*(?:bags?|cups?|pots?|time)\b)|^\s*()(tea)\s+(?:which\s+|that\s+)?(?:was|were)\b(?!\s+(?:cold|hot|lovely|nice|good|great|strong|weak|too)\b)/,
    ) ??
    take(
      new RegExp(
        String.raw`^\s*(?:(?:a|an|my)\s+)?()(breakfast|brunch|lunch|dinner|supper|snack)(?:\s+of)?(?=\s+(?!(?:${MEAL_NAMED_FOODS}|time|today|yesterday|tonight|and|or|with|at|in|on|out|party|date|break|meeting|plans?|was|were|is|which|that)\b)[a-z0-9])`,
      ),
    );
  // Around a meal, or at a part of the day: when the text names no clock time, and the half of
  // the day a clock time is in ('at 8 this morning', 'dinner at 7').
  let mealAround: number | undefined;
  if (mealTime) {
    const how = mealTime[1] ?? mealTime[3];
    const meal = MEAL_WORDS[(mealTime[2] ?? mealTime[4]) as MealWord];
    said.meal = meal;
    const times = MEAL_TIMES[meal];
    mealAround = how === 'before' ? times.before : how === 'after' ? times.after : times.at;
  }

  const clockTime =
    take(/\b(?:at |around |about )?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?=\W)/) ??
    // A time written as a clock anywhere ('lentil soup 12:30').
    take(/(?<![\d.:/])\b(?:at |around |about |by )?(\d{1,2}):(\d{2})\b(?![\d:])/) ??
    // Not a count or a length: 'about 3 times', 'around 2 hours'.
    // 'tired by 3', not 'better by 2' (a change).
    take(
      /\b(?:at |around |about |(?<!\b(?:down|up|dropped|fell|rose|improved|increased|decreased|reduced|better|worse|went|go|goes|cut|only)\s)by )(\d{1,2})(?:[:.](\d{2}))?\b(?! ?(?:g|kg|ml|oz|cups?|slices?|pieces?|\/|out of|of|x\b|times?\b|hours?\b|hrs?\b|minutes?\b|mins?\b|days?\b|nights?\b|weeks?\b|(?:or|to|-) ?\d+ ?(?:times?|x)\b))/,
    );
  // A clock time after a meal named in the clause before is that meal's ('dinner: salmon, potatoes at 6:30').
  const around = said.minutes ?? partOfDay ?? mealAround;
  // A clock time after a meal named in the clause before is that meal's ('dinner: salmon, potatoes at 6:30').
  const mealBefore = context.meal ? MEAL_TIMES[context.meal].at : undefined;
  const clockSaid =
    clockTime &&
    clockMinutes(clockTime, {
      around,
      mealBefore,
      after: context.after,
      before: context.before,
      today,
      daysAgo: said.daysAgo ?? context.daysAgo ?? 0,
    });
  if (clockSaid === null || clockSaid === undefined) {
    if (around !== undefined && around === mealAround && said.minutes === undefined && partOfDay === undefined) said.mealTimeOnly = true;
    said.minutes = around;
  } else {
    said.minutes = clockSaid;
    said.clock = true;
    if (clockTime && /\b(?:till|until|til|'til|'till)\s*$/.test(rest.slice(0, clockTime.index))) said.until = true;
  }
  return { ...said, rest: aside.putBack(rest).replace(/\s+/g, ' ').trim() };
}

/**
 * 'it's friday evening', 'it is 11pm': when the person is writing, which dates nothing and times
 * nothing. Its weekday is the day told when it is today, or yesterday by the clock (a day not yet
 * slept on, written after midnight); any other weekday contradicts the clock and is not read.
 */
const WRITING_NOW = new RegExp(
  String.raw`^(?:it's|it is|its)\s+(?:now\s+)?(?=\S)(?:(${WEEKDAYS.join('|')})\b\s*)?(?:(?:early|late|mid)[- ]?)?(?:morning|afternoon|evening|night|lunchtime|midnight|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})?(?:\s+(?:here|now|already))?$`,
);

/** What a clause that only says when the person is writing says of the day told: null when it says more. */
export function writingNow(clause: string, today: WallClock): Pick<SaidWhen, 'daysAgo'> | null {
  const said = WRITING_NOW.exec(clause);
  if (!said) return null;
  if (!said[1]) return {};
  const back = daysBackTo(said[1], today);
  return back <= 1 ? { daysAgo: back } : {};
}

/** A day and time said, as a DraftWhen: never after now (a time later today becomes now). */
export function toDraftWhen(said: SaidWhen, today: WallClock): DraftWhen {
  const daysAgo = Math.max(0, said.daysAgo ?? 0);
  const date = addDays(today.day, -daysAgo);
  if (said.minutes === undefined) return { date };
  const minutes = daysAgo === 0 ? Math.min(said.minutes, today.minutes) : said.minutes;
  return { date, time: clock(minutes) };
}

/** Half and quarter hours said after a word of time: 'at half 2' (British for 2:30), 'at about quarter to 3'. */
const HALF_HOURS =
  /\b(at|around|by|from|since|till|until)\s+(?:(?:like|about|around|roughly)\s+)?(half past|quarter past|quarter to|half)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g;

/** The text with half and quarter hours as digits ('at like half 2' → 'at 2:30'), which the clock reading takes. */
function halfHoursAsDigits(text: string): string {
  return text.replace(HALF_HOURS, (said, before: string, part: string, hourSaid: string) => {
    const hour = numberToken(hourSaid);
    if (hour === null || !Number.isInteger(hour) || hour < 1 || hour > 12) return said;
    if (part === 'quarter to') return `${before} ${hour === 1 ? 12 : hour - 1}:45`;
    return `${before} ${hour}:${part === 'quarter past' ? '15' : '30'}`;
  });
}
