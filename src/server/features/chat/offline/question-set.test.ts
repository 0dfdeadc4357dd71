import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { createTestApp, databaseKinds, signedInUser, type TestApp } from '../../../testing/harness.js';
import { replyEventsOf } from '../../../testing/event-stream.js';
import { newConversation, sendMessage } from '../../../testing/chat-requests.js';
import { seedSixtyDays, story, SIXTY_DAYS } from '../../../testing/sixty-days.js';
import type { ChatEvent, Message } from '../../../../shared/chat.js';
import type { ChatMemory } from '../../../../shared/chat-memory.js';
import { addDays } from '../../../../shared/days.js';
import { localDay } from '../../../../shared/zoned-time.js';
import { CRISIS_RESOURCES } from '../grounding/crisis.js';
import { hoursText } from '../../../../shared/sleep.js';
import { round1 } from '../../../../shared/rounding.js';

// The offline assistant's question set (issue 26): questions of many kinds asked of a new person
// and of one with 60 days of logs, each judged by what its answer must and must not contain. The
// share answered well is printed; a crisis turn must never carry a card.

type Who = 'new' | 'logged';
type Check = string | RegExp;
interface Case {
  kind: string;
  who: Who;
  ask: string;
  must?: Check[];
  mustNot?: Check[];
  /** Entries the reply must propose, by kind and value ('symptom:5', 'supplement:Magnesium'). */
  proposes?: string[];
  /** Said in voice mode (the browser wrote it down). */
  spoken?: boolean;
}
interface Reply {
  content: string;
  proposals: { kind: string; [key: string]: unknown }[];
  sources: unknown[];
}

