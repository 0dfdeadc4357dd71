import { FOOD_LEXICON } from '../food-lexicon.js';
import { SUPPLEMENT_SUGGESTIONS } from '../health.js';
import { ownValue } from '../records.js';
import { remembered } from '../remembered.js';

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

/** Parts with joints: two or more said together to hurt are joint pain ('knees and hands really sore', 'pain in my hips and knees'). */
export const JOINTS: readonly string[] = ['knee', 'hip', 'shoulder', 'wrist', 'ankle', 'hand', 'elbow', 'finger', 'toe', 'jaw', 'knuckle'];

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
      ['lower belly', 'lower belly'],
      ['lower tummy', 'lower tummy'],
      ['lower stomach', 'lower stomach'],
      ['abdomen', 'abdomen'],
      ['abdominal', 'abdominal'],
      ['gut', 'gut'],
    ],
  ],
  ['Neck pain', [['neck', 'neck']]],
  ['Chest pain', [['chest', 'chest']]],
  ['Sore throat', [['throat', 'throat']]],
  ['Toothache', [['tooth', 'teeth']]],
  ['Earache', [['ear', 'ears']]],
];

/** Every body part whose pain is named, singular and plural ('knee', 'knees', 'lower back'). */
export const BODY_PARTS: readonly string[] = [
  ...new Set([...PAINFUL_PARTS, ...NAMED_PAINS.flatMap(([, parts]) => parts)].flatMap(([part, plural]) => [part, plural])),
];

