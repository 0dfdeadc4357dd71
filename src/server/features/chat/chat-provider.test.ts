import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.js';
import { createTestApp, signedInUser, type TestApp } from '../../testing/harness.js';
import { dataEvents, openEventStream, startProviderServer, untilClosed, type ProviderServer } from '../../testing/provider-server.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation } from '../../testing/chat-requests.js';

const chunk = (content: string) => ({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] });
const events = (body: string) => replyEventsOf(body).events;

/** The chat service with a real OpenAI-compatible provider: a local server speaking the protocol. */
describe('chat through a configured model', () => {
  let server: ProviderServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startProviderServer();
    t = await createTestApp('pglite', { LLM_BASE_URL: `${server.url}/v1`, LLM_MODEL: 'tiny-test', LLM_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const start = async () => {
    const me = await signedInUser(t, { firstName: 'Maya' });
    return { me, conversationId: await newConversation(t, me) };
  };
  const send = (headers: { cookie: string }, conversationId: string, message: string) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers, payload: { conversationId, message } });
  const storedRoles = async (conversationId: string) =>
    (await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).map((m) => m.role).sort();

  it("sends the grounded system prompt and the turn, and streams the model's words", async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(
        dataEvents(
          chunk('Hi Maya, '),
          chunk('your energy looks steady.'),
          { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
          '[DONE]',
        ),
      );
    });
    const { me, conversationId } = await start();
    const response = await send(me.headers, conversationId, 'How is my energy?');
    const list = events(response.body);
    expect(list.filter((e) => e.type === 'delta').map((e) => (e as { content: string }).content)).toEqual([
      'Hi Maya, ',
      'your energy looks steady.',
    ]);
    expect(list.at(-1)).toMatchObject({ type: 'complete', content: 'Hi Maya, your energy looks steady.' });
    const sent = server.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain("The person's name is Maya.");
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'How is my energy?' });
    expect(await storedRoles(conversationId)).toEqual(['assistant', 'user']);
  });

  it('a provider error mid-stream sends an error event, keeps the question and stores no half reply', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(dataEvents(chunk('Half an ans'), { error: { message: 'model overloaded' } }));
    });
    const { me, conversationId } = await start();
    const list = events((await send(me.headers, conversationId, 'Tell me about my week')).body);
    expect(list.at(-1)).toEqual({
      type: 'error',
      message: 'Willow could not answer just now. Your message is saved; please try again in a moment.',
    });
    expect(list.some((e) => e.type === 'complete')).toBe(false);
    expect(await storedRoles(conversationId)).toEqual(['user']);
  });

  it('a stalled model times out with its own message', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      await untilClosed(res);
    });
    const { me, conversationId } = await start();
    const list = events((await send(me.headers, conversationId, 'Hello?')).body);
    expect(list.at(-1)).toEqual({ type: 'error', message: 'Willow took too long to answer. Your message is saved; please try again.' });
    expect(await storedRoles(conversationId)).toEqual(['user']);
  });

  it('a closed browser tab stops generation: the provider sees the connection close and nothing is stored', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      res.write(dataEvents(chunk('Thinking about it')));
      await untilClosed(res);
    });
    const { me, conversationId } = await start();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = new AbortController();
    const response = await fetch(`${address}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: me.cookie },
      body: JSON.stringify({ conversationId, message: 'Are you there?' }),
      signal: browser.signal,
    });
    const reader = response.body!.getReader();
    let seen = '';
    while (!seen.includes('Thinking about it')) seen += new TextDecoder().decode((await reader.read()).value);
    browser.abort();
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
    expect(await storedRoles(conversationId)).toEqual(['user']);
  });
});
