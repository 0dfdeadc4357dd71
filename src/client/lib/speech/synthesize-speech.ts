import { apiFetch } from '@/lib/api';
import { AUDIO_DURATION_HEADER, type SynthesizeBody } from '../../../shared/voice.js';

export interface SpokenAudio {
  audio: Blob;
  /** Seconds, from X-Audio-Duration. */
  durationSeconds: number | null;
}

/** POST /api/speech/synthesize: the text in the server's voice. 503 means the device's own voices speak. */
export async function synthesizeSpeech(body: SynthesizeBody, signal?: AbortSignal): Promise<SpokenAudio> {
  const response = await apiFetch('POST', '/api/speech/synthesize', body, { signal });
  const duration = Number(response.headers.get(AUDIO_DURATION_HEADER));
  return { audio: await response.blob(), durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}
