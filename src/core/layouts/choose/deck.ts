/**
 * The deck-level pass: slides are chosen in order, and a slide whose best
 * layout would be the third of the same in a row takes the next layout
 * that shows the same meaning (a vertical instead of a horizontal timeline,
 * a row of columns instead of a stack). When no other such layout fits,
 * the repeat stays: meaning beats variety.
 */
import { findLayout, layoutFits } from '../registry';
import type { LayoutType } from '../types';
import { layoutCandidates, type LayoutChoice } from './choose';
import type { SlideContent } from './content';

/** A slide of the deck as the pass sees it. */
export interface DeckSlot {
  content: SlideContent;
  /**
   * A layout the user chose: kept as it is (when it holds the points), and
   * counted as a neighbour like any other.
   */
  fixed?: string | undefined;
}

/** How many slides in a row may share an automatic layout. */
export const MAX_RUN = 2;

/**
 * The layout of every slot in order: `null` slots (the title slide, or
 * anything that is not a content slide) break a run and get undefined;
 * fixed slots keep their layout (and get undefined too); the others get their best candidate that
 * does not make a run longer than {@link MAX_RUN}.
 */
export function chooseDeckLayouts(slots: readonly (DeckSlot | null)[]): (LayoutChoice | undefined)[] {
  const drawn: (LayoutType | undefined)[] = [];
  const repeats = (type: LayoutType): boolean => {
    const last = drawn.slice(-MAX_RUN);
    return last.length === MAX_RUN && last.every((t) => t === type);
  };
  return slots.map((slot) => {
    if (slot === null) {
      drawn.push(undefined);
      return undefined;
    }
    const candidates = layoutCandidates(slot.content);
    if (slot.fixed !== undefined) {
      // Drawn as frameSlide draws it: the user's layout, or the best candidate when it cannot hold the points.
      const fixed = findLayout(slot.fixed);
      drawn.push(fixed && layoutFits(fixed, slot.content.items.length) ? fixed.type : candidates[0]!.type);
      return undefined;
    }
    const choice = candidates.find((c) => !repeats(c.type)) ?? candidates[0]!;
    drawn.push(choice.type);
    return choice;
  });
}
