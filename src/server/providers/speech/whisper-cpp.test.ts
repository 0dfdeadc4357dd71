import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTinyWhisper } from '../../../../scripts/make-tiny-whisper.js';
import { toneWav } from '../../testing/speech-server.js';
import { AssistantError } from '../assistant/assistant.js';
import { WhisperCppSpeechToText } from './whisper-cpp.js';

const folder = mkdtempSync(path.join(tmpdir(), 'willow-whisper-'));
const modelPath = writeTinyWhisper(path.join(folder, 'tiny-whisper.bin'));
const audio = new Uint8Array(toneWav(2));
const open = () => new AbortController().signal;

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AssistantError ? error.failure : String(error)),
  );

describe('whisper.cpp in process', () => {
  const stt = new WhisperCppSpeechToText({ modelPath, timeoutMs: 20_000 });
  afterAll(() => stt.close());

  it('loads the generated model and hears a recording through it, in a worker that leaves the event loop free', async () => {
    expect(stt.label).toBe('whisper.cpp (tiny-whisper.bin)');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const started = Date.now();
    try {
      // The tiny model hears '.' in everything (scripts/make-tiny-whisper.ts): proof that it ran, not that it listens.
      expect(await stt.transcribe({ audio, format: 'wav', signal: open() })).toBe('.');
    } finally {
      clearInterval(ticker);
    }
    // A blocked event loop would tick once at the end.
    expect(ticks).toBeGreaterThan((Date.now() - started) / 5 / 4);
    expect(await stt.transcribe({ audio: new Uint8Array(toneWav(1.5, 48_000)), format: 'wav', signal: open() })).toBe('.');
  });

  it('stops waiting at once for a person who leaves or at the timeout, and hears the next recording', async () => {
    const leaving = new AbortController();
    const started = Date.now();
    setTimeout(() => leaving.abort(new Error('client closed')), 20);
    expect(await failureOf(stt.transcribe({ audio, format: 'wav', signal: leaving.signal }))).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(500);

    const impatient = new WhisperCppSpeechToText({ modelPath, timeoutMs: 30 });
    expect(await failureOf(impatient.transcribe({ audio, format: 'wav', signal: open() }))).toBe('timeout');
    await impatient.close();

    expect(await stt.transcribe({ audio, format: 'wav', signal: open() })).toBe('.');
  });

  it('fails as a provider on audio it cannot read and on a file that is not a model', async () => {
    const webm = stt.transcribe({ audio: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), format: 'webm', signal: open() });
    await expect(webm).rejects.toThrow(/whisper\.cpp \(tiny-whisper\.bin\): reads 16-bit or float WAV only/);

    const notAModel = path.join(folder, 'not-a-model.bin');
    writeFileSync(notAModel, 'not a model '.repeat(100));
    const broken = new WhisperCppSpeechToText({ modelPath: notAModel, timeoutMs: 20_000 });
    const failed = broken.transcribe({ audio, format: 'wav', signal: open() });
    await expect(failed).rejects.toMatchObject({
      failure: 'provider',
      message: expect.stringContaining(`the model at ${notAModel} could not be used`) as string,
    });
    await broken.close();
  });
});
