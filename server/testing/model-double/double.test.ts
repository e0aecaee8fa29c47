import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editRequestSchema, type EditRequestInput } from '../../../src/protocol/edit';
import { createAiSdkProvider } from '../../providers/llm/ai-sdk';
import type { ProviderEvent } from '../../providers/llm/types';
import { collect, contentRequest, outlineRequest } from '../llm-fixtures';
import { startOpenAiDouble, type OpenAiDouble } from './server';

/** The scripted model behind the real openai-compatible writer: the prompts it reads are the server's own. */
let double: OpenAiDouble;
beforeAll(async () => {
  double = await startOpenAiDouble();
});
afterAll(() => double.close());

const provider = () => createAiSdkProvider({ kind: 'openai-compatible', baseURL: double.baseURL, model: 'scripted', maxRetries: 0 });
const signal = () => new AbortController().signal;
type Topic = Extract<ProviderEvent, { type: 'topic' }>;
const topics = (events: ProviderEvent[]) => events.filter((e): e is Topic => e.type === 'topic');
const words = (text = '') => text.split(/\s+/).filter(Boolean).length;
const textOf = (t: Pick<Topic, 'overview' | 'subtopics'>) => [t.overview, ...(t.subtopics ?? []).map((s) => `${s.heading} ${s.overview}`)].join(' ');

const SLIDE = {
  topic_id: 'topic_3',
  heading: 'Making honey',
  overview: 'Honey is nectar that bees have thickened and preserved. It takes about two million flower visits to make one pound of it.',
  subtopics: [
    { heading: 'Collecting nectar', overview: 'A forager sucks nectar from flowers and carries it home in her honey stomach.' },
    { heading: 'Adding enzymes', overview: 'House bees pass the nectar from bee to bee and add enzymes that split its sugars.' },
    { heading: 'Drying by fanning', overview: 'Bees fan their wings until the water content falls below 20 percent.' },
  ],
};
const edit = async (input: Partial<EditRequestInput>) => {
  const req = editRequestSchema.parse({ slide_id: 'topic_3', slides: [SLIDE], action: 'shorter', presentation_title: 'How Honeybees Keep the Hive Alive', ...input });
  return collect(provider().edit!(req, signal()));
};

