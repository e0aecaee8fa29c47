import { describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../../server/builtin/index';
import type { LlmProvider, ProviderEvent } from '../../server/providers/llm/types';
import { CONTENT_GENERATION_FAILED, OUTLINE_EMPTY } from '../../src/core/errors';
import { CliError } from '../errors';
import { memoryReporter } from '../progress';
import { generateDeck, generatorFor, generatorFromEnv } from './index';

const TIMEOUTS = { outlineTimeoutMs: 10_000, contentTimeoutMs: 10_000 };
const builtin = () => generatorFor(createBuiltinProvider(), TIMEOUTS);
const request = { text: 'Ocean plastic', slides: 8, tone: 'formal' as const, theme: 'classic-dark' };

/** A provider that streams the given events for both calls. */
function scripted(outline: ProviderEvent[], content: ProviderEvent[] = []): LlmProvider {
  return {
    name: 'scripted',
    async *outline() {
      yield* outline;
    },
    async *content() {
      yield* content;
    },
  };
}

const topic = (n: number, heading: string): ProviderEvent => ({ type: 'topic', topic_id: `topic_${n}`, heading, overview: `About ${heading}` });

describe('generateDeck with the builtin generator', () => {
  it('makes the asked number of slides: the title slide, then one slide per outline topic, all complete', async () => {
    const reporter = memoryReporter();
    const deck = await generateDeck(builtin(), request, reporter);
    expect(deck.slides).toHaveLength(8);
    expect(deck.slides.map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(deck.slides.every((s) => s.isComplete && !s.isStreaming)).toBe(true);
    expect(deck.slides[0]).toMatchObject({ type: 'title', title: deck.title });
    const topics = reporter.lines.filter((l) => l.startsWith('Topic ')).map((l) => l.replace(/^Topic \d+: /, ''));
    expect(topics).toHaveLength(7);
    expect(deck.slides.slice(1).map((s) => s.topic?.heading)).toEqual(topics);
    expect(deck.slides.slice(1).every((s) => (s.topic?.subtopics.length ?? 0) > 0)).toBe(true);
    expect(deck.settings).toMatchObject({ selectedTheme: 'classic-dark', selectedTone: 'formal' });
    expect(reporter.lines).toContain('Outline: 7 topics');
    expect(reporter.lines).toContain(`Slide 8 of 8: ${deck.slides[7]?.title}`);
  });

  it('is the deck the environment configures by default (builtin), and the same every time', async () => {
    const a = await generateDeck(generatorFromEnv({}), request, memoryReporter());
    const b = await generateDeck(builtin(), request, memoryReporter());
    expect(a.slides.map((s) => s.title)).toEqual(b.slides.map((s) => s.title));
  });

  it('makes a one-slide deck from the title alone, with no outline call', async () => {
    const reporter = memoryReporter();
    const deck = await generateDeck(builtin(), { ...request, slides: 1 }, reporter);
    expect(deck.slides.map((s) => s.type)).toEqual(['title']);
    expect(reporter.lines.some((l) => l.startsWith('Outline'))).toBe(false);
  });
});

describe('generateDeck failures', () => {
  it("fails with the stream's error line", async () => {
    const failing: LlmProvider = {
      ...scripted([]),
      // eslint-disable-next-line require-yield
      async *outline() {
        throw new Error('The model is overloaded.');
      },
    };
    await expect(generateDeck(generatorFor(failing, TIMEOUTS), request, memoryReporter())).rejects.toEqual(new CliError('The model is overloaded.'));
  });

  it('fails with the outline-empty or content-failed text when the outline or the content brings nothing', async () => {
    await expect(generateDeck(generatorFor(scripted([]), TIMEOUTS), request, memoryReporter())).rejects.toThrow(OUTLINE_EMPTY);
    const noContent = scripted([topic(1, 'One'), topic(2, 'Two')]);
    await expect(generateDeck(generatorFor(noContent, TIMEOUTS), request, memoryReporter())).rejects.toThrow(CONTENT_GENERATION_FAILED);
  });

  it('cuts the outline as the API does (no repeated heading) and names a missing title slide after the outline', async () => {
    const provider = scripted([topic(1, 'One'), topic(2, 'one'), topic(3, 'Two')], [topic(1, 'One'), topic(2, 'Two')]);
    const deck = await generateDeck(generatorFor(provider, TIMEOUTS), { ...request, text: 'Numbers' }, memoryReporter());
    expect(deck.slides.map((s) => s.title)).toEqual(['Numbers', 'One', 'Two']);
  });

  it('names a missing provider variable', () => {
    expect(() => generatorFromEnv({ LLM_PROVIDER: 'openai' })).toThrow('LLM_PROVIDER=openai needs OPENAI_API_KEY (an OpenAI API key).');
  });
});
