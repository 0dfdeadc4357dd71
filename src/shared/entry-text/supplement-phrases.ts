import nlp from 'compromise';
import { ownValue } from '../records.js';
import { remembered } from '../remembered.js';
import { SUPPLEMENT_LIMITS } from '../health.js';
import { capitalised } from '../words.js';
import { leadingQuantity, numberToken } from './numbers.js';
import {
  closestWord,
  DOSE_FORMS,
  DOSE_STRENGTHS,
  DRUG_STEMS,
  findSymptoms,
  COMMON_FOODS,
  FOODS_LIKE_PILLS,
  fullSupplementName,
  MEDICINE_CLASSES,
  MEDICINE_KINDS,
  MEDICINE_ONLY_FORMS,
  MEDICINE_SPELLINGS,
  MEDICINE_ONLY_ROUTES,
  MEDICINE_ONLY_UNITS,
  MEDICINE_ROUTES,
  MEDICINES,
  NOT_TAKEN,
  SUPPLEMENT_NAME_ENDS,
  SUPPLEMENT_NAMES,
} from './vocabulary.js';

// Medicines and supplements as people say them: 'took 2 paracetamol 500mg', 'forgot my b12 again',
// 'insulin 10 units with lunch', 'my antihistamine cetirizine', 'did take omega 3 and my probiotic'.
// What was taken or skipped, each thing by its name, with the dose said (decision 034).

/** One thing taken as said: its name as the person keeps it, and the dose said, if any. */
export interface SupplementSaid {
  name: string;
  /** The amount as text ('400', '0.5', '1000'), with its unit when one was said. */
  dose?: string;
  unit?: string;
  /** Words said after the name that are no part of it ('sertraline 50mg mood's decent'): read on their own. */
  after?: string;
  /** A food said just before a medicine's name, run on without a stop ('a croissant tramadol 50mg'). */
  foodBefore?: string;
}

export interface SupplementTaken extends SupplementSaid {
  taken: boolean;
}

/** What one clause says of things taken or skipped. */
export interface TakenSaid {
  supplements: SupplementTaken[];
  /** Foods said in the list of what was taken ('took 2 excedrin and a coffee'): a meal. */
  foods: string[];
  /** The meal it was taken with, said after it ('with breakfast which was yogurt'). */
  mealSaid?: string;
  /** What the clause says from a symptom named after the list ('… and a coffee nausea 2'), read on its own. */
  rest?: string;
}

/** The draft said just before, if any: a name said alone after a supplement is taken or skipped as that one was. */
interface Before {
  kind: string;
  taken?: boolean;
  name?: string;
  dose?: string;
  unit?: string;
}

/** The supplement a dose said alone is more of ('insulin 6 units at breakfast and 8 with dinner'). */
interface MoreOf {
  name: string;
  unit?: string;
}

const BEFORE_VERB = String.raw`^(?:i\s+|i've\s+|we\s+)?(?:(?:just|also|finally|only|then|did|have|has|had|already|definitely|remembered to|managed to|started|began|restarted)\s+)*`;
/** Taking verbs after which what is said is what was taken, unless it is something else taken ('took a walk'). */
const TAKEN = new RegExp(String.raw`${BEFORE_VERB}(?:took|take|taken|taking|swallowed|popped|injected|remembered)\s+(.+)$`);
/** Verbs said of medicines and of other things ('had 2 paracetamol', 'had a sandwich'): only a named medicine or supplement is one. */
const HAD = new RegExp(String.raw`${BEFORE_VERB}(?:had|got)\s+(.+)$`);
const USED = new RegExp(String.raw`${BEFORE_VERB}(?:used|did|gave myself|started|restarted|began)\s+(.+)$`);
const NOT_TAKEN_VERBS =
  /^(?:i\s+)?(?:(?:just|also|then|totally|completely)\s+)*(?:forgot to take|forget to take|didn't take|did not take|haven't taken|have not taken|hadn't taken|never took|couldn't take)\s+(.+)$/;
/** 'skipped', 'forgot', 'missed' are said of many things ('skipped the gym', 'forgot completely'): only a named medicine or supplement is one. */
const SKIPPED =
  /^(?:i\s+)?(?:(?:just|also|then|totally|completely)\s+)*(?:skipped|skip|forgot(?: all)?(?: about)?|forget|missed|ran out of|run out of)\s+(.+)$/;

/** A note's label heading a list of things taken ('meds: propranolol 40mg am', 'took: vit d 25mcg'): said as 'took'. */
const LABEL = /^(?:meds|medication|medications|medicine|medicines|supplements|vitamins|pills|tablets|took|taken)\s*:\s*/;
/** A dose taken again ('again at 4pm', 'another at 3', 'another 2mg at 11', 'once after the school run'): the one before, again. */
const REPEAT =
  /^(?:and\s+)?(?:then\s+)?(?:again|another(?:\s+(?:one|dose))?|once(?:\s+more)?|one more|a second(?:\s+(?:one|dose))?)\b\s*(.*)$/;
/** The medicine said before, said again as 'it' or 'them' ('so took it at lunch 800mg instead'). */
const PRONOUN = /^(?:it|them|that|one)\b\s*(.*)$/;
/** A kind said after 'any' when not taken ("didn't take any painkillers"): none were needed, no dose was missed. */
const ANY_KIND = /^any\s+(.+)$/;

/** What the meal a supplement was taken with was, said after it ('took vitamin D with breakfast which was yogurt'). */
const MEAL_SAID_AFTER = /\s+(?:which|that)\s+(?:was|were|is)\s+/;
/** Why it was taken ends the list: 'took ibuprofen for my headache and nausea' names one medicine. */
const REASON = /\s+(?:for|because|cos|coz|since|as|to help|to stop|to ease|to calm|to settle)\s.*$/;
/** Words between the things of a list. */
const LIST = /\s*,\s*|\s+(?:and|&|plus|\+)\s+/;

