import { describe, expect, it } from 'vitest';
import { entryDraftSchema, type EntryDraft } from '../proposals.js';
import { sleepBodySchema } from '../sleep.js';
import { parseEntryText } from './parse-entry-text.js';

// Wednesday 25 November 2026, 16:30 in Berlin.
const context = { now: new Date('2026-11-25T15:30:00Z'), timeZone: 'Europe/Berlin' };
const TODAY = '2026-11-25';

type Night = Partial<Pick<Extract<EntryDraft, { kind: 'sleep' }>, 'hours' | 'bedtime' | 'wakeTime' | 'quality' | 'wakings'>>;
const night = (parts: Night, date = TODAY): EntryDraft => ({ kind: 'sleep', when: { date }, ...parts });

const SENTENCES: [string, EntryDraft[]][] = [
  // Hours
  ['slept 6 hours', [night({ hours: 6 })]],
  ['Slept for 7.5 hours', [night({ hours: 7.5 })]],
  ['I slept six and a half hours last night', [night({ hours: 6.5 })]],
  ['only got 4 hours of sleep', [night({ hours: 4 })]],
  ['5 hours sleep', [night({ hours: 5 })]],
  ['got about 5 hrs sleep', [night({ hours: 5 })]],
  ['slept 7h30', [night({ hours: 7.5 })]],
  ['slept 7 hours 20 minutes', [night({ hours: 7.33 })]],
  ['slept 6-7 hours', [night({ hours: 6.5 })]],
  ['slept an hour', [night({ hours: 1 })]],
  ['sleep: 8h', [night({ hours: 8 })]],
  ["didn't sleep at all", [night({ hours: 0, quality: 1 })]],
  ['no sleep last night', [night({ hours: 0, quality: 1 })]],
  ['up all night with the baby', [night({ hours: 0, quality: 1 })]],
  // Stop 43: 'slept through until' is the wake time and no waking; a quality word said before 'quality'.
  ['in bed by 11, slept through until 6:30', [night({ bedtime: '23:00', wakeTime: '06:30', wakings: 0 })]],
  ['slept 8 hours, decent quality', [night({ hours: 8, quality: 3 })]],
  // Quality
  ['terrible sleep', [night({ quality: 1 })]],
  ['slept badly', [night({ quality: 2 })]],
  ['slept like a log', [night({ quality: 5 })]],
  ['slept really well', [night({ quality: 4 })]],
  ['sleep was ok', [night({ quality: 3 })]],
  ['sleep quality 2', [night({ quality: 2 })]],
  ['sleep 4/5', [night({ quality: 4 })]],
  ['had a rough night', [night({ quality: 2 })]],
  ['bad night', [night({ quality: 2 })]],
  ["a good night's sleep", [night({ quality: 4 })]],
  ['restless sleep', [night({ quality: 2 })]],
  ["couldn't sleep", [night({ quality: 1 })]],
  ["didn't sleep well", [night({ quality: 2 })]],
  ["sleep wasn't great", [night({ quality: 2 })]],
  ['tossed and turned all night', [night({ quality: 2 })]],
  ['trouble falling asleep', [night({ quality: 2 })]],
  // Wakings
  ['up 3 times last night', [night({ wakings: 3 })]],
  ['woke up twice', [night({ wakings: 2 })]],
  ['got up 4 times to pee', [night({ wakings: 4 })]],
  ['woke once in the night', [night({ wakings: 1 })]],
  ['woke up a few times', [night({ wakings: 3 })]],
  ['slept through the night', [night({ wakings: 0 })]],
  ['3 wake-ups', [night({ wakings: 3 })]],
  // 'Was' before what happened tells it, with the 'I' left out: no question.
  ['was up 3 times in the night', [night({ wakings: 3 })]],
  ['was up twice last night and slept badly', [night({ wakings: 2, quality: 2 })]],
  ['were up 4 times with the baby', [night({ wakings: 4 })]],
  // How rested the person woke is how the night went.
  ['woke up feeling refreshed', [night({ quality: 4 })]],
  ['woke up refreshed after 8 hours', [night({ hours: 8, quality: 4 })]],
  ['slept 7 hours, woke up well rested', [night({ hours: 7, quality: 4 })]],
  ['woke feeling unrefreshed', [night({ quality: 2 })]],
  ['woke up not rested at all', [night({ quality: 2 })]],
  [
    'woke up feeling refreshed with a headache',
    [night({ quality: 4 }), { kind: 'symptom', when: { date: TODAY }, name: 'Headache', intensity: 3 }],
  ],
  // Bedtime and wake time
  ['went to bed at 1am, woke at 7', [night({ bedtime: '01:00', wakeTime: '07:00' })]],
  ['went to bed at 11, got up at 6:30', [night({ bedtime: '23:00', wakeTime: '06:30' })]],
  ['in bed by 10:30pm and up at 5', [night({ bedtime: '22:30', wakeTime: '05:00' })]],
  ['fell asleep around midnight, woke up at 8', [night({ bedtime: '00:00', wakeTime: '08:00' })]],
  ['slept from 11 to 7', [night({ bedtime: '23:00', wakeTime: '07:00' })]],
  ['slept 11pm-6am', [night({ bedtime: '23:00', wakeTime: '06:00' })]],
  ['asleep at 2, slept till 10', [night({ bedtime: '02:00', wakeTime: '10:00' })]],
  // A bedtime alone gives no hours: only what else is said stays.
  ['went to bed at 1am', []],
  ['went to bed at 1am, terrible sleep', [night({ quality: 1 })]],
  // A wake time alone likewise; what else is said of the night stays, and a lone bedtime times nothing (decision 033).
  ['got up at quarter to ten', []],
  ['lights out at 12, up 4 times', [night({ wakings: 4 })]],
  // 'last night' heading a clause about the night is the night's, no time of what is said after it.
  [
    'last night slept so badly. today nausea 2',
    [night({ quality: 2 }), { kind: 'symptom', when: { date: TODAY }, name: 'Nausea', intensity: 2 }],
  ],
  ['in bed by 11 last night. nausea 2', [{ kind: 'symptom', when: { date: TODAY }, name: 'Nausea', intensity: 2 }]],
  // Several parts of one night make one night; hours said outright win over clock times.
  ['slept 6 hours, terrible sleep, up 3 times', [night({ hours: 6, quality: 1, wakings: 3 })]],
  ['slept badly and woke up 4 times', [night({ quality: 2, wakings: 4 })]],
  ['bed at 11 woke at 6 but only slept 5 hours', [night({ hours: 5 })]],
  ['Slept 5 hours. Woke up three times. Sleep quality 2 out of 5', [night({ hours: 5, quality: 2, wakings: 3 })]],
  // The day the person woke: last night is today's night, Monday night the Tuesday's.
  ['slept 9 hours on monday night', [night({ hours: 9 }, '2026-11-24')]],
  ['the night before last I slept 4 hours', [night({ hours: 4 }, '2026-11-24')]],
  ['yesterday I slept badly', [night({ quality: 2 }, '2026-11-24')]],
  // Sleep with other entries.
  [
    'slept badly and woke up with a headache',
    [night({ quality: 2 }), { kind: 'symptom', when: { date: TODAY }, name: 'Headache', intensity: 3 }],
  ],
  ['slept 5 hours, feeling exhausted', [night({ hours: 5 }), { kind: 'energy', when: { date: TODAY }, score: 1 }]],
  // What else the clause says was at the waking.
  ['woke at 7 and took vitamin d', [{ kind: 'supplement', when: { date: TODAY, time: '07:00' }, name: 'Vitamin D', taken: true }]],
  // As people type and say it: hours without 'sleep', vague and fractional hours, spoken clock times.
  ['got about 7 and a half hours', [night({ hours: 7.5 })]],
  ['slept 8', [night({ hours: 8 })]],
  ['slept five and a half', [night({ hours: 5.5 })]],
  ['slept 7 1/2 hours', [night({ hours: 7.5 })]],
  ['slept for an hour and a half', [night({ hours: 1.5 })]],
  ['slept 5ish hours', [night({ hours: 5 })]],
  ['a couple hours of sleep', [night({ hours: 2 })]],
  ['hours of sleep: 7', [night({ hours: 7 })]],
  ['sleep 7.5', [night({ hours: 7.5 })]],
  ['woke at 6:45 after 7 hours', [night({ hours: 7 })]],
  ['slept solidly for 8 hours', [night({ hours: 8, quality: 4 })]],
  ['went to bed around eleven thirty and woke up at six fifteen', [night({ bedtime: '23:30', wakeTime: '06:15' })]],
  ['went to bed at half eleven, woke at half six', [night({ bedtime: '23:30', wakeTime: '06:30' })]],
  ['bed at quarter to 12 up at 7', [night({ bedtime: '23:45', wakeTime: '07:00' })]],
  ['slept from 10 til 6', [night({ bedtime: '22:00', wakeTime: '06:00' })]],
  // When sleep came wins over getting into bed, getting up for good over a waking in the night.
  ['in bed at 10:30, fell asleep around 11, woke at 6:30', [night({ bedtime: '23:00', wakeTime: '06:30' })]],
  ['in bed at 10pm, awake at 3am, up for good at 6', [night({ bedtime: '22:00', wakeTime: '06:00' })]],
  // 'No wakings' is none; a rating hedged or in words is the rating.
  ['slept 7 hours, no wakings, quality maybe a three', [night({ hours: 7, wakings: 0, quality: 3 })]],
  ['zero wake ups last night', [night({ wakings: 0 })]],
  // Hours said anywhere in a clause about the night; a rating said wins over words.
  ['sleep was decent for a change 7 hours quality 3', [night({ hours: 7, quality: 3 })]],
  ['slept terribly probably 4 hours', [night({ hours: 4, quality: 1 })]],
  ['restless sleep quality 3', [night({ quality: 3 })]],
  ['went to bed at 11 but couldn’t fall asleep until 2, up at 7', [night({ bedtime: '02:00', wakeTime: '07:00', quality: 2 })]],
  // A night slept in parts (before: only the first part was kept): the hours asleep in all of them
  // and a waking between each two; a bare hour is the next after the time before it.
  ['10pm until 2am then 4 to 7', [night({ hours: 7, wakings: 1 })]],
  ['9pm-1am, then 3am-6am', [night({ hours: 7, wakings: 1 })]],
  ['slept 11 to 3 and again 5 to 8', [night({ hours: 7, wakings: 1 })]],
  ['slept 11-3 and 5-8', [night({ hours: 7, wakings: 1 })]],
  ['slept 10pm until 2am, then from 4 to 7am', [night({ hours: 7, wakings: 1 })]],
  ['slept between 11 and 3, then again between 5 and 8', [night({ hours: 7, wakings: 1 })]],
  ['slept 9 to 1 and again 6 to 10', [night({ hours: 8, wakings: 1 })]],
  ['in bed at 11, up at 2 for an hour, back asleep till 7', [night({ hours: 7, wakings: 1 })]],
  ['in bed at 11, woke at 3, back asleep at 4, up at 7', [night({ hours: 7, wakings: 1 })]],
  ['in bed at 11 up at 2 back asleep at 3 up at 7', [night({ hours: 7, wakings: 1 })]],
  ['went to bed at 11, woke at 3, went back to sleep at 4 and woke at 7', [night({ hours: 7, wakings: 1 })]],
  ['went to bed at 10 woke up at 2 and was awake for an hour then slept until 7', [night({ hours: 8, wakings: 1 })]],
  ['slept from 10 to 2, woke up for an hour, then slept 3 to 7', [night({ hours: 8, wakings: 1 })]],
  ['in bed at 11, up at 2 for an hour, up for good at 7', [night({ hours: 7, wakings: 1 })]],
  ['asleep by 11, awake 3 till 5, then slept till 8', [night({ hours: 7, wakings: 1 })]],
  ['went to bed at 11, up from 2 to 4 and back asleep till 7', [night({ hours: 6, wakings: 1 })]],
  ['went to bed at 11, lay awake from 2 to 4, up at 7', [night({ quality: 2, hours: 6, wakings: 1 })]],
  ["went to bed at 11, woke at 3 and couldn't get back to sleep until 5, up at 7", [night({ quality: 2, hours: 6, wakings: 1 })]],
  ['slept 4 hours, woke up, then another 3', [night({ hours: 7, wakings: 1 })]],
  ['slept 4 hours then slept another 2 and a half hours', [night({ hours: 6.5, wakings: 1 })]],
  ['slept 11 to 3, then another 3 hours', [night({ hours: 7, wakings: 1 })]],
  // With what else is said of the night: quality, more wakings, hours said outright (which win).
  ['slept 11 to 3 and 5 to 8, terrible sleep', [night({ hours: 7, wakings: 1, quality: 1 })]],
  ['slept 11 to 3 and again 5 to 8, up 3 times', [night({ hours: 7, wakings: 3 })]],
  ['slept 11 to 3 and again 5 to 8, so about 6 hours', [night({ hours: 6, wakings: 1 })]],
  // An end not said: the time from bed to getting up when both are known, with the waking; else the waking.
  ['in bed at 11, woke at 2, back asleep till 7', [night({ bedtime: '23:00', wakeTime: '07:00', wakings: 1 })]],
  ['woke at 3, back asleep at 4, up at 7', [night({ wakings: 1 })]],
  ['woke up at 5 and went back to sleep', [night({ wakings: 1 })]],
  // Not a night in parts.
  ['9 to 5 then 6 to 8', []],
  ['11 to 3 then 5 to 8', []],
  ['woke up and went back to sleep', []],
  ['went back to bed after breakfast', []],
  ['slept 8 hours and went back to sleep after lunch', [night({ hours: 8 })]],
  ['slept 5 hours, got up and worked another 2 hours', [night({ hours: 5 })]],
  // What a clause says right after the night is more of it.
  ['6h sleep, restless', [night({ hours: 6, quality: 2 })]],
  ['slept poorly, 5 hours', [night({ quality: 2, hours: 5 })]],
  ['sleep: 6h, quality 3/5, woke 2x', [night({ hours: 6, quality: 3, wakings: 2 })]],
  // Typed without apostrophes, and said without a number.
  ['didnt sleep well', [night({ quality: 2 })]],
  ['couldnt sleep', [night({ quality: 1 })]],
  ['didnt have a headache today', []],
  ['woke up at 4am and couldnt get back to sleep', [night({ quality: 2 })]],
  ['slept like crap', [night({ quality: 1 })]],
  ['I was awake most of the night', [night({ quality: 1 })]],
  ['slept on and off', [night({ quality: 2 })]],
  ['kept waking up', [night({ quality: 2 })]],
  ['woke every 2 hours', [night({ quality: 2 })]],
  ['had nightmares', [night({ quality: 2 })]],
  ['had a rough night with the baby', [night({ quality: 2 })]],
  ['Sleep: 7h 15m', [night({ hours: 7.25 })]],
  ['slept 7hrs15', [night({ hours: 7.25 })]],
  ['solid 9 hours last night', [night({ hours: 9 })]],
  ['night was rough, 5 hours tops', [night({ quality: 2, hours: 5 })]],
  ['sleep quality 3/5 and 6.5 hours', [night({ quality: 3, hours: 6.5 })]],
  ['sleep 6 hrs quality poor', [night({ hours: 6, quality: 2 })]],
  ['got to bed late, maybe 1am, up at 7 for work, so about 6 hours', [night({ hours: 6 })]],
  [
    'so I went to bed around half past ten and I think I fell asleep around eleven and woke up at about six thirty',
    [night({ bedtime: '23:00', wakeTime: '06:30' })],
  ],
  [
    "didn't get much sleep last night, maybe 4 hours, and I've got a migraine",
    [night({ quality: 2, hours: 4 }), { kind: 'symptom', when: { date: TODAY }, name: 'Migraine', intensity: 3 }],
  ],
  // Wakings: ranges, 'x', none.
  ['woke up 3x', [night({ wakings: 3 })]],
  ['restless night, woke up 5 or 6 times', [night({ quality: 2, wakings: 6 })]],
  ['the baby woke me 4 times', [night({ wakings: 4 })]],
  ['woke up several times', [night({ wakings: 3 })]],
  ["didn't wake up once", [night({ wakings: 0 })]],
  // A night's 'last night' is not the day of what the rest of the clause says happened on waking.
  [
    'slept 6 hours last night and have a migraine this morning',
    [night({ hours: 6 }), { kind: 'symptom', when: { date: TODAY, time: '08:30' }, name: 'Migraine', intensity: 3 }],
  ],
  [
    'slept badly last night and woke up with a headache',
    [night({ quality: 2 }), { kind: 'symptom', when: { date: TODAY }, name: 'Headache', intensity: 3 }],
  ],
  ['hot flashes kept me up', [night({ quality: 2 }), { kind: 'symptom', when: { date: TODAY }, name: 'Hot flashes', intensity: 3 }]],
  // A nap is not the night, nor a food or a supplement, and it does not hide the night said with it.
  ['slept 5 hours and napped for an hour', [night({ hours: 5 })]],
  ['slept 6 hours. had a 1 hour nap', [night({ hours: 6 })]],
  ['had a nap and woke with a headache', [{ kind: 'symptom', when: { date: TODAY }, name: 'Headache', intensity: 3 }]],
  ['had a nap after lunch', []],
  ['took a 20 minute nap', []],
  // Not the night.
  ['napped 2 hours', []],
  ["didn't wake up until 10", []],
  ['woke up tired', [{ kind: 'energy', when: { date: TODAY }, score: 2 }]],
  ['feeling sleepy', [{ kind: 'energy', when: { date: TODAY }, score: 2 }]],
  ['how did I sleep last week?', []],
  ['insomnia', [{ kind: 'symptom', when: { date: TODAY }, name: 'Insomnia', intensity: 3 }]],
];

