import { describe, expect, it } from 'vitest';
import { bigDocument, GERMAN_DOC, MARKDOWN_DOC } from '../../builtin/fixtures';
import { contentRequest, outlineRequest, wireTopics } from '../../testing/llm-fixtures';
import { contentPrompt, languageName, MAX_PROMPT_SOURCE_CHARS, outlinePrompt, topicCount, writingLanguage } from './prompts';

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

describe('prompts from a document', () => {
  const long = bigDocument(120_000);

  it('give a long document as its title, chapters and key passages per slide, within the budget', () => {
    const { prompt } = outlinePrompt(outlineRequest({ input_text: long, number_of_slides: 6 }), [], 8_000);
    expect(prompt).toContain('Document title: "Cooling Cities: A Long Report"');
    expect(prompt).toMatch(/Chapters, in order: "Health Effects"; "Energy and Economic Costs"/);
    expect(prompt).toMatch(/\[1\] .+\n- /);
    expect(prompt).not.toContain('the rest of the document is left out');
    expect(prompt.length).toBeLessThan(8_000 + 4_500);
    expect(prompt).toMatch(/Every figure .* must appear in the passages/);
  });

  it('give a document that fits whole, as it is', () => {
    const { prompt } = outlinePrompt(outlineRequest({ input_text: MARKDOWN_DOC }), [], 30_000);
    expect(prompt).toContain(MARKDOWN_DOC.trim().slice(0, 2_000));
    expect(prompt).not.toContain('Key passages');
  });

  it('give each slide of the content call the passages about it', () => {
    const topics = [
      { topic_id: 'topic_1', heading: 'Green roofs' },
      { topic_id: 'topic_2', heading: 'Deep-sea fishing quotas' },
    ];
    const { prompt } = contentPrompt(contentRequest({ input_text: long }), topics, 4_000);
    const list = JSON.parse(/Topics \(JSON\):\n([\s\S]*?)\nRequirements:/.exec(prompt)?.[1] ?? '[]') as Array<{ heading: string; source_passages: string[] }>;
    expect(list.map((t) => t.heading)).toEqual(['Green roofs', 'Deep-sea fishing quotas']);
    expect(list[0]?.source_passages.some((p) => /green roof/i.test(p))).toBe(true);
    expect(list[1]?.source_passages).toEqual([]);
    expect(prompt).not.toContain('<material>');
  });

  it('ask for substance: facts, examples, figures with units, named steps', () => {
    for (const { prompt } of [outlinePrompt(outlineRequest({ input_text: 'The printing press' })), contentPrompt(contentRequest(), wireTopics(2))]) {
      expect(prompt).toMatch(/facts, names, dates, causes and effects, concrete examples, figures with their units, and named steps/);
      expect(prompt).toMatch(/Never write about the slide or the talk/);
    }
  });

  it('ask for picture and icon prompts in English, whatever the deck language, subject first and without style words', () => {
    for (const { prompt } of [outlinePrompt(outlineRequest({ input_text: 'La imprenta', language: 'es-ES' })), contentPrompt(contentRequest({ language: 'es-ES' }), wireTopics(2))]) {
      expect(prompt).toMatch(/write every text value in [\w ]*Spanish \(es-ES\), except image_prompt and icon_prompt \(English/);
      expect(prompt).toMatch(/image_prompt"?: in English whatever the deck's language, the concrete thing a photo would show, subject first/);
      expect(prompt).toMatch(/no style words \(photorealistic/);
      expect(prompt).toMatch(/icon_prompt: in English, 2 to 5 words/);
    }
  });

  it('keep a document in its own language under the default tag, and follow a language the user chose', () => {
    const german = GERMAN_DOC;
    expect(writingLanguage('en-US', german)).toBe('de');
    expect(outlinePrompt(outlineRequest({ input_text: german, language: 'en-US' })).prompt).toMatch(/write every text value in German \(de\)/);
    expect(contentPrompt(contentRequest({ input_text: german, language: 'en-US' }), wireTopics(1)).prompt).toMatch(/write every text value in German \(de\)/);
    // A chosen language wins, and a topic or an English document keeps the tag.
    expect(writingLanguage('fr-FR', german)).toBe('fr-FR');
    expect(writingLanguage('en-US', 'Die Energiewende')).toBe('en-US');
    expect(writingLanguage('en-US', MARKDOWN_DOC)).toBe('en-US');
  });
});