describe('the scripted OpenAI-compatible model', () => {
  it('plans a 10-slide deck about bees that ends with its conclusion', async () => {
    const { events, error } = await collect(provider().outline(outlineRequest({ input_text: 'How honeybees keep a hive alive', number_of_slides: 10 }), signal()));
    expect(error).toBeUndefined();
    const headings = topics(events).map((t) => t.heading);
    expect(headings).toHaveLength(9);
    expect(new Set(headings).size).toBe(9);
    expect(headings[0]).toBe('Inside the colony');
    expect(headings.at(-1)).toBe('How you can help');
  });

  it('writes three points for every topic of the content call', async () => {
    const wire = ['Inside the colony', 'Making honey'].map((heading, i) => ({ topic_id: `topic_${i + 1}`, heading, overview: '' }));
    const { events, error } = await collect(provider().content(contentRequest({ presentation_title: 'Bees', topics_array: JSON.stringify(wire) }), wire, signal()));
    expect(error).toBeUndefined();
    const slides = topics(events);
    expect(slides.map((s) => s.heading)).toEqual(['Inside the colony', 'Making honey']);
    expect(slides.every((s) => s.subtopics?.length === 3)).toBe(true);
    expect(slides[1]?.subtopics?.[0]?.heading).toBe('Collecting nectar');
  });

  it('answers Shorter with fewer points and fewer words', async () => {
    const [slide] = topics((await edit({ action: 'shorter' })).events);
    expect(slide?.subtopics).toHaveLength(2);
    expect(words(textOf(slide!))).toBeLessThan(words(textOf(SLIDE)));
  });

  it('splits a slide into two, and regenerates one with fresh words under the same heading', async () => {
    const split = topics((await edit({ action: 'split' })).events);
    expect(split.map((s) => s.heading)).toEqual(['Making honey', 'How nectar becomes honey']);
    expect(split.every((s) => (s.subtopics?.length ?? 0) >= 2)).toBe(true);
    const [fresh] = topics((await edit({ action: 'regenerate' })).events);
    expect(fresh?.heading).toBe('Making honey');
    expect(fresh?.overview).not.toBe(SLIDE.overview);
    expect(fresh?.subtopics?.[0]?.heading).toBe('Capping the cells');
  });

  it('writes 60 to 120 words of speaker notes, and turns a slide into steps', async () => {
    const [noted] = topics((await edit({ action: 'speaker-notes' })).events);
    expect(words(noted?.notes)).toBeGreaterThanOrEqual(60);
    expect(words(noted?.notes)).toBeLessThanOrEqual(120);
    expect(noted?.notes).toContain('First, a forager sucks nectar');
    const [steps] = topics((await edit({ action: 'steps' })).events);
    expect(steps?.layout).toBe('process-flow');
  });

  it('translates the slide and its notes into German, and refuses a language it has no table for', async () => {
    const notes = topics((await edit({ action: 'speaker-notes' })).events)[0]?.notes;
    const picture = 'golden honey dripping from a capped honeycomb';
    const [german] = topics((await edit({ action: 'translate', target_language: 'de-DE', slides: [{ ...SLIDE, notes, image_prompt: picture }] })).events);
    expect(german?.heading).toBe('Wie Honig entsteht');
    expect(german?.image_prompt).toBe('goldener Honig tropft von einer verdeckelten Wabe');
    expect(german?.subtopics?.map((s) => s.heading)).toEqual(['Nektar sammeln', 'Enzyme zugeben', 'Trocknen durch Fächeln']);
    expect(german?.notes).toContain('Zuerst: Eine Sammlerin saugt Nektar');
    const french = await edit({ action: 'translate', target_language: 'fr-FR' });
    expect(french.events).toEqual([]);
    expect(french.error?.message).toContain('translates into German only');
  });

  it('opens the talk on the title slide, listing the headings after it, in English and in German', async () => {
    const title = { topic_id: 'topic_0', heading: 'How Honeybees Keep the Hive Alive', overview: 'A tour of the colony: who lives there, how honey is made and what threatens bees today.', subtopics: [] };
    const ask = { slide_id: 'topic_0', slides: [title], neighbour_headings: ['Inside the colony', 'Making honey', 'How you can help'] };
    const [noted] = topics((await edit({ ...ask, action: 'speaker-notes' })).events);
    expect(noted?.notes).toContain('Along the way we will look at inside the colony, making honey and how you can help.');
    expect(words(noted?.notes)).toBeGreaterThanOrEqual(60);
    expect(words(noted?.notes)).toBeLessThanOrEqual(120);
    const [german] = topics((await edit({ ...ask, slides: [{ ...title, notes: noted?.notes }], action: 'translate', target_language: 'de-DE' })).events);
    expect(german?.heading).toBe('Wie Honigbienen ihren Stock am Leben erhalten');
    expect(german?.notes).toContain('Unterwegs sehen wir uns diese Themen an: Im Inneren des Volkes, Wie Honig entsteht und Wie Sie helfen können.');
  });

  it('rewords a slide for a change of tone and keeps its points in order', async () => {
    const [casual] = topics((await edit({ action: 'instruction', instruction: 'Rewrite this slide in a casual tone. Keep its facts, its points and their order.' })).events);
    expect(casual?.subtopics?.map((s) => s.heading)).toEqual(SLIDE.subtopics.map((s) => s.heading));
    expect(casual?.overview).toBe('Honey is nectar that bees have thickened and kept. It takes about two million flower visits to make one pound of it.');
    const [formal] = topics((await edit({ action: 'instruction', instruction: 'Rewrite this slide in a formal tone. Keep its facts, its points and their order.' })).events);
    expect(formal?.overview).toContain('approximately two million flower visits');
  });
});