describe('sleep said in words', () => {
  it.each(SENTENCES)('%s', (text, expected) => {
    const drafts = parseEntryText(text, context);
    expect(drafts).toEqual(expected);
    for (const draft of drafts) {
      expect(entryDraftSchema.safeParse(draft).success).toBe(true);
      if (draft.kind === 'sleep') {
        const { kind: _kind, when: _when, ...body } = draft;
        expect(sleepBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
      }
    }
  });
});

describe('what is not the night', () => {
  it.each([
    'good night',
    'goodnight!',
    'had a great night out with friends',
    'worked 8 hours',
    'spent 3 hours at the hospital',
    'took 2 sleeping pills',
    'woke up with a migraine',
    'had a lovely rest',
    'walked for an hour',
    'up at the crack of dawn',
    'bed sheets washed',
    'got 2 hours of exercise',
    'got 8 hours of work done',
    'headache for 3 hours',
    'had dinner at eight thirty',
    'nausea on and off all day',
    'feeling restless',
    'restless legs',
    'the kids were up at 7 and I had porridge at 8',
    'stayed in bed all day with a migraine',
    'ate twice today',
    'worked 8 hours last night',
    'threw up twice',
    'picked the kids up twice',
    'my blood sugar was up twice',
    'I was 3 times at the doctor this month',
    'migraine for 2 hours tops',
    'night sweats',
    'bad night sweats',
    'was my sleep ok',
    'worked 10pm until 2am then 4 to 7',
    'meeting from 9 to 11 and again 2 to 4',
    'the kids were up from 6 to 8',
    'stayed up for 2 hours',
    'had a nap from 2 to 4',
    'woke at 3 and tried to get back to sleep',
  ])('%s', (text) => {
    expect(parseEntryText(text, context).filter((draft) => draft.kind === 'sleep')).toEqual([]);
  });
});
