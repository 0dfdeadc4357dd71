import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSpeechServer, toneWav, type SpeechServer } from '../../testing/speech-server.js';
import { untilClosed } from '../../testing/provider-server.js';
import { AssistantError } from '../assistant/assistant.js';
import { OpenAiCompatibleSpeechToText, OpenAiCompatibleTextToSpeech } from './openai-compatible-speech.js';
import { DEFAULT_TTS_VOICES } from '../../config.js';

const KEY = 'sk-never-in-messages';

describe('OpenAI-compatible speech', () => {
  let server: SpeechServer;
  beforeAll(async () => {
    server = await startSpeechServer({ transcript: 'hello there' });
  });
  afterAll(() => server.close());

  const stt = (timeoutMs = 2000) =>
    new OpenAiCompatibleSpeechToText({ baseUrl: server.url, apiKey: KEY, model: 'whisper-large-v3', timeoutMs });
  const tts = (timeoutMs = 2000) =>
    new OpenAiCompatibleTextToSpeech({ baseUrl: server.url, apiKey: undefined, model: 'kokoro', timeoutMs }, DEFAULT_TTS_VOICES, 'mp3');
  const audio = new Uint8Array(toneWav(2));

  it('transcribes: multipart file, model and bearer key in; trimmed text out', async () => {
    expect(await stt().transcribe({ audio, format: 'wav', signal: new AbortController().signal })).toBe('hello there');
    const sent = server.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.form!.fields).toMatchObject({ model: 'whisper-large-v3', response_format: 'json' });
    expect(sent.form!.file).toMatchObject({ name: 'recording.wav', type: 'audio/wav' });
  });

  it("names the provider's status and message, never the key", async () => {
    server.answerTranscription(
      (_, response) =>
        void response
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: `Invalid key ${KEY}` } })),
    );
    const failure = await stt()
      .transcribe({ audio, format: 'wav', signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AssistantError);
    expect((failure as AssistantError).failure).toBe('provider');
    expect((failure as Error).message).toMatch(/answered 401.*Invalid key \[redacted\]/);
    expect((failure as Error).message).not.toContain(KEY);
  });

  it('times out a silent provider and cancels its request', async () => {
    server.answerTranscription((_, response) => untilClosed(response));
    const failure = await stt(150)
      .transcribe({ audio, format: 'wav', signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect((failure as AssistantError).failure).toBe('timeout');
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('cancels the request when the person leaves', async () => {
    server.answerTranscription((_, response) => untilClosed(response));
    const leaving = new AbortController();
    const pending = stt()
      .transcribe({ audio, format: 'wav', signal: leaving.signal })
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(((await pending) as AssistantError).failure).toBe('aborted');
    expect(await server.requests.at(-1)!.closedEarly).toBe(true);
  });

  it('speaks with the voice and speed asked, and reads the length from the audio', async () => {
    const speech = await tts().synthesize({
      text: 'one two three four five',
      voice: 'af_heart',
      speed: 1.5,
      signal: new AbortController().signal,
    });
    expect(server.requests.at(-1)!.json).toEqual({
      model: 'kokoro',
      input: 'one two three four five',
      voice: 'af_heart',
      speed: 1.5,
      response_format: 'mp3',
    });
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(speech.contentType).toBe('audio/wav');
    expect(speech.durationSeconds).toBeCloseTo(1, 2);
  });

  it('refuses an answer that is not audio', async () => {
    server.answerSpeech((_, response) => void response.writeHead(200, { 'content-type': 'audio/mpeg' }).end('<html>proxy error</html>'));
    const failure = await tts()
      .synthesize({ text: 'hi', voice: 'nova', speed: 1, signal: new AbortController().signal })
      .catch((e: unknown) => e);
    expect((failure as Error).message).toMatch(/not audio \(audio\/mpeg\)/);
  });
});
