import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../shared/zoned-time.js';
import { addDays } from '../../../shared/days.js';
import { createTestApp, signedInUser, type TestApp } from '../../testing/harness.js';
import { dataEvents, openEventStream, startProviderServer, type ProviderServer } from '../../testing/provider-server.js';
import type { Message } from '../../../shared/chat.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';

const today = localDay('UTC');
const day = (ago: number) => addDays(today, -ago);
const events = (body: string) => replyEventsOf(body).events;

async function withEnergy(t: TestApp, daysAgo: number[]) {
  const me = await signedInUser(t);
  for (const ago of daysAgo) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/health/${day(ago)}/energy`,
      headers: me.headers,
      payload: { score: 2, timestamp: `${day(ago)}T09:00:00.000Z` },
    });
    expect(response.statusCode).toBe(201);
  }
  const id = await newConversation(t, me);
  const ask = async (message: string) => {
    const list = events((await sendMessage(t, me, id, message)).body);
    const stored = (await t.app.inject({ url: `/api/conversations/${id}/messages`, headers: me.headers })).json<Message[]>();
    return { list, stored };
  };
  return { me, ask };
}

describe('answers that show their sources, offline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('cites the days its figures rest on, kept with the reply', async () => {
    const { ask } = await withEnergy(t, [1, 3]);
    const { list, stored } = await ask('How has my energy been this week?');
    const sources = [
      { kind: 'day', date: day(3) },
      { kind: 'day', date: day(1) },
    ];
    expect(list.find((e) => e.type === 'complete')).toMatchObject({ assistantMessage: { sources } });
    expect(stored.at(-1)!.sources).toEqual(sources);
  });
});

describe('answers that show their sources, from a model', () => {
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

  it("keeps only the cited days and patterns found in the person's own logs", async () => {
    await withEnergy(t, [5]); // another person's day: not this person's to cite
    const { ask } = await withEnergy(t, [2]);
    const args = JSON.stringify({ days: [day(2), day(5), day(40), 'yesterday'], patterns: ['P1'] });
    server.answer((_, res) => {
      openEventStream(res);
      res.end(
        dataEvents(
          { choices: [{ index: 0, delta: { content: 'Your energy was 2/5 on the day you logged it.' }, finish_reason: null }] },
          {
            choices: [
              {
                index: 0,
                delta: { tool_calls: [{ index: 0, id: 'c1', type: 'function', function: { name: 'cite_sources', arguments: args } }] },
                finish_reason: null,
              },
            ],
          },
          { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
          '[DONE]',
        ),
      );
    });
    const { list } = await ask('How was my energy?');
    const sent = server.requests.at(-1)!.body as { tools: { function: { name: string } }[]; messages: { content: string }[] };
    expect(sent.tools.map((tool) => tool.function.name)).toEqual([
      'propose_entries',
      'cite_sources',
      'get_day',
      'get_range_stats',
      'get_patterns',
    ]);
    expect(sent.messages[0]!.content).toContain('cite_sources');
    expect(list.find((e) => e.type === 'complete')).toMatchObject({
      content: 'Your energy was 2/5 on the day you logged it.',
      assistantMessage: { sources: [{ kind: 'day', date: day(2) }] },
    });
  });

  it('a reply citing nothing it can show has no sources', async () => {
    const { ask } = await withEnergy(t, []);
    server.answer((_, res) => {
      openEventStream(res);
      res.end(
        dataEvents(
          { choices: [{ index: 0, delta: { content: 'Hello!' }, finish_reason: null }] },
          {
            choices: [
              {
                index: 0,
                delta: { tool_calls: [{ index: 0, function: { name: 'cite_sources', arguments: '{"days": 7}' } }] },
                finish_reason: 'tool_calls',
              },
            ],
          },
          '[DONE]',
        ),
      );
    });
    const { stored } = await ask('Hi');
    expect(stored.at(-1)).toMatchObject({ content: 'Hello!' });
    expect(stored.at(-1)!.sources).toBeUndefined();
  });
});
