import { describe, expect, it } from 'vitest';
import { MAX_SLIDES } from '../../protocol/requests';
import { addSlide } from './add-slide';
import { renumberSlides } from './deck-ops';
import { deleteSlide } from './delete-slide';
import { duplicateSlide } from './duplicate-slide';
import { moveSlide } from './move-slide';
import { moveSlideDown, moveSlideUp } from './move-slide-step';
import { deepFreeze, headings, idsFollowPosition, makeDoc } from './test-fixtures';
import type { DeckDoc } from './types';

function fullDeck(): DeckDoc {
  return makeDoc(MAX_SLIDES - 1);
}

describe('slide.add', () => {
  it('inserts a blank, complete topic slide after the given index and renumbers', () => {
    const doc = makeDoc();
    const next = addSlide.perform(doc, { after: 1 });
    expect(headings(next)).toEqual(['Deck', 'Topic 1', '', 'Topic 2', 'Topic 3']);
    expect(next.slides[2]).toMatchObject({ id: 2, type: 'topic', isComplete: true, isStreaming: false, topic: { subtopics: [] } });
    expect(idsFollowPosition(next)).toBe(true);
    expect(next.slides[3]?.topic?.subtopics[0]?.id).toBe('subtopic_3_1');
  });

  it('appends with the next id when no position is given', () => {
    const next = addSlide.perform(makeDoc(), {});
    expect(next.slides).toHaveLength(5);
    expect(next.slides[4]?.id).toBe(4);
  });

  it('never puts a slide before the title slide', () => {
    const next = addSlide.perform(makeDoc(), { after: -5 });
    expect(headings(next)).toEqual(['Deck', '', 'Topic 1', 'Topic 2', 'Topic 3']);
  });

  it('is refused at the slide cap', () => {
    const doc = fullDeck();
    expect(doc.slides).toHaveLength(MAX_SLIDES);
    expect(addSlide.perform(doc, {})).toBe(doc);
  });
});

describe('slide.delete', () => {
  it('removes the slide and renumbers the slides after it', () => {
    const doc = makeDoc();
    const next = deleteSlide.perform(doc, { index: 1 });
    expect(headings(next)).toEqual(['Deck', 'Topic 2', 'Topic 3']);
    expect(idsFollowPosition(next)).toBe(true);
    expect(next.slides[1]?.topic?.subtopics.map((s) => s.id)).toEqual(['subtopic_1_1', 'subtopic_1_2']);
  });

  it('keeps slides before the deleted one as the same objects', () => {
    const doc = makeDoc();
    const next = deleteSlide.perform(doc, { index: 2 });
    expect(next.slides[1]).toBe(doc.slides[1]);
  });

  it('refuses the title slide, the last remaining slide and indexes out of range', () => {
    const doc = makeDoc();
    expect(deleteSlide.perform(doc, { index: 0 })).toBe(doc);
    expect(deleteSlide.perform(doc, { index: 4 })).toBe(doc);
    expect(deleteSlide.perform(doc, { index: 1.5 })).toBe(doc);
    const onlyTitle = makeDoc(0);
    expect(deleteSlide.perform(onlyTitle, { index: 0 })).toBe(onlyTitle);
    const onlyTopic = deepFreeze({ ...makeDoc(1), slides: makeDoc(1).slides.slice(1) });
    expect(deleteSlide.perform(onlyTopic, { index: 0 })).toBe(onlyTopic);
  });
});

describe('slide.duplicate', () => {
  it('inserts a copy after the slide with the next id and renumbers the rest', () => {
    const doc = makeDoc();
    const next = duplicateSlide.perform(doc, { index: 1 });
    expect(headings(next)).toEqual(['Deck', 'Topic 1', 'Topic 1', 'Topic 2', 'Topic 3']);
    expect(idsFollowPosition(next)).toBe(true);
    expect(next.slides[2]?.topic?.subtopics.map((s) => s.id)).toEqual(['subtopic_2_1', 'subtopic_2_2']);
    expect(next.slides[1]).toBe(doc.slides[1]);
  });

  it('refuses the title slide, an unknown index and a full deck', () => {
    const doc = makeDoc();
    expect(duplicateSlide.perform(doc, { index: 0 })).toBe(doc);
    expect(duplicateSlide.perform(doc, { index: 7 })).toBe(doc);
    const full = fullDeck();
    expect(duplicateSlide.perform(full, { index: 1 })).toBe(full);
  });
});

describe('slide.move', () => {
  it('moves a slide forward and backward, renumbering ids by position', () => {
    const doc = makeDoc();
    const forward = moveSlide.perform(doc, { from: 1, to: 3 });
    expect(headings(forward)).toEqual(['Deck', 'Topic 2', 'Topic 3', 'Topic 1']);
    expect(idsFollowPosition(forward)).toBe(true);
    expect(forward.slides[3]?.topic?.subtopics[0]?.id).toBe('subtopic_3_1');
    const back = moveSlide.perform(forward, { from: 3, to: 1 });
    expect(back.slides).toEqual(doc.slides);
  });

  it('keeps the title slide first', () => {
    const doc = makeDoc();
    expect(moveSlide.perform(doc, { from: 0, to: 2 })).toBe(doc);
    expect(headings(moveSlide.perform(doc, { from: 2, to: 0 }))).toEqual(['Deck', 'Topic 2', 'Topic 1', 'Topic 3']);
  });

  it('clamps the target and returns the same doc for a no-op', () => {
    const doc = makeDoc();
    expect(headings(moveSlide.perform(doc, { from: 1, to: 99 }))).toEqual(['Deck', 'Topic 2', 'Topic 3', 'Topic 1']);
    expect(moveSlide.perform(doc, { from: 2, to: 2 })).toBe(doc);
    expect(moveSlide.perform(doc, { from: 9, to: 1 })).toBe(doc);
    expect(moveSlide.perform(doc, { from: 1, to: Number.NaN })).toBe(doc);
  });
});

describe('slide.moveUp / slide.moveDown', () => {
  it('moves one place and stops at the ends', () => {
    const doc = makeDoc();
    expect(headings(moveSlideUp.perform(doc, { index: 2 }))).toEqual(['Deck', 'Topic 2', 'Topic 1', 'Topic 3']);
    expect(headings(moveSlideDown.perform(doc, { index: 2 }))).toEqual(['Deck', 'Topic 1', 'Topic 3', 'Topic 2']);
    expect(moveSlideUp.perform(doc, { index: 1 })).toBe(doc);
    expect(moveSlideDown.perform(doc, { index: 3 })).toBe(doc);
    expect(moveSlideUp.perform(doc, { index: 0 })).toBe(doc);
  });
});

describe('renumberSlides', () => {
  it('returns the same array when ids already follow position', () => {
    const { slides } = makeDoc();
    expect(renumberSlides(slides)).toBe(slides);
  });

  it('numbers topics from 1 when the deck has no title slide', () => {
    const slides = makeDoc(2).slides.slice(1).reverse();
    expect(renumberSlides(slides).map((s) => s.id)).toEqual([1, 2]);
    expect(renumberSlides(slides)[0]?.topic?.subtopics[1]?.id).toBe('subtopic_1_2');
  });
});