/** A verb's particle after 'took' says it is another verb: 'took up knitting', 'took off my coat', 'took over'. */
const PARTICLE = /^(?:up|off|over|out|back|down|away|apart|part|place|after|in|on)\b/;

/** A meal named at the start of words ('breakfast was muesli'). */
const MEALS_SAID = /^(?:breakfast|brunch|lunch|dinner|supper|snack)\b/;

/** Meals, which 'skipped' and 'had' say of as often as of medicines: the meal rules read them. */
const MEALS = /\b(?:breakfast|brunch|lunch|dinner|supper|tea|meal|snack)s?$/;

/** Words before a name that say nothing of which it is ('my', 'the', 'another', 'like', 'my usual'). */
const LEADING = new Set([
  ...['my', 'the', 'some', 'his', 'her', 'our', 'their', 'your', 'these', 'those', 'like', 'about', 'around', 'roughly', 'maybe'],
  ...['probably', 'only', 'just', 'also', 'another', 'extra', 'more', 'usual', 'normal', 'daily', 'nightly', 'both', 'all', 'of'],
  // 'on antibiotics'; counts that are no exact amount ('a few tablets').
  ...['on', 'few', 'several', 'couple', 'handful'],
  // 'it's methotrexate day'.
  ...["it's", 'its'],
]);
/** Determiners after an amount: '2 of my painkillers', '5 mg of the melatonin'. */
const AFTER_AMOUNT = new Set(['of', 'my', 'the', 'those', 'these', 'your', 'his', 'her']);
const NAME_ENDS = new Set(SUPPLEMENT_NAME_ENDS);
/** Verbs of taking said inside a phrase: what comes before them is no part of the name. */
const TAKING_WORDS = new Set(['used', 'took', 'taken', 'popped', 'injected', 'swallowed']);
const MULTIPLY = new Set(['x', '×', '*', 'times']);
/** Number words compromise reads that numbers.ts does not know alone ('five hundred', 'a thousand'). */
const NUMBER_WORDS =
  /^(?:thirteen|fourteen|sixteen|seventeen|eighteen|nineteen|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;
/** Counts that are no exact amount ('a few', 'a handful'). */
const VAGUE = new Set(['few', 'handful', 'bit', 'stack', 'dozen', 'several']);

const SUPPLEMENTS_LOWER = SUPPLEMENT_NAMES.map((name) => name.toLowerCase());
const KINDS = new Set(MEDICINE_KINDS);
/** Words that name a kind, said before the name of the one taken ('insulin … lantus'). */
const CLASSES = new Set([...MEDICINE_KINDS, ...MEDICINE_CLASSES]);
const ROUTES = new Set(MEDICINE_ROUTES);
const NOT_TAKEN_SET = new Set(NOT_TAKEN);
const LONGEST_PHRASE = 3;

/** A digit run into its unit ('400mg', '1000iu', '2x', '3caps') is read as two words. */
const UNIT_WORDS = [...Object.keys(DOSE_STRENGTHS), ...Object.keys(DOSE_FORMS)]
  .filter((word) => !word.includes(' '))
  .sort((a, b) => b.length - a.length);
const RUN_IN_UNIT = new RegExp(String.raw`(\d)(${UNIT_WORDS.join('|')}|x)(?![a-z])`, 'g');

interface Amount {
  value: number;
  /** How many words of the name were said before it. */
  at: number;
  /** Said short: '6u' is insulin units, which no food is measured in. */
  short?: boolean;
  /** A strength ('mg') or a form counted ('tablets'); none for a number said alone. */
  unit?: string;
  kind: 'strength' | 'count' | 'bare';
  /** Singular and plural of a form counted. */
  form?: [string, string];
}

/** A whole number, fraction or number word at words[i]: an amount's start ('a' and 'an' are no amount). */
function amountAt(words: readonly string[], i: number): { value: number; used: number } | null {
  const word = words[i] ?? '';
  const next = words[i + 1];
  if (word === 'a' || word === 'an') {
    // 'a couple of', 'a half': the article is the amount's; 'a few' is no amount.
    if (next !== 'couple' && next !== 'half' && next !== 'quarter') return null;
  } else if (numberToken(word) === null && !NUMBER_WORDS.test(word) && !/^\d+[½¼¾⅓⅔]$/.test(word)) return null;
  if (VAGUE.has(next ?? '') || VAGUE.has(word)) return null;
  const amount = leadingQuantity(words.slice(i));
  return amount && amount.quantity > 0 ? { value: amount.quantity, used: amount.used } : null;
}

/** A unit said at words[j]: a strength ('mg', 'billion cfu') or a form counted ('tabs'). */
function unitAt(words: readonly string[], j: number): { amount: Omit<Amount, 'value' | 'at'>; used: number } | null {
  for (const used of [2, 1]) {
    const said = words.slice(j, j + used).join(' ');
    if (words.length < j + used) continue;
    const strength = ownValue(DOSE_STRENGTHS, said);
    if (strength) return { amount: { kind: 'strength', unit: strength }, used };
    const form = ownValue(DOSE_FORMS, said);
    if (form) return { amount: { kind: 'count', form }, used };
  }
  return null;
}

/** Words that make up a phrase of a list (kinds, routes) at the start or end of a name. */
function phraseAt(words: readonly string[], list: Set<string>, atEnd: boolean): number {
  for (let size = Math.min(LONGEST_PHRASE, words.length); size > 0; size--) {
    const part = atEnd ? words.slice(words.length - size) : words.slice(0, size);
    if (list.has(part.join(' '))) return size;
  }
  return 0;
}

/**
 * A known medicine or supplement's name for a head said ('d3' → 'Vitamin D'), or null. `typos`:
 * a medicine's name may hold a typo ('ibuprofin'), as it may after 'took'; a name said with no
 * such word must be exact ('pesto' is no 'pepto').
 */
function knownName(head: string, typos: boolean): string | null {
  // No name is longer than a supplement's may be (a long run of words, read again from each word on, made a long text slow).
  if (head.length > SUPPLEMENT_LIMITS.name) return null;
  // One or many is no typo: 'probiotic' is Probiotics, 'multivitamins' Multivitamin.
  const said = [head, head.replace(/s$/, '')].map(fullSupplementName);
  // A name said in one of its spellings is written one way ('lowdose naltrexone', 'cocodamol').
  const written = MEDICINE_SPELLINGS.get(head.replace(/[\s-]/g, ''));
  if (written) return written;
  const exact = (known: readonly string[]) => known.find((name) => said.some((one) => one === name || `${one}s` === name)) ?? null;
  const supplement = typos ? closestWord(fullSupplementName(head), SUPPLEMENTS_LOWER) : exact(SUPPLEMENTS_LOWER);
  const found = supplement ? SUPPLEMENT_NAMES[SUPPLEMENTS_LOWER.indexOf(supplement)] : undefined;
  if (found) return found;
  const medicine = typos ? closestWord(head, MEDICINES) : exact(MEDICINES);
  // A name said by its letters is written so ('ldn' is LDN).
  if (medicine) return /^[^aeiou]{2,4}$/.test(medicine) ? medicine.toUpperCase() : capitalised(medicine);
  // A medicine said with a word of its own before it ('soluble aspirin', 'liquid paracetamol'), or by its stem ('ketoprofen').
  const words = head.split(' ');
  const last = words.at(-1) ?? '';
  const byLast = MEDICINES.includes(last) || DRUG_STEMS.some((stem) => last.endsWith(stem) && last.length >= stem.length + 3);
  return byLast && (words.length === 1 || !saysSomethingElse(head)) ? capitalised(head) : null;
}

/** Words of a mood, energy or feeling, or a score, said after a name ('mood's decent', 'energy low', "i'd say a 4"). */
const OTHER_SAID = /^(?:mood|mood's|energy|feeling|felt|feel|slept|sleep|i|i'd|i've|but|not|lay|laid|lie|lying|went|go|going)\b/;

/** Whether words said after a medicine's name say something else: a symptom, a mood, a food or a meal ('greek yogurt'). */
function saysOtherThing(words: string): boolean {
  if (OTHER_SAID.test(words) || MEALS_SAID.test(words)) return true;
  if (findSymptoms(words)[0]?.index === 0) return true;
  const [first = '', second = ''] = words.split(' ');
  // Something done next, said without a stop ('2 paracetamol lay in a dark room').
  if (isDoing(first)) return true;
  return COMMON_FOODS.includes(first) || (COMMON_FOODS.includes(second) && !ROUTES.has(second) && !KINDS.has(second));
}

/** Whether a word says something done ('lay', 'walking'). */
const isDoing = remembered((word: string) => {
  const [term] = (nlp(word).json() as { terms: { tags: string[] }[] }[]).flatMap((sentence) => sentence.terms);
  return term?.tags.some((tag) => tag === 'PastTense' || tag === 'Gerund') ?? false;
});

/** Only what was said: no key for a value not said. */
const definedOnly = <T extends object>(said: T): Partial<T> =>
  Object.fromEntries(Object.entries(said).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;

/** A number as dose text: '1000', '0.5', '2.5'. */
const doseText = (value: number) => String(Number(value.toFixed(3)));

/** The dose of what was said: a count of a strength is the total ('2 paracetamol 500mg' is 1000 mg), a count alone its form. */
function doseOf(
  amounts: readonly Amount[],
  formSaid: [string, string] | undefined,
  unitBefore?: string,
): Pick<SupplementSaid, 'dose' | 'unit'> {
  const strength = amounts.find((amount) => amount.kind === 'strength');
  const count = amounts.find((amount) => amount.kind === 'count');
  if (strength?.unit) return { dose: doseText((count?.value ?? 1) * strength.value), unit: strength.unit };
  if (count) {
    const [one, more] = count.form ?? formSaid ?? (unitBefore ? [unitBefore, unitBefore] : ['tablet', 'tablets']);
    return { dose: doseText(count.value), unit: count.value <= 1 ? one : more };
  }
  const bare = amounts.find((amount) => amount.kind === 'bare');
  return bare ? { dose: doseText(bare.value) } : {};
}

/** Words that say nothing taken though no list holds them: 'forgot completely', 'used a hot water bottle', 'forgot to eat'. */
const saysSomethingElse = remembered((phrase: string): boolean => {
  if (/^to\s/.test(phrase)) return true;
  const terms = (nlp(phrase).json() as { terms: { tags: string[] }[] }[]).flatMap((sentence) => sentence.terms);
  const [first] = terms;
  if (first?.tags.some((tag) => ['PastTense', 'Gerund', 'Copula', 'Modal'].includes(tag))) return true;
  return terms.every((term) => term.tags.some((tag) => ['Adverb', 'Pronoun', 'Preposition', 'Determiner', 'Conjunction'].includes(tag)));
});

/**
 * One thing taken as said ('2 paracetamol 500mg', 'my antihistamine cetirizine', 'hydroxychloroquine
 * 200mg', 'my b12 injection'), or null when it says no such thing. `named`: only a medicine or
 * supplement named as one counts (known, by its stem, its kind, a form or a unit only medicines
 * have); otherwise any name counts but something else taken ('a walk', 'my temperature').
 */
export function readSupplement(phrase: string, named: boolean, moreOf?: MoreOf): SupplementSaid | null {
  const said = phrase
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1 x ')
    .replace(/\bx(?=\d)/g, 'x ')
    .replace(RUN_IN_UNIT, '$1 $2')
    .replace(/[.!]+$/, '')
    .trim();
  const words = said.split(/\s+/).filter(Boolean);
  const amounts: Amount[] = [];
  const name: string[] = [];
  let formSaid: [string, string] | undefined;
  let multiplied = false;
  let after: string | undefined;
  for (let i = 0; i < words.length;) {
    const word = words[i] ?? '';
    if ((name.length > 0 || amounts.length > 0) && NAME_ENDS.has(word)) break;
    if (MULTIPLY.has(word) && amounts.length > 0) {
      // '2 x 500mg', '500mg x 2': the number beside the strength counts it.
      multiplied = true;
      i++;
      continue;
    }
    const amount = amountAt(words, i);
    if (amount) {
      let j = i + amount.used;
      const unit = unitAt(words, j);
      // How many times it was taken ('5mg 3 times', 'twice'), not how many pills: the doses are read apart (dosesApart).
      if (!unit && /^times?$/.test(words[j] ?? '') && amountAt(words, j + 1) === null && (name.length > 0 || amounts.length > 0)) break;
      if (unit) {
        amounts.push({ value: amount.value, at: name.length, ...unit.amount, ...(words[j] === 'u' ? { short: true } : {}) });
        j += unit.used;
      } else if (amount.value >= 50 && !multiplied && !MULTIPLY.has(words[j] ?? '')) {
        // No one takes 50 of anything: 'ibuprofen 400', '400 ibuprofen' say a strength without its unit.
        amounts.push({ value: amount.value, at: name.length, kind: 'bare' });
      } else if (name.length === 0 || multiplied || MULTIPLY.has(words[j] ?? '')) {
        amounts.push({ value: amount.value, at: name.length, kind: 'count' });
      } else {
        // A small number after a name is part of it ('omega 3', 'vitamin b 12').
        name.push(...words.slice(i, j));
        i = j;
        continue;
      }
      multiplied = false;
      while (AFTER_AMOUNT.has(words[j] ?? '')) j++;
      i = j;
      continue;
    }
    // What was said before a taking verb is something else ('broken used my blue inhaler'): the name starts after it.
    if (TAKING_WORDS.has(word) && name.length > 0 && amounts.length === 0) {
      name.length = 0;
      i++;
      continue;
    }
    if (name.length === 0 && (LEADING.has(word) || word === 'a' || word === 'an')) {
      i++;
      continue;
    }
    const form = ownValue(DOSE_FORMS, word);
    if (form && !ROUTES.has(word)) {
      formSaid = form;
      // A count said before the name takes the form said after it ('2 fish oil capsules').
      const count = amounts.find((amount) => amount.kind === 'count' && !amount.form);
      if (count) count.form = form;
      // A form that ends a kind's name stays in it ('sleeping pills', 'blood pressure tablets').
      if (phraseAt([...name, word], KINDS, true) < 2) {
        i++;
        continue;
      }
    }
    // The name of a known medicine ends at its dose said after it ('montelukast 10mg chest a bit tight'), or, dose
    // said or not, where a symptom, a food or a meal is named ('my 50mg sertraline mood's decent'): what follows is
    // read on its own.
    // A kind said before the one it is, with the dose between, is that one: 'insulin 10 units lantus', 'antihistamine 10mg cetirizine'.
    if (amounts.length > 0 && CLASSES.has(name.join(' ')) && knownName(word, false)) name.length = 0;
    if (name.length > 0 && knownName(name.join(' '), false) && !(ROUTES.has(word) || KINDS.has(word))) {
      const doseAfter = amounts.length > 0 && amounts.some((amount) => amount.at > name.length - 1);
      const from = words.slice(i).join(' ');
      if (doseAfter || saysOtherThing(from)) {
        after = from;
        break;
      }
    }
    name.push(word);
    i++;
  }

  // A kind said before a name is no part of it ('antihistamine cetirizine'), nor after a known one
  // ('cetirizine antihistamine', 'vitamin d supplement'); after another it says which ('anxiety meds').
  const leadingKind = phraseAt(name, KINDS, false);
  // Not before how it is given alone: 'steroid inhaler' says which inhaler.
  const afterKind = name.slice(leadingKind);
  let rest = afterKind.length > 0 && phraseAt(afterKind, ROUTES, true) < afterKind.length ? afterKind : name;
  const trailingKind = phraseAt(rest, KINDS, true);
  // A kind names something taken alone ('my meds') or after a short name ('anxiety meds', 'blood pressure tablets').
  const kindSaid = (leadingKind > 0 && rest === name) || (trailingKind > 0 && rest.length - trailingKind <= 2);
  const beforeKind = rest.slice(0, rest.length - trailingKind);
  if (trailingKind > 0 && trailingKind < rest.length && knownName(beforeKind.join(' '), !named)) rest = beforeKind;
  // How it is given stays after the name ('b12 injection' is Vitamin B12 injection), or is the name ('my inhaler', 'eye drops').
  const routeWords = phraseAt(rest, ROUTES, true);
  const routeAlone = rest.length > 0 && routeWords === rest.length;
  const routeSize = routeAlone ? 0 : routeWords;
  const route = rest.slice(rest.length - routeSize).join(' ');
  const head = rest.slice(0, rest.length - routeSize).join(' ');

  if (!head) {
    if (moreOf && amounts.length > 0) return { name: moreOf.name, ...doseOf(amounts, formSaid, moreOf.unit) };
    // Units said short with no name are insulin's ('7u' after a meal).
    if (amounts.some((amount) => amount.short)) return { name: 'Insulin', ...doseOf(amounts, formSaid) };
    if (!formSaid || amounts.length > 0) return null;
    return { name: capitalised(formSaid[1]) };
  }
  if (FOODS_LIKE_PILLS.includes(head)) return null;
  const known = knownName(head, !named);
  const last = head.split(' ').at(-1) ?? '';
  if (!known && (NOT_TAKEN_SET.has(head) || NOT_TAKEN_SET.has(last) || NOT_TAKEN.some((thing) => head.endsWith(` ${thing}`)))) return null;
  const medicineUnit = amounts.some(
    (amount) =>
      amount.short ||
      (amount.unit !== undefined && MEDICINE_ONLY_UNITS.includes(amount.unit)) ||
      MEDICINE_ONLY_FORMS.includes(amount.form?.[0] ?? ''),
  );
  const medicineRoute = MEDICINE_ONLY_ROUTES.includes(route) || (routeAlone && MEDICINE_ONLY_ROUTES.includes(head));
  const namedAsOne = !!known || kindSaid || medicineRoute || medicineUnit || MEDICINE_ONLY_FORMS.includes(formSaid?.[0] ?? '');
  if (named && !namedAsOne) return null;
  if (!namedAsOne && saysSomethingElse(head)) return null;
  // A food said before a medicine without a stop is no part of its name ('a croissant tramadol 50mg').
  const headWords = head.split(' ');
  const medicineAt = headWords.length > 1 ? headWords.findIndex((_, k) => k > 0 && knownName(headWords.slice(k).join(' '), false)) : -1;
  const foodWords = medicineAt > 0 ? headWords.slice(0, medicineAt) : [];
  if (foodWords.length > 0 && foodWords.every((word) => COMMON_FOODS.includes(word) || COMMON_FOODS.includes(word.replace(/s$/, '')))) {
    const medicine = readSupplement(
      headWords
        .slice(medicineAt)
        .concat(route ? [route] : [])
        .join(' '),
      true,
    );
    if (medicine) return { ...medicine, ...doseOf(amounts, formSaid), foodBefore: foodWords.join(' '), ...(after ? { after } : {}) };
  }
  const fullName = [known ?? capitalised(head), route].filter(Boolean).join(' ').slice(0, 80);
  return { name: fullName, ...doseOf(amounts, formSaid), ...(after ? { after } : {}) };
}

/** Whether a thing said is something other than a medicine taken ('a walk', 'my temperature', 'a hot water bottle'). */
function isNotTaken(item: string): boolean {
  const words = item.trim().split(/\s+/);
  const head = words.slice(words.findIndex((word) => !LEADING.has(word) && word !== 'a' && word !== 'an')).join(' ');
  return !MEALS.test(item.trim()) && NOT_TAKEN.some((thing) => head === thing || head.endsWith(` ${thing}`));
}

/** Where a symptom said after what was taken starts ('… and a coffee nausea 2'), not one naming what was taken ('anxiety meds', 'cough syrup'). */
function symptomAfter(list: string): number | null {
  for (const found of findSymptoms(list)) {
    const before = list.slice(0, found.index).trim();
    // Only after something named: 'my temperature' is no 'my' and a fever.
    const named = before.split(' ').some((word) => word && !LEADING.has(word) && word !== 'a' && word !== 'an');
    const after = list.slice(found.end).trim().split(' ');
    const next = after[0] ?? '';
    const from = list.slice(found.index);
    const namesTaken =
      KINDS.has(next) ||
      ROUTES.has(next) ||
      ownValue(DOSE_FORMS, next) !== undefined ||
      /(?:^|\s)anti-?$/.test(before) ||
      MEDICINE_KINDS.some((kind) => from === kind || from.startsWith(`${kind} `));
    if (named && !namesTaken) return found.index;
  }
  return null;
}

/**
 * What a clause says was taken or skipped, or null when it says nothing of it. After a taking
 * verb ('took', 'popped', "didn't take") anything named is taken; after one said of other things
 * too ('had', 'used', 'skipped', 'forgot') only medicines and supplements named as such; with no
 * verb, a clause that is only a list of them ('my calcium and vitamin d', '5 mg of melatonin').
 * `before`: the draft said before, whose taken or skipped a list said alone carries on.
 */
export function supplementsSaid(
  said: string,
  before: Before | undefined,
  isFood: (text: string) => boolean,
  lastTaken?: Before,
): TakenSaid | null {
  const label = LABEL.exec(said);
  const text = label ? `took ${said.slice(label[0].length)}` : said;
  const again = REPEAT.exec(text);
  // After something else ('had a coffee at 9, and another at 11'), only a dose said is more of the one taken before.
  const of = before?.kind === 'supplement' && before.name ? before : DOSE_ALONE.test(again?.[1] ?? '') ? lastTaken : undefined;
  if (again && of?.name) {
    // 'another at 3': the one before at its dose; 'another 2mg at 11': at the dose said; a symptom said after it is read on its own.
    const said = again[1] ?? '';
    const symptom = symptomAfter(said);
    const dosePart = symptom === null ? said : said.slice(0, symptom);
    const more = dosePart ? readSupplement(dosePart, true, { name: of.name, ...(of.unit ? { unit: of.unit } : {}) }) : null;
    const dose = more?.dose ? { dose: more.dose, ...(more.unit ? { unit: more.unit } : {}) } : { dose: of.dose, unit: of.unit };
    const { after, foodBefore: _, ...other } = more ?? { name: '' };
    const supplement = more && more.name !== of.name ? other : { name: of.name, ...definedOnly(dose) };
    const rest = [after, symptom === null ? undefined : said.slice(symptom)].filter(Boolean).join(' ');
    return { supplements: [{ ...supplement, taken: true }], foods: [], ...(rest ? { rest } : {}) };
  }
  const notTaken = NOT_TAKEN_VERBS.exec(text);
  const skipped = notTaken ? null : SKIPPED.exec(text);
  const took = notTaken || skipped ? null : TAKEN.exec(text);
  const had = notTaken || skipped || took ? null : HAD.exec(text);
  const used = notTaken || skipped || took || had ? null : USED.exec(text);
  const verb = notTaken ?? skipped ?? took ?? had ?? used;
  const taken = verb ? !(notTaken ?? skipped) : before?.kind === 'supplement' ? (before.taken ?? true) : true;
  // 'loose': anything named; 'some': the named ones; 'all': only a list that is all named ones.
  const mode = notTaken || took ? 'loose' : skipped || used ? 'some' : 'all';

  const [object = '', mealSaid] = (verb?.[1] ?? text).split(MEAL_SAID_AFTER);
  // 'took up knitting', 'took off my coat', 'took over': another verb, nothing taken.
  if (took && PARTICLE.test(object)) return { supplements: [], foods: [] };
  const any = ANY_KIND.exec(object.replace(REASON, '').trim());
  if ((notTaken || skipped) && any && phraseAt((any[1] ?? '').split(' '), KINDS, false) > 0) return { supplements: [], foods: [] };
  // 'had no painkillers today', 'took no ibuprofen': none taken, and no dose was missed.
  if (verb && !(notTaken || skipped) && /^no\s/.test(object.trim())) return { supplements: [], foods: [] };
  // 'took it at lunch 800mg': the medicine said before, at the dose said now.
  const pronoun = verb && !(notTaken || skipped) ? PRONOUN.exec(object.trim()) : null;
  if (pronoun && lastTaken?.name) {
    const more = readSupplement(pronoun[1] ?? '', true, { name: lastTaken.name, ...(lastTaken.unit ? { unit: lastTaken.unit } : {}) });
    if (more?.name === lastTaken.name || !pronoun[1] || /^(?:instead|too|as well|again)$/.test(pronoun[1]))
      return {
        supplements: [{ name: lastTaken.name, ...(more?.dose ? definedOnly({ dose: more.dose, unit: more.unit }) : {}), taken: true }],
        foods: [],
      };
  }
  let list = object.replace(REASON, '');
  const symptom = symptomAfter(list);
  const rest = symptom === null ? undefined : list.slice(symptom).trim();
  if (symptom !== null) list = list.slice(0, symptom).trim();

  const supplements: SupplementTaken[] = [];
  const foods: string[] = [];
  let unnamed = false;
  const items = list.split(LIST).filter((item) => item.trim());
  const moreOf = !verb && before?.kind === 'supplement' && before.name ? { name: before.name, unit: before.unit } : undefined;
  // A dose alone in the unit of one said earlier ('… apple, 5u' after '6u humalog') is more of it.
  const sameUnitAs = !verb && !moreOf && lastTaken?.name && lastTaken.unit ? { name: lastTaken.name, unit: lastTaken.unit } : undefined;
  let afterList: string | undefined;
  for (const [i, item] of items.entries()) {
    const alone = sameUnitAs ? readSupplement(item, true, sameUnitAs) : null;
    const found =
      (alone && alone.name === sameUnitAs?.name && alone.unit === sameUnitAs.unit ? alone : null) ?? readSupplement(item, true, moreOf);
    const { after, foodBefore, ...named } = found ?? { name: '' };
    if (foodBefore) foods.push(foodBefore);
    if (after !== undefined) {
      // What follows the name is read on its own, with the rest of the list ('novorapid greek yogurt and blueberries').
      afterList = [after, ...items.slice(i + 1)].join(' and ');
      supplements.push({ ...named, taken });
      break;
    }
    if (found) supplements.push({ ...named, taken });
    else if (mode === 'all') unnamed = true;
    else if (mode === 'loose' && i > 0 && isFood(item) && !isNotTaken(item)) foods.push(item);
    else if (mode === 'loose') {
      const { after, foodBefore, ...anyName } = readSupplement(item, false) ?? { name: '' };
      if (foodBefore) foods.push(foodBefore);
      if (anyName.name) supplements.push({ ...anyName, taken });
      if (after !== undefined) {
        afterList = [after, ...items.slice(i + 1)].join(' and ');
        break;
      }
    }
  }
  // 'took my temperature', 'had a hot water bottle', 'skipped the gym': something else was taken or
  // had, which is no entry (and no symptom, no food).
  if (supplements.length === 0 || unnamed)
    return verb && items.every(isNotTaken) ? { supplements: [], foods: [], ...(rest ? { rest } : {}) } : null;
  const restSaid = [afterList, rest].filter(Boolean).join(' ');
  return { supplements, foods, ...(mealSaid ? { mealSaid } : {}), ...(restSaid ? { rest: restSaid } : {}) };
}

/** A clock time as said: '10', '4pm', '2:15', '8.30 am'. */
const CLOCK = String.raw`\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?`;
/** Words of a time of day or a meal a dose is said at ('morning', 'pm', 'with dinner', 'at bedtime'). */
const PART = String.raw`(?:my\s+|the\s+)?(?:morning|afternoon|evening|night|bedtime|bed|breakfast|brunch|lunch|dinner|supper|am|pm)`;
const PREPOSITION = String.raw`(?:at|with|after|before|for|around|about|in the|this)\s+`;
/** Two times a dose was taken, said with 'and' ('morning and evening', 'am and pm', 'with breakfast and dinner', 'at 8 and 8pm'). */
const TWO_TIMES = new RegExp(
  String.raw`\b(${PREPOSITION})?(${PART}|${CLOCK})\s+(?:and|&)\s+(?:again\s+)?(${PREPOSITION})?(${PART}\b|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\d{1,2}(?:[:.]\d{2})?(?![\w:.])(?!\s+(?!(?:today|again|too|then)\b)[a-z]))`,
);
/** A dose said again after the first ('… at 10 and again at 4pm', '… and another at 3', '… once at 3am and once after the school run'). */
const AGAIN_SAID = /\s+(?:and\s+then|and|then)\s+(?=(?:again|another|once|one more|a second)\b)/;
/** How many times it was taken, with no times said ('10mg baclofen twice', 'ivabradine 2.5mg 2 times today'). */
const TIMES_TAKEN = /\b(?:(twice)|(two|three|four|five|\d)\s+times(?!\s*\d))\b/;
/** Times listed after how many ('3 times (8, 12, 4)', 'twice at 9 and 5'): each a dose. */
const TIMES_LISTED = new RegExp(
  String.raw`\b(?:twice|(?:two|three|four|five|\d)\s*(?:times|x))(?:\s+(?:a|per)\s+day|\s+today)?[\s,:;.()\[\]-]*(?:at\s+)?(${CLOCK}(?:[\s,()]*(?:,|and|&|then)[\s,()]*(?:at\s+)?${CLOCK})+)(?=[\s,.;)\]]|$)`,
  'g',
);
/** Three or more times listed after 'at', with no count ('took co-codamol at 8am, 2pm and 8pm'): each a dose. */
const TIMES_AT_LISTED = new RegExp(
  String.raw`\bat\s+(${CLOCK}(?:\s*,\s*(?:at\s+)?${CLOCK})+\s*,?\s*(?:and|&)\s*(?:at\s+)?${CLOCK})(?=[\s,.;)\]]|$)`,
  'g',
);
/** A list said to have been taken at one time ('vit d 25mcg, magnesium 400mg, zinc 15mg all at breakfast'). */
const ALL_AT = new RegExp(String.raw`\s+(?:all|both)\s+(${PREPOSITION}\S+(?:\s+(?:time|\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm))?))?)\s*$`);

/** A number of times said in words or digits. */
const timesOf = (said: string) => (said === 'twice' ? 2 : (numberToken(said) ?? 1));

/** A dose said alone ('8 units', 'another 6 units'), of the medicine said before. */
const DOSE_ALONE = /^(?:another\s+)?\d+(?:\.\d+)?\s*(?:u|units?|mg|mcg|iu|puffs?)\b/;
/** 'took it', 'took them': the medicine said before, taken. */
const TOOK_IT = /^(?:i\s+)?(?:\w+\s+)?(?:took|taken|injected|used|popped)\s+(?:it|them)\b(?!\s+(?:easy|slow|off|out|back|in)\b)/;

/** Whether words say something taken (a supplement or medicine named, a dose alone, 'took it'), read with no draft before. */
const namesTaken = (text: string) =>
  DOSE_ALONE.test(text) || TOOK_IT.test(text) || (supplementsSaid(text, undefined, () => false)?.supplements.length ?? 0) > 0;

/** A dose said 'again' ends there ('8 units again blood sugar went low at 9pm'), unless a time follows. */
const AGAIN_ENDS = /\bagain\s+(?!(?:at|around|about|in|with|this|after|before|for|today|tonight|later|too|and)\b)(?=[a-z])/;

/**
 * Before the text is broken into clauses: times listed after a count of doses said as one dose
 * taken at each ('took midodrine 5mg 3 times (8, 12, 4)' → '… at 8 and again at 12 and again at
 * 4'), and a time said of a whole list of things taken said of each ('… zinc 15mg all at breakfast').
 */
export function dosesListed(text: string): string {
  return text
    .split(/(?<=[.;!?\n])/)
    .map((sentence) => {
      const eachTaken = (said: string, times: string, at: number) => {
        // What was taken is said in the clause before the count ('…, took midodrine 5mg 3 times (8, 12, 4)').
        if (
          !namesTaken(
            sentence
              .slice(0, at)
              .replace(/^.*[.;!?\n,]/s, '')
              .trim(),
          )
        )
          return said;
        const each = times.split(/[\s,()]*(?:,|\band\b|&|\bthen\b)[\s,()]*/).map((time) => time.replace(/^at\s+/, '').trim());
        return each.map((time, i) => `${i === 0 ? '' : 'and again '}at ${time}`).join(' ');
      };
      const listed = moreOfTheSame(sentence.replace(TIMES_LISTED, eachTaken).replace(TIMES_AT_LISTED, eachTaken));
      const end = listed.replace(/[.;!?\n\s]+$/, '');
      const all = ALL_AT.exec(end);
      const pieces = all ? end.slice(0, all.index).split(/\s*,\s*/) : [];
      if (!all || pieces.length < 2 || !namesTaken(pieces[0] ?? '')) return listed;
      return `${pieces.map((piece) => `${piece} ${all[1]}`).join(', ')}${listed.slice(end.length)}`;
    })
    .join('');
}

/** 'and 2 more at 4pm': a count of what was just taken, again. */
const MORE_OF = /\b(\d+|one|two|three|four)\s+more\b(?!\s+(?:hours?|hrs?|times?|days?|mins?|minutes?|than|of)\b)/;
/** A strength said, per tablet or capsule ('400mg'). */
const STRENGTH = /(\d+(?:\.\d+)?)\s*(mg|mcg|g|iu|ml)\b/g;

/**
 * 'took 2 ibuprofen 400mg at 10 and 2 more at 4' → '… and 2 ibuprofen 400mg at 4': a count said
 * again is of the tablet said before, at its strength (the dose before is the total of its count).
 */
function moreOfTheSame(sentence: string): string {
  const more = MORE_OF.exec(sentence);
  if (!more) return sentence;
  const before = sentence.slice(0, more.index);
  const strength = [...before.matchAll(STRENGTH)].at(-1);
  const name = supplementsSaid(before.replace(/^.*[.;!?\n,]/s, '').trim(), undefined, () => false)?.supplements.at(-1)?.name;
  if (!strength || !name) return sentence;
  return `${before}${more[1]} ${name.toLowerCase()} ${strength[0]}${sentence.slice(more.index + more[0].length)}`;
}

/** Where a known medicine or a dose alone starts after a time or a food said without a stop ('… for breakfast around 10 tramadol 50mg at 11'). */
function medicineStart(words: readonly string[]): number {
  for (let k = 2; k < words.length; k++) {
    const last = words[k - 1] ?? '';
    const afterTime =
      (/^\d{1,2}(?:[:.]\d{2})?(?:am|pm)?$/.test(last) && /^(?:at|around|about|by)$/.test(words[k - 2] ?? '')) ||
      /^(?:am|pm)$/.test(last) ||
      (MEALS.test(last) && /^(?:for|with|at|after|before)$/.test(words[k - 2] ?? ''));
    const afterFood = COMMON_FOODS.includes(last) && !knownName(words.slice(k - 1, k + 1).join(' '), false);
    if (!afterTime && !afterFood) continue;
    const tail = words.slice(k).join(' ');
    // 'dinner pasta at 7 with 8 units': a dose alone taken with what was had then.
    if (afterTime && words[k] === 'with' && DOSE_ALONE.test(words.slice(k + 1).join(' '))) return k + 1;
    const medicine = MEDICINES.includes(words[k] ?? '') || MEDICINES.includes(words.slice(k, k + 2).join(' '));
    const doseAlone = DOSE_ALONE.test(tail);
    // A dose alone after a time is one taken then, unless what was said before says so ('took it at lunch 800mg').
    const dosed = /^(?:another\s+)?\d/.test(tail) && !/\b(?:took|taken|take|injected|used|gave myself)\b/.test(words.slice(0, k).join(' '));
    if (medicine || (afterTime && dosed && (doseAlone || readSupplement(tail, true)))) return k;
  }
  return -1;
}

/**
 * A clause of things taken, broken where each dose is said ('took propranolol 10mg at 9 and another
 * at 3' → '… at 9', 'another at 3'; 'fostair 2 puffs am and pm' → '… morning', 'again evening';
 * '10mg baclofen twice' → '10mg baclofen', 'again'): each dose its own entry at its own time.
 * 'am' and 'pm' said alone after a dose are the morning and the evening.
 */
export function dosesApart(clause: string): string[] {
  // A symptom said after what was taken is its own clause, at its own time ('… 800mg instead stomach ache 2 in the evening').
  const ended = AGAIN_ENDS.exec(clause);
  if (ended && namesTaken(clause.slice(0, ended.index)))
    return [...dosesApart(clause.slice(0, ended.index + 'again'.length)), ...dosesApart(clause.slice(ended.index + ended[0].length))];
  const symptom = symptomAfter(clause.replace(REASON, ''));
  if (symptom !== null && namesTaken(clause.slice(0, symptom)))
    return [...dosesApart(clause.slice(0, symptom).trim()), clause.slice(symptom)];
  const words = clause.split(' ');
  const start = medicineStart(words);
  if (start > 0) {
    const before = words
      .slice(0, start)
      .join(' ')
      .replace(/\s+with$/, '');
    // Not within a clause of things taken that goes on ('took 2 paracetamol at 10 ibuprofen at 2' is split too).
    return [before, ...dosesApart(words.slice(start).join(' '))];
  }
  const said = clause.replace(/(?<!\b(?:i|we|you|they|he|she|it)\s)(?<![\d:.]\s?)\b(am|pm)\b/g, (half) =>
    half === 'am' ? 'morning' : 'evening',
  );
  const pieces = dosesOf(said);
  return namesTaken(pieces[0] ?? '') ? pieces : [clause];
}

/** The doses a clause says, each with its own time said. */
function dosesOf(said: string): string[] {
  const again = AGAIN_SAID.exec(said);
  if (again) return [said.slice(0, again.index), ...dosesOf(said.slice(again.index + again[0].length)).map(againSaid)];
  const two = TWO_TIMES.exec(said);
  // A number said alone is a time only after 'at' ('took 2 and 2 more' says no time).
  if (two && (two[1] || !/^\d+$/.test(two[2] ?? ''))) {
    const first = said.slice(0, two.index + (two[1] ?? '').length + (two[2] ?? '').length);
    const preposition = two[3] ?? (/^\d/.test(two[4] ?? '') ? 'at ' : (two[1] ?? ''));
    return [first, `again ${preposition}${two[4] ?? ''}${said.slice(two.index + two[0].length)}`.trim()];
  }
  const count = TIMES_TAKEN.exec(said);
  if (count) {
    const times = Math.min(timesOf(count[1] ?? count[2] ?? ''), 6);
    const once = `${said.slice(0, count.index)}${said.slice(count.index + count[0].length)}`.replace(/\s+/g, ' ').trim();
    return [once, ...Array.from({ length: times - 1 }, () => 'again')];
  }
  return [said];
}

/** A dose said again keeps its word of again ('again at 4pm'). */
const againSaid = (piece: string) => (REPEAT.test(piece) ? piece : `again ${piece}`);
