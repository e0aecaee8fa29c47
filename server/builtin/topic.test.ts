import { describe, expect, it } from 'vitest';
import { contentRequestSchema, WIRE_TONES } from '../../src/protocol/requests';
import { planArc } from './arcs/index';
import { cleanTopic, render, subjectOf } from './render';
import { collect, deckOf, outlineOf, provider, topicsOf } from './test-helpers';

const wordsOf = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const sentencesOf = (text: string): number => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;

describe('topic decks', () => {
  it.each(WIRE_TONES)('never repeats a heading in a 100-slide %s deck', async (tone) => {
    const topics = topicsOf(await outlineOf({ input_text: 'Climate change', number_of_slides: 100, tone }));
    expect(topics).toHaveLength(99);
    const headings = topics.map((t) => t.heading.toLowerCase());
    expect(new Set(headings).size).toBe(99);
    // The topic is named in (nearly) every heading, so slides read as one deck.
    expect(headings.filter((h) => h.includes('climate change')).length).toBeGreaterThan(90);
    for (const t of topics) expect(`${t.heading} ${t.overview}`).not.toMatch(/[{}]/);
  });

  it.each(WIRE_TONES)('asks for pictures of the subject first, so a photo search finds it (%s)', async (tone) => {
    const topics = topicsOf(await outlineOf({ input_text: 'Coral reef ecology', number_of_slides: 12, tone }));
    for (const t of topics) {
      expect(t.image_prompt).toMatch(/^a photo of coral reef ecology, \S/);
      // Said once: the scene after the subject does not name it again.
      expect((t.image_prompt ?? '').toLowerCase().split('coral reef ecology')).toHaveLength(2);
    }
  });

  it('follows each tone’s arc at its natural length', () => {
    const keys = (tone: (typeof WIRE_TONES)[number], n: number): string[] => planArc(tone, n, 'x').map((s) => s.key);
    expect(keys('educational', 7)).toEqual(['basics', 'why', 'concepts', 'examples', 'myths', 'practice', 'summary']);
    expect(keys('technical', 8)).toEqual(['overview', 'architecture', 'components', 'dataflow', 'implementation', 'performance', 'tradeoffs', 'next']);
    expect(keys('motivational', 6)).toEqual(['vision', 'challenge', 'stories', 'mindset', 'action', 'cta']);
    expect(keys('formal', 7)).toEqual(['summary', 'background', 'analysis', 'options', 'recommendation', 'timeline', 'conclusion']);
    expect(keys('casual', 5)).toEqual(['intro', 'basics', 'facts', 'tips', 'wrap']);
  });

  it('keeps the opening and the close when a deck grows', () => {
    for (const tone of WIRE_TONES) {
      const small = planArc(tone, 3, 'x').map((s) => s.key);
      const big = planArc(tone, 60, 'x').map((s) => s.key);
      expect(big[0]).toBe(small[0]);
      expect(big.at(-1)).toBe(small.at(-1));
      expect(big.filter((k) => k.includes('#')).length).toBeGreaterThan(40);
    }
  });

  it('sizes the text by description_size', async () => {
    const stats = async (size: 'short' | 'medium' | 'long') => {
      const topics = topicsOf(await deckOf({ input_text: 'Volcanoes', number_of_slides: 12, description_size: size, tone: 'educational' }));
      const subs = topics.flatMap((t) => t.subtopics ?? []);
      return {
        subtopics: topics.map((t) => t.subtopics?.length ?? 0),
        sentences: topics.map((t) => sentencesOf(t.overview)),
        subWords: subs.reduce((n, s) => n + wordsOf(s.overview), 0) / subs.length,
      };
    };
    const [short, medium, long] = [await stats('short'), await stats('medium'), await stats('long')];
    expect(short.subtopics.every((n) => n >= 2 && n <= 3)).toBe(true);
    expect(medium.subtopics.every((n) => n >= 3 && n <= 4)).toBe(true);
    expect(long.subtopics.every((n) => n >= 4 && n <= 5)).toBe(true);
    expect(short.sentences.every((n) => n === 1)).toBe(true);
    expect(medium.sentences.every((n) => n === 2)).toBe(true);
    expect(long.sentences.every((n) => n >= 3)).toBe(true);
    expect(long.subWords).toBeGreaterThan(short.subWords + 4);
  });

  it('writes the topic naturally into the templates', () => {
    expect(render('Why {T} Matter{s}', { subject: subjectOf('black holes') })).toBe('Why Black Holes Matter');
    expect(render('Why {T} Matter{s}', { subject: subjectOf('photosynthesis') })).toBe('Why Photosynthesis Matters');
    expect(render('{t} rest{s} on a few ideas.', { subject: subjectOf('machine learning') })).toBe('Machine learning rests on a few ideas.');
    expect(subjectOf('Photosynthesis').text).toBe('photosynthesis');
    expect(subjectOf('French Revolution').text).toBe('French Revolution');
    expect(subjectOf('Python').text).toBe('Python');
    expect(subjectOf('iPhone photography').title).toBe('iPhone Photography');
  });

  it('takes the topic out of a request sentence', () => {
    expect(cleanTopic('Make a presentation about the water cycle.')).toBe('the water cycle');
    expect(cleanTopic('  "Introduction to Python"  ')).toBe('Python');
    expect(cleanTopic('Quantum computing')).toBe('Quantum computing');
    expect(cleanTopic('I need some slides for my year 8 class about how plants make food, with a quiz')).toBe('how plants make food');
  });

  it('is an honest skeleton: every text says what to add, none states a fact', async () => {
    for (const tone of WIRE_TONES) {
      for (const size of ['short', 'long'] as const) {
        const topics = topicsOf(await deckOf({ input_text: 'Photosynthesis', number_of_slides: 12, tone, description_size: size }));
        for (const t of topics) {
          expect(t.overview).toMatch(/^Add: /);
          for (const s of t.subtopics ?? []) expect(s.overview).toMatch(/^Add, on [^:]+: [^.]+\.( [^.]+\.)?$/);
        }
      }
    }
  });

  it('says on the title slide that the deck is a skeleton, and how to get a model to write it', async () => {
    const [title] = await deckOf({ input_text: 'Photosynthesis', number_of_slides: 4 });
    expect(title).toMatchObject({ type: 'content', title: 'Photosynthesis' });
    const description = title?.type === 'content' ? title.description : '';
    expect(description).toMatch(/^A skeleton for a talk on photosynthesis: /);
    expect(description).toContain('Settings → Local model');
    expect(description).toContain('npm run model -- pull');
  });

  it('never pastes the topic where a verb must agree with it, nor the old filler', async () => {
    for (const tone of WIRE_TONES) {
      for (const input_text of ['Why sleep matters', 'Kubernetes', 'The history of the printing press']) {
        const deck = await deckOf({ input_text, number_of_slides: 30, tone, description_size: 'long' });
        // What the audience reads: picture prompts are not shown.
        const shown = deck.flatMap((e) =>
          e.type === 'content'
            ? [e.title, e.description]
            : e.type === 'topic'
              ? [e.heading, e.overview, ...(e.subtopics ?? []).flatMap((s) => [s.heading, s.overview])]
              : [],
        );
        const text = shown.join('\n');
        expect(text).not.toMatch(/why sleep matters (mean|matter|work|make|shape|is|has|touch|help|show)/i);
        // "Making Kubernetes Work" is fine; a sentence with the topic as its subject is not.
        expect(text).not.toMatch(/Kubernetes (address|mean|matter|handle|is|has)(es|s)?\b/i);
        expect(text).not.toMatch(/printing press (mean|matter|is|has)s?\b/i);
        expect(text).not.toMatch(/a newcomer could repeat|raises eyebrows|on Why sleep|about The history/);
      }
    }
  });

  it('gives the same deck for the same request', async () => {
    const req = { input_text: 'Volcanoes', number_of_slides: 9, tone: 'casual' as const, description_size: 'medium' as const };
    expect(await deckOf(req)).toEqual(await deckOf(req));
  });

  it('writes a slide for a heading the arc does not know', async () => {
    const topics = [{ topic_id: 'topic_1', heading: 'Tidal Power Stations' }];
    const req = contentRequestSchema.parse({ presentation_title: 'Tides', topics_array: topics, tone: 'technical' });
    const [slide] = topicsOf(await collect(provider.content(req, topics, new AbortController().signal)));
    expect(slide?.heading).toBe('Tidal Power Stations');
    expect(slide?.overview).toMatch(/tidal power stations/i);
    expect(slide?.subtopics?.length).toBeGreaterThanOrEqual(3);
    expect(slide?.subtopics?.some((s) => /tidal power stations/i.test(s.overview))).toBe(true);
  });
});
