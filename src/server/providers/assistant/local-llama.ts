import { availableParallelism } from 'node:os';
import path from 'node:path';
import type {
  ChatHistoryItem,
  ChatModelFunctions,
  GbnfJsonSchema,
  Llama,
  LlamaChat,
  LlamaContext,
  LlamaGrammar,
  LlamaModel,
} from 'node-llama-cpp';
import {
  AssistantError,
  parsedArguments,
  type Assistant,
  type AssistantPiece,
  type AssistantRequest,
  type AssistantTool,
  type ToolCall,
} from './assistant.js';
import { gbnfSchemaOf } from './gbnf-schema.js';
import { Watchdog } from './watchdog.js';

export interface LocalLlamaOptions {
  /** A GGUF model file with a chat template. */
  modelPath: string;
  /** Longest silence before the first piece or between two pieces (loading the model does not count). */
  timeoutMs: number;
  /** CPU threads for generation (default: the machine's cores). */
  threads?: number;
  /** Largest context in tokens; less when the model or the memory holds less (default 8192). */
  maxContextSize?: number;
  /** Sampling temperature (default 0.7). */
  temperature?: number;
}

interface Loaded {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  chat: LlamaChat;
}

/**
 * A GGUF model run in this process by node-llama-cpp (llama.cpp), with the prebuilt binary that
 * its npm package ships (GPU where the machine has one, otherwise CPU); it never builds or
 * downloads anything. The model loads on the first request and is shared by all of them; they
 * take turns on its one context sequence, so the prompt prefix a conversation shares with the
 * last reply is not evaluated again. The model's own chat template shapes the prompt.
 *
 * Tools use node-llama-cpp's function calling: the model's chat wrapper tells it about them, and
 * once it starts a call a grammar built from the tool's schema keeps the arguments well-formed,
 * even for a small model. With `toolChoice: 'required'` the whole reply is held to a grammar of
 * the calls, so it can only be one.
 */
