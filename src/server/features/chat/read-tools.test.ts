import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyEntries, moodEntries, sleepEntries, symptomEntries } from '../../db/schema.js';
import { localDay } from '../../../shared/zoned-time.js';
import { addDays } from '../../../shared/days.js';
import { createTestApp, signedInUser, type TestApp } from '../../testing/harness.js';
import {
  anthropicEvents,
  anthropicToolUse,
  dataEvents,
  openEventStream,
  startProviderServer,
  type ProviderServer,
} from '../../testing/provider-server.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';
import { READ_ROUNDS } from './chat-turn.js';

const today = localDay('UTC');
const day = (ago: number) => addDays(today, -ago);
const events = (body: string) => replyEventsOf(body).events;

/** A person whose headaches come on their low-energy days (a pattern over 16 days), with a mood and a short, poor night logged 20 days ago. */
async function personWithLogs(t: TestApp) {
  const me = await signedInUser(t);
  for (let ago = 1; ago <= 16; ago++) {
    const loggedAt = new Date(`${day(ago)}T09:00:00Z`);
    await t.db.insert(energyEntries).values({ userId: me.userId, day: day(ago), score: ago <= 3 || ago > 12 ? 1 : 4, loggedAt });
    if (ago <= 3 || ago > 12)
      await t.db.insert(symptomEntries).values({ userId: me.userId, day: day(ago), name: 'Headache', intensity: 4, loggedAt });
  }
  await t.db
    .insert(moodEntries)
    .values({ userId: me.userId, day: day(20), score: 2, tags: ['tired'], loggedAt: new Date(`${day(20)}T09:00:00Z`) });
  await t.db
    .insert(sleepEntries)
    .values({ userId: me.userId, day: day(20), minutesSlept: 270, quality: 1, wakings: 3, loggedAt: new Date(`${day(20)}T07:00:00Z`) });
  const id = await newConversation(t, me);
  const ask = async (message: string) => events((await sendMessage(t, me, id, message)).body);
  return { me, ask };
}

/** Another person's day 30 days ago, which must never reach this person's model. */
async function someoneElsesMigraine(t: TestApp) {
  const other = await signedInUser(t);
  const loggedAt = new Date(`${day(30)}T09:00:00Z`);
  await t.db.insert(symptomEntries).values({ userId: other.userId, day: day(30), name: 'Migraine', intensity: 5, loggedAt });
}

interface SentMessage {
  role: string;
  content: unknown;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}
interface SentBody {
  messages: SentMessage[];
  tools: { function: { name: string } }[];
}

const text = (content: string) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
const calls = (...list: { id: string; name: string; args: unknown }[]) => ({
  choices: [
    {
      index: 0,
      delta: {
        tool_calls: list.map((call, index) => ({
          index,
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.args) },
        })),
      },
      finish_reason: null,
    },
  ],
});
const stop = (reason: string) => ({ choices: [{ index: 0, delta: {}, finish_reason: reason }] });

