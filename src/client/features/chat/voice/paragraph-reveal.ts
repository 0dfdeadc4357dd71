import { splitParagraphs, syncedDelaysMs } from '@/lib/speech/pacing';

export interface ParagraphReveal {
  /** The whole reply so far, in the paragraphs shown. */
  paragraphs: string[];
  /** How many show as the sentence begins to sound. */
  now: number;
  /** After how long each further paragraph beginning inside that sentence follows. */
  laterMs: number[];
}

/**
 * The reply appears paragraph by paragraph, each as its first sentence begins to sound; pieces
 * that begin inside one long sentence (at `start` in the reply) follow, paced to that sentence's audio.
 */
export function paragraphReveal(reply: string, start: number, sentence: string, durationMs: number): ParagraphReveal {
  const paragraphs = splitParagraphs(reply);
  let at = 0;
  const starts = paragraphs.map((p) => (at = Math.max(at, reply.indexOf(p.slice(0, 20), at))));
  const now = starts.filter((s) => s <= start).length;
  const end = start + sentence.length;
  const cuts = [start, ...starts.slice(now).filter((s) => s < end), end];
  if (cuts.length === 2) return { paragraphs, now, laterMs: [] };
  const pieces = cuts.slice(1).map((cut, i) => reply.slice(cuts[i], cut));
  return { paragraphs, now, laterMs: syncedDelaysMs(pieces, durationMs).slice(1) };
}
