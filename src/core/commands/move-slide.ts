/** Reordering slides. */
import { firstMovableIndex, isMovable, renumberSlides, withSlides } from './deck-ops';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link moveSlide}. */
export interface MoveSlideArgs {
  readonly from: number;
  /** Position the slide ends at; clamped to the deck and to after the title slide. */
  readonly to: number;
}

/**
 * Moves the slide at `from` to position `to` and renumbers the ids, so each
 * slide's id is again its position. The title slide stays first: moving it,
 * or moving a slide in front of it, is refused or clamped.
 */
export function moveSlideIn(doc: DeckDoc, from: number, to: number): DeckDoc {
  const { slides } = doc;
  if (!isMovable(slides, from) || Number.isNaN(to)) return doc;
  const target = Math.min(Math.max(firstMovableIndex(slides), Math.trunc(to)), slides.length - 1);
  if (target === from) return doc;
  const next = [...slides];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return doc;
  next.splice(target, 0, moved);
  return withSlides(doc, renumberSlides(next));
}

/** Moves a slide to another position (drag and drop in the navigator). */
export const moveSlide = {
  id: 'slide.move',
  label: 'Move slide',
  perform(doc: DeckDoc, args: MoveSlideArgs): DeckDoc {
    return moveSlideIn(doc, args.from, args.to);
  },
} as const satisfies Command<MoveSlideArgs>;
