import { mkdtempSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeTinyWhisper } from '../../../../scripts/make-tiny-whisper.js';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { messages, usageCounters, users } from '../../db/schema.js';
import { flac, fragmentedAac, mpeg2Layer3, oggOpus, wavStating, webmOpus } from '../../testing/audio-files.js';
import { errorOf, createTestApp, databaseKinds, openTestDatabase, signedInUser, testConfig, type TestApp } from '../../testing/harness.js';
import { untilClosed } from '../../testing/provider-server.js';
import { startSpeechServer, toneWav, type SpeechServer } from '../../testing/speech-server.js';
import type { Conversation, Usage } from '../../../shared/chat.js';
import { VOICE_TEXT, voiceEventSchema, type AudioReply, type Voices } from '../../../shared/voice.js';
import { replyEventsOf } from '../../testing/event-stream.js';
import { newConversation } from '../../testing/chat-requests.js';

type Headers = { cookie: string };
const KEY = 'sk-speech-secret-key';

/** A multipart body as a browser would send it. */
async function multipart(parts: [string, string | Blob, string?][]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename ?? 'recording.wav');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const hears = (text: string) => (_: unknown, response: ServerResponse) =>
  void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));

const file = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);
const wav = (seconds: number) => new Blob([new Uint8Array(toneWav(seconds))], { type: 'audio/wav' });

