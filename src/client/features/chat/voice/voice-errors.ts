import { ApiError } from '@/lib/api';
import { VOICE_LIMITS } from '../../../../shared/voice.js';

export const VOICE_ERROR_TITLE = 'Voice Error';

/** The spec's texts for voice mode (app-spec sections 4 and 8). */
export const VOICE_MESSAGES = {
  notUnderstood: "Sorry, I couldn't understand the audio. Please try speaking again.",
  tooManyRequests: 'Too many voice requests. Please wait a moment and try again.',
  connectionLost: 'Connection lost. Please check your internet connection and try again.',
  audioTooShort: 'Audio too short - please speak more clearly',
  fileTooLarge: 'Audio file too large - please try a shorter recording',
  failed: 'Failed to process voice message. Please try again.',
  recordingTooShort: 'Recording too short - please record for at least 1.5 seconds',
  recordingTooShortTitle: 'Recording Too Short',
  recordingTooLong: 'Recording stopped - too long',
  noAudio: 'No audio detected - please check your microphone and try again',
  smallBlob: 'The recording is very short - please record for at least 2 seconds',
  microphoneRequired: 'Microphone access required for voice mode',
  allowMicrophone: 'Please allow microphone access to use voice features',
  httpsRequired: 'HTTPS required for mobile audio',
} as const;

/** What is wrong with a recording of this many bytes, if anything (empty, too short, too large, or only warned about). */
export function audioSizeProblem(bytes: number): string | null {
  if (bytes === 0) return VOICE_MESSAGES.noAudio;
  if (bytes < VOICE_LIMITS.minBytes) return VOICE_MESSAGES.audioTooShort;
  if (bytes > VOICE_LIMITS.maxBytes) return VOICE_MESSAGES.fileTooLarge;
  if (bytes < VOICE_LIMITS.warnBytes) return VOICE_MESSAGES.smallBlob;
  return null;
}

/** 'Keep recording for {n} more second(s)...' for a stop that came too early. */
export function keepRecordingText(elapsedMs: number): string {
  const n = Math.max(1, Math.ceil((VOICE_LIMITS.minDurationMs - elapsedMs) / 1000));
  return `Keep recording for ${n} more second${n === 1 ? '' : 's'}...`;
}

const isNetworkError = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && /network|timeout|timed out|connection|failed to fetch/i.test(error.message));

/** Network trouble, a timeout, or a 502/503 on the way: worth another try (app-spec section 8). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504 || error.status === 408;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return isNetworkError(error);
}

/** The 'Voice Error' toast's text for a failed voice request. */
export function voiceErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const said = `${error.serverMessage ?? ''} ${error.message}`;
    if (error.status === 422 || /understand/i.test(said)) return VOICE_MESSAGES.notUnderstood;
    if (error.status === 429) return VOICE_MESSAGES.tooManyRequests;
    if (error.status === 413 || /too large/i.test(said)) return VOICE_MESSAGES.fileTooLarge;
    if (/too short/i.test(said)) return VOICE_MESSAGES.audioTooShort;
    if (/no audio detected/i.test(said)) return VOICE_MESSAGES.noAudio;
    if (error.status === 503 && error.code === 'NO_SPEECH_TO_TEXT') return error.serverMessage ?? VOICE_MESSAGES.failed;
    return VOICE_MESSAGES.failed;
  }
  if (isNetworkError(error)) return VOICE_MESSAGES.connectionLost;
  return VOICE_MESSAGES.failed;
}

/** Runs `attempt`, again up to 2 more times on retryable failures, waiting 1 s, then 2 s. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  { retries = VOICE_LIMITS.retries, delayMs = 1000, signal }: { retries?: number; delayMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries || !isRetryable(error) || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (tried + 1)));
    }
  }
}
