import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryProposals, symptomEntries } from '../../db/schema.js';
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
import type { Message, ProposalCard } from '../../../shared/chat.js';
import { ensureFoodData } from '../foods/loader.js';
import { NO_PROPOSALS_REPLY, PROPOSALS_REPLY } from './chat-turn.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';

const day = addDays(localDay('UTC'), -1);
const at = `${day}T13:30:00.000Z`;
const headache = { kind: 'symptom', date: day, body: { name: 'Headache', intensity: 4, timestamp: at } };
const mood = { kind: 'mood', date: day, body: { score: 2, tags: ['tense'], timestamp: at } };
const magnesium = { kind: 'supplement', date: day, body: { name: 'Magnesium', dose: '200', unit: 'mg', taken: false, takenAt: at } };

const text = (content: string) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
const stop = (reason = 'stop') => ({ choices: [{ index: 0, delta: {}, finish_reason: reason }] });
/** One tool call streamed as OpenAI does: its name first, then its arguments' JSON in two pieces. */
const toolCall = (index: number, args: unknown, name = 'propose_entries') => {
  const json = typeof args === 'string' ? args : JSON.stringify(args);
  const half = Math.floor(json.length / 2);
  return [
    {
      choices: [
        {
          index: 0,
          delta: { tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name, arguments: '' } }] },
          finish_reason: null,
        },
      ],
    },
    { choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: json.slice(0, half) } }] }, finish_reason: null }] },
    { choices: [{ index: 0, delta: { tool_calls: [{ index, function: { arguments: json.slice(half) } }] }, finish_reason: null }] },
  ];
};
const events = (body: string) => replyEventsOf(body).events;

