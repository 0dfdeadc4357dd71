import { FOOD_LEXICON } from '../food-lexicon.js';
import { SUPPLEMENT_SUGGESTIONS } from '../health.js';
import { ownValue } from '../records.js';

// The words the parser knows, and the typo fixing that maps 'headahce' to 'headache'.

/** Body parts whose pain has no entry of its own below: 'knee pain', 'my hips hurt', 'sore wrist' name '<Part> pain'. */
const PAINFUL_PARTS: [part: string, plural: string][] = [
  ...['knee', 'hip', 'shoulder', 'wrist', 'ankle', 'hand', 'elbow', 'leg', 'arm', 'jaw', 'rib', 'eye', 'finger', 'toe', 'heel'].map(
    (part): [string, string] => [part, `${part}s`],
  ),
  ['foot', 'feet'],
  ['calf', 'calves'],
  ['sinus', 'sinuses'],
  ['pelvic', 'pelvic'],
  ['nerve', 'nerves'],
];

/** Pains that have a name of their own, and the body parts that say them ('my tummy hurts' is a stomach ache). */
const NAMED_PAINS: [name: string, parts: [part: string, plural: string][]][] = [
  ['Headache', [['head', 'head']]],
  [
    'Back pain',
    [
      ['back', 'back'],
      ['lower back', 'lower back'],
    ],
  ],
  ['Joint pain', [['joint', 'joints']]],
  ['Muscle pain', [['muscle', 'muscles']]],
  [
    'Stomach ache',
    [
      ['stomach', 'stomach'],
      ['tummy', 'tummy'],
      ['belly', 'belly'],
    ],
  ],
  ['Neck pain', [['neck', 'neck']]],
  ['Chest pain', [['chest', 'chest']]],
  ['Sore throat', [['throat', 'throat']]],
  ['Toothache', [['tooth', 'teeth']]],
  ['Earache', [['ear', 'ears']]],
];

/** The ways people say a part hurts: 'knee pain', 'my knees are aching', 'sore knee', 'knee is killing me'. */
const painPhrases = ([part, plural]: [string, string]): string[] => [
  ...['pain', 'ache', 'aches', 'hurts', 'is hurting', 'sore', 'is sore', 'is aching', 'is killing me', 'is throbbing'].map(
    (said) => `${part} ${said}`,
  ),
  ...['hurt', 'are hurting', 'ache', 'sore', 'are sore', 'are aching', 'aching', 'are killing me'].map((said) => `${plural} ${said}`),
  ...['painful', 'sore', 'aching', 'achy', 'burning', 'throbbing', 'tender'].flatMap((said) => [`${said} ${part}`, `${said} ${plural}`]),
  ...['my', 'the', 'both'].flatMap((whose) => [`pain in ${whose} ${part}`, `pain in ${whose} ${plural}`]),
];

/** Kinds of pain said before where it is: 'joint pain in my hands' is joint pain, not hand pain. */
const PAIN_KINDS: [name: string, said: string][] = [
  ['Joint pain', 'joint pain'],
  ['Muscle pain', 'muscle pain'],
  ['Nerve pain', 'nerve pain'],
];

const pains = (): Record<string, string[]> => {
  const byPart: Record<string, string[]> = Object.fromEntries([
    ...PAINFUL_PARTS.map((part): [string, string[]] => [`${part[0].charAt(0).toUpperCase()}${part[0].slice(1)} pain`, painPhrases(part)]),
    ...NAMED_PAINS.map(([name, parts]): [string, string[]] => [name, parts.flatMap(painPhrases)]),
  ]);
  for (const [name, said] of PAIN_KINDS) {
    byPart[name] = [
      ...(byPart[name] ?? []),
      ...PAINFUL_PARTS.flatMap(([part, plural]) => [`${said} in my ${part}`, `${said} in my ${plural}`]),
    ];
  }
  return byPart;
};

/** A symptom's own words, with the body-part ways of saying its pain ('Headache': 'headache', 'my head hurts'). */
const withPains = (symptoms: Record<string, readonly string[]>): Record<string, readonly string[]> => {
  const bodyPains = pains();
  const merged: Record<string, readonly string[]> = { ...bodyPains };
  for (const [name, phrases] of Object.entries(symptoms)) merged[name] = [...new Set([...phrases, ...(bodyPains[name] ?? [])])];
  return merged;
};

/** How much, said between 'felt' and 'sick' ('felt a bit sick'); the first is nothing. */
const SICK_HOW = [
  '',
  ...['a bit', 'a little', 'a little bit', 'really', 'very', 'so', 'quite', 'pretty', 'slightly', 'kind of', 'kinda'].map(
    (how) => `${how} `,
  ),
];

