import { apiFetch } from '@/lib/api';
import { chatEventSchema, type ChatBody, type ChatEvent } from '../../../../shared/chat.js';

/** The stream ended before a `complete` or `error` event (a dropped connection, a stopped server). */
export class StreamCutError extends Error {
  constructor() {
    super('The reply stream ended early');
    this.name = 'StreamCutError';
  }
}

const DONE = '[DONE]';

/**
 * Reads server-sent events from a byte stream as they arrive: `data:` lines gathered up to a
 * blank line make one event, whatever the chunk boundaries (inside a line, a character or a
 * CRLF pair). Comments and other fields are skipped; `data: [DONE]` ends the stream. A stream
 * that ends without a `complete` or `error` event throws StreamCutError.
 */
export async function* readChatEvents<E extends { type: string } = ChatEvent>(body: ReadableStream<Uint8Array>): AsyncGenerator<E> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let finished = false;
  let settled = false;

  // One complete line; answers the event it completes, DONE, or nothing yet.
  const take = (line: string): E | typeof DONE | null => {
    if (line === '') {
      if (!data.length) return null;
      const payload = data.join('\n');
      data = [];
      if (payload === DONE) return DONE;
      return JSON.parse(payload) as E;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return null;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
    return null;
  };

  try {
    while (!finished) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (done) {
        finished = true;
        buffer += '\n\n'; // a last event without its blank line still counts
      }
      let end: number;
      // A lone CR at the end may be the first half of a CRLF still in flight.
      while ((end = buffer.search(/\r\n|\r(?=[^\n])|\n/)) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        const event = take(line);
        if (event === DONE) {
          finished = true;
          break;
        }
        if (event) {
          if (event.type === 'complete' || event.type === 'error') settled = true;
          yield event;
        }
      }
    }
    if (!settled) throw new StreamCutError();
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** An event that does not match the chat contract: nothing of it is shown. */
export class BadEventError extends Error {
  constructor(type: unknown) {
    super(`The reply stream sent an event this app does not understand (${String(type).slice(0, 40)})`);
    this.name = 'BadEventError';
  }
}

/**
 * POST /api/chat {conversationId, message}: the reply's events as they stream, each checked
 * against the chat contract. A non-OK answer (429 quota, 404, 400) throws the request helper's
 * ApiError before any event; `signal` stops it.
 */
export async function* sendMessage(body: ChatBody, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
  const response = await apiFetch('POST', '/api/chat', body, { signal });
  if (!response.body) throw new StreamCutError();
  for await (const event of readChatEvents(response.body)) {
    const checked = chatEventSchema.safeParse(event);
    if (!checked.success) throw new BadEventError(event.type);
    yield checked.data;
  }
}
