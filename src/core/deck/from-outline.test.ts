import { describe, it, expect } from 'vitest';
import { applyContentLine, applyTopicLine, outlineToSlides } from './from-outline';
import { slideSchema, type Slide } from '../schemas/slide';
import { slideDrawing } from '../slide/drawing';
import type { OutlineTopic } from '../schemas/outline';

const topics: OutlineTopic[] = [
  {
    topic_id: 'topic_1',
    heading: 'Roots',
    overview: 'Where it began',
    visual_mode: 'image',
    icon_prompt: 'tree',
    image_prompt: 'old tree',
    subtopics: [{ heading: 'Seeds', overview: 'small' }, { heading: 'Soil', overview: '' }],
  },
  { topic_id: 'topic_2', heading: '  ', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' },
];

describe('outlineToSlides', () => {
  const slides = outlineToSlides({ title: 'Trees', description: 'A deck about trees' }, topics);

  it('starts with the title slide, id 0', () => {
    expect(slides[0]).toMatchObject({ id: 0, type: 'title', title: 'Trees', description: 'A deck about trees', isComplete: false, isStreaming: false });
    expect(slides[0]?.topic).toBeUndefined();
  });

  it('numbers topic slides 1..n with their topic', () => {
    expect(slides.map((s) => [s.id, s.type])).toEqual([
      [0, 'title'],
      [1, 'topic'],
      [2, 'topic'],
    ]);
    expect(slides[1]).toMatchObject({ title: 'Roots', description: 'Where it began', isComplete: false, isStreaming: false });
    expect(slides[1]?.topic).toMatchObject({ heading: 'Roots', visual_mode: 'image', icon_prompt: 'tree', image_prompt: 'old tree' });
  });

  it('gives subtopics ids subtopic_N_M with icon visual mode', () => {
    expect(slides[1]?.topic?.subtopics.map((s) => [s.id, s.heading, s.visual_mode])).toEqual([
      ['subtopic_1_1', 'Seeds', 'icon'],
      ['subtopic_1_2', 'Soil', 'icon'],
    ]);
    expect(slides[2]?.topic?.subtopics).toEqual([]);
  });

  it("defaults a blank heading to 'Slide n'", () => {
    expect(slides[2]?.title).toBe('Slide 2');
    expect(slides[2]?.topic?.heading).toBe('Slide 2');
  });

  it('produces slides that pass the slide schema unchanged', () => {
    for (const slide of slides) expect(slideSchema.parse(slide)).toEqual(slide);
  });
});

describe('applyTopicLine', () => {
  const slides = outlineToSlides({ title: 'Trees', description: '' }, topics);

  it('merges the line into the matching slide and marks it complete', () => {
    const before = structuredClone(slides);
    const next = applyTopicLine(slides, {
      type: 'topic',
      topic_id: 'topic_2',
      heading: 'Leaves',
      overview: 'Green',
      subtopics: [{ heading: 'Shape', overview: 'round' }, { heading: 'Colour' }],
    });
    expect(next).not.toBe(slides);
    expect(slides).toEqual(before);
    expect(next[2]).toMatchObject({ id: 2, title: 'Leaves', description: 'Green', isComplete: true, isStreaming: false });
    expect(next[2]?.topic?.subtopics.map((s) => [s.id, s.heading, s.overview])).toEqual([
      ['subtopic_2_1', 'Shape', 'round'],
      ['subtopic_2_2', 'Colour', ''],
    ]);
    expect(next[1]).toBe(slides[1]);
  });

  it("keeps the slide's values where the line is blank", () => {
    const next = applyTopicLine(slides, { type: 'topic', topic_id: 'topic_1', heading: '', overview: '', image_prompt: '' });
    expect(next[1]?.topic).toMatchObject({ heading: 'Roots', overview: 'Where it began', image_prompt: 'old tree', visual_mode: 'image' });
    expect(next[1]?.topic?.subtopics).toHaveLength(2);
    expect(next[1]?.isComplete).toBe(true);
  });

  it('adds a topic beyond the outline in id order', () => {
    const next = applyTopicLine(outlineToSlides({ title: 'T', description: '' }, []), { type: 'topic', topic_id: 'topic_2', heading: 'Two' });
    const withOne = applyTopicLine(next, { type: 'topic', topic_id: 'topic_1', heading: 'One' });
    expect(withOne.map((s) => [s.id, s.title])).toEqual([
      [0, 'T'],
      [1, 'One'],
      [2, 'Two'],
    ]);
    expect(withOne[1]?.type).toBe('topic');
  });

  it.each(['intro', 'topic_0', 'topic_100'])('ignores topic_id %s', (topic_id) => {
    const next = applyTopicLine(slides, { type: 'topic', topic_id, heading: 'X' });
    expect(next).toEqual(slides);
    expect(next).not.toBe(slides);
  });
});

describe('applyContentLine', () => {
  it('fills the title slide and marks it complete', () => {
    const slides = outlineToSlides({ title: 'Draft', description: 'Old' }, []);
    const next = applyContentLine(slides, { title: 'Final', description: '' });
    expect(next[0]).toMatchObject({ id: 0, type: 'title', title: 'Final', description: 'Old', isComplete: true });
    expect(slides[0]?.title).toBe('Draft');
  });

  it('creates the title slide first when the deck is empty', () => {
    const next = applyContentLine(applyTopicLine([], { type: 'topic', topic_id: 'topic_1', heading: 'A' }), { title: 'T' });
    expect(next.map((s) => s.id)).toEqual([0, 1]);
  });
});

describe('speaker notes from the stream', () => {
  it("puts a topic line's notes on its slide, and the title line's on slide 0", () => {
    const slides = outlineToSlides({ title: 'T', description: '' }, []);
    const withTopic = applyTopicLine(slides, { type: 'topic', topic_id: 'topic_1', heading: 'A', notes: 'From “A”:\nWhole passage.' });
    expect(withTopic.find((s) => s.id === 1)?.notes).toBe('From “A”:\nWhole passage.');
    const withTitle = applyContentLine(withTopic, { title: 'T', notes: 'Written by Ada.' });
    expect(withTitle[0]?.notes).toBe('Written by Ada.');
  });

  it('never overwrites notes the user already wrote', () => {
    const mine = applyTopicLine([], { type: 'topic', topic_id: 'topic_1', heading: 'A', notes: 'Mine' });
    const again = applyTopicLine(mine, { type: 'topic', topic_id: 'topic_1', heading: 'A', notes: 'Generated' });
    expect(again.find((s) => s.id === 1)?.notes).toBe('Mine');
    const title = applyContentLine(applyContentLine([], { title: 'T', notes: 'Mine' }), { title: 'T', notes: 'Generated' });
    expect(title[0]?.notes).toBe('Mine');
  });
});

describe('layout record', () => {
  it('records an automatic layout and its reason on every topic slide built from a stream', () => {
    const base = outlineToSlides({ title: 'Week', description: '' }, []);
    const next = applyTopicLine(base, {
      type: 'topic',
      topic_id: 'topic_1',
      heading: 'Your first week',
      subtopics: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((heading) => ({ heading })),
    });
    expect(next[1]?.layout).toEqual({ type: 'horizontal-timeline', config: {}, auto: true, reason: 'dated-sequence' });
    expect(slideSchema.parse(next[1])).toEqual(next[1]);
  });

  it("weighs the line's layout hint against the content and keeps it on the record", () => {
    const base = outlineToSlides({ title: 'T', description: '' }, []);
    const line = { type: 'topic' as const, topic_id: 'topic_1', heading: 'Notes', subtopics: [{ heading: 'A' }, { heading: 'B' }, { heading: 'C' }] };
    expect(applyTopicLine(base, { ...line, layout: 'boxes' })[1]?.layout).toMatchObject({ type: 'boxes', reason: 'model-hint', hint: 'boxes' });
    expect(applyTopicLine(base, { ...line, layout: 'pyramid' })[1]?.layout).toMatchObject({ type: 'horizontal-row', hint: 'pyramid' });
  });
});

describe('data topics', () => {
  const drawn = (slide: Slide | undefined) => {
    const drawing = slide && slideDrawing(slide);
    return drawing?.kind === 'topic' ? drawing.layout : undefined;
  };
  const chart = {
    kind: 'chart' as const,
    chart: { kind: 'line' as const, title: 'Output', categories: ['2021', '2022'], series: [{ name: 'North', values: [1200, 1340], unit: 'MWh' }], xTitle: '', yTitle: 'MWh' },
    source: 'Output by year, report.docx',
  };
  const line = { type: 'topic' as const, topic_id: 'topic_1', heading: 'Output by year', overview: 'North rose.', subtopics: [{ heading: 'A retyped 1,300', overview: '' }] };

  it("gives a chart topic's slide the line's data and draws it as the chart", () => {
    const [, slide] = applyTopicLine(outlineToSlides({ title: 'T', description: '' }, []), { ...line, data: chart });
    expect(slide?.data).toEqual({ chart: chart.chart, source: chart.source });
    expect(drawn(slide)).toBe('chart');
    expect(slideSchema.parse(slide)).toEqual(slide);
  });

  it("keeps the outline's data when the content line carries none", () => {
    const outline = outlineToSlides({ title: 'T', description: '' }, [{ topic_id: 'topic_1', heading: 'Output by year', overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '', data: chart }]);
    expect(drawn(outline[1])).toBe('chart');
    const [, slide] = applyTopicLine(outline, line);
    expect(slide?.data?.chart?.series[0]?.values).toEqual([1200, 1340]);
    expect(drawn(slide)).toBe('chart');
  });

  it("makes a big-number topic's figures its points, in place of the writer's", () => {
    const data = { kind: 'big-number' as const, figures: [{ value: '12%', label: 'below the budget' }, { value: '2,590 MWh', label: 'produced in 2023' }] };
    const [, slide] = applyTopicLine(outlineToSlides({ title: 'T', description: '' }, []), { ...line, data });
    expect(slide?.topic?.subtopics.map((s) => [s.heading, s.overview])).toEqual([['12%', 'below the budget'], ['2,590 MWh', 'produced in 2023']]);
    expect(drawn(slide)).toBe('big-number');
    expect(slide?.data).toBeUndefined();
  });

  it('reads malformed data as none', () => {
    const [, slide] = applyTopicLine(outlineToSlides({ title: 'T', description: '' }, []), { ...line, data: { kind: 'table', table: { columns: [], rows: [] } } });
    expect(slide?.data).toBeUndefined();
    expect(slide?.topic?.subtopics[0]?.heading).toBe('A retyped 1,300');
  });
});
