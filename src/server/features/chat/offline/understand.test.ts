import { describe, expect, it } from 'vitest';
import { understand, type QuestionKind } from './understand.js';
import { periodOf, previousPeriod } from './periods.js';

// A Friday.
const TODAY = '2026-11-27';

describe('what the offline assistant understands a message to ask', () => {
  it.each<[string, QuestionKind, Record<string, unknown>?]>([
    ['hello', 'greeting'],
    ['Hey Willow', 'greeting'],
    ['thanks a lot!', 'thanks'],
    ["how's it going?", 'smalltalk'],
    ['see you tomorrow', 'goodbye'],
    ['What can you do?', 'capabilities'],
    ['what sort of things can I ask you?', 'capabilities'],
    ['What do you remember about me?', 'memoryList'],
    ['how was Tuesday?', 'day', { period: { from: '2026-11-24', to: '2026-11-24', label: 'Tuesday, Nov 24' } }],
    ['how was last Friday', 'day', { period: expect.objectContaining({ from: '2026-11-20' }) }],
    ['what did I eat yesterday?', 'day', { topic: 'food', period: expect.objectContaining({ from: '2026-11-26' }) }],
    ['what did I have for breakfast on Nov 3?', 'day', { topic: 'food', period: expect.objectContaining({ from: '2026-11-03' }) }],
    [
      'How has my energy been this week compared with last?',
      'range',
      { topic: 'energy', compareWith: expect.objectContaining({ from: '2026-11-14', to: '2026-11-20' }) },
    ],
    ['average mood this month', 'range', { topic: 'mood', period: expect.objectContaining({ from: '2026-11-01', to: TODAY }) }],
    ['mood since Monday', 'range', { period: expect.objectContaining({ from: '2026-11-23', to: TODAY }) }],
    ['when did I last have a migraine?', 'last', { symptom: 'Migraine' }],
    ['when was my last bout of nausea', 'last', { symptom: 'Nausea' }],
    [
      'how many headaches in November?',
      'count',
      { symptom: 'Headache', period: expect.objectContaining({ from: '2026-11-01', to: TODAY }) },
    ],
    ['how many migraines did I have in October', 'count', { period: expect.objectContaining({ from: '2026-10-01', to: '2026-10-31' }) }],
    ['did I take my magnesium today?', 'supplementDay', { supplement: 'magnesium' }],
    ['have I had my d3 yet', 'supplementDay', { supplement: 'vitamin d' }],
    ['how often did I miss iron this month?', 'missed', { supplement: 'iron' }],
    ['what seems to set off my headaches?', 'patterns', { symptom: 'Headache' }],
    ['why is my energy low some days?', 'patterns', { topic: 'energy' }],
    ['does anything trigger my bloating?', 'patterns', { symptom: 'Bloating' }],
    ['how did I sleep last night?', 'day', { topic: 'sleep', period: { from: TODAY, to: TODAY, label: 'last night' }, asking: true }],
    ['How did I sleep?', 'day', { topic: 'sleep', period: expect.objectContaining({ from: TODAY }) }],
    ['how many hours did I sleep on Tuesday', 'day', { topic: 'sleep', period: expect.objectContaining({ from: '2026-11-24' }) }],
    ['how has my sleep been this week?', 'range', { topic: 'sleep', period: expect.objectContaining({ from: '2026-11-21', to: TODAY }) }],
    [
      'how has my sleep been this week compared with last?',
      'range',
      { topic: 'sleep', compareWith: expect.objectContaining({ from: '2026-11-14', to: '2026-11-20' }) },
    ],
    ['Summarise my week', 'summary'],
    ['Should I take ibuprofen for a migraine?', 'medical'],
    ['what is lupus?', 'medical'],
    ['Is peanut butter a good snack for me?', 'medical'],
    ['is coffee a bad idea for me', 'medical'],
    ['blorp', 'unknown'],
    ['wat did i eat yday', 'day', { topic: 'food', period: expect.objectContaining({ from: '2026-11-26' }) }],
    ['what did i eat on the 3rd', 'day', { topic: 'food', period: expect.objectContaining({ from: '2026-11-03' }) }],
    ['how was the 28th', 'day', { period: expect.objectContaining({ from: '2026-10-28' }) }],
    ['what did i eat on the 14th of november', 'day', { period: expect.objectContaining({ from: '2026-11-14' }) }],
    ['how was my weekend', 'range', { period: expect.objectContaining({ from: '2026-11-21', to: '2026-11-22' }) }],
    ['any headaches since friday', 'range', { symptom: 'Headache', period: expect.objectContaining({ from: '2026-11-20', to: TODAY }) }],
    [
      'is my energy better than last week?',
      'range',
      { period: expect.objectContaining({ from: '2026-11-21' }), compareWith: expect.objectContaining({ from: '2026-11-14' }) },
    ],
    [
      'did i feel better in october than september',
      'range',
      {
        topic: 'mood',
        period: expect.objectContaining({ from: '2026-10-01' }),
        compareWith: expect.objectContaining({ from: '2026-09-01' }),
      },
    ],
    ['when did I last take magnesium?', 'last', { supplement: 'magnesium', food: null }],
    ['last time I had pizza?', 'last', { topic: 'food', food: 'pizza' }],
    ['when did i last feel great', 'last', { topic: 'mood', scores: { min: 5, max: 5 } }],
    ['why do i feel so tired sometimes', 'patterns', { topic: 'energy', outcome: 'tired' }],
    // Asking about patterns in their logs without 'my' is no general medical question.
    ['any patterns?', 'patterns', { outcome: null }],
    ['have you noticed any patterns', 'patterns'],
    ['what patterns do you see', 'patterns'],
    ['have you spotted anything?', 'patterns'],
    ['does anything stand out?', 'patterns'],
    ['what affects my sleep?', 'patterns', { topic: 'sleep', outcome: 'sleep' }],
    ['what affects how well i sleep', 'patterns', { outcome: 'sleep quality' }],
    ['what seems to set off my fatigue?', 'patterns', { symptom: 'Fatigue', outcome: 'Fatigue' }],
    ['what makes my mood worse', 'patterns', { outcome: 'mood' }],
    ['what causes bloating', 'medical', { symptom: 'Bloating' }],
    ['can magnesium help with migraines', 'medical'],
    ['night night', 'goodbye'],
    ['what can u do', 'capabilities'],
  ])('%s → %s', (message, kind, fields = {}) => {
    expect(understand(message, TODAY)).toMatchObject({ kind, ...fields });
  });

  it('tells questions and social words from things to log', () => {
    for (const message of ['average mood this month', 'good night', 'good morning', 'mood trend over the last 30 days'])
      expect(understand(message, TODAY).asking, message).toBe(true);
    for (const message of [
      'headache 3/5 this morning',
      'my headache has been really bad today',
      'feeling better today, mood 4',
      'slept 6 hours',
      'terrible sleep last night',
      'was up 3 times last night and slept badly',
    ])
      expect(understand(message, TODAY).asking, message).toBe(false);
  });
});

