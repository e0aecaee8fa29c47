/**
 * Finding the slide a rewrite was asked for once its answer is in. Ids
 * follow position, so a slide added, moved or deleted meanwhile shifts it:
 * the slide is the one with its id when that one still has its heading,
 * else the one slide with that heading.
 */
import type { Slide } from '../schemas/slide';
import { slideHeading } from './slide-wire';

/** The id the slide asked about has now, or undefined when it cannot be told (changed or gone). */
export function locateSlide(slides: readonly Slide[], slideId: number, heading: string): number | undefined {
  const byId = slides.find((s) => s.id === slideId);
  if (byId !== undefined && slideHeading(byId) === heading) return slideId;
  const same = slides.filter((s) => slideHeading(s) === heading);
  return same.length === 1 ? same[0]?.id : undefined;
}

export const SLIDE_CHANGED = 'The slide was changed or removed while it was being rewritten; nothing was changed.';
