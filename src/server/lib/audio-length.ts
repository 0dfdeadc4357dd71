import { mp3DurationSeconds, wavDurationSeconds, type AudioFormat } from './audio-format.js';

/*
 * A recording's length measured from the frames a decoder would play, never from a length the
 * file states about itself (a header's duration, an Ogg granule position, a Matroska Duration),
 * which its sender writes. Where a frame's length cannot be read exactly, the longest it can be
 * is counted. Null: the file cannot be measured (a codec other than the ones browsers record).
 */

const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The longest an Opus packet plays (RFC 6716, section 3.2.5). */
const OPUS_MAX_PACKET_MS = 120;
const OPUS_FRAME_MS = [
  10, 20, 40, 60, 10, 20, 40, 60, 10, 20, 40, 60, 10, 20, 10, 20, 2.5, 5, 10, 20, 2.5, 5, 10, 20, 2.5, 5, 10, 20, 2.5, 5, 10, 20,
];

/** An Opus packet's length from its TOC byte and frame count (RFC 6716, section 3.1). */
export function opusPacketMs(packet: Uint8Array): number {
  const [toc, count] = packet;
  if (toc === undefined) return 0;
  const frameMs = OPUS_FRAME_MS[toc >> 3] ?? 0; // 32 configurations: every one is there
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : count !== undefined ? count & 0x3f : 48;
  return Math.min(OPUS_MAX_PACKET_MS, frames * frameMs);
}

/**
 * Ogg: every packet of every logical stream, gathered across pages as a decoder does (a page that
 * is not where the last one ended is looked for further on). Only Opus streams are measured; any
 * other codec in the file makes it unmeasurable.
 */
function oggSeconds(bytes: Uint8Array): number | null {
  const streams = new Map<number, { packets: number; head: number[]; opus: boolean | null }>();
  let ms = 0;
  const finish = (stream: { packets: number; head: number[]; opus: boolean | null }) => {
    const head = Uint8Array.from(stream.head);
    if (stream.packets === 0) stream.opus = text(head, 0, 8) === 'OpusHead';
    else if (stream.packets > 1 && stream.opus) ms += opusPacketMs(head);
    stream.packets += 1;
    stream.head = [];
  };
  let at = 0;
  while (at + 27 <= bytes.length) {
    if (text(bytes, at, 4) !== 'OggS') {
      at += 1;
      continue;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset + at);
    const serial = view.getUint32(14, true);
    const segments = view.getUint8(26);
    let body = at + 27 + segments;
    if (body > bytes.length) break;
    const stream = streams.get(serial) ?? { packets: 0, head: [], opus: null };
    streams.set(serial, stream);
    for (let i = 0; i < segments; i++) {
      const lacing = view.getUint8(27 + i);
      if (stream.head.length < 8) stream.head.push(...bytes.subarray(body, Math.min(body + lacing, body + 8 - stream.head.length)));
      body += lacing;
      if (lacing < 255) finish(stream);
    }
    at = Math.max(body, at + 1);
  }
  if (streams.size === 0 || [...streams.values()].some((stream) => stream.opus !== true)) return null;
  return ms / 1000;
}

/** An EBML variable-length number at `at`: its value (marker bit kept for ids), its length, and whether it says 'unknown'. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (const byte of bytes.subarray(at + 1, at + length)) {
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const EBML = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
};
/** Elements walked into rather than over: their size may be 'unknown' (a live recording's are). */
const EBML_CONTAINERS = new Set([EBML.segment, EBML.cluster, EBML.tracks, EBML.trackEntry, EBML.blockGroup]);

/**
 * WebM/Matroska: every block of every track, each Opus block by its TOC byte (a laced block by the
 * longest its frames can be). A track of another codec makes the file unmeasurable.
 */
