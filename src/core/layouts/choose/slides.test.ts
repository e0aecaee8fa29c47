import { describe, expect, it } from 'vitest';
import { createHistory } from '../../commands/history';
import { deepFreeze } from '../../commands/test-fixtures';
import { applyTopicLine, outlineToSlides } from '../../deck/from-outline';
import { createDefaultPresentationSettings } from '../../schemas/config';
import { slideSchema, type Slide } from '../../schemas/slide';
import { isAutomaticLayout, slideContent, withAutoLayouts } from './slides';

const line = (n: number, heading: string, points: readonly string[], layout?: string) => ({
  type: 'topic' as const,
  topic_id: `topic_${n}`,
  heading,
  subtopics: points.map((p) => ({ heading: p, overview: '' })),
  ...(layout === undefined ? {} : { layout }),
});

/** A deck streamed in: title slide, a week, a five-step process, a plain list. */
function streamed(): Slide[] {
  let slides = outlineToSlides({ title: 'Welcome', description: '' }, []);
  slides = applyTopicLine(slides, line(1, 'Your first week', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']));
  slides = applyTopicLine(slides, line(2, 'Onboarding in five steps', ['Step 1: Sign', 'Step 2: Set up', 'Step 3: Meet', 'Step 4: Train', 'Step 5: Goals']));
  return applyTopicLine(slides, line(3, 'Tools', ['Slack', 'GitHub', 'Figma']));
}

describe('the layout record', () => {
  it('is written on each topic slide as it streams in: type, automatic, reason', () => {
    const slides = streamed();
    expect(slides[0]?.layout).toBeUndefined();
    expect(slides.slice(1).map((s) => s.layout)).toEqual([
      { type: 'horizontal-timeline', config: {}, auto: true, reason: 'dated-sequence' },
      { type: 'process-flow', config: {}, auto: true, reason: 'ordered-steps' },
      { type: 'horizontal-row', config: {}, auto: true, reason: 'short-points' },
    ]);
  });

  it('survives a save and a reopen (the schema keeps it), and old records without the new fields read as the user’s', () => {
    const [, week] = streamed();
    const reopened = slideSchema.parse(JSON.parse(JSON.stringify(week)));
    expect(reopened.layout).toEqual(week!.layout);
    const old = slideSchema.parse({ id: 1, type: 'topic', layout: { type: 'pyramid' } });
    expect(old.layout).toEqual({ type: 'pyramid', config: {} });
    expect(isAutomaticLayout(old.layout)).toBe(false);
  });

  it('carries a layout hint from the stream and keeps it for later choices', () => {
    let slides = outlineToSlides({ title: 'T', description: '' }, []);
    slides = applyTopicLine(slides, line(1, 'Your first week', ['Monday', 'Tuesday', 'Wednesday'], 'vertical-timeline'));
    expect(slides[1]?.layout).toEqual({ type: 'vertical-timeline', config: {}, auto: true, reason: 'model-hint', hint: 'vertical-timeline' });
    slides = applyTopicLine(slides, line(2, 'Tools', ['Slack', 'GitHub', 'Figma'], 'pyramid'));
    expect(slides[2]?.layout).toMatchObject({ type: 'horizontal-row', reason: 'short-points', hint: 'pyramid' });
    expect(slideContent(slides[2]!).hint).toBe('pyramid');
  });

  it('tells the chooser when the points share the slide with a picture', () => {
    const slide = streamed()[1]!;
    expect(slideContent(slide).picture).toBeUndefined();
    expect(slideContent({ ...slide, topic: { ...slide.topic!, visual_mode: 'image' } }).picture).toBe(true);
    expect(slideContent({ ...slide, topic: { ...slide.topic!, visual_mode: 'icon', image_url: 'https://example.org/a.png' } }).picture).toBe(true);
  });

  it("keeps the user's layout when a topic line is merged again", () => {
    const slides = streamed().map((s) => (s.id === 3 ? { ...s, layout: { type: 'star-5', config: {} } } : s));
    const again = applyTopicLine(slides, line(3, 'Tools', ['Slack', 'GitHub', 'Figma', 'Linear']));
    expect(again[3]?.layout).toEqual({ type: 'star-5', config: {} });
  });
});

describe('withAutoLayouts', () => {
  it('returns the same array when every record is already right', () => {
    const slides = deepFreeze(streamed());
    expect(withAutoLayouts(slides)).toBe(slides);
  });

  it('records a layout for slides saved before records existed, and leaves user choices alone', () => {
    const slides = streamed().map(({ layout: _layout, ...rest }) => rest as Slide);
    slides[2] = { ...slides[2]!, layout: { type: 'grid', config: {} } };
    const next = withAutoLayouts(slides);
    expect(next[1]?.layout).toMatchObject({ type: 'horizontal-timeline', auto: true });
    expect(next[2]?.layout).toEqual({ type: 'grid', config: {} });
  });
});

describe('editing re-chooses automatic layouts (through the history)', () => {
  const doc = () => deepFreeze({ title: 'Deck', slides: streamed(), settings: createDefaultPresentationSettings() });

  it('lays a slide out again when its text changes, in the same undo step', () => {
    const history = createHistory(doc());
    history.apply('slide.editText', { index: 3, field: 'title', value: 'Our service tiers' });
    expect(history.present.slides[3]?.layout).toMatchObject({ type: 'pyramid', auto: true, reason: 'ranked-levels' });
    history.undo();
    expect(history.present.slides[3]?.layout).toMatchObject({ type: 'horizontal-row' });
  });

  it("makes the chooser's own layout the user's when picked, so later edits keep it", () => {
    const history = createHistory(doc());
    history.apply('slide.setLayout', { index: 3, layout: { type: 'horizontal-row', config: {} } });
    expect(history.canUndo).toBe(true);
    expect(isAutomaticLayout(history.present.slides[3]?.layout)).toBe(false);
    history.apply('slide.editText', { index: 3, field: 'title', value: 'Our service tiers' });
    expect(history.present.slides[3]?.layout?.type).toBe('horizontal-row');
  });

  it('goes back to an automatic, recorded layout when the user clears their choice', () => {
    const history = createHistory(doc());
    history.apply('slide.setLayout', { index: 1, layout: { type: 'grid', config: {} } });
    history.apply('slide.setLayout', { index: 1, layout: undefined });
    expect(history.present.slides[1]?.layout).toEqual({ type: 'horizontal-timeline', config: {}, auto: true, reason: 'dated-sequence' });
  });
});

describe('withAutoLayouts and slides with data', () => {
  it('records no other layout over a slide that is drawn as its table or chart', () => {
    const data = { chart: { kind: 'column', categories: ['Q1', 'Q2'], series: [{ name: 'Sales', values: [1.2, 1.4] }] } };
    const slides = [
      slideSchema.parse({ id: 0, type: 'title', title: 'Sales' }),
      slideSchema.parse({ id: 1, type: 'topic', title: 'Sales rose', data, topic: { heading: 'Sales rose', overview: 'Both quarters.', subtopics: [] } }),
    ];
    const next = withAutoLayouts(slides);
    expect(next[1]?.layout).toBeUndefined();
    expect(next[1]?.data?.chart?.categories).toEqual(['Q1', 'Q2']);
  });
});
