/**
 * A tiny random-weight llama model in GGUF v3, written here so the tests can
 * run the real local-model path (node-llama-cpp, grammar-constrained JSON)
 * without downloading anything. Two layers of width 64 and a byte tokenizer
 * (256 byte tokens plus <unk>, <s>, </s> and the SentencePiece space "▁", so
 * text with spaces tokenizes and detokenizes to itself): about half a megabyte, loaded in
 * well under a second. Its words are nonsense; the tests check structure.
 *
 * The weights are seeded, so the same options always give the same bytes.
 * One embedding dimension is held constant across tokens and the layers are
 * kept small, so the final hidden state always carries that dimension and the
 * output row's weight on it acts as a per-token bias: printable ASCII and the
 * closing quote are favoured, bytes above 0x7f (half a UTF-8 character) are
 * all but ruled out. Without that a uniform random model writes strings of a
 * few hundred bytes before it happens to close them, which makes tests slow.
 *
 * Format (little-endian): "GGUF", version 3, tensor count and metadata count
 * (u64), the metadata key/values, the tensor infos (name, dims with the
 * innermost first, type, offset into the data), padding to the alignment,
 * then each tensor's F32 data at an aligned offset.
 */
import { writeFile } from 'node:fs/promises';
import { mulberry32 } from '../../src/core/random';

export interface TinyGgufOptions {
  /** PRNG seed for the weights; default 17. */
  seed?: number;
  /** Context length the model declares; default 8192 (byte tokens make prompts long). */
  contextLength?: number;
  /** general.name; default "decksmith-tiny". */
  name?: string;
}

const EMBD = 64;
const LAYERS = 2;
const HEADS = 4;
const FF = 128;
const ALIGNMENT = 32;
/**
 * <unk>, <s>, </s> and "▁" (the llama tokenizer turns every space into it;
 * as a byte fallback it would come back as three bytes, not a space), then
 * the 256 bytes.
 */
const SPECIAL = ['<unk>', '<s>', '</s>', '\u2581'] as const;
export const TINY_VOCAB_SIZE = SPECIAL.length + 256;

/** GGUF metadata value types. */
const T = { UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7, STRING: 8, ARRAY: 9 } as const;
/** llama.cpp token types. */
const TOKEN_TYPE = { NORMAL: 1, UNKNOWN: 2, CONTROL: 3, BYTE: 6 } as const;

type Meta =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'str'; value: string }
  | { type: 'str[]'; value: string[] }
  | { type: 'f32[]'; value: number[] }
  | { type: 'i32[]'; value: number[] };

