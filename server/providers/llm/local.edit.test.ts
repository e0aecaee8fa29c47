/**
 * Slide rewrites on the tiny local model: the grammar made from the edit
 * schema gives a schema-valid slide (two for a split) every time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editRequestSchema, type EditRequestInput } from '../../../src/protocol/edit';
import { topicLineSchema } from '../../../src/protocol/lines';
import { collect } from '../../testing/llm-fixtures';
import { writeTinyGguf } from '../../testing/tiny-gguf';
import { createLocalProvider, type LocalProvider } from './local';

let dir: string;
let provider: LocalProvider;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-local-edit-'));
  provider = createLocalProvider({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')), gpu: false, threads: 1, seed: 7 });
}, 60_000);

afterAll(async () => {
  await provider?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const slide = { topic_id: 'topic_4', heading: 'Hives', overview: 'Bees live in hives.', image_prompt: 'a beehive', subtopics: [{ heading: 'Comb', overview: 'Wax cells.' }] };
const request = (input: Partial<EditRequestInput>) =>
  editRequestSchema.parse({ slide_id: 'topic_4', slides: [slide], description_size: 'short', action: 'shorter', ...input });

describe('slide rewrites on the local model', () => {
  it('answers a split with two schema-valid slides, the first keeping its id and picture', async () => {
    const { events, error } = await collect(provider.edit!(request({ action: 'split' }), new AbortController().signal));
    expect(error).toBeUndefined();
    const topics = events.filter((e) => e.type === 'topic');
    expect(topics.map((t) => t.type === 'topic' && t.topic_id)).toEqual(['topic_4', 'topic_5']);
    for (const t of topics) {
      const line = topicLineSchema.parse(t);
      expect(line.heading.length).toBeGreaterThan(0);
      expect(line.subtopics?.length).toBeGreaterThanOrEqual(1);
    }
    expect(topics[0]).toMatchObject({ image_prompt: 'a beehive' });
  }, 60_000);
});
