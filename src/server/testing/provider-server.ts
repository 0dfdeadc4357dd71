import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { asyncHandler } from './async-handler.js';

/** One request the server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Resolves when the connection closes: true if the client closed it before the answer was complete. */
  closedEarly: Promise<boolean>;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void | Promise<void>;

/**
 * A real HTTP server on 127.0.0.1 that stands in for a model provider: each test says how it
 * answers (`answer`), and reads what it received (`requests`), including whether the client
 * hung up early.
 */
export interface ProviderServer {
  url: string;
  requests: ReceivedRequest[];
  answer(handler: Handler): void;
  close(): Promise<void>;
}

export async function startProviderServer(): Promise<ProviderServer> {
  let handler: Handler = (_, response) => void response.writeHead(404).end();
  const requests: ReceivedRequest[] = [];
  const server = createServer(
    asyncHandler(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
        closedEarly: new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished))),
      };
      requests.push(received);
      try {
        await handler(received, res);
      } catch {
        res.destroy();
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts an event-stream answer. */
export function openEventStream(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
}

/**
 * Writes `text` in pieces of `size` bytes (cutting lines, and UTF-8 characters, anywhere),
 * pausing between them so each arrives as its own chunk; stops if the client has gone.
 */
export async function writeInPieces(response: ServerResponse, text: string, size = 7, pauseMs = 2): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length && !response.destroyed; at += size) {
    response.write(bytes.subarray(at, at + size));
    await sleep(pauseMs);
  }
}

/** `data:` lines for each value (objects become JSON), each ending its event. */
export function dataEvents(...values: unknown[]): string {
  return values.map((v) => `data: ${typeof v === 'string' ? v : JSON.stringify(v)}\n\n`).join('');
}

/** Resolves when the client hangs up; for answers that stall on purpose. */
export function untilClosed(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => (response.destroyed ? resolve() : response.on('close', () => resolve())));
}

/** One event of Anthropic's Messages stream. */
export type AnthropicEvent = { type: string; [key: string]: unknown };

/** Anthropic's event stream: each event named twice, in its `event:` line and in its data's `type`. */
export function anthropicEvents(...events: AnthropicEvent[]): string {
  return events.map((data) => `event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/**
 * A tool_use content block at `index` whose input JSON streams in two pieces, as the Messages
 * stream sends it; `input` as a string is sent as written (a cut-off call, for instance).
 */
export function anthropicToolUse(index: number, id: string, name: string, input: unknown): AnthropicEvent[] {
  const json = typeof input === 'string' ? input : JSON.stringify(input);
  const half = Math.ceil(json.length / 2);
  return [
    { type: 'content_block_start', index, content_block: { type: 'tool_use', id, name, input: {} } },
    { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(0, half) } },
    { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json.slice(half) } },
    { type: 'content_block_stop', index },
  ];
}
