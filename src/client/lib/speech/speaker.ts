import { ApiError } from '@/lib/api';
import type { TTS_VOICES } from '../../../shared/settings.js';
import { synthesizeSpeech, type SpokenAudio } from './synthesize-speech';
import { fallbackDelayMs } from './pacing';
import { forSpeech } from './sentences';

export type TtsVoice = (typeof TTS_VOICES)[number];

export interface SpeakerOptions {
  /** The server has a voice and the settings ask for it; else the device's own voices speak. */
  serverVoice: boolean;
  voice: TtsVoice;
  speed: number;
  /** A sentence's audio begins: `index` counts the sentences queued, from 0; `durationMs` is known for the server's voice. */
  onSentenceStart: (index: number, text: string, durationMs: number | null) => void;
  /** Everything queued has been said, and `finish()` was called. */
  onDone: () => void;
  /** Sound could not play (blocked until a tap, or not supported); the texts are the spec's. */
  onProblem: (message: string) => void;
}

interface Queued {
  index: number;
  text: string;
  /** Silence before it: a paragraph break. */
  pauseBeforeMs: number;
  /** Started when queued, so the next sentence's audio is ready when the current one ends. */
  audio: Promise<SpokenAudio | null>;
}

/** The spec's audio texts (app-spec section 8). */
export const PLAYBACK_TEXT = {
  blocked: 'Audio blocked - tap to enable sound',
  unsupported: 'Audio format not supported on this device',
  interrupted: 'Audio playback interrupted',
} as const;

let sharedAudio: HTMLAudioElement | null = null;

/**
 * One audio element for the whole app. iOS lets a page play sound only from an element that
 * first played inside a tap, so `unlockAudio()` runs on the first tap in voice mode.
 */
function audioElement(): HTMLAudioElement {
  sharedAudio ??= new Audio();
  return sharedAudio;
}

/** Plays a moment of silence inside a tap, so later replies may play on iOS. */
export function unlockAudio(): void {
  const audio = audioElement();
  if (audio.dataset.unlocked) return;
  audio.dataset.unlocked = 'true';
  audio.src = 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=';
  audio.play().catch(() => delete audio.dataset.unlocked);
  if ('speechSynthesis' in window) window.speechSynthesis.speak(new SpeechSynthesisUtterance(''));
}

/**
 * Speaks a reply sentence by sentence while it still streams: each sentence once, in the order
 * queued, the next one's audio fetched while the current one plays. The server's voice when
 * there is one (falling back to the device's for the rest of the reply if it fails), else the
 * browser's speech synthesis. `stop()` silences it at once (barge-in).
 */
export class Speaker {
  private readonly queue: Queued[] = [];
  private readonly controller = new AbortController();
  private count = 0;
  private playing = false;
  private finished = false;
  private stopped = false;
  private serverVoice: boolean;

  constructor(private readonly options: SpeakerOptions) {
    this.serverVoice = options.serverVoice;
  }

  enqueue(sentence: string, pauseBeforeMs = 0): void {
    const text = forSpeech(sentence);
    if (this.stopped || !text) return;
    this.queue.push({ index: this.count++, text: sentence, pauseBeforeMs, audio: this.fetchAudio(text) });
    void this.play();
  }

  /** No more sentences will come; `onDone` follows the last one. */
  finish(): void {
    this.finished = true;
    if (!this.playing && this.queue.length === 0 && !this.stopped) this.options.onDone();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.length = 0;
    this.controller.abort();
    const audio = audioElement();
    audio.pause();
    audio.onended = null;
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
  }

  private async fetchAudio(text: string): Promise<SpokenAudio | null> {
    if (!this.serverVoice) return null;
    try {
      return await synthesizeSpeech({ text, voice: this.options.voice, speed: this.options.speed }, this.controller.signal);
    } catch (error) {
      // The server has no voice (503) or failed: the device speaks the rest of this reply.
      if (!(error instanceof ApiError) || error.status >= 500) this.serverVoice = false;
      return null;
    }
  }

  private async play(): Promise<void> {
    if (this.playing) return;
    this.playing = true;
    while (!this.stopped) {
      const next = this.queue.shift();
      if (!next) break;
      const audio = await next.audio;
      if (next.pauseBeforeMs > 0) await new Promise((resolve) => setTimeout(resolve, next.pauseBeforeMs));

      if (this.stopped) break;
      this.options.onSentenceStart(next.index, next.text, audio?.durationSeconds ? audio.durationSeconds * 1000 : null);
      if (audio) await this.playBlob(audio.audio);
      else await this.speakOnDevice(forSpeech(next.text));
    }
    this.playing = false;
    if (this.finished && !this.stopped) this.options.onDone();
  }

  private playBlob(blob: Blob): Promise<void> {
    const audio = audioElement();
    const url = URL.createObjectURL(blob);
    return new Promise<void>((resolve) => {
      const done = () => {
        audio.onended = null;
        audio.onerror = null;
        URL.revokeObjectURL(url);
        resolve();
      };
      audio.onended = done;
      audio.onerror = () => {
        this.options.onProblem(PLAYBACK_TEXT.unsupported);
        done();
      };
      audio.src = url;
      audio.playbackRate = 1;
      audio.play().catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        if (name === 'NotAllowedError') this.options.onProblem(PLAYBACK_TEXT.blocked);
        else if (name === 'NotSupportedError') this.options.onProblem(PLAYBACK_TEXT.unsupported);
        else if (name !== 'AbortError') this.options.onProblem(PLAYBACK_TEXT.interrupted);
        done();
      });
    });
  }

  private speakOnDevice(text: string): Promise<void> {
    // No voice at all: the text still appears at reading pace.
    if (!('speechSynthesis' in window)) return new Promise((resolve) => setTimeout(resolve, fallbackDelayMs(text)));
    return new Promise<void>((resolve) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = this.options.speed;
      const voice = deviceVoice(this.options.voice);
      if (voice) utterance.voice = voice;
      // Some engines never fire `end` for a cancelled utterance: a generous timer keeps the queue moving.
      const guard = setTimeout(resolve, Math.max(4000, text.length * 120));
      utterance.onend = utterance.onerror = () => {
        clearTimeout(guard);
        resolve();
      };
      window.speechSynthesis.speak(utterance);
    });
  }
}

/** One of the device's voices for a settings voice: its language's voices in a stable order. */
function deviceVoice(voice: TtsVoice): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices();
  const language = navigator.language.slice(0, 2);
  const mine = voices.filter((v) => v.lang.startsWith(language));
  const pool = mine.length ? mine : voices;
  if (!pool.length || voice === 'default') return null;
  const order: TtsVoice[] = ['female-1', 'female-2', 'male-1', 'male-2'];
  return pool[order.indexOf(voice) % pool.length] ?? null;
}
