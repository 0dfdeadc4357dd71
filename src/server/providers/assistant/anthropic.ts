import { parsedArguments, type Assistant, type AssistantPiece, type AssistantRequest, type ChatTurn } from './assistant.js';
import { eventJson, postForEvents, providerMessage } from './event-stream-request.js';
import { Watchdog } from './watchdog.js';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-5';
/** The Messages API needs a limit; thinking, where a model does it by default, counts toward it. */
const DEFAULT_MAX_TOKENS = 4096;

export interface AnthropicOptions {
  apiKey: string;
  model: string;
  /** The API origin, without `/v1` (default https://api.anthropic.com). */
  baseUrl: string;
  /** Longest silence before the first event or between two events. */
  timeoutMs: number;
}

interface MessagesEvent {
  type?: unknown;
  index?: unknown;
  content_block?: { type?: unknown; id?: unknown; name?: unknown };
  delta?: { type?: unknown; text?: unknown; partial_json?: unknown };
  error?: unknown;
}

/** A turn as Messages API messages: an assistant turn's `tool_use` blocks, then a user message of their `tool_result`s. */
function messagesOf({ role, content, toolCalls }: ChatTurn): Record<string, unknown>[] {
  if (!toolCalls?.length) return [{ role, content }];
  return [
    {
      role: 'assistant',
      content: [
        ...(content ? [{ type: 'text', text: content }] : []),
        ...toolCalls.map(({ call }) => ({
          type: 'tool_use',
          id: call.id,
          name: call.name,
          input: typeof call.arguments === 'object' && call.arguments !== null ? call.arguments : {},
        })),
      ],
    },
    { role: 'user', content: toolCalls.map(({ call, result }) => ({ type: 'tool_result', tool_use_id: call.id, content: result })) },
  ];
}

/**
 * Anthropic's Messages API with `stream: true`: the reply's text comes in `content_block_delta`
 * events whose delta is a `text_delta` (thinking and other deltas are not shown), the reply ends
 * with `message_stop`, and an `error` event reports a failure mid-stream (e.g. overloaded). A
 * `tool_use` block names its tool at its start and streams its input as `input_json_delta`
 * pieces; it is yielded as one tool call when the block stops. Results go back as `tool_result` blocks.
 */
export class AnthropicAssistant implements Assistant {
  readonly label: string;
  private readonly url: string;

  constructor(private readonly options: AnthropicOptions) {
    this.label = `anthropic (${options.model})`;
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/v1/messages`;
  }

  async *stream(request: AssistantRequest): AsyncIterable<AssistantPiece> {
    const { apiKey, model, timeoutMs } = this.options;
    const watchdog = new Watchdog(request.signal, timeoutMs, `Anthropic (${model})`, [apiKey]);
    const body = {
      model,
      max_tokens: request.maxTokens ?? DEFAULT_MAX_TOKENS,
      system: request.system,
      messages: request.turns.flatMap(messagesOf),
      stream: true,
      ...(request.tools?.length && {
        tools: request.tools.map(({ name, description, parameters }) => ({ name, description, input_schema: parameters })),
        ...(request.toolChoice === 'required' && { tool_choice: { type: 'any' } }),
      }),
    };
    /** Tool-use blocks still streaming, by block index. */
    const toolBlocks = new Map<unknown, { id: string; name: string; input: string }>();
    const headers = { 'x-api-key': apiKey, 'anthropic-version': '2023-06-01' };
    for await (const event of postForEvents(this.url, headers, body, watchdog)) {
      const data = eventJson(event, watchdog) as MessagesEvent;
      if (data.type === 'error' || event.event === 'error') throw watchdog.providerError(`failed mid-stream: ${providerMessage(data)}`);
      if (data.type === 'message_stop') return;
      if (data.type === 'content_block_start' && data.content_block?.type === 'tool_use') {
        const { id, name } = data.content_block;
        toolBlocks.set(data.index, {
          id: typeof id === 'string' ? id : `toolu_${String(data.index)}`,
          name: typeof name === 'string' ? name : '',
          input: '',
        });
        continue;
      }
      const toolBlock = toolBlocks.get(data.index);
      if (
        toolBlock &&
        data.type === 'content_block_delta' &&
        data.delta?.type === 'input_json_delta' &&
        typeof data.delta.partial_json === 'string'
      ) {
        toolBlock.input += data.delta.partial_json;
        continue;
      }
      if (toolBlock && data.type === 'content_block_stop') {
        toolBlocks.delete(data.index);
        // A tool called without arguments streams none: its input is the empty object.
        yield { type: 'toolCall', id: toolBlock.id, name: toolBlock.name, arguments: parsedArguments(toolBlock.input || '{}') };
        continue;
      }
      if (
        data.type === 'content_block_delta' &&
        data.delta?.type === 'text_delta' &&
        typeof data.delta.text === 'string' &&
        data.delta.text !== ''
      ) {
        yield data.delta.text;
      }
    }
    throw watchdog.providerError('the stream ended before the reply was complete');
  }

  async close(): Promise<void> {}
}
