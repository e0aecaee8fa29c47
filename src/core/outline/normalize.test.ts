import { describe, it, expect } from 'vitest';
import { normalizeOutline, outlineFromText } from './normalize';

const options = { inputText: 'Ocean plastics', numberOfSlides: 10 };

function headings(raw: unknown, opts = options): string[] {
  return normalizeOutline(raw, opts).topics.map((t) => t.heading);
}

describe('normalizeOutline: shapes', () => {
  it('reads topics_array of strings with topic_N entries', () => {
    const { outline, topics, warnings } = normalizeOutline(
      {
        title: 'Plastic Seas',
        description: 'Where it comes from',
        image_prompt: 'ocean',
        topics_array: ['Sources', 'Impact'],
        topic_1: { overview: 'Rivers carry it', visual_mode: 'image', icon_prompt: 'river', image_prompt: 'a river' },
        topic_2: { overview: 'Wildlife harm' },
      },
      options,
    );
    expect(warnings).toEqual([]);
    expect(topics).toEqual([
      { topic_id: 'topic_1', heading: 'Sources', overview: 'Rivers carry it', visual_mode: 'image', icon_prompt: 'river', image_prompt: 'a river' },
      { topic_id: 'topic_2', heading: 'Impact', overview: 'Wildlife harm', visual_mode: 'icon', icon_prompt: '', image_prompt: '' },
    ]);
    expect(outline.title).toBe('Plastic Seas');
    expect(outline.description).toBe('Where it comes from');
    expect(outline.image_prompt).toBe('ocean');
    expect(outline.topics_array).toEqual(['Sources', 'Impact']);
    expect(outline.topic_1?.visual_mode).toBe('image');
    expect(outline.topic_2?.overview).toBe('Wildlife harm');
  });

  it('reads topics_array of objects, matching entries by their own topic_id', () => {
    const raw = {
      title: 'T',
      topics_array: [{ topic_id: 'topic_7', heading: 'Seven' }, { heading: 'Second', overview: 'own' }],
      topic_7: { overview: 'from entry 7' },
      topic_2: { overview: 'from entry 2' },
    };
    const { topics } = normalizeOutline(raw, options);
    expect(topics.map((t) => [t.topic_id, t.heading, t.overview])).toEqual([
      ['topic_1', 'Seven', 'from entry 7'],
      ['topic_2', 'Second', 'own'],
    ]);
  });

  it('reads topics_array given as JSON text', () => {
    expect(headings({ title: 'T', topics_array: '["A","B"]' })).toEqual(['A', 'B']);
  });

  it('reads an outline array', () => {
    const { topics, warnings } = normalizeOutline({ title: 'T', outline: [{ title: 'One', description: 'd1' }, 'Two'] }, options);
    expect(topics.map((t) => [t.heading, t.overview])).toEqual([
      ['One', 'd1'],
      ['Two', ''],
    ]);
    expect(warnings).toContain('Outline has no topics_array; topics read from outline');
  });

  it('reads a topics list with subtopics', () => {
    const raw = {
      title: 'T',
      topics: [
        { title: 'Causes', description: 'Why', subtopics: ['Bags', { title: 'Bottles', description: 'PET' }, '', 7] },
        { title: 'Fixes', description: 'How' },
      ],
    };
    const { topics } = normalizeOutline(raw, options);
    expect(topics[0]).toMatchObject({ heading: 'Causes', overview: 'Why' });
    expect(topics[0]?.subtopics).toEqual([
      { heading: 'Bags', overview: '' },
      { heading: 'Bottles', overview: 'PET' },
    ]);
    expect(topics[1]?.subtopics).toBeUndefined();
  });

  it('reads root topic_ keys in number order', () => {
    const raw = { title: 'T', topic_10: { heading: 'Ten' }, topic_2: { heading: 'Two' }, topic_1: 'One' };
    expect(headings(raw)).toEqual(['One', 'Two', 'Ten']);
  });

  it('reads nested topic_ keys under outline, with the title from either level', () => {
    expect(headings({ outline: { topic_1: { heading: 'Nested' } } })).toEqual(['Nested']);
    expect(normalizeOutline({ outline: { title: 'Inner', topic_1: { heading: 'x' } } }, options).outline.title).toBe('Inner');
    expect(normalizeOutline({ title: 'Outer', outline: { title: 'Inner', topic_1: {} } }, options).outline.title).toBe('Outer');
  });

  it('reads topic_ keys nested under another key', () => {
    expect(headings({ title: 'T', data: { topic_1: { title: 'Deep' } } })).toEqual(['Deep']);
  });

  it('reads a bare array of topics', () => {
    expect(headings(['A', { heading: 'B' }])).toEqual(['A', 'B']);
  });

  it('parses raw text, including fenced JSON', () => {
    expect(headings('```json\n{"title":"T","topics_array":["From text"]}\n```')).toEqual(['From text']);
  });
});

