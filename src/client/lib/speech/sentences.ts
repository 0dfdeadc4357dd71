/**
 * Cuts streamed reply text into sentences as they complete, so speech can begin with the first
 * while the rest still streams. Every piece of text comes out exactly once, in order: `push`
 * answers the sentences a delta completed, `flush` whatever remains at the end.
 */
export class SentenceSplitter {
  private buffer = '';

  push(delta: string): string[] {
    this.buffer += delta;
    const sentences: string[] = [];
    // A sentence ends at . ! ? or a line break, followed by white space (so "3.5" and "e.g." mid-word stay whole).
    const end = /[.!?…]+["')\]]*(?=\s)|\n+/g;
    let start = 0;
    for (let match = end.exec(this.buffer); match; match = end.exec(this.buffer)) {
      const stop = match.index + match[0].length;
      const sentence = this.buffer.slice(start, stop).trim();
      if (sentence.length >= 2 || /\w/.test(sentence)) {
        sentences.push(sentence);
        start = stop;
      }
    }
    this.buffer = this.buffer.slice(start);
    return sentences.filter(speakable);
  }

  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest && speakable(rest) ? [rest] : [];
  }
}

/** Markdown and link syntax is not read aloud; a piece with no words is skipped. */
export const speakable = (text: string) => /[\p{L}\p{N}]/u.test(text);

export const forSpeech = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*_`#>|~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
