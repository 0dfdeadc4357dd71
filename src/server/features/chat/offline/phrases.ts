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
      'what (do|did|have) you (remember|know|kept|keep|learned|learnt|noted|saved) about me',
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
      '(thanks|thank|thx|ty|cheers|appreciate|appreciated|grateful)',
      'that (helps|helped|was helpful)',
      'you are (great|the best|helpful|awesome)',
    ],
  ],
  [
    'goodbye',
    ['^(bye|goodbye|goodnight|cya|later)', 'good night', 'see you', 'talk (to you)? (later|soon|tomorrow)', "i'm off", 'have to go'],
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
    ],
  ],
  [
    'last',
    [
      'when did i last',
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
    ],
  ],
  ['count', ['how (many|often|frequently)', 'number of', 'how many (times|days)', 'count']],
  [
    'summary',
    [
      '(summary|summarise|summarize|overview|recap|rundown|round up|check-up|checkup|check up)',
      'how (am|have) i (been|doing)',
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
      'is (it|this|that) (serious|normal|cancer)',
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
  [
    'mood',
    '(mood|moods|feel|feeling|feelings|felt|emotion|emotions|emotionally|spirits|happy|sad|stressed|stress|anxious|anxiety|down|mentally)',
  ],
  ['energy', '(energy|energetic|tired|tiredness|fatigue|fatigued|exhausted|exhaustion|drained|sluggish|lethargic|stamina)'],
  ['symptoms', '(symptom|symptoms|pain|pains|ache|aches|aching|flare|flares|flare-up|sick|unwell|hurt|hurts|hurting)'],
  [
    'food',
    '(eat|eats|{eat}|ate|eaten|eating|had for|food|foods|meal|meals|breakfast|lunch|dinner|supper|snack|snacks|diet|nutrition|calories|calorie|kcal|protein|carbs|fat|drink|drank)',
  ],
  [
    'supplements',
    '(supplement|supplements|vitamin|vitamins|magnesium|iron|zinc|omega|omega-3|fish oil|probiotic|probiotics|b12|melatonin|ashwagandha|turmeric|collagen|calcium|folate|multivitamin|pill|pills|tablet|tablets)',
  ],
  ['sleep', '(sleep|slept|sleeping|insomnia|bed|nap|naps|rest|rested)'],
];

/** Words that ask for a range's figures or a comparison rather than one day's logs. */
export const RANGE_WORDS = '(average|averaged|mean|overall|trend|trending|typically|usually|generally|been|lately|recently|so far)';
/** Words that only ask for figures: a message with one is a question even without a question mark. */
export const STATISTIC_WORDS = '(average|averaged|mean|overall|trend|trending|statistics|stats|compare|compared|comparison|versus|vs)';
export const COMPARE_WORDS = '(compare|compared|comparison|versus|vs|than|against|relative|better|worse|improved|improving|change|changed)';
export const DAY_WORDS = '(how was|what did i|did i|what was|what were|what happened|how did i)';
/** Asking about a low or bad stretch of a score, as 'why is my energy low some days'. */
export const LOW_WORDS = '(low|lows|bad|worse|down|poor|dip|dips|crash|crashes|off)';
