import { describe, expect, it } from 'vitest';
import type { TopicLineInput } from '../../protocol/lines';
import { makeDoc } from '../commands/test-fixtures';
import type { Slide } from '../schemas/slide';
import { mergeAnswer } from './merge';

/** Slide 1 of the fixture with a picture, icons, notes, formatting and the user's layout. */
function dressedSlide(): Slide {
  const slide = makeDoc(2).slides[1]!;
  const topic = slide.topic!;
  return {
    ...slide,
    hasImage: true,
    hasIcon: true,
    picture: { source: 'upload', chosen: true, name: 'reef.png' },
    notes: 'My own notes.',
    layout: { type: 'cards', config: {} },
    topic: {
      ...topic,
      visual_mode: 'image',
      image_prompt: 'a coral reef',
      image_url: 'data:image/png;base64,AAAA',
      subtopics: topic.subtopics.map((sub, i) => ({ ...sub, icon_prompt: `icon ${i + 1}`, image_url: `https://icons.example/${i + 1}.svg` })),
    },
  };
}

const line = (over: Partial<TopicLineInput> = {}): TopicLineInput => ({
  type: 'topic',
  topic_id: 'topic_1',
  heading: 'Topic 1, shorter',
  overview: 'Short.',
  subtopics: [{ heading: 'Point 1.1', overview: 'Short 1.' }, { heading: 'A new point', overview: 'Short 2.' }],
  ...over,
});