/** How often, as people say it after a word: 'twice', '3 times', '3x', 'a few times'. */
const SAID_COUNTS: readonly string[] = [
  ...['once', 'twice', 'thrice', 'a couple of times', 'a couple times', 'a few times', 'several times', 'many times'],
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((n) => `${n} times`),
  ...Array.from({ length: 19 }, (_, i) => i + 2).flatMap((n) => [`${n} times`, `${n}x`]),
];

/**
 * Words that hold a symptom's words but say something else. They are read before any symptom and
 * name none, and what else the text says still counts ('off sick with a migraine' is a migraine).
 * 'Sick' of something, or as a state over days or a reason to be away, is being unwell or fed up,
 * not being sick: 'sick of it', 'sick and tired', 'sick with a cold', 'been sick all week',
 * 'off sick', 'home sick', 'called in sick', 'a sick day', 'that was sick' (great).
 */
const NOT_SYMPTOMS: readonly string[] = [
  ...['sick of', 'sick to death', 'sick and tired', 'sick with'],
  ...['all week', 'all month', 'for days', 'for weeks', 'for a week', 'for a few days', 'for ages', 'since', 'this week', 'this month'].map(
    (span) => `sick ${span}`,
  ),
  ...['off', 'home', 'in', 'out', 'that was', 'it was', 'this was'].map((before) => `${before} sick`),
  ...['day', 'days', 'leave', 'note', 'pay', 'bay'].map((noun) => `sick ${noun}`),
];

/** Symptom names as saved, with the other ways people say them (pains by body part come from NAMED_PAINS). */
export const SYMPTOMS: Record<string, readonly string[]> = withPains({
  'Sinus pain': ['sinus pain', 'sinus pressure', 'sinus ache', 'sinuses hurt', 'sinus hurts'],
  'Flare-up': ['flare up', 'flare-up', 'flareup', 'flare', 'flared up', 'flaring up', 'flaring'],
  Swelling: ['swelling', 'swollen'],
  'Hot flashes': ['hot flashes', 'hot flash', 'hot flushes', 'hot flush'],
  'Night sweats': ['night sweats', 'night sweat'],
  // Any other pain, after every named one has had its turn (longer phrases are matched first).
  Pain: ['pain', 'in pain'],
  Headache: ['headache', 'headaches', 'head is pounding', 'pounding head'],
  Migraine: ['migraine', 'migraines'],
  Nausea: [
    ...['nausea', 'nauseous', 'nauseated', 'queasy', 'sick to my stomach'],
    // 'Feeling sick' is nausea, as is being about to be sick; 'was sick' is Vomiting.
    ...['feeling', 'feel', 'feels', 'felt'].flatMap((verb) => SICK_HOW.map((how) => `${verb} ${how}sick`)),
    ...['going to be sick', 'gonna be sick', 'about to be sick', 'might be sick'],
  ],
  Fatigue: ['fatigue'],
  Dizziness: ['dizziness', 'dizzy', 'lightheaded', 'light-headed', 'vertigo'],
  Bloating: ['bloating', 'bloated'],
  Cramps: ['cramps', 'cramping', 'period pain'],
  'Back pain': ['backache'],
  'Stomach ache': ['stomachache', 'bellyache'],
  'Neck pain': ['stiff neck', 'neck is stiff'],
  Anxiety: ['anxiety', 'anxious', 'panic attack', 'panic attacks', 'panicky'],
  Insomnia: [
    ...['insomnia', "couldn't sleep", 'could not sleep', "can't sleep", 'cannot sleep', "didn't sleep", 'did not sleep'],
    ...['slept badly', 'slept poorly', 'barely slept', 'poor sleep', 'trouble sleeping'],
  ],
  'Brain fog': ['brain fog', 'foggy', 'brainfog'],
  Cough: ['cough', 'coughing'],
  Fever: ['fever', 'feverish', 'temperature'],
  Chills: ['chills'],
  Rash: ['rash', 'hives'],
  Itching: ['itching', 'itchy', 'itch'],
  Heartburn: ['heartburn', 'acid reflux', 'reflux'],
  Indigestion: ['indigestion'],
  Diarrhea: ['diarrhea', 'diarrhoea'],
  Constipation: ['constipation', 'constipated'],
  Congestion: ['congestion', 'congested', 'stuffy nose', 'blocked nose', 'runny nose'],
  Vomiting: [
    ...['vomiting', 'vomited', 'threw up', 'throwing up', 'puked', 'puking'],
    // In British and everyday English 'sick' said of what happened is vomiting: 'was sick this
    // morning', 'been sick', 'kept being sick', 'sick twice' (NOT_SYMPTOMS keeps 'sick of it',
    // 'off sick', 'sick with a cold', 'sick all week': being unwell).
    ...['was sick', 'been sick', 'being sick', 'physically sick', 'violently sick'],
    ...SAID_COUNTS.map((count) => `sick ${count}`),
  ],
  Palpitations: [
    ...['palpitations', 'racing heart', 'heart racing', 'heart is racing', 'heart was racing', 'heart pounding', 'pounding heart'],
    ...['heart rate high', 'heart rate was high', 'high heart rate', 'fast heart rate', 'tachycardia'],
  ],
  'Post-exertional malaise': ['post exertional malaise', 'post-exertional malaise', 'pem'],
  Thirst: ['thirst', 'thirsty'],
  'Shortness of breath': ['shortness of breath', 'short of breath', 'breathless'],
  Numbness: ['numbness', 'numb'],
  Tingling: ['tingling', 'pins and needles'],
  Toothache: ['toothache'],
  Earache: ['earache'],
  'Joint stiffness': ['stiffness', 'stiff joints', 'joints are stiff', 'stiff'],
  Sneezing: ['sneezing', 'sneezy'],
  Gas: ['gas', 'gassy', 'flatulence'],
  'Chest tightness': ['chest tightness', 'tight chest', 'chest feels tight', 'chest is tight'],
  // Said by people with diabetes: a 'hypo', sugars low.
  'Low blood sugar': [
    ...['hypo', 'hypoglycemia', 'hypoglycaemia', 'low blood sugar', 'blood sugar low', 'blood sugar was low', 'blood sugar is low'],
    ...['sugar low', 'sugars low', 'sugars were low', 'low sugar', 'low sugars'],
  ],
  'High blood sugar': [
    ...['hyperglycemia', 'hyperglycaemia', 'high blood sugar', 'blood sugar high', 'blood sugar was high', 'blood sugar is high'],
    ...['blood sugar spike', 'sugar spike', 'sugars high', 'sugars were high', 'high sugars'],
  ],
  Shakiness: ['shaky', 'shakiness', 'trembling', 'tremor', 'tremors', 'shaking'],
});

