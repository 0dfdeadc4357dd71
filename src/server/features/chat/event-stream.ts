import type { FastifyReply } from 'fastify';

/** Aborts when the client goes away before the answer is complete; providers stop their work. */
export function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Answers with server-sent events: each event a `data: {json}` line as it comes, then
 * `data: [DONE]`. Never compressed or buffered on the way (no-transform, X-Accel-Buffering), and
 * never stored by a cache (no-store): the replies speak of the person's health.
 */
export async function sendEventStream(reply: FastifyReply, events: AsyncIterable<unknown>, signal: AbortSignal): Promise<void> {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  for await (const event of events) {
    if (signal.aborted) break;
    reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
  }
  if (!signal.aborted) reply.raw.end('data: [DONE]\n\n');
}
