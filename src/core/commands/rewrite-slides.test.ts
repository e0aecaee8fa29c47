import { describe, expect, it } from 'vitest';
import type { TopicLineInput } from '../../protocol/lines';
import { createHistory } from './history';
import { rewriteSlides } from './rewrite-slides';
import { headings, idsFollowPosition, makeDoc } from './test-fixtures';

const answer = (heading: string, notes?: string): TopicLineInput => ({
  type: 'topic',
  topic_id: 'topic_x',
  heading,
  overview: `${heading} overview`,
  subtopics: [{ heading: `${heading} point`, overview: 'Detail.' }],
  ...(notes === undefined ? {} : { notes }),
});

describe('slide.rewrite', () => {
  it('puts the rewrite in place of its slide and shares every other slide', () => {
    const doc = makeDoc(3);
    const next = rewriteSlides.perform(doc, { rewrites: [{ slideId: 2, action: 'shorter', answer: [answer('Shorter two')] }] });
    expect(headings(next)).toEqual(['Deck', 'Topic 1', 'Shorter two', 'Topic 3']);
    expect(next.slides[1]).toBe(doc.slides[1]);
    expect(next.slides[3]).toBe(doc.slides[3]);
  });

  it("inserts a split's second slide after it and renumbers the deck", () => {
    const doc = makeDoc(3);
    const next = rewriteSlides.perform(doc, { rewrites: [{ slideId: 1, action: 'split', answer: [answer('First half'), answer('Second half')] }] });
    expect(headings(next)).toEqual(['Deck', 'First half', 'Second half', 'Topic 2', 'Topic 3']);
    expect(idsFollowPosition(next)).toBe(true);
  });

  it('adds a slide after the one named, or at the end, and sets the settings and title of a deck action', () => {
    const doc = makeDoc(2);
    const next = rewriteSlides.perform(doc, {
      inserts: [{ afterSlideId: 1, answer: answer('About tides') }, { afterSlideId: null, answer: answer('Last words') }],
      settings: { language: 'de-DE' },
      title: 'Mein Deck',
    });
    expect(headings(next)).toEqual(['Deck', 'Topic 1', 'About tides', 'Topic 2', 'Last words']);
    expect(idsFollowPosition(next)).toBe(true);
    expect(next.settings.language).toBe('de-DE');
    expect(next.title).toBe('Mein Deck');
  });

  it('keeps an edit made elsewhere on the deck while the rewrite was on its way', () => {
    const history = createHistory(makeDoc(3));
    history.apply('slide.editText', { index: 1, field: 'title', value: 'Edited by hand' });
    history.apply('slide.rewrite', { rewrites: [{ slideId: 3, action: 'longer', answer: [answer('Longer three')] }] });
    expect(headings(history.present)).toEqual(['Deck', 'Edited by hand', 'Topic 2', 'Longer three']);
  });

  it('is one undo step, for a slide and for a whole deck action', () => {
    const doc = makeDoc(3);
    const history = createHistory(doc);
    history.apply('slide.rewrite', { rewrites: [{ slideId: 1, action: 'split', answer: [answer('A'), answer('B')] }] });
    expect(history.undo()).toBe(doc);
    const notes = doc.slides.map((s) => ({ slideId: s.id, action: 'speaker-notes' as const, answer: [answer(s.title, `Say ${s.title}.`)] }));
    const after = history.apply('slide.rewrite', { rewrites: notes });
    expect(after.slides.map((s) => s.notes)).toEqual(['Say Deck.', 'Say Topic 1.', 'Say Topic 2.', 'Say Topic 3.']);
    expect(history.undo()).toBe(doc);
    expect(history.canUndo).toBe(false);
  });

  it('changes nothing (the same doc) for an unknown slide, notes already there, or a deck that would pass 100 slides', () => {
    const doc = makeDoc(3);
    expect(rewriteSlides.perform(doc, { rewrites: [{ slideId: 9, action: 'shorter', answer: [answer('X')] }] })).toBe(doc);
    expect(rewriteSlides.perform(doc, { rewrites: [{ slideId: 1, action: 'speaker-notes', answer: [answer('X', '')] }] })).toBe(doc);
    const full = makeDoc(99);
    expect(rewriteSlides.perform(full, { rewrites: [{ slideId: 1, action: 'split', answer: [answer('A'), answer('B')] }] })).toBe(full);
  });
});
