import { describe, expect, it } from 'vitest';
import { parseEventStream, readEventStream, type StreamEvent } from './event-stream.js';

/** A stream as a provider sends it: keep-alives, a multi-byte character, an error object, [DONE]. */
const STREAM = [
  ': keep-alive',
  '',
  'data: {"choices":[{"delta":{"content":"Hé"}}]}',
  '',
  ':ping',
  'data: {"choices":[{"delta":{"content":"llo 🌿"}}]}',
  '',
  'event: error',
  'data: {"error":{"message":"overloaded"}}',
  '',
  'data: first line',
  'data: second line',
  '',
  'data: [DONE]',
  '',
  '',
].join('\n');

const EXPECTED: StreamEvent[] = [
  { event: 'message', data: '{"choices":[{"delta":{"content":"Hé"}}]}' },
  { event: 'message', data: '{"choices":[{"delta":{"content":"llo 🌿"}}]}' },
  { event: 'error', data: '{"error":{"message":"overloaded"}}' },
  { event: 'message', data: 'first line\nsecond line' },
  { event: 'message', data: '[DONE]' },
];

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(chunks: Uint8Array[]): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEventStream(streamOf(chunks))) events.push(event);
  return events;
}

describe('server-sent events reader', () => {
  it('reads a whole stream: comments and keep-alives skipped, multi-line data joined, event names kept', () => {
    expect(parseEventStream(STREAM)).toEqual(EXPECTED);
  });

  it('gives the same events however the bytes are split, even inside a UTF-8 character', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await collect([bytes.slice(0, cut), bytes.slice(cut)]), `cut at byte ${cut}`).toEqual(EXPECTED);
    }
    const oneByteEach = Array.from(bytes, (b) => Uint8Array.of(b));
    expect(await collect(oneByteEach)).toEqual(EXPECTED);
  });

  it('accepts CRLF and CR line ends, also when a CRLF is split between chunks', async () => {
    for (const eol of ['\r\n', '\r']) {
      const bytes = new TextEncoder().encode(STREAM.split('\n').join(eol));
      for (let cut = 0; cut <= bytes.length; cut++) {
        expect(await collect([bytes.slice(0, cut), bytes.slice(cut)]), `${JSON.stringify(eol)} cut at ${cut}`).toEqual(EXPECTED);
      }
    }
  });

  it('hands on events as soon as their blank line arrives, and tells of every chunk first', async () => {
    const heard: string[] = [];
    let release = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\n'));
        controller.enqueue(new TextEncoder().encode('\ndata: tw'));
        release = () => {
          controller.enqueue(new TextEncoder().encode('o\n\n'));
          controller.close();
        };
      },
    });
    const events = readEventStream(body, () => heard.push('chunk'));
    expect((await events.next()).value).toEqual({ event: 'message', data: 'one' });
    expect(heard).toEqual(['chunk', 'chunk']);
    release();
    expect((await events.next()).value).toEqual({ event: 'message', data: 'two' });
    expect((await events.next()).done).toBe(true);
  });

  it('keeps a last event that lacks its closing blank line, and ignores fields it does not use', () => {
    expect(parseEventStream('id: 7\nretry: 10\ndata:no space\n\ndata: [DONE]')).toEqual([
      { event: 'message', data: 'no space' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('drops an event with no data', () => {
    expect(parseEventStream('event: ping\n\n: only a comment\n\n')).toEqual([]);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('data: one\n\n')),
      cancel: () => void (cancelled = true),
    });
    for await (const event of readEventStream(body)) {
      expect(event.data).toBe('one');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