/** A growable little-endian byte buffer. */
class Writer {
  private buf = new Uint8Array(1 << 16);
  private view = new DataView(this.buf.buffer);
  length = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  u32(v: number): void {
    this.ensure(4);
    this.view.setUint32(this.length, v, true);
    this.length += 4;
  }
  i32(v: number): void {
    this.ensure(4);
    this.view.setInt32(this.length, v, true);
    this.length += 4;
  }
  u64(v: number): void {
    this.ensure(8);
    this.view.setBigUint64(this.length, BigInt(v), true);
    this.length += 8;
  }
  f32(v: number): void {
    this.ensure(4);
    this.view.setFloat32(this.length, v, true);
    this.length += 4;
  }
  u8(v: number): void {
    this.ensure(1);
    this.buf[this.length++] = v;
  }
  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  str(s: string): void {
    const b = new TextEncoder().encode(s);
    this.u64(b.length);
    this.bytes(b);
  }
  pad(alignment: number): void {
    while (this.length % alignment !== 0) this.u8(0);
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** The seeded PRNG every generated input uses (src/core/random.ts): the same model file from the same seed. */
const prng = mulberry32;

function tokens(): { text: string[]; scores: number[]; types: number[] } {
  const text: string[] = [...SPECIAL];
  const types: number[] = [TOKEN_TYPE.UNKNOWN, TOKEN_TYPE.CONTROL, TOKEN_TYPE.CONTROL, TOKEN_TYPE.NORMAL];
  for (let b = 0; b < 256; b++) {
    text.push(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN_TYPE.BYTE);
  }
  return { text, scores: text.map(() => 0), types };
}

/** The logit bias each token gets through the constant embedding dimension. */
function tokenBias(id: number): number {
  if (id === SPECIAL.length - 1) return 2; // "▁", a space
  if (id < SPECIAL.length) return 0;
  const byte = id - SPECIAL.length;
  const ch = String.fromCharCode(byte);
  if (ch === '"') return 3.5;
  if (/[a-z]/.test(ch)) return 2.5;
  if (ch === ' ') return 2;
  if (/[A-Z0-9.,]/.test(ch)) return 1;
  if (byte >= 0x21 && byte < 0x7f) return 0;
  // Whitespace other than the space (the JSON grammar allows some between
  // values), control bytes and the high half: almost never.
  return -12;
}

interface Tensor {
  name: string;
  /** Innermost dimension first, as GGUF stores it. */
  dims: number[];
  data: Float32Array;
}

function tensors(seed: number): Tensor[] {
  const rand = prng(seed);
  const uniform = (n: number, scale: number) => Float32Array.from({ length: n }, () => (rand() * 2 - 1) * scale);
  const ones = (n: number) => new Float32Array(n).fill(1);
  const out: Tensor[] = [];

  // Embeddings: dimension 0 is the constant carrier of the bias, the rest small noise.
  const embd = uniform(EMBD * TINY_VOCAB_SIZE, 0.1);
  for (let t = 0; t < TINY_VOCAB_SIZE; t++) embd[t * EMBD] = 1;
  out.push({ name: 'token_embd.weight', dims: [EMBD, TINY_VOCAB_SIZE], data: embd });

  // Layers: small weights so the residual stream keeps the embedding's shape.
  const w = 0.3 / Math.sqrt(EMBD);
  for (let l = 0; l < LAYERS; l++) {
    const p = `blk.${l}`;
    out.push({ name: `${p}.attn_norm.weight`, dims: [EMBD], data: ones(EMBD) });
    for (const m of ['attn_q', 'attn_k', 'attn_v', 'attn_output']) {
      out.push({ name: `${p}.${m}.weight`, dims: [EMBD, EMBD], data: uniform(EMBD * EMBD, w) });
    }
    out.push({ name: `${p}.ffn_norm.weight`, dims: [EMBD], data: ones(EMBD) });
    out.push({ name: `${p}.ffn_gate.weight`, dims: [EMBD, FF], data: uniform(EMBD * FF, w) });
    out.push({ name: `${p}.ffn_up.weight`, dims: [EMBD, FF], data: uniform(EMBD * FF, w) });
    out.push({ name: `${p}.ffn_down.weight`, dims: [FF, EMBD], data: uniform(FF * EMBD, 0.3 / Math.sqrt(FF)) });
  }
  out.push({ name: 'output_norm.weight', dims: [EMBD], data: ones(EMBD) });

  // Output: random rows (variety from the context) plus the bias on dimension 0.
  // After the final RMS norm dimension 0 is about 7 (1 against 63 values of ~0.06),
  // so its weight is the wanted bias divided by that.
  const output = uniform(EMBD * TINY_VOCAB_SIZE, 0.3);
  const carrier = 1 / Math.sqrt((1 + (EMBD - 1) * (0.1 * 0.1) / 3) / EMBD);
  for (let t = 0; t < TINY_VOCAB_SIZE; t++) output[t * EMBD] = tokenBias(t) / carrier;
  out.push({ name: 'output.weight', dims: [EMBD, TINY_VOCAB_SIZE], data: output });
  return out;
}

function writeMeta(w: Writer, key: string, m: Meta): void {
  w.str(key);
  switch (m.type) {
    case 'u32':
      w.u32(T.UINT32);
      w.u32(m.value);
      return;
    case 'f32':
      w.u32(T.FLOAT32);
      w.f32(m.value);
      return;
    case 'bool':
      w.u32(T.BOOL);
      w.u8(m.value ? 1 : 0);
      return;
    case 'str':
      w.u32(T.STRING);
      w.str(m.value);
      return;
    case 'str[]':
      w.u32(T.ARRAY);
      w.u32(T.STRING);
      w.u64(m.value.length);
      for (const s of m.value) w.str(s);
      return;
    case 'f32[]':
      w.u32(T.ARRAY);
      w.u32(T.FLOAT32);
      w.u64(m.value.length);
      for (const v of m.value) w.f32(v);
      return;
    case 'i32[]':
      w.u32(T.ARRAY);
      w.u32(T.INT32);
      w.u64(m.value.length);
      for (const v of m.value) w.i32(v);
      return;
  }
}

/** The model file's bytes. */
export function buildTinyGguf(options: TinyGgufOptions = {}): Uint8Array {
  const vocab = tokens();
  const meta: [string, Meta][] = [
    ['general.architecture', { type: 'str', value: 'llama' }],
    ['general.name', { type: 'str', value: options.name ?? 'decksmith-tiny' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    ['llama.context_length', { type: 'u32', value: options.contextLength ?? 8192 }],
    ['llama.embedding_length', { type: 'u32', value: EMBD }],
    ['llama.block_count', { type: 'u32', value: LAYERS }],
    ['llama.feed_forward_length', { type: 'u32', value: FF }],
    ['llama.attention.head_count', { type: 'u32', value: HEADS }],
    ['llama.attention.head_count_kv', { type: 'u32', value: HEADS }],
    ['llama.rope.dimension_count', { type: 'u32', value: EMBD / HEADS }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['llama.vocab_size', { type: 'u32', value: TINY_VOCAB_SIZE }],
    ['tokenizer.ggml.model', { type: 'str', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'str[]', value: vocab.text }],
    ['tokenizer.ggml.scores', { type: 'f32[]', value: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: 'i32[]', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: 2 }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: true }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
  ];
  const list = tensors(options.seed ?? 17);

  const w = new Writer();
  w.bytes(new TextEncoder().encode('GGUF'));
  w.u32(3);
  w.u64(list.length);
  w.u64(meta.length);
  for (const [key, value] of meta) writeMeta(w, key, value);

  let offset = 0;
  const offsets: number[] = [];
  for (const t of list) {
    offsets.push(offset);
    offset += t.data.byteLength;
    offset = Math.ceil(offset / ALIGNMENT) * ALIGNMENT;
  }
  list.forEach((t, i) => {
    w.str(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(d);
    w.u32(0); // GGML_TYPE_F32
    w.u64(offsets[i]!);
  });
  w.pad(ALIGNMENT);
  for (const t of list) {
    w.bytes(new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
    w.pad(ALIGNMENT);
  }
  return w.result();
}

/** Writes the tiny model to `path` and returns the path. */
export async function writeTinyGguf(path: string, options: TinyGgufOptions = {}): Promise<string> {
  await writeFile(path, buildTinyGguf(options));
  return path;
}
