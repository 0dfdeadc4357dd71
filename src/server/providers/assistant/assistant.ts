/**
 * The one interface every language-model provider implements (DESIGN.md "AI"): OpenAI-compatible
 * HTTP, Anthropic, a local GGUF model through node-llama-cpp, and the offline responder.
 */

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantRequest {
  /** Willow's instructions and the user's grounding context, as one system prompt. */
  system: string;
  /** Earlier turns of the conversation, oldest first, ending with the user's new message. */
  turns: ChatTurn[];
  /** Aborted when the browser goes away or the server gives up; generation must stop. */
  signal: AbortSignal;
  maxTokens?: number;
}

export interface Assistant {
  /** Shown in logs and the offline notice, e.g. 'openai-compatible (gpt-4o-mini)'. */
  readonly label: string;
  /** Streams the reply as text pieces. Throws AssistantError when the provider fails. */
  stream(request: AssistantRequest): AsyncIterable<string>;
}

export type AssistantFailure = 'timeout' | 'provider' | 'aborted' | 'configuration';

export class AssistantError extends Error {
  constructor(
    readonly failure: AssistantFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AssistantError';
  }
}
