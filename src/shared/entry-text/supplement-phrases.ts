import nlp from 'compromise';
import { ownValue } from '../records.js';
import { capitalised } from '../words.js';
import { leadingQuantity, numberToken } from './numbers.js';
import {
  closestWord,
  DOSE_FORMS,
  DOSE_STRENGTHS,
  DRUG_STEMS,
  findSymptoms,
  FOODS_LIKE_PILLS,
  fullSupplementName,
  MEDICINE_KINDS,
  MEDICINE_ONLY_FORMS,
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

/** What the meal a supplement was taken with was, said after it ('took vitamin D with breakfast which was yogurt'). */
const MEAL_SAID_AFTER = /\s+(?:which|that)\s+(?:was|were|is)\s+/;
/** Why it was taken ends the list: 'took ibuprofen for my headache and nausea' names one medicine. */
const REASON = /\s+(?:for|because|cos|coz|since|as|to help|to stop|to ease|to calm|to settle)\s.*$/;
/** Words between the things of a list. */
const LIST = /\s*,\s*|\s+(?:and|&|plus|\+)\s+/;

/** A verb's particle after 'took' says it is another verb: 'took up knitting', 'took off my coat', 'took over'. */
const PARTICLE = /^(?:up|off|over|out|back|down|away|apart|part|place|after|in|on)\b/;

/** Meals, which 'skipped' and 'had' say of as often as of medicines: the meal rules read them. */
const MEALS = /\b(?:breakfast|brunch|lunch|dinner|supper|tea|meal|snack)s?$/;

/** Words before a name that say nothing of which it is ('my', 'the', 'another', 'like', 'my usual'). */
const LEADING = new Set([
  ...['my', 'the', 'some', 'his', 'her', 'our', 'their', 'your', 'these', 'those', 'like', 'about', 'around', 'roughly', 'maybe'],
  ...['probably', 'only', 'just', 'also', 'another', 'extra', 'more', 'usual', 'normal', 'daily', 'nightly', 'both', 'all', 'of'],
  // 'on antibiotics'; counts that are no exact amount ('a few tablets').
  ...['on', 'few', 'several', 'couple', 'handful'],
]);
/** Determiners after an amount: '2 of my painkillers', '5 mg of the melatonin'. */
const AFTER_AMOUNT = new Set(['of', 'my', 'the', 'those', 'these', 'your', 'his', 'her']);
const NAME_ENDS = new Set(SUPPLEMENT_NAME_ENDS);
const MULTIPLY = new Set(['x', '×', '*', 'times']);
/** Number words compromise reads that numbers.ts does not know alone ('five hundred', 'a thousand'). */
const NUMBER_WORDS =
  /^(?:thirteen|fourteen|sixteen|seventeen|eighteen|nineteen|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;
/** Counts that are no exact amount ('a few', 'a handful'). */
const VAGUE = new Set(['few', 'handful', 'bit', 'stack', 'dozen', 'several']);

const SUPPLEMENTS_LOWER = SUPPLEMENT_NAMES.map((name) => name.toLowerCase());
const KINDS = new Set(MEDICINE_KINDS);
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
function unitAt(words: readonly string[], j: number): { amount: Omit<Amount, 'value'>; used: number } | null {
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
  // One or many is no typo: 'probiotic' is Probiotics, 'multivitamins' Multivitamin.
  const said = [head, head.replace(/s$/, '')].map(fullSupplementName);
  const exact = (known: readonly string[]) => known.find((name) => said.some((one) => one === name || `${one}s` === name)) ?? null;
  const supplement = typos ? closestWord(fullSupplementName(head), SUPPLEMENTS_LOWER) : exact(SUPPLEMENTS_LOWER);
  const found = supplement ? SUPPLEMENT_NAMES[SUPPLEMENTS_LOWER.indexOf(supplement)] : undefined;
  if (found) return found;
  const medicine = typos ? closestWord(head, MEDICINES) : exact(MEDICINES);
  if (medicine) return capitalised(medicine);
  // A medicine said with a word of its own before it ('soluble aspirin', 'liquid paracetamol'), or by its stem ('ketoprofen').
  const words = head.split(' ');
  const last = words.at(-1) ?? '';
  const byLast = MEDICINES.includes(last) || DRUG_STEMS.some((stem) => last.endsWith(stem) && last.length >= stem.length + 3);
  return byLast && (words.length === 1 || !saysSomethingElse(head)) ? capitalised(head) : null;
}

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
function saysSomethingElse(phrase: string): boolean {
  if (/^to\s/.test(phrase)) return true;
  const terms = (nlp(phrase).json() as { terms: { tags: string[] }[] }[]).flatMap((sentence) => sentence.terms);
  const [first] = terms;
  if (first?.tags.some((tag) => ['PastTense', 'Gerund', 'Copula', 'Modal'].includes(tag))) return true;
  return terms.every((term) => term.tags.some((tag) => ['Adverb', 'Pronoun', 'Preposition', 'Determiner', 'Conjunction'].includes(tag)));
}

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
      if (unit) {
        amounts.push({ value: amount.value, ...unit.amount });
        j += unit.used;
      } else if (amount.value >= 50 && !multiplied && !MULTIPLY.has(words[j] ?? '')) {
        // No one takes 50 of anything: 'ibuprofen 400', '400 ibuprofen' say a strength without its unit.
        amounts.push({ value: amount.value, kind: 'bare' });
      } else if (name.length === 0 || multiplied || MULTIPLY.has(words[j] ?? '')) {
        amounts.push({ value: amount.value, kind: 'count' });
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
    if (!formSaid || amounts.length > 0) return null;
    return { name: capitalised(formSaid[1]) };
  }
  if (FOODS_LIKE_PILLS.includes(head)) return null;
  const known = knownName(head, !named);
  const last = head.split(' ').at(-1) ?? '';
  if (!known && (NOT_TAKEN_SET.has(head) || NOT_TAKEN_SET.has(last) || NOT_TAKEN.some((thing) => head.endsWith(` ${thing}`)))) return null;
  const medicineUnit = amounts.some(
    (amount) =>
      (amount.unit !== undefined && MEDICINE_ONLY_UNITS.includes(amount.unit)) || MEDICINE_ONLY_FORMS.includes(amount.form?.[0] ?? ''),
  );
  const medicineRoute = MEDICINE_ONLY_ROUTES.includes(route) || (routeAlone && MEDICINE_ONLY_ROUTES.includes(head));
  const namedAsOne = !!known || kindSaid || medicineRoute || medicineUnit || MEDICINE_ONLY_FORMS.includes(formSaid?.[0] ?? '');
  if (named && !namedAsOne) return null;
  if (!namedAsOne && saysSomethingElse(head)) return null;
  const fullName = [known ?? capitalised(head), route].filter(Boolean).join(' ').slice(0, 80);
  return { name: fullName, ...doseOf(amounts, formSaid) };
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
export function supplementsSaid(text: string, before: Before | undefined, isFood: (text: string) => boolean): TakenSaid | null {
  const notTaken = NOT_TAKEN_VERBS.exec(text);
  const skipped = notTaken ? null : SKIPPED.exec(text);
  const took = notTaken || skipped ? null : TAKEN.exec(text);
  const had = notTaken || skipped || took ? null : HAD.exec(text);
  const used = notTaken || skipped || took || had ? null : USED.exec(text);
  const verb = notTaken ?? skipped ?? took ?? had ?? used;
  const taken = verb ? !(notTaken ?? skipped) : before?.kind === 'supplement' ? (before.taken ?? true) : true;
  // 'loose': anything named; 'some': the named ones; 'all': only a list that is all named ones.
  const mode = notTaken || took ? 'loose' : skipped || used ? 'some' : 'all';

  const [said = '', mealSaid] = (verb?.[1] ?? text).split(MEAL_SAID_AFTER);
  // 'took up knitting', 'took off my coat', 'took over': another verb, nothing taken.
  if (took && PARTICLE.test(said)) return { supplements: [], foods: [] };
  let list = said.replace(REASON, '');
  const symptom = symptomAfter(list);
  const rest = symptom === null ? undefined : list.slice(symptom).trim();
  if (symptom !== null) list = list.slice(0, symptom).trim();

  const supplements: SupplementTaken[] = [];
  const foods: string[] = [];
  let unnamed = false;
  const items = list.split(LIST).filter((item) => item.trim());
  const moreOf = !verb && before?.kind === 'supplement' && before.name ? { name: before.name, unit: before.unit } : undefined;
  for (const [i, item] of items.entries()) {
    const named = readSupplement(item, true, moreOf);
    if (named) supplements.push({ ...named, taken });
    else if (mode === 'all') unnamed = true;
    else if (mode === 'loose' && i > 0 && isFood(item)) foods.push(item);
    else if (mode === 'loose') {
      const any = readSupplement(item, false);
      if (any) supplements.push({ ...any, taken });
    }
  }
  // 'took my temperature', 'had a hot water bottle', 'skipped the gym': something else was taken or
  // had, which is no entry (and no symptom, no food).
  if (supplements.length === 0 || unnamed)
    return verb && items.every(isNotTaken) ? { supplements: [], foods: [], ...(rest ? { rest } : {}) } : null;
  return { supplements, foods, ...(mealSaid ? { mealSaid } : {}), ...(rest ? { rest } : {}) };
}
