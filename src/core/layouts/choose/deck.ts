/**
 * The deck-level pass: slides are chosen in order, and a slide whose best
 * layout would be the third of the same in a row takes the next layout
 * that shows the same meaning (a vertical instead of a horizontal timeline,
 * a row of columns instead of a stack). When no other such layout fits,
 * the repeat stays: meaning beats variety.
 */
import { findLayout, layoutFits, type LayoutType } from '../registry';
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
 * What the pass needs of one slot, worked out from the slot alone: nothing
 * (it breaks a run), the layout a fixed slot is drawn with, or the candidates
 * of an automatic one. It depends on nothing around the slot, so a caller
 * may keep it for a slot that did not change.
 */
export type SlotPlan =
  | { readonly kind: 'none' }
  | { readonly kind: 'fixed'; readonly drawn: LayoutType }
  | { readonly kind: 'auto'; readonly candidates: readonly LayoutChoice[] };

const NONE: SlotPlan = { kind: 'none' };

/** The plan of one slot (the costly part of the pass: the candidates, their frames). */
export function planSlot(slot: DeckSlot | null): SlotPlan {
  if (slot === null) return NONE;
  const candidates = layoutCandidates(slot.content);
  if (slot.fixed === undefined) return { kind: 'auto', candidates };
  // Drawn as frameSlide draws it: the user's layout, or the best candidate when it cannot hold the points.
  const fixed = findLayout(slot.fixed);
  return { kind: 'fixed', drawn: fixed && layoutFits(fixed, slot.content.items.length) ? fixed.type : candidates[0]!.type };
}

/**
 * The choice of every planned slot in order: the best candidate that does
 * not make a run longer than {@link MAX_RUN}; undefined for the others.
 */
export function choosePlanned(plans: readonly SlotPlan[]): (LayoutChoice | undefined)[] {
  const drawn: (LayoutType | undefined)[] = [];
  const repeats = (type: LayoutType): boolean => {
    const n = drawn.length;
    return n >= MAX_RUN && drawn.slice(n - MAX_RUN).every((t) => t === type);
  };
  return plans.map((plan) => {
    if (plan.kind === 'none') {
      drawn.push(undefined);
      return undefined;
    }
    if (plan.kind === 'fixed') {
      drawn.push(plan.drawn);
      return undefined;
    }
    const choice = plan.candidates.find((c) => !repeats(c.type)) ?? plan.candidates[0]!;
    drawn.push(choice.type);
    return choice;
  });
}

/**
 * The layout of every slot in order: `null` slots (the title slide, or
 * anything that is not a content slide) break a run and get undefined;
 * fixed slots keep their layout (and get undefined too); the others get their best candidate that
 * does not make a run longer than {@link MAX_RUN}.
 */
export function chooseDeckLayouts(slots: readonly (DeckSlot | null)[]): (LayoutChoice | undefined)[] {
  return choosePlanned(slots.map(planSlot));
}