function matroskaSeconds(bytes: Uint8Array): number | null {
  const codecs = new Map<number, string>();
  let entry: { number?: number; codec?: string } | null = null;
  let ms = 0;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) break;
    const dataAt = at + id.length + size.length;
    if (id.value === EBML.trackEntry) entry = {};
    if (EBML_CONTAINERS.has(id.value)) {
      at = dataAt;
      continue;
    }
    if (size.unknown) return null;
    const data = bytes.subarray(dataAt, Math.min(bytes.length, dataAt + size.value));
    if (id.value === EBML.trackNumber && entry) entry.number = data.reduce((n, b) => n * 256 + b, 0);
    if (id.value === EBML.codecId && entry) entry.codec = text(data, 0, data.length);
    if (entry?.number !== undefined && entry.codec !== undefined) {
      codecs.set(entry.number, entry.codec);
      entry = null;
    }
    if (id.value === EBML.simpleBlock || id.value === EBML.block) {
      const track = vint(data, 0, false);
      if (track && codecs.get(track.value) === 'A_OPUS') {
        const flags = data[track.length + 2] ?? 0;
        const frames = data.subarray(track.length + 3);
        ms += (flags & 0x06) === 0 ? opusPacketMs(frames) : ((frames[0] ?? 0) + 1) * OPUS_MAX_PACKET_MS;
      }
    }
    at = dataAt + size.value;
  }
  if (codecs.size === 0 || [...codecs.values()].some((codec) => codec !== 'A_OPUS')) return null;
  return ms / 1000;
}

/** Samples in one AAC frame, at the rate its AudioSpecificConfig gives (SBR's doubled output plays as long). */
const AAC_FRAME_SAMPLES = 1024;
const AAC_SAMPLE_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];
const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf']);

/** The sample rate in an esds box's AudioSpecificConfig (ISO 14496-1 descriptors, 14496-3 1.6.2.1), or null. */
function esdsSampleRate(esds: Uint8Array): number | null {
  let at = 4; // version and flags
  const descriptor = (tag: number) => {
    if (esds[at] !== tag) return false;
    at += 1;
    for (let i = 0; i < 4 && ((esds[at++] ?? 0) & 0x80) !== 0; i++);
    return true;
  };
  if (!descriptor(0x03)) return null;
  const flags = esds[at + 2] ?? 0;
  at += 3 + (flags & 0x80 ? 2 : 0) + (flags & 0x40 ? 1 + (esds[at + 3] ?? 0) : 0) + (flags & 0x20 ? 2 : 0);
  if (!descriptor(0x04)) return null;
  at += 13;
  if (!descriptor(0x05) || at + 2 > esds.length) return null;
  const view = new DataView(esds.buffer, esds.byteOffset, esds.byteLength);
  let bits = (view.getUint16(at) << 16) | ((esds[at + 2] ?? 0) << 8) | (esds[at + 3] ?? 0);
  const objectType = bits >>> 27;
  bits <<= 5;
  if (objectType === 31) bits <<= 6;
  const index = bits >>> 28;
  if (index === 15) return (bits << 4) >>> 8 || null;
  return AAC_SAMPLE_RATES[index] ?? null;
}

/**
 * MP4/M4A (Safari records fragmented AAC): the sample count of every track and fragment (stsz,
 * stz2, trun), each an AAC frame of 1024 samples at its AudioSpecificConfig's rate. A sample entry
 * other than AAC (mp4a) makes the file unmeasurable.
 */
function mp4Seconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let frames = 0;
  let rate: number | null = null;
  let entries = 0;
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    const type = text(bytes, at + 4, 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > bytes.length) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header) return null;
    if (MP4_CONTAINERS.has(type)) {
      at += header;
      continue;
    }
    const box = bytes.subarray(at + header, Math.min(bytes.length, at + size));
    const boxView = new DataView(box.buffer, box.byteOffset, box.byteLength);
    if (type === 'stsd' && box.length >= 16) {
      entries += 1;
      if (text(box, 12, 4) !== 'mp4a') return null;
      // AudioSampleEntry: 8 bytes of entry header, 28 of fields, then its boxes (esds).
      const entry = box.subarray(8, 8 + boxView.getUint32(8));
      const stated = entry.length >= 36 ? new DataView(entry.buffer, entry.byteOffset).getUint16(32) : 0;
      const esdsAt = text(entry, 0, entry.length).indexOf('esds', 36);
      rate = (esdsAt > 0 ? esdsSampleRate(entry.subarray(esdsAt + 4)) : null) ?? (stated || null);
    }
    if ((type === 'stsz' || type === 'stz2') && box.length >= 12) frames += boxView.getUint32(8);
    if (type === 'trun' && box.length >= 8) frames += boxView.getUint32(4);
    at += size;
  }
  if (entries === 0 || !rate) return null;
  return (frames * AAC_FRAME_SAMPLES) / rate;
}