describe.each(databaseKinds)('voice API (%s)', (kind) => {
  let t: TestApp;
  let speech: SpeechServer;
  beforeAll(async () => {
    speech = await startSpeechServer({ transcript: 'I slept badly and feel tired' });
    t = await createTestApp(kind, { SPEECH_BASE_URL: speech.url, SPEECH_API_KEY: KEY, SPEECH_TTS_VOICES: 'male-2=am_adam' });
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  const upload = async (headers: Headers, parts: [string, string | Blob, string?][], accept?: string) => {
    const { payload, contentType } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/chat/audio',
      headers: { ...headers, 'content-type': contentType, ...(accept && { accept }) },
      payload,
    });
  };
  const recording = (conversationId: string, seconds = 3, audio: Blob = wav(seconds)): [string, string | Blob][] => [
    ['audio', audio],
    ['conversationId', conversationId],
    ['actualDurationMs', String(seconds * 1000)],
  ];
  const usage = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/subscription/usage', headers })).json<Usage>();
  const storedIn = (conversationId: string) => t.db.select().from(messages).where(eq(messages.conversationId, conversationId));

  it('answers 401 signed out', async () => {
    for (const [method, url] of [
      ['POST', '/api/chat/audio'],
      ['POST', '/api/speech/synthesize'],
      ['GET', '/api/speech/voices'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('transcribes a recording, stores it as a spoken message, answers as text chat does, and counts its seconds', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    const before = speech.requests.length;
    const response = await upload(me.headers, recording(conversationId, 30));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AudioReply>();
    expect(answer.transcript).toBe('I slept badly and feel tired');
    expect(answer.userMessage).toMatchObject({ role: 'user', content: 'I slept badly and feel tired', spoken: true });
    expect(answer.message.length).toBeGreaterThan(20);
    expect(answer.assistantMessage.content).toBe(answer.message);
    expect(answer).toMatchObject({ isQuotaLimit: false, quotaInfo: { type: 'voice', currentUsage: 0.5, maxLimit: 10 } });

    const sent = speech.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent[0]!.form!.fields.model).toBe('whisper-1');
    expect(sent[0]!.form!.file).toMatchObject({ type: 'audio/wav' });
    expect(sent[0]!.form!.file!.bytes.length).toBe(toneWav(30).length);

    const stored = await storedIn(conversationId);
    expect(stored.map((m) => [m.role, m.spoken])).toEqual([
      ['user', true],
      ['assistant', false],
    ]);
    const conversations = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: me.headers })).json<Conversation[]>();
    expect(conversations[0]!.title).toBe('I slept badly and feel tired');
    expect((await usage(me.headers)).current).toEqual({ textMessagesToday: 0, voiceMinutesThisMonth: 0.5, voiceMinutesToday: 0.5 });
  });

  it('counts the measured length when it is longer than the stated one, in every format', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    const seconds = async () =>
      Number(
        (await t.db.select().from(usageCounters).where(eq(usageCounters.userId, me.userId))).find(
          (row) => row.kind === 'voice' && row.period.length === 7,
        )?.count ?? 0,
      );
    for (const [audio, name, measured] of [
      [wavStating(20, 0x7fffffff), 'recording.wav', 20],
      [mpeg2Layer3(1000), 'recording.mp3', 36],
      [oggOpus(1500, 1n), 'recording.ogg', 30],
      [webmOpus(1000), 'recording.webm', 20],
      [fragmentedAac(750), 'recording.m4a', 48],
      [flac(100, 16), 'recording.flac', 26],
    ] as const) {
      const before = await seconds();
      const response = await upload(me.headers, [
        ['audio', file(audio), name],
        ['conversationId', conversationId],
        ['actualDurationMs', '2000'],
      ]);
      expect(response.statusCode, name).toBe(200);
      expect((await seconds()) - before, name).toBe(measured);
    }
  });

  it('streams with Accept: text/event-stream: the transcript first, then the events of POST /api/chat', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    const response = await upload(me.headers, recording(conversationId, 2.4), 'text/event-stream');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const { events, done } = replyEventsOf(response.body, voiceEventSchema);
    expect(done).toBe(true);
    expect(events[0]).toEqual({
      type: 'transcript',
      transcript: 'I slept badly and feel tired',
      quotaInfo: { type: 'voice', currentUsage: 0.1, maxLimit: 10 },
    });
    expect(events[1]).toMatchObject({ type: 'userMessage', message: { spoken: true, content: 'I slept badly and feel tired' } });
    expect(events.map((e) => e.type)).toContain('delta');
    expect(events.at(-1)!.type).toBe('complete');
    // 2.4 s counts as 3 whole seconds: 0.05 minutes, shown as 0.1.
    expect((await usage(me.headers)).current.voiceMinutesThisMonth).toBe(0.1);
  });

  it('refuses every bad upload with the spec text, changing nothing and calling no provider', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await newConversation(t, me);
    const theirs = await newConversation(t, other);
    const good = recording(mine);
    const text = new Blob(['this is not audio at all, '.repeat(100)], { type: 'audio/wav' });
    const cases: [string, [string, string | Blob, string?][], number, string | RegExp][] = [
      ['no file', good.slice(1), 400, VOICE_TEXT.noAudio],
      ['an empty file', [['audio', new Blob([])], ...good.slice(1)], 400, VOICE_TEXT.noAudio],
      [
        'under 1,000 bytes',
        [['audio', new Blob([new Uint8Array(toneWav(1).subarray(0, 999))])], ...good.slice(1)],
        400,
        VOICE_TEXT.tooFewBytes,
      ],
      ['over 10 MB', [['audio', new Blob([new Uint8Array(toneWav(400))])], ...good.slice(1)], 413, VOICE_TEXT.tooLarge],
      ['bytes that are not audio', [['audio', text], ...good.slice(1)], 415, VOICE_TEXT.notAudio],
      ['under 1.5 s', [good[0]!, good[1]!, ['actualDurationMs', '1499']], 400, VOICE_TEXT.tooShort],
      ['over 120 s', [good[0]!, good[1]!, ['actualDurationMs', '120001']], 400, VOICE_TEXT.tooLong],
      ['a WAV longer than 120 s', [['audio', wav(125)], good[1]!, ['actualDurationMs', '3000']], 400, VOICE_TEXT.tooLong],
      [
        'a WAV whose byteRate says it is short',
        [['audio', file(wavStating(125, 0x7fffffff))], good[1]!, ['actualDurationMs', '2000']],
        400,
        VOICE_TEXT.tooLong,
      ],
      [
        'an MPEG-2 layer III stream of three minutes stated as 1.5 s',
        [['audio', file(mpeg2Layer3(5000)), 'recording.mp3'], good[1]!, ['actualDurationMs', '1500']],
        400,
        VOICE_TEXT.tooLong,
      ],
      [
        'Ogg Opus whose granule position says it is short',
        [['audio', file(oggOpus(7000, 1n)), 'recording.ogg'], good[1]!, ['actualDurationMs', '2000']],
        400,
        VOICE_TEXT.tooLong,
      ],
      [
        'WebM Opus of 140 s without a Duration',
        [['audio', file(webmOpus(7000)), 'recording.webm'], good[1]!, ['actualDurationMs', '2000']],
        400,
        VOICE_TEXT.tooLong,
      ],
      [
        'a codec that cannot be measured',
        [['audio', file(webmOpus(200, 'A_VORBIS')), 'recording.webm'], good[1]!, ['actualDurationMs', '2000']],
        415,
        VOICE_TEXT.notMeasurable,
      ],
      ['a duration that is not a number', [good[0]!, good[1]!, ['actualDurationMs', 'soon']], 400, /Duration/],
      ['no duration', good.slice(0, 2), 400, /Duration/],
      ['no conversation', [good[0]!, good[2]!], 400, /conversation id/],
      ['a conversation id that is not one', [good[0]!, ['conversationId', 'abc'], good[2]!], 400, /conversation id/],
      ['an extra field', [...good, ['mood', 'happy']], 400, /Unexpected field: mood/],
      ['a second file', [...good, ['audio', wav(2)]], 400, /one audio file/],
      ['a file under another name', [['voice', wav(2)], ...good.slice(1)], 400, /Unexpected file field: voice/],
      ["another person's conversation", [good[0]!, ['conversationId', theirs], good[2]!], 404, 'Conversation not found'],
      [
        'an unknown conversation',
        [good[0]!, ['conversationId', '00000000-0000-4000-8000-000000000000'], good[2]!],
        404,
        'Conversation not found',
      ],
    ];
    const before = speech.requests.length;
    for (const [what, parts, status, message] of cases) {
      const response = await upload(me.headers, parts);
      expect(response.statusCode, what).toBe(status);
      expect(errorOf(response).message, what).toMatch(message);
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/chat/audio',
      headers: me.headers,
      payload: { conversationId: mine },
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    const whole = await multipart(good);
    for (const [what, contentType, payload] of [
      ['no boundary', 'multipart/form-data', whole.payload],
      ['no closing boundary', whole.contentType, whole.payload.subarray(0, whole.payload.length - 40)],
      ['a part without headers', whole.contentType, Buffer.from(`--${whole.contentType.split('boundary=')[1]}\r\n\r\n`)],
    ] as const) {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/chat/audio',
        headers: { ...me.headers, 'content-type': contentType },
        payload,
      });
      expect(malformed.statusCode, what).toBe(400);
      expect(malformed.json(), what).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: VOICE_TEXT.malformedUpload });
    }
    expect(speech.requests.length).toBe(before);
    expect(await storedIn(mine)).toEqual([]);
    expect(await storedIn(theirs)).toEqual([]);
    expect((await usage(me.headers)).current.voiceMinutesThisMonth).toBe(0);
  });

  it('says the audio could not be understood when the transcript is empty, and gives the seconds back', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    speech.answerTranscription(hears('  '));
    const response = await upload(me.headers, recording(conversationId, 60)).finally(() => speech.answerTranscription(hears('Hello')));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toBe(VOICE_TEXT.notUnderstood);
    expect(await storedIn(conversationId)).toEqual([]);
    expect((await usage(me.headers)).current.voiceMinutesThisMonth).toBe(0);
  });

  it('answers 502 when the speech service fails, without its key or address, and gives the seconds back', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    speech.answerTranscription(
      (_, response) =>
        void response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `bad key ${KEY}` } })),
    );
    const response = await upload(me.headers, recording(conversationId, 60)).finally(() => speech.answerTranscription(hears('Hello')));
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(KEY);
    expect(response.body).not.toContain('127.0.0.1');
    expect(errorOf(response).message).toMatch(/speech service/);
    expect(await storedIn(conversationId)).toEqual([]);
    expect((await usage(me.headers)).current.voiceMinutesThisMonth).toBe(0);
  });

  it("stops at the plan's voice minutes with the spec's 429, and Pro gets 180", async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    for (let i = 0; i < 5; i++) expect((await upload(me.headers, recording(conversationId, 120))).statusCode).toBe(200);
    const refused = await upload(me.headers, recording(conversationId, 2));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Monthly voice limit reached (10 minutes/month)',
      limitExceeded: true,
      quotaInfo: { type: 'voice', currentUsage: 10, maxLimit: 10 },
    });
    expect((await storedIn(conversationId)).filter((m) => m.role === 'user')).toHaveLength(5);
    expect(await usage(me.headers)).toMatchObject({ current: { voiceMinutesThisMonth: 10 }, limits: { voiceMinutesPerMonth: 10 } });

    await t.db.update(users).set({ planTier: 'pro' }).where(eq(users.id, me.userId));
    expect((await upload(me.headers, recording(conversationId, 2))).statusCode).toBe(200);
  }, 60_000);

  it('speaks text in the chosen voice with X-Audio-Duration, and refuses bad requests', async () => {
    const me = await signedInUser(t);
    const speak = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/speech/synthesize', headers: me.headers, payload: payload as object });
    const response = await speak({ text: 'Rest well tonight, Maya.', provider: 'openai', voice: 'female-1', speed: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(Number(response.headers['x-audio-duration'])).toBeCloseTo((4 * 0.3) / 2, 1);
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(speech.requests.at(-1)!.json).toMatchObject({ model: 'tts-1', input: 'Rest well tonight, Maya.', voice: 'nova', speed: 2 });

    expect((await speak({ text: 'Hello', voice: 'male-2' })).statusCode).toBe(200);
    expect(speech.requests.at(-1)!.json).toMatchObject({ voice: 'am_adam', speed: 1 });

    for (const [payload, message] of [
      [{ text: '' }, 'Text must not be empty'],
      [{ text: 'x'.repeat(4097) }, 'Text must be at most 4096 characters'],
      [{ text: 'hi', speed: 0.2 }, 'Speed must be between 0.25 and 4'],
      [{ text: 'hi', speed: 4.5 }, 'Speed must be between 0.25 and 4'],
      [{ text: 'hi', voice: 'robot' }, /Voice must be one of/],
      [{ text: 'hi', provider: 'acme' }, /Provider must be one of/],
      [{ text: 'hi', extra: 1 }, /Unknown field: extra/],
      [[], 'Body must be a JSON object'],
    ] as const) {
      const refused = await speak(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(refused).message).toMatch(message);
    }
  });

  it('lists the voices behind the settings, and who answers, listens and speaks', async () => {
    const me = await signedInUser(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/speech/voices', headers: me.headers });
    expect(response.json()).toEqual({
      // No language model here: replies come from the person's logs (the chat says so once).
      assistant: null,
      textToSpeech: 'openai-compatible (tts-1)',
      speechToText: 'openai-compatible (whisper-1)',
      voices: [
        { id: 'default', name: 'shimmer' },
        { id: 'female-1', name: 'nova' },
        { id: 'female-2', name: 'coral' },
        { id: 'male-1', name: 'onyx' },
        { id: 'male-2', name: 'am_adam' },
      ],
    });
  });
});

describe('voice API: a tab closed while the recording is transcribed', () => {
  let t: TestApp;
  let speech: SpeechServer;
  const logLines: { level: number; msg: string; statusCode?: number }[] = [];
  beforeAll(async () => {
    speech = await startSpeechServer();
    t = await createTestApp(
      'pglite',
      { SPEECH_BASE_URL: speech.url, LOG_LEVEL: 'info' },
      { write: (line) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) },
    );
  });
  afterAll(async () => {
    await t.close();
    await speech.close();
  });

  it('cancels the transcription, gives the seconds back and logs a client abort, not an error', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    speech.answerTranscription((_, response) => untilClosed(response));
    const form = new FormData();
    form.append('audio', wav(30), 'recording.wav');
    form.append('conversationId', conversationId);
    form.append('actualDurationMs', '30000');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tab = new AbortController();
    const sent = fetch(`${address}/api/chat/audio`, {
      method: 'POST',
      headers: { cookie: me.cookie },
      body: form,
      signal: tab.signal,
    }).catch(() => 'closed');
    const before = speech.requests.length;
    await vi.waitFor(() => expect(speech.requests.length).toBe(before + 1));
    const usage = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/subscription/usage', headers: me.headers })).json<Usage>().current;
    expect((await usage()).voiceMinutesThisMonth).toBe(0.5);

    tab.abort();
    expect(await sent).toBe('closed');
    expect(await speech.requests.at(-1)!.closedEarly).toBe(true);
    await vi.waitFor(() => expect(logLines.some((l) => l.statusCode === 499)).toBe(true));
    expect(await usage()).toMatchObject({ voiceMinutesThisMonth: 0, voiceMinutesToday: 0 });
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toEqual([]);
    expect(logLines.filter((l) => l.level >= 40)).toEqual([]);
  });
});