describe('merging a rewrite into its slide', () => {
  it('takes the text and keeps the picture, the icons, the visual choice, the notes and the layout', () => {
    const slide = dressedSlide();
    const [merged, extra] = mergeAnswer(slide, 'shorter', [line({ notes: 'Notes the writer made up.', visual_mode: 'icon', image_prompt: 'other', icon_prompt: 'other' })]);
    expect(extra).toBeUndefined();
    expect(merged).toMatchObject({
      id: 1,
      title: 'Topic 1, shorter',
      description: 'Short.',
      hasImage: true,
      picture: { source: 'upload', chosen: true, name: 'reef.png' },
      notes: 'My own notes.',
      layout: { type: 'cards', config: {} },
      topic: { heading: 'Topic 1, shorter', overview: 'Short.', visual_mode: 'image', image_prompt: 'a coral reef', image_url: 'data:image/png;base64,AAAA' },
    });
    expect(merged!.topic!.subtopics).toEqual([
      { id: 'subtopic_1_1', heading: 'Point 1.1', overview: 'Short 1.', icon_prompt: 'icon 1', image_prompt: '', visual_mode: 'icon', image_url: 'https://icons.example/1.svg' },
      { id: 'subtopic_1_2', heading: 'A new point', overview: 'Short 2.', icon_prompt: 'icon 2', image_prompt: '', visual_mode: 'icon', image_url: 'https://icons.example/2.svg' },
    ]);
  });

  it('changes only the notes for speaker notes, and nothing at all when they are the same', () => {
    const slide = dressedSlide();
    const [merged] = mergeAnswer(slide, 'speaker-notes', [line({ notes: 'Say this.' })]);
    expect(merged).toEqual({ ...slide, notes: 'Say this.' });
    expect(mergeAnswer(slide, 'speaker-notes', [line({ notes: 'My own notes.' })])[0]).toBe(slide);
  });

  it("translates text, notes and the picture's description, and keeps the picture and the icon prompts", () => {
    const [merged] = mergeAnswer(dressedSlide(), 'translate', [line({ heading: 'Thema 1', overview: 'Kurz.', notes: 'Sagen Sie dies.', image_prompt: 'ein Korallenriff' })]);
    expect(merged).toMatchObject({ title: 'Thema 1', notes: 'Sagen Sie dies.', topic: { heading: 'Thema 1', image_prompt: 'ein Korallenriff', image_url: 'data:image/png;base64,AAAA' } });
    expect(merged!.topic!.subtopics.map((s) => s.icon_prompt)).toEqual(dressedSlide().topic!.subtopics.map((s) => s.icon_prompt));
    // Without a translated description the slide's own stays; other rewrites never take the answer's.
    expect(mergeAnswer(dressedSlide(), 'translate', [line({ heading: 'Thema 1', image_prompt: '' })])[0]!.topic!.image_prompt).toBe('a coral reef');
    expect(mergeAnswer(dressedSlide(), 'shorter', [line({ image_prompt: 'something else' })])[0]!.topic!.image_prompt).toBe('a coral reef');
  });

  it('keeps the layout a translated slide showed, also one the chooser picked', () => {
    const chosen: Slide = { ...dressedSlide(), layout: { type: 'hierarchy-tree', config: {}, auto: true, reason: 'whole-and-parts' } };
    const [merged] = mergeAnswer(chosen, 'translate', [line({ heading: 'Thema 1', overview: 'Ein viel längerer Überblick auf Deutsch.' })]);
    expect(merged!.layout).toEqual({ type: 'hierarchy-tree', config: {} });
    expect(mergeAnswer(dressedSlide(), 'translate', [line()])[0]!.layout).toEqual({ type: 'cards', config: {} });
  });

  it("keeps the layout a slide showed when it is reworded in another tone, and only then", () => {
    const chosen: Slide = { ...dressedSlide(), layout: { type: 'hierarchy-tree', config: {}, auto: true, reason: 'whole-and-parts' } };
    const answer = [line({ heading: 'Topic 1, put plainly', overview: 'The same point in everyday words.' })];
    expect(mergeAnswer(chosen, 'instruction', answer, { keepLayout: true })[0]!.layout).toEqual({ type: 'hierarchy-tree', config: {} });
    // A free instruction otherwise leaves the chooser free to pick again.
    expect(mergeAnswer(chosen, 'instruction', answer)[0]!.layout).toMatchObject({ auto: true });
  });

  it('sets the fitting layout for steps, a timeline and a comparison', () => {
    const answer = [line()];
    expect(mergeAnswer(dressedSlide(), 'steps', answer)[0]!.layout).toEqual({ type: 'process-flow', config: {} });
    expect(mergeAnswer(dressedSlide(), 'timeline', answer)[0]!.layout).toEqual({ type: 'timeline', config: {} });
    expect(mergeAnswer(dressedSlide(), 'comparison', answer)[0]!.layout).toEqual({ type: 'side-by-side', config: {} });
  });

  it("gives a split's second slide its own text after the first, which keeps the picture and notes", () => {
    const second = line({
      topic_id: 'topic_2',
      heading: 'Topic 1 (2)',
      overview: '',
      subtopics: [{ heading: 'Later', overview: 'More.' }, { id: 'subtopic_1_2', heading: 'Point 1.2', overview: 'Moved here.' }],
      icon_prompt: 'later icon',
    });
    const [first, added] = mergeAnswer(dressedSlide(), 'split', [line({ subtopics: [{ heading: 'Point 1.1', overview: 'Detail.' }] }), second]);
    // A point moved to the second slide takes its icon with it; a new point has none yet.
    expect(added!.topic!.subtopics[1]).toMatchObject({ id: 'subtopic_2_2', heading: 'Point 1.2', icon_prompt: 'icon 2', image_url: 'https://icons.example/2.svg' });
    expect(added!.topic!.subtopics[0]!.image_url).toBeUndefined();
    expect(first).toMatchObject({ id: 1, hasImage: true, notes: 'My own notes.', topic: { image_url: 'data:image/png;base64,AAAA' } });
    expect(first!.topic!.subtopics).toHaveLength(1);
    expect(added).toMatchObject({ id: 2, type: 'topic', title: 'Topic 1 (2)', notes: '', hasImage: false, isComplete: true, topic: { heading: 'Topic 1 (2)', icon_prompt: 'later icon', subtopics: [{ id: 'subtopic_2_1', heading: 'Later', overview: 'More.' }, { heading: 'Point 1.2' }] } });
    expect(added!.topic!.image_url).toBeUndefined();
    expect(added!.picture).toBeUndefined();
  });

  it("rewrites the title slide's title and description and keeps its picture and byline", () => {
    const title: Slide = { ...makeDoc(1).slides[0]!, picture: { url: 'data:image/png;base64,BBBB', chosen: true }, byline: { presenter: 'Ada' } };
    const [merged] = mergeAnswer(title, 'more-formal', [line({ topic_id: 'topic_0', heading: 'The Deck', overview: 'Concerning the deck.' })]);
    expect(merged).toMatchObject({ id: 0, type: 'title', title: 'The Deck', description: 'Concerning the deck.', picture: { url: 'data:image/png;base64,BBBB' }, byline: { presenter: 'Ada' } });
    expect(merged!.topic).toBeUndefined();
  });
});
