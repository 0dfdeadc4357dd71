import type * as Vad from '@ricky0123/vad-web';

/** Where the build serves the detector's scripts, worklet, model and onnxruntime's WASM (scripts/vite-vad-assets.ts). */
const ASSETS = '/vad/';

declare global {
  interface Window {
    vad?: typeof Vad;
  }
}

const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });

let loading: Promise<typeof Vad> | undefined;

/** vad-web's browser build and the onnxruntime it runs on, loaded once. */
function loadVad(): Promise<typeof Vad> {
  loading ??= loadScript(`${ASSETS}ort.wasm.min.js`)
    .then(() => loadScript(`${ASSETS}vad.bundle.min.js`))
    .then(() => window.vad ?? Promise.reject(new Error('vad-web did not define window.vad')));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Silero voice activity detection (`@ricky0123/vad-web`, its model inside the npm package) on the
 * open microphone: it tells speech from noise better than a loudness level does. Loaded only when
 * voice mode opens; `start` answers null when it cannot run (no WebAssembly, a blocked fetch), and
 * the loudness level stays in charge.
 */
export class VoiceActivity {
  /** From real speech (not a misfire) until its end. */
  speaking = false;
  private ended = false;
  private vad: Vad.MicVAD | null = null;

  static async start(stream: MediaStream, audioContext: AudioContext, silenceEndsTurnMs: number): Promise<VoiceActivity | null> {
    const activity = new VoiceActivity();
    try {
      const { MicVAD } = await loadVad();
      activity.vad = await MicVAD.new({
        model: 'v5',
        baseAssetPath: ASSETS,
        onnxWASMBasePath: ASSETS,
        audioContext,
        redemptionMs: silenceEndsTurnMs,
        // The microphone is the voice session's: the detector listens to it and never stops it.
        getStream: () => Promise.resolve(stream),
        pauseStream: async () => {},
        resumeStream: () => Promise.resolve(stream),
        onSpeechRealStart: () => void (activity.speaking = true),
        onVADMisfire: () => void (activity.speaking = false),
        onSpeechEnd: () => {
          activity.speaking = false;
          activity.ended = true;
        },
      });
      if (activity.vad.errored) throw new Error(activity.vad.errored);
      return activity;
    } catch (error) {
      console.warn('Voice activity detection is not available; the loudness level ends turns instead.', error);
      await activity.vad?.destroy();
      return null;
    }
  }

  /** True once after speech ended with the silence that ends a turn. */
  takeTurnEnd(): boolean {
    const ended = this.ended;
    this.ended = false;
    return ended;
  }

  async destroy(): Promise<void> {
    await this.vad?.destroy();
  }
}
