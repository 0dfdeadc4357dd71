// What people say to the offline assistant, as data: compromise match patterns per kind of
// question (https://observablehq.com/@spencermountain/compromise-match-syntax) and the words that
// name a topic. A new way of asking is a row here; the engine in understand.ts stays the same.

/** Kinds of message the offline assistant tells apart, besides entries to log (the entry-text parser's). */
export type Intent =
  | 'memoryList'
  | 'capabilities'
  | 'smalltalk'
  | 'thanks'
  | 'goodbye'
  | 'greeting'
  | 'patterns'
  | 'last'
  | 'count'
  | 'missed'
  | 'summary'
  | 'medical';

/** In order: the first kind with a matching pattern wins ('thanks, what can you do?' asks what it can do). */
export const INTENT_PATTERNS: readonly [Intent, readonly string[]][] = [
  [
    'memoryList',
    [
      'what (do|did|have) you (got|remember|know|kept|keep|learned|learnt|noted|saved|stored|recorded) (saved|stored|kept|noted)? (about|on) me',
      'what (is|have you got) (saved|stored|kept|noted) about me',
      'what (do|did) you remember',
      'what have i (told|asked) you (to remember)?',
      'what (facts|things) (do|have) you (remember|know|keep|kept|saved)',
      'do you remember (anything|something|what) (about|i)',
      '(show|list|tell) me what you (remember|know)',
      'what is in your memory',
    ],
  ],
  [
    'capabilities',
    [
      'what (can|could|do) you (do|help)',
      'what are you (able to do|for|good for|capable of)',
      'how (can|could|do) you help',
      'what (can|should|could) i ask',
      '(things|questions) (can|could|should) i ask',
      'what (sort|kind|kinds|type|types) of (things|questions) (can|could|do) (i|you)',
      'what do you do',
      '(who|what) are you',
      'what is willow',
      '^help$',
      'how does (this|willow|it) work',
      'how (do|should|can) i use (you|this|willow)',
      'what are you (able|here) to (do|help)',
      'what kind of (questions|things)',
    ],
  ],
  [
    'smalltalk',
    [
      'how are you',
      'how are you (doing|today|feeling)',
      'how is it going',
      "how's it going",
      'what is up',
      '^(sup|wassup|whats up)',
      'how are things',
      'how is your day',
      'are you (a|an) (bot|ai|robot|human|person|real)',
      'are you real',
      'tell me a joke',
      'who (made|built|created) you',
      'do you like',
      'nice to meet you',
      '^(lol|haha|hehe|ok|okay|cool|great|nice|awesome|sure|alright|got it|i see|yes|no|yep|nope)$',
    ],
  ],
  [
    'thanks',
    [
      '(thanks|thank|thx|ty|cheers|appreciate|appreciated|grateful|^ta$|^ta very much|nice one|much obliged)',
      'that (helps|helped|was helpful)',
      'you are (great|the best|helpful|awesome)',
    ],
  ],
  [
    'goodbye',
    [
      '^(bye|goodbye|goodnight|cya|later|laters|ttyl)',
      'good night',
      'night night',
      '(see|catch) (you|ya) (later|soon|tomorrow|around)?',
      'speak to you (later|soon|tomorrow)',
      'talk (to you)? (later|soon|tomorrow)',
      "i'm off",
      '(have|got|gotta) to go',
      "that's all for (now|today)",
    ],
  ],
  ['greeting', ['^(hi|hello|hey|hiya|howdy|yo|heya|hola|greetings|morning|evening|afternoon)', '^good (morning|afternoon|evening|day)']],
  [
    'patterns',
    [
      '(trigger|triggers|triggered|triggering|cause|causes|causing|caused|pattern|patterns|correlation|correlations|linked|connected|related|driving|drives)',
      '(set|sets|setting) off',
      '(bring|brings|bringing) on',
      '(make|makes|making) (it|them|my)? * worse',
      'why (is|are|was|were|do|does|did|am) * (low|bad|worse|high|tired|down|poor|off|flare|flaring)',
      'why do i (get|have|feel|keep)',
      'what (makes|made) * (better|worse)',
      'what (helps|helped) my',
      'is there (a|any) (link|connection|pattern)',
      '(affect|affects|affected|affecting|impact|impacts|influence|influences|behind|contribute|contributes|contributing|tied)',
      'what (comes|came|happens|happened) before my',
      'what do my * have in common',
      '(have|did) you (notice|noticed|spot|spotted|see|seen|find|found) (anything|something)',
      'what (have|do|did) you (notice|noticed|spot|spotted|see|found|find)',
      '(anything|something) (stand|stands|standing) out',
      'what stands out',
    ],
  ],
  [
    'last',
    [
      'when did i last',
      'when (did|was) (my|i) * last',
      'when was the (last|latest|most recent) (time|day)',
      'when did i most? (recently|previously)',
      'how long (has it been|since) (i|my)',
      'when (was|is) (my|the) (last|latest|most recent)',
      'last time i',
      'when did i (have|get|take|log|feel) * (last|most recently)',
      'most recent (time|day)',
      'when (did|was) i last',
    ],
  ],
  [
    'missed',
    [
      'how (often|many times|many days) did i (miss|skip|forget|not take)',
      '(miss|missed|skip|skipped|forgot|forget) * (how often|how many)',
      'did i (miss|skip|forget) any',
      'how (consistent|regular|good|reliable) (have|am|was) i been? (with|at|about|taking)',
      '(adherence|consistency)',
    ],
  ],
  ['count', ['how (many|often|frequently)', 'number of', 'how many (times|days)', 'count']],
  [
    'summary',
    [
      '(summary|summarise|summarize|overview|recap|rundown|round up|check-up|checkup|check up)',
      'how (am|have) i (been|doing)',
      'how have things been',
      'how (are|were) things (going|looking) for me',
      "how('s| is| was) my (week|month) (looking|going|been)",
      'how (was|is) my (week|month)',
      'how did (my|the) (week|month) go',
      'how am i',
      '(give|show|tell) me * (week|month|update)',
    ],
  ],
  [
    'medical',
    [
      '(diagnose|diagnosis|diagnosed|prescribe|prescription|treat|treatment|treatments|cure|cures|remedy|remedies|medication|medicine|medicines|dose|dosage|drug|drugs|ibuprofen|paracetamol|acetaminophen|aspirin|antibiotics|side effects|symptom of|sign of|signs of|contagious)',
      'should i (take|stop|start|try|use|see|go|eat|avoid|be worried|worry)',
      'is it (safe|normal|bad|ok|okay|dangerous)',
      'is (it|this|that|my|a) * (serious|normal|cancer|dangerous|worrying|concerning)',
      '(can|could|does|do|will|would|might) #Noun+ (help|helps|fix|cure|ease|relieve)',
      '(how|what) (much|many|dose|amount) * should i (take|have|eat|drink)',
      'what (causes|cause|triggers) (a|an)? !(my|i|me) #Noun',
      'what (is|are) (a|an|the)? * (good|best) for',
      'what helps (with|for)? (a|an)?',
      '(is|are) * (good|bad|safe|healthy) for',
      '(is|are) * (good|bad|safe|healthy) (snack|snacks|food|foods|meal|meals|choice|idea|option) for',
      'what (is|are|causes) (a|an)? (migraine|fibromyalgia|ibs|diabetes|lupus|pots|long covid|anxiety|depression|inflammation|holistic)',
      'explain',
      'how do i (treat|cure|fix|get rid of|stop|prevent|heal|improve|lower|raise|reduce|boost)',
      'how (can|could) i (treat|cure|fix|get rid of|stop|prevent|heal|improve|lower|raise|reduce|boost)',
      'do i have',
      'can you (diagnose|prescribe|tell me if)',
    ],
  ],
];

