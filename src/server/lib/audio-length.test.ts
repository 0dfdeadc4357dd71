import { describe, expect, it } from 'vitest';
import { flac, fragmentedAac, mpeg2Layer3, oggOpus, wavStating, webmOpus } from '../testing/audio-files.js';
import { toneWav } from '../testing/speech-server.js';
import { sniffAudioFormat } from './audio-format.js';
import { measuredSeconds, opusPacketMs } from './audio-length.js';

const measure = (bytes: Uint8Array) => measuredSeconds(bytes, sniffAudioFormat(bytes)!);

describe('a recording measured by its frames', () => {
  it('WAV: by sample rate, channels and bit depth, never the byteRate field or a short data size', () => {
    expect(measure(toneWav(2.5))).toBeCloseTo(2.5, 3);
    expect(measure(wavStating(5, 0x7fffffff))).toBeCloseTo(5, 3);
    expect(measure(wavStating(5, 0))).toBeCloseTo(5, 3);
    const shortData = toneWav(5);
    shortData.writeUInt32LE(1000, 40);
    expect(measure(shortData)).toBeCloseTo(5, 3);
    const compressed = toneWav(1);
    compressed.writeUInt16LE(0x55, 20); // MP3 inside a WAV: its length does not follow from its size
    expect(measure(compressed)).toBeNull();
  });

  it('MP3: every frame, also MPEG-2 layer III, also with junk between frames', () => {
    expect(measure(mpeg2Layer3(1000))).toBeCloseTo(36, 3);
    expect(measure(mpeg2Layer3(1000, 7))).toBeCloseTo(36, 3);
    // The file: 10 MB of 8 kbps frames is about 175 minutes.
    expect(measure(mpeg2Layer3(Math.floor(10_000_000 / 36)))! / 60).toBeCloseTo(166.7, 0);
  });

  it('Ogg Opus: by each packet’s TOC byte, never the granule position', () => {
    expect(measure(oggOpus(500, 960n))).toBeCloseTo(10, 3);
    expect(measure(oggOpus(7000, 1n))).toBeCloseTo(140, 3);
    expect(measure(oggOpus(10, 960n, 'OggVorbi'))).toBeNull();
  });

  it('WebM Opus as MediaRecorder writes it (unknown sizes, no Duration): by its blocks', () => {
    expect(measure(webmOpus(150))).toBeCloseTo(3, 3);
    expect(measure(webmOpus(7000))).toBeCloseTo(140, 3);
    expect(measure(webmOpus(10, 'A_VORBIS'))).toBeNull();
  });

  it('MP4 AAC, fragmented as Safari records: frames of 1024 samples at the AudioSpecificConfig’s rate', () => {
    expect(measure(fragmentedAac(47))).toBeCloseTo((47 * 1024) / 16000, 3);
    // The sample entry's own rate field says 48 kHz; the decoder plays at the config's 16 kHz.
    expect(measure(fragmentedAac(2000, { statedRate: 48000 }))).toBeCloseTo(128, 3);
    expect(measure(fragmentedAac(10, { entry: 'Opus' }))).toBeNull();
  });

  it('FLAC: by its frame headers, never the STREAMINFO total', () => {
    expect(measure(flac(20, 16000))).toBeCloseTo((20 * 4096) / 16000, 3);
    expect(measure(flac(500, 16))).toBeCloseTo(128, 3);
  });

  it('reads an Opus packet’s length from its TOC byte', () => {
    expect(opusPacketMs(Uint8Array.from([0x08]))).toBe(20); // SILK 20 ms, one frame
    expect(opusPacketMs(Uint8Array.from([0xf9]))).toBe(40); // CELT 20 ms, two frames
    expect(opusPacketMs(Uint8Array.from([0x1b, 0x03]))).toBe(120); // SILK 60 ms, code 3 with three frames: at most 120 ms
    expect(opusPacketMs(Uint8Array.from([0x83, 0x30]))).toBe(120); // CELT 2.5 ms × 48 frames
  });
});
