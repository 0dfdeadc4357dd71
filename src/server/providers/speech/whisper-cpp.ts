import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { wavSamples16k } from '../../lib/audio-format.js';
import { Watchdog } from '../assistant/watchdog.js';
import type { SpeechToText, TranscribeRequest } from './speech.js';

export interface WhisperCppOptions {
  /** A whisper.cpp ggml model, e.g. ggml-base.en.bin. */
  modelPath: string;
  /** Longest wait for one transcription, its turn in the queue included. */
  timeoutMs: number;
}

type WorkerAnswer = { id: number; text: string } | { id: number; error: string };

/**
 * The worker's body, plain CommonJS so that it runs the same under the build, tsx and the tests.
 * It loads the model once and answers one recording at a time: `Whisper.full()` is synchronous.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Whisper, WhisperFullParams, WhisperSamplingStrategy } = require(workerData.binding);
const whisper = new Whisper(workerData.modelPath);
parentPort.on('message', ({ id, samples }) => {
  try {
    const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    params.language = 'auto';
    params.nThreads = workerData.threads;
    params.noTimestamps = true;
    params.printProgress = false;
    parentPort.postMessage({ id, text: whisper.full(params, samples) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * whisper.cpp inside this process (`@napi-rs/whisper`'s prebuilt binary; nothing is built or
 * downloaded), so a person's voice never leaves the machine. The model loads once, on the first
 * recording, in a worker thread that keeps inference off the event loop; recordings take turns.
 * A person who leaves, or the timeout, ends the wait at once. The binding does not pass whisper.cpp's
 * abort callback on (0.0.4), so a recording already being heard finishes in the worker and its words
 * are dropped; recordings still waiting for their turn are never started.
 */
export class WhisperCppSpeechToText implements SpeechToText {
  readonly label: string;
  private worker: Worker | undefined;
  private readonly pending = new Map<number, (answer: WorkerAnswer) => void>();
  private nextId = 0;
  /** Settles when the worker is free again. */
  private turn: Promise<void> = Promise.resolve();

  constructor(private readonly options: WhisperCppOptions) {
    this.label = `whisper.cpp (${path.basename(options.modelPath)})`;
  }

  async transcribe({ audio, format, signal }: TranscribeRequest): Promise<string> {
    const watchdog = new Watchdog(signal, this.options.timeoutMs, this.label);
    try {
      const samples = format === 'wav' ? wavSamples16k(audio) : null;
      if (!samples) throw watchdog.providerError('reads 16-bit or float WAV only (voice mode sends 16 kHz mono WAV)');
      return (await this.hear(samples, watchdog.signal)).trim();
    } catch (error) {
      throw watchdog.failure(error);
    } finally {
      watchdog.close();
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  /** Waits for the worker's turn, then for its words; `signal` ends either wait. */
  private async hear(samples: Float32Array<ArrayBuffer>, signal: AbortSignal): Promise<string> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise((resolve) => (release = resolve));
    let started = false;
    try {
      await untilAborted(previous, signal);
      const id = this.nextId++;
      const answer = new Promise<WorkerAnswer>((resolve) => this.pending.set(id, resolve));
      answer.finally(release).catch(() => {});
      started = true;
      this.loadedWorker().postMessage({ id, samples }, [samples.buffer]);
      const result = await untilAborted(answer, signal);
      if ('error' in result) throw new Error(result.error);
      return result.text;
    } finally {
      // Left while waiting: the turn passes on when the recording before this one is done.
      if (!started) void previous.then(release);
    }
  }

  private loadedWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        binding: createRequire(import.meta.url).resolve('@napi-rs/whisper'),
        modelPath: this.options.modelPath,
        threads: Math.min(4, availableParallelism()),
      },
    });
    worker.on('message', (answer: WorkerAnswer) => {
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
    });
    // The model did not load (or the thread died): every waiting recording fails, the next one tries again.
    const fail = (error: string) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, resolve] of this.pending) resolve({ id, error });
      this.pending.clear();
    };
    worker.on('error', (error: Error) => fail(`the model at ${this.options.modelPath} could not be used: ${error.message}`));
    worker.on('exit', (code) => fail(`the worker stopped (exit code ${code})`));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const aborted = () => (signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