/** The ways people say a part hurts: 'knee pain', 'my knees are aching', 'sore knee', 'knee is killing me'. */
const painPhrases = ([part, plural]: [string, string]): string[] => [
  ...['pain', 'ache', 'aches', 'hurts', 'is hurting', 'sore', 'is sore', 'is aching', 'is achy', 'is killing me', 'is throbbing'].map(
    (said) => `${part} ${said}`,
  ),
  ...['painful', 'is painful', 'tender', 'is tender'].map((said) => `${part} ${said}`),
  ...['hurt', 'are hurting', 'ache', 'sore', 'are sore', 'are aching', 'aching', 'achy', 'are achy', 'are killing me'].map(
    (said) => `${plural} ${said}`,
  ),
  ...['painful', 'are painful', 'tender', 'are tender'].map((said) => `${plural} ${said}`),
  ...['painful', 'sore', 'aching', 'achy', 'burning', 'throbbing', 'tender', 'bad'].flatMap((said) => [
    `${said} ${part}`,
    `${said} ${plural}`,
  ]),
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
  'Pelvic pain': ['endo pain', 'endometriosis pain', 'pelvis pain', 'pain in my pelvis', 'pelvis hurts', 'pelvis is sore'],
  'Sinus pain': ['sinus pain', 'sinus pressure', 'sinus ache', 'sinuses hurt', 'sinus hurts'],
  'Flare-up': ['flare up', 'flare-up', 'flareup', 'flare', 'flared up', 'flaring up', 'flaring'],
  Swelling: ['swelling', 'swollen'],
  'Hot flashes': ['hot flashes', 'hot flash', 'hot flushes', 'hot flush'],
  'Night sweats': ['night sweats', 'night sweat'],
  // Any other pain, after every named one has had its turn (longer phrases are matched first).
  Pain: ['pain', 'in pain'],
  Headache: ['headache', 'headaches', 'head is pounding', 'pounding head'],
  Migraine: ['migraine', 'migraines'],
  'Light sensitivity': ['light sensitivity', 'sensitivity to light', 'sensitive to light', 'light sensitive', 'photophobia'],
  'Noise sensitivity': [
    'noise sensitivity',
    'sensitivity to noise',
    'sensitive to noise',
    'sound sensitivity',
    'sensitive to sound',
    'phonophobia',
  ],
  Nausea: [
    ...['nausea', 'nauseous', 'nauseated', 'queasy', 'sick to my stomach'],
    // 'Feeling sick' is nausea, as is being about to be sick; 'was sick' is Vomiting.
    ...['feeling', 'feel', 'feels', 'felt'].flatMap((verb) => SICK_HOW.map((how) => `${verb} ${how}sick`)),
    ...['going to be sick', 'gonna be sick', 'about to be sick', 'might be sick'],
  ],
  Fatigue: ['fatigue'],
  // Aching said of no one part, as people with fibromyalgia and flu say it.
  'Body aches': [
    ...['body aches', 'body ache', 'body aching', 'everything aches', 'everything hurts', 'aching all over', 'achy all over'],
    ...['aches and pains', 'achy', 'achey'],
  ],
  Dizziness: [
    ...['dizziness', 'dizzy', 'lightheaded', 'light-headed', 'vertigo', 'woozy'],
    // Not 'faint' alone, which says how much ('a faint headache').
    ...['felt', 'feel', 'feels', 'feeling', 'went', 'a bit', 'nearly', 'almost'].map((said) => `${said} faint`),
    ...['nearly fainted', 'almost fainted', 'nearly passed out', 'almost passed out'],
  ],
  Fainting: ['fainted', 'fainting', 'blacked out', 'syncope'],
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
  'Hay fever': ['hay fever', 'hayfever', 'allergies playing up', 'allergies flaring'],
  Chills: ['chills'],
  Rash: ['rash', 'hives'],
  Itching: ['itching', 'itchy', 'itch'],
  Heartburn: ['heartburn', 'acid reflux', 'reflux'],
  Indigestion: ['indigestion'],
  Diarrhea: [
    ...['diarrhea', 'diarrhoea', 'the runs', 'loose stools', 'loose bowels'],
    // Running to the toilet, said by people with IBS and IBD: 'ran to the loo 4 times', '6 trips to the toilet'.
    ...['ran', 'run', 'runs', 'running', 'dash', 'dashes', 'dashed', 'dashing', 'trip', 'trips'].flatMap((went) =>
      ['loo', 'toilet', 'bathroom', 'restroom'].map((place) => `${went} to the ${place}`),
    ),
  ],
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
  'Shortness of breath': ['shortness of breath', 'short of breath', 'breathless', 'breathlessness', 'out of breath', 'winded'],
  Wheezing: ['wheezing', 'wheezy', 'wheeze'],
  'Bowel urgency': ['bowel urgency', 'urgency'],
  Numbness: ['numbness', 'numb'],
  Tingling: ['tingling', 'pins and needles'],
  Toothache: ['toothache'],
  Earache: ['earache'],
  'Joint stiffness': ['stiffness', 'stiff joints', 'joints are stiff', 'stiff'],
  Sneezing: ['sneezing', 'sneezy'],
  Gas: ['gas', 'gassy', 'flatulence'],
  'Chest tightness': [
    ...['chest tightness', 'tight chest', 'chest feels tight', 'chest is tight', 'chest tight', 'chest was tight'],
    ...['chest felt tight', 'chest a bit tight', 'chest was a bit tight', 'chest is a bit tight'],
  ],
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
  Tinnitus: [
    'tinnitus',
    'ringing in my ears',
    'ringing in the ears',
    'ringing ears',
    'ears ringing',
    'ears are ringing',
    'ears were ringing',
  ],
  'Mouth ulcers': [
    ...['mouth ulcers', 'mouth ulcer', 'ulcers in my mouth', 'ulcer in my mouth', 'canker sores', 'canker sore', 'mouth sores'],
  ],
  'Restless legs': ['restless legs', 'restless leg', 'restless leg syndrome', 'restless legs syndrome', 'rls'],
});

/** Everyday foods, for typo fixing only: the food search finds the foods themselves. */
export const COMMON_FOODS = FOOD_LEXICON.commonFoods;
/** Words the lexicon knows, which are no typos of a common food ('bitter' is a beer, not butter; 'pasty' no pasta). */
const LEXICON_WORDS = new Set(
  [...Object.keys(FOOD_LEXICON.synonyms), ...Object.keys(FOOD_LEXICON.phrases), ...Object.keys(FOOD_LEXICON.dishShortNames)].flatMap(
    (name) => name.split(' '),
  ),
);

