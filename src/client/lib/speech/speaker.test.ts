import { afterEach, describe, expect, it, vi } from 'vitest';
import { Speaker } from './speaker';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Audio "plays" for a moment, then ends (or, with `ends` false, plays on until stopped). */
function fakePlayback(played: string[], ends = true) {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    if (ends) setTimeout(() => this.onended?.(new Event('ended')), 5);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob & { label?: string }).label ?? n++}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

describe('Speaker', () => {
  it('says every sentence once and in order, even when later sentences are synthesized first', async () => {
    const played: string[] = [];
    fakePlayback(played);
    // The server answers later sentences sooner: sentence i takes (10 - i) * 15 ms.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_, init) => {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      const index = Number(/\d+/.exec(text)![0]);
      await new Promise((resolve) => setTimeout(resolve, (10 - index) * 15));
      const blob = new Blob(['RIFF'], { type: 'audio/wav' }) as Blob & { label?: string };
      blob.label = text;
      return { ok: true, status: 200, headers: new Headers({ 'x-audio-duration': '0.5' }), blob: async () => blob } as unknown as Response;
    });
    const started: number[] = [];
    const done = new Promise<void>((resolve) => {
      const speaker = new Speaker({
        serverVoice: true,
        voice: 'default',
        speed: 1.15,
        onSentenceStart: (index) => started.push(index),
        onDone: resolve,
        onProblem: (message) => {
          throw new Error(message);
        },
      });
      // The model streams faster than speech: all ten sentences arrive at once.
      for (let i = 0; i < 10; i++) speaker.enqueue(`Sentence ${i}.`);
      speaker.finish();
    });
    await done;
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(played).toEqual(Array.from({ length: 10 }, (_, i) => `blob:Sentence ${i}.`));
  });

  it('leaves at least 500 ms before a new paragraph and tells each sentence its audio length', async () => {
    fakePlayback([]);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        ({
          ok: true,
          status: 200,
          headers: new Headers({ 'x-audio-duration': '1.25' }),
          blob: async () => new Blob(['RIFF']),
        }) as unknown as Response,
    );
    const starts: { at: number; durationMs: number | null }[] = [];
    await new Promise<void>((resolve) => {
      const speaker = new Speaker({
        serverVoice: true,
        voice: 'default',
        speed: 1,
        onSentenceStart: (_, __, durationMs) => starts.push({ at: performance.now(), durationMs }),
        onDone: resolve,
        onProblem: () => {},
      });
      speaker.enqueue('One.');
      speaker.enqueue('Two.');
      speaker.enqueue('A new paragraph.', 500);
      speaker.finish();
    });
    expect(starts.map((s) => s.durationMs)).toEqual([1250, 1250, 1250]);
    expect(starts[1]!.at - starts[0]!.at).toBeLessThan(400);
    expect(starts[2]!.at - starts[1]!.at).toBeGreaterThanOrEqual(500);
  });

  it('stops at once for barge-in: nothing more plays and done never comes', async () => {
    const played: string[] = [];
    fakePlayback(played, false);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => ({ ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['RIFF']) }) as unknown as Response,
    );
    const onDone = vi.fn();
    const speaker = new Speaker({ serverVoice: true, voice: 'male-1', speed: 1, onSentenceStart: () => {}, onDone, onProblem: () => {} });
    speaker.enqueue('One.');
    speaker.enqueue('Two.');
    speaker.enqueue('Three.');
    await vi.waitFor(() => expect(played).toHaveLength(1));
    vi.useFakeTimers();
    speaker.stop();
    speaker.finish();
    await vi.advanceTimersByTimeAsync(50);
    expect(played).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
