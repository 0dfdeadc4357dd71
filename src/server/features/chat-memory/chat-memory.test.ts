import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorOf, createTestApp, databaseKinds, signedInUser, type TestApp } from '../../testing/harness.js';
import { addConversation } from '../../testing/chat-tables.js';
import { newConversation, sendMessage } from '../../testing/chat-requests.js';
import type { ChatEvent, Message } from '../../../shared/chat.js';
import type { ChatMemory } from '../../../shared/chat-memory.js';
import { assembleContext } from '../chat/grounding/context.js';
import { buildSystemPrompt } from '../chat/grounding/prompt.js';
import { getSettings } from '../settings/service.js';
import { factToRemember } from './capture.js';
import { drewOnMemory } from './recall.js';
import { replyEventsOf } from '../../testing/event-stream.js';

type Headers = { cookie: string };
const MISSING = '00000000-0000-4000-8000-000000000000';

const completeOf = (response: LightMyRequestResponse) => {
  return replyEventsOf(response.body).events.find((e): e is Extract<ChatEvent, { type: 'complete' }> => e.type === 'complete')!;
};

describe('what a message asks Willow to remember', () => {
  it('finds the fact in the person’s words, and what else the message says', () => {
    expect(factToRemember("Remember that I'm allergic to peanuts")).toEqual({ fact: "I'm allergic to peanuts", rest: '' });
    expect(factToRemember('please remember: I work night shifts.')).toEqual({ fact: 'I work night shifts', rest: '' });
    expect(factToRemember("Willow, don't forget I'm vegetarian. What can I eat for protein?")).toEqual({
      fact: "I'm vegetarian",
      rest: 'What can I eat for protein?',
    });
    expect(factToRemember('My knee hurts. Can you remember that my physio is on Tuesdays?')?.fact).toBe('My physio is on Tuesdays');
    expect(factToRemember('keep in mind that coffee makes my reflux worse, thanks')?.fact).toBe('Coffee makes my reflux worse');
  });

  it('leaves questions about the past, reminders and ordinary messages alone', () => {
    for (const message of [
      'Do you remember when my headaches started?',
      'Remember to take magnesium',
      'I remember feeling better last spring',
      'How was my week?',
      'remember that',
    ]) {
      expect(factToRemember(message), message).toBeNull();
    }
  });

  it('says a reply drew on memory when it uses a kept fact, or refers back to an earlier conversation', () => {
    const memory = { facts: ["I'm allergic to peanuts"], memories: ['2026-11-20: asked about magnesium for sleep'] };
    expect(drewOnMemory('Satay sauce is made with peanuts, so skip it.', 'Can I eat satay?', memory)).toBe(true);
    expect(drewOnMemory('Last time you mentioned magnesium helped.', 'How can I sleep better?', memory)).toBe(true);
    expect(drewOnMemory('Magnesium may help some people.', 'How can I sleep better?', memory)).toBe(false);
    expect(drewOnMemory('Your energy averaged 3/5.', 'How is my energy?', memory)).toBe(false);
  });
});