/** Supplements and medicines whose name holds a time of day, which is no time said ('evening primrose oil'). */
/**
 * Readings people note in a day that the app has no entry for ('blood sugar 6.5 before lunch',
 * 'bp 130/85'): no food, though said beside a meal. High or low blood sugar said as such is a
 * symptom (SYMPTOMS).
 */
export const MEASUREMENTS: readonly string[] = [
  ...['blood sugar', 'blood sugars', 'sugars', 'sugar levels', 'glucose', 'bg', 'bgl', 'bm', 'ketones', 'blood pressure', 'bp'],
  ...['heart rate', 'hr', 'resting heart rate', 'pulse', 'temperature', 'temp', 'peak flow', 'weight', 'sats', 'oxygen', 'o2', 'hrv'],
];

export const TIMED_SUPPLEMENT_NAMES: readonly string[] = ['evening primrose oil', 'evening primrose', 'night nurse', 'morning after pill'];

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

/**
 * Medicines and supplements people take, by the name they say (generic names, everyday brands,
 * supplements beyond the suggestions). A clause that names one is about something taken even
 * without 'took' ('a 10mg cetirizine'); names not here are read by their stem (DRUG_STEMS) or
 * after a word of taking ('took hydroxychloroquine').
 */
export const MEDICINES: readonly string[] = [
  // Pain, fever, inflammation
  ...['paracetamol', 'acetaminophen', 'tylenol', 'panadol', 'calpol', 'ibuprofen', 'advil', 'motrin', 'nurofen', 'aspirin', 'excedrin'],
  ...['naproxen', 'aleve', 'diclofenac', 'voltaren', 'celecoxib', 'codeine', 'co-codamol', 'cocodamol', 'solpadeine', 'tramadol'],
  ...['morphine', 'oxycodone', 'anadin', 'migraleve', 'sumatriptan', 'rizatriptan', 'zolmitriptan', 'imigran', 'maxalt'],
  // Allergy
  ...['antihistamine', 'cetirizine', 'zyrtec', 'loratadine', 'claritin', 'clarityn', 'fexofenadine', 'allegra', 'telfast'],
  ...['benadryl', 'piriton', 'chlorphenamine', 'diphenhydramine', 'hydroxyzine', 'promethazine', 'phenergan'],
  // Immune, steroids, arthritis
  ...['prednisone', 'prednisolone', 'hydrocortisone', 'dexamethasone', 'budesonide', 'hydroxychloroquine', 'plaquenil'],
  ...['methotrexate', 'sulfasalazine', 'azathioprine', 'humira', 'colchicine', 'allopurinol'],
  // Diabetes
  ...['insulin', 'novorapid', 'humalog', 'lantus', 'levemir', 'tresiba', 'fiasp', 'apidra', 'metformin', 'ozempic', 'mounjaro'],
  ...['gliclazide', 'jardiance', 'forxiga'],
  // Thyroid, heart, blood
  ...['levothyroxine', 'thyroxine', 'synthroid', 'euthyrox', 'liothyronine', 'propranolol', 'bisoprolol', 'atenolol', 'metoprolol'],
  ...['amlodipine', 'ramipril', 'lisinopril', 'losartan', 'candesartan', 'atorvastatin', 'simvastatin', 'rosuvastatin', 'warfarin'],
  ...['apixaban', 'rivaroxaban', 'eliquis', 'xarelto', 'clopidogrel', 'furosemide', 'spironolactone', 'midodrine', 'fludrocortisone'],
  ...['ivabradine'],
  // Stomach and gut
  ...['omeprazole', 'lansoprazole', 'pantoprazole', 'esomeprazole', 'nexium', 'ranitidine', 'famotidine', 'pepcid', 'gaviscon'],
  ...['rennie', 'rennies', 'tums', 'antacid', 'buscopan', 'mebeverine', 'colpermin', 'imodium', 'loperamide', 'senna', 'senokot'],
  ...['lactulose', 'movicol', 'laxido', 'miralax', 'dulcolax', 'domperidone', 'ondansetron', 'zofran', 'metoclopramide', 'cyclizine'],
  ...['creon', 'pepto-bismol', 'pepto'],
  // Mind, sleep, nerves
  ...['sertraline', 'fluoxetine', 'citalopram', 'escitalopram', 'paroxetine', 'venlafaxine', 'duloxetine', 'mirtazapine'],
  ...['amitriptyline', 'nortriptyline', 'bupropion', 'wellbutrin', 'prozac', 'zoloft', 'lexapro', 'cymbalta', 'effexor', 'trazodone'],
  ...['quetiapine', 'olanzapine', 'aripiprazole', 'lithium', 'lamotrigine', 'levetiracetam', 'topiramate', 'gabapentin'],
  ...['pregabalin', 'lyrica', 'neurontin', 'diazepam', 'lorazepam', 'alprazolam', 'clonazepam', 'xanax', 'valium', 'zopiclone'],
  ...['zolpidem', 'melatonin', 'circadin', 'adderall', 'ritalin', 'methylphenidate', 'elvanse', 'vyvanse', 'concerta', 'modafinil'],
  ...['naltrexone', 'low dose naltrexone', 'ldn'],
  // Breathing
  ...['salbutamol', 'albuterol', 'ventolin', 'symbicort', 'seretide', 'fostair', 'clenil', 'montelukast', 'singulair'],
  // Infections
  ...['amoxicillin', 'penicillin', 'doxycycline', 'azithromycin', 'clarithromycin', 'nitrofurantoin', 'trimethoprim', 'cephalexin'],
  ...['flucloxacillin', 'metronidazole', 'ciprofloxacin', 'fluconazole', 'aciclovir', 'valaciclovir', 'paxlovid'],
  // Hormones
  ...['estradiol', 'oestrogel', 'progesterone', 'utrogestan', 'testosterone', 'microgynon', 'finasteride'],
  // Supplements beyond the suggestions
  ...['ashwagandha', 'collagen', 'creatine', 'electrolytes', 'glucosamine', 'biotin', 'selenium', 'potassium', 'iodine', 'vitamin a'],
  ...['vitamin e', 'vitamin k', 'vitamin k2', 'k2', 'vitamin b6', 'b6', 'lions mane', "lion's mane", 'rhodiola', "st john's wort"],
  ...['valerian', 'evening primrose oil', 'cod liver oil', 'peppermint oil', 'echinacea', 'elderberry', 'l-theanine', 'theanine', '5-htp'],
  ...['nac', 'inositol', 'spirulina', 'chlorella', 'psyllium', 'psyllium husk', 'milk thistle', 'berberine', 'quercetin', 'cbd oil'],
  ...['cbd', 'dhea', 'msm', 'ferrous sulfate', 'ferrous sulphate', 'ferrous fumarate', 'folic acid', 'vitamin b complex', 'lysine'],
  ...['magnesium glycinate', 'magnesium citrate', 'zinc picolinate', 'saw palmetto', 'black cohosh', 'ginkgo', 'ginseng', 'maca'],
  ...['glutamine', 'l-glutamine', 'carnitine', 'alpha lipoic acid', 'resveratrol', 'krill oil', 'vitamin b1', 'thiamine', 'niacin'],
];

