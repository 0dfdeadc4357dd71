import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asyncHandler } from './async-handler.js';

/** One request the speech server received, its multipart or JSON body already read. */
export interface SpeechRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** /audio/transcriptions: the form's text fields and the uploaded file. */
  form?: { fields: Record<string, string>; file: { name: string; type: string; bytes: Uint8Array } | null };
  /** /audio/speech: the JSON body. */
  json?: { model?: string; input?: string; voice?: string; speed?: number; response_format?: string };
  /** Resolves when the connection closes: true if the client hung up before the answer. */
  closedEarly: Promise<boolean>;
}

type Handler = (request: SpeechRequest, response: ServerResponse) => void | Promise<void>;

export interface SpeechServer {
  /** The API root, ending in /v1 like OpenAI's. */
  url: string;
  requests: SpeechRequest[];
  /** Replaces how /audio/transcriptions answers (default: `{text: transcript}`). */
  answerTranscription(handler: Handler): void;
  /** Replaces how /audio/speech answers (default: a WAV of `secondsPerWord` per word). */
  answerSpeech(handler: Handler): void;
  close(): Promise<void>;
}

/** A 16-bit mono WAV of `seconds` of a quiet tone, as a speech service would send. */
export function toneWav(seconds: number, sampleRate = 16_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * i) / sampleRate) * 2000), 44 + i * 2);
  return wav;
}

/**
 * A real HTTP server on 127.0.0.1 speaking OpenAI's audio API (`/v1/audio/transcriptions` and
 * `/v1/audio/speech`), for tests, the end-to-end run and the bench. By default it hears
 * `transcript` in every recording and speaks each word for `secondsPerWord` (divided by the speed).
 */
export async function startSpeechServer({
  transcript = 'How has my energy been this week?',
  port = 0,
  secondsPerWord = 0.3,
} = {}): Promise<SpeechServer> {
  const requests: SpeechRequest[] = [];
  let transcription: Handler = (_, response) =>
    void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: transcript }));
  let speech: Handler = (request, response) => {
    const words = (request.json?.input ?? '').split(/\s+/).filter(Boolean).length;
    const wav = toneWav(Math.max(0.2, (words * secondsPerWord) / (request.json?.speed ?? 1)));
    response.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
  };
  const server = createServer(
    asyncHandler(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '').replace(/\?.*/, '');
      const received: SpeechRequest = {
        path,
        headers: req.headers,
        closedEarly: new Promise((resolve) => res.on('close', () => resolve(!res.writableFinished))),
      };
      try {
        if (path === '/v1/audio/transcriptions') {
          const form = await new Request('http://speech.test/', { method: 'POST', headers: req.headers as HeadersInit, body }).formData();
          const fields: Record<string, string> = {};
          let file: NonNullable<SpeechRequest['form']>['file'] = null;
          const entries: [string, FormDataEntryValue][] = [];
          form.forEach((value, name) => entries.push([name, value]));
          for (const [name, value] of entries) {
            if (typeof value === 'string') fields[name] = value;
            else file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
          }
          received.form = { fields, file };
          requests.push(received);
          await transcription(received, res);
        } else if (path === '/v1/audio/speech') {
          received.json = JSON.parse(body.toString('utf8')) as SpeechRequest['json'];
          requests.push(received);
          await speech(received, res);
        } else {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `No route ${path}` } }));
        }
      } catch {
        res.destroy();
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    answerTranscription(next) {
      transcription = next;
    },
    answerSpeech(next) {
      speech = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
