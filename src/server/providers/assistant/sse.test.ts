import { describe, expect, it } from 'vitest';
import { readSse, SseParser, type SseEvent } from './sse.js';

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

const EXPECTED: SseEvent[] = [
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

async function collect(chunks: Uint8Array[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSse(streamOf(chunks))) events.push(event);
  return events;
}

describe('server-sent events parser', () => {
  it('reads a whole stream: comments and keep-alives skipped, multi-line data joined, event names kept', () => {
    const parser = new SseParser();
    expect([...parser.push(STREAM), ...parser.end()]).toEqual(EXPECTED);
  });

  it('gives the same events however the bytes are split, even inside a UTF-8 character', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await collect([bytes.slice(0, cut), bytes.slice(cut)]), `cut at byte ${cut}`).toEqual(EXPECTED);
    }
    const oneByteEach = Array.from(bytes, (b) => Uint8Array.of(b));
    expect(await collect(oneByteEach)).toEqual(EXPECTED);
  });

  it('accepts CRLF and CR line ends, also when a CRLF is split between chunks', () => {
    for (const eol of ['\r\n', '\r']) {
      const text = STREAM.split('\n').join(eol);
      for (let cut = 0; cut <= text.length; cut++) {
        const parser = new SseParser();
        const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut)), ...parser.end()];
        expect(events, `${JSON.stringify(eol)} cut at ${cut}`).toEqual(EXPECTED);
      }
    }
  });

  it('hands on events as soon as their blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('data: one\n')).toEqual([]);
    expect(parser.push('\ndata: tw')).toEqual([{ event: 'message', data: 'one' }]);
    expect(parser.push('o\n\n')).toEqual([{ event: 'message', data: 'two' }]);
  });

  it('keeps a last event that lacks its closing blank line, and ignores fields it does not use', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\nretry: 10\ndata:no space\n\ndata: [DONE]')).toEqual([{ event: 'message', data: 'no space' }]);
    expect(parser.end()).toEqual([{ event: 'message', data: '[DONE]' }]);
  });

  it('drops an event with no data', () => {
    const parser = new SseParser();
    expect([...parser.push('event: ping\n\n: only a comment\n\n'), ...parser.end()]).toEqual([]);
  });
});
