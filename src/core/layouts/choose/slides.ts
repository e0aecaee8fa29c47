/**
 * The chooser on the deck model: which slides are laid out automatically,
 * and the record of the choice written on each (`layout.type`, `auto`,
 * `reason`). The record is written when slides are built from a generated
 * stream and again after every edit, so the studio, the deck file, print
 * and the export all read the same layout, and a reopened deck keeps it.
 */
import type { Slide, SlideLayout } from '../../schemas/slide';
import type { SlideContent } from './content';
import { choosePlanned, planSlot, type DeckSlot, type SlotPlan } from './deck';
import type { LayoutChoice } from './choose';
import { dataLayoutOf } from '../data-figures';

/** The parts of a slide the chooser reads (a stored slide, or a slide being drawn). */
export interface ChooserSlide {
  readonly type: Slide['type'];
  readonly title: string;
  readonly description: string;
  readonly topic?: {
    readonly heading: string;
    readonly overview: string;
    readonly subtopics: readonly { readonly heading: string; readonly overview: string }[];
    /** 'image': the slide gets a picture beside its points (its url may come later). */
    readonly visual_mode?: string | undefined;
    readonly image_url?: string | undefined;
  } | undefined;
  readonly layout?: { readonly type: string; readonly auto?: boolean | undefined; readonly hint?: string | undefined } | undefined;
}

/** True when the slide's layout is the chooser's to pick: none stored, or one it recorded itself. */
export function isAutomaticLayout(layout: ChooserSlide['layout']): boolean {
  return layout === undefined || layout.auto === true;
}

/** What the chooser reads of a topic slide: its heading, overview, points and any layout hint. */
export function slideContent(slide: ChooserSlide): SlideContent {
  const topic = slide.topic;
  return {
    heading: topic?.heading || slide.title,
    overview: topic?.overview || slide.description,
    items: (topic?.subtopics ?? []).map((s) => ({ heading: s.heading, overview: s.overview })),
    ...(slide.layout?.hint === undefined ? {} : { hint: slide.layout.hint }),
    ...(topic?.visual_mode === 'image' || (topic?.image_url ?? '').trim() !== '' ? { picture: true } : {}),
  };
}

/** The record of an automatic choice, keeping the hint it weighed. */
export function autoLayoutRecord(choice: LayoutChoice, hint?: string): SlideLayout {
  return { type: choice.type, config: {}, auto: true, reason: choice.reason, ...(hint === undefined ? {} : { hint }) };
}

function sameRecord(layout: SlideLayout | undefined, next: SlideLayout): boolean {
  return layout !== undefined && layout.auto === true && layout.type === next.type && layout.reason === next.reason && layout.hint === next.hint;
}

/** The pass's view of one slide: null for a slide that is not a content slide. */
function slotOf(slide: Slide): DeckSlot | null {
  if (slide.type !== 'topic' || slide.topic === undefined) return null;
  // A slide with data and no layout of its own is drawn as its chart or table (core/slide/drawing.ts): the pass keeps it so.
  const data = isAutomaticLayout(slide.layout) ? dataLayoutOf(slide.data) : undefined;
  if (data !== undefined) return { content: slideContent(slide), fixed: data };
  return isAutomaticLayout(slide.layout) ? { content: slideContent(slide) } : { content: slideContent(slide), fixed: slide.layout!.type };
}

/**
 * The plan of every slide object seen, by identity. A slide's plan depends
 * only on the slide, and slides are never changed in place (commands and
 * snapshots make new objects for a changed slide, and keep the others), so
 * an edit of one slide plans that slide alone; the run rule is then applied
 * over the whole deck again, which is cheap. Weak: a dropped slide drops
 * its plan.
 */
const plans = new WeakMap<Slide, SlotPlan>();

function keptPlan(slide: Slide): SlotPlan {
  let plan = plans.get(slide);
  if (plan === undefined) {
    plan = planSlot(slotOf(slide));
    plans.set(slide, plan);
  }
  return plan;
}

/**
 * The plans of `from` carried over to `to`, the same slides held in other
 * objects (the store's snapshot of what was just written), so a deck
 * written and read back is not planned again. A slide whose pass view
 * differs keeps no plan: it is planned when next seen.
 */
export function carryPlans(from: readonly Slide[], to: readonly Slide[]): void {
  to.forEach((slide, i) => {
    const old = from[i];
    if (old === undefined || old === slide || plans.has(slide)) return;
    const plan = plans.get(old);
    if (plan !== undefined && JSON.stringify(slotOf(old)) === JSON.stringify(slotOf(slide))) plans.set(slide, plan);
  });
}

function recordChoices<S extends Slide>(slides: readonly S[], planOf: (slide: S) => SlotPlan): readonly S[] {
  const choices = choosePlanned(slides.map(planOf));
  let changed = false;
  const next = slides.map((slide, i) => {
    const choice = choices[i];
    if (choice === undefined || !isAutomaticLayout(slide.layout)) return slide;
    const record = autoLayoutRecord(choice, slide.layout?.hint);
    if (sameRecord(slide.layout, record)) return slide;
    changed = true;
    const recorded = { ...slide, layout: record };
    // Same content, same hint, still automatic: the same plan.
    const plan = plans.get(slide);
    if (plan !== undefined) plans.set(recorded, plan);
    return recorded;
  });
  return changed ? next : slides;
}

/**
 * The slides with every automatic layout chosen again (the deck-level pass:
 * no automatic layout three times in a row when another fits the meaning)
 * and recorded on its slide. The user's choices are kept. Returns `slides`
 * itself when no record changes, and keeps every unchanged slide object.
 * Slides seen before are not planned again (see `plans`).
 */
export function withAutoLayouts<S extends Slide>(slides: readonly S[]): readonly S[] {
  return recordChoices(slides, keptPlan);
}

/** {@link withAutoLayouts} planning every slide afresh: what the kept plans must always equal. */
export function withAutoLayoutsAfresh<S extends Slide>(slides: readonly S[]): readonly S[] {
  return recordChoices(slides, (slide) => planSlot(slotOf(slide)));
}