/**
 * Endings of the international names of medicines (WHO INN stems: '-profen', '-olol', '-prazole'):
 * a name with one, longer than the stem by three letters or more, is a medicine ('ketoprofen',
 * 'nadolol', 'rabeprazole') though not listed above.
 */
export const DRUG_STEMS: readonly string[] = [
  ...['profen', 'coxib', 'olol', 'pril', 'sartan', 'statin', 'prazole', 'tidine', 'triptan', 'oxetine', 'traline', 'afaxine'],
  ...['azepam', 'azolam', 'zolam', 'cillin', 'mycin', 'micin', 'cycline', 'floxacin', 'conazole', 'ciclovir', 'cyclovir', 'mab'],
  ...['gliptin', 'gliflozin', 'glutide', 'formin', 'dipine', 'semide', 'thiazide', 'nisone', 'nisolone', 'olone', 'methasone'],
  ...[
    'cortisone',
    'oquine',
    'tirizine',
    'izine',
    'yzine',
    'atadine',
    'fenadine',
    'lukast',
    'oterol',
    'eterol',
    'aterol',
    'tropium',
    'pramine',
  ],
  ...['triptyline', 'xaban', 'parin', 'farin', 'codone', 'morphone', 'gabalin', 'apentin', 'trigine', 'azepine', 'piprazole'],
  ...['apine', 'peridone', 'thyronine', 'thyroxine', 'lactone', 'dronate', 'setron', 'amol', 'adol'],
];

