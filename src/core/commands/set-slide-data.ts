/** Editing the figures of a table or chart slide (the data grid). */
import { slideDataSchema, type SlideDataInput } from '../schemas/slide-data';
import { replaceSlide } from './deck-ops';
import type { Command, DeckDoc, Mergeable, SlideTarget } from './types';

/** Arguments of {@link setSlideData}. */
export interface SetSlideDataArgs extends SlideTarget, Mergeable {
  /** The slide's whole data part after the edit; refused unless it passes the slide-data schema. */
  readonly data: SlideDataInput;
}

/**
 * Replaces the data part of the slide at `index`. Refused (same doc) for a
 * slide that does not exist, data the schema refuses, or data equal to what
 * the slide holds. Typing in one cell of the grid passes one mergeKey per
 * focus, so a number typed is one undo step.
 */
export const setSlideData = {
  id: 'slide.setData',
  label: 'Edit data',
  perform(doc: DeckDoc, args: SetSlideDataArgs): DeckDoc {
    const slide = doc.slides[args.index];
    const parsed = slideDataSchema.safeParse(args.data);
    if (slide === undefined || !parsed.success) return doc;
    if (JSON.stringify(slide.data) === JSON.stringify(parsed.data)) return doc;
    return replaceSlide(doc, args.index, { ...slide, data: parsed.data });
  },
} as const satisfies Command<SetSlideDataArgs>;
