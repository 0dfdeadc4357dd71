import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { API_RESPONSES, apiRouteOf } from '../../shared/api-responses.js';
import type { ErrorBody } from '../../shared/errors.js';
import { server } from './server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The server's error body as an answer: `{ statusCode, code, message, issues? }`. */
export const errorAnswer = (statusCode: number, code: string, message: string, issues?: ErrorBody['issues']) =>
  HttpResponse.json<ErrorBody>({ statusCode, code, message, requestId: 'test', ...(issues && { issues }) }, { status: statusCode });

/** A 500 with the server's generic error body. */
export const serverFailure = () => errorAnswer(500, 'INTERNAL_SERVER_ERROR', 'Internal Server Error');

/** An answer that never comes: the request stays in flight (to see what shows while loading). */
export const pending = () => new Promise<Response>(() => {});

/** Answers given in this test that the server would never give: setup.ts fails the test with them. */
export const contractBreaches: string[] = [];

/**
 * `response`, once its JSON body is checked against the schema the route declares for its status
 * (src/shared/api-responses.ts). Error answers are the error body's own business; a route the
 * contract does not list (a stream, a file, no body) is not checked.
 */
export async function keptToContract(request: Request, response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const route = apiRouteOf(request.method, new URL(request.url).pathname);
  if (!route) return response;
  const schema = API_RESPONSES[route]?.[response.status];
  if (!schema) {
    contractBreaches.push(`${route} never answers ${response.status}`);
    return response;
  }
  const parsed = schema.safeParse(await response.clone().json());
  if (!parsed.success) contractBreaches.push(`${route} ${response.status} does not fit its schema:\n${z.prettifyError(parsed.error)}`);
  return response;
}

/**
 * Answers `method path` with each of `answers` in turn (the last one again once they run out)
 * and records the JSON bodies sent, so a test can check what a person's action asked of the server.
 * An answer is given the body it answers, for a server whose answer depends on it. A JSON answer
 * must fit the route's shared response schema (keptToContract), or the test fails.
 */
export function answer<Body = unknown>(method: Method, path: string, ...answers: ((body: Body) => Response | Promise<Response>)[]) {
  const bodies: Body[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      const body = text ? (JSON.parse(text) as Body) : (undefined as Body);
      bodies.push(body);
      return keptToContract(request, await answers[Math.min(bodies.length, answers.length) - 1]!(body));
    }),
  );
  return { bodies };
}

/** Every request the client makes from now on, as `METHOD path` (with `query`, `METHOD path?query`). */
export function requestsMade({ query = false } = {}): string[] {
  const made: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    made.push(`${request.method} ${url.pathname}${query ? url.search : ''}`);
  });
  return made;
}

/** Every request the client makes from now on, whole: for what the path alone does not say (credentials, headers). */
export function requestsSeen(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request));
  return seen;
}

/**
 * The dashboard's reads: no trends and no symptom history, and each day's record from `day`
 * (an answer per date, which may also be a failure or one that has not come yet).
 */
export function answerDays(day: (date: string) => Response | Promise<Response>) {
  server.use(
    http.get('/api/health/trends', ({ request }) => keptToContract(request, HttpResponse.json([]))),
    http.get('/api/health/symptoms/history', ({ request }) => keptToContract(request, HttpResponse.json([]))),
    http.get<{ date: string }>('/api/health/:date', async ({ request, params }) => keptToContract(request, await day(params.date))),
  );
}

/** Leaving a conversation (the chat page unmounting) writes its summary; this answers those writes. */
export const answerSummaryWrites = () => answer('put', '/api/conversations/:id/summary', () => HttpResponse.json({ summary: null }));