/**
 * Words that name a kind of medicine, not which one: said before a name it is dropped ('my
 * antihistamine cetirizine' is Cetirizine), said alone it is the name ('my painkillers').
 */
export const MEDICINE_KINDS: readonly string[] = [
  ...['antihistamine', 'antihistamines', 'painkiller', 'painkillers', 'pain killer', 'pain killers', 'pain relief', 'pain meds'],
  ...['anti-inflammatory', 'anti-inflammatories', 'anti inflammatory', 'anti inflammatories', 'antibiotic', 'antibiotics'],
  ...['antidepressant', 'antidepressants', 'antacid', 'antacids', 'laxative', 'laxatives', 'steroid', 'steroids', 'anti-sickness'],
  ...['anti sickness', 'antiemetic', 'anti-nausea', 'anti nausea', 'blood thinner', 'blood thinners', 'beta blocker', 'beta blockers'],
  ...['muscle relaxant', 'muscle relaxants', 'sleeping pill', 'sleeping pills', 'sleeping tablet', 'sleeping tablets', 'meds'],
  ...['medication', 'medications', 'medicine', 'medicines', 'supplement', 'supplements', 'vitamins'],
  ...['rescue meds', 'migraine meds', 'thyroid meds', 'blood pressure meds', 'blood pressure tablets', 'blood pressure pills'],
];

/** Medicines that are a kind of others named by brand: said before one, with the dose between, they are that one ('insulin 10 units lantus'). */
export const MEDICINE_CLASSES: readonly string[] = ['insulin'];

/**
 * Names people write run together, spaced or hyphened ('lowdose', 'low dose', 'low-dose'), as the
 * app writes them, by the name without spaces or hyphens.
 */
export const MEDICINE_SPELLINGS: ReadonlyMap<string, string> = new Map(
  ['Low-dose naltrexone', 'Co-codamol', 'Co-dydramol', 'Pepto-Bismol', 'L-theanine', 'L-glutamine', '5-HTP', 'Alpha-lipoic acid'].map(
    (name) => [name.toLowerCase().replace(/[\s-]/g, ''), name],
  ),
);

/**
 * How a medicine is given, kept in its name after it ('my b12 injection' is Vitamin B12 injection),
 * or its name said alone ('my inhaler').
 */
export const MEDICINE_ROUTES: readonly string[] = [
  ...['injection', 'injections', 'jab', 'shot', 'inhaler', 'puffer', 'nasal spray', 'spray', 'eye drops', 'ear drops', 'drops'],
  ...['cream', 'gel', 'ointment', 'patch', 'patches', 'syrup', 'liquid', 'suppository', 'pessary', 'infusion', 'drip', 'sublingual'],
];

/** Ways of giving that only medicines have ('a splash of cream', 'an espresso shot' are foods): they say something taken. */
export const MEDICINE_ONLY_ROUTES: readonly string[] = [
  ...['injection', 'injections', 'jab', 'inhaler', 'puffer', 'nasal spray', 'eye drops', 'ear drops', 'suppository', 'pessary'],
  'infusion',
];

/**
 * Units a dose is said in, by the unit kept ('milligrams' → 'mg', 'µg' → 'mcg'): a strength,
 * which a count of pills multiplies ('2 paracetamol 500mg' is 1000 mg).
 */
