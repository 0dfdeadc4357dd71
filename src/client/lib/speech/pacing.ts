import { VOICE_PACING } from '../../../shared/voice.js';

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A reply as the paragraphs voice mode shows one at a time: its own blank-line paragraphs, or,
 * for text over 400 characters with none, pieces of about 150 characters cut after a sentence
 * (or, in a sentence too long, after a word).
 */
export function splitParagraphs(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [only] = paragraphs;
  if (only === undefined || paragraphs.length > 1 || only.length <= VOICE_PACING.splitLongerThan) return paragraphs;
  const pieces: string[] = [];
  let current = '';
  for (const sentence of only.match(/[^.!?]+[.!?]+["')\]]*\s*|[^.!?]+$/g) ?? [only]) {
    for (const word of sentence.length > VOICE_PACING.splitAt * 2 ? sentence.split(/(?<=\s)/) : [sentence]) {
      if (current && current.length + word.length > VOICE_PACING.splitAt) {
        pieces.push(current.trim());
        current = '';
      }
      current += word;
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** How long reading `text` takes at 165 words a minute, at least 2 s. */
export const readingMs = (text: string) => Math.max(VOICE_PACING.minParagraphMs, (wordsIn(text) / VOICE_PACING.wordsPerMinute) * 60_000);

/** With no audio to follow, how long a paragraph stays before the next: its reading time, at most 7 s. */
export const fallbackDelayMs = (text: string) => Math.min(VOICE_PACING.maxFallbackDelayMs, readingMs(text));

/** The pause before a sentence that starts at `start` of `text`, after one that started at `previous`: 500 ms across a paragraph break. */
export const pauseBeforeMs = (text: string, previous: number | undefined, start: number) =>
  previous !== undefined && /\n\s*\n/.test(text.slice(previous, start)) ? VOICE_PACING.minPauseMs : 0;

/** The longest pause paced to `audioMs` of audio: the larger of 15 s and 40 % of it. */
export const maxSyncedPauseMs = (audioMs: number) => Math.max(VOICE_PACING.maxSyncedPauseMs, VOICE_PACING.maxSyncedPauseShare * audioMs);

/**
 * When each of `pieces` appears (ms after the audio starts) while `audioMs` of audio speaks them
 * all: the first at once, each next one when the one before has had its share of the audio by
 * words, and no pause shorter than 500 ms or longer than `maxSyncedPauseMs`.
 */
export function syncedDelaysMs(pieces: string[], audioMs: number): number[] {
  const totalWords = pieces.reduce((sum, piece) => sum + wordsIn(piece), 0) || 1;
  const delays = [0];
  let at = 0;
  // Each piece but the last holds back the next one by its share of the audio.
  for (const piece of pieces.slice(0, -1)) {
    const share = (audioMs * wordsIn(piece)) / totalWords;
    at += Math.min(maxSyncedPauseMs(audioMs), Math.max(VOICE_PACING.minPauseMs, share));
    delays.push(at);
  }
  return delays;
}
