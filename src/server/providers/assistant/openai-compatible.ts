import {
  argumentsText,
  parsedArguments,
  type Assistant,
  type AssistantPiece,
  type AssistantRequest,
  type ChatTurn,
  type ToolCall,
} from './assistant.js';
import { eventJson, postForEvents, providerMessage } from './event-stream-request.js';
import { Watchdog } from './watchdog.js';

export interface OpenAiCompatibleOptions {
  /** The API root that holds `/chat/completions`, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token when set; local servers (Ollama, LM Studio, vLLM) need none. */
  apiKey?: string;
  /** Longest silence before the first piece or between two pieces. */
  timeoutMs: number;
}

/**
 * OpenAI itself takes `max_completion_tokens` (its reasoning models refuse `max_tokens`); the other
 * servers that speak the protocol (Ollama, LM Studio, vLLM, OpenRouter) all take `max_tokens`.
 */
export function maxTokensField(baseUrl: string): 'max_completion_tokens' | 'max_tokens' {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';
}

interface ToolCallDelta {
  index?: unknown;
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

interface ChatCompletionChunk {
  choices?: { delta?: { content?: unknown; tool_calls?: ToolCallDelta[] }; finish_reason?: unknown }[];
  error?: unknown;
  object?: unknown;
}

/** A turn as chat-completions messages: an assistant turn's calls, then a `tool` message answering each. */
function messagesOf({ role, content, toolCalls }: ChatTurn): Record<string, unknown>[] {
  if (!toolCalls?.length) return [{ role, content }];
  return [
    {
      role: 'assistant',
      content: content || null,
      tool_calls: toolCalls.map(({ call }) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: argumentsText(call) },
      })),
    },
    ...toolCalls.map(({ call, result }) => ({ role: 'tool', tool_call_id: call.id, content: result })),
  ];
}

/**
 * The OpenAI chat-completions protocol with `stream: true`, which OpenAI, Ollama, vLLM,
 * LM Studio and OpenRouter all speak: `data:` events carrying chunks whose
 * `choices[0].delta.content` is the next piece, closed by `data: [DONE]`. Tool calls stream as
 * `delta.tool_calls` fragments (a name, then the arguments' JSON text in pieces) gathered by their
 * `index` and yielded whole once the reply is complete; their results go back as `tool` messages.
 */
export class OpenAiCompatibleAssistant implements Assistant {
  readonly label: string;
  private readonly url: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.label = `openai-compatible (${options.model})`;
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async *stream(request: AssistantRequest): AsyncIterable<AssistantPiece> {
    const { apiKey, model, timeoutMs } = this.options;
    const watchdog = new Watchdog(
      request.signal,
      timeoutMs,
      `OpenAI-compatible provider (${model} at ${this.url})`,
      apiKey ? [apiKey] : [],
    );
    const body = {
      model,
      stream: true,
      messages: [{ role: 'system', content: request.system }, ...request.turns.flatMap(messagesOf)],
      ...(request.maxTokens !== undefined && { [maxTokensField(this.options.baseUrl)]: request.maxTokens }),
      ...(request.tools?.length && {
        tools: request.tools.map(({ name, description, parameters }) => ({
          type: 'function',
          function: { name, description, parameters },
        })),
        ...(request.toolChoice === 'required' && { tool_choice: 'required' }),
      }),
    };
    const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
    let finished = false;
    const calls = new Map<number, { id: string; name: string; arguments: string }>();
    const completeCalls = (): ToolCall[] =>
      [...calls.entries()]
        .sort(([a], [b]) => a - b)
        .map(([index, call]) => ({
          type: 'toolCall',
          id: call.id || `call_${index}`,
          name: call.name,
          arguments: parsedArguments(call.arguments),
        }));
    for await (const event of postForEvents(this.url, headers, body, watchdog)) {
      if (event.data === '[DONE]') {
        yield* completeCalls();
        return;
      }
      const chunk = eventJson(event, watchdog) as ChatCompletionChunk;
      if (chunk.error !== undefined || chunk.object === 'error') {
        throw watchdog.providerError(`failed mid-stream: ${providerMessage(chunk)}`);
      }
      const choice = chunk.choices?.[0];
      const content = choice?.delta?.content;
      if (typeof content === 'string' && content !== '') yield content;
      for (const delta of choice?.delta?.tool_calls ?? []) {
        const index = typeof delta.index === 'number' ? delta.index : 0;
        const call = calls.get(index) ?? { id: '', name: '', arguments: '' };
        if (typeof delta.id === 'string') call.id ||= delta.id;
        if (typeof delta.function?.name === 'string') call.name += delta.function.name;
        if (typeof delta.function?.arguments === 'string') call.arguments += delta.function.arguments;
        calls.set(index, call);
      }
      if (choice?.finish_reason) finished = true;
    }
    if (!finished) throw watchdog.providerError('the stream ended before the reply was complete');
    yield* completeCalls();
  }

  async close(): Promise<void> {}
}
