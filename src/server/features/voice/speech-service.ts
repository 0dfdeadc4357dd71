import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { AssistantError, type Assistant } from '../../providers/assistant/assistant.js';
import type { Speech } from '../../providers/speech/select-speech.js';
import type { TextToSpeech, TtsVoice } from '../../providers/speech/speech.js';
import { TTS_VOICES } from '../../../shared/settings.js';
import { VOICE_PACING, VOICE_TEXT, type SynthesizeRequestBody, type Voices } from '../../../shared/voice.js';

/** What the device's own voices are called when the server has none. */
export const DEVICE_VOICE_NAME = "This device's voice";

const isTtsVoice = (voice: string): voice is TtsVoice => (TTS_VOICES as readonly string[]).includes(voice);

/** How long `text` takes to say at the reading pace, for audio whose length cannot be read. */
export const spokenSeconds = (text: string, speed: number) =>
  ((text.split(/\s+/).filter(Boolean).length / VOICE_PACING.wordsPerMinute) * 60) / speed;

/** The text in the server's voice. A settings voice name picks the provider's voice for it; any other is the provider's own. */
export async function synthesize(
  deps: { textToSpeech: TextToSpeech | null; log: FastifyBaseLogger },
  body: SynthesizeRequestBody,
  signal: AbortSignal,
): Promise<{ audio: Uint8Array; contentType: string; durationSeconds: number }> {
  const { textToSpeech, log } = deps;
  if (!textToSpeech) throw new HttpError(503, 'NO_TEXT_TO_SPEECH', VOICE_TEXT.noTextToSpeech);
  const voice = isTtsVoice(body.voice) ? textToSpeech.voices[body.voice] : body.voice;
  try {
    const speech = await textToSpeech.synthesize({ text: body.text, voice, speed: body.speed, signal });
    return { ...speech, durationSeconds: speech.durationSeconds ?? spokenSeconds(body.text, body.speed) };
  } catch (error) {
    if (error instanceof AssistantError && error.failure === 'aborted') throw error;
    log.warn({ err: error }, 'voice: speech synthesis failed');
    if (error instanceof AssistantError && error.failure === 'timeout') {
      throw new HttpError(504, 'SPEECH_TIMEOUT', 'The speech service took too long to answer. Please try again.');
    }
    throw new HttpError(502, 'SPEECH_FAILED', 'The speech service could not speak this reply. Please try again.');
  }
}

export function voiceList({ speechToText, textToSpeech }: Speech, assistant: Assistant | null): Voices {
  return {
    assistant: assistant?.label ?? null,
    textToSpeech: textToSpeech?.label ?? null,
    speechToText: speechToText?.label ?? null,
    voices: TTS_VOICES.map((id) => ({ id, name: textToSpeech?.voices[id] ?? DEVICE_VOICE_NAME })),
  };
}
