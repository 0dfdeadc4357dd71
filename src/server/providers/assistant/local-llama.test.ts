import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '../../../../scripts/make-tiny-gguf.js';
import { chatRequest, readReply, textOf } from '../../testing/assistant-reply.js';
import { AssistantError } from './assistant.js';
import { LocalLlamaAssistant } from './local-llama.js';

// A real model file (tiny, random weights, written by the project's script) run by node-llama-cpp's
// prebuilt CPU binary. One thread: the test machines' two cores are shared.
let dir: string;
let assistant: LocalLlamaAssistant;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'willow-gguf-'));
  assistant = new LocalLlamaAssistant({ modelPath: writeTinyGguf(path.join(dir, 'tiny.gguf')), timeoutMs: 20_000, threads: 1 });
});
afterAll(async () => {
  await assistant.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('local GGUF model through node-llama-cpp', () => {
  it('streams a reply to a conversation, stopping at maxTokens', async () => {
    const reply = await readReply(assistant, chatRequest({ maxTokens: 12 }));
    expect(reply.error).toBeUndefined();
    expect(reply.pieces.length).toBeGreaterThanOrEqual(1);
    // Every token of the tiny model is one printable ASCII byte, so a reply of at most 12 tokens
    // is at most 12 characters (a last '<' may be held back as the start of a stop text).
    expect(textOf(reply)).toMatch(/^[\x20-\x7e]{1,12}$/);

    // The model never ends a reply on its own: only maxTokens stopped the first one.
    const longer = await readReply(assistant, chatRequest({ maxTokens: 40 }));
    expect(textOf(longer)).toMatch(/^[\x20-\x7e]{13,40}$/);
  });

  it('stops generating when the caller aborts, and serves the next request with the same model', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const reply = await readReply(assistant, chatRequest({ maxTokens: 500, signal: controller.signal }), () => controller.abort());
    expect(reply.pieces).toHaveLength(1);
    expect(reply.error).toBeInstanceOf(AssistantError);
    expect(reply.error).toMatchObject({ failure: 'aborted' });
    expect(Date.now() - started).toBeLessThan(5000);

    const next = await readReply(assistant, chatRequest({ maxTokens: 3 }));
    expect(next.error).toBeUndefined();
    expect(textOf(next)).toMatch(/^.{1,3}$/);
  });

  it('takes requests one at a time: two at once both complete', async () => {
    const [a, b] = await Promise.all([
      readReply(assistant, chatRequest({ maxTokens: 5 })),
      readReply(assistant, chatRequest({ maxTokens: 7 })),
    ]);
    expect(a.error ?? b.error).toBeUndefined();
    expect(textOf(a)).toMatch(/^.{1,5}$/);
    expect(textOf(b)).toMatch(/^.{1,7}$/);
  });

  it('gives up waiting for its turn when the caller aborts first', async () => {
    const first = new AbortController();
    const waiting = new AbortController();
    const running = readReply(assistant, chatRequest({ maxTokens: 500, signal: first.signal }), () => waiting.abort());
    const queued = await readReply(assistant, chatRequest({ maxTokens: 5, signal: waiting.signal }));
    first.abort();
    expect(queued).toMatchObject({ pieces: [], error: { failure: 'aborted' } });
    expect((await running).error).toMatchObject({ failure: 'aborted' });
  });

  it('times out when the model is silent too long, and stops generating', async () => {
    // A 1 ms limit between pieces: no machine keeps up with it over 500 tokens.
    const impatient = new LocalLlamaAssistant({ modelPath: path.join(dir, 'tiny.gguf'), timeoutMs: 1, threads: 1 });
    const reply = await readReply(impatient, chatRequest({ maxTokens: 500 }));
    expect(reply.error).toMatchObject({ failure: 'timeout', message: expect.stringContaining('no answer for 1 ms') as string });
    expect(textOf(reply).length).toBeLessThan(500);
    await impatient.close();
  });

  it('reports a file that is not a model as a configuration failure', async () => {
    const bogus = path.join(dir, 'not-a-model.gguf');
    writeFileSync(bogus, 'hello');
    const broken = new LocalLlamaAssistant({ modelPath: bogus, timeoutMs: 5000, threads: 1 });
    const reply = await readReply(broken, chatRequest());
    expect(reply.error).toMatchObject({ failure: 'configuration', message: expect.stringContaining('could not be loaded') as string });
    await broken.close();
  });
});
