import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { fallbackDelayMs, maxSyncedPauseMs, pauseBeforeMs, readingMs, splitParagraphs, syncedDelaysMs } from '@/lib/speech/pacing';
import { forSpeech, SentenceSplitter } from '@/lib/speech/sentences';
import { recognitionVendor } from './browser-recognition';
import { encodeWav } from './wav';
import { isRetryable, keepRecordingText, voiceErrorText, VOICE_MESSAGES, withRetries } from './voice-errors';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('voice pacing', () => {
  it('keeps paragraphs, and cuts long text without any at sentences of about 150 characters', () => {
    expect(splitParagraphs('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(splitParagraphs('Short and whole.')).toEqual(['Short and whole.']);
    const sentence = 'Your energy has been steady this week with a small dip on Tuesday. ';
    const long = sentence.repeat(8).trim();
    const pieces = splitParagraphs(long);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join(' ')).toBe(long);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(150);
      expect(piece.endsWith('.')).toBe(true);
    }
    const oneRunOn = words(120);
    expect(splitParagraphs(oneRunOn).every((p) => p.length <= 150)).toBe(true);
    expect(splitParagraphs(oneRunOn).join(' ')).toBe(oneRunOn);
  });

  it('reads at 165 words a minute, at least 2 s; the fallback waits at most 7 s', () => {
    expect(readingMs(words(165))).toBe(60_000);
    expect(readingMs('Hi.')).toBe(2000);
    expect(fallbackDelayMs(words(165))).toBe(7000);
    expect(fallbackDelayMs(words(11))).toBe(4000);
  });

  it('pauses at least 500 ms across a paragraph break, and not inside a paragraph', () => {
    const text = 'First thought. Still the first.\n\nA new paragraph.';
    expect(pauseBeforeMs(text, undefined, 0)).toBe(0);
    expect(pauseBeforeMs(text, 0, text.indexOf('Still'))).toBe(0);
    expect(pauseBeforeMs(text, text.indexOf('Still'), text.indexOf('A new'))).toBe(500);
  });

  it('paces pieces to one stretch of audio by their words, each pause between 500 ms and the larger of 15 s or 40 % of the audio', () => {
    expect(maxSyncedPauseMs(10_000)).toBe(15_000);
    expect(maxSyncedPauseMs(60_000)).toBe(24_000);
    expect(syncedDelaysMs(['one two three', 'four'], 4000)).toEqual([0, 3000]);
    expect(syncedDelaysMs([words(2), words(2), words(4)], 8000)).toEqual([0, 2000, 4000]);
    expect(syncedDelaysMs(['Yes.', 'No.'], 300)).toEqual([0, 500]);
    expect(syncedDelaysMs([words(99), 'end'], 20_000)).toEqual([0, 15_000]);
    expect(syncedDelaysMs([words(99), 'end'], 100_000)).toEqual([0, 40_000]);
    expect(syncedDelaysMs(['Only one.'], 5000)).toEqual([0]);
  });
});

describe('sentences for speech', () => {
  it('gives every sentence once and in order, however the text is cut into deltas', () => {
    const text = 'Your energy averaged 3.5/5 this week. That is up! Did you sleep better?\n\n- More water\n- Walks. Keep going';
    for (const size of [1, 3, 7, 200]) {
      const splitter = new SentenceSplitter();
      const out: string[] = [];
      for (let i = 0; i < text.length; i += size) out.push(...splitter.push(text.slice(i, i + size)));
      out.push(...splitter.flush());
      expect(out, `deltas of ${size}`).toEqual([
        'Your energy averaged 3.5/5 this week.',
        'That is up!',
        'Did you sleep better?',
        '- More water',
        '- Walks.',
        'Keep going',
      ]);
    }
  });

  it('reads text, not markdown', () => {
    expect(forSpeech('**Energy** is [up](https://x.test) `today`')).toBe('Energy is up today');
  });
});

describe('WAV encoding', () => {
  it('writes 16-bit mono PCM with a header a server can read', () => {
    const wav = new DataView(encodeWav(new Float32Array([0, 1, -1, 2]), 16_000));
    const ascii = (at: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(at + i)));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint32(24, true)).toBe(16_000);
    expect(wav.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });
});

describe('voice errors', () => {
  const api = (status: number, message: string, code = 'X') => new ApiError(message, status, { statusCode: status, message, code });

  it("maps failures to the spec's Voice Error texts", () => {
    expect(voiceErrorText(api(422, 'Could not understand the audio - please try again and speak clearly'))).toBe(
      VOICE_MESSAGES.notUnderstood,
    );
    expect(voiceErrorText(api(429, 'Too many voice requests - please wait a moment'))).toBe(VOICE_MESSAGES.tooManyRequests);
    expect(voiceErrorText(new TypeError('Failed to fetch'))).toBe(VOICE_MESSAGES.connectionLost);
    expect(voiceErrorText(api(400, 'Audio too short - please speak more clearly'))).toBe(VOICE_MESSAGES.audioTooShort);
    expect(voiceErrorText(api(413, 'Audio file too large - please try a shorter recording'))).toBe(VOICE_MESSAGES.fileTooLarge);
    expect(voiceErrorText(api(500, 'Something went wrong'))).toBe('Failed to process voice message. Please try again.');
  });

  it('retries network trouble, timeouts, 502 and 503 twice with growing delay, and nothing else', async () => {
    expect([
      isRetryable(api(502, 'x')),
      isRetryable(api(503, 'x')),
      isRetryable(new TypeError('network')),
      isRetryable(api(400, 'x')),
    ]).toEqual([true, true, true, false]);
    let calls = 0;
    const started = Date.now();
    const third = () => (++calls < 3 ? Promise.reject(api(502, 'gateway')) : Promise.resolve('sent'));
    await expect(withRetries(third, { delayMs: 10 })).resolves.toBe('sent');
    calls = 0;
    await expect(
      withRetries(
        () => {
          calls++;
          return Promise.reject(api(503, 'busy'));
        },
        { delayMs: 10 },
      ),
    ).rejects.toThrow('busy');
    expect(calls).toBe(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
    calls = 0;
    await expect(
      withRetries(() => {
        calls++;
        return Promise.reject(api(400, 'bad'));
      }),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });

  it('counts the seconds still to record', () => {
    expect(keepRecordingText(200)).toBe('Keep recording for 2 more seconds...');
    expect(keepRecordingText(900)).toBe('Keep recording for 1 more second...');
  });
});

describe("the browser's recognition", () => {
  it('names whose servers hear the audio', () => {
    expect(
      recognitionVendor('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36'),
    ).toBe("Google's");
    expect(
      recognitionVendor('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0'),
    ).toBe("Microsoft's");
    expect(
      recognitionVendor(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe("Apple's");
    expect(recognitionVendor('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe("your browser maker's");
  });
});