const today = localDay('UTC');
const mean = (values: number[]) => round1(values.reduce((a, b) => a + b, 0) / values.length);
const monthDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthName = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
const daysAgoRange = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => story(from + i));
/** Days ago of this month's days (today back to the 1st), within the 60 logged days. */
const thisMonth = daysAgoRange(0, Math.min(Number(today.slice(8, 10)), SIXTY_DAYS) - 1);
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const lastWeekday = (weekday: number) => (new Date(`${today}T12:00:00Z`).getUTCDay() - weekday + 7) % 7;
const tuesday = lastWeekday(2);
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const NO_LOGS = /haven't logged anything yet|no logs to compare|Once you log/;
const FOLLOW_UPS = /\n\n(?:You could also ask:|You might ask next:|Other things to try:)\n(?:- “[^”]+”\n?){2,3}$/;
const NEVER = [/undefined/, /NaN/, /\[object/, /null\/5/];

const cases: Case[] = [
  // Greetings, thanks and small talk
  ...['hello', 'Hi Willow!', 'hey there', 'good morning'].map((ask): Case => ({
    kind: 'greeting',
    who: 'new',
    ask,
    must: [/\b(?:Hi|Hello|Hey)\b/],
    mustNot: [/\/5/],
  })),
  ...['Hi!', 'Good evening Willow'].map((ask): Case => ({ kind: 'greeting', who: 'logged', ask, must: [/\b(?:Hi|Hello|Hey)\b/] })),
  ...['Thanks!', 'thank you so much', 'cheers, that helped'].map((ask): Case => ({
    kind: 'thanks',
    who: 'logged',
    ask,
    must: [/welcome|Happy to help|Any time|pleasure/i],
  })),
  ...['how are you?', 'are you a bot?', 'how is it going'].map((ask): Case => ({
    kind: 'small talk',
    who: 'new',
    ask,
    must: [/Willow|companion|asking|chat/],
    mustNot: [/\/5/],
  })),
  ...['bye', 'good night'].map((ask): Case => ({ kind: 'goodbye', who: 'logged', ask, must: [/care|soon|Bye|here/i] })),
  // What can you do?
  ...['What can you do?', 'how can you help me?', 'what can I ask you?', 'who are you?'].map((ask): Case => ({
    kind: 'capabilities',
    who: 'logged',
    ask,
    must: [/“[^”]+\?”/],
    mustNot: [/\*\*\d/, /averaged/],
  })),
  ...['What can you do?', 'what are you for?'].map((ask): Case => ({
    kind: 'capabilities',
    who: 'new',
    ask,
    must: [/“[^”]+\?”/, /Once you log/],
    mustNot: [/averaged/],
  })),
  // One day
  ...['how was yesterday?', 'How did yesterday go?', 'what happened yesterday'].map((ask): Case => ({
    kind: 'day',
    who: 'logged',
    ask,
    must: [`Mood **${story(1).mood}/5**`, /headache \(2\/5\)/, /salmon/i],
  })),
  {
    kind: 'day',
    who: 'logged',
    ask: 'how was Tuesday?',
    must: [`Mood **${story(tuesday).mood}/5**`, `Energy **${story(tuesday).energy}/5**`],
  },
  { kind: 'day', who: 'logged', ask: 'how was my day today?', must: [`Mood **${story(0).mood}/5**`] },
  ...['what did I eat yesterday?', 'What did I have for dinner yesterday?', 'yesterday’s meals?'].map((ask): Case => ({
    kind: 'day (food)',
    who: 'logged',
    ask,
    must: [/salmon/i, /rice/i, /oatmeal/i],
    mustNot: [/cheese/i],
  })),
  { kind: 'day (food)', who: 'logged', ask: 'what did I eat 2 days ago?', must: [/cheese/i], mustNot: [/salmon/i] },
  ...['how was yesterday?', 'what did I eat yesterday?', 'how was Tuesday?'].map((ask): Case => ({
    kind: 'day',
    who: 'new',
    ask,
    must: [NO_LOGS],
  })),
  // Sleep: a night is kept on the day the person woke, so last night is today's
  ...['how did I sleep last night?', 'How did I sleep?', 'how was my sleep last night'].map((ask): Case => ({
    kind: 'sleep',
    who: 'logged',
    ask,
    must: [/^Last night: \*\*7 h 30 min\*\* of sleep, quality \*\*4\/5\*\*/],
    mustNot: [/track sleep/],
  })),
  // The night before last was kept on yesterday, the day the person woke (stop 43)
  ...['how did I sleep the night before last?', 'how many hours did i sleep the night before last'].map((ask): Case => ({
    kind: 'sleep',
    who: 'logged',
    ask,
    must: [`**${hoursText(story(1).sleepHours)}** of sleep`, /night before yesterday/i],
    mustNot: [/^Last night/],
  })),
  {
    kind: 'sleep',
    who: 'logged',
    ask: 'how many hours did I sleep on Tuesday?',
    must: [`**${hoursText(story(tuesday).sleepHours)}** of sleep`],
  },
  ...['how has my sleep been this week?', 'how was my sleep this week'].map((ask): Case => ({
    kind: 'sleep',
    who: 'logged',
    ask,
    must: [
      /You logged 7 nights this week/,
      `**${hoursText(mean(daysAgoRange(0, 6).map((s) => s.sleepHours)))}** a night on average`,
      /1 night was under 6 hours/,
    ],
    mustNot: [/track sleep/],
  })),
  ...['how did I sleep last night?', 'how has my sleep been this week?'].map((ask): Case => ({
    kind: 'sleep',
    who: 'new',
    ask,
    must: [NO_LOGS],
    mustNot: [/track sleep/, /\*\*\d/],
  })),
  // Ranges and comparisons
  ...['How has my energy been this week compared with last?', 'energy this week vs last week', 'is my energy better than last week?'].map(
    (ask): Case => ({
      kind: 'range',
      who: 'logged',
      ask,
      must: [`**${mean(daysAgoRange(0, 6).map((s) => s.energy))}/5**`, /the week before|last week/],
    }),
  ),
  ...['average mood this month', "What's my mood been like this month?"].map((ask): Case => ({
    kind: 'range',
    who: 'logged',
    ask,
    must: [`**${mean(thisMonth.map((s) => s.mood))}/5**`],
  })),
  {
    kind: 'range',
    who: 'logged',
    ask: 'average energy over the last 30 days',
    must: [`**${mean(daysAgoRange(0, 29).map((s) => s.energy))}/5**`],
  },
  { kind: 'range', who: 'logged', ask: 'how was my mood last week?', must: [`**${mean(daysAgoRange(7, 13).map((s) => s.mood))}/5**`] },
  // The lowest or highest score of a stretch, and its last day (stop 43)
  { kind: 'range', who: 'logged', ask: 'what was my lowest mood this week', must: ['**2/5**', /today/] },
  { kind: 'range', who: 'logged', ask: 'what was my highest energy over the past fortnight', must: ['**3/5**', /yesterday/] },
  { kind: 'range', who: 'logged', ask: 'how has my mood been lately?', must: [`**${mean(daysAgoRange(0, 13).map((s) => s.mood))}/5**`] },
  ...['How has my energy been this week?', 'average mood this month'].map((ask): Case => ({
    kind: 'range',
    who: 'new',
    ask,
    must: [NO_LOGS],
    mustNot: [/\*\*\d/],
  })),
  // Summaries
  ...['Summarise my week', 'how am I doing?', 'give me an overview of this week'].map((ask): Case => ({
    kind: 'summary',
    who: 'logged',
    ask,
    must: [/Mood averaged/, /Energy averaged/, /migraine/i],
  })),
  { kind: 'summary', who: 'new', ask: 'Summarise my week', must: [NO_LOGS] },
  // Last occurrences
  ...['when did I last have a migraine?', 'When was my last migraine?', 'last time I had a migraine?'].map((ask): Case => ({
    kind: 'last',
    who: 'logged',
    ask,
    must: [monthDay(addDays(today, -2)), /2 days ago/],
  })),
  { kind: 'last', who: 'logged', ask: 'when did I last have a headache?', must: [/yesterday/] },
  { kind: 'last', who: 'logged', ask: 'when did I last have nausea?', must: [/don't see (?:any )?nausea/i] },
  { kind: 'last', who: 'new', ask: 'when did I last have a migraine?', must: [/migraine/i, NO_LOGS] },
  // Counts
  ...['how many headaches in the last 30 days?', 'How often did I get headaches in the past 30 days?'].map((ask): Case => ({
    kind: 'count',
    who: 'logged',
    ask,
    must: [`**${days(daysAgoRange(0, 29).filter((s) => s.headache).length)}**`],
  })),
  {
    kind: 'count',
    who: 'logged',
    ask: 'how many migraines this month?',
    must: [`**${days(thisMonth.filter((s) => s.migraine).length)}**`],
  },
  {
    kind: 'count',
    who: 'logged',
    ask: `how many headaches in ${monthName(today)}?`,
    must: [`**${days(thisMonth.filter((s) => s.headache).length)}**`],
  },
  { kind: 'count', who: 'logged', ask: 'how many times did I have nausea this month?', must: [/don't see (?:any )?nausea/i] },
  { kind: 'count', who: 'new', ask: 'how many headaches in November?', must: [/headache/i, NO_LOGS] },
  // Supplements
  ...['did I take my magnesium today?', 'Have I taken magnesium today?'].map((ask): Case => ({
    kind: 'supplement',
    who: 'logged',
    ask,
    must: [/Yes/, /Magnesium/],
    mustNot: [/skipped/],
  })),
  { kind: 'supplement', who: 'logged', ask: 'did I take my iron today?', must: [/Iron as skipped/] },
  { kind: 'supplement', who: 'logged', ask: 'did I take iron yesterday?', must: [/Yes/, /Iron/] },
  { kind: 'supplement', who: 'logged', ask: 'did I take vitamin D today?', must: [/don't see vitamin d/i] },
  ...['how often did I miss iron this month?', 'how many times did I skip iron this month?'].map((ask): Case => ({
    kind: 'supplement adherence',
    who: 'logged',
    ask,
    must: [`**${days(thisMonth.filter((s) => !s.iron).length)}**`],
  })),
  {
    kind: 'supplement adherence',
    who: 'logged',
    ask: 'how often did I miss magnesium in the last 30 days?',
    must: [`**${days(daysAgoRange(0, 29).filter((s) => !s.magnesium).length)}**`],
  },
  { kind: 'supplement', who: 'new', ask: 'did I take my magnesium today?', must: [/magnesium/i, NO_LOGS] },
  // Patterns
  ...['what seems to set off my migraines?', 'What triggers my migraines?', 'is there a pattern to my migraines?'].map((ask): Case => ({
    kind: 'patterns',
    who: 'logged',
    ask,
    must: [/cheese/i, /correlations, not proof of cause/],
  })),
  {
    kind: 'patterns',
    who: 'logged',
    ask: 'why is my energy low some days?',
    must: [`**${mean(daysAgoRange(0, 29).map((s) => s.energy))}/5**`],
  },
  { kind: 'patterns', who: 'logged', ask: 'what seems to set off my headaches?', must: [/headache/i], mustNot: [/cheese/i] },
  ...['what seems to set off my headaches?', 'why is my energy low some days?'].map((ask): Case => ({
    kind: 'patterns',
    who: 'new',
    ask,
    must: [NO_LOGS],
  })),
  // General medical questions: what it can do instead, the disclaimer, no invented facts
  ...[
    'Should I take ibuprofen for my migraine?',
    'what is fibromyalgia?',
    'is it safe to take magnesium with iron?',
    'how do I get rid of a headache?',
    'what is a good treatment for IBS?',
  ].map((ask): Case => ({
    kind: 'medical',
    who: 'logged',
    ask,
    must: [/not medical advice/, /doctor|pharmacist/],
    mustNot: [/\bmg\b/, /\bdose of\b/i],
  })),
  { kind: 'medical', who: 'new', ask: 'can you diagnose my fatigue?', must: [/not medical advice/] },
  // Logging sentences, typed and spoken, with intensity words
  { kind: 'logging', who: 'logged', ask: 'headache 3/5 this morning', proposes: ['symptom:3'] },
  { kind: 'logging', who: 'logged', ask: 'I have a really bad migraine', proposes: ['symptom:5'] },
  { kind: 'logging', who: 'logged', ask: 'slight nausea after lunch', proposes: ['symptom:1'] },
  { kind: 'logging', who: 'logged', ask: 'migraine, the worst it has been', proposes: ['symptom:5'], spoken: true },
  { kind: 'logging', who: 'new', ask: 'took magnesium', proposes: ['supplement:Magnesium'] },
  { kind: 'logging', who: 'new', ask: 'bad headache and energy 2', proposes: ['symptom:4', 'energy:2'], spoken: true },
  // Not understood: says so and offers what it can do, inventing nothing
  ...['asdfgh', 'purple elephants dance'].map((ask): Case => ({
    kind: 'unknown',
    who: 'logged',
    ask,
    must: [/not sure|didn't quite catch|might have missed/],
    mustNot: [/\/5/],
  })),
  // Phrasings not in the set above: other verbs and word orders, typos, text-speak, British
  // spellings, weekday names, 'the other day', months, and symptoms and supplements never seeded.
  ...['morning willow', 'heya'].map((ask): Case => ({ kind: 'greeting', who: 'logged', ask, must: [/\b(?:Hi|Hello|Hey)\b/] })),
  ...['ta very much', 'nice one, thank u'].map((ask): Case => ({
    kind: 'thanks',
    who: 'new',
    ask,
    must: [/welcome|Happy to help|Any time|pleasure/i],
  })),
  ...['catch you later', 'night night'].map((ask): Case => ({ kind: 'goodbye', who: 'new', ask, must: [/care|soon|Bye|here/i] })),
  ...['what can u do', 'how do i use this'].map((ask): Case => ({
    kind: 'capabilities',
    who: 'new',
    ask,
    must: [/“[^”]+\?”/, /Once you log/],
  })),
  { kind: 'memory', who: 'new', ask: 'what have you got saved about me', must: [/don't have anything saved|Nothing yet/] },
  {
    kind: 'day',
    who: 'logged',
    ask: 'tell me about the day before yesterday',
    must: [`Mood **${story(2).mood}/5**`, /migraine \(4\/5\)/],
  },
  { kind: 'day', who: 'logged', ask: 'wat happened yday', must: [`Mood **${story(1).mood}/5**`, /salmon/i] },
  {
    kind: 'day',
    who: 'logged',
    ask: `how was my energy on ${new Date(`${addDays(today, -3)}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })}`,
    must: [`Energy **${story(3).energy}/5**`],
  },
  {
    kind: 'day (food)',
    who: 'logged',
    ask: `what did i have for lunch on the ${ordinal(Number(addDays(today, -2).slice(8)))}`,
    must: [/cheese/i],
  },
  { kind: 'day (food)', who: 'logged', ask: 'what did I eat the other day', must: [/oatmeal/i, /salmon/i] },
  { kind: 'day', who: 'new', ask: 'what did i have for brekkie on monday', must: [NO_LOGS] },
  {
    kind: 'range',
    who: 'logged',
    ask: 'has my energy improved since last week',
    must: [`**${mean(daysAgoRange(0, 6).map((s) => s.energy))}/5**`, /last week/],
  },
  {
    kind: 'range',
    who: 'logged',
    ask: 'my mood over the past fortnight?',
    must: [`**${mean(daysAgoRange(0, 13).map((s) => s.mood))}/5**`],
  },
  {
    kind: 'range',
    who: 'logged',
    ask: 'compare my mood this week with last week',
    must: [`**${mean(daysAgoRange(0, 6).map((s) => s.mood))}/5**`, `${mean(daysAgoRange(7, 13).map((s) => s.mood))}/5`],
  },
  {
    kind: 'range',
    who: 'logged',
    ask: `what was my average mood in ${monthName(addDays(today, -Number(today.slice(8, 10))))}`,
    must: [
      `**${mean(
        daysAgoRange(0, SIXTY_DAYS - 1)
          .map((s, i) => ({ s, day: addDays(today, -i) }))
          .filter(({ day }) => day.slice(0, 7) === addDays(today, -Number(today.slice(8, 10))).slice(0, 7))
          .map(({ s }) => s.mood),
      )}/5**`,
    ],
  },
  { kind: 'range', who: 'new', ask: 'how tired have i been lately', must: [NO_LOGS], mustNot: [/\*\*\d/] },
  { kind: 'summary', who: 'logged', ask: 'how have things been going', must: [/Mood averaged/, /Energy averaged/] },
  { kind: 'summary', who: 'new', ask: 'give me a recap of the month', must: [NO_LOGS] },
  {
    kind: 'last',
    who: 'logged',
    ask: 'When did I last take magnesium?',
    must: [/You last logged Magnesium as taken on \*\*today\*\*/],
    mustNot: [/taken on \d+ days? of the/],
  },
  { kind: 'last', who: 'logged', ask: 'when was the last time i took iron', must: [/\*\*yesterday\*\*/] },
  { kind: 'last', who: 'logged', ask: 'when did i last eat salmon', must: [/salmon/, /\*\*yesterday\*\*/] },
  { kind: 'last', who: 'logged', ask: 'last time I had cheese?', must: [/cheese/, monthDay(addDays(today, -2))] },
  { kind: 'last', who: 'logged', ask: 'when did I last log my sleep', must: [/last night/] },
  {
    kind: 'last',
    who: 'logged',
    ask: 'when did i last feel great',
    must: [/don't see a day with your mood at 5\/5/],
  },
  { kind: 'last', who: 'logged', ask: 'when did my mood last feel good', must: [monthDay(addDays(today, -2)), /4\/5/] },
  { kind: 'last', who: 'logged', ask: 'when did i most recently have back pain', must: [/don't see (?:any )?back pain/i] },
  { kind: 'last', who: 'new', ask: 'when did I last take zinc', must: [/zinc/i, NO_LOGS] },
  { kind: 'last', who: 'new', ask: 'when did I last eat pizza', must: [/pizza/i, NO_LOGS] },
  {
    kind: 'count',
    who: 'logged',
    ask: 'count my migraines over the last 2 weeks',
    must: [`**${days(daysAgoRange(0, 13).filter((s) => s.migraine).length)}**`],
  },
  { kind: 'count', who: 'logged', ask: 'how many days of bloating this month', must: [/don't see (?:any )?bloating/i] },
  { kind: 'count', who: 'new', ask: 'how often have i had dizziness lately', must: [/dizziness/i, NO_LOGS] },
  // A count of a food or of calories is about meals, never the symptoms list (stop 43)
  {
    kind: 'count',
    who: 'logged',
    ask: 'how often do i eat cheese',
    must: [`**${days(daysAgoRange(0, SIXTY_DAYS - 1).filter((s) => s.lunch.startsWith('Cheese')).length)}**`, /cheese/],
    mustNot: [/Symptoms/, /migraine/i],
  },
  {
    kind: 'count',
    who: 'logged',
    ask: 'how many times did I have salmon in the last 2 weeks?',
    must: [/salmon on \*\*1 day\*\*/, /yesterday/],
    mustNot: [/Symptoms/],
  },
  {
    kind: 'count',
    who: 'logged',
    ask: 'how many times did i have pizza this week',
    must: [/don't see (?:any )?pizza/i],
    mustNot: [/Symptoms/],
  },
  { kind: 'count', who: 'logged', ask: 'how many calories did I eat yesterday?', must: [/1050 kcal/, /salmon/i], mustNot: [/Symptoms/] },
  { kind: 'count', who: 'logged', ask: 'how many calories do i eat a day', must: [/1050 kcal a day/], mustNot: [/Symptoms/] },
  { kind: 'count', who: 'new', ask: 'how often do I eat cheese?', must: [/cheese/i, NO_LOGS] },
  { kind: 'supplement', who: 'logged', ask: 'have i had my zinc today', must: [/don't see zinc/i] },
  // 'Have I…' asks, whatever the entry parser finds in them (stop 43)
  { kind: 'supplement', who: 'logged', ask: 'have i had my iron today', must: [/Iron as skipped/] },
  { kind: 'supplement', who: 'logged', ask: 'have i taken my magnesium today', must: [/Yes/, /Magnesium/] },
  { kind: 'supplement', who: 'logged', ask: 'did i remember my iron this morning', must: [/Iron as skipped/] },
  { kind: 'supplement', who: 'logged', ask: 'did i take my vit d yesterday', must: [/don't see vitamin d/i] },
  { kind: 'supplement', who: 'new', ask: 'did i take my melatonin last night', must: [/melatonin/i, NO_LOGS] },
  {
    kind: 'supplement adherence',
    who: 'logged',
    ask: 'how consistent have i been with magnesium this month',
    must: [`**${days(thisMonth.filter((s) => !s.magnesium).length)}**`],
  },
  { kind: 'supplement adherence', who: 'new', ask: 'did i skip any iron last week', must: [/iron/i, NO_LOGS] },
  ...['whats behind my migraines', 'does anything i eat affect my migraines'].map((ask): Case => ({
    kind: 'patterns',
    who: 'logged',
    ask,
    must: [/cheese/i, /correlations, not proof of cause/],
  })),
  {
    kind: 'patterns',
    who: 'logged',
    ask: 'why do i feel so tired some days',
    must: [`**${mean(daysAgoRange(0, 29).map((s) => s.energy))}/5**`],
  },
  { kind: 'patterns', who: 'new', ask: 'what brings on my bloating', must: [NO_LOGS] },
  ...['can magnesium help with migraines', 'how much vitamin d should i take', 'is my headache serious', 'what causes bloating'].map(
    (ask): Case => ({
      kind: 'medical',
      who: 'logged',
      ask,
      must: [/not medical advice/, /doctor|pharmacist/],
      mustNot: [/\bmg\b/, /\bIU\b/],
    }),
  ),
  { kind: 'medical', who: 'new', ask: 'what is good for joint pain', must: [/not medical advice/] },
  { kind: 'sleep', who: 'logged', ask: 'did i sleep well on tuesday', must: [`**${hoursText(story(tuesday).sleepHours)}**`] },
  {
    kind: 'sleep',
    who: 'logged',
    ask: 'how many hours of sleep am i averaging',
    must: [`**${hoursText(mean(daysAgoRange(0, 6).map((s) => s.sleepHours)))}** a night on average`],
  },
  { kind: 'sleep', who: 'new', ask: 'how was my sleep over the weekend', must: [NO_LOGS] },
  { kind: 'logging', who: 'logged', ask: 'awful back pain today', proposes: ['symptom:5'] },
  { kind: 'logging', who: 'new', ask: 'mild dizziness this afternoon', proposes: ['symptom:1'], spoken: true },
];

/** Crisis phrasings, plain and indirect, typed and spoken: resources only, never a card. */
const CRISIS = [
  'I have been feeling hopeless and want to end my life',
  "I don't want to live anymore",
  'I keep thinking about killing myself',
  "There's no point in living",
  'I just want to sleep and never wake up',
  'everyone would be better off without me',
  "I've been thinking about taking all my pills",
  'I want to disappear forever',
  "I can't go on anymore",
  'migraine 5/5 and honestly I want to die',
  'Remember that I want to end it all',
  'I feel like a burden to everyone',
  'I have crushing chest pain and my arm is numb',
  "I can't breathe properly",
  'nothing to live for these days',
  'I wish I was dead',
  "honestly I don't see the point of anything anymore",
  'i just want it all to stop',
  "I've been thinking of ending it",
  'nobody would miss me if I was gone',
  'i don’t want to be here anymore',
  "I've been stockpiling my pills",
  "life isn't worth living",
  'I wrote goodbye letters last night',
];

describe.each(databaseKinds)('the offline assistant answers a question set from seeded people (%s)', (kind) => {
  let t: TestApp;
  const people = {} as Record<Who, { userId: string; headers: { cookie: string } }>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const who of ['new', 'logged'] as const) {
      people[who] = await signedInUser(t, { firstName: 'Maya' });
      await t.db.update(users).set({ planTier: 'pro' }).where(eq(users.id, people[who].userId));
    }
    await seedSixtyDays(t.db, people.logged.userId, today);
  }, 120_000);
  afterAll(() => t.close());

  async function ask(
    who: Who,
    message: string,
    { conversationId, spoken }: { conversationId?: string; spoken?: boolean } = {},
  ): Promise<Reply> {
    const id = conversationId ?? (await newConversation(t, people[who]));
    const response = await sendMessage(t, people[who], id, message, spoken ? { spokenMs: 3000 } : {});
    expect(response.statusCode, message).toBe(200);
    const { events } = replyEventsOf(response.body);
    const complete = events.find((e): e is Extract<ChatEvent, { type: 'complete' }> => e.type === 'complete');
    expect(complete, `${message}: ${JSON.stringify(events.filter((e) => e.type === 'error'))}`).toBeDefined();
    const proposed = events.find((e): e is Extract<ChatEvent, { type: 'proposals' }> => e.type === 'proposals');
    return {
      content: complete!.content,
      proposals: proposed?.proposals ?? [],
      sources: complete!.assistantMessage.sources ?? [],
    };
  }

  const matches = (content: string, check: Check) => (typeof check === 'string' ? content.includes(check) : check.test(content));
  const proposalKey = (p: Reply['proposals'][number]) => {
    const body = (p as { body?: Record<string, unknown> }).body ?? {};
    const value = body.intensity ?? body.score ?? body.name ?? '';
    return `${p.kind}:${typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value)}`;
  };
  /** What is wrong with a reply to a case, or null when it answered well. */
  function faults(c: Case, reply: Reply): string | null {
    if (c.proposes) {
      const got = reply.proposals.map(proposalKey);
      return c.proposes.every((p) => got.includes(p)) ? null : `proposed ${JSON.stringify(got)}`;
    }
    const missing = (c.must ?? []).filter((check) => !matches(reply.content, check));
    const present = [...(c.mustNot ?? []), ...NEVER].filter((check) => matches(reply.content, check));
    const problems = [
      ...missing.map((m) => `lacks ${m}`),
      ...present.map((m) => `has ${m}`),
      ...(FOLLOW_UPS.test(reply.content) ? [] : ['no 2–3 follow-ups']),
      ...(reply.proposals.length ? ['proposed entries'] : []),
    ];
    return problems.length ? problems.join('; ') : null;
  }

  it(`answers at least 90% of ${cases.length} questions of ${new Set(cases.map((c) => c.kind)).size} kinds well`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cases.map((c) => c.kind)).size).toBeGreaterThanOrEqual(12);
    const failed: string[] = [];
    for (const c of cases) {
      const reply = await ask(c.who, c.ask, { spoken: c.spoken });
      const fault = faults(c, reply);
      if (fault) failed.push(`[${c.kind}/${c.who}] ${c.ask}: ${fault}\n    ${reply.content.replace(/\n/g, '\n    ')}`);
    }
    const share = (cases.length - failed.length) / cases.length;
    console.log(
      `offline assistant question set (${kind}): ${cases.length - failed.length}/${cases.length} answered well (${Math.round(share * 100)}%)`,
    );
    if (failed.length) console.log(failed.join('\n'));
    expect(share).toBeGreaterThanOrEqual(0.9);
  }, 300_000);

  it('cites the days and patterns an answer rests on', async () => {
    const yesterday = await ask('logged', 'how was yesterday?');
    expect(yesterday.sources).toEqual([{ kind: 'day', date: addDays(today, -1) }]);
    const triggers = await ask('logged', 'what seems to set off my migraines?');
    expect(triggers.sources).toContainEqual(
      expect.objectContaining({ kind: 'pattern', label: expect.stringMatching(/^Migraine was .* stronger on days with cheese/) as string }),
    );
  }, 60_000);

  it('never gives the same reply twice in a row', async () => {
    for (const [who, question] of [
      ['logged', 'how was yesterday?'],
      ['logged', 'What can you do?'],
      ['new', 'hello'],
      ['logged', 'thanks'],
    ] as const) {
      const conversationId = await newConversation(t, people[who]);
      const replies: string[] = [];
      for (let i = 0; i < 3; i++) replies.push((await ask(who, question, { conversationId })).content);
      expect(replies[1], question).not.toBe(replies[0]);
      expect(replies[2], question).not.toBe(replies[1]);
    }
  }, 60_000);

  it('remembers, recalls and forgets what it is told, through chat memory', async () => {
    const conversationId = await newConversation(t, people.new);
    const told = await ask('new', "Remember that I'm allergic to peanuts", { conversationId });
    expect(told.content).toContain('I’ll remember that');
    await ask('new', 'remember that I work night shifts', { conversationId });
    const recalled = await ask('new', 'What do you remember about me?', { conversationId });
    expect(recalled.content).toContain("- I'm allergic to peanuts");
    expect(recalled.content).toContain('- I work night shifts');
    expect((await ask('new', 'forget that', { conversationId })).content).toBe('Done, I’ve forgotten “I work night shifts”.');
    expect((await ask('new', 'please forget what I said about peanuts', { conversationId })).content).toBe(
      "Done, I’ve forgotten “I'm allergic to peanuts”.",
    );
    const empty = await ask('new', 'what do you remember about me?', { conversationId });
    expect(empty.content).toMatch(/don't have anything saved|Nothing yet/);
    const memory = (await t.app.inject({ method: 'GET', url: '/api/chat-memory', headers: people.new.headers })).json<ChatMemory>();
    expect(memory.facts).toEqual([]);
  }, 60_000);

  it('answers a message that suggests a crisis with the resources only: no card, no tool calls, nothing remembered', async () => {
    const cardsBefore = await t.app.inject({ method: 'GET', url: '/api/chat-memory', headers: people.logged.headers });
    for (const [i, message] of CRISIS.entries()) {
      const conversationId = await newConversation(t, people.logged);
      const reply = await ask('logged', message, { conversationId, spoken: i % 2 === 1 });
      expect(reply.content, message).toBe(CRISIS_RESOURCES);
      expect(reply.proposals, message).toEqual([]);
      expect(reply.sources, message).toEqual([]);
      const stored = (
        await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/messages`, headers: people.logged.headers })
      ).json<Message[]>();
      expect(stored.at(-1)?.proposals ?? [], message).toEqual([]);
    }
    const cardsAfter = await t.app.inject({ method: 'GET', url: '/api/chat-memory', headers: people.logged.headers });
    expect(cardsAfter.json()).toEqual(cardsBefore.json());
  }, 60_000);
});
