/** Deleting a slide. */
import { isMovable, renumberSlides, withSlides } from './deck-ops';
import type { Command, DeckDoc, SlideTarget } from './types';

/**
 * Removes the slide at `index` and renumbers the ids that follow. Refused
 * (same doc) for:
 * - the title slide at position 0: it holds id 0, the deck's description
 *   and the save dialog's proposed title; to empty it, edit its text;
 * - the last remaining slide: a deck with no slides cannot be viewed,
 *   presented, saved or exported, so delete the deck instead.
 */
export const deleteSlide = {
  id: 'slide.delete',
  label: 'Delete slide',
  shortcut: 'Mod+Delete',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    const { slides } = doc;
    if (slides.length <= 1 || !isMovable(slides, args.index)) return doc;
    return withSlides(doc, renumberSlides(slides.filter((_, i) => i !== args.index)));
  },
} as const satisfies Command<SlideTarget>;
