import { AssistantError } from './assistant.js';

/**
 * One reply's guard, shared by every provider: its `signal` stops the work when the caller aborts,
 * when the provider stays silent for `timeoutMs` (before the first piece or between two pieces),
 * or when the reply is closed early; `failure()` then turns whatever was thrown into the matching
 * AssistantError.
 */
export class Watchdog {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private timedOut = false;
  readonly signal: AbortSignal;

  constructor(
    private readonly caller: AbortSignal,
    private readonly timeoutMs: number,
    /** Names the provider in messages, e.g. 'OpenAI-compatible provider (llama3.2)'. */
    private readonly provider: string,
    /** Strings never to repeat in a message (API keys), should a provider echo them back. */
    private readonly secrets: readonly string[] = [],
  ) {
    this.signal = AbortSignal.any([caller, this.controller.signal]);
    if (caller.aborted) throw this.failure(caller.reason);
    this.touch();
  }

  /** The provider showed signs of life: the silence count starts again. */
  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error('timeout'));
    }, this.timeoutMs);
  }

  /** Waiting on the caller, not the provider: silence does not count. */
  pause(): void {
    clearTimeout(this.timer);
  }

  /** The reply is over (finished, failed or abandoned): stops the timer and any work still going. */
  close(): void {
    clearTimeout(this.timer);
    this.controller.abort(new Error('closed'));
  }

  /** A provider failure with a message that names the provider and never holds a secret. */
  providerError(message: string, cause?: unknown): AssistantError {
    return new AssistantError('provider', this.redact(`${this.provider}: ${message}`), { cause });
  }

  /** What a reply that threw `error` failed of: the caller's abort, the timeout, or the provider. */
  failure(error: unknown): AssistantError {
    if (error instanceof AssistantError) return error;
    if (this.caller.aborted) return new AssistantError('aborted', `${this.provider}: the request was aborted`, { cause: error });
    if (this.timedOut) {
      return new AssistantError('timeout', `${this.provider}: no answer for ${this.timeoutMs} ms`, { cause: error });
    }
    return this.providerError(describe(error), error);
  }

  private redact(message: string): string {
    let text = message;
    for (const secret of this.secrets) if (secret) text = text.split(secret).join('[redacted]');
    return text;
  }
}

/** An error's message with its cause's code, e.g. 'fetch failed (ECONNREFUSED)'. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail ? `${error.message} (${detail})` : error.message;
}
