import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { answer, requestsSeen } from '@/test/handlers';
import { chatEventSchema, type ChatEvent, type Message } from '../../../../shared/chat.js';
import { BadEventError, StreamCutError, readReplyEvents, sendMessage } from './send-message';

const message = (role: 'user' | 'assistant', content: string): Message => ({
  id: `${role}-1`,
  conversationId: 'c1',
  role,
  content,
  createdAt: '2025-09-11T10:00:00.000Z',
});

const EVENTS: ChatEvent[] = [
  { type: 'userMessage', message: message('user', 'How has my energy been? ✨') },
  { type: 'status', status: 'processing' },
  { type: 'delta', content: 'Your energy averaged **4/5**\n' },
  { type: 'delta', content: 'über 😊 line\r\ntwo' },
  { type: 'status', status: 'clear' },
  { type: 'complete', assistantMessage: message('assistant', 'Your energy…'), content: 'Your energy…' },
];

const wire = (events: ChatEvent[], newline = '\n') =>
  events.map((e) => `data: ${JSON.stringify(e)}${newline}${newline}`).join('') + `data: [DONE]${newline}${newline}`;

/** A byte stream cut at the given offsets (anywhere: inside a line, a UTF-8 character or a CRLF). */
function streamOf(bytes: Uint8Array, cuts: number[] = []) {
  const points = [...new Set(cuts.filter((c) => c > 0 && c < bytes.length))].sort((a, b) => a - b);
  const pieces = [0, ...points, bytes.length].slice(1).map((end, i, ends) => bytes.slice(i ? ends[i - 1] : 0, end));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      pieces.forEach((piece) => controller.enqueue(piece));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events: ChatEvent[] = [];
  for await (const event of readReplyEvents(stream, chatEventSchema)) events.push(event);
  return events;
}

describe('chat stream reader', () => {
  it('reads every event whole, wherever the chunks break, with LF or CRLF lines', async () => {
    for (const newline of ['\n', '\r\n']) {
      const bytes = new TextEncoder().encode(wire(EVENTS, newline));
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), async (cuts) => {
          expect(await collect(streamOf(bytes, cuts))).toEqual(EVENTS);
        }),
        { numRuns: 150 },
      );
      // One byte at a time, too.
      expect(await collect(streamOf(bytes, [...bytes.keys()]))).toEqual(EVENTS);
    }
  });

  it('skips comments and other fields, joins multi-line data, and stops at [DONE]', async () => {
    const text =
      ': keep-alive\n\nevent: message\nid: 7\ndata: {"type":"delta",\ndata: "content":"hi"}\n\ndata: {"type":"error","message":"No"}\n\ndata: [DONE]\n\ndata: {"type":"delta","content":"after"}\n\n';
    expect(await collect(streamOf(new TextEncoder().encode(text)))).toEqual([
      { type: 'delta', content: 'hi' },
      { type: 'error', message: 'No' },
    ]);
  });

  it('throws BadEventError for an event outside the contract', async () => {
    const text = 'data: {"type":"delta","content":"hi"}\n\ndata: {"type":"shout","content":"HI"}\n\n';
    await expect(collect(streamOf(new TextEncoder().encode(text)))).rejects.toBeInstanceOf(BadEventError);
  });

  it('throws StreamCutError when the stream ends before a complete or error event', async () => {
    const cut = new TextEncoder().encode(wire(EVENTS.slice(0, 3)).replace('data: [DONE]\n\n', ''));
    const seen: ChatEvent[] = [];
    await expect(
      (async () => {
        for await (const event of readReplyEvents(streamOf(cut), chatEventSchema)) seen.push(event);
      })(),
    ).rejects.toBeInstanceOf(StreamCutError);
    expect(seen).toHaveLength(3);
  });

  it('posts the message with cookies and reads the events; a non-OK answer is the request helper error', async () => {
    const limit = {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Daily message limit reached (30 messages/day)',
      limitExceeded: true,
      quotaInfo: { type: 'text', currentUsage: 30, maxLimit: 30 },
    };
    const chat = answer(
      'post',
      '/api/chat',
      () => new HttpResponse(wire(EVENTS), { headers: { 'content-type': 'text/event-stream' } }),
      () => HttpResponse.json(limit, { status: 429 }),
    );
    const seen = requestsSeen();
    const events: ChatEvent[] = [];
    for await (const event of sendMessage({ conversationId: 'c1', message: 'Hi' }, new AbortController().signal)) events.push(event);
    expect(events).toEqual(EVENTS);
    expect(chat.bodies).toEqual([{ conversationId: 'c1', message: 'Hi' }]);
    expect(seen.map((r) => [r.credentials, r.headers.get('content-type')])).toEqual([['include', 'application/json']]);

    const error = await sendMessage({ conversationId: 'c1', message: 'Hi' })
      .next()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isQuotaLimit).toBe(true);
    expect((error as ApiError).message).toBe('Daily message limit reached (30 messages/day)');

    // The caller's signal reaches the request: stopping before it goes out sends nothing.
    const stopped = new AbortController();
    stopped.abort();
    await expect(sendMessage({ conversationId: 'c1', message: 'Hi' }, stopped.signal).next()).rejects.toMatchObject({ name: 'AbortError' });
    expect(chat.bodies).toHaveLength(2);
  });
});
