/** Choosing a layout for the current slide. */
import type { SlideLayout } from '../schemas/slide';
import { replaceSlide } from './deck-ops';
import type { Command, DeckDoc, SlideTarget } from './types';

/** Arguments of {@link setSlideLayout}. */
export interface SetSlideLayoutArgs extends SlideTarget {
  /**
   * The layout to use, or undefined to go back to the automatic choice. Its
   * `type` is an id of the layout registry, which lives with the renderers;
   * here only its shape is checked (a non-blank type).
   */
  readonly layout: SlideLayout | undefined;
}

/**
 * Same type, a config with the same JSON, and both chosen by the user or
 * both automatic: the layout would not change. (Picking the layout the
 * chooser already gave the slide still changes something: it becomes the
 * user's, and stays when the content changes.)
 */
function sameLayout(a: SlideLayout | undefined, b: SlideLayout | undefined): boolean {
  // Going back to automatic when the layout already is automatic changes nothing.
  if (b === undefined) return a === undefined || a.auto === true;
  if (a === undefined) return false;
  return a.type === b.type && (a.auto === true) === (b.auto === true) && JSON.stringify(a.config) === JSON.stringify(b.config);
}

/** Sets (or clears) the layout of the slide at `index`; a blank type changes nothing. */
export const setSlideLayout = {
  id: 'slide.setLayout',
  label: 'Change layout',
  perform(doc: DeckDoc, args: SetSlideLayoutArgs): DeckDoc {
    const slide = doc.slides[args.index];
    const { layout } = args;
    if (slide === undefined || (layout !== undefined && layout.type.trim() === '')) return doc;
    if (sameLayout(slide.layout, layout)) return doc;
    if (layout === undefined) {
      const { layout: _dropped, ...rest } = slide;
      return replaceSlide(doc, args.index, rest);
    }
    // The config is copied so later changes to the caller's object cannot reach the history.
    return replaceSlide(doc, args.index, { ...slide, layout: { type: layout.type, config: { ...layout.config } } });
  },
} as const satisfies Command<SetSlideLayoutArgs>;
