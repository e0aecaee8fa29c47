/** Inserting a table or chart slide made from the user's data (the studio's 'Insert table / chart'). */
import { MAX_SLIDES } from '../../protocol/requests';
import { slideDataSchema, type SlideDataInput } from '../schemas/slide-data';
import { blankTopicSlide } from './add-slide';
import { firstMovableIndex, renumberSlides, withSlides } from './deck-ops';
import { capText, TEXT_LIMITS } from './limits';
import type { Command, DeckDoc } from './types';

/** Arguments of {@link insertDataSlide}. */
export interface InsertDataSlideArgs {
  /** Index of the slide the new one follows; omitted: at the end. Never before the title slide. */
  readonly after?: number;
  /** The slide's title (what the figures show); capped like any heading. */
  readonly title: string;
  /** The registered layout that draws the data. */
  readonly layout: 'table' | 'chart';
  /** The slide's data part; refused (no slide) unless it passes the slide-data schema. */
  readonly data: SlideDataInput;
}

/**
 * Inserts a complete topic slide with `title`, the chosen layout (the
 * user's, so the layout chooser leaves it) and the data, after `after`, and
 * renumbers the ids. Refused (same doc) when the data is not valid slide
 * data, holds neither a table nor a chart, or the deck is full.
 */
export const insertDataSlide = {
  id: 'slide.insertData',
  label: 'Insert table / chart',
  perform(doc: DeckDoc, args: InsertDataSlideArgs): DeckDoc {
    const { slides } = doc;
    const parsed = slideDataSchema.safeParse(args.data);
    if (slides.length >= MAX_SLIDES || !parsed.success || (!parsed.data.table && !parsed.data.chart)) return doc;
    const wanted = args.after === undefined || Number.isNaN(args.after) ? slides.length : Math.trunc(args.after) + 1;
    const at = Math.min(Math.max(firstMovableIndex(slides), wanted), slides.length);
    const blank = blankTopicSlide(at);
    const title = capText(args.title.trim(), TEXT_LIMITS.heading);
    const slide = { ...blank, title, topic: { ...blank.topic!, heading: title }, layout: { type: args.layout, config: {} }, data: parsed.data };
    return withSlides(doc, renumberSlides([...slides.slice(0, at), slide, ...slides.slice(at)]));
  },
} as const satisfies Command<InsertDataSlideArgs>;
