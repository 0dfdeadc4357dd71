import { apiFetch } from '@/lib/api';
import type { z } from 'zod';
import { chatEventSchema, type ChatBody, type ChatEvent } from '../../../../shared/chat.js';
import { readEventStream } from '../../../../shared/event-stream.js';

/** The stream ended before a `complete` or `error` event (a dropped connection, a stopped server). */
export class StreamCutError extends Error {
  constructor() {
    super('The reply stream ended early');
    this.name = 'StreamCutError';
  }
}

const DONE = '[DONE]';

/**
 * The events of a reply stream as they arrive, each checked against `schema`: `data: [DONE]`
 * ends the stream, and one that ends without a `complete` or `error` event throws StreamCutError.
 */
export async function* readReplyEvents<E extends { type: string }>(
  body: ReadableStream<Uint8Array>,
  schema: z.ZodType<E>,
): AsyncGenerator<E> {
  let settled = false;
  for await (const { data } of readEventStream(body)) {
    if (data === DONE) break;
    const payload: unknown = JSON.parse(data);
    const event = schema.safeParse(payload);
    if (!event.success) throw new BadEventError(typeOf(payload));
    if (event.data.type === 'complete' || event.data.type === 'error') settled = true;
    yield event.data;
  }
  if (!settled) throw new StreamCutError();
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
  yield* readReplyEvents(response.body, chatEventSchema);
}

function typeOf(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null && 'type' in payload ? payload.type : undefined;
}
