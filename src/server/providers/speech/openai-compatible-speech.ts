import { AUDIO_CONTENT_TYPES, mp3DurationSeconds, sniffAudioFormat, wavDurationSeconds } from '../../lib/audio-format.js';
import { providerMessage } from '../assistant/event-stream-request.js';
import { Watchdog } from '../assistant/watchdog.js';
import type { SpeechToText, SynthesizedSpeech, SynthesizeRequest, TextToSpeech, TranscribeRequest, TtsVoice } from './speech.js';

export interface OpenAiSpeechEndpoint {
  /** The API root that holds `/audio/...`, e.g. https://api.openai.com/v1 or http://localhost:8000/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Longest wait for the provider's answer. */
  timeoutMs: number;
}

async function post(endpoint: OpenAiSpeechEndpoint, path: string, body: FormData | string, signal: AbortSignal, what: string) {
  const url = `${endpoint.baseUrl}${path}`;
  const watchdog = new Watchdog(
    signal,
    endpoint.timeoutMs,
    `${what} (${endpoint.model} at ${url})`,
    endpoint.apiKey ? [endpoint.apiKey] : [],
  );
  try {
    const headers: Record<string, string> = endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {};
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const response = await fetch(url, { method: 'POST', headers, body, signal: watchdog.signal });
    if (!response.ok) {
      const message = providerMessage(await response.text());
      throw watchdog.providerError(`answered ${response.status} ${response.statusText}`.trim() + (message ? `: ${message}` : ''));
    }
    return { response: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '', watchdog };
  } catch (error) {
    throw watchdog.failure(error);
  } finally {
    watchdog.close();
  }
}

/**
 * `POST {base}/audio/transcriptions` (multipart `file`, `model`), which OpenAI, Groq, Speaches
 * (faster-whisper) and LocalAI all answer with `{text}`.
 */
export class OpenAiCompatibleSpeechToText implements SpeechToText {
  readonly label: string;

  constructor(private readonly endpoint: OpenAiSpeechEndpoint) {
    this.label = `openai-compatible (${endpoint.model})`;
  }

  async transcribe({ audio, format, signal }: TranscribeRequest): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([audio.slice()], { type: AUDIO_CONTENT_TYPES[format] }), `recording.${format === 'mp4' ? 'm4a' : format}`);
    form.append('model', this.endpoint.model);
    form.append('response_format', 'json');
    const { response, watchdog } = await post(this.endpoint, '/audio/transcriptions', form, signal, 'Speech-to-text provider');
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(response));
    } catch (error) {
      throw watchdog.providerError('answered with something that is not JSON', error);
    }
    const text = (parsed as { text?: unknown }).text;
    if (typeof text !== 'string') throw watchdog.providerError('answered without a text field');
    return text.trim();
  }

  async close(): Promise<void> {}
}

/**
 * `POST {base}/audio/speech` `{model, input, voice, speed, response_format}` answering audio
 * bytes: OpenAI, Speaches (Kokoro, Piper), Kokoro-FastAPI and LocalAI.
 */
export class OpenAiCompatibleTextToSpeech implements TextToSpeech {
  readonly label: string;

  constructor(
    private readonly endpoint: OpenAiSpeechEndpoint,
    readonly voices: Readonly<Record<TtsVoice, string>>,
    private readonly format: 'mp3' | 'wav',
  ) {
    this.label = `openai-compatible (${endpoint.model})`;
  }

  async synthesize({ text, voice, speed, signal }: SynthesizeRequest): Promise<SynthesizedSpeech> {
    const body = JSON.stringify({ model: this.endpoint.model, input: text, voice, speed, response_format: this.format });
    const { response, contentType, watchdog } = await post(this.endpoint, '/audio/speech', body, signal, 'Text-to-speech provider');
    const format = sniffAudioFormat(response);
    if (!format) throw watchdog.providerError(`answered with something that is not audio (${contentType || 'no content type'})`);
    const durationSeconds = format === 'wav' ? wavDurationSeconds(response) : format === 'mp3' ? mp3DurationSeconds(response) : null;
    return { audio: response, contentType: AUDIO_CONTENT_TYPES[format], durationSeconds };
  }
}
