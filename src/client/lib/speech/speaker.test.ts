import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '@/test/handlers';
import { Speaker } from './speaker';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Audio "plays" for 5 ms, then ends (or, with `ends` false, plays on until stopped). `played`
 * lists what was played, by the text of its audio (each test's server answers with the text).
 */
function fakePlayback(ends = true) {
  const urls: string[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    urls.push(this.src);
    if (ends)
      setTimeout(() => {
        this.onended?.(new Event('ended'));
      }, 5);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { urls, played: () => Promise.all(urls.map((url) => blobs.get(url)!.text())) };
}

/** Audio whose bytes are the sentence it says, with its length in the duration header when given. */
const spoken = (text: string, seconds?: number) =>
  new HttpResponse(text, { headers: { 'content-type': 'audio/wav', ...(seconds && { 'x-audio-duration': String(seconds) }) } });

describe('Speaker', () => {
  it('says every sentence once and in order, even when later sentences are synthesized first', async () => {
    vi.useFakeTimers();
    const playback = fakePlayback();
    // The server answers later sentences sooner: sentence i takes (10 - i) * 15 ms.
    const synthesized = answer<{ text: string }>('post', '/api/speech/synthesize', async ({ text }) => {
      await delay((10 - Number(/\d+/.exec(text)![0])) * 15);
      return spoken(text, 0.5);
    });
    const started: number[] = [];
    let done = false;
    const speaker = new Speaker({
      serverVoice: true,
      voice: 'default',
      speed: 1.15,
      onSentenceStart: (index) => started.push(index),
      onDone: () => (done = true),
      onProblem: (message) => {
        throw new Error(message);
      },
    });
    // The model streams faster than speech: all ten sentences arrive at once.
    for (let i = 0; i < 10; i++) speaker.enqueue(`Sentence ${i}.`);
    speaker.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
    expect(synthesized.bodies).toHaveLength(10);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await playback.played()).toEqual(Array.from({ length: 10 }, (_, i) => `Sentence ${i}.`));
  });

  it('leaves at least 500 ms before a new paragraph and tells each sentence its audio length', async () => {
    vi.useFakeTimers();
    fakePlayback();
    answer<{ text: string }>('post', '/api/speech/synthesize', ({ text }) => spoken(text, 1.25));
    const starts: { at: number; durationMs: number | null }[] = [];
    let done = false;
    const speaker = new Speaker({
      serverVoice: true,
      voice: 'default',
      speed: 1,
      onSentenceStart: (_, __, durationMs) => starts.push({ at: Date.now(), durationMs }),
      onDone: () => (done = true),
      onProblem: () => {},
    });
    speaker.enqueue('One.');
    speaker.enqueue('Two.');
    speaker.enqueue('A new paragraph.', 500);
    speaker.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
    expect(starts.map((s) => s.durationMs)).toEqual([1250, 1250, 1250]);
    expect(starts[1]!.at - starts[0]!.at).toBeLessThan(400);
    expect(starts[2]!.at - starts[1]!.at).toBeGreaterThanOrEqual(500);
  });

  it('stops at once for barge-in: nothing more plays and done never comes', async () => {
    vi.useFakeTimers();
    const playback = fakePlayback(false);
    answer<{ text: string }>('post', '/api/speech/synthesize', ({ text }) => spoken(text));
    const onDone = vi.fn();
    const speaker = new Speaker({ serverVoice: true, voice: 'male-1', speed: 1, onSentenceStart: () => {}, onDone, onProblem: () => {} });
    speaker.enqueue('One.');
    speaker.enqueue('Two.');
    speaker.enqueue('Three.');
    await vi.waitFor(() => expect(playback.urls).toHaveLength(1));
    speaker.stop();
    speaker.finish();
    await vi.advanceTimersByTimeAsync(50);
    expect(await playback.played()).toEqual(['One.']);
    expect(onDone).not.toHaveBeenCalled();
  });
});
