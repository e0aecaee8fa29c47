/**
 * What the layout chooser reads: a slide's heading and overview and its
 * points, each folded once (see text.ts) so every predicate can match word
 * lists without redoing it.
 */
import type { LayoutItem } from '../types';
import { fold, wordCount } from './text';

/** A slide as the chooser sees it. */
export interface SlideContent {
  /** The slide's heading (its title). */
  heading: string;
  /** The lead sentence under the heading. */
  overview: string;
  /** The points, in order. */
  items: readonly LayoutItem[];
  /** A layout id a model suggested; used only when it fits the content (see choose.ts). */
  hint?: string | undefined;
  /** The slide shows a picture beside its points, so they get the narrower area left of it. */
  picture?: boolean | undefined;
}

/** One point, folded. */
export interface ReadItem {
  heading: string;
  overview: string;
  /** Heading and overview together. */
  all: string;
  words: number;
}

/** A slide's content with its texts folded, as every predicate takes it. */
export interface ReadSlide {
  /** Heading and overview of the slide, folded. */
  lead: string;
  heading: string;
  items: readonly ReadItem[];
  count: number;
  /** Average words per point (heading and overview). */
  averageWords: number;
  /** True when the points are short for their number (see {@link shortWords}). */
  short: boolean;
  /** The points share the slide with a picture. */
  picture: boolean;
}

/**
 * Most words a point may average (heading and text) to count as short: a
 * column of a row of three holds a couple of sentences, one of five a line
 * or two, so the limit falls as points are added.
 */
export function shortWords(count: number): number {
  return count <= 3 ? 18 : 12;
}

/** Folds a slide's texts once for the predicates. */
export function readSlide(content: SlideContent): ReadSlide {
  const items = content.items.map((item) => {
    const heading = fold(item.heading);
    const overview = fold(item.overview);
    return { heading, overview, all: `${heading} ${overview}`, words: wordCount(item.heading) + wordCount(item.overview) };
  });
  const total = items.reduce((sum, item) => sum + item.words, 0);
  const heading = fold(content.heading);
  const averageWords = items.length === 0 ? 0 : total / items.length;
  return {
    lead: `${heading} ${fold(content.overview)}`,
    heading,
    items,
    count: items.length,
    averageWords,
    short: averageWords <= shortWords(items.length),
    picture: content.picture === true,
  };
}