export const DOSE_STRENGTHS: Record<string, string> = {
  mg: 'mg',
  mgs: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  milligramme: 'mg',
  milligrammes: 'mg',
  mcg: 'mcg',
  mcgs: 'mcg',
  µg: 'mcg',
  μg: 'mcg',
  ug: 'mcg',
  microgram: 'mcg',
  micrograms: 'mcg',
  g: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  iu: 'IU',
  ius: 'IU',
  'international units': 'IU',
  ml: 'ml',
  mls: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  unit: 'units',
  units: 'units',
  // Insulin said short: '6u humalog', '18u at 9pm'.
  u: 'units',
  'billion cfu': 'billion CFU',
  'bn cfu': 'billion CFU',
  'billion cfus': 'billion CFU',
  cfu: 'CFU',
  // Fibrinolytic units, which nattokinase is sold in ('nattokinase 2000FU').
  fu: 'FU',
};

/** Strength units no food is measured in: a dose in one says a medicine or supplement ('5 mg of melatonin'). */
export const MEDICINE_ONLY_UNITS: readonly string[] = ['mg', 'mcg', 'IU', 'billion CFU', 'CFU', 'FU'];

/**
 * What a dose is counted in, by the form kept, singular and plural ('tabs' → tablets): a count
 * alone is kept as said ('2 puffs'), a count of no form is tablets ('2 paracetamol').
 */
export const DOSE_FORMS: Record<string, [one: string, more: string]> = {
  tablet: ['tablet', 'tablets'],
  tablets: ['tablet', 'tablets'],
  tab: ['tablet', 'tablets'],
  tabs: ['tablet', 'tablets'],
  pill: ['pill', 'pills'],
  pills: ['pill', 'pills'],
  capsule: ['capsule', 'capsules'],
  capsules: ['capsule', 'capsules'],
  cap: ['capsule', 'capsules'],
  caps: ['capsule', 'capsules'],
  caplet: ['caplet', 'caplets'],
  caplets: ['caplet', 'caplets'],
  softgel: ['softgel', 'softgels'],
  softgels: ['softgel', 'softgels'],
  gummy: ['gummy', 'gummies'],
  gummies: ['gummy', 'gummies'],
  lozenge: ['lozenge', 'lozenges'],
  lozenges: ['lozenge', 'lozenges'],
  sachet: ['sachet', 'sachets'],
  sachets: ['sachet', 'sachets'],
  drop: ['drop', 'drops'],
  drops: ['drop', 'drops'],
  puff: ['puff', 'puffs'],
  puffs: ['puff', 'puffs'],
  spray: ['spray', 'sprays'],
  sprays: ['spray', 'sprays'],
  scoop: ['scoop', 'scoops'],
  scoops: ['scoop', 'scoops'],
  teaspoon: ['tsp', 'tsp'],
  teaspoons: ['tsp', 'tsp'],
  tsp: ['tsp', 'tsp'],
  spoonful: ['spoonful', 'spoonfuls'],
  spoonfuls: ['spoonful', 'spoonfuls'],
  injection: ['injection', 'injections'],
  injections: ['injection', 'injections'],
  patch: ['patch', 'patches'],
  patches: ['patch', 'patches'],
};

/** Forms no food is counted in: a count of one says something taken ('2 puffs of ventolin'). */
export const MEDICINE_ONLY_FORMS: readonly string[] = [
  ...['tablet', 'pill', 'capsule', 'caplet', 'softgel', 'puff', 'spray', 'injection', 'patch', 'lozenge'],
];

/** Foods said as tablets or gummies, eaten, not taken ('4 glucose tablets' for a hypo). */
export const FOODS_LIKE_PILLS: readonly string[] = [
  'glucose',
  'dextrose',
  'dextro',
  'dextro energy',
  'lift',
  'mint',
  'mints',
  'gummy bears',
  'jelly',
];

/** What people take that is no medicine or supplement ('took a walk', 'took my temperature', 'used a hot water bottle'). */
/** Things had, done or managed that are eaten by no one ('managed a shower', 'had a lie in'): no food, no medicine. */
export const THINGS_DONE: readonly string[] = [
  ...['walk', 'stroll', 'nap', 'shower', 'bath', 'hot bath', 'rest', 'lie in', 'lie-in', 'lie down', 'lay in', 'cry', 'breather'],
  ...['hot water bottle', 'hot water bottles', 'heat pad', 'heating pad', 'heat pack', 'wheat bag', 'ice pack', 'massage', 'nothing'],
];

