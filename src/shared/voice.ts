import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { chatEventSchema, messageSchema } from './chat.js';
import { CHAT_VOICES, TTS_VOICES, VOICE_PROVIDERS } from './settings.js';

// Voice conversations (app-spec sections 2 Chat, 4 validations, 8 errors, 9 constants).

export const VOICE_LIMITS = {
  minDurationMs: 1500,
  maxDurationMs: 120_000,
  /** Under this the upload is refused as too short to hold speech. */
  minBytes: 1000,
  /** Under this the client warns that the recording is probably too short (about 2 s). */
  warnBytes: 5000,
  maxBytes: 10 * 1024 * 1024,
  /** Audio transport failures are retried this many times, with growing delay. */
  retries: 2,
} as const;

/** Reading pace for paragraphs shown in step with speech. */
export const VOICE_PACING = {
  wordsPerMinute: 165,
  minParagraphMs: 2000,
  maxFallbackDelayMs: 7000,
  /** The shortest pause: between two paragraphs, and between two pieces paced to one stretch of audio. */
  minPauseMs: 500,
  /** A pause paced to audio lasts at most the larger of this and `maxSyncedPauseShare` of the audio. */
  maxSyncedPauseMs: 15_000,
  maxSyncedPauseShare: 0.4,
  /** Text without paragraph breaks longer than this is split into pieces of about `splitAt`. */
  splitLongerThan: 400,
  splitAt: 150,
} as const;

export const SYNTHESIZE_MAX_CHARACTERS = 4096;
export const SPEECH_SPEED = { min: 0.25, max: 4 } as const;

/** The spec's texts for voice (sections 4 and 8). */
export const VOICE_TEXT = {
  noAudio: 'No audio detected - please check your microphone and try again',
  tooFewBytes: 'Audio too short - please speak more clearly',
  tooLarge: 'Audio file too large - please try a shorter recording',
  tooShort: 'Recording too short - please record for at least 1.5 seconds',
  tooLong: 'Recording too long - please keep it under 2 minutes',
  notAudio: 'That file is not audio - please record again',
  malformedUpload: 'The recording did not arrive whole - please try again',
  notMeasurable: 'That recording could not be measured - please record again',
  notUnderstood: 'Could not understand the audio - please try again and speak clearly',
  noSpeechToText: 'Voice needs a speech service on this server',
  noTextToSpeech: 'This server has no voice of its own; the device speaks instead',
  tooManyRequests: 'Too many voice requests - please wait a moment',
} as const;

/** The 429 message when the month's voice minutes are used up (the quota dialog reads the number from it). */
export const voiceLimitMessage = (minutes: number) =>
  minutes === 0 ? 'Voice is not available on your plan (0 minutes/month)' : `Monthly voice limit reached (${minutes} minutes/month)`;
export const voiceDailyLimitMessage = (minutes: number) => `Daily voice limit reached (${minutes} minutes/day)`;

/** Voice minutes as shown: seconds to minutes with one decimal. */
export const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;

/** The text fields of POST /api/chat/audio (multipart); the file part is `audio`. */
export const audioFieldsSchema = z.strictObject(
  {
    conversationId: z.uuid({ error: 'The conversation id is not valid' }),
    actualDurationMs: z.coerce
      .number({ error: 'Duration must be a number of milliseconds' })
      .refine(Number.isFinite, 'Duration must be a number of milliseconds')
      .refine((ms) => ms >= VOICE_LIMITS.minDurationMs, VOICE_TEXT.tooShort)
      .refine((ms) => ms <= VOICE_LIMITS.maxDurationMs, VOICE_TEXT.tooLong),
  },
  { error: bodyObjectError('Unexpected field') },
);
export type AudioFields = z.infer<typeof audioFieldsSchema>;

export const quotaInfoSchema = z.object({ type: z.enum(['text', 'voice']), currentUsage: z.number(), maxLimit: z.number() });
export type VoiceQuotaInfo = z.infer<typeof quotaInfoSchema>;

/** POST /api/chat/audio as JSON: the transcript, the reply, and the voice minutes after this turn. */
export const audioReplySchema = z.object({
  transcript: z.string(),
  /** The reply's text. */
  message: z.string(),
  userMessage: messageSchema,
  assistantMessage: messageSchema,
  isQuotaLimit: z.boolean(),
  quotaInfo: quotaInfoSchema,
});
export type AudioReply = z.infer<typeof audioReplySchema>;

/** POST /api/chat/audio with `Accept: text/event-stream`: the transcript first, then the chat events. */
export const voiceEventSchema = z.union([
  z.object({ type: z.literal('transcript'), transcript: z.string(), quotaInfo: quotaInfoSchema }),
  chatEventSchema,
]);
export type VoiceEvent = z.infer<typeof voiceEventSchema>;

export const synthesizeBodySchema = z.strictObject(
  {
    text: z
      .string({ error: 'Text must be text' })
      .trim()
      .min(1, 'Text must not be empty')
      .max(SYNTHESIZE_MAX_CHARACTERS, `Text must be at most ${SYNTHESIZE_MAX_CHARACTERS} characters`),
    provider: z.enum(VOICE_PROVIDERS, { error: `Provider must be one of: ${VOICE_PROVIDERS.join(', ')}` }).optional(),
    voice: z
      .enum([...TTS_VOICES, ...CHAT_VOICES], { error: `Voice must be one of: ${[...TTS_VOICES, ...CHAT_VOICES].join(', ')}` })
      .default('default'),
    speed: z
      .number({ error: 'Speed must be a number' })
      .min(SPEECH_SPEED.min, `Speed must be between ${SPEECH_SPEED.min} and ${SPEECH_SPEED.max}`)
      .max(SPEECH_SPEED.max, `Speed must be between ${SPEECH_SPEED.min} and ${SPEECH_SPEED.max}`)
      .default(1),
  },
  { error: bodyObjectError() },
);
export type SynthesizeBody = z.input<typeof synthesizeBodySchema>;
export type SynthesizeRequestBody = z.output<typeof synthesizeBodySchema>;

export const AUDIO_DURATION_HEADER = 'x-audio-duration';

/** GET /api/speech/voices: who answers, speaks and listens on this server, and the settings' voices it offers. */
export const voicesSchema = z.object({
  /** The language model that answers, or null when replies come from the person's logs only (the offline responder). */
  assistant: z.string().nullable(),
  /** The server's text-to-speech, or null when the device's own voices speak. */
  textToSpeech: z.string().nullable(),
  /** The server's speech-to-text, or null when only the browser's recognition can listen. */
  speechToText: z.string().nullable(),
  voices: z.array(z.object({ id: z.enum(TTS_VOICES), name: z.string() })),
});
export type Voices = z.infer<typeof voicesSchema>;
