import type { EntryDraft } from '../proposals.js';
import type { WallClock } from '../zoned-time.js';
import { MINUTES_PER_DAY, minutesBetween, minutesOfDay, SLEEP_HOURS_MAX, SLEEP_WAKINGS_MAX } from '../sleep.js';
import { round2 } from '../rounding.js';
import { numberToken } from './numbers.js';
import { findWhen, setNamesAside, toDraftWhen } from './when.js';
import { ownValue } from '../records.js';

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
  /** When sleep came, where it differs from getting into bed ('couldn't fall asleep until 2'): it wins over the bedtime. */
  asleepAt?: string;
  /** When the person got up for good ('awake at 3, up for good at 6'): it wins over a wake time. */
  upAt?: string;
  /**
   * Sleep again after waking in the night, in the order said: 'and again 5 to 8', 'then 4 to 7',
   * 'back asleep at 3 till 7'. The first stretch is the bedtime (or when sleep came) to the wake time.
   */
  later?: Stretch[];
  /** How long the person was awake at the waking after the first stretch ('up at 2 for an hour'), in minutes. */
  awakeFor?: number;
  /** Hours slept after a waking, said after the first hours ('then another 3 hours'). */
  moreHours?: number[];
  daysAgo?: number;
}

/** A clock time as said: a bare hour ('5') may be morning or evening, and is read as the next after the time before it. */
export interface SaidClock {
  time: string;
  bare: boolean;
}

/** A stretch of sleep after a waking; either end may be unsaid. */
export interface Stretch {
  from?: SaidClock;
  to?: SaidClock;
}

/** What is known when a clause is read: what the clauses around it say of the night. */
export interface NightContext {
  /** The clause before said of the night, so a bare 'restless', '5 hours', 'quality 4' or '4 to 7' is more of it. */
  afterNight?: boolean;
  /** The clause after is only a clock range ('then 4 to 7'), so a clock range alone in this one is the night's first part. */
  beforeRange?: boolean;
  /** The night the clauses before said, merged. */
  before?: NightSaid;
}

/** A night as a draft: the day the person woke, and at least hours or clock times, quality or wakings. */
export type NightDraft = Extract<EntryDraft, { kind: 'sleep' }>;

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a couple|couple of|a few|an?)(?:-?ish|\+)?`;
const FRACTION = String.raw`(?:\s*(?:and a half|and a quarter|and three quarters|½|¼|¾|1/2|1/4|3/4))?`;
/** Fractions said after a whole number or after its unit ('an hour and a half'). */
const FRACTIONS = /and a half|and a quarter|and three quarters|½|¼|¾|1\/2|1\/4|3\/4/g;
/** '6 hours', 'six and a half hrs', '6-7 hours', '7h30', '7 hours 20 minutes', 'an hour'. */
const DURATION = String.raw`(${NUMBER})${FRACTION}(?:\s*(?:-|–|to|or)\s*(${NUMBER})${FRACTION})?\s*(?:hours?\b|hrs?(?=\d{2}\b|\b)|h(?=\d{2}\b|\b))'?(?:(?<=h|hr|hrs)(\d{2})\b|\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?|m)\b|\s+and (?:a half|a quarter|three quarters)\b)?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|approximately|approx|maybe|only|just|barely|nearly|almost|less than|under|over|more than|at least|a solid|a good|a full|solid|a decent|like|probably|a measly|a mere|tops)\s+)*`;

/** Words that end a clause after a number of hours slept ('slept 8', 'got 6 last night'). */
const HOURS_END = String.raw`(?=(?:\s+(?:last night|tonight|overnight|straight|solid|in total|total|tops|max|at most|or so))*\s*$)`;
/** Said right after a night ('6h sleep, restless'; 'slept badly, 5 hours'; 'sleep 7h, quality 4'), read as more of it. */
/** Hours said anywhere in what is left of a clause that said of the night ('slept well for once 8 hours'), not 'for 3 hours'. */
const HOURS_LEFT = new RegExp(String.raw`(?<!\bfor\s+)\b${ABOUT}${DURATION}(?:\s+(?:of\s+)?(?:sleep|kip))?${HOURS_END}`);
const MORE_HOURS = new RegExp(
  String.raw`^\s*(?:(?:so|and|then|that's|that is|which is|making it|in total|total)\s+)*${ABOUT}${DURATION}(?:\s+(?:of\s+)?(?:sleep|kip))?${HOURS_END}`,
);

/** Words for how a night went, scored 1 (terrible) to 5 (great); longer phrases first. */
const QUALITY_WORDS: [string, number][] = [
  ...words(5, 'like a baby|like a log|like a rock|like the dead|like a dream|really well|very well|so well|incredibly well|great|amazing'),
  ...words(5, 'fantastic|excellent|brilliant|wonderful|perfect|perfectly|blissful|the best|best'),
  ...words(3, 'not too bad|not bad|so-so|so so|ok|okay|fine|alright|all right|average|decent|reasonable|reasonably|normal|meh'),
  ...words(2, 'not great|not good|not well|not very well|not very good|not much|bad|badly|poor|poorly|rough|restless|restlessly'),
  ...words(
    2,
    'broken|disturbed|fitful|fitfully|light|lightly|patchy|interrupted|choppy|lousy|rubbish|unsettled|worse|on and off|on and off again',
  ),
  ...words(1, 'terrible|terribly|awful|awfully|horrible|horribly|dreadful|dreadfully|atrocious|hellish|the worst|worst|abysmal'),
  ...words(1, 'appalling|crap|crappy|shit|shitty|like crap|like shit|like garbage|like hell|like rubbish|like trash|like a bag of rocks'),
  ...words(
    4,
    'pretty good|pretty well|quite well|good|well|solid|solidly|restful|sound|soundly|deep|deeply|better|nice|peaceful|peacefully',
  ),
];
function words(score: number, list: string): [string, number][] {
  return list.split('|').map((word) => [word, score]);
}
// Longest first, so 'like crap' is not read as a 'like' before 'crap', nor 'on and off again' cut short.
const QUALITY = `(${[...QUALITY_WORDS]
  .sort(([a], [b]) => b.length - a.length)
  .map(([word]) => word.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : '-')))
  .join('|')})`;
const INTENSIFIER = String.raw`(?:(?:really|very|so|pretty|quite|super|extremely|incredibly|truly|fairly|rather|kind of|kinda)\s+)*`;
const qualityOf = (word: string) => QUALITY_WORDS.find(([said]) => said === word.replace(/\s+/g, ' '))?.[1];
/** The words that score a night, good or bad ('a rough night with the baby' is sleep; 'a great night with friends' is not). */
const BAD_QUALITY = `(${QUALITY_WORDS.filter(([, score]) => score <= 2)
  .map(([word]) => word.replace(/\s/g, '\\s+'))
  .join('|')})`;

