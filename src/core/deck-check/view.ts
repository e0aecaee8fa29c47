/**
 * The deck as the rules read it: each slide measured on first use and
 * remembered by the slide object, so a check that tries a fix (a split, a
 * layout) measures only the slides the fix changed.
 */
import type { Slide } from '../schemas/slide';
import { measureSlide, type CheckLook } from './measure';
import type { DeckView, MeasuredSlide } from './types';

/** Measured slides by slide object, for one look (a new look needs a new cache). */
export type MeasureCache = WeakMap<Slide, MeasuredSlide>;

/** A view of `slides` drawn with `look`, sharing `cache` with other views of the same look. */
export function deckView(slides: readonly Slide[], look: CheckLook, cache: MeasureCache = new WeakMap()): DeckView {
  const measure = (slide: Slide): MeasuredSlide => {
    let m = cache.get(slide);
    if (m === undefined) {
      m = measureSlide(slide, look);
      cache.set(slide, m);
    }
    return m;
  };
  return {
    slides,
    measure,
    measured: (index) => {
      const slide = slides[index];
      return slide === undefined ? undefined : measure(slide);
    },
  };
}