/** Everyday foods, for typo fixing only: the food search finds the foods themselves. */
export const COMMON_FOODS = FOOD_LEXICON.commonFoods;
/** Words the lexicon knows, which are no typos of a common food ('bitter' is a beer, not butter; 'pasty' no pasta). */
const LEXICON_WORDS = new Set(
  [...Object.keys(FOOD_LEXICON.synonyms), ...Object.keys(FOOD_LEXICON.phrases), ...Object.keys(FOOD_LEXICON.dishShortNames)].flatMap(
    (name) => name.split(' '),
  ),
);

export const SUPPLEMENT_NAMES: readonly string[] = SUPPLEMENT_SUGGESTIONS.map((s) => s.name);

/** What people call a supplement for short, by its full name in SUPPLEMENT_NAMES. */
const SUPPLEMENT_SHORT_NAMES: Record<string, string> = {
  d: 'vitamin d',
  d3: 'vitamin d',
  'vitamin d3': 'vitamin d',
  'vit d': 'vitamin d',
  'vit c': 'vitamin c',
  b12: 'vitamin b12',
  'vit b12': 'vitamin b12',
  'b complex': 'b-complex',
  multi: 'multivitamin',
  multivit: 'multivitamin',
  'omega 3': 'omega-3',
  omega3: 'omega-3',
  'folic acid': 'folate',
};

/** Medicines people take beside their supplements, logged as supplements when said among foods ('a sandwich and two paracetamol'). */
const MEDICINES = new Set([
  'paracetamol',
  'acetaminophen',
  'tylenol',
  'ibuprofen',
  'advil',
  'nurofen',
  'aspirin',
  'naproxen',
  'codeine',
  'antihistamine',
]);
/** Said of a pill, not a food ('my vitamin d tablet'); glucose tablets are eaten for a hypo. */
const PILL = /^(?!.*\bglucose\b).+\s(?:pills?|tablets?|capsules?|softgels?|gummies)$/;

/** Whether a food said in a meal is a supplement or medicine taken with it. */
export function namesSupplement(text: string): boolean {
  const name = text.replace(/^(?:my|the|a|an)\s+/, '').replace(/\s+(?:pills?|tablets?|capsules?|softgels?)$/, '');
  const known = SUPPLEMENT_NAMES.map((n) => n.toLowerCase());
  return PILL.test(text) || MEDICINES.has(name) || known.includes(fullSupplementName(name));
}

