/**
 * The chooser on the deck model: which slides are laid out automatically,
 * and the record of the choice written on each (`layout.type`, `auto`,
 * `reason`). The record is written when slides are built from a generated
 * stream and again after every edit, so the studio, the deck file, print
 * and the export all read the same layout, and a reopened deck keeps it.
 */
import type { Slide, SlideLayout } from '../../schemas/slide';
import type { SlideContent } from './content';
import { chooseDeckLayouts, type DeckSlot } from './deck';
import type { LayoutChoice } from './choose';

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

/**
 * The slides with every automatic layout chosen again (the deck-level pass:
 * no automatic layout three times in a row when another fits the meaning)
 * and recorded on its slide. The user's choices are kept. Returns `slides`
 * itself when no record changes, and keeps every unchanged slide object.
 */
export function withAutoLayouts<S extends Slide>(slides: readonly S[]): readonly S[] {
  const slots: (DeckSlot | null)[] = slides.map((slide) => {
    if (slide.type !== 'topic' || slide.topic === undefined) return null;
    return isAutomaticLayout(slide.layout) ? { content: slideContent(slide) } : { content: slideContent(slide), fixed: slide.layout!.type };
  });
  const choices = chooseDeckLayouts(slots);
  let changed = false;
  const next = slides.map((slide, i) => {
    const choice = choices[i];
    if (choice === undefined || !isAutomaticLayout(slide.layout)) return slide;
    const record = autoLayoutRecord(choice, slide.layout?.hint);
    if (sameRecord(slide.layout, record)) return slide;
    changed = true;
    return { ...slide, layout: record };
  });
  return changed ? next : slides;
}
