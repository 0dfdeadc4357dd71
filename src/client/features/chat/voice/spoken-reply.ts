import { pauseBeforeMs, readingMs, splitParagraphs } from '@/lib/speech/pacing';
import { SentenceSplitter } from '@/lib/speech/sentences';
import { Speaker, type TtsVoice } from '@/lib/speech/speaker';
import { paragraphReveal } from './paragraph-reveal';

export interface SpokenReplyOptions {
  /** Spoken by the server's voice (else the device's own). */
  serverVoice: boolean;
  voice: TtsVoice;
  speed: number;
  /** A sentence begins to sound. */
  onSpeaking: () => void;
  /** The paragraphs shown so far. */
  onShow: (paragraphs: string[]) => void;
  /** Said to its end: the whole reply's paragraphs. */
  onDone: (paragraphs: string[]) => void;
  onProblem: (message: string) => void;
}

/**
 * A reply spoken sentence by sentence as it streams (each sentence's speech fetched as soon as it
 * is complete, played strictly in order), and shown paragraph by paragraph as it sounds.
 */
export class SpokenReply {
  private text = '';
  private shown = 0;
  /** Where each queued sentence starts in the reply. */
  private readonly offsets: number[] = [];
  private readonly splitter = new SentenceSplitter();
  private readonly speaker: Speaker;
  /** Stopped or said to its end: paragraphs still waiting to show stay hidden. */
  private over = false;

  constructor(options: SpokenReplyOptions) {
    this.speaker = new Speaker({
      serverVoice: options.serverVoice,
      voice: options.voice,
      speed: options.speed,
      onSentenceStart: (index, sentence, durationMs) => {
        options.onSpeaking();
        const reveal = paragraphReveal(this.text, this.offsets[index] ?? 0, sentence, durationMs ?? readingMs(sentence) / options.speed);
        const show = (count: number) => {
          if (this.over) return;
          this.shown = Math.max(this.shown, count);
          options.onShow(reveal.paragraphs.slice(0, this.shown));
        };
        show(reveal.now);
        reveal.laterMs.forEach((delay, i) => setTimeout(() => show(reveal.now + i + 1), delay));
      },
      onDone: () => {
        this.over = true;
        options.onDone(splitParagraphs(this.text));
      },
      onProblem: options.onProblem,
    });
  }

  /** More of the reply streamed in: its complete sentences are queued. */
  add(delta: string): void {
    this.text += delta;
    this.speak(this.splitter.push(delta));
  }

  /** The reply is complete: the rest is queued. */
  complete(): void {
    this.speak(this.splitter.flush());
  }

  /** The reply failed: what failed is shown, unless some of the reply came. */
  failed(message: string): void {
    this.text = this.text || message;
  }

  /** Nothing more will come; `onDone` follows the last sentence. */
  finish(): void {
    this.speaker.finish();
  }

  /** Silenced at once (barge-in, or voice mode closed). */
  stop(): void {
    this.over = true;
    this.speaker.stop();
  }

  private speak(sentences: string[]) {
    for (const sentence of sentences) {
      const previous = this.offsets.at(-1);
      const start = Math.max(0, this.text.indexOf(sentence, previous ?? 0));
      this.offsets.push(start);
      this.speaker.enqueue(sentence, pauseBeforeMs(this.text, previous, start));
    }
  }
}
