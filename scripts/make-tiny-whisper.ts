/**
 * Writes a tiny whisper.cpp model (the legacy ggml format whisper.cpp reads, about 7 MB) for the
 * in-process speech-to-text test: English-only, one encoder and one decoder layer of width 32, the
 * matrices in F16 as whisper.cpp's convolutions require, the rest F32.
 * Weights are random from a fixed seed, so the file is the same on every run. The audio goes through
 * the mel filters, the convolutions, the encoder and the decoder's cross-attention, but the decoder's
 * final norm (weight 0) pins its output to one vector that favours '.' and then the end of text, so
 * every recording is heard as '.' in two steps: the test proves that the model loads and that audio
 * goes through it, quickly, not what it says.
 *
 * The layout is whisper.cpp's `whisper_model_load`: the magic, 11 int32 hyperparameters, the mel
 * filters, the vocabulary, then each tensor as (dims, name length, type, shape, name, data). The
 * vocabulary size must stay 51864: whisper.cpp fixes the special tokens' ids from it, and adds
 * placeholder names for the ids this file does not list.
 *
 *   npx tsx scripts/make-tiny-whisper.ts [out.bin]    (default .tmp/tiny-whisper.bin)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { random } from './make-tiny-gguf.js';

const GGML_FILE_MAGIC = 0x67676d6c;
const VOCAB = 51864;
const AUDIO_CONTEXT = 1500; // 30 s of 10 ms mel frames, halved by the second convolution
const TEXT_CONTEXT = 448;
const STATE = 32;
const HEADS = 2;
const LAYERS = 1;
const MELS = 80;
const FFT_BINS = 201;
const F32 = 0;
const F16 = 1;
const END_OF_TEXT = 50256; // English-only models
const DOT = 0x2e;

interface Tensor {
  name: string;
  /** ggml order: the fastest-moving dimension first. */
  dims: number[];
  data: Float32Array;
  half?: boolean;
}

/** IEEE half precision of a small float (subnormals flush to zero, which these weights never need). */
function toHalf(value: number): number {
  const bits = new Uint32Array(new Float32Array([value]).buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7c00;
  return sign | (exponent << 10) | ((bits & 0x7fffff) >>> 13);
}

function tensors(seed: number): Tensor[] {
  const next = random(seed);
  const uniform = (name: string, dims: number[], scale = 0.1): Tensor => {
    const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
    for (let i = 0; i < data.length; i++) data[i] = (next() * 2 - 1) * scale;
    return { name, dims, data };
  };
  const matrix = (name: string, dims: number[]): Tensor => ({ ...uniform(name, dims), half: true });
  const filled = (name: string, n: number, value: number): Tensor => ({ name, dims: [n], data: new Float32Array(n).fill(value) });
  const norm = (prefix: string) => [filled(`${prefix}.weight`, STATE, 1), filled(`${prefix}.bias`, STATE, 0)];
  const attention = (prefix: string) => [
    matrix(`${prefix}.query.weight`, [STATE, STATE]),
    uniform(`${prefix}.query.bias`, [STATE]),
    matrix(`${prefix}.key.weight`, [STATE, STATE]),
    matrix(`${prefix}.value.weight`, [STATE, STATE]),
    uniform(`${prefix}.value.bias`, [STATE]),
    matrix(`${prefix}.out.weight`, [STATE, STATE]),
    uniform(`${prefix}.out.bias`, [STATE]),
  ];
  const block = (prefix: string) => [
    ...norm(`${prefix}.mlp_ln`),
    matrix(`${prefix}.mlp.0.weight`, [STATE, 4 * STATE]),
    uniform(`${prefix}.mlp.0.bias`, [4 * STATE]),
    matrix(`${prefix}.mlp.2.weight`, [4 * STATE, STATE]),
    uniform(`${prefix}.mlp.2.bias`, [STATE]),
    ...norm(`${prefix}.attn_ln`),
    ...attention(`${prefix}.attn`),
  ];

  const list: Tensor[] = [
    uniform('encoder.positional_embedding', [STATE, AUDIO_CONTEXT]),
    matrix('encoder.conv1.weight', [3, MELS, STATE]),
    uniform('encoder.conv1.bias', [1, STATE]),
    matrix('encoder.conv2.weight', [3, STATE, STATE]),
    uniform('encoder.conv2.bias', [1, STATE]),
    ...norm('encoder.ln_post'),
  ];
  for (let layer = 0; layer < LAYERS; layer++) list.push(...block(`encoder.blocks.${layer}`));
  // Logits are the decoder's output times each token's embedding: make that output `pinned` and give
  // '.' and the end of text embeddings along it (whisper.cpp never ends on the first token).
  const pinned = Float32Array.from({ length: STATE }, (_, i) => (i % 2 ? -1 : 1));
  const embeddings = matrix('decoder.token_embedding.weight', [STATE, VOCAB]);
  for (let i = 0; i < STATE; i++) {
    embeddings.data[END_OF_TEXT * STATE + i] = 0.5 * pinned[i]!;
    embeddings.data[DOT * STATE + i] = 0.4 * pinned[i]!;
  }
  list.push(uniform('decoder.positional_embedding', [STATE, TEXT_CONTEXT]), embeddings, filled('decoder.ln.weight', STATE, 0), {
    name: 'decoder.ln.bias',
    dims: [STATE],
    data: pinned,
  });
  for (let layer = 0; layer < LAYERS; layer++) {
    const prefix = `decoder.blocks.${layer}`;
    list.push(...block(prefix), ...norm(`${prefix}.cross_attn_ln`), ...attention(`${prefix}.cross_attn`));
  }
  return list;
}

/** The bytes of the tiny model; the same seed gives the same file. */
export function tinyWhisper(seed = 20241123): Buffer {
  const parts: Buffer[] = [];
  const int32s = (...values: number[]) => {
    const b = Buffer.alloc(4 * values.length);
    values.forEach((v, i) => b.writeInt32LE(v, 4 * i));
    parts.push(b);
  };
  const floats = (data: Float32Array) => parts.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));

  int32s(GGML_FILE_MAGIC);
  // n_vocab, n_audio_ctx, n_audio_state, n_audio_head, n_audio_layer, n_text_ctx, n_text_state,
  // n_text_head, n_text_layer, n_mels, ftype
  int32s(VOCAB, AUDIO_CONTEXT, STATE, HEADS, LAYERS, TEXT_CONTEXT, STATE, HEADS, LAYERS, MELS, F16);

  int32s(MELS, FFT_BINS);
  floats(new Float32Array(MELS * FFT_BINS).fill(1 / FFT_BINS));

  // The 256 byte tokens; whisper.cpp names the rest itself.
  int32s(256);
  for (let byte = 0; byte < 256; byte++) {
    int32s(1);
    parts.push(Buffer.from([byte]));
  }

  for (const t of tensors(seed)) {
    const name = Buffer.from(t.name, 'ascii');
    int32s(t.dims.length, name.length, t.half ? F16 : F32, ...t.dims);
    parts.push(name);
    if (!t.half) floats(t.data);
    else {
      const b = Buffer.alloc(2 * t.data.length);
      t.data.forEach((v, i) => b.writeUInt16LE(toHalf(v), 2 * i));
      parts.push(b);
    }
  }
  return Buffer.concat(parts);
}

/** Writes the tiny model to `file` (creating its folder) and returns the path. */
export function writeTinyWhisper(file: string, seed?: number): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, tinyWhisper(seed));
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const file = path.resolve(process.argv[2] ?? '.tmp/tiny-whisper.bin');
  writeTinyWhisper(file);
  console.log(`wrote ${file}`);
}
