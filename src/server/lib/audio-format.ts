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

const dataView = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  if (ascii(bytes, 0, 'fLaC')) return 'flac';
  if (ascii(bytes, 0, 'ID3') || mp3FrameAt(dataView(bytes), 0)) return 'mp3';
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
  const view = dataView(bytes);
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
    const from = mono[before] ?? 0; // position < frames, so both samples exist
    const to = mono[after] ?? from;
    out[i] = from + (to - from) * (position - before);
  }
  return out;
}

const V1L1 = [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448];
const V1L2 = [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384];
const V1L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const V2L1 = [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256];
const V2L23 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
/** Kbps by MPEG 1 or not (2 and 2.5), then layer 1 to 3, then the header's index (0 is 'free', 15 is bad: neither is a frame here). */
const MP3_BITRATES_KBPS = { mpeg1: [V1L1, V1L2, V1L3], mpeg2: [V2L1, V2L23, V2L23] };
const MP3_SAMPLE_RATES = [
  [11025, 12000, 8000], // MPEG 2.5
  [], // reserved
  [22050, 24000, 16000], // MPEG 2
  [44100, 48000, 32000], // MPEG 1
];

/**
 * The MPEG audio frame (any version and layer) whose 4-byte header is at `at`: its samples and
 * byte length. Null when no header is there: 11 sync bits, then a version, layer, bitrate and
 * sample rate that exist.
 */
function mp3FrameAt(view: DataView, at: number): { samples: number; sampleRate: number; length: number } | null {
  if (view.byteLength < at + 4) return null;
  const header = view.getUint32(at);
  const version = (header >>> 19) & 3;
  const layer = 4 - ((header >>> 17) & 3); // 1, 2 or 3 (4 is reserved)
  const mpeg1 = version === 3;
  const kbps = MP3_BITRATES_KBPS[mpeg1 ? 'mpeg1' : 'mpeg2'][layer - 1]?.[(header >>> 12) & 15];
  const sampleRate = MP3_SAMPLE_RATES[version]?.[(header >>> 10) & 3];
  if (header >>> 21 !== 0x7ff || !kbps || sampleRate === undefined) return null;
  const bitrate = kbps * 1000;
  const padding = (header >>> 9) & 1;
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
  const view = dataView(bytes);
  let at = 0;
  if (ascii(bytes, 0, 'ID3') && bytes.length >= 10) {
    // The tag's size: 4 bytes of 7 bits each (a 'syncsafe' integer).
    at = 10 + [6, 7, 8, 9].reduce((size, i) => (size << 7) | (view.getUint8(i) & 0x7f), 0);
    if (at >= bytes.length) at = 10; // a tag 'longer' than the file hides nothing
  }
  let seconds = 0;
  let frames = 0;
  while (at + 4 <= bytes.length) {
    const frame = mp3FrameAt(view, at);
    if (!frame) {
      at += 1;
      continue;
    }
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    at += Math.max(frame.length, 4);
  }
  return frames > 0 ? seconds : null;
}
