/**
 * The one interface every language-model provider implements (DESIGN.md "AI"): OpenAI-compatible
 * HTTP, Anthropic, a local GGUF model through node-llama-cpp, and the offline responder.
 */

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /**
   * On an assistant turn within a reply: the tools it called after its text, each with the result
   * sent back. Each provider sends them in its own shape (OpenAI `tool_calls` and `tool` messages,
   * Anthropic `tool_use` and `tool_result` blocks, node-llama-cpp function calls with results).
   */
  toolCalls?: AnsweredCall[];
}

/** A call the model made, and what was sent back to it (JSON text). */
export interface AnsweredCall {
  call: ToolCall;
  result: string;
}

export interface AssistantRequest {
  /** Willow's instructions and the user's grounding context, as one system prompt. */
  system: string;
  /** Earlier turns of the conversation, oldest first, ending with the user's new message. */
  turns: ChatTurn[];
  /** Aborted when the browser goes away or the server gives up; generation must stop. */
  signal: AbortSignal;
  maxTokens?: number;
  /** Tools the model may call; a provider that cannot call tools answers in text only. */
  tools?: AssistantTool[];
  /** 'required': the reply must be a call to one of `tools` (default 'auto': the model chooses). */
  toolChoice?: 'auto' | 'required';
}

/** A tool offered to the model: its name, what it is for, and its arguments as a JSON schema. */
export interface AssistantTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/**
 * A call the model made. `arguments` is what it wrote, parsed from JSON when it was JSON (else
 * the raw text): the caller checks it with its own schema before anything is shown.
 */
export interface ToolCall {
  type: 'toolCall';
  /** The provider's id for the call (made up where it has none), by which its result is sent back. */
  id: string;
  name: string;
  arguments: unknown;
}

/** What a reply streams: pieces of text, and tool calls as each one completes. */
export type AssistantPiece = string | ToolCall;

/** Arguments as the model sent them: JSON when they parse, the text itself when they do not. */
export function parsedArguments(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Arguments as the provider takes them back: the JSON text the model wrote. */
export const argumentsText = (call: ToolCall) => (typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments));

export interface Assistant {
  /** Shown in logs and the offline notice, e.g. 'openai-compatible (gpt-4o-mini)'. */
  readonly label: string;
  /** Streams the reply as text pieces and tool calls. Throws AssistantError when the provider fails. */
  stream(request: AssistantRequest): AsyncIterable<AssistantPiece>;
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
