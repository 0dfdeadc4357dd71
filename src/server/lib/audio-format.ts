/** What an audio file is, by its first bytes (never by the type the sender declared). */
export type AudioFormat = 'wav' | 'webm' | 'ogg' | 'mp4' | 'mp3' | 'flac';

export const AUDIO_CONTENT_TYPES: Record<AudioFormat, string> = {
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
};

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** An MPEG audio frame header: 11 sync bits, a layer, a bitrate index and a sample rate that exist. */
function isMp3FrameAt(bytes: Uint8Array, at: number): boolean {
  if (bytes.length < at + 4 || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = (bytes[at + 1]! >> 1) & 3;
  const bitrate = bytes[at + 2]! >> 4;
  const rate = (bytes[at + 2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'fLaC')) return 'flac';
  if (ascii(bytes, 0, 'ID3') || isMp3FrameAt(bytes, 0)) return 'mp3';
  return null;
}

interface WavLayout {
  /** 1: integer PCM, 3: IEEE float, 0xfffe: extensible (its sub-format is not read). */
  encoding: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  bitsPerSample: number;
  dataAt: number;
  dataLength: number;
}

/** A WAV file's `fmt ` fields and where its samples are, or null when either chunk is missing. */
function wavLayout(bytes: Uint8Array): WavLayout | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: Omit<WavLayout, 'dataAt' | 'dataLength'> | undefined;
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    if (ascii(bytes, at, 'fmt ') && at + 24 <= bytes.length) {
      fmt = {
        encoding: view.getUint16(at + 8, true),
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        byteRate: view.getUint32(at + 16, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    }
    if (ascii(bytes, at, 'data')) {
      if (!fmt) return null;
      // A recorder that streamed its file may leave the size unset (0 or 0xFFFFFFFF): the bytes present count.
      const present = bytes.length - (at + 8);
      return { ...fmt, dataAt: at + 8, dataLength: size === 0 || size > present ? present : size };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** A WAV file's length in seconds from its `fmt ` and `data` chunks, or null when they are missing. */
export function wavDurationSeconds(bytes: Uint8Array): number | null {
  const layout = wavLayout(bytes);
  return layout && layout.byteRate > 0 ? layout.dataLength / layout.byteRate : null;
}

export const SPEECH_SAMPLE_RATE = 16_000;

/**
 * A WAV file's sound as 16 kHz mono samples between -1 and 1, what whisper.cpp listens to: 16-bit
 * integer or 32-bit float samples, channels averaged, other rates resampled linearly (the app
 * sends 16 kHz mono, so that costs nothing there). Null for any other WAV.
 */
export function wavSamples16k(bytes: Uint8Array): Float32Array<ArrayBuffer> | null {
  const layout = wavLayout(bytes);
  if (!layout || layout.channels < 1 || layout.sampleRate < 1) return null;
  const { encoding, channels, sampleRate, bitsPerSample, dataAt } = layout;
  const float = bitsPerSample === 32 && (encoding === 3 || encoding === 0xfffe);
  const int16 = bitsPerSample === 16 && (encoding === 1 || encoding === 0xfffe);
  if (!float && !int16) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + dataAt, layout.dataLength);
  const frameBytes = channels * (bitsPerSample / 8);
  const frames = Math.floor(layout.dataLength / frameBytes);
  const mono = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) {
      const at = frame * frameBytes + channel * (bitsPerSample / 8);
      sum += float ? view.getFloat32(at, true) : view.getInt16(at, true) / 0x8000;
    }
    mono[frame] = sum / channels;
  }
  if (sampleRate === SPEECH_SAMPLE_RATE) return mono;
  const out = new Float32Array(Math.floor((frames * SPEECH_SAMPLE_RATE) / sampleRate));
  for (let i = 0; i < out.length; i++) {
    const position = (i * sampleRate) / SPEECH_SAMPLE_RATE;
    const before = Math.floor(position);
    const after = Math.min(before + 1, frames - 1);
    out[i] = mono[before]! + (mono[after]! - mono[before]!) * (position - before);
  }
  return out;
}

const MP3_BITRATES_KBPS = {
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES = [
  [11025, 12000, 8000], // MPEG 2.5
  [],
  [22050, 24000, 16000], // MPEG 2
  [44100, 48000, 32000], // MPEG 1
];

/** An MP3's length in seconds by walking its layer III frames (right for constant and variable bit rates). */
export function mp3DurationSeconds(bytes: Uint8Array): number | null {
  let at = 0;
  if (ascii(bytes, 0, 'ID3') && bytes.length >= 10) {
    at = 10 + (((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f));
  }
  let seconds = 0;
  let frames = 0;
  while (isMp3FrameAt(bytes, at)) {
    const version = (bytes[at + 1]! >> 3) & 3;
    const layer = (bytes[at + 1]! >> 1) & 3;
    if (layer !== 1) return null; // only layer III is spoken by speech services
    const mpeg1 = version === 3;
    const kbps = (mpeg1 ? MP3_BITRATES_KBPS.v1l3 : MP3_BITRATES_KBPS.v2l3)[bytes[at + 2]! >> 4]!;
    const sampleRate = MP3_SAMPLE_RATES[version]![(bytes[at + 2]! >> 2) & 3]!;
    const padding = (bytes[at + 2]! >> 1) & 1;
    const samples = mpeg1 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / sampleRate) + padding;
    seconds += samples / sampleRate;
    frames += 1;
    at += length;
  }
  return frames > 0 ? seconds : null;
}