describe('voice with whisper.cpp in process (WHISPER_MODEL_PATH)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const modelPath = writeTinyWhisper(path.join(mkdtempSync(path.join(os.tmpdir(), 'willow-whisper-')), 'tiny-whisper.bin'));
    t = await createTestApp('pglite', { WHISPER_MODEL_PATH: modelPath });
  });
  afterAll(() => t.close());

  it('listens through the same route: the recording goes through the model and its words become the spoken message', async () => {
    const me = await signedInUser(t);
    const voices = (await t.app.inject({ method: 'GET', url: '/api/speech/voices', headers: me.headers })).json<Voices>();
    expect(voices.speechToText).toBe('whisper.cpp (tiny-whisper.bin)');
    const conversationId = await newConversation(t, me);
    const { payload, contentType } = await multipart([
      ['audio', wav(2)],
      ['conversationId', conversationId],
      ['actualDurationMs', '2000'],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/audio',
      headers: { ...me.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The tiny model hears '.' in everything (scripts/make-tiny-whisper.ts).
    expect(response.json<AudioReply>().transcript).toBe('.');
    expect((await t.db.select().from(messages).where(eq(messages.conversationId, conversationId))).map((m) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
  });
});

describe('voice with no speech service configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { SPEECH_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('says voice needs a speech service, the device speaks, and a user has a per-minute budget', async () => {
    const me = await signedInUser(t);
    const conversationId = await newConversation(t, me);
    const { payload, contentType } = await multipart([
      ['audio', wav(2)],
      ['conversationId', conversationId],
      ['actualDurationMs', '2000'],
    ]);
    const audio = await t.app.inject({
      method: 'POST',
      url: '/api/chat/audio',
      headers: { ...me.headers, 'content-type': contentType },
      payload,
    });
    expect(audio.statusCode).toBe(503);
    expect(errorOf(audio).message).toMatch(/^Voice needs a speech service on this server: set WHISPER_MODEL_PATH or SPEECH_BASE_URL/);

    const voices = (await t.app.inject({ method: 'GET', url: '/api/speech/voices', headers: me.headers })).json<Voices>();
    expect(voices).toMatchObject({ textToSpeech: null, speechToText: null });
    expect(voices.voices[0]).toEqual({ id: 'default', name: "This device's voice" });

    // What the browser's recognition heard goes through POST /api/chat: the server measured nothing,
    // so it is one of the day's messages, and its stated seconds count as voice too.
    const chat = (payload: object) => t.app.inject({ method: 'POST', url: '/api/chat', headers: me.headers, payload });
    const heard = await chat({ conversationId, message: 'I feel dizzy today', spokenMs: 4200 });
    expect(heard.statusCode).toBe(200);
    expect(heard.body).toContain('"spoken":true');
    const usage = (await t.app.inject({ method: 'GET', url: '/api/subscription/usage', headers: me.headers })).json<Usage>();
    expect(usage.current).toEqual({ textMessagesToday: 1, voiceMinutesThisMonth: 0.1, voiceMinutesToday: 0.1 });
    // Four words take more than a millisecond to say.
    const hurried = await chat({ conversationId, message: 'I feel dizzy today', spokenMs: 1 });
    expect(hurried.statusCode).toBe(400);
    expect(errorOf(hurried).message).toMatch(/^Speaking time must be at least 600 milliseconds/);
    expect(errorOf(await chat({ conversationId, message: 'x', spokenMs: 'long' })).message).toMatch(/Speaking time must be a number/);
    expect((await chat({ conversationId, message: 'x', spokenMs: 120_001 })).statusCode).toBe(400);

    const speak = () => t.app.inject({ method: 'POST', url: '/api/speech/synthesize', headers: me.headers, payload: { text: 'hi' } });
    expect((await speak()).statusCode).toBe(503);
    expect((await speak()).statusCode).toBe(503);
    const limited = await speak();
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe(VOICE_TEXT.tooManyRequests);
  });
});

