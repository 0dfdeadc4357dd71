import { SCORE_MAX, SCORE_MIN } from '../health.js';
import { numberToken } from './numbers.js';

// Scores and intensities from 1 to 5 as people say them: '4', '2/5', '7 out of 10', 'a bad ...'.

const toScale = (value: number, scale: number) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round((value / scale) * SCORE_MAX)));

/**
 * A number that counts rather than rates: times ('diarrhea 5 times', '3x'), days, hours and other
 * units, or doses. It is how often or how long, not how bad.
 */
const NOT_A_COUNT = String.raw`(?!\s*(?:(?:times?|x|days?|nights?|weeks?|months?|years?|hours?|hrs?|h|minutes?|mins?|episodes?|bouts?|trips?|goes|doses?|pills?|tablets?|mg|ml|g|kg|am|pm|percent)\b|%))`;
/** A number said alone: 1 to 5 as it is, 6 to 10 on the 0–10 scale; not a count. */
const PLAIN_SCORE = new RegExp(
  String.raw`(?:^|\s)(?:a |an )?(10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)(?=$|\s|[^\w/])${NOT_A_COUNT}`,
);

/** A number on the 1–5 scale said in a text ('3/5', '8 out of 10', 'about a 4', 'mood 4', 'pain 8' of ten), or null. */
export function saidScore(text: string): number | null {
  const scaled = /\b(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:\/|out of|of)\s*(5|10|five|ten)\b/.exec(text);
  if (scaled) {
    const value = numberToken(scaled[1] ?? '');
    const scale = numberToken(scaled[2] ?? '');
    if (value !== null && scale !== null && value <= scale) return toScale(value, scale);
  }
  // A bare 6 to 10 can only be the 0–10 scale people rate pain on ('migraine 8').
  const plain = PLAIN_SCORE.exec(text);
  if (plain) {
    const value = numberToken(plain[1] ?? '');
    if (value !== null && value >= SCORE_MIN && value <= SCORE_MAX) return value;
    if (value !== null && value > SCORE_MAX && value <= 10) return toScale(value, 10);
  }
  return null;
}

type WordScale = [RegExp, number][];

/** Intensity words, strongest first; SEVERITY_LABELS in shared/health.ts name the five steps. */
const INTENSITY_WORDS: WordScale = [
  [
    /\b(?:extreme|extremely|unbearable|excruciating|worst|terrible|horrible|awful|crippling|really bad|very bad|so bad|debilitating|agony|agonising|agonizing|brutal|horrendous|hellish|from hell)\b/,
    5,
  ],
  [/\b(?:not (?:too|that|so) bad|not bad)\b/, 2],
  [/\b(?:severe|bad|strong|intense|pounding|splitting|killer|nasty|heavy|a lot|really hurts?|killing me)\b/, 4],
  [/\b(?:noticeable|some|quite a|annoying)\b/, 3],
  [/\b(?:moderate|medium|mid|manageable|bearable)\b/, 2],
  // Not 'light' of a symptom's name ('light sensitivity', 'light-headed'), nor feeling faint (dizziness).
  [
    /\b(?:mild|slight|slightly|light(?![- ]?(?:sensitiv|headed))|minor|little|a bit of|a touch of|(?<!\b(?:felt|feel|feels|feeling|went|bit|nearly|almost)\s)faint|tiny|low[- ]grade)\b/,
    1,
  ],
];

const MOOD_WORDS: WordScale = [
  [/\b(?:not (?:feeling |doing |very |so |that |too )?(?:great|good|well|happy|fine|ok|okay)|could be better)\b/, 2],
  [/\bnot (?:too |that |so )?bad\b/, 3],
  [/\b(?:terrible|awful|horrible|miserable|depressed|dreadful|the worst|hopeless|devastated|like crap|like shit|like death)\b/, 1],
  [/\b(?:great|amazing|fantastic|excellent|wonderful|awesome|brilliant|ecstatic|on top of the world)\b/, 5],
  [/\b(?:good|well|better|happy|positive|content|cheerful|pretty good|upbeat|calm|relaxed|peaceful)\b/, 4],
  [/\b(?:okay|ok|fine|alright|all right|meh|so-so|so so|neutral|average)\b/, 3],
  [
    /\b(?:poor|bad|down|low|sad|blue|blah|grumpy|irritable|cranky|upset|stressed|moody|rough|worried|overwhelmed|frustrated|angry|lonely|rubbish|worse|crap|crappy|shit|shitty|shite|lousy|flat|numb)\b/,
    2,
  ],
];

const ENERGY_WORDS: WordScale = [
  [/\bnot (?:at all |very |so |too )?(?:tired|sleepy|exhausted|drained|fatigued)\b/, 4],
  [
    /\b(?:drained|exhausted|wiped out|no energy|dead tired|shattered|burnt out|burned out|empty|crash|crashed|crashing|hit a wall|(?:couldn't|could not|can't|cannot) get out of bed|bed ?bound)\b/,
    1,
  ],
  [/\b(?:very high|charged|full of energy|buzzing|bursting|great|excellent|amazing)\b/, 5],
  [/\b(?:rubbish|terrible|awful|non-existent|zero|nil)\b/, 1],
  [/\b(?:low|tired|sluggish|sleepy|lethargic|fatigued|weary|flat|poor|bad)\b/, 2],
  [/\b(?:good|high|energetic|energised|energized|decent|lively|well rested)\b/, 4],
  [/\b(?:steady|okay|ok|normal|fine|average|moderate|alright|medium)\b/, 3],
];

const firstMatch = (scale: WordScale, text: string): number | null => scale.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export const intensityWord = (text: string) => firstMatch(INTENSITY_WORDS, text);
export const moodWord = (text: string) => firstMatch(MOOD_WORDS, text);
export const energyWord = (text: string) => firstMatch(ENERGY_WORDS, text);
/** Words that say how one feels in body rather than in mind: they make an energy entry. */
export const ENERGY_FEELINGS =
  /\b(?:energy|energetic|energised|energized|tired|exhausted|drained|sluggish|sleepy|lethargic|fatigued|wiped out|shattered|burnt out|burned out|charged|well rested|(?<!\bcar )crash(?:ed|ing)?(?! (?:out|diet|the car|into)\b)|hit a wall|(?:couldn't|could not|can't|cannot) get out of bed|bed ?bound)\b/;
/**
 * Words for how one feels that are not also said of food ('good', 'low' and 'fine' are): after
 * 'and' they start a feeling of their own ('stressed and tired' is a mood and an energy).
 */
export const FEELING_WORDS =
  /(?:stressed|worried|overwhelmed|frustrated|anxious|tired|exhausted|drained|sleepy|fatigued|lethargic|sluggish|grumpy|irritable|cranky|sad|depressed|miserable|moody|upset|lonely|calm|relaxed|energetic|happy|cheerful)\b/;
