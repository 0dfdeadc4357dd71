import { VoiceActivity } from './voice-activity';
import { VOICE_MESSAGES } from './voice-errors';

/** Why the microphone could not open, in the spec's words. */
export class MicrophoneError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'MicrophoneError';
  }
}

const RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/**
 * The open microphone: a MediaRecorder for turns, voice activity detection for the hands-free
 * turn end, and a level meter (the orb, and the turn end when the detector cannot run). One per
 * voice session; `close()` releases the device.
 */
export class Microphone {
  /** Silero's verdict on speech once loaded; until then, or if it cannot load, the level decides. */
  voiceActivity: VoiceActivity | null = null;
  private closed = false;
  private recorder: MediaRecorder | null = null;
  private chunks: Blob[] = [];
  private startedAt = 0;
  private readonly samples: Float32Array<ArrayBuffer>;

  private constructor(
    private readonly stream: MediaStream,
    private readonly context: AudioContext,
    private readonly analyser: AnalyserNode,
  ) {
    this.samples = new Float32Array(analyser.fftSize);
  }

  static async open(): Promise<Microphone> {
    // Absent outside secure contexts, whatever the DOM types say.
    if (!(navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia) {
      if (!window.isSecureContext)
        throw new MicrophoneError(VOICE_MESSAGES.httpsRequired, 'Open Willow over https:// to use the microphone.');
      throw new MicrophoneError(VOICE_MESSAGES.microphoneRequired, VOICE_MESSAGES.allowMicrophone);
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 } });
    } catch {
      throw new MicrophoneError(VOICE_MESSAGES.microphoneRequired, VOICE_MESSAGES.allowMicrophone);
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    return new Microphone(stream, context, analyser);
  }

  /** Starts voice activity detection on this microphone, in the background. */
  detectSpeech(silenceEndsTurnMs: number): void {
    void VoiceActivity.start(this.stream, this.context, silenceEndsTurnMs).then((activity) => {
      if (this.closed) void activity?.destroy();
      else this.voiceActivity = activity;
    });
  }

  get recording(): boolean {
    return this.recorder?.state === 'recording';
  }

  /** Milliseconds since the current recording began. */
  get elapsedMs(): number {
    return this.recording ? performance.now() - this.startedAt : 0;
  }

  /** The loudness now, as RMS in [0, 1]. */
  level(): number {
    this.analyser.getFloatTimeDomainData(this.samples);
    let sum = 0;
    for (const s of this.samples) sum += s * s;
    return Math.sqrt(sum / this.samples.length);
  }

  start(): void {
    if (this.recording) return;
    void this.context.resume();
    const mimeType = RECORDER_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    this.recorder = new MediaRecorder(this.stream, mimeType ? { mimeType } : undefined);
    this.chunks = [];
    this.recorder.ondataavailable = (event) => event.data.size > 0 && this.chunks.push(event.data);
    this.recorder.start(250);
    this.startedAt = performance.now();
  }

  /** Ends the recording: what was recorded, and for how long. */
  stop(): Promise<{ blob: Blob; durationMs: number }> {
    const recorder = this.recorder;
    if (!recorder || recorder.state === 'inactive') return Promise.resolve({ blob: new Blob(), durationMs: 0 });
    const durationMs = performance.now() - this.startedAt;
    return new Promise((resolve) => {
      recorder.onstop = () => resolve({ blob: new Blob(this.chunks, { type: recorder.mimeType }), durationMs });
      recorder.stop();
    });
  }

  /** Drops a recording in progress (barge-in, leaving). */
  discard(): void {
    if (this.recorder && this.recorder.state !== 'inactive') {
      this.recorder.onstop = null;
      this.recorder.stop();
    }
    this.chunks = [];
  }

  close(): void {
    this.closed = true;
    void this.voiceActivity?.destroy();
    this.discard();
    for (const track of this.stream.getTracks()) track.stop();
    void this.context.close();
  }
}
