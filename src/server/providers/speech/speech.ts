/**
 * The two speech interfaces (DESIGN.md "speech"): speech-to-text and text-to-speech, each chosen
 * from the configuration at start (`select-speech.ts`). Failures throw the assistant's
 * AssistantError kinds (timeout, provider, aborted) through the same Watchdog, so one mapping
 * turns every provider failure into an answer.
 */
import type { AudioFormat } from '../../lib/audio-format.js';
import type { TTS_VOICES } from '../../../shared/settings.js';

export type TtsVoice = (typeof TTS_VOICES)[number];

export interface TranscribeRequest {
  audio: Uint8Array;
  format: AudioFormat;
  /** Aborted when the person leaves; the provider's request is cancelled. */
  signal: AbortSignal;
}

export interface SpeechToText {
  /** Shown in logs and on GET /api/speech/voices, e.g. 'openai-compatible (whisper-1)'. */
  readonly label: string;
  /** The words heard, trimmed; empty when nothing could be made out. */
  transcribe(request: TranscribeRequest): Promise<string>;
  close(): Promise<void>;
}

export interface SynthesizeRequest {
  text: string;
  /** The provider's own voice name. */
  voice: string;
  speed: number;
  signal: AbortSignal;
}

export interface SynthesizedSpeech {
  audio: Uint8Array;
  contentType: string;
  /** Length in seconds, read from the audio itself. */
  durationSeconds: number | null;
}

export interface TextToSpeech {
  readonly label: string;
  /** The provider's voice for each of the settings' voices. */
  readonly voices: Readonly<Record<TtsVoice, string>>;
  synthesize(request: SynthesizeRequest): Promise<SynthesizedSpeech>;
}