/** Logging by talking through a configured model: its tool calls become cards, and only a tap saves. */
describe('entry proposals from a model', () => {
  let server: ProviderServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startProviderServer();
    t = await createTestApp('pglite', { LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'tiny-test', LLM_TIMEOUT_MS: '2000' });
    await ensureFoodData(t.db);
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const start = async () => {
    const me = await signedInUser(t);
    return { me, conversationId: await newConversation(t, me) };
  };
  const script = (...chunks: unknown[]) =>
    server.answer((_, res) => {
      openEventStream(res);
      res.end(dataEvents(...chunks, '[DONE]'));
    });
  const say = async (message: string) => {
    const { me, conversationId } = await start();
    const list = events((await sendMessage(t, me, conversationId, message)).body);
    const messages = (await t.app.inject({ url: `/api/conversations/${conversationId}/messages`, headers: me.headers })).json<Message[]>();
    return { me, conversationId, list, messages };
  };
  const patch = (headers: { cookie: string }, id: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/chat/proposals/${id}`, headers, payload: payload as object });

  it('offers the propose_entries tool, and shows one call as a card that is stored with the reply', async () => {
    script(text('Sorry about the headache. '), ...toolCall(0, { entries: [headache] }), stop('tool_calls'));
    const { me, list, messages } = await say('I had a bad headache after lunch, about a 4');

    const sent = server.requests.at(-1)!.body as { tools: { type: string; function: { name: string; parameters: object } }[] };
    expect(sent.tools.map((tool) => tool.function.name)).toEqual([
      'propose_entries',
      'cite_sources',
      'get_day',
      'get_range_stats',
      'get_patterns',
    ]);
    expect(sent.tools[0]!.type).toBe('function');

    expect(list.find((e) => e.type === 'proposals')).toEqual({ type: 'proposals', proposals: [headache] });
    const complete = list.find((e) => e.type === 'complete');
    expect(complete).toMatchObject({
      content: 'Sorry about the headache. ',
      assistantMessage: { proposals: [{ proposal: headache, state: 'proposed', savedEntryId: null }] },
    });
    // The cards come back with the conversation, and nothing was saved.
    expect(messages.at(-1)!.proposals).toEqual([expect.objectContaining({ proposal: headache, state: 'proposed' })]);
    expect(await t.db.select().from(symptomEntries).where(eq(symptomEntries.userId, me.userId))).toEqual([]);
  });

  it('shows several calls in order, and says what it understood when the model wrote no text', async () => {
    script(...toolCall(0, { entries: [headache, mood] }), ...toolCall(1, { entries: [magnesium] }), stop('tool_calls'));
    const { list, messages } = await say('Bad headache, low mood, and I skipped my magnesium');
    expect(list.find((e) => e.type === 'proposals')).toEqual({ type: 'proposals', proposals: [headache, { ...mood }, magnesium] });
    expect(list.find((e) => e.type === 'complete')).toMatchObject({ content: PROPOSALS_REPLY });
    expect(messages.at(-1)!.proposals!.map((card) => card.proposal.kind)).toEqual(['symptom', 'mood', 'supplement']);
  });

  it("resolves drafts, the tool's own shape, looking their foods up", async () => {
    const draft = {
      kind: 'meal',
      when: { date: day, time: '08:00' },
      meal: 'breakfast',
      foods: [{ text: 'banana', quantity: 1 }, { text: 'zorblax' }],
    };
    script(
      ...toolCall(0, { entries: [draft, { kind: 'symptom', when: { date: day }, name: 'Headache', intensity: 3 }] }),
      stop('tool_calls'),
    );
    const { list } = await say('A banana and some zorblax for breakfast yesterday, and a headache');
    const shown = list.find((e) => e.type === 'proposals');
    expect(shown).toMatchObject({
      proposals: [
        {
          kind: 'meal',
          date: day,
          unmatched: ['Zorblax'],
          body: {
            meal: 'breakfast',
            items: [{ name: expect.stringMatching(/^Bananas?, raw/) as string }, { name: 'Zorblax', calories: 0 }],
          },
        },
        { kind: 'symptom', date: day, body: { name: 'Headache', intensity: 3 } },
      ],
    });
  });

  it('drops bad calls and bad items, never showing them half-made, and keeps the good ones', async () => {
    const tomorrow = addDays(localDay('Pacific/Kiritimati'), 1);
    script(
      text('Noted.'),
      ...toolCall(0, '{"entries": [{"kind": "symptom", "date"'), // cut-off JSON
      ...toolCall(1, { entries: [{ ...headache, body: { ...headache.body, intensity: 9 } }] }), // out of range
      ...toolCall(2, { entries: [{ kind: 'weight', date: day, body: { kilograms: 70 } }] }), // no such kind
      ...toolCall(3, { entries: [{ ...headache, date: tomorrow }] }), // a day that has not begun
      ...toolCall(4, { entries: [headache] }, 'delete_everything'), // another tool
      ...toolCall(5, { entries: [mood] }),
      stop('tool_calls'),
    );
    const { list, messages } = await say('headache 9/5');
    expect(list.find((e) => e.type === 'proposals')).toEqual({ type: 'proposals', proposals: [mood] });
    expect(messages.at(-1)!.proposals).toHaveLength(1);
  });

  it("refuses a call that names an existing entry, here another person's", async () => {
    const other = await signedInUser(t);
    const theirs = (
      await t.app.inject({ method: 'POST', url: `/api/health/${day}/symptom`, headers: other.headers, payload: headache.body })
    ).json<{ id: string }>();
    script(
      ...toolCall(0, {
        entries: [
          { ...headache, id: theirs.id },
          { ...headache, body: { ...headache.body, id: theirs.id } },
        ],
      }),
      stop('tool_calls'),
    );
    const { list, messages } = await say('change my headache to a 2');
    expect(list.some((e) => e.type === 'proposals')).toBe(false);
    expect(list.at(-1)).toMatchObject({ type: 'complete', content: NO_PROPOSALS_REPLY });
    expect(messages.at(-1)!.proposals).toBeUndefined();
    const [row] = await t.db.select().from(symptomEntries).where(eq(symptomEntries.id, theirs.id));
    expect(row!.intensity).toBe(4);
  });

  it("marks a card saved with the entry Save made, or dismissed; bad bodies are 400 and others' cards or entries 404", async () => {
    script(...toolCall(0, { entries: [headache, mood] }), stop('tool_calls'));
    const { me, messages } = await say('headache 4, mood 2');
    const [symptomCard, moodCard] = messages.at(-1)!.proposals! as [ProposalCard, ProposalCard];

    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/health/${symptomCard.proposal.date}/symptom`,
      headers: me.headers,
      payload: symptomCard.proposal.body,
    });
    expect(saved.statusCode).toBe(201);
    const entryId = saved.json<{ id: string }>().id;

    for (const bad of [
      {},
      { state: 'saved' },
      { state: 'saved', entryId: 'nope' },
      { state: 'proposed' },
      { state: 'dismissed', extra: 1 },
      [],
    ]) {
      const response = await patch(me.headers, symptomCard.id, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await patch(me.headers, moodCard.id, { state: 'saved', entryId })).statusCode).toBe(404); // a symptom is not a mood

    const other = await signedInUser(t);
    expect((await patch(other.headers, symptomCard.id, { state: 'dismissed' })).statusCode).toBe(404);
    const theirs = (
      await t.app.inject({ method: 'POST', url: `/api/health/${day}/symptom`, headers: other.headers, payload: headache.body })
    ).json<{ id: string }>();
    expect((await patch(me.headers, symptomCard.id, { state: 'saved', entryId: theirs.id })).statusCode).toBe(404);

    const marked = await patch(me.headers, symptomCard.id, { state: 'saved', entryId });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ...symptomCard, state: 'saved', savedEntryId: entryId });
    expect((await patch(me.headers, moodCard.id, { state: 'dismissed' })).json()).toMatchObject({ state: 'dismissed', savedEntryId: null });

    const [rows] = [await t.db.select().from(entryProposals).where(eq(entryProposals.userId, me.userId))];
    expect(rows.map((r) => r.state).sort()).toEqual(['dismissed', 'saved']);
  });
});