/** A supplement's full name for a short one ('d3' → 'vitamin d'); other names are kept (own properties only: '__proto__' is a name). */
export const fullSupplementName = (name: string): string => ownValue(SUPPLEMENT_SHORT_NAMES, name) ?? name;

/** Edit distance counting a swap of two neighbouring letters as one edit ('headahce' is 1 from 'headache'). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  // A cell outside the table is no way to get there.
  const cell = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  for (const [i, row] of d.entries()) {
    if (i === 0) continue;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(cell(i - 1, j) + 1, cell(i, j - 1) + 1, cell(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, cell(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return cell(a.length, b.length);
}

/** How many typos a word of this length may hold: none below 5 letters, 1 up to 7, then 2. */
const allowedEdits = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/** The known word a typed word most likely means ('nausia' → 'nausea'), or null when none is close. */
export function closestWord(word: string, known: readonly string[]): string | null {
  if (known.includes(word)) return word;
  const allowed = allowedEdits(word.length);
  if (allowed === 0) return null;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const candidate of known) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

const SYMPTOM_PHRASES = Object.entries(SYMPTOMS)
  .flatMap(([name, phrases]) => phrases.map((phrase) => ({ name, phrase })))
  .sort((a, b) => b.phrase.length - a.phrase.length);
/** Symptom words a typo may stand for: six letters or more, leaving out those a real word is one edit from. */
const FUZZY_SYMPTOMS = SYMPTOM_PHRASES.map(({ phrase }) => phrase).filter(
  // Left out: words that everyday words are a letter or two from ('spelling' and 'swelling', 'glaring' and 'flaring').
  (phrase) =>
    !phrase.includes(' ') &&
    phrase.length >= 6 &&
    !['chills', 'sneezy', 'itching', 'swelling', 'swollen', 'flaring', 'flareup'].includes(phrase),
);
/** Real words one edit from a symptom word ('camping' and 'cramping'). */
const NOT_TYPOS = new Set(['camping', 'clamping', 'chilli', 'coughed', 'nauseam', 'bloaters', 'anxiousness']);

/** Whether a text says a symptom's words in another sense ('sick of it', 'off sick', 'a sick day'). */
export const saysNotASymptom = (text: string): boolean => NOT_SYMPTOMS.some((phrase) => ` ${text} `.includes(` ${phrase} `));

/** A symptom a text names, where its words start and where they end. */
export interface SymptomFound {
  name: string;
  index: number;
  end: number;
}

/** Symptom names a text mentions, in the order it mentions them; single words may hold a typo. */
export function findSymptoms(text: string): SymptomFound[] {
  const found = new Map<string, SymptomFound>();
  let rest = ` ${text} `;
  for (const phrase of NOT_SYMPTOMS) {
    for (let index = rest.indexOf(` ${phrase} `); index >= 0; index = rest.indexOf(` ${phrase} `)) {
      rest = `${rest.slice(0, index)} ${' '.repeat(phrase.length)}${rest.slice(index + phrase.length + 1)}`;
    }
  }
  for (const { name, phrase } of SYMPTOM_PHRASES) {
    const index = rest.indexOf(` ${phrase} `);
    if (index < 0) continue;
    if (!found.has(name)) found.set(name, { name, index, end: index + phrase.length });
    rest = `${rest.slice(0, index)} ${' '.repeat(phrase.length)}${rest.slice(index + phrase.length + 1)}`;
  }
  let offset = 0;
  for (const word of rest.split(' ')) {
    const fixed = word.length >= 6 && !NOT_TYPOS.has(word) ? closestWord(word, FUZZY_SYMPTOMS) : null;
    const name = fixed ? SYMPTOM_PHRASES.find(({ phrase }) => phrase === fixed)?.name : undefined;
    // `offset` counts the space put before the text: the word starts one earlier in it.
    if (name && !found.has(name)) found.set(name, { name, index: offset, end: offset - 1 + word.length });
    offset += word.length + 1;
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** A food word with a likely typo fixed ('bananna' → 'banana'); other words are kept. */
export function fixFoodWord(word: string): string {
  if (LEXICON_WORDS.has(word)) return word;
  const fixed = closestWord(word, COMMON_FOODS);
  // One food or many is the person's choice ('lentil soup'), not a typo.
  return fixed && fixed !== `${word}s` && `${fixed}s` !== word ? fixed : word;
}