describe.each(databaseKinds)('chat memory (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (headers: Headers | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const chat = async (headers: Headers, message: string) => {
    const conversationId = await newConversation(t, { headers });
    const response = await sendMessage(t, { headers }, conversationId, message);
    expect(response.statusCode).toBe(200);
    return { conversationId, complete: completeOf(response) };
  };
  const memoryOf = async (headers: Headers) => (await call(headers, 'GET', '/api/chat-memory')).json<ChatMemory>();

  it('keeps a fact the person asks Willow to remember, grounds later replies in it, and says so under them', async () => {
    const me = await signedInUser(t);
    const told = await chat(me.headers, "Remember that I'm allergic to peanuts");
    expect(told.complete.content).toBe(
      "I’ll remember that: “I'm allergic to peanuts”. You can see or delete what I remember in Settings → Chat Memory.",
    );
    expect(told.complete.assistantMessage.drewOnMemory).toBe(false);
    // Told twice, kept once.
    await chat(me.headers, "remember that i'm allergic to peanuts");
    const memory = await memoryOf(me.headers);
    expect(memory.facts).toEqual([
      { id: expect.any(String) as string, text: "I'm allergic to peanuts", createdAt: expect.any(String) as string },
    ]);

    const context = await assembleContext(t.db, { userId: me.userId, firstName: null, settings: await getSettings(t.db, me.userId) });
    expect(context.facts).toEqual(["I'm allergic to peanuts"]);
    expect(buildSystemPrompt(context)).toContain("- I'm allergic to peanuts");

    const asked = await chat(me.headers, 'Is peanut butter a good snack for me?');
    expect(asked.complete.content).toContain("You asked me to remember: “I'm allergic to peanuts”.");
    expect(asked.complete.assistantMessage.drewOnMemory).toBe(true);
    const stored = (await call(me.headers, 'GET', `/api/conversations/${asked.conversationId}/messages`)).json<Message[]>();
    expect(stored.map((m) => m.drewOnMemory)).toEqual([false, true]);
  });

  it('answers the rest of a message that also asks Willow to remember something', async () => {
    const me = await signedInUser(t);
    const { complete } = await chat(me.headers, "Don't forget that I work night shifts. How has my energy been this week?");
    expect(complete.content).toMatch(
      /^I’ll remember that: “I work night shifts”\. .*\n\nI don't see any energy logs this week .*you haven't logged anything yet/s,
    );
  });

  it('keeps nothing and says why when chat memory is off', async () => {
    const me = await signedInUser(t);
    await call(me.headers, 'PATCH', '/api/settings', { chatMemoryEnabled: false });
    const { complete } = await chat(me.headers, 'Remember that I take thyroxine every morning');
    expect(complete.content).toContain('Chat memory is off, so I won’t keep this.');
    expect((await memoryOf(me.headers)).facts).toEqual([]);
  });

  it('lists facts and conversation summaries, and forgets each on its own', async () => {
    const me = await signedInUser(t);
    await chat(me.headers, 'Remember that I get migraines before my period');
    const conversationId = await addConversation(t, me.userId, { summary: '2026-11-20: asked How did I sleep?' });
    const memory = await memoryOf(me.headers);
    expect(memory.conversations).toEqual([
      { conversationId, title: 'Sleep', summary: '2026-11-20: asked How did I sleep?', updatedAt: expect.any(String) as string },
    ]);
    const [fact] = memory.facts;

    expect((await call(me.headers, 'DELETE', `/api/chat-memory/facts/${fact!.id}`)).statusCode).toBe(204);
    expect((await call(me.headers, 'DELETE', `/api/conversations/${conversationId}/summary`)).statusCode).toBe(204);
    expect(await memoryOf(me.headers)).toEqual({ facts: [], conversations: [] });
    // The conversation itself stays.
    expect((await call(me.headers, 'GET', `/api/conversations/${conversationId}/messages`)).json()).toHaveLength(2);
    // Gone already: 404.
    expect((await call(me.headers, 'DELETE', `/api/chat-memory/facts/${fact!.id}`)).statusCode).toBe(404);
  });

  it('answers 400 with a message for bad ids, 404 for another person’s memories, and 401 signed out', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await chat(owner.headers, 'Remember that I am lactose intolerant');
    const conversationId = await addConversation(t, owner.userId);
    const [fact] = (await memoryOf(owner.headers)).facts;

    const bad = await call(owner.headers, 'DELETE', '/api/chat-memory/facts/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('The memory id is not valid');
    const badConversation = await call(owner.headers, 'DELETE', '/api/conversations/nope/summary');
    expect(badConversation.statusCode).toBe(400);
    expect(errorOf(badConversation).message).toBe('The conversation id is not valid');

    for (const url of [
      `/api/chat-memory/facts/${fact!.id}`,
      `/api/conversations/${conversationId}/summary`,
      `/api/chat-memory/facts/${MISSING}`,
    ]) {
      const response = await call(other.headers, 'DELETE', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).message, url).toMatch(/not found$/);
    }
    expect(await memoryOf(other.headers)).toEqual({ facts: [], conversations: [] });
    const kept = await memoryOf(owner.headers);
    expect(kept.facts).toHaveLength(1);
    expect(kept.conversations).toHaveLength(1);

    expect((await call(undefined, 'GET', '/api/chat-memory')).statusCode).toBe(401);
  });

  it('Clear Memory forgets the kept facts along with the summaries', async () => {
    const me = await signedInUser(t);
    await chat(me.headers, 'Remember that I sleep better without screens');
    await addConversation(t, me.userId);
    const cleared = await call(me.headers, 'POST', '/api/chat-memory/clear', { what: 'memory' });
    expect(cleared.json()).toEqual({ cleared: 2 });
    expect(await memoryOf(me.headers)).toEqual({ facts: [], conversations: [] });
  });
});
