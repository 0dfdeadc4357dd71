import { apiFetch } from '@/lib/api';
import { voiceEventSchema, type VoiceEvent } from '../../../../shared/voice.js';
import { readReplyEvents, StreamCutError } from './send-message';

export interface AudioUpload {
  /** 16 kHz mono WAV (or what the browser recorded, when it could not be converted). */
  audio: Blob;
  conversationId: string;
  actualDurationMs: number;
}

/**
 * POST /api/chat/audio as a stream: once the server has taken the recording, its events (a
 * `transcript` first, then those of POST /api/chat). A non-OK answer (400, 413, 422, 429, 502)
 * throws the request helper's ApiError, so only the upload itself is ever retried. Each event is
 * checked against the voice contract.
 */
export async function sendAudio(
  { audio, conversationId, actualDurationMs }: AudioUpload,
  signal?: AbortSignal,
): Promise<AsyncGenerator<VoiceEvent>> {
  const form = new FormData();
  form.append('conversationId', conversationId);
  form.append('actualDurationMs', String(Math.round(actualDurationMs)));
  form.append('audio', audio, audio.type === 'audio/wav' ? 'recording.wav' : 'recording');
  const response = await apiFetch('POST', '/api/chat/audio', form, { signal, headers: { Accept: 'text/event-stream' } });
  if (!response.body) throw new StreamCutError();
  return readReplyEvents(response.body, voiceEventSchema);
}
