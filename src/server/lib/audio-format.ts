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

/** Integer PCM, IEEE float, A-law, mu-law and extensible: one sample is a whole number of bytes, so the length follows from the size. */
const UNCOMPRESSED_WAV = new Set([1, 3, 6, 7, 0xfffe]);

/**
 * A WAV file's length in seconds: every byte from its samples to the end of the file (a declared
 * data size smaller than what follows would hide audio that players still play), divided by what a
 * second takes by its sample rate, channels and bit depth. Never its byteRate field, which is
 * written by the sender and read by no player. Null for a missing chunk or a compressed encoding.
 */
export function wavDurationSeconds(bytes: Uint8Array): number | null {
  const layout = wavLayout(bytes);
  if (!layout || !UNCOMPRESSED_WAV.has(layout.encoding)) return null;
  const { channels, sampleRate, bitsPerSample } = layout;
  if (channels < 1 || sampleRate < 1 || bitsPerSample < 1 || bitsPerSample > 64) return null;
  const bytesPerSecond = sampleRate * channels * Math.ceil(bitsPerSample / 8);
  return (bytes.length - layout.dataAt) / bytesPerSecond;
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
  v1l1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_SAMPLE_RATES = [
  [11025, 12000, 8000], // MPEG 2.5
  [],
  [22050, 24000, 16000], // MPEG 2
  [44100, 48000, 32000], // MPEG 1
];

/** The samples and byte length of the MPEG audio frame at `at` (any version and layer). */
function mp3Frame(bytes: Uint8Array, at: number): { samples: number; sampleRate: number; length: number } {
  const version = (bytes[at + 1]! >> 3) & 3;
  const layer = 4 - ((bytes[at + 1]! >> 1) & 3); // 1, 2 or 3
  const mpeg1 = version === 3;
  const table = mpeg1
    ? [MP3_BITRATES_KBPS.v1l1, MP3_BITRATES_KBPS.v1l2, MP3_BITRATES_KBPS.v1l3][layer - 1]!
    : layer === 1
      ? MP3_BITRATES_KBPS.v2l1
      : MP3_BITRATES_KBPS.v2l23;
  const bitrate = table[bytes[at + 2]! >> 4]! * 1000;
  const sampleRate = MP3_SAMPLE_RATES[version]![(bytes[at + 2]! >> 2) & 3]!;
  const padding = (bytes[at + 2]! >> 1) & 1;
  if (layer === 1) return { samples: 384, sampleRate, length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4 };
  const samples = layer === 3 && !mpeg1 ? 576 : 1152;
  return { samples, sampleRate, length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding };
}

/**
 * An MP3's (any MPEG audio's) length in seconds by its frames, as a decoder finds them: after each
 * frame the next is looked for where it ends, and bytes that are no frame are stepped over one at
 * a time (a decoder resynchronises there too, so junk between frames cannot hide audio).
 */
export function mp3DurationSeconds(bytes: Uint8Array): number | null {
  let at = 0;
  if (ascii(bytes, 0, 'ID3') && bytes.length >= 10) {
    at = 10 + (((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f));
    if (at >= bytes.length) at = 10; // a tag 'longer' than the file hides nothing
  }
  let seconds = 0;
  let frames = 0;
  while (at + 4 <= bytes.length) {
    if (!isMp3FrameAt(bytes, at)) {
      at += 1;
      continue;
    }
    const frame = mp3Frame(bytes, at);
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    at += Math.max(frame.length, 4);
  }
  return frames > 0 ? seconds : null;
}
