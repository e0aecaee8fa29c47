import { describe, expect, it } from 'vitest';
import { checkDeck } from '../deck-check';
import { bakeryDeck, withSlide } from '../deck-check/fixtures';
import { createHistory } from './history';
import { moveOverflowToNotes } from './move-overflow-to-notes';

describe('slide.moveOverflowToNotes', () => {
  it('keeps the sentences that fit and moves the rest to the notes under the point it came from', () => {
    const doc = withSlide(bakeryDeck(), 2, (s) => ({ ...s, notes: 'Mention the mill contract.' }));
    const original = doc.slides[2]!.topic!.subtopics[0]!.overview;
    const next = moveOverflowToNotes.perform(doc, { index: 2 });
    const kept = next.slides[2]!.topic!.subtopics[0]!.overview;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toMatch(/\.$/);
    expect(original.startsWith(kept)).toBe(true);
    const notes = next.slides[2]!.notes;
    expect(notes.startsWith('Mention the mill contract.\n\nIngredients and energy: ')).toBe(true);
    // Nothing the author wrote is lost: what stayed and what moved make the original.
    expect(`${kept} ${notes.split('Ingredients and energy: ')[1]}`).toBe(original);
    expect(checkDeck(next, { fixes: false }).filter((f) => f.kind === 'overflow')).toEqual([]);
  });

  it('changes nothing on a slide whose text fits', () => {
    const doc = bakeryDeck();
    expect(moveOverflowToNotes.perform(doc, { index: 1 })).toBe(doc);
    expect(moveOverflowToNotes.perform(doc, { index: 42 })).toBe(doc);
  });

  it('is one undo step', () => {
    const doc = bakeryDeck();
    const history = createHistory(doc);
    history.apply('slide.moveOverflowToNotes', { index: 2 });
    expect(history.present).not.toBe(doc);
    history.undo();
    expect(history.present).toBe(doc);
  });
});
