import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A node:http request listener from an async handler: a handler that throws answers 500 with the
 * error, where an async listener would leave an unhandled rejection and a request never answered.
 */
export const asyncHandler =
  (handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>) =>
  (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  };
