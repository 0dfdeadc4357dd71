import type { DraftWhen, EntryDraft } from '../proposals.js';
import { parseFoodList, withFoods } from './food-phrases.js';
import { ENERGY_FEELINGS, FEELING_WORDS, energyWord, intensityWord, moodWord, saidScore } from './scores.js';
import { leadingQuantity } from './numbers.js';
import { howOftenSaid, onlyHowOften } from './how-often.js';
import {
  BODY_PARTS,
  COMMON_FOODS,
  findSymptoms,
  fixFoodWord,
  JOINTS,
  MEASUREMENTS,
  MEDICINE_KINDS,
  MEDICINES,
  NOT_TAKEN,
  saysNotASymptom,
  THINGS_DONE,
  type SymptomFound,
} from './vocabulary.js';
import { wallClock, type WallClock } from '../zoned-time.js';
import { clockSaidAfter, findWhen, MEAL_NAMED_FOODS, nearMealTime, toDraftWhen, writingNow, type SaidWhen } from './when.js';
import { QUICK_SYMPTOM_INTENSITY } from '../health.js';
import { nightDraft, takeNights } from './sleep-phrases.js';
import { minutesOfDay } from '../sleep.js';
import { dosesApart, dosesListed, readSupplement, supplementsSaid } from './supplement-phrases.js';
import { FOOD_LEXICON } from '../food-lexicon.js';

// What a person types or says, as entry drafts: 'a bad headache after lunch, about a 4',
// 'had oatmeal with a banana for breakfast', 'took vitamin D', 'mood 4'. A small rule-based
// parser of our own (issue 17), run by the server (/api/entries/understand, the offline
// assistant and voice); it needs no model and no network.

export interface ParseContext {
  now: Date;
  /** The person's IANA time zone: days and times are theirs. */
  timeZone: string;
}

/**
 * 'Was' and 'were' open a question only before whom or what it asks about ('was my sleep ok',
 * 'were there any headaches', 'was sleep bad on tuesday'); before what happened they tell it, with
 * the 'I' left out ('was up 3 times in the night', 'was exhausted all day').
 */
