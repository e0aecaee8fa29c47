import { describe, expect, it } from 'vitest';
import { bakeryDeck, withUserLayout } from '../deck-check/fixtures';
import { createHistory } from './history';
import { continuedHeading, splitSlide } from './split-slide';
import { idsFollowPosition } from './test-fixtures';

describe('slide.split', () => {
  it("divides the points, keeps heading, lead and notes first and heads the second '(continued)'", () => {
    const doc = bakeryDeck();
    const withNotes = { ...doc, slides: doc.slides.map((s, i) => (i === 2 ? { ...s, notes: 'Mention the mill contract.' } : s)) };
    const next = splitSlide.perform(withNotes, { index: 2 });
    expect(next.slides).toHaveLength(doc.slides.length + 1);
    const [first, second] = [next.slides[2]!, next.slides[3]!];
    expect(first.topic!.subtopics.map((s) => s.heading)).toEqual(['Ingredients and energy', 'Staff']);
    expect(second.topic!.subtopics.map((s) => s.heading)).toEqual(['Rent', 'Logistics']);
    expect([first.title, first.topic!.heading, first.topic!.overview, first.notes]).toEqual(['Costs', 'Costs', 'Costs rose faster than sales.', 'Mention the mill contract.']);
    expect([second.title, second.topic!.heading, second.topic!.overview, second.notes]).toEqual(['Costs (continued)', 'Costs (continued)', '', '']);
    expect(next.slides[4]!.title).toBe('Outlook');
    expect(idsFollowPosition(next)).toBe(true);
  });

  it('puts the larger half first for an odd count', () => {
    const next = splitSlide.perform(bakeryDeck(), { index: 1 });
    expect(next.slides[1]!.topic!.subtopics).toHaveLength(2);
    expect(next.slides[2]!.topic!.subtopics).toHaveLength(1);
  });

  it("keeps a user's layout on a half that it holds", () => {
    const next = splitSlide.perform(withUserLayout(bakeryDeck(), 2, 'side-by-side'), { index: 2 });
    expect(next.slides[2]!.layout?.type).toBe('side-by-side');
    expect(next.slides[3]!.layout?.type).toBe('side-by-side');
  });

  it('refuses the title slide, a one-point slide and an index out of range', () => {
    const doc = bakeryDeck();
    expect(splitSlide.perform(doc, { index: 0 })).toBe(doc);
    expect(splitSlide.perform(doc, { index: 9 })).toBe(doc);
    const one = { ...doc, slides: doc.slides.map((s, i) => (i === 1 ? { ...s, topic: { ...s.topic!, subtopics: s.topic!.subtopics.slice(0, 1) } } : s)) };
    expect(splitSlide.perform(one, { index: 1 })).toBe(one);
  });

  it('adds "(continued)" once', () => {
    expect(continuedHeading('Costs (continued)')).toBe('Costs (continued)');
    expect(continuedHeading('  ')).toBe('');
  });

  it('is one undo step', () => {
    const doc = bakeryDeck();
    const history = createHistory(doc);
    history.apply('slide.split', { index: 2 });
    expect(history.present.slides).toHaveLength(5);
    history.undo();
    expect(history.present).toBe(doc);
  });
});
