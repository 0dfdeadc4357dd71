import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { ChatHistoryItem, Llama, LlamaChat, LlamaContext, LlamaModel } from 'node-llama-cpp';
import { AssistantError, type Assistant, type AssistantRequest } from './assistant.js';
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
 */
export class LocalLlamaAssistant implements Assistant {
  readonly label: string;
  private loading: Promise<Loaded> | undefined;
  /** Settles when the reply in progress (if any) has fully stopped: the next one waits for it. */
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly options: LocalLlamaOptions) {
    this.label = `local-llama (${path.basename(options.modelPath)})`;
  }

  async *stream(request: AssistantRequest): AsyncIterable<string> {
    const release = await this.waitForTurn(request.signal);
    try {
      const { chat } = await this.load();
      yield* this.generate(chat, request);
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

  private async *generate(chat: LlamaChat, request: AssistantRequest): AsyncGenerator<string> {
    const watchdog = new Watchdog(request.signal, this.options.timeoutMs, `Local model (${path.basename(this.options.modelPath)})`);
    const pieces = new PieceQueue();
    const generation = chat
      .generateResponse(history(request), {
        signal: watchdog.signal,
        maxTokens: request.maxTokens,
        temperature: this.options.temperature ?? 0.7,
        onTextChunk: (text) => {
          watchdog.touch();
          if (text !== '') pieces.push(text);
        },
      })
      .then(
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

/** The request as node-llama-cpp's chat history, ending with the empty reply to complete. */
function history(request: AssistantRequest): ChatHistoryItem[] {
  return [
    { type: 'system', text: request.system },
    ...request.turns.map((turn): ChatHistoryItem =>
      turn.role === 'user' ? { type: 'user', text: turn.content } : { type: 'model', response: [turn.content] },
    ),
    { type: 'model', response: [] },
  ];
}

/** Pieces produced by a callback, read as an async iterable; `end(error)` makes the reader throw. */
class PieceQueue implements AsyncIterable<string> {
  private readonly pieces: string[] = [];
  private ended = false;
  private error: unknown;
  private wake: (() => void) | undefined;

  push(piece: string) {
    this.pieces.push(piece);
    this.wake?.();
  }

  end(error?: unknown) {
    this.ended = true;
    this.error = error;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (;;) {
      const piece = this.pieces.shift();
      if (piece !== undefined) yield piece;
      else if (this.ended) {
        if (this.error !== undefined) throw this.error;
        return;
      } else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
