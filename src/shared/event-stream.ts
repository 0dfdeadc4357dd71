import { createParser } from 'eventsource-parser';

/** One server-sent event: its `event:` name ('message' when it has none) and its `data:` lines joined with LF. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * The events of a server-sent-events stream as its bytes arrive, parsed by eventsource-parser
 * (the WHATWG format: chunks split anywhere, even inside a line or a UTF-8 character; LF, CRLF or
 * CR line ends; comments skipped). A last event that lacks its closing blank line still counts:
 * some providers end on `data: [DONE]` alone. `onChunk` hears of every chunk before its events
 * are handed on. Stopping early cancels the stream.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>, onChunk?: () => void): AsyncGenerator<StreamEvent> {
  const decoder = new TextDecoder();
  const { feed, end, take } = eventCollector();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        feed(decoder.decode());
        end();
        yield* take();
        return;
      }
      onChunk?.();
      feed(decoder.decode(value, { stream: true }));
      yield* take();
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** The events of a whole event stream held as text (a response body read at once). */
export function parseEventStream(text: string): StreamEvent[] {
  const { feed, end, take } = eventCollector();
  feed(text);
  end();
  return take();
}

function eventCollector() {
  let events: StreamEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => events.push({ event: event ?? 'message', data }) });
  return {
    feed: (text: string) => parser.feed(text),
    // A blank line closes a pending event; after a complete stream it is only an empty line.
    end: () => parser.feed('\n\n'),
    take: () => {
      const taken = events;
      events = [];
      return taken;
    },
  };
}
