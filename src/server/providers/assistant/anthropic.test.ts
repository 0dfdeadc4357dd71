import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequest, readReply } from '../../testing/assistant-reply.js';
import {
  anthropicEvents,
  openEventStream,
  startProviderServer,
  untilClosed,
  writeInPieces,
  type ProviderServer,
} from '../../testing/provider-server.js';
import { AnthropicAssistant } from './anthropic.js';
import { AssistantError } from './assistant.js';

const API_KEY = 'sk-ant-test-0123456789';

const textDelta = (text: string) => ({ type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text } });
const opening = [
  { type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model: 'claude-test' } },
  { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } },
  { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'They asked about energy.' } },
  { type: 'content_block_stop', index: 0 },
  { type: 'ping' },
  { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
];

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const assistant = (timeoutMs = 2000) => new AnthropicAssistant({ apiKey: API_KEY, model: 'claude-test', baseUrl: server.url, timeoutMs });

describe('Anthropic provider against a local server speaking the Messages protocol', () => {
  it('streams the text deltas (not the thinking) of events that arrive split anywhere', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      const stream = anthropicEvents(
        ...opening,
        textDelta('You slept '),
        textDelta('7.2 hours — '),
        textDelta('nice.'),
        { type: 'content_block_stop', index: 1 },
        { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 9 } },
        { type: 'message_stop' },
      );
      await writeInPieces(res, stream, 11);
      res.end();
    });
    const reply = await readReply(assistant(), chatRequest());
    expect(reply).toEqual({ pieces: ['You slept ', '7.2 hours — ', 'nice.'], error: undefined });

    const received = server.requests.at(-1)!;
    expect(received).toMatchObject({ method: 'POST', path: '/v1/messages' });
    expect(received.headers).toMatchObject({ 'x-api-key': API_KEY, 'anthropic-version': '2023-06-01' });
    expect(received.headers.authorization).toBeUndefined();
    expect(received.body).toEqual({
      model: 'claude-test',
      max_tokens: 4096,
      stream: true,
      system: 'I am Willow. Not medical advice.',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! How are you feeling?' },
        { role: 'user', content: 'How has my energy been this week?' },
      ],
    });
  });

  it('fails as the provider on an error event mid-stream, after the pieces before it', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(
        anthropicEvents(...opening, textDelta('Half'), { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }),
      );
    });
    const reply = await readReply(assistant(), chatRequest({ maxTokens: 50 }));
    expect(reply.pieces).toEqual(['Half']);
    expect(reply.error).toBeInstanceOf(AssistantError);
    expect(reply.error).toMatchObject({ failure: 'provider', message: expect.stringContaining('failed mid-stream: Overloaded') as string });
    expect(server.requests.at(-1)!.body).toMatchObject({ max_tokens: 50 });
  });

  it('fails as the provider when the stream ends without message_stop', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(anthropicEvents(...opening, textDelta('Cut')));
    });
    expect(await readReply(assistant(), chatRequest())).toMatchObject({ pieces: ['Cut'], error: { failure: 'provider' } });
  });

  it('answers 401 and 529 with the status and the provider message, never the API key', async () => {
    server.answer((_, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${API_KEY}` } }));
    });
    const unauthorized = await readReply(assistant(), chatRequest());
    expect(unauthorized.error).toMatchObject({
      failure: 'provider',
      message: expect.stringMatching(/401 Unauthorized: invalid x-api-key \[redacted\]/) as string,
    });
    expect((unauthorized.error as Error).message).not.toContain(API_KEY);

    server.answer((_, res) => {
      res.writeHead(529, 'Overloaded', { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }));
    });
    expect((await readReply(assistant(), chatRequest())).error).toMatchObject({
      failure: 'provider',
      message: expect.stringMatching(/529 Overloaded: Overloaded/) as string,
    });
  });

  it('times out when the provider stalls, and hangs up on it', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      res.write(anthropicEvents(...opening, textDelta('Hmm')));
      await untilClosed(res);
    });
    const reply = await readReply(assistant(300), chatRequest());
    expect(reply).toMatchObject({ pieces: ['Hmm'], error: { failure: 'timeout' } });
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('stops when the caller aborts: the provider sees the connection close', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      res.write(anthropicEvents(...opening, textDelta('First')));
      await untilClosed(res);
    });
    const controller = new AbortController();
    const reply = await readReply(assistant(), chatRequest({ signal: controller.signal }), () => controller.abort());
    expect(reply).toMatchObject({ pieces: ['First'], error: { failure: 'aborted' } });
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('does not call the provider for a request already aborted', async () => {
    const before = server.requests.length;
    const reply = await readReply(assistant(), chatRequest({ signal: AbortSignal.abort() }));
    expect(reply).toMatchObject({ pieces: [], error: { failure: 'aborted' } });
    expect(server.requests.length).toBe(before);
  });
});
