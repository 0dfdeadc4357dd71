import { readEventStream, type StreamEvent } from '../../../shared/event-stream.js';
import { type Watchdog } from './watchdog.js';

const ERROR_BODY_LIMIT = 300;

/**
 * POSTs a JSON body and streams the server-sent events of the answer, for the HTTP providers.
 * `watchdog` aborts the request (the provider sees its connection close) when the caller aborts,
 * when the provider is silent too long, or when the consumer stops early. A non-2xx answer
 * throws a provider error carrying the status and the provider's own message.
 */
export async function* postForEvents(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  watchdog: Watchdog,
): AsyncGenerator<StreamEvent> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      body: JSON.stringify(body),
      signal: watchdog.signal,
    });
    watchdog.touch();
    if (!response.ok) {
      const message = providerMessage(await response.text());
      throw watchdog.providerError(`answered ${response.status} ${response.statusText}`.trim() + (message ? `: ${message}` : ''));
    }
    if (!response.body) throw watchdog.providerError('answered with no body');
    for await (const event of readEventStream(response.body, () => watchdog.touch())) {
      watchdog.pause();
      yield event;
      watchdog.touch();
    }
  } catch (error) {
    throw watchdog.failure(error);
  } finally {
    watchdog.close();
  }
}

/** Parses an event's JSON data; anything else is the provider's failure. */
export function eventJson(event: StreamEvent, watchdog: Watchdog): unknown {
  try {
    return JSON.parse(event.data);
  } catch (error) {
    throw watchdog.providerError(`sent an event that is not JSON: ${event.data.slice(0, ERROR_BODY_LIMIT)}`, error);
  }
}

/**
 * The provider's own words in an error body or error event: `{error: {message}}` (OpenAI,
 * Anthropic, OpenRouter), `{error: '...'}` (Ollama), `{message}` (vLLM), or the text itself.
 */
export function providerMessage(body: unknown): string {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return body.trim().slice(0, ERROR_BODY_LIMIT);
    }
  }
  const found = messageIn(value);
  return (found ?? (typeof body === 'string' ? body : JSON.stringify(body))).trim().slice(0, ERROR_BODY_LIMIT);
}

function messageIn(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  return (
    messageIn(record.error) ??
    (typeof record.message === 'string' ? record.message : undefined) ??
    (typeof record.detail === 'string' ? record.detail : undefined)
  );
}
