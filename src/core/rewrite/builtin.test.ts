import { describe, expect, it } from 'vitest';
import { editRequestSchema, EDIT_ACTIONS, type EditRequestInput } from '../../protocol/edit';
import { builtinEditEvents, cannotDo } from './builtin';

const slide = {
  topic_id: 'topic_2',
  heading: 'Making honey',
  overview: 'Bees turn nectar into honey. They store it in wax cells for winter.',
  image_prompt: 'bees on a honeycomb frame',
  visual_mode: 'image' as const,
  notes: 'My own notes.',
  subtopics: [
    { heading: 'Nectar', overview: 'Foragers collect nectar from flowers. They carry it home in a honey stomach.' },
    { heading: 'Enzymes', overview: 'Enzymes split the sugars. The honey gets sweeter.' },
    { heading: 'Evaporation', overview: 'Fanning wings dry the nectar. Water falls below twenty percent.' },
    { heading: 'Capping', overview: 'Bees seal ripe cells with wax. The honey keeps for years.' },
  ],
};
const SOURCE = [
  'Honey bees make honey from the nectar of flowers. A single colony can produce more than twenty kilograms of surplus honey in a good season.',
  'The nectar is passed from bee to bee, and enzymes in their saliva turn its sucrose into glucose and fructose. Beekeepers harvest the honey in late summer after the cells are capped.',
  'Bees visit about two million flowers to make one pound of honey. Honey stored in sealed cells feeds the colony through the winter months.',
].join('\n\n');

const request = (input: Partial<EditRequestInput>) => editRequestSchema.parse({ slide_id: 'topic_2', slides: [slide], action: 'shorter', ...input });

describe('builtin slide rewrites', () => {
  it('makes a slide shorter from its own sentences and keeps its picture and notes', () => {
    const [topic] = builtinEditEvents(request({ action: 'shorter' }));
    expect(topic).toMatchObject({
      type: 'topic',
      topic_id: 'topic_2',
      heading: 'Making honey',
      overview: 'Bees turn nectar into honey.',
      image_prompt: 'bees on a honeycomb frame',
      visual_mode: 'image',
      notes: 'My own notes.',
    });
    expect(topic?.type === 'topic' && topic.subtopics).toEqual([
      { id: 'subtopic_2_1', heading: 'Nectar', overview: 'Foragers collect nectar from flowers.' },
      { id: 'subtopic_2_2', heading: 'Enzymes', overview: 'Enzymes split the sugars.' },
      { id: 'subtopic_2_3', heading: 'Evaporation', overview: 'Fanning wings dry the nectar.' },
    ]);
  });

  it('says when a slide cannot get any shorter', () => {
    const minimal = { topic_id: 'topic_2', heading: 'Honey', overview: 'Bees make it.', subtopics: [{ heading: 'A', overview: 'One.' }] };
    expect(() => builtinEditEvents(request({ slides: [minimal] }))).toThrow(/already as short as the built-in writer can make it/);
  });

  it('makes a slide longer only with points quoted from the source', () => {
    const [topic] = builtinEditEvents(request({ action: 'longer', source_excerpts: [SOURCE] }));
    const points = topic?.type === 'topic' ? (topic.subtopics ?? []) : [];
    expect(points.slice(0, 4).map((p) => p.heading)).toEqual(slide.subtopics.map((s) => s.heading));
    const added = points.slice(4);
    expect(added.length).toBeGreaterThan(0);
    for (const point of added) expect(SOURCE).toContain(point.overview);
    expect(() => builtinEditEvents(request({ action: 'longer' }))).toThrow(/only from the deck's source document/);
  });

  it('splits a slide into two, half the points each, the second with a new id and no picture', () => {
    const events = builtinEditEvents(request({ action: 'split', new_slide_id: 'topic_3' }));
    expect(events.map((e) => e.type === 'topic' && [e.topic_id, e.heading, e.subtopics?.map((s) => s.heading)])).toEqual([
      ['topic_2', 'Making honey', ['Nectar', 'Enzymes']],
      ['topic_3', 'Making honey (2)', ['Evaporation', 'Capping']],
    ]);
    expect(events[1]).toMatchObject({ image_prompt: '', subtopics: [{ id: 'subtopic_3_1' }, { id: 'subtopic_3_2' }] });
  });

  it('writes speaker notes from the source passages about the slide, else from its own text', () => {
    const [fromSource] = builtinEditEvents(request({ action: 'speaker-notes', source_excerpts: [SOURCE] }));
    expect(fromSource).toMatchObject({ overview: slide.overview, subtopics: [{ heading: 'Nectar' }, {}, {}, {}] });
    const notes = fromSource?.type === 'topic' ? (fromSource.notes ?? '') : '';
    expect(notes).toContain('enzymes in their saliva');
    expect(notes).not.toBe(slide.notes);
    const [fromSlide] = builtinEditEvents(request({ action: 'speaker-notes' }));
    expect(fromSlide?.type === 'topic' && fromSlide.notes).toMatch(/^Bees turn nectar into honey\. .*Nectar: Foragers collect/);
  });

  it('refuses what only a writing model can do, naming the writers that can', () => {
    const refused = EDIT_ACTIONS.filter((a) => cannotDo(a) !== undefined);
    expect(refused).toEqual(['regenerate', 'simpler', 'more-formal', 'add-example', 'steps', 'timeline', 'comparison', 'translate', 'instruction']);
    expect(() => builtinEditEvents(request({ action: 'translate', target_language: 'de-DE' }))).toThrow(
      /^The built-in writer cannot translate: .* A local model \(download one in Settings\) or a hosted model/,
    );
    for (const action of refused) expect(cannotDo(action)?.message.length).toBeLessThan(300);
  });
});
