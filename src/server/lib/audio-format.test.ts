import { describe, expect, it } from 'vitest';
import { toneWav } from '../testing/speech-server.js';
import { mp3DurationSeconds, sniffAudioFormat, wavDurationSeconds, wavSamples16k } from './audio-format.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

/** `frames` MPEG-1 layer III frames at 128 kbps, 44.1 kHz (417 bytes each, no padding). */
function mp3(frames: number): Uint8Array {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  const file = new Uint8Array(417 * frames);
  for (let i = 0; i < frames; i++) file.set(frame, i * 417);
  return file;
}

describe('audio formats', () => {
  it('knows audio by its first bytes', () => {
    expect(sniffAudioFormat(toneWav(0.1))).toBe('wav');
    expect(sniffAudioFormat(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f))).toBe('webm');
    expect(sniffAudioFormat(bytes('OggS', 0, 2))).toBe('ogg');
    expect(sniffAudioFormat(bytes(0, 0, 0, 0x20, 'ftypM4A '))).toBe('mp4');
    expect(sniffAudioFormat(bytes('ID3', 4, 0))).toBe('mp3');
    expect(sniffAudioFormat(mp3(1))).toBe('mp3');
    expect(sniffAudioFormat(bytes('fLaC', 0))).toBe('flac');
  });

  it('refuses what is not audio, whatever it claims', () => {
    expect(sniffAudioFormat(bytes('<html>'))).toBeNull();
    expect(sniffAudioFormat(bytes('RIFF', 0, 0, 0, 0, 'AVI '))).toBeNull();
    expect(sniffAudioFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull(); // JPEG
    expect(sniffAudioFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffAudioFormat(new Uint8Array())).toBeNull();
  });

  it('reads a WAV length, also when a streaming recorder left the data size unset', () => {
    expect(wavDurationSeconds(toneWav(2.5))).toBeCloseTo(2.5, 3);
    const streamed = toneWav(1);
    streamed.writeUInt32LE(0xffffffff, 40);
    expect(wavDurationSeconds(streamed)).toBeCloseTo(1, 3);
    expect(wavDurationSeconds(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
  });

  it('turns a WAV into 16 kHz mono samples for whisper.cpp', () => {
    const mono = wavSamples16k(toneWav(1))!;
    expect(mono).toHaveLength(16_000);
    expect(mono[4]).toBeCloseTo(Math.sin((2 * Math.PI * 220 * 4) / 16_000) * (2000 / 0x8000), 4);
    expect(wavSamples16k(toneWav(1, 48_000))).toHaveLength(16_000);

    const stereo = toneWav(0.5);
    stereo.writeUInt16LE(2, 22); // the same bytes read as two channels: half the frames, each the mean of two samples
    const mixed = wavSamples16k(stereo)!;
    expect(mixed).toHaveLength(4000);
    expect(mixed[1]).toBeCloseTo((stereo.readInt16LE(48) + stereo.readInt16LE(50)) / 2 / 0x8000, 6);

    const eightBit = toneWav(0.5);
    eightBit.writeUInt16LE(8, 34);
    expect(wavSamples16k(eightBit)).toBeNull();
    expect(wavSamples16k(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
  });

  it('reads an MP3 length from its frames', () => {
    expect(mp3DurationSeconds(mp3(100))).toBeCloseTo((100 * 1152) / 44100, 4);
    expect(mp3DurationSeconds(bytes('nothing'))).toBeNull();
  });
});