/** Hours slept, the number at the `at` group of each pattern (a DURATION's, or a bare NUMBER's with its FRACTION). */
const SLEEP_HOURS: { pattern: RegExp; bare?: boolean; adverbAt?: number }[] = [
  {
    pattern: new RegExp(String.raw`\b(?:slept|sleeping|sleep(?: was|:)?)\s+(?:for\s+)?${ABOUT}${DURATION}(?:\s+(?:of\s+)?(?:sleep|kip))?`),
  },
  { pattern: new RegExp(String.raw`\b(?:got|had|managed|getting)?\s*${ABOUT}${DURATION}\s+(?:of\s+)?(?:sleep|kip|shut-?eye)\b`) },
  { pattern: new RegExp(String.raw`\b(?:got|managed)\s+${ABOUT}${DURATION}(?=\s+last night\b)`) },
  // 'got about 7 and a half hours', 'managed 5 hours': getting hours, with nothing after them to say of what.
  { pattern: new RegExp(String.raw`\b(?:got|managed|only had)\s+${ABOUT}${DURATION}${HOURS_END}`) },
  // 'solid 9 hours last night', 'i got 6 hours overnight': hours heading a clause, of the night.
  {
    pattern: new RegExp(
      String.raw`^\s*(?:i\s+)?(?:(?:only\s+)?(?:got|had|managed)\s+)?${ABOUT}${DURATION}(?=\s+(?:last night|overnight)\b)`,
    ),
  },
  // 'hours of sleep: 7', 'sleep hours 6.5'.
  {
    pattern: new RegExp(
      String.raw`\b(?:hours? (?:of )?sleep|hours slept|sleep hours|sleep duration)\s*(?::|was|were|=)?\s*${ABOUT}(${NUMBER})${FRACTION}${HOURS_END}`,
    ),
    bare: true,
  },
  // 'slept 8', 'slept five and a half', 'only slept about 6 last night'.
  { pattern: new RegExp(String.raw`\bslept\s+(?:for\s+)?${ABOUT}(${NUMBER})${FRACTION}${HOURS_END}`), bare: true },
  // 'sleep 7.5', 'sleep: 8' (a whole number up to 5 is a rating: 'mood 3 energy 2 sleep 4').
  {
    pattern: new RegExp(
      String.raw`\bsleep\s*:?\s*(\d+\.\d+|[6-9]|1\d|2[0-4])(?!\s*(?:\/|out of|am\b|pm\b|[:.]\d|-|to\b|times|x\b))${HOURS_END}`,
    ),
    bare: true,
  },
  // 'slept solidly for 8 hours', 'slept badly for 5 hours': the hours, and how they went.
  { pattern: new RegExp(String.raw`\bslept\s+${INTENSIFIER}${QUALITY}\s+for\s+${ABOUT}${DURATION}`), adverbAt: 1 },
];
/** 'woke at 6:45 after 7 hours', 'up after about 6 hours of sleep'. */
const AFTER_HOURS = new RegExp(String.raw`\bafter\s+${ABOUT}${DURATION}(?:\s+(?:of\s+)?(?:sleep|kip))?`);
const WAKE_WORD = /\b(?:woke|woken|wake|waking|awoke|got up|up)\b/;

/** Said of sleep itself: 'slept terribly', 'sleep was ok', 'terrible sleep', 'a good night's sleep', 'had a rough night'. */
const SLEEP_QUALITY = [
  new RegExp(String.raw`\b(?:slept|sleeping|sleep(?: quality)?(?: (?:was|is|has been|been))?|night was)\s+${INTENSIFIER}${QUALITY}\b`),
  new RegExp(String.raw`\b${INTENSIFIER}${QUALITY}\s+(?:night'?s\s+|nights\s+)?(?:sleep|sleeping|kip|nights? sleep)\b`),
  new RegExp(
    String.raw`\b(?:(?:had|have had|i've had|having)\s+)?(?:a|an|another|such a|what a)\s+${INTENSIFIER}${QUALITY}\s+night\b(?!\s+(?:out|with|at|in|of))`,
  ),
  new RegExp(String.raw`\b(?:(?:had|have had|i've had|having)\s+)?(?:a|an|another|such a|what a)\s+${INTENSIFIER}${BAD_QUALITY}\s+night\b`),
];
/**
 * How rested the person woke, which is how restorative the night was: 'woke up feeling refreshed' is
 * a good night (4), 'woke up unrefreshed' or 'not rested' a poor one (2). How they felt on waking
 * otherwise ('woke up exhausted', 'woke up happy') is their energy or mood, not the night.
 */
const WOKE_RESTED = new RegExp(
  String.raw`\b(?:woke|woken|wake|waking|awoke|got up)(?:\s+up)?\s+(?:(?:feeling|felt|and felt|and was|was)\s+)?${INTENSIFIER}(?:(unrefreshed|not\s+(?:at\s+all\s+|very\s+|really\s+)?(?:refreshed|rested)|un-?rested)|(?:fully\s+|well\s+|well-)?(refreshed|rested))\b`,
);

/** How the night went, said alone right after it ('6h sleep, restless'; 'slept 8 hours, great'). */
const MORE_QUALITY = new RegExp(String.raw`^\s*${INTENSIFIER}${QUALITY}(?:\s+quality)?(?:\s+(?:night|sleep))?\s*$`);
/** 'quality poor', 'quality: good' said of the night the clause names. */
const QUALITY_SAID = new RegExp(
  String.raw`\bquality\s*(?::|was|is|-)?\s*${INTENSIFIER}${QUALITY}\b|\b${INTENSIFIER}${QUALITY}\s+quality\b(?!\s*:?\s*\d)`,
);
/** 'quality 4', 'quality: 3/5' said of the night the clause or the one before names. */
const MORE_RATING =
  /\bquality\s*:?\s*(?:was |is |of )?(?:(?:maybe|about|around|like|probably|roughly|a|an)\s+)*(\d+(?:\.\d+)?\s*(?:\/|out of)\s*(?:5|10)|[1-5]|one|two|three|four|five)(?!\s*(?:h\b|hours?|hrs?|[:.]\d))/;
/** 'bad night', 'rough night last night' heading a clause (not 'good night', which people also say to part). */
const BAD_NIGHT =
  /^\s*(?:another |such a |what a )?(?:really |very |so )?(bad|rough|terrible|awful|horrible|restless|long|sleepless|broken|disturbed) night\b/;

