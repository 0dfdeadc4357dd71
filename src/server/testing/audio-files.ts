import { toneWav } from './speech-server.js';

/*
 * Audio files built byte by byte for tests, each as a browser or an attacker could send it:
 * lengths a header states are written as the tests choose, the frames are real.
 */

const concat = (...parts: (Uint8Array | number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A 16 kHz mono 16-bit WAV of `seconds`, its byteRate field set to `byteRate`. */
export function wavStating(seconds: number, byteRate: number): Buffer {
  const wav = toneWav(seconds);
  wav.writeUInt32LE(byteRate, 28);
  return wav;
}

/** MPEG-2 layer III at 8 kbps and 16 kHz: 36-byte frames of 36 ms each, with `junk` bytes after every frame. */
export function mpeg2Layer3(frames: number, junk = 0): Buffer {
  const frame = Buffer.alloc(36);
  frame.set([0xff, 0xf3, 0x18, 0xc4]);
  const gap = Buffer.alloc(junk, 0x20);
  return Buffer.concat(Array.from({ length: frames }, () => [frame, gap]).flat());
}

function crc32Ogg(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function oggPage(serial: number, sequence: number, granule: bigint, packets: Uint8Array[], flags = 0): Buffer {
  const lacing = packets.flatMap((packet) => [...Array.from({ length: Math.floor(packet.length / 255) }, () => 255), packet.length % 255]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = concat(header, lacing, ...packets);
  page.writeUInt32LE(crc32Ogg(page), 22);
  return page;
}

/** Ogg Opus: `packets` packets of 20 ms (SILK, one frame each), 50 to a page, every granule position stating `granule`. */
export function oggOpus(packets: number, granule = 960n, codec = 'OpusHead'): Buffer {
  const head = concat(codec, [1, 1, 0x38, 0x01, 0x80, 0x3e, 0, 0, 0, 0, 0]);
  const pages = [oggPage(7, 0, 0n, [head], 2), oggPage(7, 1, 0n, [concat('OpusTags', [0, 0, 0, 0, 0, 0, 0, 0])])];
  const packet = Uint8Array.from([0x08, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  for (let sent = 0; sent < packets; sent += 50) {
    pages.push(
      oggPage(
        7,
        pages.length,
        granule,
        Array.from({ length: Math.min(50, packets - sent) }, () => packet),
      ),
    );
  }
  return Buffer.concat(pages);
}

/** An EBML element: its id, a 4-byte size (or 'unknown' for null) and its content. */
const ebml = (id: number[], content: Uint8Array | null) =>
  content === null
    ? concat(id, [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
    : concat(id, [0x10, (content.length >> 16) & 0xff, (content.length >> 8) & 0xff, content.length & 0xff], content);

/** WebM as MediaRecorder writes it: unknown-size segment and cluster, no Duration, Opus blocks of 20 ms. */
export function webmOpus(blocks: number, codec = 'A_OPUS'): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], concat(ebml([0x42, 0x82], concat('webm'))));
  const track = ebml([0xae], concat(ebml([0xd7], Uint8Array.from([1])), ebml([0x83], Uint8Array.from([2])), ebml([0x86], concat(codec))));
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const block = ebml([0xa3], Uint8Array.from([0x81, 0, 0, 0x80, 0x08, 1, 2, 3, 4, 5]));
  const cluster = concat(ebml([0x1f, 0x43, 0xb6, 0x75], null), ebml([0xe7], Uint8Array.from([0])));
  return concat(header, ebml([0x18, 0x53, 0x80, 0x67], null), tracks, cluster, ...Array.from({ length: blocks }, () => block));
}

const box = (type: string, ...content: Uint8Array[]) => {
  const body = concat(...content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return concat(head, body);
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** Fragmented MP4 with AAC as Safari records it: an AudioSpecificConfig at `rate`, `frames` frames in one fragment. */
export function fragmentedAac(frames: number, { rate = 16000, entry = 'mp4a', statedRate = 48000 } = {}): Buffer {
  const rateIndex = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000].indexOf(rate);
  const asc = [(2 << 3) | (rateIndex >> 1), ((rateIndex & 1) << 7) | (1 << 3)];
  const decoderConfig = concat([0x04, 13 + 2 + asc.length, 0x40, 0x15, 0, 0, 0], u32(64000), u32(64000), [0x05, asc.length], asc);
  const esds = box('esds', u32(0), concat([0x03, 3 + decoderConfig.length, 0, 1, 0]), decoderConfig);
  const sampleEntry = box(
    entry,
    Buffer.alloc(6),
    Uint8Array.from([0, 1]),
    Buffer.alloc(8),
    Uint8Array.from([0, 1, 0, 16, 0, 0, 0, 0]),
    u32(statedRate * 65536),
    esds,
  );
  const stsd = box('stsd', u32(0), u32(1), sampleEntry);
  const moov = box('moov', box('trak', box('mdia', box('minf', box('stbl', stsd, box('stsz', u32(0), u32(0), u32(0)))))));
  const moof = box('moof', box('traf', box('trun', u32(0), u32(frames))));
  return concat(box('ftyp', concat('M4A '), u32(0)), moov, moof, box('mdat', Buffer.alloc(frames * 8)));
}

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** FLAC at 16 kHz mono 16-bit: a STREAMINFO stating `statedSamples`, then `frames` frames of 4096 samples. */
export function flac(frames: number, statedSamples = 16000): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(4096, 0);
  info.writeUInt16BE(4096, 2);
  // 20 bits of sample rate, 3 of channels - 1, 5 of bits per sample - 1, 36 of total samples.
  info.set([16000 >> 12, (16000 >> 4) & 0xff, ((16000 & 0xf) << 4) | (0 << 1) | (15 >> 4), (15 & 0xf) << 4], 10);
  info.writeUInt32BE(statedSamples, 14);
  const parts = [concat('fLaC', [0x80, 0, 0, 34]), info];
  for (let i = 0; i < frames; i++) {
    const header = Uint8Array.from([0xff, 0xf8, 0xc5, 0x08, i % 128]);
    parts.push(concat(header, [crc8(header)], Buffer.alloc(64)));
  }
  return Buffer.concat(parts);
}
