/**
 * Writes a tiny llama-architecture GGUF model (about 0.5 MB) for the local-model tests:
 * GGUF v3, F32 tensors, 2 layers of width 64, a byte-level `gpt2` tokenizer (the 256 byte tokens
 * plus the ChatML special tokens) and a ChatML chat template. Weights are random from a fixed seed,
 * so the file is the same on every run. Its replies are random printable ASCII: the output layer
 * keeps control bytes and the special tokens out of reach, so a reply never ends on its own and
 * only maxTokens or an abort stops it.
 *
 *   npx tsx scripts/make-tiny-gguf.ts [out.gguf]    (default .tmp/tiny-chatml.gguf)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const EMBEDDING = 64;
const LAYERS = 2;
const HEADS = 4;
const FEED_FORWARD = 128;
const CONTEXT = 1024;
const ALIGNMENT = 32;
export const SPECIAL_TOKENS = ['<|im_start|>', '<|im_end|>', '<|endoftext|>'] as const;
const VOCAB = 256 + SPECIAL_TOKENS.length;
const IM_END = 257;
const END_OF_TEXT = 258;

const CHATML_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

// GGUF metadata value types.
const UINT32 = 4;
const INT32 = 5;
const FLOAT32 = 6;
const BOOL = 7;
const STRING = 8;
const ARRAY = 9;
const F32_TENSOR = 0;

type Value =
  | { type: typeof UINT32 | typeof INT32 | typeof FLOAT32; value: number }
  | { type: typeof BOOL; value: boolean }
  | { type: typeof STRING; value: string }
  | { type: typeof ARRAY; of: typeof STRING; values: string[] }
  | { type: typeof ARRAY; of: typeof INT32; values: number[] };

/** GPT-2's reversible byte-to-character map: every byte gets a printable character. */
function byteTokens(): string[] {
  const printable = (b: number) => (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
  const tokens: string[] = [];
  let next = 256;
  for (let b = 0; b < 256; b++) tokens.push(String.fromCodePoint(printable(b) ? b : next++));
  return tokens;
}

/** mulberry32: a small seeded generator, so the weights are the same on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Tensor {
  name: string;
  dims: number[];
  data: Float32Array;
}

function tensors(seed: number): Tensor[] {
  const next = random(seed);
  const uniform = (dims: number[], scale: number) => {
    const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
    for (let i = 0; i < data.length; i++) data[i] = (next() * 2 - 1) * scale;
    return { dims, data };
  };
  const ones = (n: number) => ({ dims: [n], data: new Float32Array(n).fill(1) });

  // Dimension 0 of every embedding is a large positive constant and the layers add little to it,
  // so after the final norm it stays positive: output rows with a negative weight there can never win.
  const embeddings = uniform([EMBEDDING, VOCAB], 0.1);
  for (let token = 0; token < VOCAB; token++) embeddings.data[token * EMBEDDING] = 1;
  const output = uniform([EMBEDDING, VOCAB], 0.1);
  for (let token = 0; token < VOCAB; token++) {
    const printable = token >= 0x20 && token <= 0x7e;
    output.data[token * EMBEDDING] = printable ? 0 : -4;
  }

  const list: Tensor[] = [{ name: 'token_embd.weight', ...embeddings }];
  for (let layer = 0; layer < LAYERS; layer++) {
    const blk = `blk.${layer}`;
    list.push(
      { name: `${blk}.attn_norm.weight`, ...ones(EMBEDDING) },
      { name: `${blk}.attn_q.weight`, ...uniform([EMBEDDING, EMBEDDING], 0.02) },
      { name: `${blk}.attn_k.weight`, ...uniform([EMBEDDING, EMBEDDING], 0.02) },
      { name: `${blk}.attn_v.weight`, ...uniform([EMBEDDING, EMBEDDING], 0.02) },
      { name: `${blk}.attn_output.weight`, ...uniform([EMBEDDING, EMBEDDING], 0.02) },
      { name: `${blk}.ffn_norm.weight`, ...ones(EMBEDDING) },
      { name: `${blk}.ffn_gate.weight`, ...uniform([EMBEDDING, FEED_FORWARD], 0.02) },
      { name: `${blk}.ffn_up.weight`, ...uniform([EMBEDDING, FEED_FORWARD], 0.02) },
      { name: `${blk}.ffn_down.weight`, ...uniform([FEED_FORWARD, EMBEDDING], 0.02) },
    );
  }
  list.push({ name: 'output_norm.weight', ...ones(EMBEDDING) }, { name: 'output.weight', ...output });
  return list;
}

function metadata(): [string, Value][] {
  const u32 = (value: number) => ({ type: UINT32, value }) as const;
  const str = (value: string) => ({ type: STRING, value }) as const;
  const tokens = [...byteTokens(), ...SPECIAL_TOKENS];
  const tokenTypes = tokens.map((_, id) => (id < 256 ? 1 : 3)); // 1 normal, 3 control
  return [
    ['general.architecture', str('llama')],
    ['general.name', str('willow-tiny-test')],
    ['general.file_type', u32(0)],
    ['general.alignment', u32(ALIGNMENT)],
    ['llama.context_length', u32(CONTEXT)],
    ['llama.embedding_length', u32(EMBEDDING)],
    ['llama.block_count', u32(LAYERS)],
    ['llama.feed_forward_length', u32(FEED_FORWARD)],
    ['llama.attention.head_count', u32(HEADS)],
    ['llama.attention.head_count_kv', u32(HEADS)],
    ['llama.rope.dimension_count', u32(EMBEDDING / HEADS)],
    ['llama.attention.layer_norm_rms_epsilon', { type: FLOAT32, value: 1e-5 }],
    ['llama.vocab_size', u32(VOCAB)],
    ['tokenizer.ggml.model', str('gpt2')],
    ['tokenizer.ggml.pre', str('gpt-2')],
    ['tokenizer.ggml.tokens', { type: ARRAY, of: STRING, values: tokens }],
    ['tokenizer.ggml.token_type', { type: ARRAY, of: INT32, values: tokenTypes }],
    ['tokenizer.ggml.merges', { type: ARRAY, of: STRING, values: [] }],
    ['tokenizer.ggml.bos_token_id', u32(END_OF_TEXT)],
    ['tokenizer.ggml.eos_token_id', u32(IM_END)],
    ['tokenizer.ggml.padding_token_id', u32(END_OF_TEXT)],
    ['tokenizer.ggml.add_bos_token', { type: BOOL, value: false }],
    ['tokenizer.chat_template', str(CHATML_TEMPLATE)],
  ];
}

/** Appends little-endian GGUF fields to a growing list of buffers. */
class Writer {
  readonly parts: Buffer[] = [];
  length = 0;
  private push(buffer: Buffer) {
    this.parts.push(buffer);
    this.length += buffer.length;
  }
  private scalar(size: number, write: (b: Buffer) => void) {
    const b = Buffer.alloc(size);
    write(b);
    this.push(b);
  }
  u32(n: number) {
    this.scalar(4, (b) => b.writeUInt32LE(n));
  }
  i32(n: number) {
    this.scalar(4, (b) => b.writeInt32LE(n));
  }
  u64(n: number) {
    this.scalar(8, (b) => b.writeBigUInt64LE(BigInt(n)));
  }
  f32(n: number) {
    this.scalar(4, (b) => b.writeFloatLE(n));
  }
  string(s: string) {
    const bytes = Buffer.from(s, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  bytes(buffer: Buffer) {
    this.push(buffer);
  }
  padTo(alignment: number) {
    const pad = (alignment - (this.length % alignment)) % alignment;
    if (pad) this.push(Buffer.alloc(pad));
  }
  value(v: Value) {
    this.u32(v.type);
    switch (v.type) {
      case UINT32:
        return this.u32(v.value);
      case INT32:
        return this.i32(v.value);
      case FLOAT32:
        return this.f32(v.value);
      case BOOL:
        return this.push(Buffer.from([v.value ? 1 : 0]));
      case STRING:
        return this.string(v.value);
      case ARRAY:
        this.u32(v.of);
        this.u64(v.values.length);
        if (v.of === STRING) for (const s of v.values) this.string(s);
        else for (const n of v.values) this.i32(n);
    }
  }
}

/** The bytes of the tiny model; the same seed gives the same file. */
export function tinyGguf(seed = 20240601): Buffer {
  const list = tensors(seed);
  const kv = metadata();
  const w = new Writer();
  w.bytes(Buffer.from('GGUF', 'ascii'));
  w.u32(3);
  w.u64(list.length);
  w.u64(kv.length);
  for (const [key, value] of kv) {
    w.string(key);
    w.value(value);
  }
  let offset = 0;
  for (const t of list) {
    w.string(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(d);
    w.u32(F32_TENSOR);
    w.u64(offset);
    offset += Math.ceil(t.data.byteLength / ALIGNMENT) * ALIGNMENT;
  }
  w.padTo(ALIGNMENT);
  for (const t of list) {
    w.bytes(Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength));
    w.padTo(ALIGNMENT);
  }
  return Buffer.concat(w.parts);
}

/** Writes the tiny model to `file` (creating its folder) and returns the path. */
export function writeTinyGguf(file: string, seed?: number): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, tinyGguf(seed));
  return file;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const file = path.resolve(process.argv[2] ?? '.tmp/tiny-chatml.gguf');
  writeTinyGguf(file);
  console.log(`wrote ${file}`);
}
