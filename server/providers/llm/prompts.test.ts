import { describe, expect, it } from 'vitest';
import { contentRequest, outlineRequest, wireTopics } from '../../testing/llm-fixtures';
import { contentPrompt, languageName, MAX_PROMPT_SOURCE_CHARS, outlinePrompt, topicCount } from './prompts';

describe('prompts', () => {
  it('asks for one topic per slide after the title slide, and at least one', () => {
    expect(topicCount(5)).toBe(4);
    expect(topicCount(1)).toBe(1);
    expect(outlinePrompt(outlineRequest({ number_of_slides: 2 })).prompt).toContain('Exactly 1 topic,');
  });

  it('names the output language, or passes an unknown tag through', () => {
    expect(languageName('de-DE')).toBe('German (Germany) (de-DE)');
    expect(languageName('not a tag')).toBe('not a tag');
  });

  it('treats long input as a document, fences it and clips it', () => {
    const doc = `Intro\n${'Bees pollinate crops. '.repeat(3_000)}`;
    const { system, prompt } = outlinePrompt(outlineRequest({ input_text: doc }));
    expect(system).toMatch(/one JSON object and nothing else/);
    expect(prompt).toContain('Plan a slide deck from this document:');
    expect(prompt).toContain('<material>');
    expect(prompt).toContain('the rest of the document is left out');
    expect(prompt.length).toBeLessThan(MAX_PROMPT_SOURCE_CHARS + 4_000);
    expect(prompt).toMatch(/do not invent facts/);
  });

  it('lists the topics to expand and keeps their headings', () => {
    const { prompt } = contentPrompt(contentRequest({ description_size: 'long' }), wireTopics(2));
    expect(prompt).toContain('Copy each heading exactly');
    expect(prompt).toContain('"heading": "Roles in the colony"');
    expect(prompt).toContain('3 or 4 subtopics');
    expect(prompt).not.toContain('<material>');
  });
});

describe('the outline prompt of a second try', () => {
  it('names the topics already received and asks only for the ones after them', () => {
    const { prompt } = outlinePrompt(outlineRequest({ number_of_slides: 5 }), ['Anatomy of a bee']);
    expect(prompt).toContain('Exactly 3 topics,');
    expect(prompt).toContain('already has these first topics: ["Anatomy of a bee"]');
    expect(prompt).toContain('do not repeat them');
    expect(outlinePrompt(outlineRequest({ number_of_slides: 5 })).prompt).not.toContain('already has');
  });
});
