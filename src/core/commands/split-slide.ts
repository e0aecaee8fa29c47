/** Splitting a slide with too much on it into two (a deck check fix). */
import { MAX_SLIDES } from '../../protocol/requests';
import { findLayout, layoutFits } from '../layouts';
import type { Slide, SlideLayout } from '../schemas/slide';
import { isMovable, renumberSlides, withSlides } from './deck-ops';
import type { Command, DeckDoc, SlideTarget } from './types';

const CONTINUED = ' (continued)';

/** The second slide's heading: the first's with '(continued)', once. */
export function continuedHeading(heading: string): string {
  const base = heading.trim();
  if (base === '') return '';
  return base.endsWith(CONTINUED.trim()) ? base : `${base}${CONTINUED}`;
}

/**
 * The layout a half keeps: a layout the user chose stays when it holds the
 * half's points; an automatic one is chosen again for the half (the
 * history re-runs the chooser after every command); else none.
 */
function layoutFor(layout: SlideLayout | undefined, count: number): SlideLayout | undefined {
  if (layout === undefined) return undefined;
  if (layout.auto === true) return layout;
  const def = findLayout(layout.type);
  return def && layoutFits(def, count) ? layout : undefined;
}

function withoutLayout(slide: Slide, layout: SlideLayout | undefined): Slide {
  if (layout !== undefined) return { ...slide, layout };
  const { layout: _dropped, ...rest } = slide;
  return rest;
}

/**
 * Splits the topic slide at `index` in two: the first half of its points
 * (the larger half) stay with its heading, lead sentence, picture and
 * speaker notes; the rest go to a new slide right after it, headed like the
 * first with '(continued)'. Refused (same doc) for the title slide, a slide
 * with fewer than two points, and once the deck holds {@link MAX_SLIDES}.
 */
export const splitSlide = {
  id: 'slide.split',
  label: 'Split slide in two',
  perform(doc: DeckDoc, args: SlideTarget): DeckDoc {
    const { slides } = doc;
    const slide = slides[args.index];
    const topic = slide?.topic;
    if (slide === undefined || topic === undefined || slide.type !== 'topic' || !isMovable(slides, args.index)) return doc;
    const subs = topic.subtopics;
    if (subs.length < 2 || slides.length >= MAX_SLIDES) return doc;
    const cut = Math.ceil(subs.length / 2);
    const first = withoutLayout({ ...slide, topic: { ...topic, subtopics: subs.slice(0, cut) } }, layoutFor(slide.layout, cut));
    const heading = continuedHeading(topic.heading || slide.title);
    // The second slide starts plain: the heading's formatting was made for the first's words.
    const { rich: _formatting, ...base } = slide;
    const { image_url: _picture, ...topicRest } = topic;
    const second = withoutLayout(
      {
        ...base,
        title: heading,
        description: '',
        // The lead sentence, picture and notes introduce the topic once, on its first slide.
        topic: { ...topicRest, heading, overview: '', subtopics: subs.slice(cut) },
        notes: '',
        isStreaming: false,
        isComplete: true,
        hasImage: false,
      },
      layoutFor(slide.layout, subs.length - cut),
    );
    const next = [...slides.slice(0, args.index), first, second, ...slides.slice(args.index + 1)];
    return withSlides(doc, renumberSlides(next));
  },
} as const satisfies Command<SlideTarget>;
