/** Moving a slide one place up or down, the keyboard form of 'slide.move'. */
import { moveSlideIn } from './move-slide';
import type { Command, DeckDoc, SlideTarget } from './types';

/** Moves the slide at `index` one place earlier; the first movable slide stays (same doc). */
export const moveSlideUp = {
  id: 'slide.moveUp',
  label: 'Move slide up',
  shortcut: 'Alt+ArrowUp',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    return moveSlideIn(doc, args.index, args.index - 1);
  },
} as const satisfies Command<SlideTarget>;

/** Moves the slide at `index` one place later; the last slide stays (same doc). */
export const moveSlideDown = {
  id: 'slide.moveDown',
  label: 'Move slide down',
  shortcut: 'Alt+ArrowDown',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    return moveSlideIn(doc, args.index, args.index + 1);
  },
} as const satisfies Command<SlideTarget>;
