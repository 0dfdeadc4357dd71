/**
 * An incremental parser for server-sent events (the WHATWG event-stream format) as model
 * providers stream them: text arrives in chunks split anywhere, even inside a line or a UTF-8
 * character; lines end in LF, CRLF or CR; `:` lines are comments (keep-alives); `data:` lines of
 * one event are joined with LF; a blank line ends the event.
 */

export interface SseEvent {
  /** The `event:` field, or 'message' when the event has none. */
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  /** A CR ended the last chunk, so an LF opening the next one belongs to the same line end. */
  private afterCr = false;

  /** Feeds the next piece of text and returns the events it completed. */
  push(text: string): SseEvent[] {
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1);
    this.afterCr = false;
    this.buffer += text;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      this.line(this.buffer.slice(start, i), events);
      if (c === '\r') {
        if (i + 1 === this.buffer.length) this.afterCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /**
   * Ends the stream. The format drops an event that lacks its closing blank line; providers that
   * end on `data: [DONE]` with no blank line exist, so the pending event is kept instead.
   */
  end(): SseEvent[] {
    const events: SseEvent[] = [];
    if (this.buffer !== '') this.line(this.buffer, events);
    this.line('', events);
    this.buffer = '';
    this.afterCr = false;
    return events;
  }

  private line(line: string, events: SseEvent[]) {
    if (line === '') {
      if (this.data.length > 0) events.push({ event: this.event || 'message', data: this.data.join('\n') });
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    // `id` and `retry` matter only to browsers that reconnect; providers' streams are not resumed.
  }
}

/**
 * Decodes a byte stream (split anywhere, even inside a UTF-8 character) into its events.
 * `onChunk` hears of every chunk as it arrives, before its events are handed on.
 */
export async function* readSse(body: ReadableStream<Uint8Array>, onChunk?: () => void): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  const parser = new SseParser();
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onChunk?.();
    yield* parser.push(decoder.decode(value, { stream: true }));
  }
  yield* parser.push(decoder.decode());
  yield* parser.end();
}