describe('read tools, through an OpenAI-compatible model', () => {
  let server: ProviderServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startProviderServer();
    t = await createTestApp('pglite', { LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'tiny-test', LLM_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  /** Each request is answered by the next script, as event-stream chunks; the last one repeats. */
  function script(...answers: unknown[][]) {
    const from = server.requests.length;
    server.answer((request, res) => {
      openEventStream(res);
      const at = Math.min(server.requests.indexOf(request) - from, answers.length - 1);
      res.end(dataEvents(...answers[at]!, '[DONE]'));
    });
    return () => server.requests.slice(from).map((request) => request.body as SentBody);
  }

  it('reads a day and the patterns, sends the results back by call id, and shows only the chips of this person', async () => {
    await someoneElsesMigraine(t);
    const { ask } = await personWithLogs(t);
    const sent = script(
      [
        text('Let me look.'),
        calls(
          { id: 'call_day', name: 'get_day', args: { date: day(20) } },
          { id: 'call_other', name: 'get_day', args: { date: day(30) } },
          { id: 'call_range', name: 'get_range_stats', args: { from: day(40), to: today } },
          { id: 'call_patterns', name: 'get_patterns', args: { symptom: 'headache' } },
        ),
        stop('tool_calls'),
      ],
      [
        text('Your mood was 2/5 on that day, and headaches came on your low-energy days.'),
        calls({ id: 'call_cite', name: 'cite_sources', args: { days: [day(20), day(30), day(25), day(1)], patterns: ['P1', 'P9'] } }),
        stop('tool_calls'),
      ],
    );
    const list = await ask('How was my mood 20 days ago, and what about my headaches?');

    const [first, second] = sent();
    expect(sent()).toHaveLength(2);
    expect(first!.tools.map((tool) => tool.function.name)).toContain('get_day');
    expect(first!.messages[0]!.content).toContain(`Days with logs in the last 14 days: ${day(13)}`);
    expect(first!.messages[0]!.content).not.toContain('Headache 4/5');

    const answered = second!.messages.slice(-5);
    expect(answered[0]).toMatchObject({ role: 'assistant', content: 'Let me look.' });
    expect(answered[0]!.tool_calls!.map((call) => call.id)).toEqual(['call_day', 'call_other', 'call_range', 'call_patterns']);
    const result = (id: string) => {
      const message = answered.find((m) => m.role === 'tool' && m.tool_call_id === id)!;
      return JSON.parse(message.content as string) as Record<string, unknown>;
    };
    expect(result('call_day')).toMatchObject({
      date: day(20),
      logged: true,
      mood: 2,
      moodTags: ['tired'],
      sleep: { hours: 4.5, quality: 1, wakings: 3 },
      cite: { days: [day(20)] },
    });
    expect(result('call_other')).toMatchObject({ date: day(30), logged: false, cite: { days: [] } });
    expect(result('call_range')).toMatchObject({
      trackedDays: 17,
      energy: { days: 16 },
      symptoms: [{ name: 'Headache', days: 7 }],
      sleep: { nights: 1, meanHours: 4.5, meanQuality: 1, shortNights: 1 },
    });
    expect(result('call_patterns')).toMatchObject({ patterns: [{ id: 'P1', summary: expect.stringContaining('Headache') as string }] });
    expect(JSON.stringify(second)).not.toContain('Migraine');

    const complete = list.find((e) => e.type === 'complete');
    expect(complete).toMatchObject({
      content: 'Let me look.\n\nYour mood was 2/5 on that day, and headaches came on your low-energy days.',
    });
    const sources = complete?.type === 'complete' ? complete.assistantMessage.sources : undefined;
    expect(sources?.map((s) => (s.kind === 'day' ? s.date : 'pattern'))).toEqual(['pattern', day(20), day(1)]);
  });

  it('answers bad arguments to the model as tool errors, and the reply goes on', async () => {
    const { ask } = await personWithLogs(t);
    const sent = script(
      [
        calls(
          { id: 'call_future', name: 'get_day', args: { date: addDays(today, 1) } },
          { id: 'call_long', name: 'get_range_stats', args: { from: day(399), to: today } },
          { id: 'call_words', name: 'get_day', args: { date: 'yesterday' } },
          { id: 'call_backwards', name: 'get_range_stats', args: { from: today, to: day(3) } },
        ),
        stop('tool_calls'),
      ],
      [text('I can only read days up to today.'), stop('stop')],
    );
    const list = await ask('What will tomorrow look like?');
    const tool = (id: string) => sent()[1]!.messages.find((m) => m.tool_call_id === id)!.content as string;
    expect(JSON.parse(tool('call_future'))).toEqual({ error: expect.stringContaining('has not begun yet') as string });
    expect(JSON.parse(tool('call_long'))).toEqual({ error: 'A range may cover at most 90 days' });
    expect(JSON.parse(tool('call_words'))).toEqual({ error: 'Date must be a real date written yyyy-MM-dd' });
    expect(JSON.parse(tool('call_backwards'))).toEqual({ error: 'from must be on or before to' });
    expect(list.find((e) => e.type === 'complete')).toMatchObject({ content: 'I can only read days up to today.' });
  });

  it('a proposal made alongside a read is noted to the model and shown as a card once the reply is complete', async () => {
    const { ask } = await personWithLogs(t);
    const headache = { kind: 'symptom', date: day(1), body: { name: 'Headache', intensity: 3, timestamp: `${day(1)}T13:30:00.000Z` } };
    const sent = script(
      [
        calls(
          { id: 'call_read', name: 'get_day', args: { date: day(1) } },
          { id: 'call_propose', name: 'propose_entries', args: { entries: [headache] } },
        ),
        stop('tool_calls'),
      ],
      [text('You already logged a 4 yesterday; here is the 3 to check.'), stop('stop')],
    );
    const list = await ask('Log a headache of 3 for yesterday');
    const noted = sent()[1]!.messages.find((m) => m.tool_call_id === 'call_propose')!;
    expect(JSON.parse(noted.content as string)).toEqual({ noted: expect.any(String) as string });
    expect(list.find((e) => e.type === 'proposals')).toEqual({ type: 'proposals', proposals: [headache] });
    expect(list.find((e) => e.type === 'complete')).toMatchObject({ content: 'You already logged a 4 yesterday; here is the 3 to check.' });
  });

  it('stops offering the read tools after the round limit', async () => {
    const { ask } = await personWithLogs(t);
    const sent = script([text('Looking.'), calls({ id: 'call_again', name: 'get_patterns', args: {} }), stop('tool_calls')]);
    const list = await ask('Any patterns?');
    const bodies = sent();
    expect(bodies).toHaveLength(READ_ROUNDS + 1);
    expect(bodies.at(-1)!.tools.map((tool) => tool.function.name)).toEqual(['propose_entries', 'cite_sources']);
    expect(list.find((e) => e.type === 'complete')).toMatchObject({
      content: Array.from({ length: READ_ROUNDS + 1 }, () => 'Looking.').join('\n\n'),
    });
  });
});

describe('read tools, through an Anthropic model', () => {
  let server: ProviderServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startProviderServer();
    t = await createTestApp('pglite', { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: server.url, LLM_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('answers a tool_use with a tool_result in the next request, then shows the cited day', async () => {
    const { ask } = await personWithLogs(t);
    const from = server.requests.length;
    server.answer((request, res) => {
      openEventStream(res);
      const first = server.requests.indexOf(request) === from;
      res.end(
        first
          ? anthropicEvents(
              { type: 'message_start', message: { id: 'msg_1', role: 'assistant', content: [] } },
              ...anthropicToolUse(0, 'toolu_day', 'get_day', { date: day(1) }),
              { type: 'message_delta', delta: { stop_reason: 'tool_use' } },
              { type: 'message_stop' },
            )
          : anthropicEvents(
              { type: 'message_start', message: { id: 'msg_2', role: 'assistant', content: [] } },
              { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
              { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Yesterday: headache 4/5, energy 1/5.' } },
              { type: 'content_block_stop', index: 0 },
              ...anthropicToolUse(1, 'toolu_cite', 'cite_sources', { days: [day(1)] }),
              { type: 'message_delta', delta: { stop_reason: 'tool_use' } },
              { type: 'message_stop' },
            ),
      );
    });
    const list = await ask('How was yesterday?');

    const bodies = server.requests.slice(from).map((request) => request.body as { messages: { role: string; content: unknown }[] });
    expect(bodies).toHaveLength(2);
    const [asked, answered] = bodies[1]!.messages.slice(-2);
    expect(asked).toEqual({
      role: 'assistant',
      content: [{ type: 'tool_use', id: 'toolu_day', name: 'get_day', input: { date: day(1) } }],
    });
    expect(answered).toMatchObject({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_day' }] });
    const result = JSON.parse((answered!.content as { content: string }[])[0]!.content) as unknown;
    expect(result).toMatchObject({ date: day(1), logged: true, energy: 1, symptoms: [{ name: 'Headache', intensity: 4 }] });
    expect(list.find((e) => e.type === 'complete')).toMatchObject({
      content: 'Yesterday: headache 4/5, energy 1/5.',
      assistantMessage: { sources: [{ kind: 'day', date: day(1) }] },
    });
  });
});
