/**
 * The other layouts a slide could take: first those the layout chooser
 * finds for what the slide says (core/layouts/choose), then any registered
 * layout that holds its points and claims no meaning the slide lacks (no
 * pyramid for a plain list). Used by the repeated-layout rule ("another
 * fits") and by the 'other layout' fix.
 */
import { FLOOR_PX, LAYOUTS, findLayout, layoutFits, type LayoutDefinition, type LayoutType } from '../layouts';
import { hintFits, layoutCandidates, readSlide, slideContent } from '../layouts/choose';
import type { Slide } from '../schemas/slide';
import type { MeasuredSlide } from './types';

/** Slack of a shaped layout (a five-pointed star, a six-part circle) below its count before it looks broken. */
const SHAPE_SLACK = 2;

/** A layout drawn for a set number of points (a star's five arms) looks broken with far fewer. */
function madeForMore(layout: LayoutDefinition, count: number): boolean {
  return layout.maxItems !== undefined && layout.maxItems <= 6 && count < layout.maxItems - SHAPE_SLACK;
}

/** Layouts other than `current` that suit the slide, the chooser's first; `meaningOnly` keeps only the chooser's. */
export function layoutOptions(slide: Slide, current: string | undefined, meaningOnly = false): LayoutType[] {
  if (slide.type !== 'topic' || slide.topic === undefined) return [];
  const content = slideContent(slide);
  const count = content.items.length;
  const read = readSlide(content);
  const chosen = layoutCandidates(content).map((c) => c.type);
  const others = meaningOnly ? [] : LAYOUTS.filter((l) => layoutFits(l, count) && hintFits(l.type, read) && !madeForMore(l, count)).map((l) => l.type);
  return [...new Set([...chosen, ...others])].filter((type) => type !== current && findLayout(type) !== undefined);
}

/** The slide with `type` as the user's layout (what the 'other layout' fix writes). */
export function withLayout(slide: Slide, type: LayoutType): Slide {
  return { ...slide, layout: { type, config: {} } };
}

/**
 * True when every text of the measured slide is drawn whole and at or above
 * the floor (a word wider than its line counts as not fitting, see text-fit).
 */
export function drawnClean(m: MeasuredSlide): boolean {
  return m.texts.every((t) => !t.overflows && t.size >= FLOOR_PX - 0.01);
}
