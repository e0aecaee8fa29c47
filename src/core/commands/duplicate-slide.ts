/** Duplicating a slide. */
import { MAX_SLIDES } from '../../protocol/requests';
import { isMovable, renumberSlides, withSlides } from './deck-ops';
import type { Command, DeckDoc, SlideTarget } from './types';

/**
 * Inserts a copy of the slide at `index` right after it; ids are renumbered
 * so the copy takes the next id and later slides move up by one. The copy
 * keeps text, layout, media and notes; it is never marked streaming (no
 * stream will fill it). Refused (same doc) for the title slide (a deck has
 * one) and once the deck holds {@link MAX_SLIDES} slides.
 */
export const duplicateSlide = {
  id: 'slide.duplicate',
  label: 'Duplicate slide',
  shortcut: 'Mod+D',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    const { slides } = doc;
    const slide = slides[args.index];
    if (slide === undefined || slides.length >= MAX_SLIDES || !isMovable(slides, args.index)) return doc;
    const copy = { ...slide, isStreaming: false };
    const next = [...slides.slice(0, args.index + 1), copy, ...slides.slice(args.index + 1)];
    return withSlides(doc, renumberSlides(next));
  },
} as const satisfies Command<SlideTarget>;