export const WAS_ASKING =
  /^(?:was|were)\s+(?:i|you|it|my|your|the|there|this|that|these|those|he|she|they|we|any|anything|everything|yesterday|today|last|monday|tuesday|wednesday|thursday|friday|saturday|sunday|sleep|mood|energy|night|day|week|weekend|month|morning|afternoon|evening|breakfast|lunch|dinner)\b(?!')/;
// Not "can't sleep": a word followed by an apostrophe is another word.
const QUESTION = /^(?:what|how|why|when|where|which|who|should|could|would|can|do|does|did|is|are|am|will|tell|show|give)\b(?!')/;
// A point between digits is a decimal ('7.5 hours'), not a sentence end.
const CLAUSE_BREAK =
  /\s*(?:(?:[;!?\n]|\.(?!\d))+|,\s*(?:and |but |then |also )?|\s(?:but|then|also|plus i|and then|because|cause|cos|coz)\s|\s(?:so yeah|ugh+|argh+|lol|oops|haha)\b|\s[-–—]+\s)\s*/;
/** Verbs that start what happened next, said without a stop, as speech is ('took paracetamol had a sandwich', 'slept 8 hours felt great'). */
const NEXT_VERBS = "had|ate|drank|sipped|took|slept|woke|felt|skipped|forgot|missed|managed|grabbed|couldn't|didn't";
/** A new thing said without a stop: after a score ('mood 2 only managed soup'), after 'so' before a verb, or at a verb after a word that is not its subject. */
const RUN_ON = new RegExp(
  String.raw`(?<=\d)\s+(?=(?:i|we|only|just|${NEXT_VERBS})\b)|\s+so\s+(?=(?:i|we|just|only|then|did|injected|gave|${NEXT_VERBS})\b)|` +
    // 'slept okay i had breakfast', 'out for lunch at nandos i had a quarter chicken'.
    String.raw`(?<!\b(?:and|so|then|but|that|when|because|if|as|which|who|what|where|while|until|till|after|before|since|how|why|think|guess|say|said|know|thought|hope|wish|than|once|cos|coz|yesterday|today|tonight|night|morning|afternoon|evening|last|ago|now|later|earlier|breakfast|brunch|lunch|dinner|supper|snack|tea|monday|tuesday|wednesday|thursday|friday|saturday|sunday))(?<=[a-z])\s+(?=(?:i|we)\s+(?:${NEXT_VERBS})\b)|` +
    String.raw`(?<!\b(?:i|we|you|they|he|she|it|have|has|had|just|only|also|then|and|so|not|never|already|finally|barely|who|that|which|what|to|i've|we've|still|even|probably|maybe))(?<=[a-z0-9])\s+(?=(?:(?:only|just)\s+)?(?:${NEXT_VERBS})(?![a-z']))`,
);
const STARTS_NEW_THOUGHT = new RegExp(
  String.raw`\s+and\s+(?=(?:i|i'm|im|i've|ive|my|took|take|skipped|forgot|missed|didn't|couldn't|had|ate|drank|sipped|feeling|felt|mood|energy|slept|woke)\b|(?:really |very |so |a bit |quite |pretty )?${FEELING_WORDS.source})`,
);
const MEAL_VERB =
  /^(?:i\s+|we\s+)?(?:just\s+|also\s+|only\s+)?(?:had|have had|i've had|ate|eaten|have eaten|eat|eating|drank|drink|drinking|had a|having|snacked on|grabbed|managed(?: to (?:eat|have|drink))?|nibbled(?: on)?|sipped(?: on)?|could (?:only )?(?:eat|manage|stomach)|(?:couldn't|could not|didn't|did not|haven't|hasn't) (?:really )?(?:eat|manage|stomach|have) (?:much|a lot|anything)(?: (?:but|just|except|only|apart from|other than))?|(?:couldn't|could not|can't) keep (?:anything|much|food) down (?:except|but|apart from|other than)|for (?:breakfast|lunch|dinner|supper|brunch|a snack|snack)(?: i had| i ate| was)?)\s+/;
// Not when it names a food ('a dinner roll', 'a breakfast burrito', 'lunch meat', 'a snack bar').
const MEAL_NOUN = new RegExp(
  String.raw`\b(breakfast|brunch|lunch|dinner|supper|snack)\b(?!\s+(?:${MEAL_NAMED_FOODS})\b)(?: was| is|:| of)?\s*`,
);
/** Foods named after energy: 'had 2 energy drinks' is a meal. */
const ENERGY_FOODS = /\benergy (?:drinks?|bars?|shots?|gels?|balls?|bites?)\b/g;
const SYMPTOM_NEGATED =
  /\b(?:no|not|without|gone|free of|stopped|better now|went away|never|don't|didn't|doesn't|haven't|hasn't|hadn't|wasn't|weren't|isn't|aren't|won't)\b/;

/** A score said again as a change: 'picked up to a four', 'dropped to 2 by the evening', 'got worse 8/10 by noon'. */
const SCORE_CHANGED =
  /^(?:(?:it|mine|mood|energy)\s+)?(?:(?:had|has)\s+)?(?:picked up|went up|came up|improved|got better|rose|dropped|went down|came down|fell|dipped|crashed|sank|got worse|worsened|down|up|eased)\s+(?:by\s+)?(?:to\s+)?(?:about\s+|around\s+)?((?:a |an )?(?:10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*(?:\/|out of)\s*(?:5|10))?)\b/;

/** 'mood 3 energy 2', 'a croissant mood 4': something said, then a thing scored ('2 energy drinks' is no score). */
const NEXT_SCORE =
  /(?<=[\da-z])\s+(?=(?:and\s+)?(?:mood|energy)(?:\s+(?:is|was|at|level|maybe|about|around|probably|like|a|an|pretty|really|very|quite|so|fairly|super|kind of|kinda|a bit))*\s*:?\s*(?:\d|one|two|three|four|five|low|high|good|ok|okay|poor|great|bad|awful|terrible|rubbish|fine|decent|alright|meh|horrible|amazing|down|flat|drained)\b)/;
/** When or where, said before what was had: 'after the gym i had a protein shake', 'at work we grabbed pizza'. */
const WHEN_BEFORE =
  /^(?:so\s+)?(?:after|before|at|during|when|while|on the way (?:to|home from|back from))\s+(?:\S+\s+){1,5}?(?=(?:i|we)\s+(?:had|ate|drank|grabbed|got|took|snacked)\b)/;

/** When a food was had, said after it: 'oatmeal for breakfast', 'pasta for dinner'. */
const FOR_A_MEAL = /\s+(?:for|at) (?:breakfast|brunch|lunch|dinner|supper|a snack|snack)\b/g;

/** 'a banana at 10 and soup for lunch': a thing had at a time said, then another. */
const NEXT_AFTER_TIME =
  /(?<=\b(?:at|around|about)\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)\s+and\s+(?!(?:a half|a quarter|half)\b)(?!\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*$)(?=[a-z\d])/;

/** 'eggs for breakfast and a salad for lunch': a meal named, then another. */
const NEXT_MEAL = /(?<=\b(?:for|at) (?:breakfast|brunch|lunch|dinner|supper))\s+and\s+/;
/** A meal that heads what follows, said without a stop before it, as speech is ('2 eggs and toast lunch was a salad'). */
const MEAL_HEADER =
  /(?<!\b(?:with|for|at|after|before|during|since|by|my|the|a|an|of|morning|afternoon))\s+(?:and\s+)?(?=(?:breakfast|brunch|lunch|dinner|supper|tea)\s+(?:which\s+|that\s+)?(?:was|were|is)\b|for\s+(?:breakfast|brunch|lunch|dinner|supper)\s+(?:i|we)\s+(?:had|ate|drank)\b)/;
/** A meal named before its foods in a list of meals ('breakfast porridge lunch a wrap'), not one said of a time or a kind ('after lunch', 'a big lunch'). */
const MEAL_LISTED =
  /(?<!\b(?:for|at|after|before|since|during|until|till|by|my|the|a|an|with|from|of|through|over|around|skipped|skip|missed|had|ate|have|having|big|light|late|early|quick|small|packed|school|work|sunday|no|some|any|and|or|than|morning|afternoon|evening|night|midnight))\s+(?=(?:breakfast|brunch|lunch|dinner|supper|snack)\s+(?!(?:was|were|is|time|today|yesterday|tonight|and|or|with|at|in|on)\b)[a-z])/;
/** Said with 'had' but no food: 'had a good night's sleep', 'had a rough day'. */
const NOT_A_MEAL =
  /^to\s|^(?:(?:we|i)\s+)?(?:went|go|going|got|was|were|felt|did|came|left|stayed)\b|^(?:an?\s+)?(?:(?:really|very|pretty|quite)\s+)?(?:good|bad|rough|terrible|ok|okay|decent|great|poor|awful|hard|long|busy|quiet|lovely|nice|restless|broken)\s+(?:nights?|days?|mornings?|afternoons?|evenings?|weeks?|time|sleep|nap|rest|walk|chat|cry|bath|shower)\b/;

/** A clause of only a score: ', about a 4', 'maybe 3 out of 10'. */
const ONLY_SCORE =
  /^(?:(?:it was|it's|its|about|around|like|maybe|probably|roughly|i'd say|say|at|intensity|level|still)\s+)*(?:a |an )?(?:10|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|\d+\s*(?:\/|out of)\s*(?:5|10))$/;
/**
 * A clause that names what a score is of, with none said and no word of when it began ('mood
 * down', 'nausea'): 'about 2' after it is its score, not 2 o'clock ('migraine started, around 2'
 * is a time).
 */
const awaitsScore = (clause: string) =>
  !/\d|\b(?:started|starting|began|begun|came on|kicked in|hit|woke|since|from)\b/.test(clause) &&
  (/\b(?:mood|energy)\b/.test(clause) || findSymptoms(clause).length > 0);

/** Words whose colon heads what follows, not a score: meals, lists of things taken, the night. */
const LABEL_BEFORE_NUMBERS =
  /^(?:breakfast|brunch|lunch|dinner|supper|snack|snacks|tea|food|ate|eaten|meals?|meds|medication|medications|medicine|medicines|supplements|vitamins|pills|tablets|took|taken|sleep|slept|bed|bedtime|woke|up|at|around|about|time)$/;

const JOINT = String.raw`(?:${JOINTS.join('|')})s?`;
const JOINT_WORD = new RegExp(JOINT, 'g');
/** Two or more parts with joints said together ('knees and hands', 'wrists, elbows and my knees'). */
const JOINTS_TOGETHER = new RegExp(String.raw`\b${JOINT}(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?:my\s+|both\s+|the\s+)?${JOINT})+\b`, 'g');

/** A reading said ('blood sugar 6.5 before lunch'), which is no meal. */
const A_READING = new RegExp(
  String.raw`^(?:my\s+)?(?:(?:${MEASUREMENTS.join('|')})\b(?:\s+(?:was|is|at|of|reading))?\s*:?\s*\d|` +
    // 'sugar 3.1', 'sugar was 14' (a reading said short; not '2 sugars' in a tea).
    String.raw`sugar\b(?:\s+(?:was|is|at|of|reading))?\s*:?\s*(?:\d+\.\d|\d{2}\b))`,
);

const MEDICINE_DAY = new RegExp(String.raw`\b(${MEDICINES.join('|')}) day\b`, 'g');

const MEDICINE_KIND = [...MEDICINE_KINDS].sort((a, b) => b.length - a.length).join('|');
/**
 * A kind of medicine heading a list of them, in brackets or after a colon, not at the start (there it is `LABEL`'s 'took').
 * A part of the day said with the kind, and a time said before the colon, are the list's ('my evening meds at 9: …').
 */
const KIND_HEADING_LIST = new RegExp(
  String.raw`(?<=\S\s+)(?:(?:my|the|usual)\s+)*(?:(morning|evening|night|bedtime)\s+)?(?:${MEDICINE_KIND})(?:\s+((?:at|around|about)\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?))?\s*(?:\(([^()]+)\)|:\s*)`,
  'g',
);

/** A symptom said to have ended by a time ('gone by lunch', 'eased off by 2', the time taken out): it was had until then. */
const ENDED_BY =
  /\b(?:gone|went away|stopped|eased(?: off)?|cleared(?: up)?|settled|better)(?:\s+(?:by|after|around|at|before|until|in)\b|$)/;

/** A symptom or a part said to be better, by itself ('better', 'hands much better', 'it eased off'), not how one feels ('feeling better'). */
const EASED =
  /^(?!(?:feeling|feel|felt|i|mood|energy)\b)(?:(?:my|the)\s+)?(?:[a-z']+\s+)?(?:(?:is|was|got|feels?|felt)\s+)?(?:(?:a lot|much|a bit|a little|slightly|loads|way)\s+)?(?:better|eased(?: off)?|easing|easier|settled(?: down)?|improved)$/;

/** What was eaten before a symptom: 'after eating pasta', 'after a spicy curry'. */
const AFTER_EATING = /\bafter\s+(?:eating|having|drinking)?\s*(?!(?:eating|having|drinking|food|meals?|anything|i (?:ate|eat))$)(.+)$/;
const LENGTH_OF_TIME = /^\S+\s+(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?)\b/;
/** A clause this short that says only how bad ('the worst it has been') tells the symptom before it. */
const INTENSITY_CLAUSE_WORDS = 6;

/** Breaks a text into clauses: at sentence ends and commas, and at 'and' before a new subject, verb, feeling or meal. */
function clauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .flatMap((clause) => clause.split(STARTS_NEW_THOUGHT))
    .flatMap((clause) => splitOutsideSymptoms(clause, RUN_ON))
    .flatMap((clause) => clause.split(NEXT_SCORE))
    .flatMap((clause) => clause.split(NEXT_MEAL))
    .flatMap((clause) => clause.split(NEXT_AFTER_TIME))
    .flatMap((clause) => clause.split(MEAL_HEADER))
    .flatMap((clause) => clause.split(MEAL_LISTED))
    .flatMap(splitAfterScores)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

const FLARE = 'Flare-up';
/** A part, another feeling and its ache: 'legs really heavy and achy', 'knees stiff and sore'. */
const PART_FEELING_ACHE = new RegExp(
  String.raw`\b(${[...BODY_PARTS].sort((a, b) => b.length - a.length).join('|')})\s+((?:(?:really|very|so|super|quite|pretty|a bit|a little)\s+)?(?:heavy|stiff|weak|swollen|tight|hot|numb|tired|cold))\s+and\s+(sore|achy|aching|painful|tender)\b`,
  'g',
);
/** A clause that says something was taken, with its subject left out or said. */
const TAKING_NEXT = /^(?:(?:i|and|then|so)\s+)*(?:took|had to take|popped|used|injected|needed)\b/;

/** Where a sentence ends (a point between digits is a decimal: '7.5 hours'). */
const SENTENCE_END = /(?:[!?\n]|\.(?!\d))+/;

/** 'energy ok this morning but crashed around 2': a crash said right after energy is the energy falling, not a bedtime. */
const energyCrashes = (texts: string[]): string[] =>
  texts.map((text, i) =>
    /^(?:i\s+)?(?:(?:totally|completely|really|then|just)\s+)?(?:crashed|crashing)\b/.test(text) && ENERGY_FEELINGS.test(texts[i - 1] ?? '')
      ? `energy ${text.replace(/^i\s+/, '')}`
      : text,
  );

/** A clause split where a pattern matches, but never inside a symptom's words ('my chest felt tight' is one). */
function splitOutsideSymptoms(clause: string, pattern: RegExp): string[] {
  const symptoms = findSymptoms(clause);
  const parts: string[] = [];
  let start = 0;
  for (const match of clause.matchAll(new RegExp(pattern.source, 'g'))) {
    if (symptoms.some(({ index, end }) => match.index > index && match.index < end)) continue;
    parts.push(clause.slice(start, match.index));
    start = match.index + match[0].length;
  }
  return [...parts, clause.slice(start)];
}

/** Up to this many characters into what follows a score, a symptom named starts another entry ('headache 3 really bad nausea 2'). */
const NEXT_SYMPTOM_WITHIN = 20;
/** Words enough to hold a symptom said that near, and a longer phrase it is part of ('sick of'): phrases have at most 5 words. */
const NEXT_SYMPTOM_WORDS = 32;
/** How far before a score, in words, the symptom it scores may be named ('headache came on after lunch and was a 3'). */
const SCORED_WORDS = 40;

const TIME_AFTER_SCORE =
  /^(?:(?:this|in the|last|yesterday|early|late|mid)[- ]?(?:morning|afternoon|evening|night)|all (?:day|morning|afternoon|evening|night)|(?:at|around|about|since|from) \d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?)\s+/;

/** 'headache 3 nausea 2', 'energy 2 headache 3': after a score, a symptom, mood or energy named next is another entry. */
function splitAfterScores(clause: string): string[] {
  const parts: string[] = [];
  let start = 0;
  // Not a count or a length ('diarrhea 5 times and vomited twice').
  for (const match of clause.matchAll(
    /\b\d+(?:\s*\/\s*(?:5|10)|\s+out of\s+(?:5|10))?\s+(?=[a-z])(?!(?:times?|x|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|am|pm)\b)/g,
  )) {
    // When said right after the score is the score's: 'dizzy 2 this morning headache 2 in the afternoon'.
    const end = match.index + match[0].length + (TIME_AFTER_SCORE.exec(clause.slice(match.index + match[0].length))?.[0].length ?? 0);
    const said = clause.slice(start, end);
    const next = clause.slice(end);
    // Only the words near the score are searched: the whole text, once per score, made a long text slow.
    const scored = findSymptoms(said.split(' ').slice(-SCORED_WORDS).join(' ')).length > 0 || /\b(?:mood|energy)\b/.test(said);
    const nextEntry =
      /^(?:and\s+)?(?:mood|energy)\b/.test(next) ||
      (findSymptoms(next.split(' ', NEXT_SYMPTOM_WORDS).join(' '))[0]?.index ?? Infinity) <= NEXT_SYMPTOM_WITHIN;
    if (scored && nextEntry) {
      parts.push(said.trim());
      start = end;
    }
  }
  return [...parts, clause.slice(start).trim()];
}

function normalise(text: string): string {
  // Contractions typed without their apostrophe ('didnt', 'couldnt', 'cant') are read as with it.
  return (
    text
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      // A number's inch mark is a length ('a 6" sub'), kept before quotes go.
      .replace(/(\d)\s*["”](?=\s|$)/g, '$1 inch ')
      .replace(/[“”"]/g, ' ')
      // A count written after a food as a note: 'hot cross buns x2', 'scrambled eggs (2)' (not 'woke x3').
      .replace(
        /((?:^|[,:;]|\b(?:and|with|had|ate|then))\s*)([a-z][a-z' -]*?)\s+(?:x\s?(\d{1,2})|\(\s*(\d{1,2})\s*\))(?=\s|,|$)/g,
        (said: string, lead: string, food: string, times?: string, count?: string) =>
          /\b(?:woke|up|sick|vomited|threw up|went|times?)$/.test(food) ? said : `${lead}${times ?? count ?? ''} ${food}`,
      )
      // A kind that heads the things named after it is no more than they: 'my meds (lisinopril 10mg,
      // metformin 500mg)', 'my painkillers: codeine and paracetamol'.
      .replace(KIND_HEADING_LIST, (_said: string, part?: string, time?: string, inside?: string) =>
        [part, time, inside?.replace(/\s*,\s*/g, ' and ')]
          .filter(Boolean)
          .join(' ')
          .concat(inside ? '' : ' '),
      )
      // Notes written as notes: '(muesli + milk 8:00)', '~12:30', 'toast w/ jam', 'food: cereal'.
      .replace(/\s*[()[\]]\s*/g, ', ')
      .replace(/\s*\+\s*/g, ' and ')
      .replace(/~\s*/g, 'about ')
      .replace(/\bw\/\s*|(?<=\s)w(?=\s)/g, 'with ')
      .replace(/\b(?:food|ate|eaten|meals?)\s*:\s*/g, 'had ')
      .replace(/\bbrekk(?:ie|y)\b/g, 'breakfast')
      .replace(/\barvo\b/g, 'afternoon')
      .replace(/\b(mood|energy)'s\b/g, '$1 is')
      // The day a weekly medicine is taken is a dose of it: 'methotrexate day', 'humira day today'.
      .replace(MEDICINE_DAY, '$1')
      // 'pain's a 3', 'nausea's about 2': a score after a word's 's (not 'it's a 4', read as a score alone).
      .replace(
        /\b(?!(?:it|that|what|there|here|he|she|who|let|today|tonight)'s)([a-z]+)'s\s+(?=(?:(?:like|maybe|probably|only|still)\s+)?(?:a |an )?(?:\d|one|two|three|four|five)\b)/g,
        '$1 is ',
      )
      // 'mood is about 3', 'energy was around 2': a score, not a time of day.
      .replace(/\b(mood|energy) (is|was) (about|around) (?=(?:10|[1-9])\b(?![:.]\d|\s*(?:am|pm)\b))/g, '$1 $2 $3 a ')
      // A note's label before its score ('pain: 3/5', 'nausea: 2'), not a meal's, a list's or a night's ('lunch: 2 eggs', 'meds: …').
      .replace(/\b([a-z]+)\s*:\s*(?=\d)/g, (said: string, word: string) => (LABEL_BEFORE_NUMBERS.test(word) ? said : `${word} `))
      // A pain's flare is the pain ('pain flare in my joints'); how much said before how it hurts
      // goes after it, so the part and the ache are one phrase ('knees really sore', 'extremely achy').
      .replace(/\b(pain|aches?|aching)\s+flare(?:[- ]?ups?)?\b/g, '$1')
      .replace(/\bflare(?:[- ]?ups?)? of (?=pain\b)/g, '')
      // Another feeling between a part and its ache goes after it: 'legs really heavy and achy' are achy legs.
      .replace(
        PART_FEELING_ACHE,
        // A feeling that is no symptom of its own ('heavy', 'tired') says no more of it, nor how bad.
        (_said: string, part: string, feeling: string, ache: string) =>
          /\b(?:stiff|swollen|tight|numb)$/.test(feeling) ? `${part} ${ache} and ${feeling}` : `${part} ${ache}`,
      )
      .replace(
        /\b(really|very|so|super|quite|pretty|extremely|incredibly|slightly|a bit|a little)\s+(sore|achy|aching|painful|tender)\b/g,
        '$2 $1',
      )
      // Joints said together to hurt are joint pain: 'knees and hands sore', 'pain in my hips and knees'.
      .replace(JOINTS_TOGETHER, (said: string) =>
        new Set(said.match(JOINT_WORD)?.map((part) => part.replace(/s$/, ''))).size > 1 ? 'joints' : said,
      )
      // 'pain 6/10 in my hips': the score after where it hurts, so the place names the pain.
      .replace(
        /\b(pain|aching|ache)\s+(\d+(?:\s*\/\s*(?:5|10)|\s+out of\s+(?:5|10))?)\s+(in (?:my|the|both) [a-z]+(?: [a-z]+)?)/g,
        '$1 $3 $2',
      )
      // "couldn't eat much, just a few crackers", 'nothing till dinner, which was toast': one thought, said with a pause.
      .replace(
        /\b((?:couldn't|could not|didn't|did not) (?:really )?(?:eat|manage|stomach|have) (?:much|a lot|anything)),\s*(?=(?:just|only|except|but)\b)/g,
        '$1 ',
      )
      .replace(/\b(breakfast|brunch|lunch|dinner|supper|tea),\s*(?=(?:which|that) (?:was|were)\b)/g, '$1 ')
      // 'ate nothing but crackers' ate crackers.
      .replace(/\b(had|ate|eaten|eat|drank) nothing (?:but|except|apart from|other than)\b/g, '$1')
      .replace(/\bi'm\b/g, 'i am')
      .replace(/\bim\b/g, 'i am')
      .replace(/\b(can|couldn|didn|doesn|don|isn|wasn|weren|haven|hasn|hadn|wouldn|shouldn|aren)t\b/g, "$1't")
      .replace(/(\d)(g|kg|ml|l|oz)\b/g, '$1 $2')
      // A comma between thousands is no clause break ('1,000 IU').
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      // Said while thinking: 'um so I had like a turkey sandwich' (not 'slept like a log').
      .replace(/\b(?:um+|uh+|erm|er)\b,?\s*/g, '')
      .replace(/^(?:so|ok|okay|well|then|and then),?\s+/, '')
      .replace(
        /(?<=(?:^|,|\b(?:had|ate|drank|grabbed|got|having|and|with|at|around|about|was|were|is|maybe|probably|mood|energy))\s*)like\s+(?=(?:a|an|some|\d+|one|two|three|four|five|half)\s)/g,
        '',
      )
      // 'loads of water': some, not a food called 'loads'.
      .replace(/(?<=\b(?:had|ate|drank|eaten|eating|drinking|and|with)\s+)(?:loads|lots|plenty|a lot|a load|heaps|tons) of\b/g, 'some')
      // A guess said before an amount: 'almonds maybe a handful'.
      .replace(/\b(?:maybe|probably|roughly)\s+(?=(?:a|an|\d+|one|two|three|four|five|half)\s)/g, '')
      // 'at 7 ish', 'around 7ish', 'granola 8ish': about then.
      .replace(
        /(?<!\b(?:at|around|about|by)\s+)\b(\d{1,2}(?::\d{2})?)\s*-?ish\b(?!\s*(?:hours?|hrs?|h|minutes?|mins?|times|days?|weeks?|g|kg|ml|oz|cups?|slices?|pieces?|units?|mg)\b)/g,
        'at $1',
      )
      .replace(/(\d)\s*-?ish\b/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

interface Clause {
  text: string;
  said: SaidWhen;
  /** Said of the night: its day is the night's, not the text's. */
  ofNight?: boolean;
  /** Of the night, with a time of waking said: its minutes are the waking's. */
  woke?: boolean;
  /** The clause says its own time, not one carried from another. */
  ownTime?: boolean;
  /** Its time is another's: a waking's ('up at 5:30. energy 2'), or one said after it ('feeling good, took my meds at 9'). */
  borrowed?: 'waking' | 'later';
}

/** The drafts of one clause; a clause of only a score (', about a 4') changes the draft before it. */
function draftsOf(
  clause: Clause,
  when: (said: SaidWhen) => DraftWhen,
  previous: EntryDraft | undefined,
  mealOnly: boolean,
  clauseBefore?: Clause,
  lastTaken?: EntryDraft,
  lastSymptom?: EntryDraft,
): EntryDraft[] | { score: number } | { note: string } {
  const text = clause.text.replace(WHEN_BEFORE, '');
  if (mealOnly) {
    // Typed where a meal is expected, 'for breakfast' or 'for lunch' anywhere says when, not what ('pasta for dinner').
    // A pill typed among the foods ('toast and my vitamin d tablet') is no food.
    const foods = parseFoodList(text.replace(FOR_A_MEAL, '').replace(MEAL_VERB, '').replace(MEAL_NOUN, '')).filter(
      (food) => !readSupplement(food.text, true),
    );
    return foods.length > 0
      ? [{ kind: 'meal', when: when(clause.said), ...(clause.said.meal ? { meal: clause.said.meal } : {}), foods }]
      : [];
  }

  // 'headache 2 at 9am, 3 by noon': a score at a time of its own is another reading of the one before.
  const scoreText = clause.ownTime ? text.replace(/\s+(?:by|at|around|from|until|till)$/, '') : text;
  const onlyScoreSaid =
    ONLY_SCORE.test(scoreText) && previous && previous.kind !== 'meal' && previous.kind !== 'supplement' ? saidScore(scoreText) : null;
  if (
    onlyScoreSaid !== null &&
    (clause.ownTime || clause.said.mealTimeOnly) &&
    (previous?.kind === 'symptom' || previous?.kind === 'mood' || previous?.kind === 'energy')
  ) {
    const again = { ...previous, when: when(clause.said) };
    applyScore(again, onlyScoreSaid);
    return [again];
  }
  if (onlyScoreSaid !== null) return { score: onlyScoreSaid };
  // 'migraine 7/10, took maxalt, still 5/10 at 6': after what was taken, a score at a time of its own is the symptom's again.
  const symptomBefore = previous?.kind === 'supplement' && clause.ownTime && ONLY_SCORE.test(scoreText) ? lastSymptom : undefined;
  const scoreAgain = symptomBefore ? saidScore(scoreText) : null;
  if (symptomBefore && scoreAgain !== null) {
    const again = { ...symptomBefore, when: when(clause.said) };
    applyScore(again, scoreAgain);
    return [again];
  }
  // 'diarrhea, 5 times so far': a clause of only how often or how long after a symptom is its note.
  const often = previous?.kind === 'symptom' ? onlyHowOften(text) : null;
  if (often) return { note: often };
  // 'a migraine, the worst it has been': a short clause of intensity words after a symptom is its intensity ('had some crackers' is a meal).
  const said =
    previous?.kind === 'symptom' && text.split(' ').length <= INTENSITY_CLAUSE_WORDS && !MEAL_VERB.test(text) ? intensityWord(text) : null;
  if (said !== null && !findSymptoms(text).length) return { score: said };

  // A mood or energy takes no time said after it ('feeling good, took my meds at 9'), nor a waking's
  // for a score said ('up at 5:30 with the baby. energy 2', 'mood 1/5 stayed in bed til 2pm'): a
  // rating is of the day, and not at a time something lasted until. A feeling said with the waking
  // keeps its time ('woke at 6 exhausted').
  const ratedWhen = (scored: boolean) =>
    clause.borrowed === 'later' || (clause.borrowed === 'waking' && scored) || (clause.said.until && scored)
      ? when({ ...clause.said, minutes: undefined })
      : when(clause.said);

  // Off sick, a sick day, sick of it: being unwell or fed up, which is no entry ('took a sick day' is
  // no supplement, 'had a sick day' no food), though a symptom said with it is ('off sick with a migraine').
  // 'mood: anxious 2/5' is the mood, however it is put.
  if (/^mood\b/.test(text)) {
    const score = saidScore(text) ?? moodWord(text.replace(/\bmood\b/, ''));
    if (score) return [{ kind: 'mood', when: ratedWhen(saidScore(text) !== null), score, tags: [] }];
  }
  // A flare said with what it brings is those ('IBS flare today bloated 4' is bloating 4), as a pain's flare is the pain.
  const named = findSymptoms(text);
  const symptoms = named.some(({ name }) => name !== FLARE) ? named.filter(({ name }) => name !== FLARE) : named;
  if (symptoms.length === 0 && saysNotASymptom(text)) return [];

  // What was taken or skipped (supplement-phrases.ts): 'took 2 paracetamol 500mg', 'forgot my b12', 'my calcium and
  // vitamin d' after one taken, 'took vitamin D with breakfast which was yogurt' (the meal said after it is a meal).
  const taken = supplementsSaid(text, previous, namesFoods, lastTaken);
  // 'ran out of breath', 'got out of breath': no thing taken or run out of but a symptom, said
  // with the verb's words ('took my temperature' stays nothing, 'had a scan for my headache' no headache).
  const symptomNotTaken =
    taken?.supplements.length === 0 &&
    taken.foods.length === 0 &&
    !taken.rest &&
    symptoms.some(
      ({ index, end }) =>
        !NOT_TAKEN.includes(text.slice(index, end)) && !/\b(?:for|because|cos|coz|since|about|to)\b/.test(text.slice(0, index)),
    );
  if (taken && !symptomNotTaken) {
    const supplements = taken.supplements.map((said): EntryDraft => ({ kind: 'supplement', when: when(clause.said), ...said }));
    const eaten = taken.mealSaid && clause.said.meal ? parseFoodList(taken.mealSaid) : [];
    const foods = [...(taken.foods.length > 0 ? parseFoodList(taken.foods.join(' and ')) : []), ...eaten];
    const meal: EntryDraft[] =
      foods.length > 0 ? [{ kind: 'meal', when: when(clause.said), ...(clause.said.meal ? { meal: clause.said.meal } : {}), foods }] : [];
    // '… and a coffee nausea 2': what is said from a symptom after the list is read on its own.
    const rest = taken.rest ? draftsOf({ text: taken.rest, said: clause.said }, when, undefined, false) : [];
    return [...supplements, ...meal, ...(Array.isArray(rest) ? rest : [])];
  }

  const [firstSymptom] = symptoms;
  if (firstSymptom) {
    const before = text.slice(0, firstSymptom.index + 1);
    // 'migraine 3 in the morning, gone by lunch' was had (the time words are taken from the text).
    const gone = /\b(?:gone|went away|stopped|better now|has eased|eased off)\b(?!\s+(?:by|after|around|at|before|until|in)\b)/.exec(text);
    const goneBy = gone && clause.ownTime && /^\s*$/.test(text.slice(gone.index + gone[0].length));
    if (SYMPTOM_NEGATED.test(before) || (gone && !goneBy)) return [];
    // How often or how long ('5 times', '3 migraines', 'for 2 hours') is the symptom's note, never its intensity.
    const often = howOftenSaid(text, symptoms);
    const intensity = saidScore(often.rest) ?? intensityWord(often.rest) ?? QUICK_SYMPTOM_INTENSITY;
    const drafts: EntryDraft[] = symptoms.map(({ name }) => {
      const notes = often.notes.get(name);
      return { kind: 'symptom' as const, when: when(clause.said), name, intensity, ...(notes ? { notes } : {}) };
    });
    // 'tired and achy', 'exhausted and nauseous': how tired, said with a symptom, is an energy too.
    const besides = withoutSymptoms(text, symptoms);
    const tired = /\benergy\b/.test(besides) ? null : ENERGY_FEELINGS.exec(besides.replace(ENERGY_FOODS, ''));
    const energyScore = tired ? energyWord(besides) : null;
    if (tired && energyScore !== null) {
      const energy: EntryDraft = { kind: 'energy', when: ratedWhen(false), score: energyScore };
      if (tired.index < firstSymptom.index) drafts.unshift(energy);
      else drafts.push(energy);
    }
    // 'bloating after eating pasta', 'reflux after a spicy curry': what was eaten is a meal too.
    const eaten = AFTER_EATING.exec(text.slice(firstSymptom.index));
    const [said = '', after = ''] = eaten ?? [];
    // 'sick after my coffee nausea 3': the food ends where another symptom is named.
    const what = after.slice(0, findSymptoms(after)[0]?.index ?? after.length).trim();
    // Not 'after 2 hours of screen time': without 'eating', only foods said plainly.
    // Nor 'after a long walk', 'after a stressful week': an article is no amount of a food when no food is named.
    const ate = /\b(?:eating|having|drinking)\b/.test(said) || (namesFoods(what) && namesAFood(what) && !LENGTH_OF_TIME.test(what));
    const foods = what && ate ? parseFoodList(what) : [];
    if (foods.length > 0)
      drafts.push({ kind: 'meal', when: when(clause.said), ...(clause.said.meal ? { meal: clause.said.meal } : {}), foods });
    return drafts;
  }

  // 'energy 2 this morning, picked up to a four by evening': the score before, again at another time.
  const changed = SCORE_CHANGED.exec(text);
  if (changed && (previous?.kind === 'mood' || previous?.kind === 'energy' || previous?.kind === 'symptom')) {
    const score = saidScore(changed[1] ?? '');
    if (score) {
      const again = { ...previous, when: when(clause.said) };
      applyScore(again, score);
      return [again];
    }
  }
  if (/\bmood\b/.test(text)) {
    const score = saidScore(text) ?? moodWord(text.replace(/\bmood\b/, ''));
    return score ? [{ kind: 'mood', when: ratedWhen(saidScore(text) !== null), score, tags: [] }] : [];
  }
  if (ENERGY_FEELINGS.test(text.replace(ENERGY_FOODS, ''))) {
    const score = saidScore(text) ?? energyWord(text) ?? (/\benergy\b/.test(text) ? null : 2);
    return score ? [{ kind: 'energy', when: ratedWhen(saidScore(text) !== null), score }] : [];
  }
  if (
    /\b(?:i am|i feel|i felt|feeling|feel|felt|i was|been|doing)\b/.test(text) ||
    /^(?:not |pretty |really |very |so |quite |super |a bit |a little |kind of |kinda |somewhat )?(?:an? )?\w+(?: day)?(?: today| now)?$/.test(
      text,
    )
  ) {
    const score = moodWord(text);
    if (score) return [{ kind: 'mood', when: ratedWhen(false), score, tags: [] }];
  }

  const mealVerb = MEAL_VERB.exec(text);
  const mealNoun = MEAL_NOUN.exec(text);
  // 'dinner: salmon, rice and broccoli' is one meal; 'pasta for lunch, salad for dinner' two.
  // Not a meal named ('lunch a wrap') nor one had at another time ('a bagel at 10'), unless the
  // meal before had only its usual time and this one is near it ('dinner: salmon, broccoli and
  // potatoes at 6:30', not 'porridge for breakfast, a jacket potato at 1').
  const mealBefore = clauseBefore?.said.meal;
  const timeOfMeal =
    mealBefore !== undefined &&
    !clauseBefore?.ownTime &&
    clause.ownTime &&
    clause.said.minutes !== undefined &&
    nearMealTime(clause.said.minutes, mealBefore);
  const continuesMeal =
    previous?.kind === 'meal' &&
    !clause.said.meal &&
    !mealNoun &&
    (clause.said.minutes === undefined || when(clause.said).time === previous.when.time || timeOfMeal) &&
    (/^(?:and |with |plus |also )?(?:like |um |uh )?(?:a |an |some |\d|two|three|half)/.test(text) ||
      SERVING_OF.test(text) ||
      namesFoods(text.replace(/^(?:and|with|plus|also)\s+/, '')));
  // 'a burrito for lunch at 2 and chips and guac at 5': foods at a time of their own after a meal.
  const moreLater = previous?.kind === 'meal' && clause.ownTime && namesAFood(text);
  if (mealVerb || (mealNoun && mealNoun.index === 0) || continuesMeal || clause.said.meal || moreLater || namesFoods(text)) {
    // After a meal named, 'was' says what it was ('lunch around 12 was soup').
    const eaten = text
      .slice(mealVerb ? mealVerb[0].length : 0)
      .replace(clause.said.meal ? /^(?:(?:which|that)\s+)?(?:was|were|is)\s+/ : /(?!)/, '');
    if (NOT_A_MEAL.test(eaten) || A_READING.test(eaten)) return [];
    const said = parseFoodList(listedWithArticles(eaten.replace(MEAL_NOUN, '').replace(/^(?:and|with|plus|also)\s+/, '')));
    // 'toast and my vitamin d tablet', 'a sandwich and two paracetamol': what was taken with the food.
    // 'a multivitamin' says no dose: one alone, with no unit, is the article's.
    const supplements = said.map((food) =>
      readSupplement(
        (food.quantity === 1 && !food.unit ? [food.text] : [food.quantity, food.unit, food.text]).filter(Boolean).join(' '),
        true,
      ),
    );
    const taken = supplements.flatMap((supplement): EntryDraft[] =>
      supplement ? [{ kind: 'supplement', when: when(clause.said), ...supplement, taken: true }] : [],
    );
    // Things done are eaten by no one ('managed a bath and some crackers', 'ate nothing till lunch').
    const foods = said.filter((food, i) => !supplements[i] && !THINGS_DONE.includes(food.text) && !/^nothing\b/.test(food.text));
    if (foods.length === 0) return taken;
    if (continuesMeal) {
      previous.foods = withFoods(previous.foods, foods);
      if (timeOfMeal) previous.when = when(clause.said);
      return taken;
    }
    // Foods said right after a medicine taken with a meal are that meal ('novorapid with breakfast (yogurt and berries)').
    const takenWith = previous?.kind === 'supplement' && !clause.said.meal && !mealNoun ? clauseBefore?.said : undefined;
    const meal = clause.said.meal ?? takenWith?.meal ?? (mealNoun ? mealOf(mealNoun[1] ?? '') : undefined);
    const at = takenWith?.meal && !clause.ownTime ? takenWith : clause.said;
    // A time said only after it ('2 litres of water so far, midodrine at 8') is not when it was had: no breakfast of water.
    const had = at === clause.said && clause.borrowed === 'later' ? { ...at, minutes: undefined } : at;
    return [{ kind: 'meal', when: when(had), ...(meal ? { meal } : {}), foods }, ...taken];
  }
  return [];
}

/**
 * A list said without commas, each food with its article ('a chicken sandwich a bag of crisps
 * and a coke'): an article after a food's last word starts the next (not 'half a', 'bit of a').
 */
const listedWithArticles = (text: string) =>
  text.replace(
    /(?<=[a-z])(?<!\b(?:half|quarter|third|of|such|quite|what|had|ate|and|with|or|just|only|some|than|like|into|for|in|on|at|as|is|was|a|an|the|about|around|maybe|later|then|also|too|again|afterwards|after|before|plus|got|grabbed|bought|made|having|[a-z]+ed))\s+(?=(?:a|an)\s+(?!(?:bit|little|few|couple|lot|half|quarter|third|while|day|week|side)\b)[a-z])/g,
    ', ',
  );

/** A measure of a food that begins a clause ('bag of chips', 'cup of tea'). */
const SERVING_OF = new RegExp(`^(?:${FOOD_LEXICON.servingWords.join('|')})\\s+of\\s`);

/** Words of a list of foods that are neither a food nor another word: joiners and sizes. */
const FOOD_LIST_WORDS = new Set(['and', 'with', 'on', 'some', 'a', 'an', 'small', 'big', 'large', 'little', 'medium', 'plain', 'fresh']);

/**
 * A clause that is only a list of foods: it starts with an amount ('150 g rice', 'two eggs'), or
 * everyday foods are at least as many as its other words ('toast', 'chicken curry with rice',
 * 'greek yogurt with granola'), which a sentence about something else ('went to the shop for
 * bread') is not.
 */
function namesFoods(text: string): boolean {
  const words = text.split(' ');
  const amount = leadingQuantity(words);
  if (amount && amount.used < words.length && /[a-z]{3}/.test(words.slice(amount.used).join(' '))) return true;
  const content = words.filter((word) => !FOOD_LIST_WORDS.has(word));
  if (content.length > 0 && content.every((word) => COMMON_FOODS.includes(fixFoodWord(word)))) return true;
  // Without typo fixing here: 'feeling better' is no 'feeling butter'.
  const foods = content.filter(isEverydayFood).length;
  return foods > 0 && foods >= content.length - foods;
}

/** Whether a clause names an everyday food at all ('chips and guac'). */
const namesAFood = (text: string) =>
  text
    .split(' ')
    .some((word) => isEverydayFood(word) || Object.hasOwn(FOOD_LEXICON.synonyms, word) || Object.hasOwn(FOOD_LEXICON.phrases, word));

/** A word that is an everyday food, said alone or as its plural ('egg', 'eggs'). */
const isEverydayFood = (word: string) => COMMON_FOODS.includes(word) || COMMON_FOODS.includes(word.replace(/s$/, ''));

const mealOf = (word: string) =>
  word === 'brunch' ? 'lunch' : word === 'supper' ? 'dinner' : (word as 'breakfast' | 'lunch' | 'dinner' | 'snack');

function applyScore(draft: EntryDraft, score: number): void {
  if (draft.kind === 'symptom') draft.intensity = score;
  else if (draft.kind === 'mood' || draft.kind === 'energy') draft.score = score;
}

/** A correction said on the way: 'no wait', 'sorry', 'I mean', 'make that', 'three, no, four'. */
const CORRECTION =
  /\s*,?\s*\b(?:no,?\s+wait|no,?\s+sorry|sorry|i mean|(?:actually,?\s+)?make (?:that|it)|scratch that|or rather)\b,?\s*|\s*,\s*no\s*,\s*/;
/** What was said before a correction, back to where it began ('eggs and toast, sorry, a bagel' keeps 'eggs and'). */
const CORRECTED = /^(.*(?:,|\s(?:and|plus|then|with)\s))?.*$/;

/** The text as the person meant it: what a correction takes back is dropped ('a bagel, no wait, an english muffin'). */
function withCorrections(text: string): string {
  const [first = '', ...rest] = text.split(CORRECTION);
  return rest.reduce((kept, next) => `${kept.replace(CORRECTED, '$1')} ${next}`.replace(/^[\s,]+/, '').replace(/\s+/g, ' '), first).trim();
}

/** A meal a clause mentions without saying when ("couldn't eat dinner"): the half of the day a clock time after it is in. */
const mealNamedIn = (clause: string): SaidWhen['meal'] => {
  const named = MEAL_NOUN.exec(clause)?.[1];
  return named && named !== 'snack' ? mealOf(named) : undefined;
};

/** A day said first, as a note's heading: 'yesterday:', 'on tuesday', 'monday -'. */
const DAY_HEADING = /^(?:on\s+)?(?:yesterday|today|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b(?!\s+(?:night|evening))/;

/** The text without the words of the symptoms found in it. */
const withoutSymptoms = (text: string, symptoms: readonly SymptomFound[]) =>
  symptoms.reduceRight((left, { index, end }) => `${left.slice(0, index)} ${left.slice(end + 1)}`, ` ${text} `);

/** A clause that only names symptoms ('headache', 'cramps and bloating', 'bloating 5'): no time or anything else said. */
function namesOnlySymptoms(text: string): boolean {
  const symptoms = findSymptoms(text);
  // A score said with each is still only symptoms ('bloating 5 and cramps 4 by 9pm').
  return (
    symptoms.length > 0 &&
    /^(?:\s|\b(?:and|my|a|an|some|also|plus)\b|\b(?:10|[1-9])(?:\s*\/\s*(?:5|10))?\b)*$/.test(withoutSymptoms(text, symptoms))
  );
}

const definedOnly = (said: SaidWhen): SaidWhen => Object.fromEntries(Object.entries(said).filter(([, value]) => value !== undefined));

/** A score said right after a feeling of the same kind, at the same time, says it more exactly ('feeling low, mood 2' is one mood). */
function pushDraft(drafts: EntryDraft[], draft: EntryDraft): void {
  const last = drafts.at(-1);
  const restated =
    (draft.kind === 'mood' || draft.kind === 'energy') &&
    last?.kind === draft.kind &&
    last.when.date === draft.when.date &&
    last.when.time === draft.when.time;
  if (restated) drafts[drafts.length - 1] = draft;
  else drafts.push(draft);
}

function parse(text: string, context: ParseContext, mealOnly: boolean): EntryDraft[] {
  const normalised = withCorrections(normalise(text));
  if (!normalised || (!mealOnly && (/\?\s*$/.test(normalised) || QUESTION.test(normalised) || WAS_ASKING.test(normalised)))) return [];
  const today: WallClock = wallClock(context.timeZone, context.now);
  // What a clause says of the night is taken out first; the rest may say more ('woke at 7 with a headache').
  // Each dose of a medicine said is its own clause, at its own time ('… at 9 and another at 3').
  // Each clause with the sentence it is in: a rating in a sentence of its own is of the day ('up at 5:30. energy 2').
  const said = mealOnly
    ? [{ text: normalised, sentence: 0 }]
    : dosesListed(normalised)
        .split(SENTENCE_END)
        .flatMap((sentence, n) =>
          clauses(sentence)
            .flatMap(dosesApart)
            .map((text) => ({ text, sentence: n })),
        );
  const texts = mealOnly ? [normalised] : energyCrashes(said.map(({ text }) => text));
  const sentenceOf = (i: number) => said[i]?.sentence ?? 0;
  const sleeps = mealOnly ? [] : takeNights(texts, today);
  const nights = sleeps.flatMap((sleep) => (sleep ? [sleep.night] : []));
  // A clock time said in one clause reads an hour with no am or pm in the next (`findWhen`).
  const toldBefore: { after?: number; daysAgo?: number; meal?: SaidWhen['meal'] } = {};
  let timeToldBefore = false;
  // A clause of only when ('at lunch', 'then around 3') is when of the clause after it ('at lunch had a salad').
  let whenOnly: SaidWhen | undefined;
  const parts: Clause[] = texts.map((clause, i) => {
    // 'it's friday evening' says when the person writes: at most the day told, never a time of what happened.
    const writing = writingNow(clause, today);
    if (writing) return { text: '', said: writing };
    const sleep = sleeps[i];
    if (!sleep && ONLY_SCORE.test(clause) && awaitsScore(texts[i - 1] ?? '')) return { text: clause, said: {} };
    // A time said later reads an hour only before any clock time or waking is told ('woke at 7:30 … porridge at 8 … ldn at 10pm').
    const before = timeToldBefore ? undefined : clockSaidAfter(texts, i);
    const { rest, ...found } = findWhen(sleep ? sleep.rest : clause, today, { ...toldBefore, before });
    toldBefore.meal = found.meal ?? mealNamedIn(clause);
    // A clock time the clause says itself wins over the one before ('for dinner | had toast at 8').
    const said = whenOnly ? { ...found, ...definedOnly(whenOnly), ...(found.clock ? { minutes: found.minutes, clock: true } : {}) } : found;
    // 'woke up at 5 with a migraine': what the clause says besides the night was at the waking;
    // other times in it, and its 'last night', are the night's ('slept 10pm til 6:30').
    const woke = sleep?.night.upAt ?? sleep?.night.wakeTime;
    // With no waking said, a clock time and the night's own words are the night's ('monday night: slept 5 hours').
    if (sleep && !woke && (said.clock || said.lastNight || /\b(?:night|tonight|bedtime)\b/.test(sleep.rest))) said.minutes = undefined;
    if (woke && said.minutes === undefined) said.minutes = minutesOfDay(woke);
    whenOnly = rest || sleep ? undefined : said;
    // The last clock time told, though a clause without one came between ('at 2pm, …, lay down, 4/10 at 6' is 18:00).
    if (said.clock || woke) toldBefore.after = said.minutes;
    if (said.clock || woke) timeToldBefore = true;
    if (!sleep) toldBefore.daysAgo = said.daysAgo ?? toldBefore.daysAgo;
    return { text: rest, said, ofNight: !!sleep, woke: !!woke, ownTime: said.minutes !== undefined && !said.mealTimeOnly };
  });
  // 'endo pain awful last night, took naproxen': what was taken next in the sentence, with no day or
  // time of its own, was taken then too (and, as 'last night' is, said of no clause after it).
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1];
    if (!previous?.said.lastNight || previous.ofNight || part.ofNight || sentenceOf(i - 1) !== sentenceOf(i)) continue;
    if (part.said.daysAgo !== undefined || part.said.minutes !== undefined || !TAKING_NEXT.test(part.text)) continue;
    part.said = { ...part.said, daysAgo: previous.said.daysAgo, minutes: previous.said.minutes, lastNight: true };
  }
  // 'headache, nausea and dizziness since 3pm': when said at the end of a list of symptoms is when of them all.
  for (let i = parts.length - 2; i >= 0; i--) {
    const [part, next] = [parts[i], parts[i + 1]];
    if (!part || !next || part.ofNight || next.ofNight || part.said.minutes !== undefined || next.said.minutes === undefined) continue;
    if (namesOnlySymptoms(part.text) && findSymptoms(next.text.replace(/^(?:and|also|plus)\s+/, ''))[0]?.index === 0) {
      part.said = { ...next.said, ...definedOnly(part.said) };
      part.ownTime = next.ownTime;
    }
  }
  // A day said ('yesterday I ...', '… but today') holds for the clauses after it that name none,
  // and before the first, the first said (a night's 'last night' is the night's only); a time
  // ('this morning', 'at 3') likewise, before the first the first said of no meal; a meal's usual
  // time ('after lunch') only for its own clause.
  // A day that heads a clause about the night is the day told ('yesterday: woke at 5 with a migraine, …').
  const dated = parts.filter(
    (part, i) => part.said.daysAgo !== undefined && (!part.ofNight || DAY_HEADING.test(texts[i] ?? '')) && !part.said.lastNight,
  );
  for (const part of parts) {
    if (part.said.daysAgo !== undefined) continue;
    const earlier = dated.filter((other) => parts.indexOf(other) < parts.indexOf(part)).at(-1) ?? dated[0];
    if (earlier) part.said.daysAgo = earlier.said.daysAgo;
  }
  // A time of getting up goes on to what is said after it, past a meal at its usual time ('up at 7.
  // breakfast was porridge. took metformin'), never back to what came before it ('woke at 3am … fatigue 4 all day').
  const timed = parts.filter(
    (part) => part.said.minutes !== undefined && !part.said.mealTimeOnly && (!part.ofNight || part.woke) && !part.said.lastNight,
  );
  const firstOfNoMeal = timed.find((part) => !part.said.meal && !part.ofNight);
  for (const [i, part] of parts.entries()) {
    if (part.said.minutes !== undefined || part.said.allDay) continue;
    // Right after a waking, its time ('woke at 7 and took vitamin d').
    const waking = parts[i - 1]?.ofNight ? parts[i - 1]?.said.minutes : undefined;
    // Back from the first said only on its own day ('rash came up yesterday, itching 3 this morning').
    const first = firstOfNoMeal?.said.daysAgo === part.said.daysAgo ? firstOfNoMeal : undefined;
    const told = timed.filter((other) => parts.indexOf(other) < i).at(-1);
    const earlier = told ?? first;
    part.said.minutes = waking ?? earlier?.said.minutes;
    // Whose time it took: one said after it, or a waking's in another sentence (read by mood and energy).
    const from = waking === undefined ? earlier : parts[i - 1];
    if (from && part.said.minutes !== undefined) {
      const ofWaking = from.ofNight || from.borrowed === 'waking';
      if (from === first && !told && waking === undefined) part.borrowed = 'later';
      else if (ofWaking && sentenceOf(parts.indexOf(from)) !== sentenceOf(i)) part.borrowed = 'waking';
    }
  }
  const when = (said: SaidWhen) => toDraftWhen({ daysAgo: said.daysAgo, minutes: said.minutes }, today);

  const night = nightDraft(nights, today);
  const drafts: EntryDraft[] = night ? [night] : [];
  // The drafts of the clause before: 'bloated and gassy, about a 5' scores both.
  let before: EntryDraft[] = [];
  let clauseBefore: Clause | undefined;
  for (const part of parts) {
    if (!part.text) continue;
    // 'better by lunch', 'hands better by lunch' after a symptom says when it eased: no mood, no food.
    if (EASED.test(part.text) && drafts.some((draft) => draft.kind === 'symptom')) continue;
    // A dose said alone ('… apple, 5u') or 'it' is of the supplement said last.
    const lastTaken = drafts.findLast((draft) => draft.kind === 'supplement');
    const lastSymptom = drafts.findLast((draft) => draft.kind === 'symptom');
    const found = draftsOf(part, when, drafts.at(-1), mealOnly, clauseBefore, lastTaken, lastSymptom);
    clauseBefore = part;
    // A score or a note alone is one only after a draft it belongs to (draftsOf checks `previous`).
    const last = drafts.at(-1);
    if (Array.isArray(found)) {
      for (const draft of found) {
        // 'migraine gone by 3pm' after the migraine was told says when it ended, no second one.
        const toldBefore = draft.kind === 'symptom' && drafts.some((other) => other.kind === 'symptom' && other.name === draft.name);
        // 'couldn't sleep, insomnia again': the same symptom at the same time, said again with no score of its own, is one.
        const again =
          draft.kind === 'symptom' &&
          draft.intensity === QUICK_SYMPTOM_INTENSITY &&
          drafts.some(
            (other) =>
              other.kind === 'symptom' &&
              other.name === draft.name &&
              other.when.date === draft.when.date &&
              other.when.time === draft.when.time,
          );
        if (!(toldBefore && ENDED_BY.test(part.text)) && !again) pushDraft(drafts, draft);
      }
      if (found.length > 0) before = found;
    } else if ('note' in found) {
      if (last?.kind === 'symptom') last.notes = last.notes ? `${last.notes}, ${found.note}` : found.note;
    } else if (last) for (const draft of before.includes(last) && last.kind === 'symptom' ? before : [last]) applyScore(draft, found.score);
  }
  // A meal told in a day at a time, with no meal named, is the meal people have then (the quick
  // add keeps the spec's hour thresholds, in resolve-drafts).
  if (!mealOnly)
    for (const draft of drafts) if (draft.kind === 'meal' && !draft.meal && draft.when.time) draft.meal = mealEatenAt(draft.when.time);
  return drafts;
}

/** Breakfast until 10:30, a snack until 11:30, lunch until 14:30, a snack until 17:00, dinner until 21:00, then a snack. */
function mealEatenAt(time: string): 'breakfast' | 'lunch' | 'dinner' | 'snack' {
  const minutes = minutesOfDay(time);
  if (minutes >= 5 * 60 && minutes < 10 * 60 + 30) return 'breakfast';
  if (minutes >= 11 * 60 + 30 && minutes < 14 * 60 + 30) return 'lunch';
  if (minutes >= 17 * 60 && minutes < 21 * 60) return 'dinner';
  return 'snack';
}

/**
 * The entries a text says: mood, energy, symptoms with intensity, meals, supplements taken or
 * skipped, the night's sleep, each on the day and at the time it names (never after `now`). A question, or a text
 * that names no entry, gives none.
 */
export function parseEntryText(text: string, context: ParseContext): EntryDraft[] {
  return parse(text, context, false);
}

/** A text typed where a meal is expected (the nutrition card's quick add): all of it is foods. */
export function parseMealText(text: string, context: ParseContext): Extract<EntryDraft, { kind: 'meal' }> | null {
  const [draft] = parse(text, context, true);
  return draft?.kind === 'meal' ? draft : null;
}