const FLAC_RATES = [0, 88200, 176400, 192000, 8000, 16000, 22050, 24000, 32000, 44100, 48000, 96000];

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** The samples and rate of the FLAC frame header at `at` when one is there (its CRC-8 holds), else null. */
function flacFrame(bytes: Uint8Array, at: number, streamRate: number): { samples: number; rate: number } | null {
  if (bytes[at] !== 0xff || at + 4 > bytes.length) return null;
  const header = new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
  const sizeCode = (header >>> 12) & 0x0f;
  const rateCode = (header >>> 8) & 0x0f;
  const sync = header >>> 17; // 14 sync bits and a reserved 0
  if (sync !== 0x7ffc || sizeCode === 0 || rateCode === 15 || (header & 1) !== 0 || ((header >>> 4) & 0x0f) > 10) return null;
  let p = at + 4;
  const lead = bytes[p] ?? 0xff;
  const extra = lead < 0x80 ? 0 : lead >= 0xc0 && lead <= 0xfe ? Math.clz32(~(lead << 24)) - 1 : -1;
  if (extra < 0) return null;
  p += 1 + extra;
  let samples = sizeCode === 1 ? 192 : sizeCode <= 5 ? 576 << (sizeCode - 2) : sizeCode >= 8 ? 256 << (sizeCode - 8) : 0;
  if (sizeCode === 6) samples = (bytes[p++] ?? 0) + 1;
  if (sizeCode === 7) samples = (((bytes[p] ?? 0) << 8) | (bytes[p + 1] ?? 0)) + 1;
  if (sizeCode === 7) p += 2;
  let rate = rateCode === 0 ? streamRate : (FLAC_RATES[rateCode] ?? 0);
  if (rateCode === 12) rate = (bytes[p++] ?? 0) * 1000;
  if (rateCode === 13 || rateCode === 14) {
    rate = (((bytes[p] ?? 0) << 8) | (bytes[p + 1] ?? 0)) * (rateCode === 14 ? 10 : 1);
    p += 2;
  }
  if (p >= bytes.length || rate === 0 || crc8(bytes.subarray(at, p)) !== bytes[p]) return null;
  return { samples, rate };
}

/** FLAC: every frame header with a good CRC-8, found as a decoder finds them, by its block size and rate. */
function flacSeconds(bytes: Uint8Array): number | null {
  // STREAMINFO's sample rate: the 20 bits from byte 18.
  const streamRate = bytes.length >= 21 ? (new DataView(bytes.buffer, bytes.byteOffset).getUint32(17) & 0xffffff) >>> 4 : 0;
  let seconds = 0;
  let found = 0;
  for (let at = 4; at + 6 <= bytes.length; at++) {
    const frame = flacFrame(bytes, at, streamRate);
    if (!frame) continue;
    seconds += frame.samples / frame.rate;
    found += 1;
  }
  return found > 0 ? seconds : null;
}

/** The recording's length in seconds, measured by its frames, or null when it cannot be measured. */
export function measuredSeconds(bytes: Uint8Array, format: AudioFormat): number | null {
  switch (format) {
    case 'wav':
      return wavDurationSeconds(bytes);
    case 'mp3':
      return mp3DurationSeconds(bytes);
    case 'ogg':
      return oggSeconds(bytes);
    case 'webm':
      return matroskaSeconds(bytes);
    case 'mp4':
      return mp4Seconds(bytes);
    case 'flac':
      return flacSeconds(bytes);
  }
}
