import type { z } from 'zod';
import { chatEventSchema, type ChatEvent } from '../../shared/chat.js';
import { parseEventStream } from '../../shared/event-stream.js';

/** The events of a reply stream read whole, each checked against the contract, and whether it ended with [DONE]. */
export function replyEventsOf(body: string): { events: ChatEvent[]; done: boolean };
export function replyEventsOf<E>(body: string, schema: z.ZodType<E>): { events: E[]; done: boolean };
export function replyEventsOf(body: string, schema: z.ZodType = chatEventSchema): { events: unknown[]; done: boolean } {
  const data = parseEventStream(body).map((event) => event.data);
  const done = data.at(-1) === '[DONE]';
  return { events: data.filter((d) => d !== '[DONE]').map((d) => schema.parse(JSON.parse(d))), done };
}