export type Topic = 'mood' | 'energy' | 'symptoms' | 'food' | 'supplements' | 'sleep';

/** Words that name what a question is about, as compromise patterns ({word} matches its forms). */
export const TOPIC_PATTERNS: readonly [Topic, string][] = [
  ['mood', '(mood|moods|emotion|emotions|emotionally|spirits|happy|sad|stressed|stress|anxious|anxiety|down|mentally)'],
  ['energy', '(energy|energetic|tired|tiredness|fatigue|fatigued|exhausted|exhaustion|drained|sluggish|lethargic|stamina|worn|wiped)'],
  ['symptoms', '(symptom|symptoms|pain|pains|ache|aches|aching|flare|flares|flare-up|sick|unwell|hurt|hurts|hurting)'],
  [
    'food',
    '(eat|eats|{eat}|ate|eaten|eating|had for|food|foods|meal|meals|breakfast|lunch|dinner|supper|snack|snacks|diet|nutrition|calories|calorie|kcal|protein|carbs|fat|drink|drank)',
  ],
  [
    'supplements',
    '(supplement|supplements|vitamin|vitamins|magnesium|iron|zinc|omega|omega-3|fish oil|probiotic|probiotics|b12|melatonin|ashwagandha|turmeric|collagen|calcium|folate|multivitamin|pill|pills|tablet|tablets)',
  ],
  ['sleep', '(sleep|slept|sleeping|insomnia|bed|nap|naps)'],
];
/** Words that name a topic only when no other does: 'why do I feel so tired' is about energy. */
export const WEAK_TOPIC_PATTERNS: readonly [Topic, string][] = [
  ['mood', '(feel|feeling|feelings|felt)'],
  ['sleep', '(rest|rested|restful)'],
];

