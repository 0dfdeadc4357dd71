import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingMode } from '../../../shared/billing.js';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { userIdOf } from '../../auth/session-plugin.js';
import { HttpError } from '../../lib/http-errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { Assistant } from '../../providers/assistant/assistant.js';
import type { Speech } from '../../providers/speech/select-speech.js';
import {
  audioReplySchema,
  synthesizeBodySchema,
  voicesSchema,
  VOICE_TEXT,
  type AudioReply,
  type VoiceEvent,
} from '../../../shared/voice.js';
import { chatDeps, streamReply } from '../chat/chat-turn.js';
import type { FoodService } from '../foods/service.js';
import { abortWhenClientLeaves, sendEventStream } from '../chat/event-stream.js';
import { AUDIO_UPLOAD_LIMITS, readAudioUpload } from './audio-upload.js';
import { acceptSpokenMessage, checkRecording } from './service.js';
import { synthesize, voiceList } from './speech-service.js';
import { binaryAnswer } from '../../lib/answers.js';

interface VoiceRouteOptions {
  db: Db;
  assistant: Assistant | null;
  /** The food search, through which meals proposed by voice find their foods. */
  foods: Pick<FoodService, 'search' | 'sourcedFood'>;
  speech: Speech;
  requestsPerMinute: number;
  billingMode: BillingMode;
}

export async function voiceRoutes(app: FastifyInstance, opts: VoiceRouteOptions) {
  const { db, speech } = opts;

  /** Uploads and syntheses share one per-user budget, held in the database for every instance. */
  const limitRate = async (request: FastifyRequest) => {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, `speech:${userIdOf(request)}`, {
      limit: opts.requestsPerMinute,
      windowSeconds: 60,
    });
    if (!allowed) throw new HttpError(429, 'RATE_LIMITED', VOICE_TEXT.tooManyRequests, { retryAfterSeconds });
  };

  // Only the audio route takes multipart bodies.
  await app.register(async (audio) => {
    await audio.register(multipart, { limits: AUDIO_UPLOAD_LIMITS });

    /**
     * POST /api/chat/audio: a recording becomes a spoken message and the same chat turn as text
     * follows. With `Accept: text/event-stream` the answer streams (a `transcript` event, then the
     * events of POST /api/chat); otherwise one JSON answer once the reply is complete.
     */
    const answers = {
      description: 'The transcript and the complete reply as JSON, or with Accept: text/event-stream the events as they come',
      content: {
        'application/json': { schema: audioReplySchema },
        'text/event-stream': { schema: z.string().describe('A transcript event, then the events of POST /api/chat') },
      },
    };
    audio
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/chat/audio', { schema: { response: { 200: answers } } }, async (request, reply) => {
        const recording = checkRecording(await readAudioUpload(request));
        await limitRate(request);
        const signal = abortWhenClientLeaves(reply);
        const spoken = await acceptSpokenMessage(
          { db, speechToText: speech.speechToText, log: request.log, billingMode: opts.billingMode },
          userIdOf(request),
          recording,
          signal,
        );
        const events = streamReply(chatDeps(db, opts.assistant, opts.foods, request.log), spoken.accepted, signal);

        if (request.headers.accept?.includes('text/event-stream')) {
          async function* withTranscript(): AsyncGenerator<VoiceEvent> {
            yield { type: 'transcript', transcript: spoken.transcript, quotaInfo: spoken.quotaInfo };
            yield* events;
          }
          return sendEventStream(reply, withTranscript(), signal);
        }
        for await (const event of events) {
          if (event.type === 'error') throw new HttpError(502, 'REPLY_FAILED', event.message);
          if (event.type === 'complete') {
            const answer: AudioReply = {
              transcript: spoken.transcript,
              message: event.content,
              userMessage: spoken.accepted.message,
              assistantMessage: event.assistantMessage,
              isQuotaLimit: false,
              quotaInfo: spoken.quotaInfo,
            };
            return answer;
          }
        }
        throw new HttpError(499, 'CLIENT_CLOSED', 'The request was closed before the reply was complete');
      });
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** POST /api/speech/synthesize: the text spoken by the server's voice, with X-Audio-Duration in seconds. */
  routes.post(
    '/api/speech/synthesize',
    {
      schema: {
        body: synthesizeBodySchema,
        response: { 200: binaryAnswer('audio/*', 'The text spoken, with X-Audio-Duration in seconds') },
      },
    },
    async (request, reply) => {
      await limitRate(request);
      const signal = abortWhenClientLeaves(reply);
      const speech = await synthesize({ textToSpeech: opts.speech.textToSpeech, log: request.log }, request.body, signal);
      return reply
        .header('x-audio-duration', speech.durationSeconds.toFixed(2))
        .header('cache-control', 'no-store')
        .type(speech.contentType)
        .send(Buffer.from(speech.audio));
    },
  );

  /** GET /api/speech/voices: who answers, listens and speaks here, and the voice behind each setting. */
  routes.get('/api/speech/voices', { schema: { response: { 200: voicesSchema } } }, async () => voiceList(speech, opts.assistant));
}
