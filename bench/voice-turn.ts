import { request, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema.js';
import { createConversation } from '../src/server/features/chat/conversations.js';
import { createTestApp, signedInUser } from '../src/server/testing/harness.js';
import { startSpeechServer, toneWav } from '../src/server/testing/speech-server.js';
import { SentenceSplitter } from '../src/client/lib/speech/sentences.js';
import { voiceEventSchema } from '../src/shared/voice.js';
import { readEventStream } from '../src/shared/event-stream.js';

interface Sent {
  /** When the request's last byte left for the server. */
  sentAt: number;
  response: Promise<IncomingMessage>;
}

function send(port: number, path: string, headers: Record<string, string>, body: Buffer): Sent {
  const sent = { sentAt: 0 } as Sent;
  sent.response = new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      resolve,
    );
    req.on('error', reject);
    req.on('finish', () => (sent.sentAt = performance.now()));
    req.end(body);
  });
  return sent;
}

/** Reads a chat or voice event stream (a voice turn's adds its transcript) until its first whole sentence; drains the rest in the background. */
async function firstSentence(response: IncomingMessage): Promise<string> {
  const splitter = new SentenceSplitter();
  // node:stream/web's ReadableStream and the DOM's are one class under two type declarations.
  const events = readEventStream(Readable.toWeb(response) as unknown as ReadableStream<Uint8Array>);
  for (let next = await events.next(); !next.done; next = await events.next()) {
    if (next.value.data === '[DONE]') break;
    const event = voiceEventSchema.parse(JSON.parse(next.value.data));
    const sentence = event.type === 'delta' ? splitter.push(event.content)[0] : event.type === 'complete' ? splitter.flush()[0] : undefined;
    if (sentence) {
      void (async () => {
        while (!(await events.next()).done);
      })();
      return sentence;
    }
  }
  throw new Error('the reply had no sentence');
}

/** Milliseconds from the request's last byte to the first byte of the first sentence's audio. */
async function toFirstAudioByte(port: number, cookie: string, sent: Sent): Promise<number> {
  const response = await sent.response;
  if (response.statusCode !== 200) throw new Error(`turn answered ${response.statusCode}`);
  const sentence = await firstSentence(response);
  const speech = await send(
    port,
    '/api/speech/synthesize',
    { cookie, 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ text: sentence })),
  ).response;
  const firstByte = await new Promise<number>((resolve) => speech.once('data', () => resolve(performance.now())));
  speech.resume();
  return firstByte - sent.sentAt;
}

function multipart(fields: Record<string, string>, audio: Buffer): { body: Buffer; type: string } {
  const boundary = 'bench-boundary-7d1f';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\ncontent-disposition: form-data; name="audio"; filename="recording.wav"\r\ncontent-type: audio/wav\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), audio, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const percentile = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!;

/**
 * A spoken turn against a typed one, on the same server in the same run (PGlite, the offline
 * responder as an instant model, a local speech server that answers at once): server time from
 * the request's last byte to the first byte of the reply's first spoken sentence. The voice path
 * adds the upload's parsing and checks, the voice-minute count and the transcription.
 */
export async function benchVoiceTurn(seconds: number) {
  const speech = await startSpeechServer({ secondsPerWord: 0.01 });
  const t = await createTestApp('pglite', { SPEECH_BASE_URL: speech.url, SPEECH_REQUESTS_PER_MINUTE: '1000000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const me = await signedInUser(t);
  await t.db.update(users).set({ planTier: 'ultra' }).where(eq(users.id, me.userId));
  const conversation = await createConversation(t.db, me.userId, 'Bench');
  const recording = multipart({ conversationId: conversation.id, actualDurationMs: '3000' }, toneWav(3));
  const typed = Buffer.from(JSON.stringify({ conversationId: conversation.id, message: 'How has my energy been this week?' }));

  const text: number[] = [];
  const voice: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline || voice.length < 20) {
    text.push(
      await toFirstAudioByte(port, me.cookie, send(port, '/api/chat', { cookie: me.cookie, 'content-type': 'application/json' }, typed)),
    );
    voice.push(
      await toFirstAudioByte(
        port,
        me.cookie,
        send(port, '/api/chat/audio', { cookie: me.cookie, 'content-type': recording.type, accept: 'text/event-stream' }, recording.body),
      ),
    );
  }
  console.log('Voice turn vs text turn: last request byte to first audio byte of the reply (PGlite, instant model and speech, one client)');
  for (const [name, times] of [
    ['text', text],
    ['voice (3 s WAV, 96 kB)', voice],
  ] as const) {
    console.log(
      `  ${name.padEnd(24)} p50 ${percentile(times, 0.5).toFixed(1)} ms   p95 ${percentile(times, 0.95).toFixed(1)} ms   (${times.length} turns)`,
    );
  }
  console.log(`  voice adds               p50 ${(percentile(voice, 0.5) - percentile(text, 0.5)).toFixed(1)} ms`);
  await t.close();
  await speech.close();
}