describe('normalizeOutline: defaults and warnings', () => {
  it("defaults headings to 'Slide n', visual_mode to icon and renumbers topic ids", () => {
    const { topics } = normalizeOutline({ title: 'T', topics_array: [{ overview: 'a' }, { heading: 'B', visual_mode: 'video' }] }, options);
    expect(topics.map((t) => [t.topic_id, t.heading, t.visual_mode])).toEqual([
      ['topic_1', 'Slide 1', 'icon'],
      ['topic_2', 'B', 'icon'],
    ]);
  });

  it('warns and falls back to the input text when the title is missing', () => {
    const { outline, warnings } = normalizeOutline({ topics_array: ['A'] }, { inputText: '  Deep-sea mining  ', numberOfSlides: 5 });
    expect(outline.title).toBe('Deep-sea mining');
    expect(warnings).toContain('Outline has no title; using the input text');
  });

  it('cuts a long input title at a word boundary', () => {
    const inputText = 'A very long topic sentence that keeps going and going well past the eighty character mark for sure';
    const { outline } = normalizeOutline({ topics_array: ['A'] }, { inputText, numberOfSlides: 5 });
    expect(outline.title).toBe('A very long topic sentence that keeps going and going well past the eighty');
  });

  it("uses 'Untitled Presentation' when there is no title and no input", () => {
    expect(normalizeOutline({ topics_array: ['A'] }, { inputText: '', numberOfSlides: 5 }).outline.title).toBe('Untitled Presentation');
  });

  it('carries the flags of the answer', () => {
    const { outline } = normalizeOutline({ title: 'T', topics_array: ['A'], is_complete: true, streaming_completed: false }, options);
    expect(outline.is_complete).toBe(true);
    expect(outline.streaming_completed).toBe(false);
    expect(outline.is_fallback).toBeUndefined();
  });

  it('marks and warns about a fallback outline', () => {
    const { outline, warnings, topics } = outlineFromText('# Title\n1. First\n2. Second', options);
    expect(outline.is_fallback).toBe(true);
    expect(outline.parse_error).toBe(true);
    expect(warnings).toContain('Failed to parse outline response');
    expect(topics.map((t) => t.heading)).toEqual(['First', 'Second']);
  });
});

describe('normalizeOutline: slide-count cut', () => {
  const many = { title: 'T', topics_array: Array.from({ length: 150 }, (_, i) => `Topic ${i + 1}`) };

  it.each([
    [1, 0],
    [5, 4],
    [20, 19],
    [100, 99],
    [150, 99],
  ])('%s slides keep %s topics', (numberOfSlides, kept) => {
    const { topics, outline } = normalizeOutline(many, { inputText: 'x', numberOfSlides });
    expect(topics).toHaveLength(kept);
    expect(outline.topics_array).toHaveLength(kept);
    expect(outline[`topic_${kept + 1}`]).toBeUndefined();
  });

  it('skips duplicates and renumbers what is left', () => {
    const { topics, warnings } = normalizeOutline({ title: 'T', topics_array: ['Intro', 'INTRO ', 'Close'] }, options);
    expect(topics.map((t) => [t.topic_id, t.heading])).toEqual([
      ['topic_1', 'Intro'],
      ['topic_2', 'Close'],
    ]);
    expect(warnings).toContain('Outline cut from 3 to 2 topics');
  });
});

describe('normalizeOutline: invalid input', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['an empty array', []],
    ['an empty object', {}],
    ['an empty topics_array and nothing else', { title: 'T', topics_array: [] }],
    ['a non-array topics field', { title: 'T', topics: 'nope' }],
    ['text without headings', 'no outline here'],
  ])('throws the invalid-format error for %s', (_label, raw) => {
    expect(() => normalizeOutline(raw, options)).toThrow('Invalid outline format received from API');
  });
});