export const NOT_TAKEN: readonly string[] = [
  ...THINGS_DONE,
  ...['walk', 'stroll', 'nap', 'shower', 'bath', 'hot bath', 'break', 'rest', 'day off', 'sick day', 'breath', 'breather', 'look'],
  ...['picture', 'photo', 'selfie', 'bus', 'train', 'taxi', 'uber', 'car', 'tram', 'time', 'while', 'ages', 'forever', 'turn'],
  ...['lunch', 'breakfast', 'dinner', 'supper', 'brunch', 'meal', 'snack', 'seat', 'call', 'chance', 'risk', 'step', 'trip'],
  ...['holiday', 'dog', 'kids', 'children', 'test', 'pregnancy test', 'covid test', 'lateral flow', 'temperature', 'blood pressure'],
  ...['blood sugar', 'bloods', 'reading', 'readings', 'weight', 'notes', 'note', 'it easy', 'care', 'part', 'place', 'moment'],
  ...['minute', 'second', 'hot water bottle', 'hot water bottles', 'heat pad', 'heating pad', 'heat pack', 'wheat bag', 'ice pack'],
  ...['tens machine', 'cpap', 'stairs', 'lift', 'elevator', 'class', 'gym', 'yoga', 'course', 'exam', 'nothing', 'everything'],
  ...['anything', 'something', 'it', 'them', 'that', 'this', 'one', 'all', 'period', 'periods', 'appointment', 'keys', 'phone'],
  // Taken somewhere or taken up: 'took the bins out', 'took up knitting'.
  ...['out', 'off', 'bins', 'rubbish', 'trash', 'advantage', 'notice', 'swim', 'dip'],
  // Had done: 'had my hair cut', 'had a scan'.
  ...['hair', 'haircut', 'hair cut', 'nails', 'scan', 'x-ray', 'massage', 'physio', 'session', 'check up', 'checkup'],
];

/**
 * Words after a name that say no more of it: when, how it went, how the person feels about it
 * ('vitamin b12 again ugh', 'prednisone this morning', 'ibuprofen at like half 2'). A name ends
 * at the first.
 */
export const SUPPLEMENT_NAME_ENDS: readonly string[] = [
  ...['again', 'ugh', 'urgh', 'argh', 'lol', 'omg', 'sigh', 'yay', 'oops', 'finally', 'too', 'today', 'tonight', 'yesterday'],
  ...['earlier', 'now', 'then', 'already', 'still', 'late', 'early', 'though', 'anyway', 'thankfully', 'luckily', 'hopefully'],
  ...['properly', 'this', 'last', 'at', 'around', 'about', 'in', 'on', 'as', 'like', 'for', 'with', 'because', 'cos', 'coz'],
  ...['since', 'after', 'before', 'when', 'while', 'which', 'that', 'so', 'but', 'to', 'per', 'instead', 'completely', 'totally'],
  ...['entirely', 'first', 'just', 'by', 'until', 'till', 'til', 'from', 'every', 'each', 'twice', 'once', 'daily', 'as well', 'done'],
  // 'zinc 15mg all at breakfast', 'both with dinner', 'as usual'.
  ...['all', 'both', 'usual'],
];

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
export const allowedEdits = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/** closestWord's answers per list of known words (a list made for one call is forgotten with it). */
const closestIn = new WeakMap<readonly string[], (word: string) => string | null>();

/** The known word a typed word most likely means ('nausia' → 'nausea'), or null when none is close. */
export function closestWord(word: string, known: readonly string[]): string | null {
  if (known.includes(word)) return word;
  let closest = closestIn.get(known);
  if (!closest) closestIn.set(known, (closest = remembered((typed: string) => nearestWord(typed, known))));
  return closest(word);
}