/** With no model configured, the offline responder understands simple sentences and proposes the same cards. */
describe('entry proposals from the offline responder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await ensureFoodData(t.db);
  });
  afterAll(() => t.close());

  const say = async (message: string) => {
    const me = await signedInUser(t);
    const id = await newConversation(t, me);
    return events((await sendMessage(t, me, id, message)).body);
  };

  it('proposes a symptom from a sentence, with the short reply', async () => {
    const list = await say('I had a bad headache after lunch, about a 4');
    expect(list.find((e) => e.type === 'proposals')).toMatchObject({
      proposals: [{ kind: 'symptom', date: localDay('UTC'), body: { name: 'Headache', intensity: 4 } }],
    });
    expect(list.find((e) => e.type === 'complete')).toMatchObject({
      content: PROPOSALS_REPLY,
      assistantMessage: { proposals: [{ state: 'proposed' }] },
    });
  });

  it('proposes a meal with its foods found, and a supplement', async () => {
    const list = await say('had oatmeal with a banana for breakfast and took vitamin D');
    const shown = list.find((e) => e.type === 'proposals');
    expect(shown?.type === 'proposals' && shown.proposals.map((p) => p.kind)).toEqual(['meal', 'supplement']);
    expect(shown).toMatchObject({
      proposals: [
        { body: { meal: 'breakfast', items: [{}, { name: expect.stringMatching(/^Bananas?, raw/) as string }] } },
        { body: { taken: true } },
      ],
    });
  });

  it('saying "save it" saves the latest reply\'s waiting cards, once, and says what it saved', async () => {
    const me = await signedInUser(t);
    const id = await newConversation(t, me);
    const send = async (message: string, spokenMs?: number) => events((await sendMessage(t, me, id, message, { spokenMs })).body);
    await send('headache 2/5');
    await send('I had a bad headache after lunch, about a 4');
    const reply = await send('Okay, save it.', 1500);
    const saved = await t.db.select().from(symptomEntries).where(eq(symptomEntries.userId, me.userId));
    expect(reply.find((e) => e.type === 'complete')).toMatchObject({
      content: "Saved: Headache, intensity 4/5. You'll find it on your dashboard.",
      savedProposals: [{ state: 'saved', savedEntryId: saved[0]!.id, proposal: { kind: 'symptom', body: { intensity: 4 } } }],
    });
    expect(saved.map((row) => row.intensity)).toEqual([4]);
    const cards = await t.db.select().from(entryProposals).where(eq(entryProposals.userId, me.userId));
    expect(
      cards.map((card) => [card.proposal.kind === 'symptom' && card.proposal.body.intensity, card.state, card.savedEntryId]).sort(),
    ).toEqual([
      [2, 'proposed', null],
      [4, 'saved', saved[0]!.id],
    ]);
    // Nothing is waiting under the latest reply with cards: a second 'save it' saves nothing, not the older card.
    expect((await send('save it')).find((e) => e.type === 'complete')).not.toMatchObject({
      content: expect.stringContaining('Saved') as string,
    });
    expect(await t.db.select().from(symptomEntries).where(eq(symptomEntries.userId, me.userId))).toHaveLength(1);
  });

  it('still answers questions from the logs', async () => {
    const list = await say('How was my week?');
    expect(list.some((e) => e.type === 'proposals')).toBe(false);
    expect(list.find((e) => e.type === 'complete')).toMatchObject({ content: expect.stringContaining('logs') as string });
  });
});

/** Anthropic's tool_use blocks, through a local server speaking the Messages protocol. */
describe('entry proposals from an Anthropic model', () => {
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

  it('shows its tool_use calls as cards, drops the bad one, and saves nothing', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(
        anthropicEvents(
          { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [] } },
          { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
          { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Logging these for you to check.' } },
          { type: 'content_block_stop', index: 0 },
          ...anthropicToolUse(1, 'toolu_1', 'propose_entries', { entries: [headache, magnesium] }),
          ...anthropicToolUse(2, 'toolu_2', 'propose_entries', '{"entries": [{"kind": "mood", "when"'),
          { type: 'message_delta', delta: { stop_reason: 'tool_use' } },
          { type: 'message_stop' },
        ),
      );
    });
    const me = await signedInUser(t);
    const id = await newConversation(t, me);
    const list = events((await sendMessage(t, me, id, 'headache 4, skipped magnesium')).body);

    const sent = server.requests.at(-1)!.body as { tools: { name: string; input_schema: { type: string } }[] };
    expect(sent.tools[0]).toEqual(
      expect.objectContaining({ name: 'propose_entries', input_schema: expect.objectContaining({ type: 'object' }) as unknown }),
    );
    expect(sent.tools.map((tool) => tool.name)).toEqual(['propose_entries', 'cite_sources', 'get_day', 'get_range_stats', 'get_patterns']);
    expect(list.find((e) => e.type === 'proposals')).toEqual({ type: 'proposals', proposals: [headache, magnesium] });
    expect(list.find((e) => e.type === 'complete')).toMatchObject({ content: 'Logging these for you to check.' });
    expect(await t.db.select().from(symptomEntries).where(eq(symptomEntries.userId, me.userId))).toEqual([]);
  });
});
