import type { FastifyBaseLogger } from 'fastify';
import type { BillingMode } from '../../../shared/billing.js';
import type { Db } from '../../db/client.js';
import { sniffAudioFormat, type AudioFormat } from '../../lib/audio-format.js';
import { measuredSeconds } from '../../lib/audio-length.js';
import { HttpError, badRequest } from '../../lib/http-errors.js';
import { AssistantError } from '../../providers/assistant/assistant.js';
import type { SpeechToText } from '../../providers/speech/speech.js';
import { MESSAGE_MAX } from '../../../shared/chat.js';
import { audioFieldsSchema, VOICE_LIMITS, VOICE_TEXT, type AudioFields, type VoiceQuotaInfo } from '../../../shared/voice.js';
import { acceptMessage, readTurn, type AcceptedMessage } from '../chat/chat-turn.js';
import { consumeVoiceSeconds, refundVoiceSeconds } from '../usage/quotas.js';
import type { AudioUpload } from './audio-upload.js';

/** A recording that passed every check, and the whole seconds it counts for. */
export interface CheckedRecording {
  audio: Buffer;
  format: AudioFormat;
  fields: AudioFields;
  seconds: number;
}

/** A recording may run this much past 120 s (encoder padding, a last frame) before it counts as too long. */
const LENGTH_SLACK_MS = 500;

/**
 * The spec's checks on an upload, before anything is read from or written to the database:
 * a file with sound in it, the fields and nothing else, audio by its bytes (not its declared
 * type), and a length within bounds. The length is measured from the audio's frames (never a
 * length the file or the client states): a recording measured over 120 s is refused, and the
 * longer of the measured and the stated length is counted.
 */
export function checkRecording({ audio, fields }: AudioUpload): CheckedRecording {
  if (!audio || audio.length === 0) throw badRequest(VOICE_TEXT.noAudio);
  if (audio.length < VOICE_LIMITS.minBytes) throw badRequest(VOICE_TEXT.tooFewBytes);
  const parsed = audioFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new HttpError(400, 'VALIDATION_ERROR', issues[0]?.message ?? 'Invalid audio fields', { issues });
  }
  const format = sniffAudioFormat(audio);
  if (!format) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', VOICE_TEXT.notAudio);
  const measured = measuredSeconds(audio, format);
  if (measured === null) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', VOICE_TEXT.notMeasurable);
  const measuredMs = Math.round(measured * 1000);
  if (measuredMs > VOICE_LIMITS.maxDurationMs + LENGTH_SLACK_MS) throw badRequest(VOICE_TEXT.tooLong);
  const seconds = Math.ceil(Math.min(VOICE_LIMITS.maxDurationMs, Math.max(parsed.data.actualDurationMs, measuredMs)) / 1000);
  return { audio, format, fields: parsed.data, seconds };
}

export interface SpokenMessage {
  transcript: string;
  accepted: AcceptedMessage;
  quotaInfo: VoiceQuotaInfo;
}

/** A speech provider's failure as an answer: its details go to the log, never to the person. */
function transcriptionFailure(error: unknown, log: FastifyBaseLogger): Error {
  if (error instanceof AssistantError && error.failure === 'aborted') return error;
  log.warn({ err: error }, 'voice: transcription failed');
  if (error instanceof AssistantError && error.failure === 'timeout') {
    return new HttpError(504, 'SPEECH_TIMEOUT', 'The speech service took too long to listen. Please try again.');
  }
  return new HttpError(502, 'SPEECH_FAILED', 'The speech service could not transcribe the recording. Please try again.');
}

/**
 * A recording becomes the user's message: the conversation must be theirs (404), the recording's
 * seconds are counted against their voice minutes (429), the audio is transcribed, and the
 * transcript is stored as a spoken message (the same chat turn as text follows). Seconds for a
 * recording that brought no message (the service failed, nothing was understood) are given back.
 */
export async function acceptSpokenMessage(
  deps: { db: Db; speechToText: SpeechToText | null; log: FastifyBaseLogger; billingMode: BillingMode },
  userId: string,
  recording: CheckedRecording,
  signal: AbortSignal,
): Promise<SpokenMessage> {
  const { db, speechToText, log } = deps;
  const conversationId = recording.fields.conversationId;
  const read = await readTurn(db, userId, conversationId, deps.billingMode);
  if (!speechToText)
    throw new HttpError(
      503,
      'NO_SPEECH_TO_TEXT',
      `${VOICE_TEXT.noSpeechToText}: set WHISPER_MODEL_PATH or SPEECH_BASE_URL (see the README).`,
    );
  const countedAt = new Date();
  const quotaInfo = await consumeVoiceSeconds(db, userId, read.plan, recording.seconds, countedAt);
  let transcript: string;
  try {
    transcript = await speechToText.transcribe({ audio: recording.audio, format: recording.format, signal });
  } catch (error) {
    await refundVoiceSeconds(db, userId, read.plan.timeZone, recording.seconds, countedAt);
    // A closed tab is no failure of the service: logged as the client's doing, not as an error.
    if (signal.aborted) throw new HttpError(499, 'CLIENT_CLOSED', 'The request was closed before the recording was transcribed');
    throw transcriptionFailure(error, log);
  }
  if (!transcript) {
    await refundVoiceSeconds(db, userId, read.plan.timeZone, recording.seconds, countedAt);
    throw new HttpError(422, 'NOT_UNDERSTOOD', VOICE_TEXT.notUnderstood);
  }
  const accepted = await acceptMessage(
    db,
    userId,
    { conversationId, message: transcript.slice(0, MESSAGE_MAX) },
    { billingMode: deps.billingMode, transcribed: true, read },
  );
  return { transcript, accepted, quotaInfo };
}