export class LocalLlamaAssistant implements Assistant {
  readonly label: string;
  private loading: Promise<Loaded> | undefined;
  /** Settles when the reply in progress (if any) has fully stopped: the next one waits for it. */
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly options: LocalLlamaOptions) {
    this.label = `local-llama (${path.basename(options.modelPath)})`;
  }

  async *stream(request: AssistantRequest): AsyncIterable<AssistantPiece> {
    const release = await this.waitForTurn(request.signal);
    try {
      const { llama, chat } = await this.load();
      const tools = request.tools ?? [];
      if (tools.length && request.toolChoice === 'required')
        yield* this.generateCall(chat, request, await callGrammar(llama, tools), tools);
      else yield* this.generate(chat, request, tools);
    } finally {
      release();
    }
  }

  /** Frees the model and its native memory; a later request loads it again. */
  async close(): Promise<void> {
    const loading = this.loading;
    this.loading = undefined;
    const loaded = await loading?.catch(() => undefined);
    if (!loaded) return;
    await this.turn;
    await loaded.context.dispose();
    await loaded.model.dispose();
    await loaded.llama.dispose();
  }

  /** A reply in text, with the calls the model made to `tools` (if any) once it is complete. */
  private generate(chat: LlamaChat, request: AssistantRequest, tools: AssistantTool[]): AsyncGenerator<AssistantPiece> {
    const functions: ChatModelFunctions | undefined = tools.length
      ? Object.fromEntries(tools.map((tool) => [tool.name, { description: tool.description, params: gbnfSchemaOf(tool.parameters) }]))
      : undefined;
    return this.run(request, (watchdog, pieces) =>
      chat
        .generateResponse(history(request), {
          signal: watchdog.signal,
          maxTokens: request.maxTokens,
          temperature: this.options.temperature ?? 0.7,
          functions,
          onTextChunk: (text) => {
            watchdog.touch();
            if (text !== '') pieces.push(text);
          },
        })
        .then(({ functionCalls = [] }) => {
          functionCalls.forEach((call, index) =>
            pieces.push({ type: 'toolCall', id: `call_${index}`, name: call.functionName, arguments: call.params as unknown }),
          );
        }),
    );
  }

  /** A reply that can only be a call: its text, held to the calls' grammar, is the call. */
  private generateCall(
    chat: LlamaChat,
    request: AssistantRequest,
    grammar: LlamaGrammar,
    tools: AssistantTool[],
  ): AsyncGenerator<AssistantPiece> {
    return this.run(request, (watchdog, pieces) =>
      chat
        .generateResponse(history(request), {
          signal: watchdog.signal,
          maxTokens: request.maxTokens,
          temperature: this.options.temperature ?? 0.7,
          grammar,
          onTextChunk: () => watchdog.touch(),
        })
        .then(({ response }) => pieces.push(callFrom(response, tools))),
    );
  }

  /** Runs one generation under the watchdog, yielding what it pushes as it comes. */
  private async *run(
    request: AssistantRequest,
    start: (watchdog: Watchdog, pieces: PieceQueue) => Promise<void>,
  ): AsyncGenerator<AssistantPiece> {
    const watchdog = new Watchdog(request.signal, this.options.timeoutMs, `Local model (${path.basename(this.options.modelPath)})`);
    const pieces = new PieceQueue();
    const generation = start(watchdog, pieces).then(
      () => pieces.end(),
      (error: unknown) => pieces.end(watchdog.failure(error)),
    );
    try {
      for await (const piece of pieces) {
        watchdog.pause();
        yield piece;
        watchdog.touch();
      }
    } finally {
      watchdog.close();
      await generation;
    }
  }

  private load(): Promise<Loaded> {
    this.loading ??= this.loadModel().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async loadModel(): Promise<Loaded> {
    const { modelPath, threads = availableParallelism(), maxContextSize = 8192 } = this.options;
    const { getLlama, LlamaChat } = await import('node-llama-cpp');
    let llama: Llama | undefined;
    try {
      llama = await getLlama({ gpu: 'auto', build: 'never', maxThreads: threads, progressLogs: false });
      const model = await llama.loadModel({ modelPath });
      const context = await model.createContext({ contextSize: { max: maxContextSize }, sequences: 1 });
      const chat = new LlamaChat({ contextSequence: context.getSequence() });
      return { llama, model, context, chat };
    } catch (error) {
      await llama?.dispose();
      const reason = error instanceof Error ? error.message : String(error);
      throw new AssistantError('configuration', `Local model ${modelPath} could not be loaded: ${reason}`, { cause: error });
    }
  }

  /** Waits until no other reply is running, or throws 'aborted' if the caller gives up first. */
  private async waitForTurn(signal: AbortSignal): Promise<() => void> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise<void>((resolve) => (release = resolve));
    let onAbort = () => {};
    const aborted = new Promise<'aborted'>((resolve) => {
      onAbort = () => resolve('aborted');
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    const outcome = await Promise.race([previous.then(() => 'ready' as const), aborted]);
    signal.removeEventListener('abort', onAbort);
    if (outcome === 'aborted') {
      // Our place in line passes on only once the reply before us has stopped.
      void previous.then(release);
      throw new AssistantError('aborted', 'Local model: the request was aborted');
    }
    return release;
  }
}

/**
 * The request as node-llama-cpp's chat history, ending with the reply to complete: an empty one,
 * or the reply in progress when its last turn holds the calls the model made and their results
 * (as node-llama-cpp's own chat session continues after running functions).
 */
function history(request: AssistantRequest): ChatHistoryItem[] {
  const items: ChatHistoryItem[] = [
    { type: 'system', text: request.system },
    ...request.turns.map((turn): ChatHistoryItem =>
      turn.role === 'user'
        ? { type: 'user', text: turn.content }
        : {
            type: 'model',
            response: [
              ...(turn.content ? [turn.content] : []),
              ...(turn.toolCalls ?? []).map(({ call, result }) => ({
                type: 'functionCall' as const,
                name: call.name,
                params: call.arguments,
                result: parsedArguments(result),
              })),
            ],
          },
    ),
  ];
  if (!request.turns.at(-1)?.toolCalls?.length) items.push({ type: 'model', response: [] });
  return items;
}

/**
 * The grammar of a reply that is a call: the tool's arguments when there is one tool, else
 * `{ "name": …, "arguments": … }` for one of them.
 */
function callGrammar(llama: Llama, tools: AssistantTool[]): Promise<LlamaGrammar> {
  const only = tools.length === 1 ? tools[0] : undefined;
  const schema: GbnfJsonSchema = only
    ? gbnfSchemaOf(only.parameters)
    : {
        oneOf: tools.map((tool) => ({
          type: 'object',
          properties: { name: { const: tool.name }, arguments: gbnfSchemaOf(tool.parameters) },
          required: ['name', 'arguments'],
        })),
      };
  return llama.createGrammarForJsonSchema<GbnfJsonSchema>(schema);
}

function callFrom(text: string, tools: AssistantTool[]): ToolCall {
  const only = tools.length === 1 ? tools[0] : undefined;
  if (only) return { type: 'toolCall', id: 'call_0', name: only.name, arguments: parsedArguments(text) };
  const call = parsedArguments(text) as { name?: unknown; arguments?: unknown } | null;
  return { type: 'toolCall', id: 'call_0', name: typeof call?.name === 'string' ? call.name : '', arguments: call?.arguments };
}

/** Pieces produced by a callback, read as an async iterable; `end(error)` makes the reader throw. */
class PieceQueue implements AsyncIterable<AssistantPiece> {
  private readonly pieces: AssistantPiece[] = [];
  private ended = false;
  private error: unknown;
  private wake: (() => void) | undefined;

  push(piece: AssistantPiece) {
    this.pieces.push(piece);
    this.wake?.();
  }

  end(error?: unknown) {
    this.ended = true;
    this.error = error;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<AssistantPiece> {
    for (;;) {
      const piece = this.pieces.shift();
      if (piece !== undefined) yield piece;
      else if (this.ended) {
        if (this.error !== undefined)
          throw this.error instanceof Error ? this.error : new Error('The local model failed', { cause: this.error });
        return;
      } else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
