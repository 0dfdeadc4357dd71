import type { QuestionKind } from './understand.js';
import type { Topic } from './phrases.js';

// The offline assistant's words, as data: several ways to say each thing, and follow-up questions
// per kind of answer. `pick` chooses one by a seed, so the same question asked again is worded
// another way.

/** One of `options`, by seed (any integer). */
export function pick<T>(options: readonly T[], seed: number): T {
  const option = options[Math.abs(seed) % options.length];
  if (option === undefined) throw new Error('There is no option to pick from');
  return option;
}

/** A small stable number for a text, so different questions start at different wordings. */
export const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

export const GREETINGS = [
  (name: string) => `Hi${name}! How are you doing today?`,
  (name: string) => `Hello${name}, good to see you.`,
  (name: string) => `Hey${name}! I'm here whenever you want to look at your logs together.`,
  (name: string) => `Hi${name}, nice to hear from you.`,
];
export const GREETING_OPENERS = ['Hi! ', 'Hello! ', 'Hey there. ', 'Hi there! '];
export const THANKS = [
  "You're welcome! I'm glad that helped.",
  'Any time. That is what I am here for.',
  'Happy to help!',
  'My pleasure. Let me know if anything else comes up.',
];
export const GOODBYES = [
  'Take care of yourself. I will be here when you want to check in again.',
  'Bye for now, and go gently today.',
  'See you soon. Logging a quick entry later will help me help you.',
];
export const SMALL_TALK = [
  "I'm doing well, thanks for asking! I'm Willow, a companion that keeps track of your health logs with you. How are you feeling?",
  "All good on my side. I'm an AI companion, here to help you make sense of what you log. How's your day going?",
  "Thanks for asking! I'm always happy to chat. How are you feeling today?",
];
export const CAPABILITIES = [
  "I'm Willow, and I answer from what you log. For example, you can ask me:",
  "Here's what I can help with, all from your own logs. Try things like:",
  'I keep track of your logs with you and answer questions about them, such as:',
];
export const CAPABILITY_EXAMPLES = [
  '“How was Tuesday?” or “What did I eat yesterday?”',
  '“How has my energy been this week compared with last?”',
  '“When did I last have a migraine?”',
  '“Did I take my magnesium today?”',
  '“What seems to set off my headaches?”',
  'Tell me what happened, like “headache 3/5 after lunch”, and I will offer to log it',
  '“Remember that I’m allergic to peanuts”, and I will keep it in mind',
];
export const UNKNOWN = [
  "I'm not sure I understood that. I can answer questions about your logs, for example:",
  "Sorry, I didn't quite catch that. Here are some things I can answer from your logs:",
  'I might have missed what you meant. You could ask me something like:',
];
export const MEDICAL_INTRO = [
  "That's a good question for a doctor or pharmacist: I can't give medical advice, and I won't guess at facts.",
  "I'm not able to answer medical questions like that, and I'd rather not guess. A doctor or pharmacist can help you with it.",
  "I can't give medical answers, so I won't make something up. Please ask a doctor or pharmacist about that.",
];
export const MEDICAL_INSTEAD = [
  'What I can do is look at your own logs with you, and you can bring what we find to your appointment.',
  'What I can do instead is show what your own logs say, which can be useful to bring to your doctor.',
];
export const DISCLAIMER = 'Willow is not medical advice. Please seek professional help if needed.';
export const MEMORY_EMPTY = [
  "I don't have anything saved about you yet. Tell me “remember that …” and I'll keep it in mind.",
  'Nothing yet! If you say “remember that I work night shifts”, for example, I will keep it for next time.',
];
export const MEMORY_INTRO = [
  "Here's what you asked me to remember:",
  'You told me to keep these in mind:',
  'These are the things I remember about you:',
];
export const MEMORY_OUTRO = 'You can change or delete these any time in Settings → Chat Memory, or tell me “forget that”.';

/** What logging a topic would let Willow do, said when there are no logs to answer from. */
export const LOGGING_UNLOCKS: Record<Topic | 'any', string> = {
  mood: 'Log your mood for a few days (a quick 1–5 on the dashboard, or just tell me “mood 3”) and I can show how it moves and what it moves with.',
  energy:
    'Log your energy for a few days (or tell me “energy 2, pretty drained”) and I can show how it changes week to week and what comes before the low days.',
  symptoms:
    'When you log symptoms with how strong they were (tell me “headache 4/5”), I can count them, tell you when they last happened and look for what comes before them.',
  food: 'When you log meals (tell me “porridge and a banana for breakfast”), I can tell you what you ate on any day and see if foods line up with how you feel.',
  supplements: 'When you log supplements (tell me “took magnesium”), I can tell you whether you took them and how often one was missed.',
  sleep:
    'When you log how you slept (tell me “slept 7 hours” or “terrible sleep”), I can tell you about any night, how your sleep has been, and look for what comes before short or poor nights.',
  any: 'Once you log mood, energy, symptoms, meals, supplements or sleep, I can answer questions like this one from your own data.',
};

/** Follow-up questions per kind of answer; two or three are offered under each reply. */
export const FOLLOW_UPS: Record<QuestionKind | 'noLogs', readonly string[]> = {
  greeting: ['What can you do?', 'How was my week?', 'How has my energy been this week?'],
  thanks: ['How was yesterday?', 'What seems to set off my symptoms?', 'What do you remember about me?'],
  goodbye: ['How was today?', 'What can you do?'],
  smalltalk: ['What can you do?', 'How was my week?', 'How was yesterday?'],
  capabilities: ['How was yesterday?', 'Average mood this month', 'What do you remember about me?'],
  memoryList: ['What can you do?', 'How was my week?'],
  unknown: ['What can you do?', 'How was yesterday?', 'How has my energy been this week?'],
  medical: ['What seems to set off my symptoms?', 'How was my week?', 'What can you do?'],
  day: ['How was the day before?', 'How has my energy been this week?', 'What seems to set off my symptoms?'],
  range: ['How does that compare with the week before?', 'Why is my energy low some days?', 'Average mood this month'],
  summary: ['What seems to set off my symptoms?', 'How was yesterday?', 'Average energy this month'],
  last: ['How many times this month?', 'What seems to set it off?', 'How was that day?'],
  count: ['When did it last happen?', 'What seems to set it off?', 'How was my week?'],
  supplementDay: ['How often did I miss it this month?', 'What did I eat today?', 'How was yesterday?'],
  missed: ['Did I take it today?', 'How has my energy been this week?', 'How was my week?'],
  patterns: ['How many times this month?', 'How was my week?', 'Average energy this month'],
  noLogs: ['What can you do?', 'What do you remember about me?'],
};