/** Nights without sleep: no hours at all, the worst quality. */
const NO_SLEEP =
  /\b(?:(?:didn't|did not|couldn't|could not|don't|do not)\s+(?:sleep\s+(?:at all|a wink)|get\s+any\s+sleep)|no sleep(?: at all)?|zero sleep|pulled an all-?nighter|was up all night|up all night|awake all night|a sleepless night|sleepless night)\b/;
/** Sleep that came hard, not enough or in pieces: said without a number. ('can't sleep', said at night, stays the symptom Insomnia.) */
const HARD_SLEEP: [RegExp, number][] = [
  [/\b(?:didn't|did not)\s+sleep\s+(?:very |too |that |so )?(?:well|good|great|much|enough|properly)\b/, 2],
  [
    /\b(?:didn't|did not|couldn't|could not)\s+get\s+(?:very |that |so )?(?:much|enough|a lot of|a good night'?s)\s+sleep\b|\bnot (?:much|enough) sleep\b/,
    2,
  ],
  [/\bsleep\s+(?:wasn't|was not|isn't|is not|hasn't been|has not been)\s+(?:very |too |that |so )?(?:great|good|the best)\b/, 2],
  [/\bsleep\s+(?:wasn't|was not|isn't|is not)\s+(?:too |that |so )?bad\b/, 3],
  // Sleep that came late or ended early was some sleep: 'couldn't fall asleep until 2', 'couldn't get back to sleep'.
  [
    /\b(?:couldn't|could not|didn't|did not|wasn't able to|was not able to|unable to)\s+(?:get\s+back\s+to\s+sleep|go\s+back\s+to\s+sleep|fall\s+(?:back\s+)?asleep|get\s+to\s+sleep)\b/,
    2,
  ],
  [
    /\b(?:couldn't|could not|wasn't able to|was not able to|unable to|barely|hardly|scarcely)\s+(?:get\s+(?:to\s+|back\s+to\s+)?)?(?:sleep|slept)\b/,
    1,
  ],
  [/\bawake\s+(?:for\s+)?(?:most|much|half|a lot)\s+of\s+the\s+night\b/, 1],
  [
    /\b(?:tossed and turned|tossing and turning|trouble (?:sleeping|falling asleep|getting to sleep)|struggled to (?:sleep|fall asleep))\b/,
    2,
  ],
  [/\b(?:hard time|difficulty) (?:sleeping|falling asleep|getting to sleep)\b/, 2],
  // Broken sleep without a count: 'kept waking up', 'up every hour', 'woke every 2 hours', 'kept me up'.
  [
    /\b(?:kept|keep|keeps)\s+(?:on\s+)?waking(?:\s+up)?|(?:woke|waking|waking up|woke up|up)\s+(?:every\s+(?:hour|half hour|\w+\s+hours?)|(?:so\s+)?(?:many|lots of|loads of|a lot of|a bunch of|countless)\s+times|a lot|loads|constantly|all night long)|up and down all night|(?:lay|lying|laid)\s+awake|kept me (?:up|awake)\b/,
    2,
  ],
  [/\b(?:had\s+|having\s+)?(?:nightmares|bad dreams|night terrors|a nightmare|a bad dream)\b/, 2],
];
/** A rating said of sleep: 'sleep 3/5', 'sleep quality 2', 'rate my sleep a 4'. */
const SLEEP_RATING =
  /\bsleep(?:\s+quality)?(?:\s+(?:was|is|at|of|rated))*\s*:?\s*(?:a |an )?(\d+(?:\.\d+)?\s*(?:\/|out of)\s*(?:5|10)|[1-5])(?!\s*(?:h\b|hours?|hrs?|times|am\b|pm\b|[:.]\d|-|to\b))/;

const COUNT_WORD = String.raw`\d+|two|three|four|five|six|seven|eight|nine|ten|a couple of|a couple|a few|several`;
const COUNT = String.raw`(${COUNT_WORD})(?:\s*(?:-|–|or|to)\s*(${COUNT_WORD}))?(?:\s+times?|\s*x\b)|(once|twice|thrice)`;
/** 'up 3 times last night', 'woke up twice', 'got up 4 times to pee', '3 wake-ups', 'woke up 3x', 'the baby woke me 5 or 6 times'. */
/** Up that is not out of bed: 'threw up twice', 'picked the kids up twice', 'my blood sugar was up twice'. */
const NOT_OUT_OF_BED = String.raw`(?<!\b(?:threw|throw|throwing|thrown|picked|pick|picking|gave|give|given|brought|bring|sugar|pressure|temperature|rate|levels?|glucose|weight|fever|bp)(?:\s+\w+){0,3}\s+)`;
const WAKINGS = [
  new RegExp(
    String.raw`\b${NOT_OUT_OF_BED}(?:(?:woke|woken|waking|wake|awoke)(?:\s+me)?(?:\s+up)?|(?:got|get|getting|was|were|been)\s+up|up)\s+(?:about |around |like |maybe |at least |roughly |only |just )?(?:${COUNT})(?!\s*(?:a|per)\s+(?:week|month))`,
  ),
  new RegExp(
    String.raw`\b(${COUNT_WORD})(?:\s*(?:-|–|or|to)\s*(${COUNT_WORD}))?\s+(?:wake[- ]?ups|awakenings|wakings|times (?:i )?(?:woke|got up))\b`,
  ),
];
const NO_WAKINGS =
  /\b(?:slept (?:right |all the way |straight )?through(?: the night)?|(?:didn't|did not|never) (?:wake|woke)(?: up)?(?!\s+(?:up\s+)?(?:until|till|til|'til|before|at)\b)(?: once| at all| in the night| during the night)?|(?:no|zero|0) (?:wake[- ]?ups|wakings|awakenings))\b/;
const VAGUE_COUNTS: Record<string, number> = {
  'a couple of': 2,
  'a couple': 2,
  'couple of': 2,
  'a few': 3,
  several: 3,
  once: 1,
  twice: 2,
  thrice: 3,
};

const TIME = String.raw`(?:(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?|(midnight|noon|midday))`;
const AT = String.raw`(?:(at|around|about|by|after|before|past|just after|just before|roughly|sometime after|close to|near)\s+(?:(?:about|around|roughly|approximately|maybe|like)\s+)?)?`;
const NOT_A_CLOCK = String.raw`(?!\s*(?:hours?|hrs?|h\b|times|x\b|minutes?|mins?|-\s*\d+\s*h|(?:-|–|or|to)\s*\w+\s+times))`;
const UNTIL = String.raw`(?:till|until|til|'til|'till)`;
/** Getting into bed ('went to bed at 11'), and sleep coming ('fell asleep at 12', 'dozed off around 1'), which is when sleep began. */
const IN_BED = String.raw`went to bed|got to bed|go to bed|going to bed|gone to bed|got into bed|in bed|to bed|bed|bedtime(?: was)?|lights out|turned in|hit the sack|hit the hay|(?<!\benergy\s+)crashed`;
const ASLEEP = String.raw`fell asleep|finally fell asleep|got to sleep|went to sleep|asleep|dozed off|drifted off|nodded off|passed out|conked out|(?:couldn't|could not|didn't|did not|wasn't able to|unable to)\s+(?:fall asleep|get to sleep|sleep)\s+${UNTIL}`;
/** A score said after ('crashed by 3pm to a 1'): energy that fell, no bedtime. */
const TO_A_SCORE = String.raw`(?!\w)(?!\s+to\s+(?:a|an)\s)(?!\s+to\s+\d+\s*\/)`;
const BEDTIME = new RegExp(String.raw`\b(?:(${ASLEEP})|${IN_BED})\s+${AT}${TIME}${NOT_A_CLOCK}${TO_A_SCORE}`);
/** Getting up for good, where a wake time said before may have been a waking in the night ('awake at 3, up for good at 6'). */
const UP_FOR_GOOD = new RegExp(
  String.raw`\b(?:(?:got|get|getting|was|up)\s+up\s+for\s+good|up\s+for\s+good|up\s+for\s+the\s+day|finally\s+(?:got\s+up|woke(?:\s+up)?|up))\s+${AT}${TIME}${NOT_A_CLOCK}`,
);
/** 'up', not said of something else ('threw up at 3', 'picked the kids up at 3'). */
const UP_NOT_THREW = String.raw`(?<!\b(?:threw|throw|throws|throwing|thrown|chucked|brought|bringing|picked|pick|gave|give|given|fed|messed|showed|turned|ended|hung|sick|kids|them|him|her)\s)up`;
const WAKE_TIME = new RegExp(
  String.raw`\b(?:woke|woken|wake|waking|awoke|got up|get up|getting up|${UP_NOT_THREW}|out of bed|alarm(?: went off)?|slept (?:in |through (?:the night )?)?${UNTIL}|slept in to)(?:\s+up)?\s+${AT}${TIME}${NOT_A_CLOCK}`,
);
const SLEPT_FROM_TO = new RegExp(
  String.raw`\b(?:slept|sleep|asleep|in bed)\s+(?:from\s+|between\s+)?${TIME}\s*(?:to|${UNTIL}|-|–|and)\s*${TIME}${NOT_A_CLOCK}`,
);
/** More sleep said right after a range: 'slept 11 to 3 and again 5 to 8', '11-3 and 5-8'. */
const MORE_RANGE = new RegExp(
  String.raw`^\s*(?:(?:and|then|but|plus)\s+)?(?:(?:again|slept|sleep|asleep|back asleep|back to sleep)\s+)*(?:from\s+|between\s+)?${TIME}\s*(?:to|${UNTIL}|-|–|and)\s*${TIME}${NOT_A_CLOCK}(?:\s+again)?`,
);
/** A clause that is only a clock range ('10pm until 2am', 'then 4 to 7'): sleep when said with the night, or before another. */
const BARE_RANGE = new RegExp(
  String.raw`^\s*(?:(?:and|then|again|from|between)\s+)*${TIME}\s*(?:to|${UNTIL}|-|–|(?<=between\s+\S+\s+)and)\s*${TIME}${NOT_A_CLOCK}(?:\s+again)?\s*$`,
);
/** Sleep coming back after a waking: 'went back to sleep at 3', 'back asleep till 7', 'fell asleep again around 4 until 8'. */
const BACK_ASLEEP = new RegExp(
  String.raw`(?<!\b(?:couldn't|could not|didn't|did not|can't|cannot|wasn't able to|was not able to|unable to|never|not|tried to|trying to|try to)\s+(?:(?:get|go|fall|drift)\s+)?)\b(?:(?:went|got|go|get|fell|fall|drifted|dozed|nodded)\s+)?(?:back\s+(?:to\s+sleep|asleep|to\s+bed|off(?:\s+to\s+sleep)?)|(?:to\s+sleep|asleep|off)\s+again|slept\s+again)(?:\s+${AT}${TIME}${NOT_A_CLOCK})?(?:\s+(?:${UNTIL}|to)\s+${TIME}${NOT_A_CLOCK})?`,
);
/** Sleep that came back late: 'couldn't get back to sleep until 5'. */
const LATE_BACK = new RegExp(
  String.raw`\b(?:couldn't|could not|didn't|did not|wasn't able to|was not able to|unable to)\s+(?:get|go|fall)\s+back\s+(?:to\s+sleep|asleep)\s+${UNTIL}\s+(?:about\s+|around\s+|after\s+)?${TIME}${NOT_A_CLOCK}`,
);
/** A waking with how long it lasted: 'up at 2 for an hour', 'woke at 3 and was awake for 90 minutes', 'awake for 2 hours'. */
const WAKE_FOR = new RegExp(
  String.raw`(?<!\bstay(?:ed|ing)?\s+)\b(?:(lay|lying|laid)\s+)?(?:woke|woken|waking|awoke|got up|up|awake)(?:\s+up)?(?:\s+${AT}${TIME}${NOT_A_CLOCK})?\s+(?:(?:and\s+)?(?:was|lay|stayed|been|were)\s+(?:awake|up)\s+)?for\s+${ABOUT}(?:${DURATION}|(${NUMBER})\s*(?:minutes?|mins?)\b|(half) an hour)`,
);
/** A waking from one clock time to another: 'awake from 2 to 4', 'up 3 till 5', 'lay awake between 2 and 4'. */
const AWAKE_RANGE = new RegExp(
  String.raw`\b(?:(lay|lying|laid)\s+|was\s+)?(?:awake|up)\s+(?:from\s+|between\s+)?${TIME}\s*(?:to|${UNTIL}|-|–|and)\s*${TIME}${NOT_A_CLOCK}`,
);
/** A clause that only says the person woke, without a time: 'woke up', 'then got up for a bit'. */
const WOKE_ONLY =
  /^\s*(?:(?:and|then|but)\s+)*(?:i\s+)?(?:woke(?:\s+up)?|got up|was up|up|awake)(?:\s+(?:again|briefly|for a bit|for a while))?\s*$/;
/** Sleep after the hours said first, said of sleep: 'slept another 2 hours', 'another 3 hours of sleep', '2 more hours of sleep'. */
const ANOTHER_SLEEP = new RegExp(
  String.raw`\bslept\s+(?:another|a further)\s+${ABOUT}(${NUMBER})${FRACTION}(?:\s*(?:hours?|hrs?|h)\b)?|\b(?:another|a further)\s+${ABOUT}(${NUMBER})${FRACTION}\s*(?:hours?|hrs?|h)\s+(?:of\s+)?(?:sleep|kip)\b|\b(${NUMBER})${FRACTION}\s*more\s+(?:hours?|hrs?)\s+(?:of\s+)?(?:sleep|kip)\b`,
);
/** The same in a clause of its own right after the night: 'then another 3 hours', '2 more'. */
const ANOTHER_HOURS = new RegExp(
  String.raw`^\s*(?:(?:and|then|so|plus)\s+)*(?:(?:got|had|managed|slept)\s+)?(?:(?:another|a further)\s+${ABOUT}(${NUMBER})${FRACTION}(?:\s*(?:hours?|hrs?|h)\b)?|(${NUMBER})${FRACTION}\s*(?:more(?:\s+(?:hours?|hrs?))?|(?:hours?|hrs?)\s+more))(?:\s+(?:of\s+)?(?:sleep|kip))?\s*$`,
);
/** A nap is not the night: its words are taken out so they log nothing ('had a 1 hour nap' is no food). */
const NAP = new RegExp(
  String.raw`\b(?:(?:had|took|take|taking|have|having|grabbed|a|an|my|the|quick|short|long|little|good|nice|lovely|power|afternoon|morning|evening|cat|\d+(?:\.\d+)?\s*-?\s*(?:minutes?|mins?|hours?|hrs?|h|m)|(?:half\s+an|an?)\s*-?\s*hours?(?:'s)?|\w+\s*-?\s*(?:minute|hour))\s+)*(?:nap(?:s|ped|ping)?|siesta)\b(?:\s+(?:for\s+)?${ABOUT}(?:${NUMBER})${FRACTION}\s*(?:hours?|hrs?|h|minutes?|mins?)\b(?:\s+and (?:a half|a quarter))?)?`,
  'g',
);

/** Back to bed in the day, which is a nap too: 'went back to bed after breakfast', 'back to sleep this afternoon'. */
const DAY_SLEEP =
  /\b(?:(?:went|got|go|going|get|getting)\s+)?back\s+to\s+(?:bed|sleep)\s+(?:(?:after|before|at|around)\s+(?:my\s+|the\s+)?(?:breakfast|brunch|lunch|dinner|supper)|(?:in\s+the|this)\s+afternoon)\b/g;

/** Clock times said in words ('eleven thirty', 'half six', 'quarter to twelve', 'seven o'clock') as digits, after a word of time. */
const HOUR_WORDS = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const MINUTE_WORDS: Record<string, number> = {
  "o'clock": 0,
  'oh five': 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  'twenty five': 25,
  thirty: 30,
  'thirty five': 35,
  forty: 40,
  'forty five': 45,
  fifty: 50,
  'fifty five': 55,
};
const HOUR = String.raw`(\d{1,2}|${HOUR_WORDS.join('|')})`;
const SPOKEN_CLOCK = new RegExp(
  String.raw`\b(at|around|about|by|after|before|till|until|til|from|to|and|between|since|past|near|bed|asleep|woke|up|off|out)\s+(?:(half past|quarter past|quarter to|half)\s+${HOUR}|${HOUR}(?:\s+(${Object.keys(
    MINUTE_WORDS,
  )
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(' ', '[\\s-]'))
    .join('|')}))?)\b`,
  'g',
);
const hourNumber = (said: string) => (/^\d/.test(said) ? Number(said) : HOUR_WORDS.indexOf(said) || 12);
function spokenClocks(text: string): string {
  return text.replace(SPOKEN_CLOCK, (whole, before: string, part?: string, partHour?: string, hourSaid?: string, minuteSaid?: string) => {
    if (part && partHour) {
      const hour = hourNumber(partHour);
      if (hour < 1 || hour > 12) return whole;
      if (part === 'quarter to') return `${before} ${hour === 1 ? 12 : hour - 1}:45`;
      return `${before} ${hour}:${part === 'quarter past' ? '15' : '30'}`;
    }
    if (!hourSaid || (/^\d/.test(hourSaid) && !minuteSaid)) return whole;
    const minutes = minuteSaid ? MINUTE_WORDS[minuteSaid.replace('-', ' ')] : 0;
    if (minutes === undefined) return whole;
    return `${before} ${hourNumber(hourSaid)}${minuteSaid ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  });
}
const SLEEP_WORDS = /\b(?:sleep|slept|asleep|bed|bedtime|woke|wake|waking|awoke|up|alarm|dozed|drifted|nodded|lights out)\b/;

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

/** A clock time as said, marked bare when it is an hour of either half of the day ('5', '11:30'). */
function saidClock(groups: (string | undefined)[]): SaidClock | undefined {
  const time = clockOf(groups, false);
  if (!time) return undefined;
  const [hourText, , half, word] = groups;
  const hour = Number(hourText);
  return { time, bare: !half && !word && hour >= 1 && hour <= 12 };
}

/** A clock time said of a stretch, read as the first such time after `after` ('5' after 03:00 is 05:00, after 14:00 17:00). */
function clockAfter(said: SaidClock, after: string | undefined): string {
  if (!said.bare || after === undefined) return said.time;
  const other = clock((minutesOfDay(said.time) + 12 * 60) % MINUTES_PER_DAY);
  return minutesBetween(after, other) < minutesBetween(after, said.time) ? other : said.time;
}

function amount(said: string | undefined, fraction: string): number | null {
  if (!said) return null;
  const bare = said.replace(/-?ish$|\+$/, '');
  const value = ownValue(VAGUE_COUNTS, bare) ?? numberToken(bare);
  if (value === null) return null;
  const extra = /half|½|1\/2/.test(fraction)
    ? 0.5
    : /three quarters|¾|3\/4/.test(fraction)
      ? 0.75
      : /quarter|¼|1\/4/.test(fraction)
        ? 0.25
        : 0;
  return value + extra;
}

/** The hours a DURATION match says: a range is its middle, minutes are added. */
function hoursOf(match: RegExpExecArray, at: number): number | null {
  const text = match[0];
  const [lowText, highText, attachedMinutes, minutesText] = match.slice(at, at + 4);
  const fractions = text.match(FRACTIONS) ?? [];
  const low = amount(lowText, (highText ? fractions[0] : fractions.at(-1)) ?? '');
  if (low === null) return null;
  const high = highText ? amount(highText, fractions.at(-1) ?? '') : null;
  const minutes = Number(attachedMinutes ?? minutesText ?? 0);
  const hours = (high !== null ? (low + high) / 2 : low) + minutes / 60;
  return hours <= SLEEP_HOURS_MAX ? Math.round(hours * 100) / 100 : null;
}

/** Times woken as said; a range ('5 or 6 times') is its middle, rounded. */
function countOf(said: string, saidHigh?: string): number | null {
  const of = (text: string) => ownValue(VAGUE_COUNTS, text) ?? numberToken(text);
  const low = of(said);
  const high = saidHigh ? of(saidHigh) : low;
  if (low === null || high === null) return null;
  const value = Math.round((low + high) / 2);
  return Number.isInteger(value) && value >= 0 && value <= SLEEP_WAKINGS_MAX ? value : null;
}

/** A day word left with the other entries of a night's clause, when it is the night's ('slept 6 hours last night and have a migraine this morning'). */
const NIGHT_WORDS = /\b(?:last night|overnight|in the night|during the night)\b/g;
const LATER_WORDS = /\b(?:this morning|today|this afternoon|this evening|tonight|now|right now|woke|wake|waking|awoke|got up)\b/;

/**
 * What a clause says about a night, and the clause without those words (for the other entries
 * it may hold: 'woke at 7 with a headache'); null when it says nothing about sleep. A nap is not
 * the night: its words are taken out and log nothing. `context` says what the clauses around it
 * say of the night (NightContext).
 */
export function takeNight(clause: string, today: WallClock, context: NightContext = {}): { night: NightSaid; rest: string } | null {
  const { afterNight = false, beforeRange = false, before } = context;
  // 'bad night sweats' is a symptom, not a bad night: names that hold a time of day are set aside.
  const aside = setNamesAside(` ${clause} `);
  let rest = aside.text;
  const withNap = rest;
  rest = rest.replace(NAP, ' ').replace(DAY_SLEEP, ' ');
  const nap = rest !== withNap;
  if (SLEEP_WORDS.test(rest)) rest = spokenClocks(rest);
  const night: NightSaid = {};
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    // Blanked to the same length, so what is left keeps its places (what came first in a clause).
    if (match) rest = `${rest.slice(0, match.index)}${' '.repeat(match[0].length)}${rest.slice(match.index + match[0].length)}`;
    return match;
  };

  if (take(NO_SLEEP)) {
    night.hours = 0;
    night.quality = 1;
  }
  // 'slept 4 hours, then another 3': hours slept after a waking, added to the first (they are read before them).
  const another = take(ANOTHER_SLEEP) ?? (afterNight ? take(ANOTHER_HOURS) : null);
  const anotherHours = another ? amount(another[1] ?? another[2] ?? another[3], another[0].match(FRACTIONS)?.at(-1) ?? '') : null;
  if (anotherHours !== null) night.moreHours = [anotherHours];
  for (const { pattern, bare, adverbAt } of SLEEP_HOURS) {
    if (night.hours !== undefined) break;
    const match = take(pattern);
    if (!match) continue;
    const hours = bare ? amountOf(match) : hoursOf(match, adverbAt === undefined ? 1 : adverbAt + 1);
    if (hours === null) continue;
    night.hours = hours;
    const adverb = adverbAt === undefined ? undefined : qualityOf(match[adverbAt]?.replace(/^(?:really|very|so|pretty|quite) /, '') ?? '');
    if (adverb !== undefined) night.quality = adverb;
  }
  if (night.hours === undefined && WAKE_WORD.test(rest)) {
    const after = take(AFTER_HOURS);
    const hours = after ? hoursOf(after, 1) : null;
    if (hours !== null) night.hours = hours;
  }
  if (night.hours === undefined && afterNight) {
    const more = take(MORE_HOURS);
    const hours = more ? hoursOf(more, 1) : null;
    if (hours !== null) night.hours = hours;
  }
  // Stretches of sleep after the first, and where in the clause each was said.
  const later: Stretch[] = [];
  const laterAt: number[] = [];
  const sleptAgain = (stretch: Stretch, at: number) => {
    later.push(stretch);
    laterAt.push(at);
  };
  /** A clock range: the night's first stretch, or one after it when the clauses before have woken from that. */
  const slept = (groups: (string | undefined)[], at: number) => {
    const bedtime = clockOf(groups.slice(0, 4), true);
    const wakeTime = clockOf(groups.slice(4, 8), false);
    if (!bedtime || !wakeTime || bedtime === wakeTime) return;
    const woken =
      (before?.wakeTime !== undefined || !!before?.later?.length) &&
      before.wakeTime !== wakeTime &&
      (before.asleepAt ?? before.bedtime) !== bedtime;
    if (woken || night.wakeTime !== undefined) sleptAgain({ from: saidClock(groups.slice(0, 4)), to: saidClock(groups.slice(4, 8)) }, at);
    else Object.assign(night, { bedtime, wakeTime });
  };
  // A range alone opens the night only with a time of day said ('10pm until 2am', not '9 to 5').
  const bareRange = afterNight || beforeRange ? take(BARE_RANGE) : null;
  if (bareRange && !afterNight && !bareRange.slice(3, 5).concat(bareRange.slice(7, 9)).some(Boolean)) return null;
  const range = bareRange ?? take(SLEPT_FROM_TO);
  if (range) {
    slept(range.slice(1, 9), range.index);
    // 'slept 11 to 3 and again 5 to 8': more ranges right after it.
    for (let end = range.index + range[0].length, times = 0; times < 3; times++) {
      const more = MORE_RANGE.exec(rest.slice(end));
      if (!more) break;
      rest = `${rest.slice(0, end)}${' '.repeat(more[0].length)}${rest.slice(end + more[0].length)}`;
      slept(more.slice(1, 9), end);
      end += more[0].length;
    }
  }
  const late = take(LATE_BACK);
  if (late) {
    sleptAgain({ from: saidClock(late.slice(1, 5)) }, late.index);
    night.quality ??= 2;
  }
  for (let back = take(BACK_ASLEEP), times = 0; back && times < 3; back = take(BACK_ASLEEP), times++) {
    sleptAgain({ from: saidClock(back.slice(2, 6)), to: saidClock(back.slice(6, 10)) }, back.index);
  }
  for (let bed = night.bedtime ? null : take(BEDTIME), times = 0; bed && times < 2; bed = take(BEDTIME), times++) {
    const [, asleep = '', at, , , half, word] = bed;
    if (!at && !half && !word && !/\b(?:until|till|til)\b/.test(asleep)) continue;
    const time = clockOf(bed.slice(3, 7), true) ?? undefined;
    if (/\b(?:couldn't|could not|didn't|did not|wasn't|unable)\b/.test(asleep)) night.quality ??= 2;
    if (asleep) night.asleepAt ??= time;
    else night.bedtime ??= time;
  }
  const up = take(UP_FOR_GOOD);
  if (up && (up[1] || up[4] || up[5])) night.upAt = clockOf(up.slice(2, 6), false) ?? undefined;
  /** A wake time ends the stretch said before it in the clause that has no end yet, else the first. */
  const woke = (said: SaidClock | undefined, at: number) => {
    if (!said) return;
    const open = laterAt.findLastIndex((start, i) => start < at && later[i]?.to === undefined);
    const stretch = later[open];
    if (stretch) stretch.to = said;
    else night.wakeTime ??= said.time;
  };
  const wakeFor = take(WAKE_FOR);
  if (wakeFor) {
    const minutes = wakeFor[12] ? 30 : wakeFor[11] ? amount(wakeFor[11], '') : (hoursOf(wakeFor, 7) ?? 0) * 60;
    if (minutes) night.awakeFor = Math.round(minutes);
    if (wakeFor[1]) night.quality ??= 2;
    if (wakeFor[2] || wakeFor[5] || wakeFor[6]) woke(saidClock(wakeFor.slice(3, 7)), wakeFor.index);
  }
  // 'Up from 6 to 8' is a waking only said with the night ('the kids were up from 6 to 8' is not); 'awake from 2 to 4' is one.
  const withNight = afterNight || Object.keys(before ?? {}).length > 0 || Object.keys(night).length > 0 || later.length > 0;
  const awake = AWAKE_RANGE.test(rest) && (withNight || /\bawake\b/.test(AWAKE_RANGE.exec(rest)?.[0] ?? '')) ? take(AWAKE_RANGE) : null;
  if (awake) {
    woke(saidClock(awake.slice(2, 6)), awake.index);
    sleptAgain({ from: saidClock(awake.slice(6, 10)) }, awake.index + 1);
    if (awake[1]) night.quality ??= 2;
  }
  // After sleep came back in this clause, each wake time said is read ('woke at 2, back asleep at 3, up at 7').
  for (let wake = night.wakeTime && !later.length ? null : take(WAKE_TIME), times = 0; wake && times < 3; times++) {
    if (wake[1] || wake[4] || wake[5] || /\b(?:till|until|til|in to)\b/.test(wake[0])) woke(saidClock(wake.slice(2, 6)), wake.index);
    // 'slept through till 7': no waking before it.
    if (/\bslept through\b/.test(wake[0])) night.wakings ??= 0;
    wake = later.length ? take(WAKE_TIME) : null;
  }
  // In the order said in the clause.
  if (later.length)
    night.later = later
      .map((stretch, i) => ({ stretch, at: laterAt[i] ?? 0 }))
      .sort((a, b) => a.at - b.at)
      .map(({ stretch }) => stretch);

  if (take(NO_WAKINGS)) night.wakings = 0;
  for (const pattern of WAKINGS) {
    const match = night.wakings === undefined ? take(pattern) : null;
    const said = match ? (match[1] ?? match[3] ?? null) : null;
    const wakings = said ? countOf(said, match?.[2] || undefined) : null;
    if (wakings !== null) night.wakings = wakings;
  }

  // A rating said wins over what other words say of the night ('broken sleep, quality 3').
  const ofSleep = afterNight || Object.keys(night).length > 0 || /\b(?:sleep|slept|night)\b/.test(rest);
  const rating = take(SLEEP_RATING) ?? (ofSleep ? take(MORE_RATING) : null);
  if (rating) night.quality = ratingOf(rating[1] ?? '');
  for (const [pattern, quality] of HARD_SLEEP) if (night.quality === undefined && take(pattern)) night.quality = quality;
  // Words of quality are taken even after a rating said, so they make no mood of their own.
  for (const pattern of SLEEP_QUALITY) {
    const match = night.quality === undefined || rating ? take(pattern) : null;
    if (match && night.quality === undefined) night.quality = qualityOf(match[1] ?? '');
  }
  const rested = night.quality === undefined ? take(WOKE_RESTED) : null;
  if (rested) night.quality = rested[1] ? 2 : 4;
  const badNight = night.quality === undefined ? take(BAD_NIGHT) : null;
  if (badNight) night.quality = badNight[1] === 'long' ? 2 : (qualityOf(badNight[1] ?? '') ?? 1);
  if (night.quality === undefined && afterNight) {
    const more = take(MORE_QUALITY);
    if (more) night.quality = qualityOf(more[1] ?? '');
  }
  // What is left of a clause that said of the night: 'sleep quality 3/5 and 6.5 hours', 'sleep 6 hrs quality poor'.
  if (Object.keys(night).length > 0) {
    // Hours said beside clock times are the times' ('from ten to six so 8 hours').
    const timed = night.bedtime !== undefined || night.wakeTime !== undefined || night.later !== undefined;
    const hours = night.hours === undefined ? (take(MORE_HOURS) ?? (timed ? null : take(HOURS_LEFT))) : null;
    const more = hours ? hoursOf(hours, 1) : null;
    if (more !== null) night.hours = more;
    const word = night.quality === undefined ? take(QUALITY_SAID) : null;
    // 'quality poor', or the word before it: 'ok quality'.
    if (word) night.quality = qualityOf(word[1] ?? word[2] ?? '');
  }

  if (Object.keys(night).length === 0) return nap ? { night, rest: leftover(aside.putBack(rest)) } : null;
  night.daysAgo = nightDaysAgo(clause, today);
  if (LATER_WORDS.test(rest)) rest = rest.replace(NIGHT_WORDS, ' ');
  return { night, rest: leftover(aside.putBack(rest)) };
}

/** The hours a bare number says ('slept 8', 'sleep 7.5'), with its fraction. */
function amountOf(match: RegExpExecArray): number | null {
  const fraction = match[0].match(FRACTIONS)?.at(-1) ?? '';
  const hours = amount(match[1], fraction);
  return hours !== null && hours <= SLEEP_HOURS_MAX ? hours : null;
}

function ratingOf(said: string): number {
  const [value, scale] = said.split(/\s*(?:\/|out of)\s*/).map((part) => numberToken(part) ?? Number(part)) as [number, number | undefined];
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
  /\b(?:i|i've|ive|my|was|were|had|have|got|and|but|so|then|a|an|the|of|only|just|really|very|last|night|this|morning|overnight|in|during|to|pee|wee|loo|bathroom|toilet|again|back|sleep|slept|up|times?|about|around|after|that|which|yesterday|today|also|too|it|is|at|all|ugh|wow|well|oh|pretty|quite|for|with|me|took|take)\b/g;
function leftover(rest: string): string {
  const text = rest.replace(/\s+/g, ' ').trim();
  return text.replace(FILLER, '').replace(/[^a-z0-9]+/g, '') === '' ? '' : text;
}

/**
 * What each clause says of the night (null where it says nothing), each read knowing what the
 * clauses around it say: a clause right after one about the night may say more of it, and a
 * clock range alone ('10pm until 2am') is the night's when another follows ('then 4 to 7').
 */
export function takeNights(clauses: readonly string[], today: WallClock): ({ night: NightSaid; rest: string } | null)[] {
  const nights: NightSaid[] = [];
  let afterNight = false;
  return clauses.map((clause, i) => {
    const next = clauses[i + 1];
    const beforeRange = next !== undefined && BARE_RANGE.test(` ${next} `);
    const sleep = takeNight(clause, today, { afterNight, beforeRange, before: mergeNight(nights) });
    // A clause that only says the person woke ('slept 4 hours, woke up, then another 3') keeps the night going.
    afterNight = sleep ? Object.keys(sleep.night).length > 0 : afterNight && WOKE_ONLY.test(clause);
    if (sleep) nights.push(sleep.night);
    return sleep;
  });
}

/**
 * The parts several clauses say as one night: the first said of each wins, but a wake time said
 * after sleep came back ends that stretch ('back asleep at 3', then 'up at 7'), and one said after
 * how long a waking lasted ('up at 2 for an hour', then 'slept till 8') ends the stretch after it.
 */
function mergeNight(said: readonly NightSaid[]): NightSaid {
  const night: NightSaid = {};
  for (const { later, wakeTime, moreHours, ...part } of said) {
    const open = night.later?.at(-1);
    if (wakeTime === undefined) {
      // Nothing to place.
    } else if (open && open.to === undefined) open.to = { time: wakeTime, bare: false };
    else if (night.wakeTime !== undefined && night.awakeFor !== undefined && !night.later?.length) {
      night.later = [{ to: { time: wakeTime, bare: false } }];
    } else night.wakeTime ??= wakeTime;
    for (const [key, value] of Object.entries(part) as [keyof NightSaid, unknown][]) {
      if (value !== undefined && night[key] === undefined) (night as Record<string, unknown>)[key] = value;
    }
    if (later?.length) night.later = [...(night.later ?? []), ...later.map((stretch) => ({ ...stretch }))];
    if (moreHours?.length) night.moreHours = [...(night.moreHours ?? []), ...moreHours];
  }
  return night;
}

/**
 * A night slept in parts: the minutes asleep in all of them when every end is known (each bare
 * hour read as the next after the time before it), else the time from the first bedtime to the
 * last wake when those are known; and one waking between each two parts. Null when the night is
 * one stretch, or its parts do not fit in a day (then it is read as one).
 */
function inParts(night: NightSaid): { wakings: number; minutes?: number; bedtime?: string; wakeTime?: string } | null {
  const { later = [], awakeFor, upAt, wakeTime } = night;
  const bedtime = night.asleepAt ?? night.bedtime;
  // A stretch said without its end, then its end said without its start ('awake 2 to 4', 'back asleep till 7'), is one.
  const stretches: Stretch[] = [];
  for (const stretch of later) {
    const open = stretches.at(-1);
    if (open && open.to === undefined && stretch.from === undefined) open.to = stretch.to;
    else stretches.push({ ...stretch });
  }
  // 'up at 2 for an hour, up for good at 7': a waking of known length before getting up is a stretch after it.
  if (!stretches.length && awakeFor && upAt && wakeTime) stretches.push({});
  const last = stretches.at(-1);
  // 'Went back to sleep' with nothing else said of the night is no night.
  const said = [bedtime, wakeTime, upAt, night.hours, awakeFor, ...stretches.flatMap(({ from, to }) => [from, to])];
  if (!last || said.every((part) => part === undefined)) return null;
  if (upAt !== undefined) last.to = { time: upAt, bare: false };
  const points: (string | undefined)[] = [bedtime, wakeTime];
  let previous = wakeTime ?? bedtime;
  for (const [i, stretch] of stretches.entries()) {
    let from = stretch.from && clockAfter(stretch.from, previous);
    if (!from && i === 0 && awakeFor !== undefined && wakeTime !== undefined) {
      from = clock((minutesOfDay(wakeTime) + awakeFor) % MINUTES_PER_DAY);
    }
    const to = stretch.to && clockAfter(stretch.to, from ?? previous);
    points.push(from, to);
    previous = to ?? from ?? previous;
  }
  const wakings = stretches.length;
  const known = points.filter((point): point is string => point !== undefined);
  if (known.length === points.length) {
    const steps = known.slice(1).map((point, i) => minutesBetween(known[i] ?? point, point));
    const asleep = steps.filter((_, i) => i % 2 === 0);
    if (steps.reduce((sum, step) => sum + step, 0) >= MINUTES_PER_DAY || asleep.some((minutes) => minutes === 0)) return null;
    return { wakings, minutes: asleep.reduce((sum, minutes) => sum + minutes, 0) };
  }
  const [first] = points;
  const end = points.at(-1);
  return first !== undefined && end !== undefined && first !== end ? { wakings, bedtime: first, wakeTime: end } : { wakings };
}

/**
 * The one night several clauses say ('went to bed at 1am, woke at 7, terrible sleep'): the parts
 * each clause says, on the day the first of them names (today when none does). Hours said
 * outright win over clock times; when sleep came wins over getting into bed, and getting up for
 * good over a wake time; a bedtime without a wake time (or the other way) gives no hours and is
 * left out. A night slept in parts is the hours asleep in them and a waking between each two
 * (the sleep body holds hours or clock times, not both: decision 033). Null when nothing is left to log.
 */
export function nightDraft(said: NightSaid[], today: WallClock): NightDraft | null {
  if (said.length === 0) return null;
  const night = mergeNight(said);
  const split = inParts(night);
  const { daysAgo, asleepAt, upAt, later: _later, awakeFor: _awakeFor, moreHours = [], ...parts } = night;
  if (asleepAt !== undefined) parts.bedtime = asleepAt;
  if (upAt !== undefined) parts.wakeTime = upAt;
  if (split) {
    // A night in parts: the hours asleep in them (hours said outright still win), a waking between each two.
    parts.wakings = Math.max(parts.wakings ?? 0, split.wakings);
    if (split.minutes !== undefined) parts.hours ??= round2(split.minutes / 60);
    parts.bedtime = split.bedtime;
    parts.wakeTime = split.wakeTime;
  }
  // 'slept 4 hours, then another 3', 'slept 11 to 3, then another 3 hours': the hours of the first part and those after it.
  const first =
    parts.hours ??
    (parts.bedtime !== undefined && parts.wakeTime !== undefined ? minutesBetween(parts.bedtime, parts.wakeTime) / 60 : undefined);
  const hours = first === undefined ? undefined : first + moreHours.reduce((sum, more) => sum + more, 0);
  if (moreHours.length > 0 && hours !== undefined && hours <= SLEEP_HOURS_MAX) {
    parts.hours = round2(hours);
    parts.wakings = Math.max(parts.wakings ?? 0, moreHours.length);
  }
  const timed =
    parts.bedtime !== undefined && parts.wakeTime !== undefined && parts.bedtime !== parts.wakeTime && parts.hours === undefined;
  if (!timed) {
    delete parts.bedtime;
    delete parts.wakeTime;
  }
  if (parts.hours === undefined && !timed && parts.quality === undefined && parts.wakings === undefined) return null;
  return { kind: 'sleep', when: { date: toDraftWhen({ daysAgo: daysAgo ?? 0 }, today).date }, ...parts };
}
