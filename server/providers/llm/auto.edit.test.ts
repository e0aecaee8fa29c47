import { describe, expect, it } from 'vitest';
import { editRequestSchema } from '../../../src/protocol/edit';
import { createBuiltinProvider } from '../../builtin/index';
import { collect } from '../../testing/llm-fixtures';
import { createAutoWriter } from './auto';
import type { LlmProvider } from './types';

const req = editRequestSchema.parse({
  slide_id: 'topic_1',
  slides: [{ topic_id: 'topic_1', heading: 'Hives', overview: 'Bees live in hives. They build wax combs.' }],
  action: 'shorter',
});
const signal = () => new AbortController().signal;

describe('the automatic writer rewriting a slide', () => {
  it('asks the writer of the moment, and says so when that writer cannot rewrite', async () => {
    const builtin = createAutoWriter({ builtin: createBuiltinProvider(), local: () => createBuiltinProvider(), dir: '/nonexistent-models-dir' });
    const { events } = await collect(builtin.edit!(req, signal()));
    expect(events).toEqual([expect.objectContaining({ type: 'topic', overview: 'Bees live in hives.' })]);

    const plain: LlmProvider = { name: 'plain', outline: createBuiltinProvider().outline, content: createBuiltinProvider().content };
    const none = createAutoWriter({ builtin: plain, local: () => plain, dir: '/nonexistent-models-dir' });
    expect((await collect(none.edit!(req, signal()))).error?.message).toBe('The writer plain cannot rewrite slides.');
  });
});
