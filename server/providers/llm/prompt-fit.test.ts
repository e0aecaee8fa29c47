import { describe, expect, it } from 'vitest';
import { bigDocument } from '../../builtin/fixtures';
import { outlineRequest } from '../../testing/llm-fixtures';
import { fitPrompt } from './prompt-fit';
import { MAX_PROMPT_SOURCE_CHARS, outlinePrompt } from './prompts';

/** About four characters per token, as English text in a BPE tokenizer. */
const count = (text: string): number => Math.ceil(text.length / 4);

describe('fitPrompt: a document prompt sized to a local model context', () => {
  const req = outlineRequest({ input_text: bigDocument(120_000), number_of_slides: 8 });

  it('shrinks the document share until the prompt leaves room for the answer', () => {
    const fitted = fitPrompt((chars) => outlinePrompt(req, [], chars), count, 4_096, 2_000);
    expect(fitted.sourceChars).toBeLessThan(MAX_PROMPT_SOURCE_CHARS);
    expect(fitted.promptTokens).toBeLessThanOrEqual(4_096 - 1_000 - 64);
    // And does not throw away more than it must: most of the room is used.
    expect(fitted.promptTokens).toBeGreaterThan((4_096 - 1_000 - 64) * 0.6);
  });

  it('keeps the whole share when the context is large', () => {
    const fitted = fitPrompt((chars) => outlinePrompt(req, [], chars), count, 131_072, 2_000);
    expect(fitted.sourceChars).toBe(MAX_PROMPT_SOURCE_CHARS);
  });

  it('returns its smallest prompt when nothing fits, for the caller to refuse', () => {
    const fitted = fitPrompt((chars) => outlinePrompt(req, [], chars), count, 512, 2_000);
    expect(fitted.promptTokens).toBeGreaterThan(512);
    expect(fitted.sourceChars).toBeLessThanOrEqual(1_000);
  });
});