/** The known word fewest edits from a word, within the edits its length allows. */
function nearestWord(word: string, known: readonly string[]): string | null {
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
    !['chills', 'sneezy', 'itching', 'swelling', 'swollen', 'flaring', 'flareup', 'aching', 'fainted', 'fainting'].includes(phrase),
);
/** Real words one edit from a symptom word ('camping' and 'cramping'). */
const NOT_TYPOS = new Set(['camping', 'clamping', 'chilli', 'coughed', 'nauseam', 'bloaters', 'anxiousness', 'boating']);

/**
 * A typo keeps the word's first letter, and a word two edits away its first two: 'sleeping' is no
 * 'sneezing', 'visiting' no 'vomiting', 'laughing' no 'coughing', 'freezing' no 'wheezing'.
 */
const typoOf = (word: string, fixed: string) =>
  fixed.startsWith(word.charAt(0)) && (fixed.startsWith(word.slice(0, 2)) || editDistance(word, fixed) < 2);

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
  return symptomsIn(text).map((found) => ({ ...found }));
}

/** Phrases by their first word. */
function byFirstWord<Phrase>(phrases: readonly Phrase[], textOf: (phrase: Phrase) => string): ReadonlyMap<string, readonly Phrase[]> {
  const found = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    const [first = ''] = textOf(phrase).split(' ', 1);
    found.set(first, [...(found.get(first) ?? []), phrase]);
  }
  return found;
}
const SYMPTOM_PHRASES_BY_FIRST_WORD = byFirstWord(SYMPTOM_PHRASES, ({ phrase }) => phrase);
const NOT_SYMPTOMS_BY_FIRST_WORD = byFirstWord(NOT_SYMPTOMS, (phrase) => phrase);

const symptomsIn = remembered((text: string): readonly SymptomFound[] => {
  const found = new Map<string, SymptomFound>();
  let rest = ` ${text} `;
  // Only the phrases whose first word the text has, in their order: a search of the text per phrase made a long text slow.
  const words = [...new Set(text.split(' '))];
  const said = <Phrase>(byFirstWord: ReadonlyMap<string, readonly Phrase[]>, order: readonly Phrase[]) => {
    const candidates = new Set(words.flatMap((word) => byFirstWord.get(word) ?? []));
    return order.filter((phrase) => candidates.has(phrase));
  };
  for (const phrase of said(NOT_SYMPTOMS_BY_FIRST_WORD, NOT_SYMPTOMS)) {
    for (let index = rest.indexOf(` ${phrase} `); index >= 0; index = rest.indexOf(` ${phrase} `)) {
      rest = `${rest.slice(0, index)} ${' '.repeat(phrase.length)}${rest.slice(index + phrase.length + 1)}`;
    }
  }
  for (const { name, phrase } of said(SYMPTOM_PHRASES_BY_FIRST_WORD, SYMPTOM_PHRASES)) {
    const index = rest.indexOf(` ${phrase} `);
    if (index < 0) continue;
    if (!found.has(name)) found.set(name, { name, index, end: index + phrase.length });
    rest = `${rest.slice(0, index)} ${' '.repeat(phrase.length)}${rest.slice(index + phrase.length + 1)}`;
  }
  let offset = 0;
  for (const word of rest.split(' ')) {
    const closest = word.length >= 6 && !NOT_TYPOS.has(word) ? closestWord(word, FUZZY_SYMPTOMS) : null;
    const fixed = closest && typoOf(word, closest) ? closest : null;
    const name = fixed ? SYMPTOM_PHRASES.find(({ phrase }) => phrase === fixed)?.name : undefined;
    // `offset` counts the space put before the text: the word starts one earlier in it.
    if (name && !found.has(name)) found.set(name, { name, index: offset, end: offset - 1 + word.length });
    offset += word.length + 1;
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
});

/** A food word with a likely typo fixed ('bananna' → 'banana'); other words are kept. */
export function fixFoodWord(word: string): string {
  if (LEXICON_WORDS.has(word)) return word;
  const fixed = closestWord(word, COMMON_FOODS);
  // One food or many is the person's choice ('lentil soup'), not a typo.
  return fixed && fixed !== `${word}s` && `${fixed}s` !== word ? fixed : word;
}
