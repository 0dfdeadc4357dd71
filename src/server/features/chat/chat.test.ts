import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { errorOf, createTestApp, databaseKinds, openTestDatabase, signedInUser, testConfig, type TestApp } from '../../testing/harness.js';
import { summarySchema, type ChatEvent, type Conversation, type Message, type Usage } from '../../../shared/chat.js';
import type { Settings } from '../../../shared/settings.js';
import { CRISIS_RESOURCES } from './grounding/crisis.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';

type Headers = { cookie: string };

describe.each(databaseKinds)('chat API (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as object | undefined });
  const startConversation = async (headers: Headers, title?: string) => {
    const response = await call(headers, 'POST', '/api/conversations', title === undefined ? {} : { title });
    expect(response.statusCode).toBe(201);
    return response.json<Conversation>();
  };
  const send = (headers: Headers, conversationId: string, message: string) =>
    call(headers, 'POST', '/api/chat', { conversationId, message });

  it('answers 401 signed out for every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['POST', '/api/conversations'],
      ['DELETE', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['PUT', `/api/conversations/${id}/summary`],
      ['POST', '/api/chat'],
      ['GET', '/api/subscription/current'],
      ['GET', '/api/subscription/usage'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('streams a reply grounded in the logs: userMessage, status, deltas, complete, [DONE]; both messages are stored; the title comes from the message', async () => {
    const me = await signedInUser(t);
    const today = new Date().toISOString().slice(0, 10);
    for (const score of [2, 3]) {
      await call(me.headers, 'POST', `/api/health/${today}/energy`, { score, timestamp: new Date().toISOString() });
    }
    const conversation = await startConversation(me.headers);
    expect(conversation.title).toBe('New Conversation');
    expect((await call(me.headers, 'GET', '/api/conversations')).json()).toEqual([]);

    const response = await send(me.headers, conversation.id, 'How has my energy been this week?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    const { events, done } = replyEventsOf(response.body);
    expect(done).toBe(true);
    expect(events[0]).toMatchObject({ type: 'userMessage', message: { role: 'user', content: 'How has my energy been this week?' } });
    expect(events[1]).toEqual({ type: 'status', status: 'processing' });
    const deltas = events.filter((e) => e.type === 'delta').map((e) => (e as { content: string }).content);
    expect(deltas.length).toBeGreaterThan(0);
    const complete = events.find((e) => e.type === 'complete') as Extract<ChatEvent, { type: 'complete' }>;
    expect(complete.content).toBe(deltas.join(''));
    expect(complete.content).toContain('**2.5/5**');
    // That no language model answers is said once under the chat's header, not in each reply.
    expect(complete.content).not.toContain('LLM_BASE_URL');
    expect(complete.assistantMessage.drewOnMemory).toBe(false);

    const stored = (await call(me.headers, 'GET', `/api/conversations/${conversation.id}/messages`)).json<Message[]>();
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1]!.id).toBe(complete.assistantMessage.id);
    const list = (await call(me.headers, 'GET', '/api/conversations')).json<Conversation[]>();
    expect(list[0]).toMatchObject({ id: conversation.id, title: 'How has my energy been this week?' });
  });

  it('leads with emergency resources when a message suggests a crisis', async () => {
    const me = await signedInUser(t);
    const conversation = await startConversation(me.headers, 'Hard day');
    const { events } = replyEventsOf((await send(me.headers, conversation.id, "I don't want to live anymore")).body);
    const firstDelta = events.find((e) => e.type === 'delta') as { content: string };
    expect(firstDelta.content).toBe(CRISIS_RESOURCES);
    const complete = events.find((e) => e.type === 'complete') as { content: string };
    expect(complete.content.startsWith(CRISIS_RESOURCES)).toBe(true);
    expect((await call(me.headers, 'GET', '/api/conversations')).json<Conversation[]>()[0]!.title).toBe('Hard day');
  });

  it("summary, delete, and 404 for unknown or other people's conversations", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const conversation = await startConversation(owner.headers);
    await send(owner.headers, conversation.id, 'Summarise my week');
    const summary = await call(owner.headers, 'PUT', `/api/conversations/${conversation.id}/summary`);
    expect(summarySchema.parse(summary.json()).summary).toContain('asked Summarise my week');

    for (const [method, url] of [
      ['GET', `/api/conversations/${conversation.id}/messages`],
      ['PUT', `/api/conversations/${conversation.id}/summary`],
      ['DELETE', `/api/conversations/${conversation.id}`],
    ] as const) {
      const response = await call(other.headers, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response).message).toBe('Conversation not found');
    }
    const theirs = await send(other.headers, conversation.id, 'hello');
    expect(theirs.statusCode).toBe(404);
    expect((await call(other.headers, 'GET', '/api/conversations')).json()).toEqual([]);

    expect((await call(owner.headers, 'DELETE', `/api/conversations/${conversation.id}`)).statusCode).toBe(204);
    expect((await call(owner.headers, 'GET', '/api/conversations')).json()).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversation.id))).toEqual([]);
  });

  it.each([
    [{ conversationId: 'nope', message: 'hi' }, 'The conversation id is not valid'],
    [{ conversationId: '00000000-0000-4000-8000-000000000000', message: '   ' }, 'Message must not be empty'],
    [{ conversationId: '00000000-0000-4000-8000-000000000000', message: 'x'.repeat(4001) }, 'Message must be at most 4000 characters'],
    [{ conversationId: '00000000-0000-4000-8000-000000000000' }, 'Message must be text'],
    [{ conversationId: '00000000-0000-4000-8000-000000000000', message: 'hi', extra: 1 }, 'Unknown field: extra'],
  ])('POST /api/chat %j answers 400: %s', async (payload, message) => {
    const me = await signedInUser(t);
    const response = await call(me.headers, 'POST', '/api/chat', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('bad conversation ids and titles answer 400', async () => {
    const me = await signedInUser(t);
    expect(errorOf(await call(me.headers, 'GET', '/api/conversations/42/messages')).message).toBe('The conversation id is not valid');
    const long = await call(me.headers, 'POST', '/api/conversations', { title: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe('Title must be at most 80 characters');
  });

  it('free plan: 30 messages a day, then 429 with the quota body; usage and current plan say so', async () => {
    const me = await signedInUser(t);
    const conversation = await startConversation(me.headers);
    for (let i = 0; i < 30; i++) expect((await send(me.headers, conversation.id, `message ${i}`)).statusCode).toBe(200);
    const limited = await send(me.headers, conversation.id, 'one more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'Daily message limit reached (30 messages/day)',
      limitExceeded: true,
      quotaInfo: { type: 'text', currentUsage: 30, maxLimit: 30 },
    });
    // A message the browser says was spoken is still one of the day's messages: the server measured nothing.
    const spoken = await call(me.headers, 'POST', '/api/chat', {
      conversationId: conversation.id,
      message: 'How is my week?',
      spokenMs: 1500,
    });
    expect(spoken.statusCode).toBe(429);
    expect(errorOf(spoken).message).toBe('Daily message limit reached (30 messages/day)');
    const hurried = await call(me.headers, 'POST', '/api/chat', {
      conversationId: conversation.id,
      message: 'How is my week?',
      spokenMs: 1,
    });
    expect(hurried.statusCode).toBe(400);
    expect(errorOf(hurried).message).toBe('Speaking time must be at least 600 milliseconds: saying these words takes that long');
    const stored = (await call(me.headers, 'GET', `/api/conversations/${conversation.id}/messages`)).json<Message[]>();
    expect(stored.filter((m) => m.role === 'user')).toHaveLength(30);

    expect((await call(me.headers, 'GET', '/api/subscription/current')).json()).toEqual({
      plan: { name: 'free' },
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect((await call(me.headers, 'GET', '/api/subscription/usage')).json()).toEqual({
      current: { textMessagesToday: 30, voiceMinutesThisMonth: 0, voiceMinutesToday: 0 },
      limits: { textMessagesPerDay: 30, voiceMinutesPerMonth: 10, voiceMinutesPerDay: -1 },
    });

    await t.db.update(users).set({ planTier: 'pro' }).where(eq(users.id, me.userId));
    expect((await send(me.headers, conversation.id, 'now on pro')).statusCode).toBe(200);
  });

  it('changing the time zone does not start a fresh quota day', async () => {
    const me = await signedInUser(t);
    const conversation = await startConversation(me.headers);
    for (let i = 0; i < 30; i++) expect((await send(me.headers, conversation.id, `message ${i}`)).statusCode).toBe(200);
    for (const timeZone of ['Etc/GMT+12', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'Asia/Tokyo']) {
      const moved = await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: me.headers, payload: { timeZone } });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<Settings>().timeZone).toBe(timeZone);
      expect((await send(me.headers, conversation.id, `from ${timeZone}`)).statusCode, timeZone).toBe(429);
      expect((await call(me.headers, 'GET', '/api/subscription/usage')).json<Usage>().current.textMessagesToday).toBe(30);
    }
    expect(Object.keys((await call(me.headers, 'GET', '/api/settings')).json())).not.toContain('quotaTimeZone');
  });
});

describe.each(databaseKinds)('text quota race across two app instances (%s)', (kind) => {
  let database: Database;
  let instances: FastifyInstance[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig();
    instances = [await buildApp({ config, database, logger: false }), await buildApp({ config, database, logger: false })];
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.close();
  });

  it('100 concurrent sends from one free user: exactly 30 accepted', async () => {
    const first = instances[0]!;
    const me = await signedInUser({ app: first, db: database.db, config: testConfig(), close: async () => {} });
    const conversationId = await newConversation({ app: first }, me);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => sendMessage({ app: instances[i % 2]! }, me, conversationId, `race ${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(70);
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored.filter((m) => m.role === 'user')).toHaveLength(30);
  }, 120_000);
});
