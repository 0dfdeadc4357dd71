/** The sample rate every speech service accepts and whisper models use. */
export const UPLOAD_SAMPLE_RATE = 16_000;

/** 16-bit PCM mono WAV of samples in [-1, 1] (clipped). */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return buffer;
}

/**
 * What MediaRecorder produced (WebM/Opus on Chrome, MP4/AAC on Safari) as 16 kHz mono WAV: an
 * AudioContext decodes it and an OfflineAudioContext resamples it, so the server needs no decoder
 * and every speech service takes the file. Answers the original when the browser cannot decode it.
 */
export async function toUploadWav(recording: Blob): Promise<Blob> {
  const Context =
    (window.AudioContext as typeof AudioContext | undefined) ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context || typeof OfflineAudioContext === 'undefined') return recording;
  const context = new Context();
  try {
    const decoded = await context.decodeAudioData(await recording.arrayBuffer());
    const length = Math.ceil(decoded.duration * UPLOAD_SAMPLE_RATE);
    const offline = new OfflineAudioContext(1, Math.max(1, length), UPLOAD_SAMPLE_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    return new Blob([encodeWav(rendered.getChannelData(0), UPLOAD_SAMPLE_RATE)], { type: 'audio/wav' });
  } catch {
    return recording;
  } finally {
    void context.close();
  }
}