describe.each(databaseKinds)('voice minute race across two app instances (%s)', (kind) => {
  let database: Database;
  let instances: FastifyInstance[];
  let speech: SpeechServer;
  beforeAll(async () => {
    speech = await startSpeechServer();
    database = await openTestDatabase(kind);
    const config = testConfig({ SPEECH_BASE_URL: speech.url, SPEECH_REQUESTS_PER_MINUTE: '1000' });
    instances = [await buildApp({ config, database, logger: false }), await buildApp({ config, database, logger: false })];
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await database.close();
    await speech.close();
  });

  it('24 concurrent one-minute recordings from one free user: exactly 10 accepted', async () => {
    const first = instances[0]!;
    const me = await signedInUser({ app: first, db: database.db, config: testConfig(), close: async () => {} });
    const conversationId = await newConversation({ app: first }, me);
    const { payload, contentType } = await multipart([
      ['audio', wav(2)],
      ['conversationId', conversationId],
      ['actualDurationMs', '60000'],
    ]);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: '/api/chat/audio',
          headers: { ...me.headers, 'content-type': contentType },
          payload,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored.filter((m) => m.role === 'user')).toHaveLength(10);
    const usage = (await first.inject({ method: 'GET', url: '/api/subscription/usage', headers: me.headers })).json<Usage>();
    expect(usage.current.voiceMinutesThisMonth).toBe(10);
  }, 120_000);
});
