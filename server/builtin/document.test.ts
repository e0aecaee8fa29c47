import { describe, expect, it } from 'vitest';
import { contentRequestSchema, outlineRequestSchema } from '../../src/protocol/requests';
import { bigDocument, GERMAN_DOC, MARKDOWN_DOC, NUMBERED_DOC, PLAIN_DOC } from './fixtures';
import { isDocumentInput } from './index';
import { collect, deckOf, outlineOf, provider, topicsOf, type TopicEvent } from './test-helpers';

const flat = (text: string): string => text.replace(/\s+/g, ' ');

/** Every sentence of `text` is quoted whole from `source`: never cut, never ending in an ellipsis. */
function quotesFrom(text: string, source: string): boolean {
  const src = flat(source);
  return text
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .every((s) => !s.endsWith('…') && src.includes(s.trim()));
}

function titleOf(events: Awaited<ReturnType<typeof outlineOf>>): string {
  const done = events.at(-1);
  return done?.type === 'outline_complete' ? String(done.outline.title) : '';
}

describe('document decks', () => {
  it('tells documents from topics', () => {
    expect(isDocumentInput('Photosynthesis')).toBe(false);
    expect(isDocumentInput('Photosynthesis\nfor year 8')).toBe(false);
    expect(isDocumentInput(MARKDOWN_DOC)).toBe(true);
    expect(isDocumentInput('a\nb\nc\nd')).toBe(true);
  });

  it('builds slides from the sections of a Markdown document', async () => {
    const events = await outlineOf({ input_text: MARKDOWN_DOC, number_of_slides: 8 });
    expect(titleOf(events)).toBe('Urban Heat Islands: Causes, Effects and Solutions');
    // The short untitled introduction opens the title slide instead of making a thin slide of its own.
    expect(topicsOf(events).map((t) => t.heading)).toEqual([
      'What Causes Urban Heat Islands',
      'Health Effects',
      'Energy and Economic Costs',
      'Cooling Strategies',
      'Cool Pavements',
      'Policy and Planning',
      'Conclusion',
    ]);
    for (const t of topicsOf(events)) expect(quotesFrom(t.overview, MARKDOWN_DOC), t.overview).toBe(true);
  });

  it('fills slides with key sentences of the matching section', async () => {
    const topics = topicsOf(await deckOf({ input_text: MARKDOWN_DOC, number_of_slides: 8, description_size: 'medium' }));
    const all = topics.flatMap((t) => [t.overview, ...(t.subtopics ?? []).map((s) => s.overview)]);
    for (const text of all) expect(quotesFrom(text, MARKDOWN_DOC), text).toBe(true);
    // A sentence is used on one slide only.
    const sentences = all.flatMap((t) => t.split(/(?<=[.!?])\s+/));
    expect(new Set(sentences).size).toBe(sentences.length);
    const health = topics.find((t) => t.heading === 'Health Effects');
    expect(health?.overview).toMatch(/heat|temperature/i);
    expect(health?.subtopics?.every((s) => /elderly|night|neighbourhoods|ozone|children|temperatures|heat/i.test(s.overview))).toBe(true);
    // Subsections become the subtopics of their section.
    const cooling = topics.find((t) => t.heading === 'Cooling Strategies');
    // Its biggest subsection has a slide of its own; the others stay its points.
    expect(cooling?.subtopics?.map((s) => s.heading)).toEqual(expect.arrayContaining(['Green Roofs', 'Urban Trees']));
    expect(topics.map((t) => t.heading)).toContain('Cool Pavements');
    for (const t of topics) for (const s of t.subtopics ?? []) expect(s.heading.split(' ').length).toBeLessThanOrEqual(4);
  });

  it('keeps the biggest chapters, in document order, when asked for fewer slides', async () => {
    const headings = topicsOf(await outlineOf({ input_text: MARKDOWN_DOC, number_of_slides: 4 })).map((t) => t.heading);
    expect(headings).toEqual(['What Causes Urban Heat Islands', 'Health Effects', 'Cooling Strategies']);
    const order = ['Introduction', 'What Causes Urban Heat Islands', 'Health Effects', 'Energy and Economic Costs', 'Cooling Strategies', 'Policy and Planning', 'Conclusion'];
    const positions = headings.map((h) => order.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("gives big chapters' sections a slide when asked for more, and stops rather than pad", async () => {
    const headings = topicsOf(await outlineOf({ input_text: MARKDOWN_DOC, number_of_slides: 12 })).map((t) => t.heading);
    // Every chapter keeps its slide, its sections follow it; the document has material for 8, not 11.
    expect(headings).toEqual([
      'What Causes Urban Heat Islands',
      'Health Effects',
      'Energy and Economic Costs',
      'Cooling Strategies',
      'Cool Pavements',
      'Urban Trees',
      'Policy and Planning',
      'Conclusion',
    ]);
    expect(headings).not.toContain('References');
  });

  it('sizes document slides by description_size', async () => {
    const run = async (size: 'short' | 'long') => topicsOf(await deckOf({ input_text: MARKDOWN_DOC, number_of_slides: 8, description_size: size }));
    const [short, long] = [await run('short'), await run('long')];
    const words = (ts: typeof short): number =>
      ts.reduce((n, t) => n + [t.overview, ...(t.subtopics ?? []).map((x) => x.overview)].join(' ').split(' ').length, 0);
    expect(short.every((t) => (t.subtopics?.length ?? 0) <= 3)).toBe(true);
    expect(short.every((t) => t.overview.split(/(?<=[.!?])\s+/).length === 1)).toBe(true);
    // A small document cannot fill five subtopics per slide; long still says more per slide.
    expect(long.filter((t) => t.overview.split(/(?<=[.!?])\s+/).length >= 3).length).toBeGreaterThan(3);
    expect(words(long)).toBeGreaterThan(words(short) * 1.3);
  });

  it('takes presentation_title over the document title', async () => {
    const events = await outlineOf({ input_text: MARKDOWN_DOC, number_of_slides: 3, presentation_title: 'Cooler Cities' });
    expect(titleOf(events)).toBe('Cooler Cities');
  });

  it('reads numbered headings from extracted PDF text', async () => {
    const events = await outlineOf({ input_text: NUMBERED_DOC, number_of_slides: 6 });
    expect(titleOf(events)).toBe('Remote Work and Team Productivity');
    const headings = topicsOf(events).map((t) => t.heading);
    // Survey Design and Analysis (three sentences each) stay points of Methods rather than thin slides.
    expect(headings).toEqual(['Introduction', 'Methods', 'Results', 'Recommendations']);
    for (const t of topicsOf(events)) expect(quotesFrom(t.overview, NUMBERED_DOC), t.overview).toBe(true);
    expect(topicsOf(events).some((t) => /^\d/.test(t.overview))).toBe(false);
  });

  it('groups a headingless text into slides in reading order', async () => {
    const topics = topicsOf(await deckOf({ input_text: PLAIN_DOC, number_of_slides: 6 }));
    // Fourteen sentences give three slides of an overview and at least two points each, not five thin ones.
    expect(topics).toHaveLength(3);
    expect(new Set(topics.map((t) => t.heading)).size).toBe(3);
    for (const t of topics) expect(t.subtopics?.length ?? 0, t.heading).toBeGreaterThanOrEqual(2);
    const source = flat(PLAIN_DOC);
    const starts = topics.map((t) => source.indexOf(t.overview.split(/(?<=[.!?])\s+/)[0] ?? '#'));
    expect(starts.every((p) => p >= 0)).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const t of topics) {
      expect(t.heading).toMatch(/^\p{Lu}/u);
      expect(t.heading.length).toBeLessThan(60);
      expect(quotesFrom(t.overview, PLAIN_DOC)).toBe(true);
    }
  });

  it('works on documents in other languages', async () => {
    const topics = topicsOf(await deckOf({ input_text: GERMAN_DOC, number_of_slides: 4, language: 'de-DE' }));
    expect(topics.map((t) => t.heading)).toEqual(['Ausbau der erneuerbaren Energien', 'Netze und Speicher', 'Kosten und Akzeptanz']);
    for (const t of topics) {
      expect(quotesFrom(t.overview, GERMAN_DOC)).toBe(true);
      for (const s of t.subtopics ?? []) expect(quotesFrom(s.overview, GERMAN_DOC)).toBe(true);
    }
  });

  it('finds the section for an edited heading by shared words', async () => {
    const topics = [{ topic_id: 'topic_1', heading: 'Shade from street trees' }];
    const req = contentRequestSchema.parse({ presentation_title: 'Heat', topics_array: topics, input_text: MARKDOWN_DOC });
    const [slide] = topicsOf(await collect(provider.content(req, topics, new AbortController().signal)));
    expect(slide?.heading).toBe('Shade from street trees');
    expect(`${slide?.overview} ${slide?.subtopics?.map((s) => s.overview).join(' ')}`).toMatch(/tree/i);
  });

  // Timings belong to `npm run bench -- generator`; here only the result on a big text is checked.
  it('outlines and writes a 150k-character document', async () => {
    const text = bigDocument(150_000);
    expect(text.length).toBeGreaterThanOrEqual(150_000);
    const req = outlineRequestSchema.parse({ input_text: text, number_of_slides: 20 });
    const topics: TopicEvent[] = [];
    for await (const e of provider.outline(req, new AbortController().signal)) {
      if (e.type === 'topic') topics.push(...topicsOf([e]));
    }
    const creq = contentRequestSchema.parse({ presentation_title: 'Report', topics_array: topics, input_text: req.input_text });
    const slides = topicsOf(await collect(provider.content(creq, topics, new AbortController().signal)));
    expect(topics).toHaveLength(19);
    expect(slides.every((s) => (s.subtopics?.length ?? 0) >= 2)).toBe(true);
  });
});
