import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequest, readReply } from '../../testing/assistant-reply.js';
import {
  dataEvents,
  openEventStream,
  startProviderServer,
  untilClosed,
  writeInPieces,
  type ProviderServer,
} from '../../testing/provider-server.js';
import { AssistantError } from './assistant.js';
import { maxTokensField, OpenAiCompatibleAssistant } from './openai-compatible.js';

const API_KEY = 'sk-test-0123456789abcdef';
const chunk = (content: string, finish: string | null = null) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { content }, finish_reason: finish }],
});

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer();
});
afterAll(() => server.close());

const assistant = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  new OpenAiCompatibleAssistant({ baseUrl: `${server.url}/v1/`, model: 'tiny-test', timeoutMs: 2000, apiKey: API_KEY, ...options });

describe('OpenAI-compatible provider against a local server speaking the protocol', () => {
  it('streams the pieces of chunks that arrive split anywhere, and sends the conversation', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      const stream =
        ': keep-alive\n\n' +
        dataEvents(
          { ...chunk(''), choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] },
          chunk('Your energy '),
          chunk('averaged 3.4 ⚡'),
          chunk('.', 'stop'),
          '[DONE]',
        );
      await writeInPieces(res, stream, 5);
      res.end();
    });
    const reply = await readReply(assistant(), chatRequest({ maxTokens: 200 }));
    expect(reply.error).toBeUndefined();
    expect(reply.pieces).toEqual(['Your energy ', 'averaged 3.4 ⚡', '.']);

    const received = server.requests.at(-1)!;
    expect(received).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(received.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(received.body).toEqual({
      model: 'tiny-test',
      stream: true,
      max_tokens: 200,
      messages: [
        { role: 'system', content: 'I am Willow. Not medical advice.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! How are you feeling?' },
        { role: 'user', content: 'How has my energy been this week?' },
      ],
    });
  });

  it('sends no Authorization header without an API key (Ollama, LM Studio, vLLM)', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(dataEvents(chunk('ok', 'stop'), '[DONE]'));
    });
    const reply = await readReply(assistant({ apiKey: undefined }), chatRequest());
    expect(reply).toEqual({ pieces: ['ok'], error: undefined });
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(server.requests.at(-1)!.body).not.toHaveProperty('max_tokens');
  });

  it('fails as the provider when an error object arrives mid-stream, after the pieces before it', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(
        dataEvents(chunk('Half a '), {
          error: { message: 'The server had an error while processing your request.', type: 'server_error' },
        }),
      );
    });
    const reply = await readReply(assistant(), chatRequest());
    expect(reply.pieces).toEqual(['Half a ']);
    expect(reply.error).toBeInstanceOf(AssistantError);
    expect(reply.error).toMatchObject({
      failure: 'provider',
      message: expect.stringContaining('The server had an error while processing your request.') as string,
    });
  });

  it('fails as the provider when the stream ends before the reply is complete', async () => {
    server.answer((_, res) => {
      openEventStream(res);
      res.end(dataEvents(chunk('Cut ')));
    });
    const reply = await readReply(assistant(), chatRequest());
    expect(reply.pieces).toEqual(['Cut ']);
    expect(reply.error).toMatchObject({
      failure: 'provider',
      message: expect.stringContaining('ended before the reply was complete') as string,
    });
  });

  it('answers 401 and 500 with the status and the provider message, never the API key', async () => {
    server.answer((_, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: `Incorrect API key provided: ${API_KEY}.`, type: 'invalid_request_error', code: 'invalid_api_key' },
        }),
      );
    });
    const unauthorized = await readReply(assistant(), chatRequest());
    expect(unauthorized.error).toMatchObject({
      failure: 'provider',
      message: expect.stringMatching(/401 Unauthorized: Incorrect API key provided/) as string,
    });
    expect((unauthorized.error as Error).message).not.toContain(API_KEY);

    server.answer((_, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'model "tiny-test" not found, try pulling it first' }));
    });
    const failed = await readReply(assistant(), chatRequest());
    expect(failed.error).toMatchObject({
      failure: 'provider',
      message: expect.stringMatching(/500 Internal Server Error: model "tiny-test" not found/) as string,
    });
  });

  it('times out when the provider stalls mid-stream, and hangs up on it', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      res.write(dataEvents(chunk('Thinking')));
      await untilClosed(res);
    });
    const started = Date.now();
    const reply = await readReply(assistant({ timeoutMs: 300 }), chatRequest());
    expect(reply.pieces).toEqual(['Thinking']);
    expect(reply.error).toMatchObject({ failure: 'timeout', message: expect.stringContaining('no answer for 300 ms') as string });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('times out when the provider sends nothing at all', async () => {
    server.answer((_, res) => untilClosed(res));
    const reply = await readReply(assistant({ timeoutMs: 200 }), chatRequest());
    expect(reply).toMatchObject({ pieces: [], error: { failure: 'timeout' } });
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('stops when the caller aborts: the provider sees the connection close', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      res.write(dataEvents(chunk('First')));
      await untilClosed(res);
    });
    const controller = new AbortController();
    const reply = await readReply(assistant(), chatRequest({ signal: controller.signal }), () => controller.abort());
    expect(reply.pieces).toEqual(['First']);
    expect(reply.error).toMatchObject({ failure: 'aborted' });
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('hangs up when the reader stops early', async () => {
    server.answer(async (_, res) => {
      openEventStream(res);
      res.write(dataEvents(chunk('One'), chunk('Two')));
      await untilClosed(res);
    });
    for await (const piece of assistant().stream(chatRequest())) {
      expect(piece).toBe('One');
      break;
    }
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('fails as the provider when nothing listens at the address', async () => {
    const closed = await startProviderServer();
    await closed.close();
    const nobody = new OpenAiCompatibleAssistant({ baseUrl: `${closed.url}/v1`, model: 'x', timeoutMs: 2000 });
    const reply = await readReply(nobody, chatRequest());
    expect(reply.error).toMatchObject({ failure: 'provider', message: expect.stringMatching(/fetch failed \(ECONNREFUSED\)/) as string });
  });

  it('names the token limit as each server expects it', () => {
    expect(maxTokensField('https://api.openai.com/v1')).toBe('max_completion_tokens');
    expect(maxTokensField('http://localhost:11434/v1')).toBe('max_tokens');
    expect(maxTokensField('https://openrouter.ai/api/v1')).toBe('max_tokens');
  });
});
