import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyGguf } from '../../server/testing/tiny-gguf';
import { memoryReporter } from '../progress';
import { generateDeck, generatorFromEnv } from './index';

let dir: string;
let modelPath: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-local-'));
  modelPath = await writeTinyGguf(join(dir, 'tiny.gguf'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('generateDeck with LLM_PROVIDER=local', () => {
  it('makes a whole deck with the model file LLM_MODEL names: title slide, then one slide per topic with subtopics', async () => {
    // One CPU thread: the test machine may be busy, and the tiny model gains nothing from more.
    const generator = generatorFromEnv({ LLM_PROVIDER: 'local', LLM_MODEL: modelPath, LLM_GPU: 'off', LLM_THREADS: '1' });
    expect(generator.name).toBe('local:tiny.gguf');
    const reporter = memoryReporter();
    const deck = await generateDeck(generator, { text: 'Lighthouses', slides: 3, tone: 'formal', theme: 'classic-dark' }, reporter);
    expect(deck.slides.map((s) => s.type)[0]).toBe('title');
    expect(deck.slides).toHaveLength(3);
    expect(deck.slides.every((s) => s.isComplete && !s.isStreaming)).toBe(true);
    expect(deck.slides.slice(1).every((s) => (s.topic?.heading.length ?? 0) > 0 && (s.topic?.subtopics.length ?? 0) >= 2)).toBe(true);
    expect(reporter.lines).toContain('Outline: 2 topics');
  }, 60_000);

  it('names a missing model file before anything runs', () => {
    expect(() => generatorFromEnv({ LLM_PROVIDER: 'local', LLM_MODEL: join(dir, 'gone.gguf') })).toThrow(/no model file there/);
  });
});