/** Text-speak, common typos and British spellings, read as the words they stand for before anything else. */
export const SPELLINGS: Record<string, string> = {
  u: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  y: 'why',
  wat: 'what',
  wot: 'what',
  wht: 'what',
  whats: 'what is',
  wen: 'when',
  hw: 'how',
  hows: 'how is',
  hav: 'have',
  im: "i'm",
  dont: "don't",
  didnt: "didn't",
  pls: 'please',
  plz: 'please',
  tmrw: 'tomorrow',
  yday: 'yesterday',
  yest: 'yesterday',
  yesterdy: 'yesterday',
  yesteday: 'yesterday',
  tday: 'today',
  '2day': 'today',
  wk: 'week',
  wks: 'weeks',
  mnth: 'month',
  avg: 'average',
  ave: 'average',
  migrane: 'migraine',
  migranes: 'migraines',
  migrain: 'migraine',
  headach: 'headache',
  hedache: 'headache',
  energey: 'energy',
  enrgy: 'energy',
  moood: 'mood',
  sleap: 'sleep',
  magnesuim: 'magnesium',
  magnisium: 'magnesium',
  brekkie: 'breakfast',
  brekky: 'breakfast',
  tues: 'tuesday',
  weds: 'wednesday',
  thurs: 'thursday',
  fortnite: 'fortnight',
  summarise: 'summarize',
};

/**
 * Words that name a score a 'last time' question asks about, as the scores they cover: 'when did I
 * last feel great' is a day at 5, 'have a good day' 4 or more, 'feel rough' 2 or less.
 */
export const SCORE_WORDS: readonly [words: readonly string[], min: number, max: number][] = [
  [['terrible', 'awful', 'horrible', 'dreadful', 'miserable', 'the worst', 'drained', 'exhausted', 'wiped out'], 1, 1],
  [['bad', 'low', 'down', 'poor', 'rough', 'rubbish', 'crap', 'sad', 'tired', 'flat', 'sluggish'], 1, 2],
  [['okay', 'ok', 'alright', 'all right', 'fine', 'so-so', 'steady'], 3, 3],
  [['great', 'amazing', 'fantastic', 'brilliant', 'excellent', 'wonderful', 'the best', 'charged', 'full of energy', 'energetic'], 5, 5],
  [['good', 'well', 'happy', 'better', 'positive', 'upbeat', 'decent'], 4, 5],
];

/** Verbs before a food in a question ('when did I last eat pizza'), and words that end the food's name. */
export const FOOD_VERBS =
  /\b(?:eat|ate|eaten|eating|have|had|having|drink|drank|drunk|drinking)\s+(?:(?:a|an|some|any|my|the)\s+)?([a-z][a-z' -]*)/;
export const FOOD_STOPS =
  /(?:^|\s)(?:today|yesterday|last|this|in|on|for|at|with|since|during|over|the|and|or|recently|lately|ago|before|after|week|month|day|time)\b.*$/;

/** Supplements people take that the app's list does not suggest, so a question can name them before they are logged. */
export const MORE_SUPPLEMENTS = [
  'iron',
  'vitamin d3',
  'd3',
  'b12',
  'vit d',
  'vit c',
  'vit b12',
  'omega 3',
  'omega3',
  'fish oil',
  'multi',
  'folic acid',
  'melatonin',
  'ashwagandha',
  'collagen',
  'creatine',
  'biotin',
  'vitamin e',
  'vitamin a',
  'vitamin k',
  'vitamin b6',
  'potassium',
  'selenium',
  'glucosamine',
  'probiotic',
  'psyllium',
  'evening primrose',
  'echinacea',
  'elderberry',
  'ginkgo',
  'spirulina',
  'l-theanine',
  'electrolytes',
];

/** Words that ask for a range's figures or a comparison rather than one day's logs. */
export const RANGE_WORDS = '(average|averaged|mean|overall|trend|trending|typically|usually|generally|been|lately|recently|so far)';
/** Words that only ask for figures: a message with one is a question even without a question mark. */
export const STATISTIC_WORDS = '(average|averaged|mean|overall|trend|trending|statistics|stats|compare|compared|comparison|versus|vs)';
export const COMPARE_WORDS = '(compare|compared|comparison|versus|vs|than|against|relative|better|worse|improved|improving|change|changed)';
export const DAY_WORDS = '(how was|what did i|did i|what was|what were|what happened|how did i)';
/** Asking about a low or bad stretch of a score, as 'why is my energy low some days'. */
export const LOW_WORDS = '(low|lows|bad|worse|down|poor|dip|dips|crash|crashes|off)';
/** Words that ask for a stretch's lowest or highest score rather than its average ('my lowest mood this week'). */
export const EXTREME_WORDS: readonly [extreme: 'low' | 'high', words: RegExp][] = [
  ['low', /\b(?:lowest|worst|low point|rock bottom)\b/],
  ['high', /\b(?:highest|best|peak|high point)\b/],
];
