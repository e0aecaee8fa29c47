import { describe, expect, it } from 'vitest';
import { contentRequestSchema, outlineRequestSchema, WIRE_TONES } from '../../src/protocol/requests';
import { streamLineSchema } from '../../src/protocol/lines';
import { MARKDOWN_DOC } from './fixtures';
import { collect, deckOf, outlineOf, provider, topicsOf } from './test-helpers';

describe('builtin provider', () => {
  it('is called builtin', () => {
    expect(provider.name).toBe('builtin');
  });

  it('gives the same deck for the same input', async () => {
    for (const input_text of ['Photosynthesis', MARKDOWN_DOC]) {
      const req = { input_text, number_of_slides: 8, tone: 'educational' as const };
      expect(await deckOf(req)).toEqual(await deckOf(req));
      expect(await outlineOf(req)).toEqual(await outlineOf(req));
    }
  });

  it.each([
    [1, 0],
    [5, 4],
    [20, 19],
    [100, 99],
  ])('outlines %i slides as %i topics (a document: as many as it has material for)', async (slides, topics) => {
    for (const input_text of ['Renewable energy', MARKDOWN_DOC]) {
      const events = await outlineOf({ input_text, number_of_slides: slides });
      const found = topicsOf(events);
      expect(found).toHaveLength(input_text === MARKDOWN_DOC ? Math.min(topics, 8) : topics);
      expect(found.map((t) => t.topic_id)).toEqual(Array.from({ length: found.length }, (_, i) => `topic_${i + 1}`));
      const done = events.at(-1);
      expect(done?.type).toBe('outline_complete');
      if (done?.type === 'outline_complete') expect(done.outline.topics_array).toHaveLength(found.length);
    }
  });

  it('streams topics first and ends with the complete outline', async () => {
    const events = await outlineOf({ input_text: 'Volcanoes', number_of_slides: 4, tone: 'casual' });
    expect(events.map((e) => e.type)).toEqual(['topic', 'topic', 'topic', 'outline_complete']);
    for (const e of events) expect(streamLineSchema.safeParse(e).success).toBe(true);
    const done = events[3];
    if (done?.type !== 'outline_complete') throw new Error('no outline');
    const outline = done.outline;
    expect(outline).toMatchObject({ title: 'Volcanoes', is_complete: true, streaming_completed: true });
    expect(outline.topics_array).toEqual(topicsOf(events).map((t) => t.heading));
    expect(outline.topic_2).toEqual({
      heading: topicsOf(events)[1]?.heading,
      overview: topicsOf(events)[1]?.overview,
      visual_mode: topicsOf(events)[1]?.visual_mode,
      icon_prompt: topicsOf(events)[1]?.icon_prompt,
      image_prompt: topicsOf(events)[1]?.image_prompt,
    });
    expect(topicsOf(events).every((t) => t.subtopics === undefined)).toBe(true);
  });

  it('never writes its own name onto a slide', async () => {
    for (const input_text of ['Photosynthesis', MARKDOWN_DOC]) {
      const outline = await outlineOf({ input_text, number_of_slides: 3 });
      const content = await deckOf({ input_text, number_of_slides: 3 });
      expect(content[0]?.type).toBe('content');
      expect(JSON.stringify([outline, content])).not.toMatch(/Decksmith|built-in composer|drafted offline/i);
    }
  });

  it('gives every topic visuals: mostly icons, an image every third slide', async () => {
    const topics = topicsOf(await deckOf({ input_text: 'Coral reefs', number_of_slides: 10 }));
    expect(topics.map((t) => t.visual_mode)).toEqual(['image', 'icon', 'icon', 'image', 'icon', 'icon', 'image', 'icon', 'icon']);
    for (const t of topics) {
      expect(t.icon_prompt).toMatch(/^icon of \S/);
      expect(t.image_prompt).toMatch(/^a photo of \S/);
      for (const s of t.subtopics ?? []) expect(s.icon_prompt).toMatch(/^icon of \S/);
    }
  });

  it('keeps the given headings and overviews and numbers the subtopics', async () => {
    const topics = [
      { topic_id: 'topic_1', heading: 'Why Tides Happen', overview: 'The moon pulls the oceans.' },
      { topic_id: 'topic_2', heading: 'Spring and Neap Tides' },
    ];
    const req = contentRequestSchema.parse({ presentation_title: 'Tides', topics_array: JSON.stringify(topics) });
    const events = await collect(provider.content(req, topics, new AbortController().signal));
    expect(events[0]).toMatchObject({ type: 'content', title: 'Tides' });
    const [a, b] = topicsOf(events);
    expect(a).toMatchObject({ topic_id: 'topic_1', heading: 'Why Tides Happen', overview: 'The moon pulls the oceans.' });
    expect(b?.heading).toBe('Spring and Neap Tides');
    expect(b?.overview.length).toBeGreaterThan(20);
    expect(a?.subtopics?.map((s) => s.id)).toEqual(a?.subtopics?.map((_, m) => `subtopic_1_${m + 1}`));
    expect(b?.subtopics?.[0]?.id).toBe('subtopic_2_1');
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    const req = outlineRequestSchema.parse({ input_text: 'Ancient Rome', number_of_slides: 50 });
    const seen: string[] = [];
    await expect(async () => {
      for await (const e of provider.outline(req, controller.signal)) {
        seen.push(e.type);
        if (seen.length === 3) controller.abort();
      }
    }).rejects.toThrow(/cancelled/);
    expect(seen).toHaveLength(3);

    const topics = [{ heading: 'One' }, { heading: 'Two' }, { heading: 'Three' }];
    const creq = contentRequestSchema.parse({ presentation_title: 'Rome', topics_array: topics });
    const aborted = new AbortController();
    aborted.abort();
    await expect(collect(provider.content(creq, topics, aborted.signal))).rejects.toThrow(/cancelled/);
  });

  it('gives each tone its own arc', async () => {
    const headings = await Promise.all(
      WIRE_TONES.map(async (tone) => topicsOf(await outlineOf({ input_text: 'Electric cars', number_of_slides: 8, tone })).map((t) => t.heading)),
    );
    expect(new Set(headings.map((h) => h.join('|'))).size).toBe(WIRE_TONES.length);
  });
});