describe('periods said in a question', () => {
  it('reads days back from today, never ahead of it', () => {
    expect(periodOf('how was monday', TODAY)).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(periodOf('what about friday', TODAY)).toMatchObject({ from: TODAY });
    expect(periodOf('how was december 3', TODAY)).toMatchObject({ from: '2025-12-03' });
    expect(periodOf('3 days ago', TODAY)).toMatchObject({ from: '2026-11-24' });
  });
  it('reads stretches, clamped to today and to the longest range a read may cover', () => {
    expect(periodOf('last month', TODAY)).toMatchObject({ from: '2026-10-01', to: '2026-10-31', label: 'last month' });
    expect(periodOf('the last 10 days', TODAY)).toMatchObject({ from: '2026-11-18', to: TODAY });
    expect(periodOf('the past 6 months', TODAY)).toMatchObject({ from: '2026-08-30', to: TODAY });
    expect(periodOf('in february', TODAY)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('how are you', TODAY)).toBeNull();
  });
  it('compares a week with the one before and a month with the month before', () => {
    expect(previousPeriod({ from: '2026-11-21', to: TODAY, label: 'this week' }, TODAY)).toMatchObject({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    expect(previousPeriod({ from: '2026-11-01', to: TODAY, label: 'this month' }, TODAY)).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});
