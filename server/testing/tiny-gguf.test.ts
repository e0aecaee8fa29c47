import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getLlama, LlamaCompletion } from 'node-llama-cpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTinyGguf, TINY_VOCAB_SIZE, writeTinyGguf } from './tiny-gguf';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-gguf-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('buildTinyGguf', () => {
  it('writes a GGUF v3 header and the same bytes for the same seed', () => {
    const a = buildTinyGguf();
    const view = new DataView(a.buffer, a.byteOffset, a.byteLength);
    expect(new TextDecoder().decode(a.subarray(0, 4))).toBe('GGUF');
    expect(view.getUint32(4, true)).toBe(3);
    expect(view.getBigUint64(8, true)).toBe(3n + 2n * 9n); // embeddings, output norm, output; 9 tensors per layer
    expect(a.length).toBeLessThan(1_000_000);
    expect(Buffer.from(buildTinyGguf()).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(buildTinyGguf({ seed: 18 })).equals(Buffer.from(a))).toBe(false);
  });

  it('loads in node-llama-cpp, round-trips text through its tokenizer and answers in the JSON a schema asks for', async () => {
    const path = await writeTinyGguf(join(dir, 'tiny.gguf'));
    const llama = await getLlama({ gpu: false, build: 'never' });
    const model = await llama.loadModel({ modelPath: path });
    try {
      expect(model.fileInfo.metadata.general.architecture).toBe('llama');
      expect(model.tokens.bos).toBe(1);
      expect(model.tokens.eos).toBe(2);
      const text = 'Slides about "bees", 12 kg — naïve';
      expect(model.detokenize(model.tokenize(text))).toBe(text);
      expect(Math.max(...model.tokenize(text))).toBeLessThan(TINY_VOCAB_SIZE);

      const context = await model.createContext({ contextSize: 1024, threads: 1 });
      const schema = {
        type: 'object',
        properties: { title: { type: 'string', minLength: 1, maxLength: 40 }, points: { type: 'array', items: { type: 'string', maxLength: 40 }, minItems: 2, maxItems: 2 } },
        required: ['title', 'points'],
        additionalProperties: false,
      } as const;
      const grammar = await llama.createGrammarForJsonSchema(schema);
      const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
      const answer = await completion.generateCompletion('A deck about bees:', { grammar, maxTokens: 400, temperature: 0.8, seed: 1 });
      const parsed = grammar.parse(answer);
      expect(parsed.title.length).toBeGreaterThan(0);
      expect(parsed.points).toHaveLength(2);
      await context.dispose();
    } finally {
      await model.dispose();
    }
  }, 60_000);
});
